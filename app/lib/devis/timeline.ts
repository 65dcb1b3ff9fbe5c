// The dossier as a timeline in plain French, the same model for the client's page and the
// firm's screen: Devis accepté → Acompte reçu → Intervention prévue le … → Rapport remis →
// Soldé, or Rétracté (→ Remboursé), each step done, current or to come, with its day, a
// detail, its documents, and the next thing the client has to do or can expect. Pure and
// browser-safe: the visit and the report are data (`TimelineFacts.visit`, `.report`).
// docs/decisions/644-dossier-timeline-and-link.md
import type { DevisClientType, DevisStatus, WithdrawalChannel, WithdrawalChoice } from "~/db/schema";
import { frenchTypography } from "~/lib/content/typography";
import { addDays, formatLongDate, parisDay } from "~/lib/dates";
import { earliestStartDay, promisedDeliveryDay, startOfWork, waitsForWithdrawalPeriod, withdrawalWindow } from "./dossier-dates";
import { formatCentsPlain } from "./lines";
import { isDossier, ORDER_STATUSES } from "./lifecycle";
import type { BankDetails } from "./order-texts";
import { WITHDRAWAL_CHANNEL_LABELS } from "./schema";

export type TimelineDocument = { label: string; href: string };

export type TimelineFacts = {
  acceptedAt: Date;
  withdrawalChoice: WithdrawalChoice | null;
  depositPercent: number;
  depositDueCents: number;
  deposit: { paidOn: string; amountCents: number } | null;
  /** Filled by the visit planning: the day and, if set, the half-day. */
  visit?: { day: string; halfDay?: "matin" | "apres-midi" | null } | null;
  /** Filled by the report delivery: the day it was delivered and where the client downloads it. */
  report?: { deliveredOn: string; href: string | null } | null;
  balance: { paidOn: string; amountCents: number } | null;
  balanceDueCents: number;
  withdrawal: { sentOn: string; channel: WithdrawalChannel } | null;
  refund: { paidOn: string; amountCents: number } | null;
  refundDueCents: number;
  documents: { devis: string | null; signed: string | null };
};

export type TimelineStepKey = "accepted" | "deposit" | "visit" | "report" | "balance" | "withdrawn" | "refund";

export type TimelineStep = {
  key: TimelineStepKey;
  label: string;
  state: "done" | "current" | "upcoming";
  /** YYYY-MM-DD (Paris) when the step happened or is planned. */
  day: string | null;
  detail: string | null;
  documents: Array<TimelineDocument>;
};

export type Timeline = {
  steps: Array<TimelineStep>;
  /** The next thing the client has to do or can expect, in one sentence. */
  next: string | null;
  /** The withdrawal period while it runs (particulier only). */
  withdrawal: { lastDay: string; dayOfPeriod: number; daysLeft: number } | null;
  /** Start of work and promised report day, once known. */
  start: string | null;
  promised: string | null;
};

const longDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);
const HALF_DAYS = { matin: "le matin", "apres-midi": "l'après-midi" } as const;

type DossierDevis = { status: DevisStatus; clientType: DevisClientType; deliveryWeeks: number | null; number: string };

/** The dossier's timeline on `now` (null before acceptance). */
export function dossierTimeline(d: DossierDevis, facts: TimelineFacts, now: Date): Timeline | null {
  if (!isDossier(d.status)) return null;
  const today = parisDay(now);
  const acceptedOn = parisDay(facts.acceptedAt);
  const base = { clientType: d.clientType, withdrawalChoice: facts.withdrawalChoice, acceptedOn };
  const start = startOfWork({ ...base, depositOn: facts.deposit?.paidOn ?? (facts.depositPercent === 0 ? acceptedOn : null) });
  const promised = promisedDeliveryDay(start, d.deliveryWeeks);
  const window = d.clientType === "particulier" ? withdrawalWindow(acceptedOn, today) : null;
  const withdrawal = window?.open && d.status !== "retracte" ? { lastDay: window.lastDay, dayOfPeriod: window.dayOfPeriod, daysLeft: window.daysLeft } : null;

  const steps: Array<TimelineStep> = [
    {
      key: "accepted",
      label: "Devis accepté",
      state: "done",
      day: acceptedOn,
      detail: null,
      documents: [
        ...(facts.documents.devis ? [{ label: "Le devis (PDF)", href: facts.documents.devis }] : []),
        ...(facts.documents.signed ? [{ label: "Le devis signé (PDF)", href: facts.documents.signed }] : []),
      ],
    },
  ];

  if (d.status === "retracte" && facts.withdrawal) {
    steps.push({
      key: "withdrawn",
      label: "Rétracté",
      state: "done",
      day: facts.withdrawal.sentOn,
      detail: frenchTypography(`Rétractation ${WITHDRAWAL_CHANNEL_LABELS[facts.withdrawal.channel]}.`),
      documents: [],
    });
    if (facts.refund || facts.refundDueCents > 0)
      steps.push({
        key: "refund",
        label: facts.refund ? "Remboursé" : "Remboursement",
        state: facts.refund ? "done" : "current",
        day: facts.refund?.paidOn ?? null,
        detail: facts.refund
          ? frenchTypography(`${formatCentsPlain(facts.refund.amountCents)} remboursés.`)
          : frenchTypography(
              `${formatCentsPlain(facts.refundDueCents)} à rembourser au plus tard le ${longDay(addDays(facts.withdrawal.sentOn, 14))} (article L221-24 du Code de la consommation).`,
            ),
        documents: [],
      });
    const next = facts.refund
      ? "Votre rétractation est traitée : le dossier est clos."
      : facts.refundDueCents > 0
        ? `Nous vous remboursons ${formatCentsPlain(facts.refundDueCents)} au plus tard le ${longDay(addDays(facts.withdrawal.sentOn, 14))}.`
        : "Votre rétractation est enregistrée : aucune somme n'étant versée, rien n'est à rembourser. Le dossier est clos.";
    return { steps, next: frenchTypography(next), withdrawal: null, start: null, promised: null };
  }

  const order: Array<DevisStatus> = [...ORDER_STATUSES];
  const reached = (status: DevisStatus) => order.indexOf(d.status) >= order.indexOf(status);
  const stateOf = (status: DevisStatus): TimelineStep["state"] => (reached(status) ? "done" : order[order.indexOf(status) - 1] === d.status ? "current" : "upcoming");

  if (facts.depositPercent > 0)
    steps.push({
      key: "deposit",
      label: "Acompte reçu",
      state: stateOf("acompte_recu"),
      day: facts.deposit?.paidOn ?? null,
      detail: facts.deposit
        ? frenchTypography(`${formatCentsPlain(facts.deposit.amountCents)} reçus.${start ? ` Début de la mission : ${longDay(start)}.` : ""}`)
        : frenchTypography(`${formatCentsPlain(facts.depositDueCents)} à verser par virement, référence ${d.number}.`),
      documents: [],
    });
  const visit = facts.visit ?? null;
  steps.push({
    key: "visit",
    label: visit ? `Intervention prévue le ${longDay(visit.day)}` : "Intervention sur le terrain",
    state: stateOf("intervention_prevue"),
    day: visit?.day ?? null,
    detail: visit ? frenchTypography(`Sondages et essais sur le terrain${visit.halfDay ? `, ${HALF_DAYS[visit.halfDay]}` : ""}.`) : null,
    documents: [],
  });
  const report = facts.report ?? null;
  steps.push({
    key: "report",
    label: "Rapport remis",
    state: stateOf("rapport_remis"),
    day: report?.deliveredOn ?? null,
    detail: report ? null : promised ? frenchTypography(`Attendu au plus tard le ${longDay(promised)}.`) : null,
    documents: report?.href ? [{ label: "Le rapport (PDF)", href: report.href }] : [],
  });
  steps.push({
    key: "balance",
    label: "Soldé",
    state: stateOf("solde"),
    day: facts.balance?.paidOn ?? null,
    detail: facts.balance
      ? frenchTypography(`${formatCentsPlain(facts.balance.amountCents)} reçus.`)
      : facts.balanceDueCents > 0
        ? frenchTypography(`Solde de ${formatCentsPlain(facts.balanceDueCents)} dû à la remise du rapport.`)
        : null,
    documents: [],
  });

  return { steps, next: frenchTypography(nextFor(d, facts, { start, promised, visit })), withdrawal, start, promised };
}

function nextFor(d: DossierDevis, facts: TimelineFacts, days: { start: string | null; promised: string | null; visit: TimelineFacts["visit"] }): string {
  const waits = waitsForWithdrawalPeriod({ clientType: d.clientType, withdrawalChoice: facts.withdrawalChoice });
  const earliest = earliestStartDay({ clientType: d.clientType, withdrawalChoice: facts.withdrawalChoice, acceptedOn: parisDay(facts.acceptedAt) });
  switch (d.status) {
    case "accepte":
      if (facts.depositPercent <= 0) return "L'ingénieur en charge de votre dossier vous propose la date de l'intervention sur le terrain.";
      return `À faire : versez l'acompte de ${formatCentsPlain(facts.depositDueCents)} par virement, avec la référence ${d.number}. La mission commence à sa réception${waits ? `, et au plus tôt le ${longDay(earliest)} (fin du délai de rétractation)` : ""}.`;
    case "acompte_recu":
      return `${days.start ? `La mission commence le ${longDay(days.start)}. ` : ""}L'ingénieur en charge de votre dossier vous propose la date de l'intervention sur le terrain.${days.promised ? ` Rapport attendu au plus tard le ${longDay(days.promised)}.` : ""}`;
    case "intervention_prevue":
      return `${days.visit ? `Intervention sur le terrain le ${longDay(days.visit.day)}. ` : ""}${days.promised ? `Rapport attendu au plus tard le ${longDay(days.promised)}.` : ""}`.trim();
    case "rapport_remis":
      return `Votre rapport est disponible ci-dessous.${facts.balanceDueCents > 0 ? ` À faire : versez le solde de ${formatCentsPlain(facts.balanceDueCents)} par virement, avec la référence ${d.number}.` : ""}`;
    case "solde":
      return "Dossier soldé : merci. Le rapport reste téléchargeable ici pendant 12 mois ; conservez-en une copie.";
    default:
      return "";
  }
}

/** The personal link shows the dossier while it is open and for 12 months after the report (or the withdrawal). */
export const LINK_MONTHS_AFTER_CLOSE = 12;

/** True once the link's dossier is archived: `closedOn` (report delivered, or withdrawal) is more than 12 months old. */
export function dossierLinkArchived(closedOn: string | null, today: string): boolean {
  if (!closedOn) return false;
  const [y, m, dd] = closedOn.split("-").map(Number);
  const until = new Date(Date.UTC(y, m - 1 + LINK_MONTHS_AFTER_CLOSE, dd)).toISOString().slice(0, 10);
  return today > until;
}

export type ClientDossier = {
  status: DevisStatus;
  timeline: Timeline;
  /** What to pay while the deposit is awaited. */
  payment: { amountCents: number; percent: number; reference: string; bank: BankDetails | null } | null;
  /** « Me rétracter », while the 14 days run (particulier only). */
  withdrawal: {
    signerName: string;
    number: string;
    acceptedOn: string;
    lastDay: string;
    dayOfPeriod: number;
    daysLeft: number;
    today: string;
    formLines: Array<string>;
  } | null;
};
