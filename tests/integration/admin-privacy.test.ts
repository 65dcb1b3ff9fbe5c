// « Données personnelles » through the Worker: the screen, its forms, the register's
// deadline and the dashboard's line, the retention at work, never cached.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { privacyRequests, retentionRuns } from "~/db/schema";
import { emailHash } from "~/lib/privacy/hash.server";
import { addMonthsToDay, dueDayOf, recordRequest } from "~/lib/privacy/register.server";
import { EXPORT_RETENTION_DAYS, PURGES } from "~/lib/privacy/retention";
import { PRIVACY_MESSAGES } from "~/lib/privacy/schema";
import { DAILY_STATS_CRON } from "~/lib/stats/rollup.server";
import worker from "../../workers/app";
import { personEmail, seedPerson } from "../factories/person";
import { db, flashOf, request } from "../helpers";
import { esc, postForm, staffCookie } from "./admin-content-helpers";

const PATH = "/admin/donnees-personnelles";
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("the screen is for super admins, never cached, and lists the register, the purges and the inventory", async () => {
  const { cookie } = await staffCookie("super_admin");
  const res = await request(PATH, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const html = await text(res);
  for (const heading of ["Rechercher une personne", "Registre des demandes", "Durées de conservation", "Inventaire des données personnelles"]) expect(html).toContain(heading);
  for (const purge of PURGES) expect(html).toContain(esc(purge.label));
  expect(html).toContain("contact_requests");
  expect(html).toContain("ATTACHMENTS contact/{id}/");
  // The sidebar entry is a super admin's only.
  expect(html).toContain('href="/admin/donnees-personnelles"');
  const editor = await staffCookie("editor");
  expect(await text(await request("/admin", { headers: { cookie: editor.cookie } }))).not.toContain('href="/admin/donnees-personnelles"');
});

test("a search shows every kind with its dates and links, says what erasing would do, and journals counts only", async () => {
  const { cookie } = await staffCookie("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  const res = await postForm(PATH, cookie, { intent: "find", email: email.toUpperCase() });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const html = await text(res);
  for (const label of [
    "Demandes de contact",
    "Pièces jointes des demandes de contact",
    "Estimations du simulateur",
    "Abonnement à la newsletter",
    "E-mails envoyés ou à envoyer",
    "Notes et réponses de l&#x27;équipe",
  ]) {
    expect(html).toContain(label);
  }
  expect(html).toContain(`href="/admin/demandes/contacts/${person.contact.id}"`);
  expect(html).toContain(`href="/admin/demandes/simulations/${person.simulation.id}"`);
  expect(html).toContain("Sera supprimé");
  expect(html).toContain("Sera anonymisé");
  expect(html).toContain("anonymes par conception");
  const journal = await env.DB.prepare("select details from audit_log where action = 'privacy.find' order by id desc limit 1").first<{ details: string }>();
  expect(journal?.details).not.toContain(email);
  expect(JSON.parse(journal?.details ?? "{}").total).toBeGreaterThan(8);
});

test("a bad address is refused in French and searches nothing", async () => {
  const { cookie } = await staffCookie("super_admin");
  const searches = () => env.DB.prepare("select count(*) as n from audit_log where action = 'privacy.find'").first("n");
  const before = await searches();
  const res = await postForm(PATH, cookie, { intent: "find", email: "pas-une-adresse" }, { "sec-fetch-mode": "navigate" });
  expect(res.status).toBe(200);
  expect(await text(res)).toContain(esc("Saisissez une adresse e-mail valide"));
  expect(await searches()).toBe(before);
});

test("erasing goes through a confirmation that says what is deleted, anonymised and kept, then the lists no longer show the person", async () => {
  const { staff, cookie } = await staffCookie("super_admin");
  const email = personEmail();
  const person = await seedPerson(email);
  // The request, entered by hand with how the identity was checked (docs/decisions/344).
  await postForm(PATH, cookie, { intent: "record", type: "effacement", email, receivedOn: "2026-01-05", identityCheck: "Demande reçue de l'adresse concernée" });
  const preview = await text(await postForm(PATH, cookie, { intent: "preview-erase", email }));
  expect(preview).toContain("Confirmer l&#x27;effacement");
  expect(preview).toContain("Effacer définitivement");
  expect(preview).toContain(esc("L'adresse citée dans le texte est remplacée par « [adresse effacée] »"));
  expect(preview).toContain(esc("Conservé"));
  const fingerprint = /name="fingerprint" value="([0-9a-f]{24})"/.exec(preview)?.[1];
  expect(fingerprint).toBeTruthy();
  // Nothing was erased by the preview.
  expect(await env.DB.prepare("select count(*) as n from contact_requests where id = ?").bind(person.contact.id).first("n")).toBe(1);

  const erased = await postForm(PATH, cookie, { intent: "erase", email, fingerprint: fingerprint ?? "" });
  expect(erased.status).toBe(302);
  expect(erased.headers.get("location")).toMatch(/^\/admin\/donnees-personnelles\?repondre=\d+#reponse$/);
  expect(flashOf(erased)?.message).toContain("Effacement terminé");
  const editor = await staffCookie("editor");
  const lists = {
    "/admin/demandes/contacts": "Aucune demande ne correspond à votre recherche.",
    "/admin/demandes/simulations": "Aucune simulation ne correspond à votre recherche.",
    "/admin/demandes/newsletter": "Aucun abonné ne correspond à votre recherche.",
    "/admin/demandes/terrains": "Aucun résultat ne correspond à votre recherche.",
  };
  for (const [list, empty] of Object.entries(lists)) {
    expect(await text(await request(`${list}?q=${encodeURIComponent(email)}`, { headers: { cookie: editor.cookie } })), list).toContain(esc(empty));
  }
  // Of the e-mails, only the request's acknowledgement stays: it is kept with the register (docs/decisions/345).
  const outbox = await env.DB.prepare('select type from email_outbox where "to" like ?').bind(`%${email}%`).all<{ type: string }>();
  expect(outbox.results.map((r) => r.type)).toEqual(["privacy-request-acknowledgement"]);
  const [acted] = await env.DB.prepare("select type, acted_at, answered_at, handled_by from privacy_requests where email_hash = ?")
    .bind(await emailHash(email))
    .all<{ type: string; acted_at: number; answered_at: number | null; handled_by: number }>()
    .then((r) => r.results);
  // Done, but « Traitée » only once the answer is sent (privacy-answer.test.ts).
  expect(acted).toMatchObject({ type: "effacement", handled_by: staff.id, answered_at: null });
  expect(acted.acted_at).toBeGreaterThan(0);
});

test("the deadline is one month after receipt (31 January → 28 February); the dashboard shows it to super admins only", async () => {
  expect(addMonthsToDay("2027-01-31", 1)).toBe("2027-02-28");
  expect(addMonthsToDay("2028-01-31", 1)).toBe("2028-02-29");
  expect(addMonthsToDay("2027-12-15", 1)).toBe("2028-01-15");
  // Received at 23:30 in Paris on 31 March (21:30 UTC): due 30 April, Paris day.
  expect(dueDayOf(new Date("2027-03-31T21:30:00Z"))).toBe("2027-04-30");

  const { staff, cookie } = await staffCookie("super_admin");
  const email = personEmail("echeance");
  // Received 25 days ago: due in about 5 days.
  const id = await recordRequest(db(), staff, { type: "acces", email, receivedAt: new Date(Date.now() - 25 * 86400_000), source: "staff" });
  const dashboard = await text(await request("/admin", { headers: { cookie } }));
  expect(dashboard).toContain("Demandes sur les données personnelles");
  expect(dashboard).toContain('href="/admin/donnees-personnelles?ouvertes=1#registre"');
  const editor = await staffCookie("editor");
  expect(await text(await request("/admin", { headers: { cookie: editor.cookie } }))).not.toContain("Demandes sur les données personnelles");
  const register = await text(await request(`${PATH}?ouvertes=1`, { headers: { cookie } }));
  expect(register).toContain(email);
  expect(register).toContain("À traiter");
  expect(register).toContain(`href="${PATH}?repondre=${id}#reponse"`);
  const [row] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, id));
  expect(row.answeredAt).toBeNull();
});

test("a request recorded by hand keeps its received day and is listed; a day in the future is refused", async () => {
  const { cookie } = await staffCookie("super_admin");
  const email = personEmail("courrier");
  const future = await postForm(PATH, cookie, { intent: "record", type: "effacement", email, receivedOn: "2999-01-01" });
  expect(future.status).toBe(400);
  const recorded = await postForm(PATH, cookie, {
    intent: "record",
    type: "effacement",
    email,
    phone: "01 23 45 67 89",
    receivedOn: "2026-01-05",
    identityCheck: "Appel depuis le numéro du dossier",
  });
  expect(recorded.status).toBe(302);
  expect(flashOf(recorded)?.message).toBe(PRIVACY_MESSAGES.recorded);
  const row = await env.DB.prepare("select type, due_on, source, phone from privacy_requests where email = ?").bind(email).first();
  expect(row).toEqual({ type: "effacement", due_on: "2026-02-05", source: "staff", phone: "01 23 45 67 89" });
});

test("each night's purges are recorded with what they removed, and shown on the screen; the register keeps only the hash after 3 years", async () => {
  const email = personEmail("ancienne");
  const old = new Date(Date.now() - 4 * 365 * 86400_000);
  const id = await recordRequest(db(), null, { type: "acces", email, receivedAt: old, source: "staff" });
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: DAILY_STATS_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect(await db().select().from(retentionRuns).limit(1)).toHaveLength(1);
  const last = await env.DB.prepare("select results from retention_runs order by id desc limit 1").first<{ results: string }>();
  const results = JSON.parse(last?.results ?? "{}");
  for (const purge of PURGES) expect(results[purge.key], purge.key).toBeDefined();
  expect(results.register.removed).toBeGreaterThanOrEqual(1);
  const reduced = await env.DB.prepare("select email, phone, email_hash, reduced_at from privacy_requests where id = ?").bind(id).first<Record<string, unknown>>();
  expect(reduced).toMatchObject({ email: null, phone: null, email_hash: await emailHash(email) });
  expect(reduced?.reduced_at).not.toBeNull();

  const { cookie } = await staffCookie("super_admin");
  const html = await text(await request(PATH, { headers: { cookie } }));
  expect(html).not.toContain("Pas encore passé");
  expect(html).toContain(`Supprimés ${EXPORT_RETENTION_DAYS}\u00a0jours après leur création`);
});
