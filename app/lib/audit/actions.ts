/** Audit actions and their labels in the journal. */
export const AUDIT_ACTIONS = {
  "auth.sign_in": "Connexion réussie",
  "auth.sign_in_failed": "Échec de connexion",
  "auth.sign_in_rate_limited": "Connexion bloquée (trop de tentatives)",
  "auth.sign_out": "Déconnexion",
  "user.create": "Création d'un utilisateur",
  "user.create_super_admin": "Création d'un super administrateur",
  "user.create_cli": "Création d'un super administrateur (ligne de commande)",
  "user.update": "Modification d'un utilisateur",
  "user.delete": "Suppression d'un utilisateur",
  "profile.update": "Modification du profil",
  "profile.password_change": "Changement de mot de passe",
  "lead.status_change": "Changement de statut d'une demande",
  "mail.resend": "Renvoi d'un e-mail",
  "article.create": "Création d'un article",
  "article.update": "Modification d'un article",
  "article.publish": "Publication d'un article",
  "article.unpublish": "Dépublication d'un article",
  "article.delete": "Suppression d'un article",
  "article.restore": "Restauration d'une version d'un article",
  "category.create": "Création d'une catégorie",
  "category.update": "Modification d'une catégorie",
  "category.delete": "Suppression d'une catégorie",
  "media.upload": "Téléversement d'un fichier",
  "media.update": "Modification d'un fichier de la médiathèque",
  "media.delete": "Suppression d'un fichier",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
