// After « Bon pour accord »: the deposit, the balance, the withdrawal (online and recorded by
// staff), the refund, each as one batch with its history, Journal and e-mail; the days from an
// injected clock; every illegal move refused in French; the request the devis came from.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { devis } from "~/db/schema";
import { acceptDevis, clientPage } from "~/lib/devis/client.server";
import { createDevis, saveDevisDraft } from "~/lib/devis/devis.server";
import { recordPayment, recordRefund, recordWithdrawal, setRefund, withdrawOnline } from "~/lib/devis/dossier.server";
import { adminDossier } from "~/lib/devis/dossier-view.server";
import { devisFiguresQuery } from "~/lib/devis/list.server";
import { sendDevis } from "~/lib/devis/send.server";
import { countNewLeads } from "~/lib/leads/leads.server";
import { seedDatabase } from "../../seed";
import { faultyD1, isWrite } from "../faulty-d1";
import { completeDraft, completeInput, devisRow, editor, fillLegalFacts, linkTokenOf, ORIGIN, sentDevis, setSettingValue, TEST_JWT_SECRET } from "../factories/devis";
import { createSimulation } from "../factories/leads";
import { db, request } from "../helpers";
import { pdfVisibleText } from "./pdf-text";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const deps = (database = db()) => ({ db: database, queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET });
const clientDeps = () => ({ db: db(), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN });

/** 25 January 2027 (a Monday), 11:00 in Paris. */
const ACCEPTED_AT = new Date("2027-01-25T10:00:00Z");
const at = (day: string, hour = "10:00") => new Date(`${day}T${hour}:00Z`);

/** A devis sent on 20 January 2027 and accepted online on 25 January (total 3 240,00 € TTC, deposit 30 % = 972,00 €). */
async function acceptedDevis(choice: "attendre" | "commencer" | null = "attendre", overrides: Parameters<typeof sentDevis>[1] = {}) {
  const sent = await sentDevis(staff, { clientType: choice ? "particulier" : "professionnel", clientCompany: choice ? "" : "SCI des Vignes", ...overrides }, at("2027-01-20"));
  const input = { signerName: "Claire Dubois", signerQuality: "Propriétaire du terrain", ...(choice ? { withdrawalChoice: choice } : {}) };
  const outcome = await acceptDevis(clientDeps(), sent.token, input, { ip: "203.0.113.9", userAgent: "test" }, ACCEPTED_AT);
  if (!outcome.ok) throw new Error(`non accepté : ${JSON.stringify(outcome)}`);
  const row = await devisRow(sent.id);
  return { ...sent, version: row.version };
}

const DEPOSIT = { paidOn: "2027-01-27", amountCents: 97_200, mode: "virement" as const, note: "" };

async function outbox(id: number, type: string) {
  return (await env.DB.prepare("select subject, text from email_outbox where related_type = 'devis' and related_id = ? and type = ?").bind(id, type).all()).results as Array<{
    subject: string;
    text: string;
  }>;
}
const events = async (id: number) =>
  ((await env.DB.prepare("select type, from_status, to_status, author_id from devis_events where devis_id = ? order by id").bind(id).all()).results as Array<{ type: string }>).map(
    (e) => e.type,
  );
const audits = async (id: number, action: string) =>
  (await env.DB.prepare("select count(*) as n from audit_log where target_type = 'devis' and target_id = ? and action = ?").bind(String(id), action).first("n")) as number;

describe("what the client reads once the devis is accepted", () => {
  test("the acceptance e-mail and the signed PDF give the deposit in euros, the holder, IBAN and BIC, the devis number as reference and when work starts", async () => {
    const d = await acceptedDevis("attendre");
    const [mail] = await outbox(d.id, "devis-accepted-client");
    for (const text of [
      "Acompte à verser : 972,00 €",
      "IBAN : FR76 3000 6000 0112 3456 7890 189",
      "BIC : AGRIFRPPXXX",
      "Titulaire du compte : Lutetia Géotechnique SAS",
      `Référence à indiquer : ${d.number}`,
      "au plus tôt le 9 février 2027",
    ])
      expect(mail.text.replace(/\u202f|\u00a0/g, " "), text).toContain(text);
    const row = await devisRow(d.id);
    const signed = await env.ATTACHMENTS.get(row.signedPdfKey ?? "");
    const text = (await pdfVisibleText(new Uint8Array(await signed!.arrayBuffer()))).replace(/\s+/g, " ");
    for (const line of ["Acompte et début de la mission", "972,00", "FR76 3000 6000 0112 3456 7890 189", d.number, "9 février 2027"]) expect(text, line).toContain(line);
  });

  test("the personal link becomes the dossier: the timeline, the amount, IBAN and reference with « Copier » buttons that stay hidden without the script, and the withdrawal's day count", async () => {
    const d = await acceptedDevis("attendre");
    const { page } = await clientPage({ db: db(), origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, d.token, at("2027-01-28"));
    expect(page.state).toBe("accepted");
    const dossier = page.state === "accepted" ? page.dossier : null;
    expect(dossier?.timeline.steps.map((s) => [s.key, s.state])).toEqual([
      ["accepted", "done"],
      ["deposit", "current"],
      ["visit", "upcoming"],
      ["report", "upcoming"],
      ["balance", "upcoming"],
    ]);
    expect(dossier?.timeline.next).toContain(`versez l'acompte de 972,00`);
    expect(dossier?.payment).toEqual({
      amountCents: 97_200,
      percent: 30,
      reference: d.number,
      bank: { holder: "Lutetia Géotechnique SAS", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPPXXX" },
    });
    expect(dossier?.withdrawal).toMatchObject({ lastDay: "2027-02-08", dayOfPeriod: 3, daysLeft: 11, signerName: "Claire Dubois" });
    expect(dossier?.withdrawal?.formLines.join(" ")).toContain("contact@lutetia-geotechnique.fr");
    expect(dossier?.withdrawal?.formLines.join(" ")).toContain("18 rue de la Roquette");
  });

  test("a devis sent now prints « acompte (et non des arrhes) », its refund on withdrawal and the start of work as their own sentences; one sent before keeps its wording", async () => {
    const d = await sentDevis(staff);
    const row = await devisRow(d.id);
    expect(row).toMatchObject({ depositPercent: 30, depositDueCents: 97_200 });
    const frozen = await env.ATTACHMENTS.get(row.pdfKey ?? "");
    const text = (await pdfVisibleText(new Uint8Array(await frozen!.arrayBuffer()))).replace(/\s+/g, " ");
    for (const sentence of [
      "Formation du contrat : le contrat est conclu dès l'acceptation du devis",
      "un acompte (et non des arrhes) de 30 % du total TTC, soit 972,00 €",
      "article L221-24",
      "Début de la mission : la mission commence à la réception de l'acompte",
      "rapport remis sous 3 semaines à compter du début de la mission",
    ])
      expect(text, sentence).toContain(sentence);
    expect(text).not.toContain("La commande est ferme à l'acceptation du devis, accompagnée de l'acompte");
    // A devis frozen before the deposit was fixed: its page reads the former sentence.
    await db().update(devis).set({ depositPercent: null, depositDueCents: null }).where(eq(devis.id, d.id));
    const { page } = await clientPage({ db: db(), origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, d.token);
    const view = page.state === "open" ? page.view : null;
    expect(view?.depositPercent).toBeNull();
    const html = (await (await request(`/devis/${d.token}`)).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    expect(html).toContain("après la commande (devis accepté et acompte reçu)");
    expect(html).not.toContain("et non des arrhes");
  });
});

describe("the deposit and the balance", () => {
  test("staff record the deposit: « acompte reçu », the payment, the history, the Journal and the client's e-mail; work starts after the 14 days the client chose to wait", async () => {
    const d = await acceptedDevis("attendre");
    const outcome = await recordPayment(deps(), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27", "15:00"));
    expect(outcome).toEqual({ ok: true });
    expect((await devisRow(d.id)).status).toBe("acompte_recu");
    expect(await events(d.id)).toContain("deposit_received");
    expect(await audits(d.id, "devis.deposit")).toBe(1);
    const [mail] = await outbox(d.id, "devis-deposit-received");
    expect(mail.text).toContain("972,00");
    expect(mail.text).toContain("La mission commence le 9 février 2027");
    expect(mail.text).toContain("/donnees-personnelles/");
    const dossier = await adminDossier(db(), await devisRow(d.id), at("2027-02-25"));
    expect(dossier?.timeline.start).toBe("2027-02-09");
    expect(dossier?.timeline.promised).toBe("2027-03-02");
    expect(dossier?.due).toEqual({ day: "2027-03-02", workingDaysLeft: 3, tone: "soon" });
    expect((await adminDossier(db(), await devisRow(d.id), at("2027-03-03")))?.due?.tone).toBe("late");
  });

  test("a client who asked an early start: work starts on the deposit's day", async () => {
    const d = await acceptedDevis("commencer");
    expect(await recordPayment(deps(), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27"))).toEqual({ ok: true });
    const dossier = await adminDossier(db(), await devisRow(d.id), at("2027-01-28"));
    expect(dossier?.timeline.start).toBe("2027-01-27");
    expect(dossier?.timeline.promised).toBe("2027-02-17");
  });

  test("an amount other than the one expected needs a note; a second deposit, a deposit on an unaccepted devis or in the future is refused in French and changes nothing", async () => {
    const d = await acceptedDevis("commencer");
    expect(await recordPayment(deps(), staff, d.id, d.version, "acompte", { ...DEPOSIT, amountCents: 50_000 }, at("2027-01-27"))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { note: [expect.stringContaining("indiquez pourquoi")] },
    });
    expect(await recordPayment(deps(), staff, d.id, d.version, "acompte", { ...DEPOSIT, paidOn: "2027-02-02" }, at("2027-01-27"))).toMatchObject({ ok: false, reason: "invalid" });
    expect((await devisRow(d.id)).status).toBe("accepte");
    expect(await recordPayment(deps(), staff, d.id, d.version, "acompte", { ...DEPOSIT, amountCents: 50_000, note: "Virement partiel, le reste suit" }, at("2027-01-27"))).toEqual({
      ok: true,
    });
    expect(await recordPayment(deps(), staff, d.id, d.version + 1, "acompte", DEPOSIT, at("2027-01-28"))).toEqual({
      ok: false,
      reason: "refused",
      message: expect.stringContaining("L'acompte ne peut être enregistré que sur un devis accepté"),
    });
    const sent = await sentDevis(staff);
    expect(await recordPayment(deps(), staff, sent.id, (await devisRow(sent.id)).version, "acompte", DEPOSIT)).toMatchObject({ ok: false, reason: "refused" });
    expect(await env.DB.prepare("select count(*) as n from devis_payments where devis_id = ?").bind(sent.id).first("n")).toBe(0);
  });

  test("the balance only once the report is delivered: the expected amount is the total less the deposit", async () => {
    const d = await acceptedDevis("commencer");
    await recordPayment(deps(), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27"));
    let row = await devisRow(d.id);
    expect(await recordPayment(deps(), staff, d.id, row.version, "solde", { ...DEPOSIT, paidOn: "2027-02-20", amountCents: 226_800 }, at("2027-02-20"))).toMatchObject({
      ok: false,
      reason: "refused",
      message: expect.stringContaining("après la remise du rapport"),
    });
    // The report delivered (its own module moves the status): the balance closes the money side.
    await db().update(devis).set({ status: "rapport_remis" }).where(eq(devis.id, d.id));
    row = await devisRow(d.id);
    expect(await recordPayment(deps(), staff, d.id, row.version, "solde", { ...DEPOSIT, paidOn: "2027-02-20", amountCents: 226_800 }, at("2027-02-20"))).toEqual({ ok: true });
    expect((await devisRow(d.id)).status).toBe("solde");
    expect(await outbox(d.id, "devis-balance-received")).toHaveLength(1);
    expect(await audits(d.id, "devis.balance")).toBe(1);
  });

  test.each([1, 2, 3, 4, 5])("D1 failing at write %i of « Acompte reçu »: no status, no payment, no history, no e-mail; the same press works once D1 is back", async (failAt) => {
    const d = await acceptedDevis("commencer");
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    const outcome = await recordPayment(deps(createDb(faulty.binding)), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27"));
    expect(faulty.failed).toHaveLength(1);
    expect(outcome).toMatchObject({ ok: false, reason: "storage" });
    expect(await devisRow(d.id)).toMatchObject({ status: "accepte", version: d.version });
    expect(await env.DB.prepare("select count(*) as n from devis_payments where devis_id = ?").bind(d.id).first("n")).toBe(0);
    expect(await events(d.id)).not.toContain("deposit_received");
    expect(await outbox(d.id, "devis-deposit-received")).toEqual([]);
    expect(await recordPayment(deps(), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27"))).toEqual({ ok: true });
  });
});

describe("the withdrawal", () => {
  test("a particulier withdraws online on day 3: « rétracté », the acknowledgement at once, the owner told; the devis leaves the accepted figures", async () => {
    const d = await acceptedDevis("attendre");
    const before = (await devisFiguresQuery(db(), at("2027-01-28")))[0].acceptedCount;
    expect(await withdrawOnline(deps(), d.token, at("2027-01-28"))).toEqual({ ok: true });
    expect(await devisRow(d.id)).toMatchObject({ status: "retracte", withdrawnOn: "2027-01-28", withdrawalChannel: "en_ligne" });
    const [ack] = await outbox(d.id, "devis-withdrawal-client");
    expect(ack.text).toContain("Nous accusons réception de votre rétractation");
    expect(ack.text).toContain("L221-21");
    expect(await outbox(d.id, "devis-withdrawal-owner")).toHaveLength(1);
    expect(await audits(d.id, "devis.withdraw")).toBe(1);
    expect((await devisFiguresQuery(db(), at("2027-01-28")))[0].acceptedCount).toBe(before - 1);
    const { page } = await clientPage({ db: db(), origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, d.token, at("2027-01-28"));
    expect(page.state === "accepted" ? page.dossier?.timeline.steps.map((s) => s.key) : null).toEqual(["accepted", "withdrawn"]);
  });

  test("no withdrawal after the 14 days, by a professionnel, or twice; the refusal is in French and nothing changes", async () => {
    const late = await acceptedDevis("attendre");
    expect(await withdrawOnline(deps(), late.token, at("2027-02-09"))).toEqual({ ok: false, reason: "refused", message: expect.stringContaining("est expiré") });
    expect((await devisRow(late.id)).status).toBe("accepte");
    const pro = await acceptedDevis(null);
    expect(await withdrawOnline(deps(), pro.token, at("2027-01-28"))).toEqual({ ok: false, reason: "refused", message: expect.stringContaining("réservé aux particuliers") });
    const once = await acceptedDevis("attendre");
    expect(await withdrawOnline(deps(), once.token, at("2027-01-28"))).toEqual({ ok: true });
    expect(await withdrawOnline(deps(), once.token, at("2027-01-29"))).toMatchObject({ ok: false, reason: "refused" });
    expect(await outbox(once.id, "devis-withdrawal-client")).toHaveLength(1);
  });

  test("staff record a withdrawal received by letter with the day it was sent; a letter sent after the deadline is refused", async () => {
    const d = await acceptedDevis("attendre");
    expect(await recordWithdrawal(deps(), staff, d.id, d.version, { sentOn: "2027-02-09", channel: "courrier" }, at("2027-02-11"))).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await recordWithdrawal(deps(), staff, d.id, d.version, { sentOn: "2027-02-08", channel: "courrier" }, at("2027-02-11"))).toEqual({ ok: true });
    expect(await devisRow(d.id)).toMatchObject({ status: "retracte", withdrawnOn: "2027-02-08", withdrawalChannel: "courrier" });
    const [event] = (await env.DB.prepare("select author_id from devis_events where devis_id = ? and type = 'withdrawn'").bind(d.id).all()).results as Array<{ author_id: number }>;
    expect(event.author_id).toBe(staff.id);
  });

  test("the refund: the whole deposit by default; after an early start, the deposit less the part staff keep with a reason; never without a withdrawal, never twice", async () => {
    const d = await acceptedDevis("commencer");
    await recordPayment(deps(), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27"));
    let row = await devisRow(d.id);
    expect(await recordRefund(deps(), staff, d.id, row.version, { paidOn: "2027-01-29", mode: "virement", note: "" }, at("2027-01-29"))).toEqual({
      ok: false,
      reason: "refused",
      message: "Aucun remboursement sans rétractation : le devis n'est pas rétracté.",
    });
    expect(await withdrawOnline(deps(), d.token, at("2027-01-28"))).toEqual({ ok: true });
    row = await devisRow(d.id);
    expect((await adminDossier(db(), row, at("2027-01-28")))?.refund).toMatchObject({ receivedCents: 97_200, keptCents: 0, dueCents: 97_200, dueBy: "2027-02-11" });
    expect(await setRefund(deps(), staff, d.id, row.version, { keptCents: 32_400, reason: "" }, at("2027-01-29"))).toMatchObject({ ok: false, reason: "invalid" });
    expect(await setRefund(deps(), staff, d.id, row.version, { keptCents: 200_000, reason: "Tout" }, at("2027-01-29"))).toMatchObject({ ok: false, reason: "refused" });
    expect(
      await setRefund(deps(), staff, d.id, row.version, { keptCents: 32_400, reason: "Visite du site et enquête documentaire réalisées le 27 janvier" }, at("2027-01-29")),
    ).toEqual({
      ok: true,
    });
    row = await devisRow(d.id);
    expect(await recordRefund(deps(), staff, d.id, row.version, { paidOn: "2027-01-30", mode: "virement", note: "" }, at("2027-01-30"))).toEqual({ ok: true });
    const refund = await env.DB.prepare("select amount_cents from devis_payments where devis_id = ? and kind = 'remboursement'").bind(d.id).first("amount_cents");
    expect(refund).toBe(64_800);
    expect((await outbox(d.id, "devis-refunded"))[0].text).toContain("648,00");
    row = await devisRow(d.id);
    expect(await recordRefund(deps(), staff, d.id, row.version, { paidOn: "2027-01-30", mode: "virement", note: "" }, at("2027-01-30"))).toMatchObject({
      ok: false,
      message: "Le remboursement a déjà été enregistré.",
    });
  });

  test("a client who waited owes nothing for work done: staff cannot keep any part of the deposit", async () => {
    const d = await acceptedDevis("attendre");
    await recordPayment(deps(), staff, d.id, d.version, "acompte", DEPOSIT, at("2027-01-27"));
    await withdrawOnline(deps(), d.token, at("2027-01-28"));
    const row = await devisRow(d.id);
    expect(await setRefund(deps(), staff, d.id, row.version, { keptCents: 10_000, reason: "Visite" }, at("2027-01-29"))).toMatchObject({
      ok: false,
      message: expect.stringContaining("L221-25"),
    });
  });

  test.each([1, 2, 3, 4, 5])("D1 failing at write %i of « Me rétracter »: the devis stays accepted, no acknowledgement, no history; the client can press again", async (failAt) => {
    const d = await acceptedDevis("attendre");
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    expect(await withdrawOnline(deps(createDb(faulty.binding)), d.token, at("2027-01-28"))).toMatchObject({ ok: false, reason: "storage" });
    expect((await devisRow(d.id)).status).toBe("accepte");
    expect(await outbox(d.id, "devis-withdrawal-client")).toEqual([]);
    expect(await events(d.id)).not.toContain("withdrawn");
    expect(await withdrawOnline(deps(), d.token, at("2027-01-28"))).toEqual({ ok: true });
  });

  test("12 months after the withdrawal the link answers how to ask for a copy (410)", async () => {
    const d = await acceptedDevis("attendre");
    await withdrawOnline(deps(), d.token, at("2027-01-28"));
    const open = await clientPage({ db: db(), origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, d.token, at("2028-01-27"));
    expect(open.page.state).toBe("accepted");
    const archived = await clientPage({ db: db(), origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, d.token, at("2028-01-29"));
    expect(archived).toMatchObject({ status: 410, page: { state: "archived", number: d.number } });
  });
});

describe("the request the devis came from", () => {
  test("sending sets it « En cours » with the devis' owner, the acceptance « Traité »; the dashboard stops counting it as new", async () => {
    const simulation = await createSimulation({ status: "nouveau" });
    const newBefore = (await countNewLeads(db())).simulations;
    const created = await createDevis(db(), staff, { kind: "simulation", id: simulation.id });
    if (!created.ok) throw new Error("devis non créé");
    const saved = await saveDevisDraft(db(), staff, created.id, 1, completeInput({ ownerId: staff.id }));
    if (!saved.ok) throw new Error("devis non enregistré");
    expect(await sendDevis({ ...deps(), bucket: env.ATTACHMENTS }, staff, created.id, saved.version, at("2027-01-20"))).toMatchObject({ ok: true });
    const lead = async () => env.DB.prepare("select status, owner_id from simulations where id = ?").bind(simulation.id).first<{ status: string; owner_id: number | null }>();
    expect(await lead()).toEqual({ status: "en_cours", owner_id: staff.id });
    expect((await countNewLeads(db())).simulations).toBe(newBefore - 1);
    const outcome = await acceptDevis(
      clientDeps(),
      await linkTokenOf(created.id),
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre" },
      { ip: null, userAgent: null },
      ACCEPTED_AT,
    );
    expect(outcome).toEqual({ ok: true });
    expect((await lead())?.status).toBe("traite");
    const history = (await env.DB.prepare("select details from lead_events where kind = 'simulation' and lead_id = ? and type = 'status'").bind(simulation.id).all()).results;
    expect(history).toHaveLength(2);
  });
});

describe("the bank details before sending", () => {
  test("a devis asking a deposit is not sent while the IBAN is the placeholder; a deposit percentage that disagrees with the payment terms is named", async () => {
    await setSettingValue("payment.iban", "FR76 (à compléter)");
    const draft = await completeDraft(staff);
    const refused = await sendDevis({ ...deps(), bucket: env.ATTACHMENTS }, staff, draft.id, draft.version);
    expect(refused).toMatchObject({ ok: false, reason: "problems", problems: [expect.objectContaining({ message: expect.stringContaining("« IBAN » non renseigné") })] });
    await setSettingValue("payment.iban", "FR76 3000 6000 0112 3456 7890 189");
    await setSettingValue("payment.deposit_percent", "40");
    const disagree = await sendDevis({ ...deps(), bucket: env.ATTACHMENTS }, staff, draft.id, draft.version);
    expect(disagree).toMatchObject({ ok: false, reason: "problems", problems: [expect.objectContaining({ message: expect.stringContaining("acompte de 30 %") })] });
    await setSettingValue("payment.deposit_percent", "30");
    expect(await sendDevis({ ...deps(), bucket: env.ATTACHMENTS }, staff, draft.id, draft.version)).toMatchObject({ ok: true });
  });
});
