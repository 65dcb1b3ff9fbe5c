// The visitor's side: every e-mail to a visitor ends with a personal link; its page records a
// request in the register and tells the super admins, erasing nothing; the privacy page's
// retention paragraph is generated from the purges' own constants.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, privacyRequests } from "~/db/schema";
import { replyToLead } from "~/lib/leads/follow-up.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { privacyLinkToken } from "~/lib/privacy/link.server";
import { PRIVACY_REQUEST_EMAIL_TYPE } from "~/lib/privacy/public-request.server";
import { RETENTION_PLACEHOLDERS, RETENTION_SECTION } from "~/lib/privacy/retention";
import { PUBLIC_REQUEST_MESSAGES } from "~/lib/privacy/schema";
import { placeholderChips } from "~/lib/settings/placeholders";
import { publicSettings, buildSettings } from "~/lib/settings/definitions";
import { createSimulation } from "~/lib/simulator/simulation.server";
import { emptyState } from "~/lib/simulator/state.server";
import { storeTerrainRequest } from "~/lib/terrain/report.server";
import { seedDatabase } from "../../seed";
import { pages } from "../../seed/data/pages";
import { simulatorServices } from "../../seed/data/simulator";
import { createContactRequest } from "../factories/leads";
import { personEmail, SAMPLE_RISKS, seedPerson } from "../factories/person";
import { createStaff, jwtSecret } from "../factories/staff";
import { db, request } from "../helpers";
import { esc, formData, html, postForm } from "./forms-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** The personal link in an e-mail's text, as the visitor's mail program shows it. */
function linkIn(text: string) {
  const match = /https?:\/\/[^\s]+\/donnees-personnelles\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`pas de lien personnel dans : ${text.slice(-400)}`);
  return { url: match[0], path: `/donnees-personnelles/${match[1]}` };
}

async function lastMailTo(email: string, type: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.type, type));
  const mine = rows.filter((row) => row.to.some((to) => to.email.toLowerCase() === email.toLowerCase()));
  const last = mine.at(-1);
  if (!last) throw new Error(`aucun e-mail ${type} à ${email}`);
  return last;
}

test("every e-mail to a visitor ends with a personal link to the address it was sent to: newsletter, simulation recap, terrain result, reply", async () => {
  const secret = jwtSecret();
  const deps = { db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test", secret };

  const reader = personEmail("lecteur");
  const subscribed = await postForm("/newsletter", formData({ email: reader, source: "newsletter" }));
  expect(subscribed.status).toBe(200);
  const confirmation = await lastMailTo(reader, "newsletter-confirmation");

  const client = personEmail("client");
  const created = await createSimulation(
    deps,
    {
      ...emptyState(),
      step: 4,
      contact: { firstName: "Claire", lastName: "Dubois", email: client, phone: "06 12 34 56 78", acceptCGU: true },
      project: { projectNature: "construction_neuve", constructionType: "maison_individuelle", location: "Montreuil (93)", surfaceBatie: "120", terrain: "450" },
      services: [simulatorServices[0].id],
    } as Parameters<typeof createSimulation>[1],
    { contactRequested: false },
  );
  expect(created.ok).toBe(true);
  const recap = await lastMailTo(client, "simulation-recap");

  const owner = personEmail("terrain");
  await storeTerrainRequest(deps, {
    email: owner,
    consentAt: new Date(),
    address: "1 Rue Test 75001 Paris",
    latitude: 48.86,
    longitude: 2.34,
    cityCode: "75101",
    city: "Paris",
    postcode: "75001",
    risks: SAMPLE_RISKS,
  });
  const result = await lastMailTo(owner, "terrain-result");

  const writer = personEmail("contact");
  const lead = await createContactRequest({ email: writer });
  const staff = await createStaff("editor");
  await replyToLead(
    deps,
    { ...staff, firstName: "Éva", lastName: "Lambert" },
    { kind: "contact", id: lead.id, messageId: crypto.randomUUID(), subject: "Re : votre demande", body: "Bonjour, voici notre réponse." },
  );
  const reply = await lastMailTo(writer, "lead-reply");

  for (const [mail, address] of [
    [confirmation, reader],
    [recap, client],
    [result, owner],
    [reply, writer],
  ] as const) {
    const link = linkIn(mail.text);
    expect(link.url, mail.type).toBe(`https://www.lutetia-geotechnique.test/donnees-personnelles/${await privacyLinkToken(secret, address)}`);
    expect(mail.html, mail.type).toContain(link.url);
    const page = await html(await request(link.path));
    expect(page, mail.type).toContain(`<strong>${address.toLowerCase()}</strong>`);
  }
});

test("the page of a wrong or altered link says so (404) and offers no form", async () => {
  const token = await privacyLinkToken(jwtSecret(), personEmail());
  const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
  for (const path of [`/donnees-personnelles/${altered}`, "/donnees-personnelles/n-importe-quoi"]) {
    const res = await request(path);
    expect(res.status, path).toBe(404);
    const page = await html(res);
    expect(page).toContain(esc(PUBLIC_REQUEST_MESSAGES.invalidLink));
    expect(page).not.toContain('name="type"');
  }
});

test("the page is noindex, never cached, works without JavaScript, records the request and tells the super admins; it erases nothing", async () => {
  const admin = await createStaff("super_admin");
  const email = personEmail("visiteur");
  const person = await seedPerson(email);
  const path = `/donnees-personnelles/${await privacyLinkToken(jwtSecret(), email)}`;
  const get = await request(path);
  expect(get.status).toBe(200);
  expect(get.headers.get("cache-control")).toBe("private, no-store");
  expect(get.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  const page = await html(get);
  expect(page).toContain('content="noindex, nofollow"');
  expect(page).not.toContain('<script type="module"');
  expect(page).toContain('name="site_web"');

  // A bot fills the hidden field: nothing recorded.
  const bot = await postForm(path, formData({ type: "effacement", site_web: "https://spam.example" }));
  expect(bot.status).toBe(400);
  expect(
    await db()
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.emailHash, await emailHash(email))),
  ).toEqual([]);
  // No choice: said in French.
  const empty = await postForm(path, formData({}));
  expect(await html(empty)).toContain(esc(PUBLIC_REQUEST_MESSAGES.type));

  const sent = await postForm(path, formData({ type: "effacement" }));
  expect(sent.status).toBe(200);
  expect(await html(sent)).toContain(esc(PUBLIC_REQUEST_MESSAGES.received));
  const requests = await db()
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.emailHash, await emailHash(email)));
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ type: "effacement", source: "link", email, answeredAt: null, createdBy: null });
  // Every super admin is told, one message each, with a fixed subject (nothing the visitor typed in a header).
  const told = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, PRIVACY_REQUEST_EMAIL_TYPE), eq(emailOutbox.relatedId, requests[0].id)));
  expect(told.map((m) => m.to[0].email)).toContain(admin.email);
  for (const mail of told) {
    expect(mail.to).toHaveLength(1);
    expect(mail.subject).toBe("Demande relative aux données personnelles – Lutetia Géotechnique");
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain(email);
  }
  // Nothing erased.
  expect(await env.DB.prepare("select count(*) as n from contact_requests where id = ?").bind(person.contact.id).first("n")).toBe(1);
  expect(await env.DB.prepare("select count(*) as n from newsletter_subscribers where id = ?").bind(person.subscriber.id).first("n")).toBe(1);
  // The same request again (a double click, a reload) is not recorded twice.
  await postForm(path, formData({ type: "effacement" }));
  expect(
    await db()
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.emailHash, await emailHash(email))),
  ).toHaveLength(1);
});

test("the privacy page's retention paragraph is generated from the purges' constants, and staff can insert them as chips", async () => {
  const privacy = pages.find((p) => p.slug === "politique-confidentialite")?.content ?? "";
  const retention = privacy.slice(privacy.indexOf("## Durée de conservation"), privacy.indexOf("## Vos droits"));
  // No duration typed by hand: each one is a placeholder of the constants.
  expect(retention).not.toMatch(/\d+\s*(ans?|mois|jours?)\b/);
  for (const key of Object.keys(RETENTION_PLACEHOLDERS)) expect(privacy).toContain(`{{${RETENTION_SECTION}.${key}}}`);
  const page = await html(await request("/politique-confidentialite"));
  for (const value of Object.values(RETENTION_PLACEHOLDERS)) expect(page.includes(value) || page.includes(esc(value)), value).toBe(true);
  expect(page).not.toContain("{{conservation.");
  const chips = placeholderChips(publicSettings(buildSettings([])));
  expect(chips.filter((chip) => chip.code.startsWith(`{{${RETENTION_SECTION}.`)).map((chip) => chip.value)).toEqual(Object.values(RETENTION_PLACEHOLDERS));
});

test("the request page shares the public forms' rate limit (FORM_LIMITER): past 10 posts a minute from one address, 429 in French", async () => {
  const email = personEmail("insistant");
  const path = `/donnees-personnelles/${await privacyLinkToken(jwtSecret(), email)}`;
  const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
  const statuses: Array<number> = [];
  let last = "";
  // Fixed 60 s windows: the 429 comes after at least 10 accepted posts, within two windows.
  for (let n = 1; n <= 22 && statuses.at(-1) !== 429; n++) {
    const res = await postForm(path, formData({ type: "acces" }), ip);
    statuses.push(res.status);
    last = await html(res);
  }
  expect(statuses.length).toBeGreaterThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(last).toContain("Trop de demandes envoyées depuis votre connexion");
  // One request recorded, whatever the number of posts.
  expect(
    await db()
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.emailHash, await emailHash(email))),
  ).toHaveLength(1);
});
