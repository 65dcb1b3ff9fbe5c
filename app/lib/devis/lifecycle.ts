// The life cycle of a devis and of the dossier it becomes once accepted: its states, the
// transitions allowed between them (one entry per transition), and the French refusal of an
// illegal move. Pure (no D1): screens, e-mails, the cron, the figures and the mutations ask it,
// and their guarded SQL updates use `fromStatuses(...)` so that the rule lives here only.
// docs/decisions/640-devis-life-cycle.md
import type { DevisClientType, DevisStatus } from "~/db/schema";
import { withdrawalDeadline } from "./dossier-dates";
import { parisDay } from "~/lib/dates";

/** Waiting for the client's answer. */
export const OPEN_STATUSES = ["envoye", "consulte"] as const satisfies ReadonlyArray<DevisStatus>;
/** An order (the client accepted and did not withdraw): the accepted figures count these. */
export const ORDER_STATUSES = ["accepte", "acompte_recu", "intervention_prevue", "rapport_remis", "solde"] as const satisfies ReadonlyArray<DevisStatus>;
/** A contract was formed (an order, or one withdrawn from): kept for the legal period with its proof. */
export const CONTRACT_STATUSES = [...ORDER_STATUSES, "retracte"] as const satisfies ReadonlyArray<DevisStatus>;
/** The dossier the client follows on the personal link (accepted onwards, or withdrawn). */
export const DOSSIER_STATUSES = CONTRACT_STATUSES;

export type DevisTransition =
  | "send"
  | "consult"
  | "accept"
  | "refuse"
  | "expire"
  | "replace"
  | "cancel"
  | "revise"
  | "recordDeposit"
  | "planVisit"
  | "replanVisit"
  | "deliverReport"
  | "recordBalance"
  | "withdraw"
  | "setRefund"
  | "recordRefund";

type Rule = {
  from: ReadonlyArray<DevisStatus>;
  /** The status after the move; null: the status stays (a fact is recorded, or a new version is created). */
  to: DevisStatus | null;
  /** Why the move is refused from any other status, in French. */
  refusal: string;
};

/**
 * The transitions. Planning the visit needs the deposit: the status line stays straight (each
 * status implies every fact before it) and the visit cannot be earlier than the start of work
 * (dossier-dates.ts `earliestVisitDay`). A withdrawal is possible in every state of the order
 * during the 14 days (the right is a period, not a stage: L221-18, L221-25).
 */
export const DEVIS_TRANSITIONS: Record<DevisTransition, Rule> = {
  send: { from: ["brouillon"], to: "envoye", refusal: "Ce devis a déjà été envoyé : il ne peut plus être modifié. Créez une nouvelle version (indice suivant) pour le changer." },
  consult: { from: ["envoye"], to: "consulte", refusal: "Ce devis a déjà été consulté ou n'attend plus de réponse." },
  accept: { from: OPEN_STATUSES, to: "accepte", refusal: "Ce devis ne peut plus être accepté : rien n'a été enregistré." },
  refuse: { from: OPEN_STATUSES, to: "refuse", refusal: "Ce devis a déjà reçu une réponse : rien n'a été changé." },
  expire: { from: OPEN_STATUSES, to: "expire", refusal: "Seul un devis en attente de réponse peut expirer." },
  replace: { from: OPEN_STATUSES, to: "remplace", refusal: "Seul un devis en attente de réponse peut être remplacé par une nouvelle version." },
  cancel: { from: ["brouillon", ...OPEN_STATUSES], to: "annule", refusal: "Ce devis ne peut plus être annulé (il est accepté, refusé, expiré, remplacé ou déjà annulé)." },
  revise: {
    from: [...OPEN_STATUSES, "refuse", "expire"],
    to: null,
    refusal: "Seul un devis envoyé, consulté, refusé ou expiré peut recevoir une nouvelle version ; un devis accepté est une commande.",
  },
  recordDeposit: { from: ["accepte"], to: "acompte_recu", refusal: "L'acompte ne peut être enregistré que sur un devis accepté dont l'acompte n'a pas encore été reçu." },
  planVisit: {
    from: ["acompte_recu"],
    to: "intervention_prevue",
    refusal: "L'intervention ne peut être planifiée qu'une fois l'acompte reçu (la mission commence à sa réception) et avant la remise du rapport.",
  },
  replanVisit: { from: ["intervention_prevue"], to: "intervention_prevue", refusal: "Seule une intervention déjà prévue peut être déplacée, et pas après la remise du rapport." },
  deliverReport: {
    from: ["intervention_prevue"],
    to: "rapport_remis",
    refusal: "Le rapport ne peut être remis qu'après l'acceptation du devis, l'acompte et l'intervention prévue.",
  },
  recordBalance: { from: ["rapport_remis"], to: "solde", refusal: "Le solde ne peut être enregistré qu'après la remise du rapport, une seule fois." },
  withdraw: {
    from: ORDER_STATUSES,
    to: "retracte",
    refusal: "Seul un devis accepté peut faire l'objet d'une rétractation.",
  },
  setRefund: { from: ["retracte"], to: null, refusal: "Aucun remboursement sans rétractation : le devis n'est pas rétracté." },
  recordRefund: { from: ["retracte"], to: null, refusal: "Aucun remboursement sans rétractation : le devis n'est pas rétracté." },
};

export type TransitionResult = { ok: true; from: DevisStatus; to: DevisStatus } | { ok: false; reason: "refused"; message: string };

/** The statuses a transition leaves from: the guard of its SQL update. */
export function fromStatuses(name: DevisTransition): Array<DevisStatus> {
  return [...DEVIS_TRANSITIONS[name].from];
}

export function can(name: DevisTransition, status: DevisStatus): boolean {
  return DEVIS_TRANSITIONS[name].from.includes(status);
}

function refused(message: string): TransitionResult {
  return { ok: false, reason: "refused", message };
}

/** The move from `status`, or its refusal in French. */
export function transition(name: DevisTransition, status: DevisStatus): TransitionResult {
  const rule = DEVIS_TRANSITIONS[name];
  if (!rule.from.includes(status)) return refused(rule.refusal);
  return { ok: true, from: status, to: rule.to ?? status };
}

export const LIFECYCLE_MESSAGES = {
  notParticulier: "Le droit de rétractation est réservé aux particuliers (article L221-3 du Code de la consommation) : ce devis a été accepté par un professionnel.",
  withdrawalOver: "Le délai de rétractation de 14 jours (article L221-18 du Code de la consommation) est expiré : la rétractation n'est plus possible.",
  withdrawalBeforeAcceptance: "La date de la rétractation ne peut pas précéder l'acceptation du devis.",
  refundNotDue: "Aucun remboursement n'est dû : aucun acompte n'a été reçu.",
  refundDone: "Le remboursement a déjà été enregistré.",
  refundNoEarlyStart: "Une retenue n'est possible que si le client avait demandé expressément que la mission commence avant la fin du délai (article L221-25).",
  refundTooHigh: "La somme retenue ne peut pas dépasser les sommes reçues.",
} as const;

export type WithdrawalFacts = {
  status: DevisStatus;
  clientType: DevisClientType;
  /** The instant of the acceptance (the contract's conclusion). */
  acceptedAt: Date | null;
};

/**
 * « Me rétracter » (online) or « Enregistrer une rétractation reçue » (letter, e-mail): a
 * particulier, an order, and a declaration sent on or before the last day of the period
 * (`sentOn`, Paris day; the day of the online press for an online withdrawal).
 */
export function withdraw(facts: WithdrawalFacts, sentOn: string): TransitionResult {
  const moved = transition("withdraw", facts.status);
  if (!moved.ok) return moved;
  if (facts.clientType !== "particulier") return refused(LIFECYCLE_MESSAGES.notParticulier);
  if (!facts.acceptedAt) return refused(DEVIS_TRANSITIONS.withdraw.refusal);
  const acceptedOn = parisDay(facts.acceptedAt);
  if (sentOn < acceptedOn) return refused(LIFECYCLE_MESSAGES.withdrawalBeforeAcceptance);
  if (sentOn > withdrawalDeadline(acceptedOn)) return refused(LIFECYCLE_MESSAGES.withdrawalOver);
  return moved;
}

/** Whether the client's page offers « Me rétracter » today. */
export function canWithdrawOnline(facts: WithdrawalFacts, now: Date): boolean {
  return withdraw(facts, parisDay(now)).ok;
}

export type RefundFacts = {
  status: DevisStatus;
  /** What the client paid (deposit, and balance if any), in cents. */
  receivedCents: number;
  refundedAt: Date | null;
  /** The client asked the work to start before the end of the period (L221-25). */
  earlyStart: boolean;
};

/** Staff enter the proportional amount kept for work done at the client's express request (L221-25). */
export function setRefund(facts: RefundFacts, keptCents: number): TransitionResult {
  const moved = transition("setRefund", facts.status);
  if (!moved.ok) return moved;
  if (facts.refundedAt) return refused(LIFECYCLE_MESSAGES.refundDone);
  if (facts.receivedCents <= 0) return refused(LIFECYCLE_MESSAGES.refundNotDue);
  if (keptCents > 0 && !facts.earlyStart) return refused(LIFECYCLE_MESSAGES.refundNoEarlyStart);
  if (keptCents > facts.receivedCents) return refused(LIFECYCLE_MESSAGES.refundTooHigh);
  return moved;
}

/** « Remboursement effectué »: only after a withdrawal, once, when something was received. */
export function recordRefund(facts: RefundFacts): TransitionResult {
  const moved = transition("recordRefund", facts.status);
  if (!moved.ok) return moved;
  if (facts.refundedAt) return refused(LIFECYCLE_MESSAGES.refundDone);
  if (facts.receivedCents <= 0) return refused(LIFECYCLE_MESSAGES.refundNotDue);
  return moved;
}

/**
 * The refund due on withdrawal (L221-24: within 14 days of the decision): what was received,
 * less the proportional amount for work done at the client's express request (L221-25),
 * never below zero. Cents in, cents out.
 */
export function refundDueCents(receivedCents: number, keptCents: number): number {
  return Math.max(0, receivedCents - Math.max(0, keptCents));
}

/** One entry per transition, for callers that prefer a name to a string. */
export const devisLifecycle = {
  send: (status: DevisStatus) => transition("send", status),
  consult: (status: DevisStatus) => transition("consult", status),
  accept: (status: DevisStatus) => transition("accept", status),
  refuse: (status: DevisStatus) => transition("refuse", status),
  expire: (status: DevisStatus) => transition("expire", status),
  replace: (status: DevisStatus) => transition("replace", status),
  cancel: (status: DevisStatus) => transition("cancel", status),
  revise: (status: DevisStatus) => transition("revise", status),
  recordDeposit: (status: DevisStatus) => transition("recordDeposit", status),
  planVisit: (status: DevisStatus) => transition("planVisit", status),
  replanVisit: (status: DevisStatus) => transition("replanVisit", status),
  deliverReport: (status: DevisStatus) => transition("deliverReport", status),
  recordBalance: (status: DevisStatus) => transition("recordBalance", status),
  withdraw,
  setRefund,
  recordRefund,
} as const;

export function isOrder(status: DevisStatus): boolean {
  return (ORDER_STATUSES as ReadonlyArray<DevisStatus>).includes(status);
}

export function isDossier(status: DevisStatus): boolean {
  return (DOSSIER_STATUSES as ReadonlyArray<DevisStatus>).includes(status);
}

export function isContract(status: DevisStatus): boolean {
  return (CONTRACT_STATUSES as ReadonlyArray<DevisStatus>).includes(status);
}
