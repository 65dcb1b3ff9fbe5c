// Every kind of e-mail the site writes to the outbox: its French label, whether it is an
// account e-mail (super admins only, docs/decisions/323) and carries an account link, and its
// audience: an e-mail to a visitor or client carries their personal link (docs/decisions/343).
// Browser-safe: the outbox lists, their CSV and the message viewer read it.

export type MailScope = "account" | "site";
export type MailAudience = "staff" | "visitor";

/**
 * The kinds of secret a stored message may carry: each is replaced in the outbox's copy once
 * the provider accepted the message (app/lib/mail/stored-secrets.server.ts, where a kind is
 * defined; docs/decisions/726-secrets-in-stored-messages.md).
 */
export type StoredSecretKind = "account-link" | "devis-link" | "signer-code";

type MailTypeInfo = {
  label: string;
  scope: MailScope;
  /**
   * staff: the team, an owner, an account; visitor: a visitor or client, whose e-mail is
   * rendered with `audience: { kind: "visitor", privacyLink }` (the outbox refuses it otherwise).
   */
  audience: MailAudience;
  /** The account link the message carries (redacted once sent, removed unsent when it expires). */
  accountLink?: "invitation" | "reset";
  /** The other secrets the message carries (redacted once sent, or once spent when never sent). */
  secrets?: ReadonlyArray<StoredSecretKind>;
  /**
   * Its Reply-To is the visitor who caused it (a notification to the team): a search for the
   * visitor's address finds it. Elsewhere the Reply-To is staff (docs/decisions/729).
   */
  visitorReplyTo?: true;
};

export const MAIL_TYPES = {
  "contact-notification": { label: "Notification de demande de contact", scope: "site", audience: "staff", visitorReplyTo: true },
  "simulation-recap": { label: "Récapitulatif de devis (client)", scope: "site", audience: "visitor" },
  "simulation-notification": { label: "Notification de simulation", scope: "site", audience: "staff", visitorReplyTo: true },
  "terrain-result": { label: "Résultat « Mon terrain » (visiteur)", scope: "site", audience: "visitor" },
  "newsletter-confirmation": { label: "Confirmation d'inscription à la newsletter", scope: "site", audience: "visitor" },
  "lead-reply": { label: "Réponse à une demande", scope: "site", audience: "visitor" },
  "lead-follow-ups": { label: "Rappel des relances du jour", scope: "site", audience: "staff" },
  "stats-digest": { label: "Synthèse hebdomadaire des statistiques", scope: "site", audience: "staff" },
  "devis-sent": { label: "Devis envoyé au client", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-accepted-client": { label: "Devis accepté (copie signée au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-accepted-owner": { label: "Devis accepté (au responsable)", scope: "site", audience: "staff" },
  "devis-refused": { label: "Devis refusé (au responsable)", scope: "site", audience: "staff" },
  "devis-reminder-client": { label: "Relance d'un devis (client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-reminder-owner": { label: "Devis bientôt expiré (au responsable)", scope: "site", audience: "staff" },
  "privacy-request-notification": { label: "Demande relative aux données personnelles (équipe)", scope: "site", audience: "staff" },
  "privacy-request-acknowledgement": { label: "Accusé de réception d'une demande sur les données personnelles", scope: "site", audience: "visitor" },
  "privacy-request-answer": { label: "Réponse à une demande sur les données personnelles", scope: "site", audience: "visitor" },
  "staff-invitation": { label: "Invitation à l'administration", scope: "account", accountLink: "invitation", audience: "staff" },
  "password-reset": { label: "Lien de réinitialisation du mot de passe", scope: "account", accountLink: "reset", audience: "staff" },
  "password-changed": { label: "Mot de passe modifié", scope: "account", audience: "staff" },
  "new-sign-in": { label: "Alerte de nouvelle connexion", scope: "account", audience: "staff" },
  "two-factor-reset": { label: "Double authentification réinitialisée", scope: "account", audience: "staff" },
  "two-factor-locked": { label: "Double authentification bloquée", scope: "account", audience: "staff" },
  "devis-signer-code": { label: "Code de confirmation pour accepter un devis (client)", scope: "site", audience: "visitor", secrets: ["signer-code"] },
  "devis-deposit-received": { label: "Acompte reçu (au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-balance-received": { label: "Solde reçu (au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-withdrawal-client": { label: "Rétractation : accusé de réception (au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-withdrawal-owner": { label: "Rétractation du client (au responsable)", scope: "site", audience: "staff" },
  "devis-visit-planned": { label: "Date d'intervention (au client, avec le fichier agenda)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-visit-replanned": { label: "Nouvelle date d'intervention (au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-visit-engineer": { label: "Intervention prévue, déplacée ou annulée (à l'ingénieur, avec le fichier agenda)", scope: "site", audience: "staff" },
  "devis-report-delivered": { label: "Rapport remis (au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
  "devis-refunded": { label: "Remboursement effectué (au client)", scope: "site", audience: "visitor", secrets: ["devis-link"] },
} as const satisfies Record<string, MailTypeInfo>;

export type MailType = keyof typeof MAIL_TYPES;

const known = (type: string): type is MailType => Object.hasOwn(MAIL_TYPES, type);

/** Shown for a kind written by an older or newer version of the site: never the raw code. */
export const UNKNOWN_MAIL_TYPE_LABEL = "Autre e-mail";

/** « Réponse à une demande » for lead-reply. */
export function mailTypeLabel(type: string): string {
  return known(type) ? MAIL_TYPES[type].label : UNKNOWN_MAIL_TYPE_LABEL;
}

/** The account e-mails of the registry (an unknown kind sent about a user is one too: see accountMail in outbox.server). */
export const ACCOUNT_MAIL_TYPES = (Object.keys(MAIL_TYPES) as Array<MailType>).filter((type) => MAIL_TYPES[type].scope === "account");

/** The kinds that carry an account link, with the purpose of their token. */
export const ACCOUNT_LINK_TYPES = (Object.keys(MAIL_TYPES) as Array<MailType>).flatMap((type) => {
  const info: MailTypeInfo = MAIL_TYPES[type];
  return info.accountLink ? [{ type, purpose: info.accountLink }] : [];
});

/** The kinds whose Reply-To is the visitor who caused them (the personal-data search matches it there only). */
export const VISITOR_REPLY_TO_TYPES = (Object.keys(MAIL_TYPES) as Array<MailType>).filter((type) => {
  const info: MailTypeInfo = MAIL_TYPES[type];
  return info.visitorReplyTo === true;
});

/** The secrets a message of this type carries: those it declares, and its account link. */
export function secretsOf(type: string): Array<StoredSecretKind> {
  if (!known(type)) return [];
  const info: MailTypeInfo = MAIL_TYPES[type];
  return [...(info.accountLink ? (["account-link"] as const) : []), ...(info.secrets ?? [])];
}

export function carriesAccountLink(type: string): boolean {
  return ACCOUNT_LINK_TYPES.some((entry) => entry.type === type);
}

/** What the stored copy of a sent message shows instead of its account link. */
export const ACCOUNT_LINK_REMOVED = "[lien retiré après envoi]";

/** The paths of account links: the invitation and the reset pages (tested against their builders). */
export const ACCOUNT_LINK_PATHS = ["/admin/invitation/", "/admin/nouveau-mot-de-passe/"] as const;

/** The kinds written to a visitor or a client: each carries the recipient's personal link. */
export const VISITOR_MAIL_TYPES = (Object.keys(MAIL_TYPES) as Array<MailType>).filter((type) => MAIL_TYPES[type].audience === "visitor");
export type VisitorMailType = { [K in MailType]: (typeof MAIL_TYPES)[K]["audience"] extends "visitor" ? K : never }[MailType];

export function isVisitorMail(type: string): boolean {
  return known(type) && MAIL_TYPES[type].audience === "visitor";
}
