// How long the site keeps personal data: the ONE source of the purges of the daily cron,
// the « Données personnelles » screen and the privacy page's retention paragraph (its
// {{conservation.*}} placeholders), so the three never disagree (docs/decisions/340).
// Browser-safe.

/** Browsing data (page views, 404s, simulator funnel) and the visit cookie: 13 months (CNIL). */
export const BROWSING_RETENTION_MONTHS = 13;
/** The same in days, as the purge counts them (13 average months, rounded up). */
export const BROWSING_RETENTION_DAYS = /* @__PURE__ */ Math.ceil((BROWSING_RETENTION_MONTHS * 365.25) / 12);
/** Prospects: 3 years after their last contact (CNIL, prospection commerciale). */
export const PROSPECT_RETENTION_YEARS = 3;
export const PROSPECT_RETENTION_DAYS = PROSPECT_RETENTION_YEARS * 365;
/** '/mon-terrain' results sent by e-mail: 3 years after the request. */
export const TERRAIN_RETENTION_YEARS = 3;
export const TERRAIN_RETENTION_DAYS = TERRAIN_RETENTION_YEARS * 365;
/**
 * A contract (an accepted devis and its signature proof) and, once invoiced, its supporting
 * accounting documents: 10 years (Code de commerce, art. L110-4 and L123-22).
 */
export const CONTRACT_RETENTION_YEARS = 10;
/** A ZIP of a person's data waits at most this long in R2 for the super admin to send it. */
export const EXPORT_RETENTION_DAYS = 7;
/** A staff account's known browser, unused this long, is forgotten (docs/decisions/713). */
export const BROWSER_RETENTION_DAYS = 180;
/** The register of requests keeps the person's address this long, then only its hash. */
export const REGISTER_FULL_RETENTION_YEARS = 3;
/** RGPD art. 12.3: a request is answered within one month of its receipt. */
export const REQUEST_ANSWER_MONTHS = 1;
/** The dashboard warns when an open request is due within this many days. */
export const REQUEST_WARNING_DAYS = 7;

// The durations are written out (no helper call) so that a page importing one constant does
// not load every phrase: the bundler keeps a call it cannot prove pure.

/**
 * The phrases of the privacy page, each generated from the constants above. Staff write
 * `{{conservation.prospects}}` in the page; the public page and site health read the same value.
 */
export const RETENTION_PLACEHOLDERS = {
  navigation: `${BROWSING_RETENTION_MONTHS}\u00a0mois au maximum`,
  prospects: `${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} à compter de votre dernier contact avec nous`,
  terrain: `${TERRAIN_RETENTION_YEARS}\u00a0an${TERRAIN_RETENTION_YEARS > 1 ? "s" : ""} à compter de votre demande`,
  simulateur: `${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} à compter de votre dernier contact avec nous, sauf si la simulation débouche sur une commande`,
  clients: `${CONTRACT_RETENTION_YEARS}\u00a0an${CONTRACT_RETENTION_YEARS > 1 ? "s" : ""} après la fin de la relation contractuelle (Code de commerce, art.\u00a0L110-4 et L123-22)`,
  newsletter: "jusqu'à votre désinscription ; la trace de la désinscription est ensuite gardée, sans autre usage, jusqu'à ce que vous en demandiez l'effacement",
  demandes: `${REGISTER_FULL_RETENTION_YEARS}\u00a0an${REGISTER_FULL_RETENTION_YEARS > 1 ? "s" : ""} à compter de votre demande, puis sous une forme qui ne permet plus de lire votre adresse`,
} as const;

export type RetentionPlaceholder = keyof typeof RETENTION_PLACEHOLDERS;

/** The same durations as staff read them (inventory, screen, decision record). */
export const RETENTION_RULES = {
  navigation: `${BROWSING_RETENTION_MONTHS}\u00a0mois au maximum.`,
  prospects: `${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} après le dernier contact de la personne.`,
  simulateur: `${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} après le dernier contact de la personne ; ${CONTRACT_RETENTION_YEARS}\u00a0an${CONTRACT_RETENTION_YEARS > 1 ? "s" : ""} si la simulation débouche sur une commande.`,
  terrain: `${TERRAIN_RETENTION_YEARS}\u00a0an${TERRAIN_RETENTION_YEARS > 1 ? "s" : ""} après la demande.`,
  newsletter: "Jusqu'à la désinscription ; la désinscription elle-même jusqu'à l'effacement.",
  demandes: `${REGISTER_FULL_RETENTION_YEARS}\u00a0an${REGISTER_FULL_RETENTION_YEARS > 1 ? "s" : ""} avec l'adresse, puis l'empreinte de l'adresse seulement.`,
  exports: `${EXPORT_RETENTION_DAYS}\u00a0jours après leur création.`,
  devis: `Accepté : ${CONTRACT_RETENTION_YEARS}\u00a0an${CONTRACT_RETENTION_YEARS > 1 ? "s" : ""} après l'acceptation (contrat) ; sinon ${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} après sa dernière modification.`,
} as const;

/** The placeholder section: `{{conservation.navigation}}`. */
export const RETENTION_SECTION = "conservation";

/** The French label of each placeholder, for the editors' chips. */
export const RETENTION_PLACEHOLDER_LABELS: Record<RetentionPlaceholder, string> = {
  navigation: "Conservation des données de navigation",
  prospects: "Conservation des données des prospects",
  terrain: "Conservation des résultats « Mon terrain »",
  simulateur: "Conservation des données du simulateur",
  clients: "Conservation des données des clients",
  newsletter: "Conservation des abonnements à la newsletter",
  demandes: "Conservation des demandes d'exercice des droits",
};

/** The value of `{{conservation.key}}`, or undefined for an unknown key. */
export function retentionPlaceholder(key: string): string | undefined {
  return Object.hasOwn(RETENTION_PLACEHOLDERS, key) ? RETENTION_PLACEHOLDERS[key as RetentionPlaceholder] : undefined;
}

/**
 * The purges of the daily cron, in the order the screen lists them, with what each removes
 * and when (the same constants as the purges themselves).
 */
export const PURGES = [
  {
    key: "browsing",
    label: "Données de navigation (pages vues, erreurs 404, parcours du simulateur)",
    rule: `Supprimées après ${BROWSING_RETENTION_MONTHS}\u00a0mois`,
  },
  {
    key: "prospects",
    label: "Prospects : demandes de contact et pièces jointes, simulations, consentements, e-mails et historique de suivi",
    rule: `Supprimés ${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} après le dernier contact`,
  },
  {
    key: "terrain",
    label: "Résultats « Mon terrain » envoyés par e-mail",
    rule: `Supprimés ${TERRAIN_RETENTION_YEARS}\u00a0an${TERRAIN_RETENTION_YEARS > 1 ? "s" : ""} après la demande`,
  },
  {
    key: "staff",
    label: "Sessions, liens et navigateurs connus des comptes de l'équipe",
    rule: `Supprimés à leur expiration (navigateurs : ${BROWSER_RETENTION_DAYS}\u00a0jours sans connexion)`,
  },
  {
    key: "devis",
    label: "Devis : PDF envoyés et signés, preuves d'acceptation, historique",
    rule: `Non acceptés : supprimés ${PROSPECT_RETENTION_YEARS}\u00a0an${PROSPECT_RETENTION_YEARS > 1 ? "s" : ""} après leur dernière modification ; acceptés : ${CONTRACT_RETENTION_YEARS}\u00a0an${CONTRACT_RETENTION_YEARS > 1 ? "s" : ""} après l'acceptation`,
  },
  {
    key: "exports",
    label: "Exports de données personnelles (fichiers ZIP)",
    rule: `Supprimés ${EXPORT_RETENTION_DAYS}\u00a0jours après leur création`,
  },
  {
    key: "register",
    label: "Registre des demandes d'exercice des droits",
    rule: `Adresse et téléphone remplacés par leur empreinte ${REGISTER_FULL_RETENTION_YEARS}\u00a0an${REGISTER_FULL_RETENTION_YEARS > 1 ? "s" : ""} après la réception`,
  },
  {
    key: "erasures",
    label: "Effacements interrompus",
    rule: "Terminés par la tâche planifiée",
  },
] as const;

export type PurgeKey = (typeof PURGES)[number]["key"];
