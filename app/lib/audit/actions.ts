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
  "territory.region_create": "Création d'une région",
  "territory.region_update": "Modification d'une région",
  "territory.department_create": "Création d'un département",
  "territory.department_update": "Modification d'un département",
  "territory.city_create": "Création d'une ville",
  "territory.city_update": "Modification d'une ville",
  "territory.import": "Import de données territoriales",
  "territory.import_failed": "Échec d'un import de données territoriales",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
