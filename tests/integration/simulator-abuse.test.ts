import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, simulations } from "~/db/schema";
import { parseEnv } from "~/lib/env.server";
import { TURNSTILE_MESSAGE } from "~/lib/forms/spam.server";
import { simulatorMessages } from "~/lib/simulator/schema";
import { RECAP_EMAILS_PER_HOUR } from "~/lib/simulator/simulation.server";
import { handleWizardAction } from "~/lib/simulator/wizard.server";
import { db, request } from "../helpers";
import { count, esc, formData, html, seedCatalogue, uniqueIp, wizardStep, wizardToken } from "./forms-helpers";

beforeAll(seedCatalogue);

const contact = { firstName: "Claire", lastName: "Bernard", phone: "06 12 34 56 78", acceptCGU: "on" };
const project = { projectNature: "construction_neuve", constructionType: "maison_individuelle", location: "Rouen (76000)", surfaceBatie: "140", terrain: "600" };

/** Steps 1 to 3 for `email`: the token of the recap (step 4). */
async function recapToken(email: string) {
  const start = wizardToken(await html(await request("/simulateur")));
  const one = await wizardStep("contact", start, { ...contact, email });
  const two = await wizardStep("project", one.token, project);
  const three = await wizardStep("services", two.token, { services: ["g2-avp"] });
  expect(three.page).toContain("Étape 4/4");
  return three.token;
}

const uniqueEmail = () => `${crypto.randomUUID().slice(0, 8)}@example.fr`;

async function recapsTo(email: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.type, "simulation-recap"));
  return rows.filter((r) => r.to.some((t) => t.email === email));
}

test("posting the same submitted state again shows the same quote and queues nothing", async () => {
  const email = uniqueEmail();
  const token = await recapToken(email);
  const first = await wizardStep("submit", token);
  expect(first.status).toBe(200);
  const [sim] = await db().select().from(simulations).where(eq(simulations.userEmail, email));
  expect(first.page).toContain(sim.devisNumber);
  const mailsBefore = await count("email_outbox", "related_type = 'simulation' and related_id = ?", sim.id);
  expect(mailsBefore).toBe(2);

  for (let i = 0; i < 3; i++) {
    const again = await wizardStep("submit", token);
    expect(again.status).toBe(200);
    expect(again.page).toContain(sim.devisNumber);
    expect(again.page).toContain(`/simulateur/devis/${sim.publicToken}`);
    expect(again.page).toContain(esc(simulatorMessages.duplicate));
  }
  expect(await count("simulations", "user_email = ?", email)).toBe(1);
  expect(await count("email_outbox", "related_type = 'simulation' and related_id = ?", sim.id)).toBe(mailsBefore);
});

test("the wizard id is stored with the simulation and renewed when a step changes the answers", async () => {
  const email = uniqueEmail();
  const start = wizardToken(await html(await request("/simulateur")));
  const one = await wizardStep("contact", start, { ...contact, email });
  const two = await wizardStep("project", one.token, project);
  const recap = await wizardStep("services", two.token, { services: ["g2-avp"] });
  // Back from the recap to step 3, another choice: a new request, not the first one again.
  const other = await wizardStep("services", two.token, { services: ["g5"] });
  await wizardStep("submit", recap.token);
  const second = await wizardStep("submit", other.token);
  expect(second.page).not.toContain(esc(simulatorMessages.duplicate));
  const rows = await db().select().from(simulations).where(eq(simulations.userEmail, email));
  expect(rows).toHaveLength(2);
  expect(new Set(rows.map((r) => r.wizardId)).size).toBe(2);
  for (const row of rows) expect(row.wizardId).toMatch(/^[0-9a-f-]{36}$/);
});

test(`an address receives at most ${RECAP_EMAILS_PER_HOUR} recap e-mails an hour; the next quote is stored and offered for download`, async () => {
  const email = uniqueEmail();
  for (let i = 0; i < RECAP_EMAILS_PER_HOUR; i++) {
    const done = await wizardStep("submit", await recapToken(email));
    expect(done.page).toContain(esc(simulatorMessages.success));
  }
  expect(await recapsTo(email)).toHaveLength(RECAP_EMAILS_PER_HOUR);

  const capped = await wizardStep("submit", await recapToken(email.toUpperCase()));
  expect(capped.status).toBe(200);
  expect(capped.page).toContain(esc(simulatorMessages.recapCapped));
  expect(capped.page).not.toContain(esc(simulatorMessages.success));
  expect(capped.page).toContain("Télécharger l&#x27;estimation (PDF)");
  const rows = await db().select().from(simulations).where(eq(simulations.userEmail, email.toUpperCase()));
  expect(rows).toHaveLength(1);
  expect(capped.page).toContain(`/simulateur/devis/${rows[0].publicToken}`);
  expect(await recapsTo(email)).toHaveLength(RECAP_EMAILS_PER_HOUR);
  expect(await recapsTo(email.toUpperCase())).toHaveLength(0);
  // The firm still hears about the request.
  const staff = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedType, "simulation"), eq(emailOutbox.relatedId, rows[0].id)));
  expect(staff.map((m) => m.type)).toEqual(["simulation-notification"]);
});

test("a filled honeypot is refused at every step that writes, and nothing is stored", async () => {
  const email = uniqueEmail();
  const start = wizardToken(await html(await request("/simulateur")));
  const bot = await wizardStep("contact", start, { ...contact, email, site_web: "https://spam.example" });
  expect(bot.status).toBe(400);
  expect(bot.page).toContain(esc(simulatorMessages.generic));
  expect(await count("visitor_info", "email = ?", email)).toBe(0);

  const token = await recapToken(email);
  const submit = await wizardStep("submit", token, { site_web: "https://spam.example" });
  expect(submit.status).toBe(400);
  expect(await count("simulations", "user_email = ?", email)).toBe(0);
  expect(await recapsTo(email)).toHaveLength(0);
});

test("every step of the wizard carries the honeypot field", async () => {
  const start = await html(await request("/simulateur"));
  expect(start).toContain('name="site_web"');
  const token = await recapToken(uniqueEmail());
  const back = await wizardStep("back", token);
  expect(back.page).toContain('name="site_web"');
});

test("with Turnstile configured, the quote is only stored once the challenge passes", async () => {
  const email = uniqueEmail();
  const token = await recapToken(email);
  const calls: Array<string> = [];
  const siteverify = (success: boolean) =>
    (async (url: string | URL | Request) => {
      calls.push(String(url));
      return Response.json({ success });
    }) as typeof fetch;
  const appEnv = { ...parseEnv(env), TURNSTILE_SECRET_KEY: "secret-test" };
  const post = (fields: Record<string, string>, fetcher: typeof fetch) =>
    handleWizardAction(
      { db: db(), env: appEnv, fetcher },
      new Request("http://localhost/simulateur", { method: "POST", body: formData({ intent: "submit", state: token, ...fields }), headers: { "cf-connecting-ip": uniqueIp() } }),
    );

  const missing = await post({}, siteverify(true));
  expect(missing.status).toBe(400);
  expect(missing.view.result?.error?.[""]).toEqual([TURNSTILE_MESSAGE]);
  const refused = await post({ "cf-turnstile-response": "jeton" }, siteverify(false));
  expect(refused.status).toBe(400);
  expect(await count("simulations", "user_email = ?", email)).toBe(0);

  const passed = await post({ "cf-turnstile-response": "jeton" }, siteverify(true));
  expect(passed.status).toBe(200);
  expect(passed.view.done?.emailSent).toBe(true);
  expect(calls).toEqual(["https://challenges.cloudflare.com/turnstile/v0/siteverify", "https://challenges.cloudflare.com/turnstile/v0/siteverify"]);
  expect(await count("simulations", "user_email = ?", email)).toBe(1);
});
