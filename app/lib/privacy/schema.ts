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
  outcome: "Décrivez en quelques mots ce qui a été fait (3 à 500 caractères), sans recopier les données de la personne.",
  fingerprint: "La confirmation a expiré : préparez de nouveau l'effacement.",
  changed: "Les données de cette personne ont changé depuis l'aperçu : vérifiez le nouvel aperçu avant de confirmer.",
  truncated: "Cette personne a trop d'enregistrements pour un effacement en une fois : contactez l'équipe technique.",
  notFound: "Aucun enregistrement ne porte cette adresse ou ce numéro : rien n'a été modifié.",
  nothing: "La nouvelle adresse est identique à l'actuelle : rien n'a été modifié.",
  newsletterTaken: "La nouvelle adresse est déjà inscrite à la newsletter : désinscrivez l'une des deux avant de rectifier.",
  newsletterSuppressed: "La nouvelle adresse a été effacée de la newsletter : l'inscription ne peut pas y être transférée.",
  alreadyAnswered: "Cette demande a déjà été traitée par un collègue : la liste est à jour.",
  requestNotFound: "Demande introuvable.",
  exportExpired: "Cet export n'est plus disponible (7 jours au plus) : préparez-en un nouveau.",
  exportFailed: "L'export n'a pas pu être préparé (stockage indisponible). Réessayez dans quelques minutes.",
  recorded: "Demande enregistrée dans le registre.",
  answered: "Demande marquée comme traitée.",
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
  });

export const answerSchema = z.object({
  intent: z.literal("answer"),
  id: idField,
  outcome: z.string({ message: PRIVACY_MESSAGES.outcome }).trim().min(3, PRIVACY_MESSAGES.outcome).max(500, PRIVACY_MESSAGES.outcome),
});

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
    "Votre demande est enregistrée. Nous vous répondrons par e-mail dans un délai d'un mois au plus (RGPD, art. 12). Rien n'est effacé avant que nous ayons vérifié la demande.",
  generic: "Votre demande n'a pas pu être enregistrée. Veuillez réessayer plus tard ou nous écrire.",
} as const;

export const publicRequestSchema = z.object({
  type: z.enum(["acces", "effacement", "opposition"], { message: PUBLIC_REQUEST_MESSAGES.type }),
});
