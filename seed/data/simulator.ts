// The simulator catalogue of spec §3 (prices in euros, excluding VAT).
import type { PricingModifiers } from "../../app/lib/simulator/pricing";

export type SeedSimulatorService = {
  id: string;
  name: string;
  description: string;
  basePrice: number;
  mandatory: boolean;
  recommendedFor: Array<string>;
  serviceSlug: string | null;
};

const build = ["construction_neuve", "extension"];

export const simulatorServices: Array<SeedSimulatorService> = [
  {
    id: "g1-es",
    name: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
    description:
      "Enquête documentaire, visite du site et premiers sondages pour identifier le contexte géologique et les risques majeurs. Indispensable avant tout projet (loi ELAN en zone argileuse).",
    basePrice: 1200,
    mandatory: true,
    recommendedFor: ["construction_neuve", "extension", "renovation", "vente_terrain", "acquisition"],
    serviceSlug: "etudes-geotechniques",
  },
  {
    id: "g1-pgc",
    name: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)",
    description:
      "Sondages et essais pour définir un modèle géologique préliminaire et les principes généraux de fondation et de terrassement.",
    basePrice: 1500,
    mandatory: false,
    recommendedFor: [...build, "acquisition"],
    serviceSlug: "etudes-geotechniques",
  },
  {
    id: "g2-avp",
    name: "Étude géotechnique de conception G2 – Avant-projet (AVP)",
    description:
      "Modèle géotechnique du site, choix du type de fondations, premières estimations de tassements et de coûts : l'étude de conception exigée par la loi ELAN.",
    basePrice: 2200,
    mandatory: false,
    recommendedFor: build,
    serviceSlug: "etudes-geotechniques",
  },
  {
    id: "g2-pro",
    name: "Étude géotechnique de conception G2 – Projet (PRO)",
    description:
      "Dimensionnement des fondations, soutènements et dispositions constructives, avec notes de calcul selon l'Eurocode 7.",
    basePrice: 2800,
    mandatory: false,
    recommendedFor: build,
    serviceSlug: "etudes-geotechniques",
  },
  {
    id: "g3",
    name: "Étude et suivi géotechniques d'exécution G3",
    description:
      "Mission de l'entreprise de travaux : études d'exécution des ouvrages géotechniques et suivi de leur réalisation.",
    basePrice: 3500,
    mandatory: false,
    recommendedFor: build,
    serviceSlug: "suivi-chantier",
  },
  {
    id: "g4",
    name: "Supervision géotechnique d'exécution G4",
    description:
      "Mission du maître d'ouvrage : supervision des études et du suivi d'exécution, contrôle de la conformité aux hypothèses du projet.",
    basePrice: 2800,
    mandatory: false,
    recommendedFor: build,
    serviceSlug: "suivi-chantier",
  },
  {
    id: "g5",
    name: "Diagnostic géotechnique G5",
    description:
      "Étude d'un ouvrage existant ou d'un sinistre (fissures, tassements) : investigations ciblées et analyse des causes géotechniques.",
    basePrice: 2500,
    mandatory: false,
    recommendedFor: ["renovation", "diagnostic", "expertise", "sinistre"],
    serviceSlug: "diagnostics",
  },
  {
    id: "etude-hydraulique",
    name: "Étude hydraulique et tests de perméabilité",
    description:
      "Essais d'infiltration (Porchet, Matsuo) et dimensionnement des ouvrages de gestion des eaux pluviales à la parcelle.",
    basePrice: 1500,
    mandatory: false,
    recommendedFor: build,
    serviceSlug: "etudes-hydrauliques",
  },
  {
    id: "etude-pollution",
    name: "Diagnostic de pollution des sols",
    description:
      "Étude historique et documentaire, prélèvements et analyses en laboratoire selon la norme NF X 31-620 pour qualifier l'état des sols.",
    basePrice: 2000,
    mandatory: false,
    recommendedFor: [...build, "acquisition"],
    serviceSlug: "etudes-pollution",
  },
  {
    id: "argiles",
    name: "Étude spécifique retrait-gonflement des argiles",
    description:
      "Essais d'identification (VBS, limites d'Atterberg) et recommandations constructives adaptées à l'aléa retrait-gonflement.",
    basePrice: 1800,
    mandatory: false,
    recommendedFor: [...build, "sinistre"],
    serviceSlug: "analyses",
  },
  {
    id: "rapport-complementaire",
    name: "Rapport complémentaire",
    description: "Note technique complémentaire sur un point particulier du projet ou mise à jour d'un rapport existant.",
    basePrice: 800,
    mandatory: false,
    recommendedFor: [],
    serviceSlug: null,
  },
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
