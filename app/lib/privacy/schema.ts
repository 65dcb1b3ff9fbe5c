// The forms of « Données personnelles » (super admins) and of the public request page, and
// their French messages. Browser-safe.
import { z } from "zod";
import { privacyRequestTypes } from "~/db/schema";
import { dayField, idField } from "~/lib/admin/schema";

export const PRIVACY_MESSAGES = {
  email: "Saisissez une adresse e-mail valide (par exemple jean.dupont@exemple.fr).",
  phone: "Saisissez un numéro de téléphone valide (chiffres, espaces, points, tirets, « + » et parenthèses).",
  newValue: "Saisissez la nouvelle adresse e-mail, le nouveau numéro, ou les deux.",
  newPhoneNeedsPhone: "Pour changer un numéro, saisissez aussi l'ancien dans « Téléphone » puis relancez la recherche.",
  receivedOn: "Saisissez le jour où la demande a été reçue (aujourd'hui au plus tard).",
  fingerprint: "La confirmation a expiré : préparez de nouveau l'effacement.",
  changed: "Les données de cette personne ont changé depuis l'aperçu : vérifiez le nouvel aperçu avant de confirmer.",
  truncated: "Cette personne a trop d'enregistrements pour un effacement en une fois : contactez l'équipe technique.",
  notFound: "Aucun enregistrement ne porte cette adresse ou ce numéro : rien n'a été modifié.",
  nothing: "La nouvelle adresse est identique à l'actuelle : rien n'a été modifié.",
  newsletterTaken: "La nouvelle adresse est déjà inscrite à la newsletter : désinscrivez l'une des deux avant de rectifier.",
  newsletterSuppressed: "La nouvelle adresse a été effacée de la newsletter : l'inscription ne peut pas y être transférée.",
  alreadyAnswered: "Cette demande a déjà reçu sa réponse (envoyée par un collègue) : la liste est à jour.",
  identityCheck:
    "Indiquez comment l'identité de la personne a été vérifiée (3 à 500 caractères), par exemple « demande reçue de l'adresse concernée, confirmée par retour d'e-mail ».",
  identityMissing:
    "Enregistrez d'abord la demande dans le registre, avec la façon dont l'identité de la personne a été vérifiée : l'export et l'effacement ne sont possibles qu'une fois l'identité vérifiée (RGPD, art. 12.6).",
  answerBody: "Rédigez la réponse (20 à 10 000 caractères).",
  answerToComplete: "Complétez le passage entre crochets « [À compléter : …] » avant d'envoyer la réponse.",
  answerNotActed: "Faites d'abord ce qui est demandé (export, rectification ou effacement) : la réponse dit ce qui a été fait. Pour ne pas y donner suite, choisissez « Refuser ».",
  answerSent: "Réponse envoyée : la demande est traitée.",
  publicExportGone: "Ce lien de téléchargement n'est plus valable (7 jours au plus) ou ne correspond pas à votre adresse. Écrivez-nous pour en recevoir un nouveau.",
  requestNotFound: "Demande introuvable.",
  exportExpired: "Cet export n'est plus disponible (7 jours au plus) : préparez-en un nouveau.",
  exportFailed: "L'export n'a pas pu être préparé (stockage indisponible). Réessayez dans quelques minutes.",
  recorded: "Demande enregistrée dans le registre ; l'accusé de réception est envoyé à la personne.",
  recordedNoAck: "Demande enregistrée dans le registre, mais l'accusé de réception n'a pas pu être écrit : il sera à renvoyer depuis le registre.",
  erased: "Effacement terminé. Le registre indique ce qui a été supprimé, anonymisé et conservé.",
  erasePending: "Effacement commencé : une partie n'a pas pu être faite tout de suite, la tâche planifiée de cette nuit le terminera.",
  loadFailed: "Impossible de charger les données personnelles. Veuillez réessayer.",
} as const;

const email = z
  .string({ message: PRIVACY_MESSAGES.email })
  .trim()
  .min(3, PRIVACY_MESSAGES.email)
  .max(254, PRIVACY_MESSAGES.email)
  .pipe(z.email({ message: PRIVACY_MESSAGES.email }));

const phone = z
  .string()
  .trim()
  .max(30, PRIVACY_MESSAGES.phone)
  .regex(/^\+?[\d\s.()\u00a0-]{6,30}$/, PRIVACY_MESSAGES.phone)
  .optional();

const person = { email, phone };

export const findSchema = z.object({ intent: z.literal("find"), ...person });
export const exportSchema = z.object({ intent: z.literal("export"), ...person });
export const previewEraseSchema = z.object({ intent: z.literal("preview-erase"), ...person });
export const eraseSchema = z.object({
  intent: z.literal("erase"),
  ...person,
  fingerprint: z.string({ message: PRIVACY_MESSAGES.fingerprint }).regex(/^[0-9a-f]{24}$/, PRIVACY_MESSAGES.fingerprint),
});
export const correctSchema = z
  .object({
    intent: z.literal("correct"),
    ...person,
    newEmail: email.optional(),
    newPhone: phone,
  })
  .refine((value) => Boolean(value.newEmail || value.newPhone), { message: PRIVACY_MESSAGES.newValue, path: ["newEmail"] })
  .refine((value) => !value.newPhone || Boolean(value.phone), { message: PRIVACY_MESSAGES.newPhoneNeedsPhone, path: ["newPhone"] });

/** Today in Paris as YYYY-MM-DD, for the « received on » limit (set by the server). */
export const recordSchema = (today: string) =>
  z.object({
    intent: z.literal("record"),
    type: z.enum(privacyRequestTypes, { message: "Choisissez le type de la demande." }),
    ...person,
    receivedOn: dayField(PRIVACY_MESSAGES.receivedOn).refine((day) => day <= today, PRIVACY_MESSAGES.receivedOn),
    // A request entered by hand says how the identity was checked (docs/decisions/344).
    identityCheck: z.string({ message: PRIVACY_MESSAGES.identityCheck }).trim().min(3, PRIVACY_MESSAGES.identityCheck).max(500, PRIVACY_MESSAGES.identityCheck),
  });

/**
 * Why a request is not acted on, and the paragraph the answer proposes (RGPD art. 12.4 to
 * 12.6; docs/decisions/345). The second asks staff to say why, in their own words.
 */
export const REFUSAL_REASONS = {
  identite: {
    label: "Identité non vérifiable",
    answer:
      "Nous n'avons pas pu vérifier que vous êtes la personne à laquelle ces données se rapportent ; pour protéger ces données, nous ne pouvons pas donner suite à cette demande (RGPD, art. 12.6). Vous pouvez la renouveler depuis le lien personnel qui figure au bas de chacun de nos e-mails, ou en nous écrivant depuis l'adresse concernée.",
  },
  infondee: {
    label: "Demande manifestement infondée ou excessive",
    answer:
      "Nous ne donnons pas suite à cette demande, qui nous paraît manifestement infondée ou excessive (RGPD, art. 12.5) : [À compléter : la raison précise, par exemple la même demande déjà satisfaite le …].",
  },
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASONS;
export const refusalReasons = Object.keys(REFUSAL_REASONS) as [RefusalReason, ...Array<RefusalReason>];

export const answerSchema = z.object({
  intent: z.literal("answer"),
  id: idField,
  kind: z.enum(["done", "refused"], { message: PRIVACY_MESSAGES.answerBody }),
  body: z
    .string({ message: PRIVACY_MESSAGES.answerBody })
    .trim()
    .min(20, PRIVACY_MESSAGES.answerBody)
    .max(10_000, PRIVACY_MESSAGES.answerBody)
    .refine((body) => !body.includes("[À compléter"), PRIVACY_MESSAGES.answerToComplete),
});

/** The answer form of a request (?repondre=), prefilled from what was done. */
export const answerPath = (id: number) => `/admin/donnees-personnelles?repondre=${id}#reponse`;

export const PRIVACY_INTENTS = ["find", "export", "preview-erase", "erase", "correct", "record", "answer"] as const;

// ---------------------------------------------------------------------------
// The public page of the personal link
// ---------------------------------------------------------------------------

export const PUBLIC_REQUEST_HONEYPOT = "site_web";

/** What a visitor may ask through the personal link (a rectification is a message to the firm). */
export const PUBLIC_REQUEST_TYPES = [
  { value: "acces", label: "Recevoir une copie des données que vous conservez sur moi (droit d'accès, RGPD art. 15)" },
  { value: "effacement", label: "Faire effacer mes données (droit à l'effacement, RGPD art. 17)" },
  { value: "opposition", label: "Ne plus recevoir de messages de votre part (droit d'opposition, RGPD art. 21)" },
] as const;

export const PUBLIC_REQUEST_MESSAGES = {
  type: "Choisissez ce que vous souhaitez demander.",
  invalidLink: "Ce lien n'est pas valide : il a peut-être été mal copié. Utilisez le lien complet de l'e-mail reçu, ou écrivez-nous.",
  received:
    "Votre demande est enregistrée et un accusé de réception vient de vous être envoyé par e-mail. Nous vous répondrons par e-mail dans un délai d'un mois au plus (RGPD, art. 12.3). Rien n'est effacé avant que nous ayons vérifié la demande.",
  generic: "Votre demande n'a pas pu être enregistrée. Veuillez réessayer plus tard ou nous écrire.",
} as const;

export const publicRequestSchema = z.object({
  type: z.enum(["acces", "effacement", "opposition"], { message: PUBLIC_REQUEST_MESSAGES.type }),
});
