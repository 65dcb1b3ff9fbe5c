// The settings screen ('Paramètres du site'): which fact
// sits in which tab, and how each one is validated. Browser-safe: the form validates
// with the same rules as the action.
import { z } from "zod";
import { OUTBOUND_URL_MESSAGES, type OutboundUrlRefusal, parsePublicHttpsUrl } from "~/lib/http/outbound-url";
import { TWO_FACTOR_POLICIES, TWO_FACTOR_POLICY_LABELS } from "~/lib/auth/two-factor";
import { isCleanMultiline, isOneLine, MULTILINE_CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text";
import { checkIban, formatIban, IBAN_MESSAGES, isValidBic } from "./bank";
import { isDerivedSetting, isLegacySetting, type SettingSection, settingDefinitions } from "./definitions";

export const SETTINGS_MESSAGES = {
  loadFailed: "Une erreur est survenue lors du chargement des paramètres. Veuillez réessayer.",
  updated: "Paramètre mis à jour",
  noChange: "Aucune modification à enregistrer",
  updateFailed: (id: string) => `Impossible de mettre à jour ${id}`,
  webhookMissing: "Renseignez et enregistrez d'abord l'URL du webhook.",
  webhookQueued: "Test envoyé : la réponse du webhook s'affiche sous le champ dès qu'elle arrive.",
} as const;

/** "contact.phone" */
export type SettingId = { [S in SettingSection]: `${S}.${Extract<keyof (typeof settingDefinitions)[S], string>}` }[SettingSection];

/** The definition of an editable setting (a derived one, such as the full address, is not). */
export function settingDefinition(id: string) {
  const [section, key] = id.split(".");
  if (isDerivedSetting(section, key) || isLegacySetting(section, key)) return null;
  const keys = (settingDefinitions as Record<string, Record<string, { label: string; type: string; defaultValue: string; public?: true }>>)[section];
  return keys && key in keys ? keys[key] : null;
}

const WEBHOOK_NOT_HTTPS = "L'URL du webhook doit être une adresse https:// (ou vide pour ne rien transférer)";

/** Why a webhook URL is refused, for its field, the 'Tester' flash and the test's answer. */
export function webhookRefusalMessage(reason: OutboundUrlRefusal): string {
  return reason === "invalid" || reason === "not-https" ? WEBHOOK_NOT_HTTPS : `URL du webhook refusée. ${OUTBOUND_URL_MESSAGES[reason]}`;
}

type Rule = {
  input: "text" | "email" | "tel" | "url" | "textarea" | "number" | "select";
  schema: z.ZodType<string>;
  hint?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
};

export const SETTING_ONE_LINE_MESSAGE = "Ce paramètre doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.";

// A one-line fact may end up in an e-mail header (the site name is the sender's name and is in
// subjects): line breaks are refused there (docs/decisions/322); a textarea keeps its lines.
const text = (max: number, required = false, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .refine((value) => !required || value.length > 0, "Ce paramètre ne peut pas être vide")
    .refine((value) => (multiline ? isCleanMultiline(value) : isOneLine(value)), multiline ? MULTILINE_CONTROL_CHARACTERS_MESSAGE : SETTING_ONE_LINE_MESSAGE);
const email = (required = true) =>
  z
    .string()
    .trim()
    .refine((value) => (value === "" ? !required : z.email().safeParse(value).success), required ? "Adresse e-mail invalide" : "Adresse e-mail invalide (ou laissez vide)");
const phone = z
  .string()
  .trim()
  .refine(
    (value) => /^\+?[\d\s.()-]+$/.test(value) && value.replace(/\D/g, "").length >= 10 && value.replace(/\D/g, "").length <= 15,
    "Numéro de téléphone invalide : au moins 10 chiffres (ex. 01 23 45 67 89)",
  );
const webUrl = z
  .string()
  .trim()
  .max(500, "500 caractères au maximum")
  .refine((value) => value === "" || /^https?:\/\/[^\s/"'<>]+\.[^\s/"'<>]+(\/[^\s"'<>]*)?$/.test(value), "Adresse web invalide : elle commence par https:// (ou laissez vide)");
/** The webhook: an https URL on a public DNS name (app/lib/http/outbound-url.ts), or empty. */
const webhookUrl = z
  .string()
  .trim()
  .max(500, "500 caractères au maximum")
  .superRefine((value, ctx) => {
    if (value === "") return;
    const checked = parsePublicHttpsUrl(value);
    if (!checked.ok) ctx.addIssue({ code: "custom", message: webhookRefusalMessage(checked.reason) });
  });
const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(",", "."))
    .refine(
      (value) => /^-?\d{1,3}(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit,
      `La ${label} est un nombre entre -${limit} et ${limit} (ex. ${label === "latitude" ? "48.8590" : "2.3790"})`,
    );

/** Rules by setting; anything not listed is free text of its definition's type. */
const RULES: Partial<Record<SettingId, Rule>> = {
  "general.site_name": { input: "text", schema: text(100, true) },
  "general.legal_name": { input: "text", schema: text(150, true) },
  "contact.email": { input: "email", schema: email() },
  "contact.privacy_email": { input: "email", schema: email() },
  "contact.notification_email": { input: "email", schema: email(), hint: "Reçoit une notification à chaque demande de contact et simulation." },
  "contact.from_email": { input: "email", schema: email(), hint: "Adresse d'expédition des e-mails du site." },
  "contact.phone": { input: "tel", schema: phone },
  "contact.street": {
    input: "text",
    schema: text(200, true),
    hint: "Avec le code postal, la ville et le pays, forme l'adresse affichée partout : en-tête, pied de page, page contact, pages légales ({{contact.address}}), devis et données structurées.",
  },
  "contact.city": { input: "text", schema: text(100, true) },
  "contact.zip_code": {
    input: "text",
    schema: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Code postal invalide : 5 chiffres"),
  },
  "contact.latitude": { input: "number", schema: coordinate("latitude", 90), hint: "Position de la carte de la page contact (zoom 15)." },
  "contact.longitude": { input: "number", schema: coordinate("longitude", 180) },
  "legal.siret": {
    input: "text",
    schema: z
      .string()
      .trim()
      .refine((v) => v.replace(/\s/g, "").length === 14 && /^\d+$/.test(v.replace(/\s/g, "")), "Le SIRET compte 14 chiffres"),
  },
  "legal.vat": {
    input: "text",
    schema: z
      .string()
      .trim()
      .refine((v) => /^FR[0-9A-Z]{2}\d{9}$/.test(v.replace(/\s/g, "")), "Numéro de TVA invalide : FR suivi de 11 caractères (ex. FR12 345678901)"),
  },
  "legal.insurer": { input: "text", schema: text(200), hint: "Imprimé sur chaque devis (ex. « SMABTP ») ; requis pour envoyer un devis." },
  "legal.insurance_policy": { input: "text", schema: text(100), hint: "Imprimé sur chaque devis avec le nom de l'assureur ; requis pour envoyer un devis." },
  "legal.payment_terms": {
    input: "textarea",
    schema: text(1000, true, true),
    hint: "Imprimées sur chaque devis PDF : gardez-les conformes à l'article « Prix et conditions de paiement » des CGV.",
  },
  // The deposit and the bank details (docs/decisions/642-deposit-and-payments.md).
  "payment.deposit_percent": {
    input: "number",
    schema: z
      .string()
      .trim()
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= 100, "Pourcentage invalide : un nombre entier de 0 à 100 (0 : pas d'acompte)"),
    hint: "Acompte (et non arrhes) demandé à la commande, calculé sur le total TTC de chaque devis envoyé. Gardez le même pourcentage dans les conditions de paiement ci-dessus.",
  },
  "payment.account_holder": { input: "text", schema: text(140), hint: "Tel qu'il figure sur le RIB (ex. « Lutetia Géotechnique SAS »)." },
  "payment.iban": {
    input: "text",
    schema: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (value === "") return;
        const checked = checkIban(value);
        if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
      })
      .transform((value) => (value === "" ? "" : formatIban(value))),
    hint: "Vérifié avec sa clé de contrôle (ISO 13616). Affiché au client après l'acceptation de son devis, avec le numéro du devis comme référence du virement.",
  },
  "payment.bic": {
    input: "text",
    schema: z
      .string()
      .trim()
      .refine((v) => v === "" || isValidBic(v), IBAN_MESSAGES.bic)
      .transform((v) => v.replace(/\s/g, "").toUpperCase()),
  },
  "security.two_factor_required": {
    input: "select",
    schema: z.enum(TWO_FACTOR_POLICIES, "Choisissez personne, les super administrateurs ou tout le personnel"),
    options: TWO_FACTOR_POLICIES.map((value) => ({ value, label: TWO_FACTOR_POLICY_LABELS[value] })),
    hint: "Un compte concerné qui ne l'a pas encore activée doit le faire juste après son mot de passe, avant d'accéder à l'administration. Les sessions déjà ouvertes ne sont pas coupées.",
  },
  "integrations.webhook_url": {
    input: "url",
    schema: webhookUrl,
    hint: "Adresse https:// d'un service en ligne (Make, Zapier…) : chaque demande de contact y est envoyée en JSON. Les adresses IP et les noms de réseau interne sont refusés. Vide : aucun transfert.",
  },
};

export function settingRule(id: string): Rule {
  const rule = RULES[id as SettingId];
  if (rule) return rule;
  const type = settingDefinition(id)?.type ?? "text";
  if (type === "url") return { input: "url", schema: webUrl };
  if (type === "email") return { input: "email", schema: email(false) };
  if (type === "tel") return { input: "tel", schema: phone };
  return { input: type === "textarea" ? "textarea" : "text", schema: text(type === "textarea" ? 1000 : 300, false, type === "textarea") };
}

/** The value to store, or the French message of what is wrong with it. */
export function validateSetting(id: string, value: string): { ok: true; value: string } | { ok: false; reason: "refused"; message: string } {
  if (!settingDefinition(id)) return { ok: false, reason: "refused", message: "Paramètre inconnu" };
  const parsed = settingRule(id).schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: "refused", message: parsed.error.issues[0]?.message ?? "Valeur invalide" };
}

export type SettingsGroup = { legend?: string; ids: Array<SettingId> };
export type SettingsTab = { id: string; label: string; description: string; groups: Array<SettingsGroup> };

/** The tabs: site, contact and social links, then the company's other facts, security and integrations. */
export const SETTINGS_TABS: Array<SettingsTab> = [
  {
    id: "general",
    label: "Général",
    description: "Nom et présentation du site (en-tête, pied de page, page d'accueil, flux RSS).",
    groups: [{ ids: ["general.site_name", "general.site_description"] }],
  },
  {
    id: "contact",
    label: "Contact",
    description: "Coordonnées affichées dans l'en-tête, le pied de page, la page contact, les pages légales et les données structurées.",
    groups: [
      { ids: ["contact.email", "contact.phone"] },
      { legend: "Adresse du siège", ids: ["contact.street", "contact.zip_code", "contact.city", "contact.country"] },
      { legend: "Données personnelles", ids: ["contact.privacy_email"] },
    ],
  },
  {
    id: "social",
    label: "Réseaux sociaux",
    description: "Liens du pied de page. Laissez vide un réseau sur lequel la société n'est pas présente.",
    groups: [{ ids: ["social.facebook", "social.twitter", "social.instagram", "social.linkedin"] }],
  },
  {
    id: "company",
    label: "Société",
    description: "Informations légales reprises dans les mentions légales, les CGV, la politique de confidentialité et les devis.",
    groups: [
      { legend: "Identité", ids: ["general.legal_name", "general.legal_form", "general.capital", "general.founded", "general.employees", "legal.director"] },
      { legend: "Immatriculation", ids: ["legal.rcs", "legal.siret", "legal.vat"] },
      { legend: "Hébergeur du site", ids: ["hosting.name", "hosting.legal_name", "hosting.address"] },
      { legend: "Coordonnées GPS du bureau", ids: ["contact.latitude", "contact.longitude"] },
      { legend: "Horaires d'ouverture", ids: ["hours.weekdays", "hours.saturday", "hours.sunday"] },
      { legend: "Médiateur de la consommation (CGV)", ids: ["mediator.name", "mediator.address", "mediator.website"] },
      { legend: "Assurance et devis", ids: ["legal.insurer", "legal.insurance_policy", "legal.payment_terms"] },
      { legend: "Acompte et coordonnées bancaires (devis)", ids: ["payment.deposit_percent", "payment.account_holder", "payment.iban", "payment.bic"] },
    ],
  },
  {
    id: "security",
    label: "Sécurité",
    description: "Connexion à l'administration. Réglage interne : il n'est jamais envoyé aux pages publiques.",
    groups: [{ ids: ["security.two_factor_required"] }],
  },
  {
    id: "integrations",
    label: "Intégrations",
    description: "Réglages internes : ils ne sont jamais envoyés aux pages publiques.",
    groups: [{ ids: ["integrations.webhook_url", "contact.notification_email", "contact.from_email"] }],
  },
];

export function tabOf(tabId: string) {
  return SETTINGS_TABS.find((tab) => tab.id === tabId) ?? null;
}

export function tabSettingIds(tab: SettingsTab): Array<SettingId> {
  return tab.groups.flatMap((group) => group.ids);
}
