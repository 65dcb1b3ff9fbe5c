// Every kind of e-mail the site writes to the outbox: its French label, and whether it is an
// account e-mail (super admins only, docs/decisions/323) and carries an account link.
// Browser-safe: the outbox lists, their CSV and the message viewer read it.

export type MailScope = "account" | "site";

type MailTypeInfo = {
  label: string;
  scope: MailScope;
  /** The account link the message carries (redacted once sent, removed unsent when it expires). */
  accountLink?: "invitation" | "reset";
};

export const MAIL_TYPES = {
  "contact-notification": { label: "Notification de demande de contact", scope: "site" },
  "simulation-recap": { label: "Récapitulatif de devis (client)", scope: "site" },
  "simulation-notification": { label: "Notification de simulation", scope: "site" },
  "terrain-result": { label: "Résultat « Mon terrain » (visiteur)", scope: "site" },
  "newsletter-confirmation": { label: "Confirmation d'inscription à la newsletter", scope: "site" },
  "lead-reply": { label: "Réponse à une demande", scope: "site" },
  "lead-follow-ups": { label: "Rappel des relances du jour", scope: "site" },
  "stats-digest": { label: "Synthèse hebdomadaire des statistiques", scope: "site" },
  "devis-sent": { label: "Devis envoyé au client", scope: "site" },
  "devis-accepted-client": { label: "Devis accepté (copie signée au client)", scope: "site" },
  "devis-accepted-owner": { label: "Devis accepté (au responsable)", scope: "site" },
  "devis-refused": { label: "Devis refusé (au responsable)", scope: "site" },
  "devis-reminder-client": { label: "Relance d'un devis (client)", scope: "site" },
  "devis-reminder-owner": { label: "Devis bientôt expiré (au responsable)", scope: "site" },
  "devis-deposit-received": { label: "Acompte reçu (au client)", scope: "site" },
  "devis-balance-received": { label: "Solde reçu (au client)", scope: "site" },
  "devis-withdrawal-client": { label: "Rétractation : accusé de réception (au client)", scope: "site" },
  "devis-withdrawal-owner": { label: "Rétractation du client (au responsable)", scope: "site" },
  "devis-refunded": { label: "Remboursement effectué (au client)", scope: "site" },
  "privacy-request-notification": { label: "Demande relative aux données personnelles (équipe)", scope: "site" },
  "staff-invitation": { label: "Invitation à l'administration", scope: "account", accountLink: "invitation" },
  "password-reset": { label: "Lien de réinitialisation du mot de passe", scope: "account", accountLink: "reset" },
  "password-changed": { label: "Mot de passe modifié", scope: "account" },
  "new-sign-in": { label: "Alerte de nouvelle connexion", scope: "account" },
  "two-factor-reset": { label: "Double authentification réinitialisée", scope: "account" },
  "two-factor-locked": { label: "Double authentification bloquée", scope: "account" },
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

export function carriesAccountLink(type: string): boolean {
  return ACCOUNT_LINK_TYPES.some((entry) => entry.type === type);
}

/** What the stored copy of a sent message shows instead of its account link. */
export const ACCOUNT_LINK_REMOVED = "[lien retiré après envoi]";

/** The paths of account links: the invitation and the reset pages (tested against their builders). */
export const ACCOUNT_LINK_PATHS = ["/admin/invitation/", "/admin/nouveau-mot-de-passe/"] as const;
