// The person hears back (docs/decisions/344 to 346): an acknowledgement at once, export and
// erasure only for a verified identity, the answer prefilled from what was done (deleted and
// kept lists with the inventory's reasons, the export's own download link, a refusal's reason)
// and « Traitée » only once it is sent; pending requests on the dashboard and in the digest.
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, privacyExports, privacyRequests } from "~/db/schema";
import { sendFollowUpReminders } from "~/lib/leads/reminders.server";
import { ACKNOWLEDGEMENT_EMAIL_TYPE } from "~/lib/privacy/acknowledgement.server";
import { ANSWER_EMAIL_TYPE, CNIL_NOTE, draftAnswer, TO_COMPLETE } from "~/lib/privacy/answer.server";
import { findPerson } from "~/lib/privacy/find.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { inventoryEntry } from "~/lib/privacy/inventory.server";
import { privacyLinkToken } from "~/lib/privacy/link.server";
import { pendingRequests, recordRequest, reduceRegister } from "~/lib/privacy/register.server";
import { PRIVACY_MESSAGES } from "~/lib/privacy/schema";
import { editor, fillLegalFacts, ORIGIN, seedDevisCatalogue } from "../factories/devis";
import { acceptedDevis } from "../factories/dossier";
import { personEmail, seedPerson } from "../factories/person";
import { jwtSecret } from "../factories/staff";
import { db, flashOf, request } from "../helpers";
import { esc, postForm, staffCookie } from "./admin-content-helpers";
import { formData, postForm as postPublic } from "./forms-helpers";

const PATH = "/admin/donnees-personnelles";
const PRIVACY_ADDRESS = "donnees@lutetia-geotechnique.fr";
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
/** The Worker's own mail deps: its links are signed with the Worker's secret. */
const workerMail = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, secret: jwtSecret() });

beforeAll(async () => {
  await seedDevisCatalogue();
  await fillLegalFacts({ "contact.privacy_email": PRIVACY_ADDRESS });
});

async function requestOf(email: string) {
  const [row] = await db()
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.emailHash, await emailHash(email)))
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  return row;
}

async function mailsTo(email: string, type: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.type, type)).orderBy(desc(emailOutbox.id));
  return rows.filter((row) => row.to.some((to) => to.email === email));
}

/** The visitor asks from the personal link of one of our e-mails. */
async function askFromLink(email: string, type: "acces" | "effacement" | "opposition") {
  const res = await postPublic(`/donnees-personnelles/${await privacyLinkToken(jwtSecret(), email)}`, formData({ type }));
  expect(res.status).toBe(200);
  return requestOf(email);
}

/** A client who accepted a devis online: the contract the erasure must keep. */
async function clientWithAcceptedDevis(email: string) {
  return acceptedDevis(await editor(), { overrides: { clientEmail: email, clientName: "Claire Dubois" }, withdrawalChoice: "attendre" });
}

test("a visitor who asks through the personal link gets an acknowledgement at once: what, when, the one-month deadline, whom to contact", async () => {
  const email = personEmail("accuse");
  const row = await askFromLink(email, "effacement");
  expect(row.acknowledgedAt).not.toBeNull();
  const [ack] = await mailsTo(email, ACKNOWLEDGEMENT_EMAIL_TYPE);
  expect(ack.relatedType).toBe("privacy_request");
  expect(ack.relatedId).toBe(row.id);
  expect(ack.text).toContain("Effacement (RGPD, art. 17)");
  expect(ack.text).toContain(`Réponse au plus tard le : ${row.dueOn.split("-").reverse().join("/")} (un mois, RGPD art. 12.3)`);
  expect(ack.text).toContain(`Par e-mail : ${PRIVACY_ADDRESS}`);
  expect(ack.text).toContain("18 rue de la Roquette");
  expect(ack.replyTo?.email).toBe(PRIVACY_ADDRESS);
  // A double click does not acknowledge twice.
  await postPublic(`/donnees-personnelles/${await privacyLinkToken(jwtSecret(), email)}`, formData({ type: "effacement" }));
  expect(await mailsTo(email, ACKNOWLEDGEMENT_EMAIL_TYPE)).toHaveLength(1);
});

test("a request entered by hand says how the identity was checked (refused in French otherwise, nothing recorded), and is acknowledged", async () => {
  const { cookie } = await staffCookie("super_admin");
  const email = personEmail("courrier-identite");
  const missing = await postForm(PATH, cookie, { intent: "record", type: "acces", email, receivedOn: "2026-01-05" }, { "sec-fetch-mode": "navigate" });
  expect(missing.status).toBe(200);
  expect(await text(missing)).toContain(esc(PRIVACY_MESSAGES.identityCheck));
  expect(await requestOf(email)).toBeUndefined();

  const recorded = await postForm(PATH, cookie, {
    intent: "record",
    type: "acces",
    email,
    receivedOn: "2026-01-05",
    identityCheck: "Courrier signé, copie de la carte d'identité vue puis détruite",
  });
  expect(recorded.status).toBe(302);
  const row = await requestOf(email);
  expect(row).toMatchObject({ source: "staff", identityCheck: "Courrier signé, copie de la carte d'identité vue puis détruite", dueOn: "2026-02-05" });
  expect(row.acknowledgedAt).not.toBeNull();
  expect(await mailsTo(email, ACKNOWLEDGEMENT_EMAIL_TYPE)).toHaveLength(1);
  const register = await text(await request(`${PATH}?ouvertes=1`, { headers: { cookie } }));
  expect(register).toContain(esc("Identité : Courrier signé, copie de la carte d'identité vue puis détruite"));
});

test("an export or an erasure waits for a recorded request whose identity is verified", async () => {
  const { cookie } = await staffCookie("super_admin");
  const email = personEmail("sans-demande");
  await seedPerson(email);
  const exported = await postForm(PATH, cookie, { intent: "export", email });
  expect(exported.status).toBe(409);
  expect(await text(exported)).toContain(esc(PRIVACY_MESSAGES.identityMissing));
  expect(
    await db()
      .select()
      .from(privacyExports)
      .where(eq(privacyExports.emailHash, await emailHash(email))),
  ).toEqual([]);
  const preview = await postForm(PATH, cookie, { intent: "preview-erase", email });
  expect(preview.status).toBe(409);
  expect(await text(preview)).not.toContain("Effacer définitivement");
  expect(await requestOf(email)).toBeUndefined();
});

test("after an erasure the answer is prefilled with what was deleted and the accepted devis kept with the inventory's reason; sent, the request is « Traitée »", async () => {
  const { staff, cookie } = await staffCookie("super_admin");
  const email = personEmail("claire.effacement");
  const person = await seedPerson(email);
  const devis = await clientWithAcceptedDevis(email);
  const asked = await askFromLink(email, "effacement");

  const preview = await text(await postForm(PATH, cookie, { intent: "preview-erase", email }));
  const fingerprint = /name="fingerprint" value="([0-9a-f]{24})"/.exec(preview)?.[1] ?? "";
  const erased = await postForm(PATH, cookie, { intent: "erase", email, fingerprint });
  expect(erased.status).toBe(302);
  expect(erased.headers.get("location")).toBe(`${PATH}?repondre=${asked.id}#reponse`);
  expect(flashOf(erased)?.message).toContain("Effacement terminé");
  // Acted on, not answered: « Réponse à envoyer », never « Traitée » yet.
  expect(await requestOf(email)).toMatchObject({ id: asked.id, answeredAt: null });
  expect((await requestOf(email)).actedAt).not.toBeNull();
  const register = await text(await request(`${PATH}?ouvertes=1`, { headers: { cookie } }));
  expect(register).toContain("Réponse à envoyer");

  const screen = await text(await request(`${PATH}?repondre=${asked.id}`, { headers: { cookie } }));
  expect(screen).toContain("Répondre à la demande");
  const draft = await draftAnswer(workerMail(), asked.id, null);
  expect(draft?.kind).toBe("done");
  const body = draft?.body ?? "";
  expect(screen).toContain(esc(body.split("\n\n")[2].split("\n")[0]));
  expect(body).toContain("Ce que nous avons effacé :");
  expect(body).toContain("- Demandes de contact : 1 enregistrement supprimé");
  expect(body).toContain("Estimations du simulateur : 1 enregistrement supprimé");
  expect(body).toContain("Ce que nous conservons, et pourquoi :");
  // The accepted devis and its signature proof, with the inventory's own reason and duration.
  const devisReason = inventoryEntry("devis").hold?.reason ?? "";
  expect(devisReason).toContain("10 ans");
  expect(body).toContain(`Devis (Devis ${devis.number} indice A`);
  expect(body).toContain(devisReason);
  expect(body).toContain(`Acceptation du devis ${devis.number} indice A`);
  expect(body).toContain(CNIL_NOTE);
  // Never someone else's record: the note of another file that cited the address is not named.
  expect(body).not.toContain(String(person.other.reference ?? `Demande n° ${person.other.id}`));
  expect(body).not.toContain(email);

  const sent = await postForm(PATH, cookie, { intent: "answer", id: String(asked.id), kind: "done", body });
  expect(sent.status).toBe(302);
  expect(flashOf(sent)?.message).toBe(PRIVACY_MESSAGES.answerSent);
  const answered = await requestOf(email);
  expect(answered).toMatchObject({ answerKind: "done", handledBy: staff.id });
  expect(answered.answeredAt).not.toBeNull();
  expect(answered.answerText).toContain(devisReason);
  const [mail] = await mailsTo(email, ANSWER_EMAIL_TYPE);
  expect(mail.text).toContain(`Devis ${devis.number} indice A`);
  expect(mail.text).toContain("/donnees-personnelles/");
  expect(await text(await request(`${PATH}#registre`, { headers: { cookie } }))).toContain("Traitée le");
  // A colleague's second answer writes nothing.
  const again = await postForm(PATH, cookie, { intent: "answer", id: String(asked.id), kind: "done", body }, { "sec-fetch-mode": "navigate" });
  expect(again.status).toBe(409);
  expect(await mailsTo(email, ANSWER_EMAIL_TYPE)).toHaveLength(1);
  // The acknowledgement and the answer are kept with the register: a later erasure keeps them.
  const found = await findPerson(db(), { email });
  const outbox = found.groups.find((g) => g.kind === "email_outbox")?.records ?? [];
  const proofs = outbox.filter((r) => r.row.relatedType === "privacy_request");
  expect(proofs.map((r) => r.row.type).sort()).toEqual([ACKNOWLEDGEMENT_EMAIL_TYPE, ANSWER_EMAIL_TYPE]);
  for (const proof of proofs) expect(proof.action).toBe("keep");
});

test("an export's answer gives a download link that opens the ZIP for that address only, and no longer once the export has expired", async () => {
  const { cookie } = await staffCookie("super_admin");
  const email = personEmail("acces");
  await seedPerson(email);
  await postForm(PATH, cookie, { intent: "record", type: "acces", email, receivedOn: "2026-01-05", identityCheck: "E-mail reçu de l'adresse concernée, confirmé par retour" });
  const exported = await postForm(PATH, cookie, { intent: "export", email });
  expect(exported.status).toBe(200);
  const row = await requestOf(email);
  expect(await text(exported)).toContain(`href="${PATH}?repondre=${row.id}#reponse"`);
  const body = (await draftAnswer(workerMail(), row.id, null))?.body ?? "";
  const link = /https?:\/\/\S+\/donnees-personnelles\/(\S+)\/export\/([0-9a-f-]{36})/.exec(body);
  expect(link).not.toBeNull();
  expect(body).toContain("Ce lien ne fonctionne que pour votre adresse e-mail");
  const [, token, id] = link ?? [];
  const zip = await request(`/donnees-personnelles/${token}/export/${id}`);
  expect(zip.status).toBe(200);
  expect(zip.headers.get("content-type")).toBe("application/zip");
  expect(zip.headers.get("cache-control")).toBe("private, no-store");
  await zip.arrayBuffer();
  // Another address's personal link does not open it.
  const other = await request(`/donnees-personnelles/${await privacyLinkToken(jwtSecret(), personEmail("autre"))}/export/${id}`);
  expect(other.status).toBe(404);
  await other.text();
  await db()
    .update(privacyExports)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(privacyExports.id, id));
  const expired = await request(`/donnees-personnelles/${token}/export/${id}`);
  expect(expired.status).toBe(404);
  expect(await expired.text()).toBe(PRIVACY_MESSAGES.publicExportGone);
});

test("a refusal says why and the right to complain; a reason left « à compléter » is refused; a « done » answer waits for the action", async () => {
  const { cookie } = await staffCookie("super_admin");
  const email = personEmail("refus");
  const asked = await askFromLink(email, "effacement");
  const early = await postForm(PATH, cookie, { intent: "answer", id: String(asked.id), kind: "done", body: "Bonjour,\n\nC'est fait, tout est effacé." });
  expect(early.status).toBe(409);
  expect(await text(early)).toContain(esc(PRIVACY_MESSAGES.answerNotActed));

  const unfounded = (await draftAnswer(workerMail(), asked.id, "infondee"))?.body ?? "";
  expect(unfounded).toContain(TO_COMPLETE);
  // Posted where the answer form posts: the form shows again with its error beside the text.
  const incomplete = await postForm(
    `${PATH}?repondre=${asked.id}&refus=infondee`,
    cookie,
    { intent: "answer", id: String(asked.id), kind: "refused", body: unfounded },
    { "sec-fetch-mode": "navigate" },
  );
  expect(await text(incomplete)).toContain(esc(PRIVACY_MESSAGES.answerToComplete));
  expect((await requestOf(email)).answeredAt).toBeNull();

  const screen = await text(await request(`${PATH}?repondre=${asked.id}&refus=identite`, { headers: { cookie } }));
  expect(screen).toContain("Envoyer le refus");
  const refusal = (await draftAnswer(workerMail(), asked.id, "identite"))?.body ?? "";
  expect(refusal).toContain("RGPD, art. 12.6");
  expect(refusal).toContain(CNIL_NOTE);
  const sent = await postForm(PATH, cookie, { intent: "answer", id: String(asked.id), kind: "refused", body: refusal });
  expect(sent.status).toBe(302);
  expect(await requestOf(email)).toMatchObject({ answerKind: "refused" });
  const [mail] = await mailsTo(email, ANSWER_EMAIL_TYPE);
  expect(mail.text).toContain("www.cnil.fr/plaintes");
});

test("pending requests show their deadline on the dashboard and in the daily digest, red once passed; super admins only", async () => {
  // An injected clock: received 5 January, due 5 February; on 10 February it is 5 days late.
  const email = personEmail("en-retard");
  const id = await recordRequest(db(), null, { type: "effacement", email, receivedAt: new Date("2026-01-05T10:00:00Z"), source: "link" });
  const pending = await pendingRequests(db(), new Date("2026-02-10T10:00:00Z"));
  expect(pending.rows.find((r) => r.id === id)).toMatchObject({ dueOn: "2026-02-05", daysLeft: -5, overdue: true });
  expect(pending.overdue).toBeGreaterThanOrEqual(1);
  const before = await pendingRequests(db(), new Date("2026-02-01T10:00:00Z"));
  expect(before.rows.find((r) => r.id === id)).toMatchObject({ daysLeft: 4, overdue: false });

  const { staff, cookie } = await staffCookie("super_admin");
  const dashboard = await text(await request("/admin", { headers: { cookie } }));
  expect(dashboard).toContain("Demandes sur les données personnelles");
  expect(dashboard).toContain(`href="${PATH}?repondre=${id}#reponse"`);
  expect(dashboard).toMatch(/bg-red-50[^>]*>(?:(?!<\/li>).)*En retard de \d+ jours/s);
  const other = await staffCookie("editor");
  expect(await text(await request("/admin", { headers: { cookie: other.cookie } }))).not.toContain("Demandes sur les données personnelles");
  const register = await text(await request(`${PATH}?ouvertes=1`, { headers: { cookie } }));
  expect(register).toContain("En retard");

  const digest = await sendFollowUpReminders({ db: db(), queue: env.MAIL_QUEUE, origin: ORIGIN }, new Date("2026-02-10T06:00:00Z"));
  expect(digest.sent).toBeGreaterThanOrEqual(1);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "lead-follow-ups"), eq(emailOutbox.messageId, `follow-ups-2026-02-10-${staff.id}`)));
  expect(mail.text).toContain("DEMANDES RELATIVES AUX DONNÉES PERSONNELLES");
  expect(mail.text).toContain("Effacement (RGPD, art. 17), reçue le 05/01/2026 : réponse due le 05/02/2026, EN RETARD de 5 jours");
  expect(mail.text).not.toContain(email);
});

test("after 3 years the register keeps the answer's proof by hash only: address, identity check and answer text go", async () => {
  const old = new Date(Date.now() - 4 * 365 * 86400_000);
  const id = await recordRequest(db(), null, { type: "acces", email: personEmail("ancienne-reponse"), receivedAt: old, source: "staff", identityCheck: "Pièce d'identité vue" });
  await db().update(privacyRequests).set({ answeredAt: old, answerKind: "done", answerText: "Bonjour, voici vos données." }).where(eq(privacyRequests.id, id));
  await reduceRegister(db());
  const [row] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, id));
  expect(row).toMatchObject({ email: null, identityCheck: null, answerText: null, answerKind: "done" });
  expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
});
