// The simulator catalogue (prices in euros, excluding VAT) and, per project
// nature, what each service is: "obligatoire" (included, locked) or "recommandee"
// (pre-ticked). The rules follow the firm's own content: see
// docs/decisions/600-simulator-recommendation-rules.md for the table and its sources.
import { legacyColumns, type ServiceRules } from "../../app/lib/simulator/rules";
import type { PricingModifiers } from "../../app/db/types";

export type SeedSimulatorService = {
  id: string;
  name: string;
  description: string;
  basePrice: number;
  rules: ServiceRules;
  /** The devis' default programme of investigations (« 2 sondages à la pelle mécanique à 3 m… »). */
  programme: string;
  /** Legacy columns, derived from `rules`. */
  mandatory: boolean;
  recommendedFor: Array<string>;
  serviceSlug: string | null;
};

const service = (s: Omit<SeedSimulatorService, "mandatory" | "recommendedFor">): SeedSimulatorService => ({ ...s, ...legacyColumns(s.rules) });

/** Seed texts that an earlier version wrote and that were wrong: replaced when still untouched. */
export const correctedSimulatorDescriptions: Array<{ id: string; before: string }> = [
  {
    id: "g1-es",
    before:
      "Enquête documentaire, visite du site et premiers sondages pour identifier le contexte géologique et les risques majeurs. Indispensable avant tout projet (loi ELAN en zone argileuse).",
  },
  {
    id: "g1-pgc",
    before: "Sondages et essais pour définir un modèle géologique préliminaire et les principes généraux de fondation et de terrassement.",
  },
  {
    id: "g2-avp",
    before: "Modèle géotechnique du site, choix du type de fondations, premières estimations de tassements et de coûts : l'étude de conception exigée par la loi ELAN.",
  },
];

export const simulatorServices: Array<SeedSimulatorService> = [
  service({
    id: "g1-es",
    name: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
    description:
      "Première phase de l'étude préalable G1 : enquête documentaire, visite du site, premier modèle géologique et risques majeurs. Avec la phase PGC, elle forme l'étude préalable exigée par la loi ELAN pour vendre un terrain à bâtir en zone argileuse.",
    basePrice: 1200,
    programme: "Enquête documentaire (cartes géologiques, banque du sous-sol du BRGM, Géorisques) et visite du site ; pas de sondage à cette phase.",
    rules: { construction_neuve: "recommandee", vente_terrain: "obligatoire", acquisition: "recommandee" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g1-pgc",
    name: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)",
    description:
      "Seconde phase de l'étude préalable G1 : sondages et essais pour un modèle géologique préliminaire et les principes généraux de fondation et de terrassement. Avec la phase ES, elle forme l'étude préalable exigée par la loi ELAN.",
    basePrice: 1500,
    programme: "2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m, essais d'identification en laboratoire (teneur en eau, VBS).",
    rules: { construction_neuve: "recommandee", vente_terrain: "obligatoire", acquisition: "recommandee" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g2-avp",
    name: "Étude géotechnique de conception G2 – Avant-projet (AVP)",
    description:
      "Première phase de l'étude de conception G2 : modèle géotechnique du site, choix du type de fondations, premières estimations de tassements et de coûts. Avec la phase PRO, elle forme l'étude de conception prévue par la loi ELAN.",
    basePrice: 2200,
    programme: "3 sondages pressiométriques à 12 m, 2 sondages à la pelle mécanique à 3 m, essais d'identification en laboratoire (granulométrie, limites d'Atterberg).",
    rules: { construction_neuve: "obligatoire", extension: "obligatoire" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g2-pro",
    name: "Étude géotechnique de conception G2 – Projet (PRO)",
    description: "Dimensionnement des fondations, soutènements et dispositions constructives, avec notes de calcul selon l'Eurocode 7.",
    basePrice: 2800,
    programme: "Exploitation des sondages de la phase AVP, complétés si nécessaire par 1 sondage pressiométrique à 15 m au droit des appuis les plus chargés.",
    rules: { construction_neuve: "obligatoire", extension: "obligatoire" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g3",
    name: "Étude et suivi géotechniques d'exécution G3",
    description: "Mission de l'entreprise de travaux : études d'exécution des ouvrages géotechniques et suivi de leur réalisation.",
    basePrice: 3500,
    programme: "Études d'exécution des ouvrages géotechniques et suivi sur chantier : visites et contrôles selon le planning de l'entreprise.",
    rules: {},
    serviceSlug: "suivi-chantier",
  }),
  service({
    id: "g4",
    name: "Supervision géotechnique d'exécution G4",
    description: "Mission du maître d'ouvrage : supervision des études et du suivi d'exécution, contrôle de la conformité aux hypothèses du projet.",
    basePrice: 2800,
    programme: "Examen des documents d'exécution et 3 visites de supervision sur chantier.",
    rules: {},
    serviceSlug: "suivi-chantier",
  }),
  service({
    id: "g5",
    name: "Diagnostic géotechnique G5",
    description: "Étude d'un ouvrage existant ou d'un sinistre (fissures, tassements) : investigations ciblées et analyse des causes géotechniques.",
    basePrice: 2500,
    programme: "Relevé des désordres, 2 sondages à la pelle mécanique de reconnaissance des fondations existantes, 1 sondage au pénétromètre dynamique à 6 m.",
    rules: { extension: "recommandee", renovation: "recommandee", diagnostic: "obligatoire" },
    serviceSlug: "diagnostics",
  }),
  service({
    id: "etude-hydraulique",
    name: "Étude hydraulique et tests de perméabilité",
    description: "Essais d'infiltration (Porchet, Matsuo) et dimensionnement des ouvrages de gestion des eaux pluviales à la parcelle.",
    basePrice: 1500,
    programme: "2 essais d'infiltration (Porchet ou Matsuo) à 1 m de profondeur.",
    rules: {},
    serviceSlug: "etudes-hydrauliques",
  }),
  service({
    id: "etude-pollution",
    name: "Diagnostic de pollution des sols",
    description: "Étude historique et documentaire, prélèvements et analyses en laboratoire selon la norme NF X 31-620 pour qualifier l'état des sols.",
    basePrice: 2000,
    programme: "Étude historique et documentaire, 4 sondages à la tarière à 2 m, analyses en laboratoire des échantillons prélevés.",
    rules: {},
    serviceSlug: "etudes-pollution",
  }),
  service({
    id: "argiles",
    name: "Étude spécifique retrait-gonflement des argiles",
    description: "Essais d'identification (VBS, limites d'Atterberg) et recommandations constructives adaptées à l'aléa retrait-gonflement.",
    basePrice: 1800,
    programme: "2 prélèvements d'échantillons à 1,5 m et 3 m, essais en laboratoire (VBS, limites d'Atterberg, teneur en eau).",
    rules: {},
    serviceSlug: "analyses",
  }),
  service({
    id: "rapport-complementaire",
    name: "Rapport complémentaire",
    description: "Note technique complémentaire sur un point particulier du projet ou mise à jour d'un rapport existant.",
    basePrice: 800,
    programme: "Sans investigation : analyse des documents existants et rédaction de la note.",
    rules: {},
    serviceSlug: null,
  }),
];

/**
 * The price modifiers staff edit in « Simulateur (prix) » → Majorations (€ HT unless a
 * percentage). Surface matters for the missions whose number of borings grows with it.
 */
export const simulatorModifiers: PricingModifiers = {
  urgencyPercent: 20,
  accessMoyenne: 150,
  accessDifficile: 450,
  basement: 350,
  surfaceBands: [
    { basis: "built", from: 250, unit: "eur", amount: 400, missions: ["g1-pgc", "g2-avp", "g2-pro"] },
    { basis: "built", from: 1000, unit: "eur", amount: 1500, missions: ["g1-pgc", "g2-avp", "g2-pro"] },
    { basis: "plot", from: 2500, unit: "eur", amount: 300, missions: ["g1-es", "g1-pgc"] },
    { basis: "plot", from: 10000, unit: "eur", amount: 900, missions: ["g1-es", "g1-pgc"] },
  ],
  travelZones: [
    { label: "Paris et petite couronne", departments: ["75", "92", "93", "94"], amount: 0 },
    { label: "Grande couronne", departments: ["77", "78", "91", "95"], amount: 90 },
    { label: "Départements limitrophes de l'Île-de-France", departments: ["02", "10", "27", "28", "45", "51", "60", "89"], amount: 250 },
  ],
  travelOther: 450,
};

/** The corrected description of a seeded service. */
export function seededDescription(id: string) {
  return simulatorServices.find((s) => s.id === id)?.description ?? "";
}
