// The devis as staff prepare it and as the client answers it: statuses, labels, messages and
// the zod schemas shared by the forms and the actions. Browser-safe.
import { z } from "zod";
import {
  type ClayLevel,
  clayLevels,
  type DevisClientType,
  devisClientTypes,
  type DevisPaymentKind,
  type DevisStatus,
  type PaymentMode,
  type WithdrawalChannel,
  withdrawalChoices,
} from "~/db/schema";
import type { ListSpec } from "~/lib/admin/list";
import { checkboxField, versionField } from "~/lib/admin/schema";
import { isCalendarDay } from "~/lib/dates";
import { frenchTypography } from "~/lib/content/typography";
import { CONTROL_CHARACTERS_MESSAGE, isCleanMultiline, isOneLine, MULTILINE_CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text";
import { projectNatures } from "~/lib/simulator/rules";
import { devisLineKinds } from "../../db/types";

export const DEVIS_STATUS_LABELS: Record<DevisStatus, string> = {
  brouillon: "Brouillon",
  envoye: "Envoyé",
  consulte: "Consulté",
  accepte: "Accepté",
  acompte_recu: "Acompte reçu",
  intervention_prevue: "Intervention prévue",
  rapport_remis: "Rapport remis",
  solde: "Soldé",
  retracte: "Rétracté",
  refuse: "Refusé",
  expire: "Expiré",
  remplace: "Remplacé",
  annule: "Annulé",
};

/** Statuses in which the client may still accept or refuse (docs/decisions/640-devis-life-cycle.md). */
export { OPEN_STATUSES as OPEN_DEVIS_STATUSES } from "./lifecycle";

export const DEVIS_STATUS_TONES: Record<DevisStatus, "slate" | "amber" | "green" | "red" | "blue"> = {
  brouillon: "slate",
  envoye: "blue",
  consulte: "amber",
  accepte: "green",
  acompte_recu: "green",
  intervention_prevue: "blue",
  rapport_remis: "blue",
  solde: "green",
  retracte: "red",
  refuse: "red",
  expire: "slate",
  remplace: "slate",
  annule: "slate",
};

export const CLIENT_TYPE_LABELS: Record<DevisClientType, string> = {
  particulier: "Particulier (consommateur)",
  professionnel: "Professionnel",
};

export const CLAY_LEVEL_LABELS: Record<ClayLevel, string> = {
  fort: "Exposition forte",
  moyen: "Exposition moyenne",
  faible: "Exposition faible",
  nul: "Exposition a priori nulle",
};

export const REFUSAL_REASONS = [
  { value: "prix", label: "Le prix" },
  { value: "delai", label: "Le délai" },
  { value: "autre_prestataire", label: "Un autre prestataire a été retenu" },
  { value: "projet_abandonne", label: "Le projet est abandonné" },
  { value: "autre", label: "Une autre raison" },
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number]["value"];

export function refusalReasonLabel(value: string | null | undefined): string {
  return REFUSAL_REASONS.find((r) => r.value === value)?.label ?? "Non précisée";
}

export const WITHDRAWAL_CHOICE_LABELS = {
  attendre: "J'attends la fin du délai de rétractation de 14 jours avant le début de la mission.",
  commencer:
    "Je demande expressément que la mission commence avant la fin du délai de rétractation de 14 jours. Je reconnais qu'en cas de rétractation après le début de la mission, je devrai le montant correspondant à la part déjà réalisée.",
} as const;

/** The public texts with French typography at the source (docs/decisions/732). */
function typographed<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, frenchTypography(text)])) as T;
}

export const DEVIS_MESSAGES = {
  loadFailed: "Impossible de charger les devis. Veuillez réessayer.",
  notFound: "Devis introuvable",
  created: "Devis créé : vérifiez-le, puis envoyez-le au client.",
  saved: "Devis enregistré",
  lineAdded: "Mission ajoutée au devis",
  sent: "Devis envoyé au client : le PDF figé et le lien personnel partent par e-mail.",
  cancelled: "Devis annulé : son lien n'affiche plus le devis.",
  revised: "Nouvelle version créée : modifiez-la puis envoyez-la ; l'ancienne sera alors marquée « remplacée ».",
  reviseStorage:
    "Les documents joints au devis n'ont pas pu être copiés dans la nouvelle version (stockage indisponible) : aucune version n'a été créée. Réessayez dans un instant.",
  reminderSaved: "Relance du client mise à jour",
  notDraft: "Ce devis a déjà été envoyé : il ne peut plus être modifié. Créez une nouvelle version (indice suivant) pour le changer.",
  cannotCancel: "Ce devis ne peut plus être annulé (il est accepté, refusé, expiré, remplacé ou déjà annulé).",
  cannotRevise: "Seul un devis envoyé, consulté, refusé ou expiré peut recevoir une nouvelle version ; un devis accepté est une commande.",
  earlierAccepted: "Une version précédente de ce devis a été acceptée par le client entre-temps : cette version ne peut plus être envoyée.",
  sendFailed: "L'envoi n'a pas pu être enregistré (stockage indisponible) : rien n'a été envoyé. Réessayez dans un instant.",
  unknownCatalogue: "Cette mission n'existe plus dans le catalogue.",
  sourceNotFound: "La demande d'origine est introuvable.",
} as const;

/** What the client's page says; each state of a link has its own text. */
export const CLIENT_MESSAGES = typographed({
  unknownTitle: "Lien de devis inconnu",
  unknown: "Ce lien ne correspond à aucun devis. Vérifiez qu'il est complet (copiez-le depuis l'e-mail reçu) ou contactez-nous.",
  replacedTitle: "Ce devis a été remplacé",
  replaced: "Une version plus récente de ce devis vous a été envoyée : elle seule peut être acceptée.",
  /** A newer version went to another address (docs/decisions/725): said, never shown nor linked. */
  replacedForOther: "Une nouvelle version de ce devis a été envoyée à son destinataire.",
  expiredTitle: "Ce devis a expiré",
  expired: "La durée de validité de ce devis est dépassée : il ne peut plus être accepté. Contactez-nous pour en recevoir un nouveau.",
  cancelledTitle: "Ce devis a été annulé",
  cancelled: "Ce devis a été annulé par notre équipe : il ne peut plus être accepté. Contactez-nous pour toute question.",
  accepted: "Devis accepté : merci pour votre commande. Le devis signé vous est envoyé par e-mail.",
  alreadyAccepted: "Ce devis a déjà été accepté : la seconde acceptation n'a rien changé.",
  refused: "Votre refus a bien été enregistré. Merci de nous avoir répondu.",
  alreadyAnswered: "Ce devis a déjà reçu une réponse : rien n'a été changé.",
  notAcceptable: "Ce devis ne peut plus être accepté : rien n'a été enregistré.",
  storageFailed: "Votre acceptation n'a pas pu être enregistrée à cause d'un incident technique : rien n'a été enregistré. Réessayez dans quelques minutes.",
  tooMany: "Trop de tentatives depuis votre connexion. Réessayez dans une minute.",
  codeSent: "Code envoyé : consultez votre messagerie et saisissez-le ci-dessous avant 10 minutes.",
  codeNotSent: "Le code n'a pas pu être envoyé à cause d'un incident technique : réessayez dans quelques minutes.",
} as const);

/** `dossier`: one of the order book's filters (order-book.server.ts, docs/decisions/647). */
export const DEVIS_LIST = { pageSize: 20, filters: ["status", "owner", "month", "dossier"] } as const satisfies ListSpec;

/** 1,5 or 1.5 from a form, up to two decimals. */
function decimal(label: string, { min, max }: { min: number; max: number }) {
  return z
    .number({ message: `${label} : indiquez un nombre` })
    .min(min, `${label} : ${min === 0 ? "le montant ne peut pas être négatif" : `au moins ${String(min).replace(".", ",")}`}`)
    .max(max, `${label} : ${new Intl.NumberFormat("fr-FR").format(max)} au maximum`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} : deux décimales au maximum`);
}

const text = (max: number) => z.string().trim().max(max, `${max} caractères au maximum`).default("");
/** A value that reaches an e-mail header, a PDF line or a CSV cell: one line (docs/decisions/322). */
const line = (max: number) => z.string().trim().max(max, `${max} caractères au maximum`).refine(isOneLine, CONTROL_CHARACTERS_MESSAGE).default("");

const lineSchema = z.object({
  kind: z.enum(devisLineKinds, { message: "Ligne invalide : rechargez la page." }).default("free"),
  catalogueId: z.string().trim().max(40).optional(),
  label: z
    .string({ message: "Indiquez la désignation de la ligne" })
    .trim()
    .min(2, "Indiquez la désignation de la ligne")
    .max(200, "200 caractères au maximum")
    .refine(isOneLine, CONTROL_CHARACTERS_MESSAGE),
  detail: text(800),
  programme: text(600),
  quantity: decimal("Quantité", { min: 0.01, max: 9999 }),
  unitPrice: decimal("Prix unitaire HT", { min: 0, max: 1_000_000 }),
});

const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const devisFields = {
  version: versionField,
  ownerId: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable()).default(null),
  clientType: z.enum(devisClientTypes, { message: "Choisissez particulier ou professionnel" }),
  clientName: line(150),
  clientCompany: line(150),
  clientEmail: z
    .string()
    .trim()
    .max(200, "200 caractères au maximum")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Adresse e-mail invalide")
    .default(""),
  clientPhone: line(40),
  clientAddress: text(400),
  siteStreet: line(200),
  sitePostcode: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{5}$/.test(v), "Code postal invalide : 5 chiffres")
    .default(""),
  siteCity: line(120),
  siteInseeCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || /^(\d{5}|2[AB]\d{3})$/.test(v), "Code INSEE invalide : 5 caractères (ex. 75102, 2A004)")
    .default(""),
  clayLevel: z.preprocess(blankToNull, z.enum(clayLevels, { message: "Niveau d'exposition inconnu" }).nullable()).default(null),
  claySource: line(200),
  clayReadOn: z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), "Date de lecture invalide")
    .default(""),
  projectNature: z.preprocess(blankToNull, z.enum(projectNatures.map((n) => n.value) as [string, ...Array<string>], { message: "Nature du projet inconnue" }).nullable()),
  projectDescription: text(1000),
  lines: z.array(lineSchema).max(40, "40 lignes au maximum").default([]),
  discountLabel: text(120),
  discountAmount: decimal("Remise", { min: 0, max: 1_000_000 }).default(0),
  validityMonths: z
    .number({ message: "Durée de validité : 1 à 6 mois" })
    .int("Durée de validité : 1 à 6 mois")
    .min(1, "Durée de validité : 1 à 6 mois")
    .max(6, "Durée de validité : 1 à 6 mois")
    .default(2),
  /** « Valable jusqu'au » as a date instead of months (docs/decisions/648); empty: the months apply. */
  validUntilDay: z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), "Date de validité invalide (jj/mm/aaaa)")
    .default(""),
  paymentTerms: text(1000),
  deliveryWeeks: z
    .number({ message: "Délai de remise du rapport : un nombre entier de semaines" })
    .int("Délai de remise du rapport : un nombre entier de semaines")
    .min(1, "Délai de remise du rapport : au moins 1 semaine")
    .max(52, "Délai de remise du rapport : 52 semaines au maximum")
    .optional(),
  note: text(2000),
  clientReminder: checkboxField,
};

const withDiscountCheck = <T extends z.ZodType<{ lines: Array<{ quantity: number; unitPrice: number }>; discountAmount: number }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const subtotal = value.lines.reduce((sum, line) => sum + Math.round(line.quantity * Math.round(line.unitPrice * 100)), 0);
    if (Math.round(value.discountAmount * 100) > subtotal)
      ctx.addIssue({ code: "custom", path: ["discountAmount"], message: "La remise ne peut pas dépasser le total des lignes" });
  });

/** « Enregistrer », « Enregistrer et envoyer au client », « Ajouter la mission » post the whole form. */
export const saveDevisSchema = withDiscountCheck(z.object({ intent: z.literal("save"), ...devisFields }));
export const sendDevisSchema = withDiscountCheck(z.object({ intent: z.literal("send"), ...devisFields }));
export const addMissionSchema = withDiscountCheck(
  z.object({
    intent: z.literal("add-mission"),
    ...devisFields,
    missionId: z.string({ message: "Choisissez une mission du catalogue" }).trim().min(1, "Choisissez une mission du catalogue").max(40),
  }),
);
/** The draft's form, as the browser validates it: the button pressed chooses the intent. */
export const draftFormSchema = z.discriminatedUnion("intent", [saveDevisSchema, sendDevisSchema, addMissionSchema]);
export const cancelDevisSchema = z.object({ intent: z.literal("cancel"), version: versionField });
export const reviseDevisSchema = z.object({ intent: z.literal("revise"), version: versionField });
export const reminderSchema = z.object({ intent: z.literal("reminder"), version: versionField, clientReminder: checkboxField });

/** « Confirmer l'envoi » in the dialog that names the recipient, the total TTC and the attachments (docs/decisions/628). */
export const sendConfirmedSchema = z.object({ intent: z.literal("send-confirmed"), version: versionField });

export const editDevisActionSchema = z.discriminatedUnion("intent", [
  saveDevisSchema,
  sendDevisSchema,
  addMissionSchema,
  cancelDevisSchema,
  reviseDevisSchema,
  reminderSchema,
  sendConfirmedSchema,
]);

export type DevisFormInput = Omit<z.output<typeof saveDevisSchema>, "intent">;
/** The form's inputs (numbers and booleans typed as text by the browser). */
export type DevisFormValues = Omit<DevisFormInput, "lines"> & {
  intent?: string;
  lines: Array<{ kind: string; catalogueId?: string; label: string; detail: string; programme: string; quantity: number; unitPrice: number }>;
};

/** « Préparer le devis » (from a request) and « Nouveau devis » (blank). */
export const createDevisSchema = z.object({
  intent: z.literal("create"),
  source: z.enum(["blank", "simulation", "contact"], { message: "Origine du devis inconnue" }).default("blank"),
  sourceId: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable()).default(null),
});

// ---------------------------------------------------------------------------
// The client's answers (/devis/{token})
// ---------------------------------------------------------------------------

export const SIGNER_CODE_REQUIRED = "Saisissez le code à 6 chiffres reçu par e-mail";
export const SIGNER_RELATION_REQUIRED = frenchTypography(
  "Vous n'êtes pas la personne à qui ce devis est adressé : indiquez à quel titre vous l'acceptez pour elle (mandataire, gérant, conjoint…)",
);

export const acceptDevisSchema = z.object({
  intent: z.literal("accept"),
  signerName: z
    .string({ message: "Indiquez vos nom et prénom" })
    .trim()
    .min(2, "Indiquez vos nom et prénom")
    .max(150, "150 caractères au maximum")
    .refine(isOneLine, CONTROL_CHARACTERS_MESSAGE),
  signerQuality: z
    .string({ message: "Indiquez votre qualité (ex. propriétaire, gérant de la société…)" })
    .trim()
    .min(2, "Indiquez votre qualité (ex. propriétaire, gérant de la société…)")
    .max(150, "150 caractères au maximum")
    .refine(isOneLine, CONTROL_CHARACTERS_MESSAGE),
  approval: z.literal("on", { message: frenchTypography("Cochez « Bon pour accord » pour accepter le devis") }),
  /** Required for a particulier only (checked by the action, which knows the client type). */
  withdrawalChoice: z.enum(withdrawalChoices, { message: "Choisissez quand la mission peut commencer" }).optional(),
  /** Required when the signer is not the client (checked by the action, which knows the client's name): docs/decisions/627. */
  signerRelation: z.string().trim().max(150, "150 caractères au maximum").refine(isOneLine, CONTROL_CHARACTERS_MESSAGE).default(""),
  /** The 6-digit code e-mailed to the devis' address (docs/decisions/626); spaces typed or pasted are ignored. */
  code: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s+/g, "") : value),
    z.string({ message: SIGNER_CODE_REQUIRED }).regex(/^\d{6}$/, SIGNER_CODE_REQUIRED),
  ),
});

/** « Recevoir mon code par e-mail » (docs/decisions/626). */
export const sendCodeSchema = z.object({ intent: z.literal("send-code") });

export const refuseDevisSchema = z.object({
  intent: z.literal("refuse"),
  reason: z
    .preprocess(blankToNull, z.enum(REFUSAL_REASONS.map((r) => r.value) as [RefusalReason, ...Array<RefusalReason>], { message: "Raison inconnue" }).nullable())
    .default(null),
  /** Copied into the owner's e-mail: the contact form's multi-line rule (line breaks and tabs, no other control). */
  comment: z.string().trim().max(1000, "1000 caractères au maximum").refine(isCleanMultiline, MULTILINE_CONTROL_CHARACTERS_MESSAGE).default(""),
});

export const clientActionSchema = z.discriminatedUnion("intent", [acceptDevisSchema, refuseDevisSchema, sendCodeSchema]);

export const WITHDRAWAL_REQUIRED = "Choisissez si la mission peut commencer avant la fin du délai de rétractation";

// ---------------------------------------------------------------------------
// The dossier after acceptance (docs/decisions/640, 642)
// ---------------------------------------------------------------------------

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  virement: "Virement",
  cheque: "Chèque",
  carte: "Carte bancaire",
  especes: "Espèces",
};

export const PAYMENT_KIND_LABELS: Record<DevisPaymentKind, string> = {
  acompte: "Acompte",
  solde: "Solde",
  remboursement: "Remboursement",
};

export const WITHDRAWAL_CHANNEL_LABELS: Record<WithdrawalChannel, string> = {
  en_ligne: "en ligne, depuis le lien personnel",
  courrier: "par courrier",
  email: "par e-mail",
};

export function withdrawalChannelLabel(value: string | null | undefined): string {
  return value && value in WITHDRAWAL_CHANNEL_LABELS ? WITHDRAWAL_CHANNEL_LABELS[value as WithdrawalChannel] : "canal non précisé";
}
