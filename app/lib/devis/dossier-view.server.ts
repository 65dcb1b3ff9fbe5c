// What the personal link and the devis screen show of the dossier: the timeline from the row
// and its payments, what to pay (bank details, reference), « Me rétracter » with the model
// form prefilled, and on the firm's side the money, the promised day and the actions the life
// cycle allows now. docs/decisions/642, 643, 644.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devisAcceptances, type WithdrawalChannel } from "~/db/schema";
import { addDays, formatDate, parisDay } from "~/lib/dates";
import { formatIban } from "~/lib/settings/bank";
import { addressFact, buildSettings, type Settings, settingFact } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import type { DevisRow } from "./devis.server";
import { timelineVisitReport } from "./visit-report-timeline.server";
import { type DueState, dueState, withdrawalWindow } from "./dossier-dates";
import { depositDue, dossierFacts, type DossierFacts, type Payment, receivedCents, refundOf } from "./dossier.server";
import { can, canWithdrawOnline, recordRefund as refundRule, setRefund as refundSetRule, transition, withdraw } from "./lifecycle";
import { indiceOf } from "./lines";
import type { BankDetails } from "./order-texts";
import { withdrawalFormLines } from "./texts";
import { type ClientDossier, dossierTimeline, type Timeline, type TimelineFacts } from "./timeline";

export type { ClientDossier };

/** The timeline's facts from the row and its payments. The visit and the report are added by their own modules. */
export function timelineFactsOf(row: DevisRow, facts: DossierFacts, settings: Settings, documents: TimelineFacts["documents"]): TimelineFacts | null {
  if (!facts.acceptedAt) return null;
  const deposit = depositDue(row, settings);
  const refund = refundOf(row, facts);
  return {
    acceptedAt: facts.acceptedAt,
    withdrawalChoice: facts.withdrawalChoice,
    depositPercent: deposit.percent,
    depositDueCents: deposit.cents,
    deposit: facts.deposit,
    visit: null,
    report: null,
    balance: facts.balance,
    balanceDueCents: Math.max(0, row.totalTtcCents - (facts.deposit?.amountCents ?? 0)),
    withdrawal: row.withdrawnOn && row.withdrawalChannel ? { sentOn: row.withdrawnOn, channel: row.withdrawalChannel } : null,
    refund: facts.refund,
    refundDueCents: facts.refund ? 0 : refund.dueCents,
    documents,
  };
}

/** The firm's bank details, or null while one of them is missing (sending is then refused anyway). */
export function bankDetails(settings: Settings): BankDetails | null {
  const holder = settingFact(settings, "payment", "account_holder");
  const iban = settingFact(settings, "payment", "iban");
  const bic = settingFact(settings, "payment", "bic");
  return holder && iban && bic ? { holder, iban: formatIban(iban), bic } : null;
}

/** The dossier part of the client's page (null before acceptance). */
export async function clientDossier(db: Db, row: DevisRow, token: string, now = new Date()): Promise<{ dossier: ClientDossier; closedOn: string | null } | null> {
  const [facts, settingRows, acceptance, visitReport] = await Promise.all([
    dossierFacts(db, row.id),
    settingsQuery(db),
    db.select({ signerName: devisAcceptances.signerName }).from(devisAcceptances).where(eq(devisAcceptances.devisId, row.id)).limit(1),
    timelineVisitReport(db, row.id, `/devis/${token}/rapport`),
  ]);
  const settings = buildSettings(settingRows);
  const baseFacts = timelineFactsOf(row, facts, settings, { devis: `/devis/${token}/pdf`, signed: row.signedPdfKey ? `/devis/${token}/pdf-signe` : null });
  if (!baseFacts) return null;
  const timelineFacts = { ...baseFacts, ...visitReport };
  const timeline = dossierTimeline(row, timelineFacts, now);
  if (!timeline) return null;
  const acceptedOn = parisDay(timelineFacts.acceptedAt);
  const online = canWithdrawOnline({ status: row.status, clientType: row.clientType, acceptedAt: timelineFacts.acceptedAt }, now);
  const window = withdrawalWindow(acceptedOn, parisDay(now));
  const firm = { legalName: settings.general.legal_name, address: addressFact(settings) ?? "", email: settingFact(settings, "contact", "email") };
  const signerName = acceptance[0]?.signerName ?? row.clientName;
  return {
    dossier: {
      status: row.status,
      timeline,
      payment:
        can("recordDeposit", row.status) && timelineFacts.depositPercent > 0
          ? { amountCents: timelineFacts.depositDueCents, percent: timelineFacts.depositPercent, reference: row.number, bank: bankDetails(settings) }
          : null,
      withdrawal: online
        ? {
            signerName,
            number: row.number,
            acceptedOn,
            lastDay: window.lastDay,
            dayOfPeriod: window.dayOfPeriod,
            daysLeft: window.daysLeft,
            today: parisDay(now),
            formLines: withdrawalFormLines(firm, { day: formatDate(timelineFacts.acceptedAt), reference: `devis n° ${row.number}, indice ${indiceOf(row.revision)}` }),
          }
        : null,
    },
    closedOn: timelineFacts.report?.deliveredOn ?? row.withdrawnOn ?? null,
  };
}

export type AdminDossier = {
  timeline: Timeline;
  expectedDepositCents: number;
  expectedBalanceCents: number;
  due: DueState | null;
  withdrawal: { sentOn: string; channel: WithdrawalChannel } | null;
  refund: { receivedCents: number; keptCents: number; dueCents: number; dueBy: string | null; reason: string | null; earlyStart: boolean; done: Payment | null } | null;
  payments: Array<Payment>;
  /** The staff actions the life cycle allows now. */
  actions: { deposit: boolean; balance: boolean; withdrawalReceived: boolean; refundSet: boolean; refund: boolean };
  today: string;
};

/** The dossier part of the devis screen (null before acceptance): the same timeline, the money, one action per next step. */
export async function adminDossier(db: Db, row: DevisRow, now = new Date()): Promise<AdminDossier | null> {
  const [facts, settingRows, visitReport] = await Promise.all([dossierFacts(db, row.id), settingsQuery(db), timelineVisitReport(db, row.id, `/admin/devis/${row.id}/rapport.pdf`)]);
  const settings = buildSettings(settingRows);
  const base = timelineFactsOf(row, facts, settings, {
    devis: row.pdfKey ? `/admin/devis/${row.id}/devis.pdf` : null,
    signed: row.signedPdfKey ? `/admin/devis/${row.id}/devis-signe.pdf` : null,
  });
  if (!base) return null;
  // The visit and the report (docs/decisions/645, 646).
  const tf = { ...base, ...visitReport };
  const timeline = dossierTimeline(row, tf, now);
  if (!timeline) return null;
  const today = parisDay(now);
  const received = receivedCents(facts);
  const refund = row.status === "retracte" ? refundOf(row, facts) : null;
  const refundFacts = { status: row.status, receivedCents: received, refundedAt: facts.refund ? now : null, earlyStart: facts.withdrawalChoice === "commencer" };
  return {
    timeline,
    expectedDepositCents: tf.depositDueCents,
    expectedBalanceCents: tf.balanceDueCents,
    due: row.status === "rapport_remis" || row.status === "solde" || row.status === "retracte" ? null : dueState(today, timeline.promised),
    withdrawal: tf.withdrawal,
    refund: refund
      ? {
          ...refund,
          dueBy: row.withdrawnOn ? addDays(row.withdrawnOn, 14) : null,
          reason: row.refundReason,
          earlyStart: facts.withdrawalChoice === "commencer",
          done: facts.refund,
        }
      : null,
    payments: [facts.deposit, facts.balance, facts.refund].filter((p): p is Payment => p !== null),
    actions: {
      deposit: transition("recordDeposit", row.status).ok,
      balance: transition("recordBalance", row.status).ok,
      withdrawalReceived: withdraw({ status: row.status, clientType: row.clientType, acceptedAt: facts.acceptedAt }, today).ok,
      refundSet: refundSetRule(refundFacts, 0).ok,
      refund: refundRule(refundFacts).ok,
    },
    today,
  };
}
