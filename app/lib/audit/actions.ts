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
  "service.create": "Création d'un service",
  "service.update": "Modification d'un service",
  "service.delete": "Suppression d'un service",
  "page.create": "Création d'une page",
  "page.update": "Modification d'une page",
  "page.delete": "Suppression d'une page",
  "testimonial.create": "Création d'un témoignage",
  "testimonial.update": "Modification d'un témoignage",
  "testimonial.delete": "Suppression d'un témoignage",
  "simulator_service.create": "Création d'une prestation du simulateur",
  "simulator_service.update": "Modification d'une prestation du simulateur",
  "simulator_service.delete": "Suppression d'une prestation du simulateur",
  "redirect.create": "Création d'une redirection",
  "redirect.update": "Modification d'une redirection",
  "redirect.delete": "Suppression d'une redirection",
  "setting.update": "Modification d'un paramètre du site",
  "webhook.test": "Test du webhook",
  "webhook.test_result": "Réponse au test du webhook",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
