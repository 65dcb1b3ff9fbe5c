// The dossier after acceptance, on the firm's side and the client's: the deposit and the
// balance received, the withdrawal (online from the link, or by letter or e-mail recorded by
// staff), the amount kept and the refund. Every step asks the life cycle (lifecycle.ts), then
// writes ONE batch: the guarded status update, its payment row, its history event, the audit
// row and the e-mail; a refused or failed batch writes nothing.
// docs/decisions/640-devis-life-cycle.md, 642-deposit-and-payments.md, 643-withdrawal.md
import { and, eq, inArray, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { type DevisPaymentKind, devis, devisAcceptances, devisPayments, type PaymentMode, type WithdrawalChannel } from "~/db/schema";
import type { Conflict } from "~/lib/admin/concurrency";
import type { FieldErrors } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import { dispatchEmail, type OutgoingEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { buildSettings, depositPercentOf, type Settings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { type DevisRow, devisEventInsert, getDevis } from "./devis.server";
import { paymentReceivedEmail, refundEmail, withdrawalEmails } from "./dossier-emails.server";
import { depositCents, earliestStartDay, promisedDeliveryDay, startOfWork } from "./dossier-dates";
import { DOSSIER_MESSAGES } from "./dossier-schema";
import { fromStatuses, recordRefund as refundRule, refundDueCents, setRefund as refundSetRule, transition, withdraw } from "./lifecycle";
import { devisLink, findDevisByToken, openLinkToken } from "./link.server";
import { formatCentsPlain } from "./lines";

import { ownerRecipient } from "./send.server";
import { currentVisit } from "./visit.server";
import { engineerContact } from "./visit-people.server";
import { engineerVisitEmail } from "./visit-report-emails.server";

export type DossierDeps = { db: Db; queue: Queue; origin: string; jwtSecret: string };

export type DossierOutcome =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors }
  | { ok: false; reason: "conflict"; conflict: Conflict }
  | { ok: false; reason: "storage"; message: string };

export type Payment = { kind: DevisPaymentKind; paidOn: string; amountCents: number; mode: PaymentMode; note: string };

export type DossierFacts = {
  acceptedAt: Date | null;
  withdrawalChoice: "attendre" | "commencer" | null;
  deposit: Payment | null;
  balance: Payment | null;
  refund: Payment | null;
};

/** The acceptance and the payments of a devis: what the dates, the timeline and the refund are computed from. */
export async function dossierFacts(db: Db, devisId: number): Promise<DossierFacts> {
  const results = await batchByName(db, {
    acceptance: db
      .select({ acceptedAt: devisAcceptances.acceptedAt, withdrawalChoice: devisAcceptances.withdrawalChoice })
      .from(devisAcceptances)
      .where(eq(devisAcceptances.devisId, devisId))
      .limit(1),
    payments: db
      .select({ kind: devisPayments.kind, paidOn: devisPayments.paidOn, amountCents: devisPayments.amountCents, mode: devisPayments.mode, note: devisPayments.note })
      .from(devisPayments)
      .where(eq(devisPayments.devisId, devisId)),
  });
  const of = (kind: DevisPaymentKind) => results.payments.find((p) => p.kind === kind) ?? null;
  return {
    acceptedAt: results.acceptance[0]?.acceptedAt ?? null,
    withdrawalChoice: results.acceptance[0]?.withdrawalChoice ?? null,
    deposit: of("acompte"),
    balance: of("solde"),
    refund: of("remboursement"),
  };
}

/** The deposit asked: fixed when sent (docs/decisions/642); a devis sent before uses the settings' percentage. */
export function depositDue(row: Pick<DevisRow, "depositPercent" | "depositDueCents" | "totalTtcCents">, settings: Settings): { percent: number; cents: number } {
  if (row.depositPercent !== null && row.depositDueCents !== null) return { percent: row.depositPercent, cents: row.depositDueCents };
  const percent = depositPercentOf(settings);
  return { percent, cents: depositCents(row.totalTtcCents, percent) };
}

/** What the client paid (deposit and balance), in cents. */
export function receivedCents(facts: Pick<DossierFacts, "deposit" | "balance">): number {
  return (facts.deposit?.amountCents ?? 0) + (facts.balance?.amountCents ?? 0);
}

/** The days of the dossier for the screens: withdrawal, start of work, promised delivery. */
export function dossierDays(row: Pick<DevisRow, "clientType" | "deliveryWeeks">, facts: DossierFacts) {
  if (!facts.acceptedAt) return null;
  const base = { clientType: row.clientType, withdrawalChoice: facts.withdrawalChoice, acceptedOn: parisDay(facts.acceptedAt) };
  const start = startOfWork({ ...base, depositOn: facts.deposit?.paidOn ?? null });
  return { acceptedOn: base.acceptedOn, earliestStart: earliestStartDay(base), start, promised: promisedDeliveryDay(start, row.deliveryWeeks) };
}

async function mailContext(deps: DossierDeps, row: DevisRow) {
  const [settingRows, owner, privacyUrl, token] = await Promise.all([
    settingsQuery(deps.db),
    ownerRecipient(deps.db, row.ownerId),
    privacyLinkUrl(deps.jwtSecret, deps.origin, row.clientEmail),
    openLinkToken(deps.jwtSecret, row.tokenSealed),
  ]);
  return { settings: buildSettings(settingRows), owner, privacyUrl, link: token ? devisLink(deps.origin, token) : `${deps.origin}/devis` };
}

const invalid = (field: string, message: string): DossierOutcome => ({ ok: false, reason: "invalid", fieldErrors: { [field]: [message] } });

/** A day typed by staff: not in the future, not before the acceptance. */
function checkDay(field: string, day: string, acceptedAt: Date | null, now: Date): DossierOutcome | null {
  if (day > parisDay(now)) return invalid(field, DOSSIER_MESSAGES.dayInFuture);
  if (acceptedAt && day < parisDay(acceptedAt)) return invalid(field, DOSSIER_MESSAGES.dayBeforeAcceptance);
  return null;
}

/** The row at `version` still in a status the transition leaves from, as one guarded update (version + 1). */
function guardedUpdate(db: Db, row: DevisRow, version: number, from: ReturnType<typeof fromStatuses>, values: Partial<typeof devis.$inferInsert>, actor: Actor | null, now: Date) {
  return db
    .update(devis)
    .set({ ...values, updatedAt: now, updatedBy: actor?.id ?? null, version: sql`${devis.version} + 1` })
    .where(and(eq(devis.id, row.id), eq(devis.version, version), inArray(devis.status, from)));
}

/** The devis id, found only if the guarded update of the same batch changed the row (docs/decisions/621). */
const changed = (row: DevisRow, version: number) => sql`(select ${devis.id} from ${devis} where ${devis.id} = ${row.id} and ${devis.version} = ${version + 1})`;

async function runBatch(deps: DossierDeps, row: DevisRow, version: number, statements: Record<string, unknown>, emails: Array<OutgoingEmail>): Promise<DossierOutcome> {
  const messageIds = emails.map(() => crypto.randomUUID());
  try {
    await batchByName(deps.db, {
      ...(statements as Record<string, never>),
      ...Object.fromEntries(emails.map((email, index) => [`email${index}`, outboxInsert(deps.db, email, messageIds[index])])),
    });
  } catch (error) {
    const now = await getDevis(deps.db, row.id);
    if (!now) return { ok: false, reason: "not-found" };
    if (now.version !== version) return { ok: false, reason: "conflict", conflict: { version: now.version, at: now.updatedAt, by: null } };
    console.warn("dossier step not recorded", error);
    return { ok: false, reason: "storage", message: DOSSIER_MESSAGES.storage };
  }
  for (const messageId of messageIds) await dispatchEmail({ db: deps.db, queue: deps.queue }, messageId);
  return { ok: true };
}

export type PaymentInput = { paidOn: string; amountCents: number; mode: PaymentMode; note: string };

/**
 * « Acompte reçu » (accepté → acompte reçu) and « Solde reçu » (rapport remis → soldé). The amount
 * expected is computed here; a different one is accepted with a note saying why.
 */
export async function recordPayment(
  deps: DossierDeps,
  actor: Actor,
  id: number,
  version: number,
  kind: "acompte" | "solde",
  input: PaymentInput,
  now = new Date(),
): Promise<DossierOutcome> {
  const row = await getDevis(deps.db, id);
  if (!row) return { ok: false, reason: "not-found" };
  const name = kind === "acompte" ? "recordDeposit" : "recordBalance";
  const move = transition(name, row.status);
  if (!move.ok) return move;
  if (row.version !== version) return { ok: false, reason: "conflict", conflict: { version: row.version, at: row.updatedAt, by: null } };
  const facts = await dossierFacts(deps.db, id);
  const dayProblem = checkDay("paidOn", input.paidOn, facts.acceptedAt, now);
  if (dayProblem) return dayProblem;
  const context = await mailContext(deps, row);
  const deposit = depositDue(row, context.settings);
  const expected = kind === "acompte" ? deposit.cents : Math.max(0, row.totalTtcCents - (facts.deposit?.amountCents ?? 0));
  if (input.amountCents <= 0) return invalid("amount", "Montant reçu : indiquez un montant supérieur à 0 €");
  if (input.amountCents !== expected && !input.note) return invalid("note", `${DOSSIER_MESSAGES.noteRequired} (attendu : ${formatCentsPlain(expected)})`);
  const days = dossierDays(row, { ...facts, deposit: kind === "acompte" ? { kind, ...input } : facts.deposit });
  const next =
    kind === "acompte"
      ? days?.start
        ? `La mission commence le ${new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" }).format(new Date(`${days.start}T12:00:00Z`))} ; l'ingénieur en charge de votre dossier vous propose la date de l'intervention sur le terrain.`
        : "L'ingénieur en charge de votre dossier vous propose la date de l'intervention sur le terrain."
      : "Votre dossier est soldé. Le rapport reste téléchargeable depuis votre lien personnel.";
  const email = paymentReceivedEmail(context.settings, row, { kind, amountCents: input.amountCents, paidOn: input.paidOn, mode: input.mode, next }, { ...context });
  const details = { amountCents: input.amountCents, day: input.paidOn, mode: input.mode };
  return runBatch(
    deps,
    row,
    version,
    {
      update: guardedUpdate(deps.db, row, version, fromStatuses(name), { status: move.to }, actor, now),
      payment: deps.db.insert(devisPayments).values({
        devisId: changed(row, version) as unknown as number,
        kind,
        paidOn: input.paidOn,
        amountCents: input.amountCents,
        mode: input.mode,
        note: input.note,
        recordedBy: actor.id,
        createdAt: now,
      }),
      event: devisEventInsert(deps.db, {
        devisId: changed(row, version),
        type: kind === "acompte" ? "deposit_received" : "balance_received",
        from: row.status,
        to: move.to,
        authorId: actor.id,
        details,
        at: now,
      }),
      audit: auditInsert(deps.db, {
        action: kind === "acompte" ? "devis.deposit" : "devis.balance",
        actor,
        target: { type: "devis", id },
        details: { number: row.number, revision: row.revision, ...details, expectedCents: expected },
      }),
    },
    [email],
  );
}

type WithdrawalInput = { sentOn: string; channel: WithdrawalChannel };

async function recordWithdrawalOf(deps: DossierDeps, actor: Actor | null, row: DevisRow, version: number, input: WithdrawalInput, now: Date): Promise<DossierOutcome> {
  const facts = await dossierFacts(deps.db, row.id);
  const move = withdraw({ status: row.status, clientType: row.clientType, acceptedAt: facts.acceptedAt }, input.sentOn);
  if (!move.ok) return move;
  const context = await mailContext(deps, row);
  // A visit still to come is cancelled in the client's calendar (docs/decisions/945).
  const visit = row.status === "intervention_prevue" ? await currentVisit(deps.db, row.id) : null;
  const cancelled = visit && visit.day >= parisDay(now) ? { day: visit.day, window: visit.window, sequence: visit.sequence, at: now } : null;
  const emails = withdrawalEmails(
    context.settings,
    row,
    { ...input, receivedCents: receivedCents(facts), cancelledVisit: cancelled },
    { ...context, adminLink: `${deps.origin}/admin/devis/${row.id}` },
  );
  // The engineer who was to go gets the CANCEL for their calendar too.
  const engineer = cancelled && visit ? await engineerContact(deps.db, visit.engineerId) : null;
  if (cancelled && visit && engineer)
    emails.push(
      engineerVisitEmail(context.settings, row, {
        kind: "cancelled",
        visit,
        engineer,
        cancelledAt: now,
        reason: "le client s'est rétracté (article L221-18 du Code de la consommation). Libérez la date.",
        adminLink: `${deps.origin}/admin/devis/${row.id}`,
      }),
    );
  const details = {
    day: input.sentOn,
    channel: input.channel,
    ...(cancelled ? { previousDay: cancelled.day, previousWindow: cancelled.window, sequence: cancelled.sequence } : {}),
  };
  return runBatch(
    deps,
    row,
    version,
    {
      update: guardedUpdate(
        deps.db,
        row,
        version,
        fromStatuses("withdraw"),
        { status: "retracte", withdrawnAt: now, withdrawnOn: input.sentOn, withdrawalChannel: input.channel, closedAt: now },
        actor,
        now,
      ),
      event: devisEventInsert(deps.db, { devisId: changed(row, version), type: "withdrawn", from: row.status, to: "retracte", authorId: actor?.id ?? null, details, at: now }),
      audit: auditInsert(deps.db, {
        action: "devis.withdraw",
        ...(actor ? { actor } : { actorEmail: row.clientEmail }),
        target: { type: "devis", id: row.id },
        details: { number: row.number, revision: row.revision, ...details },
      }),
    },
    emails,
  );
}

/** « Me rétracter » on the personal link: today, online, acknowledged at once by e-mail (L221-21). */
export async function withdrawOnline(deps: DossierDeps, token: string, now = new Date()): Promise<DossierOutcome> {
  const row = await findDevisByToken(deps.db, token);
  if (!row) return { ok: false, reason: "not-found" };
  const outcome = await recordWithdrawalOf(deps, null, row, row.version, { sentOn: parisDay(now), channel: "en_ligne" }, now);
  if (!outcome.ok && outcome.reason === "conflict") {
    // Staff changed the dossier meanwhile (a deposit recorded…): ask the rule again on the new row.
    const again = await findDevisByToken(deps.db, token);
    if (again) return recordWithdrawalOf(deps, null, again, again.version, { sentOn: parisDay(now), channel: "en_ligne" }, now);
  }
  return outcome;
}

/** « Enregistrer une rétractation reçue »: a letter or an e-mail sent on `sentOn`. */
export async function recordWithdrawal(deps: DossierDeps, actor: Actor, id: number, version: number, input: { sentOn: string; channel: "courrier" | "email" }, now = new Date()) {
  const row = await getDevis(deps.db, id);
  if (!row) return { ok: false, reason: "not-found" } as const;
  if (input.sentOn > parisDay(now)) return invalid("sentOn", DOSSIER_MESSAGES.dayInFuture);
  if (row.version !== version && transition("withdraw", row.status).ok)
    return { ok: false, reason: "conflict", conflict: { version: row.version, at: row.updatedAt, by: null } } as const;
  return recordWithdrawalOf(deps, actor, row, version, input, now);
}

/** The refund after a withdrawal: received − kept, in cents, never from a form. */
export function refundOf(row: Pick<DevisRow, "refundKeptCents">, facts: Pick<DossierFacts, "deposit" | "balance">) {
  const received = receivedCents(facts);
  const kept = row.refundKeptCents ?? 0;
  return { receivedCents: received, keptCents: kept, dueCents: refundDueCents(received, kept) };
}

/** The amount kept for work done at the client's express request (L221-25), with its reason. */
export async function setRefund(
  deps: DossierDeps,
  actor: Actor,
  id: number,
  version: number,
  input: { keptCents: number; reason: string },
  now = new Date(),
): Promise<DossierOutcome> {
  const row = await getDevis(deps.db, id);
  if (!row) return { ok: false, reason: "not-found" };
  const facts = await dossierFacts(deps.db, id);
  const move = refundSetRule(
    { status: row.status, receivedCents: receivedCents(facts), refundedAt: facts.refund ? now : null, earlyStart: facts.withdrawalChoice === "commencer" },
    input.keptCents,
  );
  if (!move.ok) return move;
  if (input.keptCents > 0 && input.reason.length < 5) return invalid("reason", DOSSIER_MESSAGES.reasonRequired);
  if (row.version !== version) return { ok: false, reason: "conflict", conflict: { version: row.version, at: row.updatedAt, by: null } };
  const due = refundDueCents(receivedCents(facts), input.keptCents);
  return runBatch(
    deps,
    row,
    version,
    {
      update: guardedUpdate(deps.db, row, version, fromStatuses("setRefund"), { refundKeptCents: input.keptCents, refundReason: input.reason || null }, actor, now),
      event: devisEventInsert(deps.db, {
        devisId: changed(row, version),
        type: "refund_set",
        authorId: actor.id,
        details: { amountCents: due, reason: input.reason || null },
        at: now,
      }),
      audit: auditInsert(deps.db, {
        action: "devis.refund_set",
        actor,
        target: { type: "devis", id },
        details: { number: row.number, revision: row.revision, keptCents: input.keptCents, dueCents: due, reason: input.reason },
      }),
    },
    [],
  );
}

/** « Remboursement effectué »: the amount due (computed here), once, only after a withdrawal. */
export async function recordRefund(
  deps: DossierDeps,
  actor: Actor,
  id: number,
  version: number,
  input: { paidOn: string; mode: PaymentMode; note: string },
  now = new Date(),
): Promise<DossierOutcome> {
  const row = await getDevis(deps.db, id);
  if (!row) return { ok: false, reason: "not-found" };
  const facts = await dossierFacts(deps.db, id);
  const move = refundRule({ status: row.status, receivedCents: receivedCents(facts), refundedAt: facts.refund ? now : null, earlyStart: facts.withdrawalChoice === "commencer" });
  if (!move.ok) return move;
  if (row.version !== version) return { ok: false, reason: "conflict", conflict: { version: row.version, at: row.updatedAt, by: null } };
  const dayProblem = checkDay("paidOn", input.paidOn, row.withdrawnAt, now);
  if (dayProblem) return dayProblem;
  const refund = refundOf(row, facts);
  const context = await mailContext(deps, row);
  const email = refundEmail(
    context.settings,
    row,
    { amountCents: refund.dueCents, paidOn: input.paidOn, mode: input.mode, keptCents: refund.keptCents, reason: row.refundReason },
    context,
  );
  const details = { amountCents: refund.dueCents, day: input.paidOn, mode: input.mode };
  return runBatch(
    deps,
    row,
    version,
    {
      update: guardedUpdate(deps.db, row, version, fromStatuses("recordRefund"), {}, actor, now),
      payment: deps.db.insert(devisPayments).values({
        devisId: changed(row, version) as unknown as number,
        kind: "remboursement",
        paidOn: input.paidOn,
        amountCents: refund.dueCents,
        mode: input.mode,
        note: input.note,
        recordedBy: actor.id,
        createdAt: now,
      }),
      event: devisEventInsert(deps.db, { devisId: changed(row, version), type: "refunded", authorId: actor.id, details, at: now }),
      audit: auditInsert(deps.db, { action: "devis.refund", actor, target: { type: "devis", id }, details: { number: row.number, revision: row.revision, ...details } }),
    },
    refund.dueCents > 0 ? [email] : [],
  );
}
