// Every kind of e-mail to a visitor or a client carries the recipient's personal link
// (docs/decisions/343): one scenario per visitor kind of MAIL_TYPES — a new visitor kind
// without its scenario here fails typecheck — each checking that the link in the message
// opens the request page of the recipient's own address.
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { clientReminderId, runDevisCron } from "~/lib/devis/cron.server";
import { recordPayment, recordRefund, withdrawOnline } from "~/lib/devis/dossier.server";
import { addDays, parisDay } from "~/lib/dates";
import { deliverReport, uploadReport } from "~/lib/devis/report.server";
import { planVisit } from "~/lib/devis/visit.server";
import { replyToLead } from "~/lib/leads/follow-up.server";
import { emailProblem, InvalidEmailError, type OutgoingEmail, outboxInsert, PERSONAL_LINK_MISSING } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { MAIL_TYPES, VISITOR_MAIL_TYPES, type VisitorMailType } from "~/lib/mail/types";
import { subscribeToNewsletter } from "~/lib/newsletter/newsletter.server";
import { acknowledgeRequest } from "~/lib/privacy/acknowledgement.server";
import { sendAnswer } from "~/lib/privacy/answer.server";
import { privacyLinkUrl, readPrivacyLinkToken } from "~/lib/privacy/link.server";
import { recordRequest } from "~/lib/privacy/register.server";
import { getSettings } from "~/lib/settings/settings.server";
import { simulationRecapEmail } from "~/lib/simulator/emails.server";
import { storeTerrainRequest } from "~/lib/terrain/report.server";
import { devisRow, editor, fillLegalFacts, ORIGIN, seedDevisCatalogue, signerCodeFor, sentDevis, TEST_JWT_SECRET } from "../factories/devis";
import { acceptedDevis, orderWithDeposit } from "../factories/dossier";
import { personEmail, SAMPLE_RISKS, seedPerson } from "../factories/person";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";

beforeAll(async () => {
  await seedDevisCatalogue();
  await fillLegalFacts();
});

type Written = { to: string; text: string; html: string };

const dossierDeps = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET });
/** A visit in `inDays` days, as staff plan it. */
const visitFor = (engineerId: number, inDays = 10) => ({
  day: addDays(parisDay(new Date()), inDays),
  window: "matin" as const,
  engineerId,
  accessNotes: "Portail vert côté chemin.",
  clientPresence: false,
  dtDeclaredOn: "",
  dtAnsweredOn: "",
});
const mailDeps = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: ORIGIN, secret: TEST_JWT_SECRET });

/** The last message of a kind written to the outbox for a record. */
async function lastOf(type: string, related?: { type: string; id: number }): Promise<Written> {
  const [row] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, type), ...(related ? [eq(emailOutbox.relatedType, related.type), eq(emailOutbox.relatedId, related.id)] : [])))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`aucun e-mail « ${type} » dans l'outbox`);
  return { to: row.to[0].email, text: row.text, html: row.html };
}

const built = (mail: OutgoingEmail): Written => ({ to: mail.to[0].email, text: mail.text, html: mail.html });

/** A client's devis, sent then accepted online. */
async function acceptedOnline() {
  return acceptedDevis(await editor(), { withdrawalChoice: "attendre" });
}

// The record below is typed by the registry: a new visitor kind needs its scenario here.
const SCENARIOS: Record<VisitorMailType, () => Promise<Written>> = {
  "simulation-recap": async () => {
    const person = await seedPerson(personEmail("recap"));
    const settings = await getSettings(db());
    return built(simulationRecapEmail(settings, person.simulation, `${ORIGIN}/simulateur/devis/x`, await privacyLinkUrl(TEST_JWT_SECRET, ORIGIN, person.simulation.userEmail)));
  },
  "terrain-result": async () => {
    const email = personEmail("terrain");
    const stored = await storeTerrainRequest(mailDeps(), {
      email,
      consentAt: new Date(),
      address: "12 Rue des Argiles 93100 Montreuil",
      latitude: 48.86,
      longitude: 2.44,
      cityCode: "93048",
      city: "Montreuil",
      postcode: "93100",
      risks: SAMPLE_RISKS,
    });
    return lastOf("terrain-result", { type: "terrain", id: stored.id });
  },
  "newsletter-confirmation": async () => {
    const email = personEmail("lettre");
    await subscribeToNewsletter(mailDeps(), { email });
    const mail = await lastOf("newsletter-confirmation");
    expect(mail.to).toBe(email);
    return mail;
  },
  "lead-reply": async () => {
    const person = await seedPerson(personEmail("reponse"));
    const staff = await createStaff("editor");
    const sent = await replyToLead(
      mailDeps(),
      { id: staff.id, email: staff.email, firstName: "Paul", lastName: "Martin" },
      { kind: "contact", id: person.contact.id, messageId: crypto.randomUUID(), subject: "Votre étude de sol", body: "Bonjour, voici notre proposition pour votre G1." },
    );
    expect(sent.ok).toBe(true);
    return lastOf("lead-reply", { type: "contact_request", id: person.contact.id });
  },
  "devis-sent": async () => {
    const sent = await sentDevis(await editor());
    return lastOf("devis-sent", { type: "devis", id: sent.id });
  },
  "devis-accepted-client": async () => {
    const sent = await acceptedOnline();
    return lastOf("devis-accepted-client", { type: "devis", id: sent.id });
  },
  "devis-signer-code": async () => {
    const sent = await sentDevis(await editor());
    await signerCodeFor(sent);
    return lastOf("devis-signer-code", { type: "devis", id: sent.id });
  },
  "devis-deposit-received": async () => {
    const sent = await acceptedOnline();
    const row = await devisRow(sent.id);
    expect(
      await recordPayment(dossierDeps(), await editor(), sent.id, row.version, "acompte", {
        paidOn: parisDay(new Date()),
        amountCents: row.depositDueCents ?? 1000,
        mode: "virement",
        note: "",
      }),
    ).toEqual({ ok: true });
    return lastOf("devis-deposit-received", { type: "devis", id: sent.id });
  },
  "devis-balance-received": async () => {
    const sent = await acceptedOnline();
    // The report delivered (its own tests walk the steps before): the balance is the next one.
    await env.DB.prepare("update devis set status = 'rapport_remis' where id = ?").bind(sent.id).run();
    const row = await devisRow(sent.id);
    expect(
      await recordPayment(dossierDeps(), await editor(), sent.id, row.version, "solde", {
        paidOn: parisDay(new Date()),
        amountCents: 100_000,
        mode: "virement",
        note: "Solde convenu au téléphone",
      }),
    ).toEqual({ ok: true });
    return lastOf("devis-balance-received", { type: "devis", id: sent.id });
  },
  "devis-withdrawal-client": async () => {
    const sent = await acceptedOnline();
    expect(await withdrawOnline(dossierDeps(), sent.token)).toEqual({ ok: true });
    return lastOf("devis-withdrawal-client", { type: "devis", id: sent.id });
  },
  "devis-refunded": async () => {
    const sent = await acceptedOnline();
    const staff = await editor();
    const paid = await devisRow(sent.id);
    expect(
      await recordPayment(dossierDeps(), staff, sent.id, paid.version, "acompte", {
        paidOn: parisDay(new Date()),
        amountCents: 1000,
        mode: "virement",
        note: "Premier versement partiel",
      }),
    ).toEqual({
      ok: true,
    });
    expect(await withdrawOnline(dossierDeps(), sent.token)).toEqual({ ok: true });
    const withdrawn = await devisRow(sent.id);
    expect(await recordRefund(dossierDeps(), staff, sent.id, withdrawn.version, { paidOn: parisDay(new Date()), mode: "virement", note: "" })).toEqual({ ok: true });
    return lastOf("devis-refunded", { type: "devis", id: sent.id });
  },
  "devis-visit-planned": async () => {
    const staff = await editor();
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitFor(staff.id))).toMatchObject({ ok: true });
    return lastOf("devis-visit-planned", { type: "devis", id: order.id });
  },
  "devis-visit-replanned": async () => {
    const staff = await editor();
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitFor(staff.id))).toMatchObject({ ok: true });
    expect(await planVisit(dossierDeps(), staff, order.id, order.version + 1, visitFor(staff.id, 12))).toMatchObject({ ok: true });
    return lastOf("devis-visit-replanned", { type: "devis", id: order.id });
  },
  "devis-report-delivered": async () => {
    const staff = await editor();
    const order = await orderWithDeposit(staff);
    expect(await planVisit(dossierDeps(), staff, order.id, order.version, visitFor(staff.id))).toMatchObject({ ok: true });
    const report = new File([new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n")], "rapport-g1.pdf", { type: "application/pdf" });
    expect(await uploadReport({ ...dossierDeps(), bucket: env.ATTACHMENTS }, staff, order.id, report)).toMatchObject({ ok: true });
    expect(await deliverReport(dossierDeps(), staff, order.id, order.version + 1)).toMatchObject({ ok: true });
    return lastOf("devis-report-delivered", { type: "devis", id: order.id });
  },
  "devis-reminder-client": async () => {
    const sent = await sentDevis(await editor(), {}, new Date("2026-03-02T09:00:00Z"));
    await runDevisCron({ db: db(), queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, new Date("2026-03-09T01:15:00Z"));
    const [row] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.messageId, clientReminderId(sent.id)));
    return { to: row.to[0].email, text: row.text, html: row.html };
  },
  "privacy-request-acknowledgement": async () => {
    const id = await recordRequest(db(), null, { type: "acces", email: personEmail("accuse"), receivedAt: new Date(), source: "link" });
    expect(await acknowledgeRequest(mailDeps(), id)).toBe(true);
    return lastOf("privacy-request-acknowledgement", { type: "privacy_request", id });
  },
  "privacy-request-answer": async () => {
    const staff = await createStaff("super_admin");
    const id = await recordRequest(db(), null, { type: "opposition", email: personEmail("reponse-rgpd"), receivedAt: new Date(), source: "link" });
    expect(await sendAnswer(mailDeps(), staff, { id, kind: "done", body: "Bonjour,\n\nVous ne recevrez plus nos messages." })).toEqual({ ok: true });
    return lastOf("privacy-request-answer", { type: "privacy_request", id });
  },
};

test("the registry's visitor e-mails are exactly the scenarios of this test", () => {
  expect(Object.keys(SCENARIOS).sort()).toEqual([...VISITOR_MAIL_TYPES].sort());
  // The devis e-mails a client keeps are among them.
  for (const type of ["devis-sent", "devis-accepted-client", "devis-reminder-client"] as const) expect(MAIL_TYPES[type].audience).toBe("visitor");
});

test.each(VISITOR_MAIL_TYPES)("a visitor receiving « %s » finds their own personal link at the foot of the e-mail", async (type) => {
  const mail = await SCENARIOS[type as VisitorMailType]();
  const found = /\/donnees-personnelles\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(found, `${type}: lien personnel absent du texte`).not.toBeNull();
  expect(await readPrivacyLinkToken(TEST_JWT_SECRET, found?.[1] ?? "")).toBe(mail.to.toLowerCase());
  expect(mail.text).toContain("Vos données personnelles : pour savoir ce que nous conservons à votre sujet");
  expect(mail.html).toContain(`href="${ORIGIN}/donnees-personnelles/${found?.[1]}"`);
});

test("a visitor e-mail rendered without the personal link is refused by the outbox", async () => {
  const settings = await getSettings(db());
  const { text, html } = renderEmail(settings, { audience: STAFF_AUDIENCE, title: "Votre devis", blocks: [{ kind: "paragraph", text: "Bonjour" }] });
  const mail: OutgoingEmail = { type: "devis-sent", to: [{ email: "client@exemple.fr" }], subject: "Votre devis", text, html };
  expect(emailProblem(mail)).toBe(PERSONAL_LINK_MISSING);
  expect(() => outboxInsert(db(), mail)).toThrow(InvalidEmailError);
  // A staff e-mail needs none, and never carries one.
  expect(emailProblem({ ...mail, type: "devis-accepted-owner" })).toBeNull();
  expect(text).not.toContain("/donnees-personnelles/");
});
