// French labels of the personal data requests. Browser-safe.
import type { PrivacyRequestType } from "~/db/schema";

export const PRIVACY_REQUEST_TYPE_LABELS: Record<PrivacyRequestType, string> = {
  acces: "Accès (RGPD, art. 15)",
  rectification: "Rectification (RGPD, art. 16)",
  effacement: "Effacement (RGPD, art. 17)",
  opposition: "Opposition ou désinscription (RGPD, art. 21)",
};

export const PRIVACY_REQUEST_SOURCE_LABELS = { staff: "Enregistrée par l'équipe", link: "Lien personnel d'un e-mail" } as const;
