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
  /** What the client receives, what is left out, what the client provides, the mission's delay (docs/decisions/635). */
  deliverables: string;
  exclusions: string;
  clientInputs: string;
  deliveryWeeks: number;
  /** A design or works mission (G2 to G5): the devis prints the décennale (Code civil 1792-1, docs/decisions/636). */
  decennial: boolean;
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
  {
    id: "g2-avp",
    before:
      "Première phase de l'étude de conception G2 : modèle géotechnique du site, choix du type de fondations, premières estimations de tassements et de coûts. Avec la phase PRO, elle forme l'étude de conception prévue par la loi ELAN.",
  },
  { id: "g2-pro", before: "Dimensionnement des fondations, soutènements et dispositions constructives, avec notes de calcul selon l'Eurocode 7." },
  { id: "argiles", before: "Essais d'identification (VBS, limites d'Atterberg) et recommandations constructives adaptées à l'aléa retrait-gonflement." },
];

/**
 * Programmes an earlier seed got wrong (docs/decisions/635): replaced while untouched. G1 PGC
 * and argiles listed fewer laboratory tests than the service pages; G2 PRO left the price of a
 * « si nécessaire » sondage open; G5 had no laboratory test though the diagnostic page lists them.
 */
export const correctedSimulatorProgrammes: Array<{ id: string; before: string }> = [
  { id: "g1-pgc", before: "2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m, essais d'identification en laboratoire (teneur en eau, VBS)." },
  {
    id: "g2-avp",
    before: "3 sondages pressiométriques à 12 m, 2 sondages à la pelle mécanique à 3 m, essais d'identification en laboratoire (granulométrie, limites d'Atterberg).",
  },
  { id: "g2-pro", before: "Exploitation des sondages de la phase AVP, complétés si nécessaire par 1 sondage pressiométrique à 15 m au droit des appuis les plus chargés." },
  { id: "g5", before: "Relevé des désordres, 2 sondages à la pelle mécanique de reconnaissance des fondations existantes, 1 sondage au pénétromètre dynamique à 6 m." },
  { id: "argiles", before: "2 prélèvements d'échantillons à 1,5 m et 3 m, essais en laboratoire (VBS, limites d'Atterberg, teneur en eau)." },
];

export const simulatorServices: Array<SeedSimulatorService> = [
  service({
    id: "g1-es",
    name: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
    description:
      "Première phase de l'étude préalable G1 : enquête documentaire, visite du site, premier modèle géologique et risques majeurs. Avec la phase PGC, elle forme l'étude préalable exigée par la loi ELAN pour vendre un terrain à bâtir en zone argileuse.",
    basePrice: 1200,
    programme: "Enquête documentaire (cartes géologiques, banque du sous-sol du BRGM, Géorisques) et visite du site ; pas de sondage à cette phase.",
    deliverables:
      "Rapport d'étude de site : synthèse documentaire, premier modèle géologique, identification des risques géotechniques majeurs et premières recommandations pour le projet.",
    exclusions:
      "Aucun sondage ni essai ; aucun dimensionnement d'ouvrage ni approche des quantités, délais et coûts d'exécution (mission G1 de la norme NF P 94-500). Ne remplace pas l'étude de conception G2.",
    clientInputs: "Plan cadastral ou plan de situation de la parcelle, intentions de projet s'il y en a, accès au terrain pour la visite.",
    deliveryWeeks: 2,
    decennial: false,
    rules: { construction_neuve: "recommandee", vente_terrain: "obligatoire", acquisition: "recommandee" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g1-pgc",
    name: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)",
    description:
      "Seconde phase de l'étude préalable G1 : sondages et essais pour un modèle géologique préliminaire et les principes généraux de fondation et de terrassement. Avec la phase ES, elle forme l'étude préalable exigée par la loi ELAN.",
    basePrice: 1500,
    programme:
      "2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m, essais d'identification en laboratoire (teneur en eau, granulométrie, valeur au bleu VBS, limites d'Atterberg).",
    deliverables:
      "Rapport G1 PGC : coupes des sondages et procès-verbaux d'essais, modèle géologique préliminaire, principes généraux de construction (types de fondations envisageables, niveaux d'assise indicatifs, terrassements, dispositions vis-à-vis de l'eau et des argiles). Avec la phase ES, il constitue l'étude préalable de la loi ELAN, à annexer à la promesse de vente.",
    exclusions:
      "Aucun dimensionnement d'ouvrage ni approche des quantités, délais et coûts d'exécution (mission G1 de la norme NF P 94-500) : l'étude de conception G2 reste nécessaire pour construire.",
    clientInputs:
      "Plan cadastral et limites de la parcelle, intentions de projet (implantation, sous-sol éventuel), accès au terrain pour l'engin de sondage, plans des réseaux privés enterrés connus.",
    deliveryWeeks: 3,
    decennial: false,
    rules: { construction_neuve: "recommandee", vente_terrain: "obligatoire", acquisition: "recommandee" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g2-avp",
    name: "Étude géotechnique de conception G2 – Avant-projet (AVP)",
    description:
      "Première phase de l'étude de conception G2 : programme d'investigations propre au projet, modèle géotechnique du site, principes de construction envisageables et ébauche dimensionnelle des fondations. Avec la phase PRO, elle forme l'étude de conception prévue par la loi ELAN.",
    basePrice: 2200,
    programme:
      "3 sondages pressiométriques à 12 m, 2 sondages à la pelle mécanique à 3 m, essais d'identification en laboratoire (teneur en eau, granulométrie, valeur au bleu VBS, limites d'Atterberg).",
    deliverables:
      "Rapport G2 AVP : coupes des sondages et procès-verbaux d'essais, modèle géotechnique et hypothèses géotechniques de l'avant-projet, principes de construction envisageables (fondations, dallages, terrassements, soutènements, dispositions vis-à-vis de la nappe et des avoisinants), ébauche dimensionnelle par type d'ouvrage géotechnique et première approche des quantités.",
    exclusions:
      "Ni notes de calcul de dimensionnement ni approche des coûts d'exécution (phase G2 PRO), ni pièces de consultation des entreprises (phase G2 DCE/ACT), ni études d'exécution (mission G3).",
    clientInputs:
      "Plan de masse avec l'implantation du bâtiment, ses niveaux (sous-sol éventuel) et la nature de l'ouvrage, étude G1 si elle existe, accès au terrain pour l'atelier de sondage, plans des réseaux privés enterrés connus.",
    deliveryWeeks: 3,
    decennial: true,
    rules: { construction_neuve: "obligatoire", extension: "obligatoire" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g2-pro",
    name: "Étude géotechnique de conception G2 – Projet (PRO)",
    description:
      "Seconde phase de l'étude de conception G2 : dimensionnement justifié des fondations, dallages et soutènements avec notes de calcul selon l'Eurocode 7, valeurs seuils et approche des quantités, délais et coûts d'exécution.",
    basePrice: 2800,
    programme:
      "Exploitation des sondages et essais de la phase AVP ; aucun sondage supplémentaire n'est compris. Un sondage complémentaire utile au droit des appuis les plus chargés ferait l'objet d'une ligne chiffrée du devis ou d'un avenant accepté par le client.",
    deliverables:
      "Rapport G2 PRO : synthèse actualisée du site, valeurs caractéristiques des paramètres géotechniques, notes de calcul de dimensionnement des fondations et des dallages (Eurocode 7, NF P 94-261 et NF P 94-262), méthodes d'exécution envisagées et valeurs seuils à contrôler, approche des quantités, délais et coûts d'exécution des ouvrages géotechniques.",
    exclusions:
      "Pièces de consultation des entreprises et analyse des offres (phase G2 DCE/ACT, sur demande), études et suivi d'exécution (missions G3 et G4), nouvelles investigations.",
    clientInputs:
      "Plans de la phase projet (implantation, niveaux, coupes) et descentes de charges du bureau d'études structure : le délai de la phase PRO court à compter de leur réception ; le rapport G2 AVP.",
    deliveryWeeks: 3,
    decennial: true,
    rules: { construction_neuve: "obligatoire", extension: "obligatoire" },
    serviceSlug: "etudes-geotechniques",
  }),
  service({
    id: "g3",
    name: "Étude et suivi géotechniques d'exécution G3",
    description: "Mission de l'entreprise de travaux : études d'exécution des ouvrages géotechniques et suivi de leur réalisation.",
    basePrice: 3500,
    programme: "Études d'exécution des ouvrages géotechniques et suivi sur chantier : visites et contrôles selon le planning de l'entreprise.",
    deliverables:
      "Notes d'études d'exécution des ouvrages géotechniques (dimensionnement d'exécution, phasage, adaptations), comptes rendus de suivi et, pour la partie géotechnique, dossier des ouvrages exécutés.",
    exclusions: "Mission de l'entreprise de travaux, distincte de la supervision G4 du maître d'ouvrage (norme NF P 94-500) ; les travaux eux-mêmes ne sont pas compris.",
    clientInputs: "Rapport G2 PRO, plans d'exécution de la structure, planning des travaux et accès au chantier aux dates prévues.",
    deliveryWeeks: 3,
    decennial: true,
    rules: {},
    serviceSlug: "suivi-chantier",
  }),
  service({
    id: "g4",
    name: "Supervision géotechnique d'exécution G4",
    description: "Mission du maître d'ouvrage : supervision des études et du suivi d'exécution, contrôle de la conformité aux hypothèses du projet.",
    basePrice: 2800,
    programme: "Examen des documents d'exécution et 3 visites de supervision sur chantier.",
    deliverables:
      "Avis sur les études d'exécution et les adaptations proposées par l'entreprise, comptes rendus des visites de supervision, avis sur le dossier des ouvrages exécutés.",
    exclusions: "Mission du maître d'ouvrage : ni études d'exécution ni suivi des travaux, qui relèvent de la mission G3 de l'entreprise (norme NF P 94-500).",
    clientInputs: "Rapport G2 PRO, études d'exécution de l'entreprise (G3), planning des travaux et convocation aux étapes clés (fonds de fouille, premiers pieux).",
    deliveryWeeks: 2,
    decennial: true,
    rules: {},
    serviceSlug: "suivi-chantier",
  }),
  service({
    id: "g5",
    name: "Diagnostic géotechnique G5",
    description: "Étude d'un ouvrage existant ou d'un sinistre (fissures, tassements) : investigations ciblées et analyse des causes géotechniques.",
    basePrice: 2500,
    programme:
      "Relevé des désordres, 2 fouilles à la pelle mécanique de reconnaissance des fondations existantes, 1 sondage au pénétromètre dynamique à 6 m, essais en laboratoire (teneur en eau, valeur au bleu VBS, limites d'Atterberg, retrait).",
    deliverables:
      "Rapport de diagnostic G5 : relevé des désordres, coupes des fouilles et sondages, procès-verbaux d'essais, analyse des causes géotechniques et recommandations (mesures conservatoires, principes de confortement) limitées à l'élément étudié.",
    exclusions:
      "Limité à l'élément géotechnique étudié (mission G5 de la norme NF P 94-500) : ni étude complète de l'ouvrage, ni dimensionnement d'un confortement (missions G2 puis G3), ni expertise judiciaire ou recherche de responsabilités.",
    clientInputs:
      "Plans et date de construction de l'ouvrage s'ils existent, historique des désordres (apparition, évolution, photos), déclaration de sinistre et rapports antérieurs, accès aux façades et au pied des murs.",
    deliveryWeeks: 4,
    decennial: true,
    rules: { extension: "recommandee", renovation: "recommandee", diagnostic: "obligatoire" },
    serviceSlug: "diagnostics",
  }),
  service({
    id: "etude-hydraulique",
    name: "Étude hydraulique et tests de perméabilité",
    description: "Essais d'infiltration (Porchet, Matsuo) et dimensionnement des ouvrages de gestion des eaux pluviales à la parcelle.",
    basePrice: 1500,
    programme: "2 essais d'infiltration (Porchet ou Matsuo) à 1 m de profondeur.",
    deliverables: "Rapport : procès-verbaux des essais d'infiltration, perméabilités mesurées et dimensionnement des ouvrages de gestion des eaux pluviales à la parcelle.",
    exclusions: "Ni étude de fondations ni suivi des travaux d'assainissement.",
    clientInputs: "Plan de masse, surfaces imperméabilisées prévues, règlement pluvial applicable (PLU) s'il est connu, accès au terrain.",
    deliveryWeeks: 3,
    decennial: false,
    rules: {},
    serviceSlug: "etudes-hydrauliques",
  }),
  service({
    id: "etude-pollution",
    name: "Diagnostic de pollution des sols",
    description: "Étude historique et documentaire, prélèvements et analyses en laboratoire selon la norme NF X 31-620 pour qualifier l'état des sols.",
    basePrice: 2000,
    programme: "Étude historique et documentaire, 4 sondages à la tarière à 2 m, analyses en laboratoire des échantillons prélevés.",
    deliverables:
      "Rapport de diagnostic : étude historique et documentaire, coupes des sondages, bordereaux d'analyses du laboratoire accrédité et interprétation au regard de l'usage prévu (norme NF X 31-620).",
    exclusions: "Ni plan de gestion ni travaux de dépollution ; ni analyses des eaux souterraines ou des gaz du sol, sauf ligne ajoutée au devis.",
    clientInputs: "Historique connu du site (activités, cuves, remblais), références cadastrales, accès au terrain.",
    deliveryWeeks: 5,
    decennial: false,
    rules: {},
    serviceSlug: "etudes-pollution",
  }),
  service({
    id: "argiles",
    name: "Étude spécifique retrait-gonflement des argiles",
    description: "Essais d'identification (teneur en eau, granulométrie, VBS, limites d'Atterberg) et recommandations constructives adaptées à l'aléa retrait-gonflement.",
    basePrice: 1800,
    programme: "2 prélèvements d'échantillons à 1,5 m et 3 m, essais en laboratoire (teneur en eau, granulométrie, valeur au bleu VBS, limites d'Atterberg).",
    deliverables:
      "Rapport : procès-verbaux d'essais, sensibilité des sols au retrait-gonflement et dispositions constructives adaptées (profondeur d'ancrage, chaînages, gestion des eaux et de la végétation).",
    exclusions: "Ne dimensionne pas les fondations (mission G2) et ne tient pas lieu, à elle seule, de l'étude préalable de la loi ELAN (mission G1, phases ES et PGC).",
    clientInputs: "Plan de la parcelle, implantation envisagée, accès au terrain.",
    deliveryWeeks: 3,
    decennial: false,
    rules: {},
    serviceSlug: "analyses",
  }),
  service({
    id: "rapport-complementaire",
    name: "Rapport complémentaire",
    description: "Note technique complémentaire sur un point particulier du projet ou mise à jour d'un rapport existant.",
    basePrice: 800,
    programme: "Sans investigation : analyse des documents existants et rédaction de la note.",
    deliverables: "Note technique sur le point demandé ou rapport mis à jour.",
    exclusions: "Aucune investigation ni essai ; pas de reprise du rapport au-delà du point demandé.",
    clientInputs: "Le rapport à compléter et les documents du projet qui ont changé.",
    deliveryWeeks: 2,
    decennial: false,
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

/** The corrected programme of a seeded service. */
export function seededProgramme(id: string) {
  return simulatorServices.find((s) => s.id === id)?.programme ?? "";
}
