// The forms of the dossier after acceptance: « Acompte reçu », « Solde reçu », « Enregistrer une
// rétractation reçue », the amount kept on a refund, « Remboursement effectué » (staff), and
// « Me rétracter » (the client, on the personal link). One zod schema per form, shared by the
// component and the action. Browser-safe. docs/decisions/642, 643.
import { z } from "zod";
import { paymentModes } from "~/db/schema";
import { versionField } from "~/lib/admin/schema";
import { isCalendarDay } from "~/lib/dates";
import { isOneLine } from "~/lib/forms/text";

export const DOSSIER_INTENTS = ["deposit", "balance", "withdrawal-received", "refund-set", "refund"] as const;
export type DossierIntent = (typeof DOSSIER_INTENTS)[number];

export function isDossierIntent(value: unknown): value is DossierIntent {
  return typeof value === "string" && (DOSSIER_INTENTS as ReadonlyArray<string>).includes(value);
}

/** « 972,00 », « 972 », « 1 234,5 » → cents. */
const euros = (label: string) =>
  z
    .string({ message: `${label} : indiquez un montant en euros (ex. 972,00)` })
    .trim()
    .transform((v) => v.replace(/[\s\u00a0\u202f€]/g, "").replace(",", "."))
    .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), `${label} : indiquez un montant en euros (ex. 972,00), deux décimales au maximum`)
    .transform((v) => Math.round(Number(v) * 100));

const day = (label: string) =>
  z
    .string({ message: `${label} : indiquez une date` })
    .trim()
    .refine(isCalendarDay, `${label} : indiquez une date valide`);

const note = z.string().trim().max(500, "500 caractères au maximum").refine(isOneLine, "Une seule ligne, sans caractère de contrôle").default("");

export const paymentModeField = z.enum(paymentModes, { message: "Choisissez le mode de paiement" });

export const paymentSchema = z.object({
  intent: z.enum(["deposit", "balance"]),
  version: versionField,
  paidOn: day("Date de réception"),
  amount: euros("Montant reçu"),
  mode: paymentModeField,
  note,
});

export const withdrawalReceivedSchema = z.object({
  intent: z.literal("withdrawal-received"),
  version: versionField,
  sentOn: day("Date d'envoi de la rétractation"),
  channel: z.enum(["courrier", "email"], { message: "Choisissez comment la rétractation est arrivée" }),
});

export const refundSetSchema = z.object({
  intent: z.literal("refund-set"),
  version: versionField,
  kept: euros("Montant retenu"),
  reason: note,
});

export const refundSchema = z.object({
  intent: z.literal("refund"),
  version: versionField,
  paidOn: day("Date du remboursement"),
  mode: paymentModeField,
  note,
});

export const dossierActionSchema = z.discriminatedUnion("intent", [paymentSchema, withdrawalReceivedSchema, refundSetSchema, refundSchema]);

/** The client's « Me rétracter »: one confirmation box (the model form's content is shown prefilled above it). */
export const withdrawSchema = z.object({
  intent: z.literal("withdraw"),
  confirm: z.literal("on", { message: "Cochez la case pour confirmer votre rétractation" }),
});

export const DOSSIER_MESSAGES = {
  depositRecorded: "Acompte enregistré : le client en est informé par e-mail.",
  balanceRecorded: "Solde enregistré : le client en est informé par e-mail.",
  withdrawalRecorded: "Rétractation enregistrée : le client reçoit un accusé de réception par e-mail.",
  refundSet: "Montant du remboursement enregistré.",
  refunded: "Remboursement enregistré : le client en est informé par e-mail.",
  noteRequired: "Le montant diffère du montant attendu : indiquez pourquoi dans la remarque.",
  dayInFuture: "La date ne peut pas être dans le futur.",
  dayBeforeAcceptance: "La date ne peut pas précéder l'acceptation du devis.",
  reasonRequired: "Indiquez ce qui a été réalisé à la demande du client (article L221-25).",
  storage: "L'enregistrement a échoué (base de données indisponible) : rien n'a été enregistré. Réessayez dans un instant.",
  withdrawn: "Votre rétractation est enregistrée. Un accusé de réception vient de vous être envoyé par e-mail.",
  withdrawStorage:
    "Votre rétractation n'a pas pu être enregistrée à cause d'un incident technique : rien n'a été enregistré. Réessayez dans quelques minutes ou envoyez-nous votre rétractation par e-mail.",
} as const;
