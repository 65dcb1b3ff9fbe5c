// Types and texts of /mon-terrain, safe in the browser (no zod: the page's budget).
import type { Datum, ClayExposure, SeismicZone, RadonClass, NearbyCount, CatnatSummary, TerrainRisks } from "../../db/types";

export type RiskKey = keyof TerrainRisks;

/** A geocoded address: what the visitor picks, and what the lookup needs. */
export type AddressCandidate = {
  label: string;
  /** The street part of the address ("12 Rue de la Mare"); null for a municipality-level answer. */
  street: string | null;
  lat: number;
  lon: number;
  citycode: string;
  city: string;
  postcode: string;
};

/** A candidate as the server offers it, with its signed `lieu` value (docs/decisions/804-signed-places.md). */
export type OfferedCandidate = AddressCandidate & { lieu: string };

/** What /mon-terrain shows: the search, its candidates or error, the chosen place and its risks, the e-mail request. */
export type TerrainView = {
  query?: string;
  candidates?: Array<OfferedCandidate>;
  error?: string;
  place?: AddressCandidate;
  /** The result's place, signed with the clay exposure read: the e-mail form and the quote links carry it. */
  lieu?: string;
  risks?: TerrainRisks;
  /** When the result was computed (ISO). */
  checkedAt?: string;
  /** The e-mail request: field errors, or the confirmation once stored. */
  emailErrors?: { email?: string; consent?: string; form?: string };
  emailValue?: string;
  emailNotice?: string;
};

/** Name of the e-mail form's honeypot input: the contact form's own (app/lib/forms/spam.server.ts). */
export { TERRAIN_HONEYPOT } from "./place";

/** Search radius of cavities and ground movements around the point, in metres. */
export const NEARBY_RADIUS_M = 500;

export const TERRAIN_UNAVAILABLE = "Donnée indisponible pour le moment — consultez georisques.gouv.fr";

export const terrainMessages = {
  address: "Saisissez l'adresse du terrain (au moins 3 caractères).",
  noCandidate: "Aucune adresse trouvée. Vérifiez l'orthographe ou ajoutez le code postal et la commune.",
  geocoderDown: "La recherche d'adresse est indisponible pour le moment (elle interroge le service public de géocodage de l'IGN). Réessayez dans quelques instants.",
  candidate: "Choisissez une adresse dans la liste.",
  place: "Cette adresse ne provient pas de notre recherche ou sa vérification a expiré : recherchez de nouveau l'adresse du terrain et choisissez-la dans la liste.",
  refused: "Votre demande n'a pas pu être envoyée. Veuillez réessayer.",
  rateLimit: "Trop de recherches depuis votre connexion. Veuillez patienter une minute avant de réessayer.",
  email: "Veuillez entrer une adresse email valide.",
  consent: "Cochez la case pour accepter que votre adresse e-mail et celle du terrain soient conservées afin de vous envoyer ce résultat.",
  emailSent: "C'est noté : le résultat vous est envoyé par e-mail avec son PDF.",
  emailFailed: "Votre demande est enregistrée, mais l'e-mail n'a pas pu être préparé pour le moment : notre équipe vous le fera parvenir.",
  emailCapped: "Votre demande est enregistrée, mais aucun e-mail n'a été envoyé : cette adresse a déjà reçu 3 résultats au cours de la dernière heure.",
  offline: "La vérification interroge en direct Géorisques et le géocodeur de l'IGN : elle nécessite une connexion à Internet.",
} as const;

/** Where each datum comes from (shown under its line, with the date it was read). */
export const riskSources: Record<RiskKey, string> = {
  clay: "Carte d'exposition au retrait-gonflement des argiles (BRGM), via l'API Géorisques",
  seismic: "Zonage sismique de la France (articles R.563-1 à R.563-8 et D.563-8-1 du Code de l'environnement), via l'API Géorisques",
  radon: "Zones à potentiel radon des communes (arrêté du 27 juin 2018), via l'API Géorisques",
  cavities: "Inventaire national des cavités souterraines (BRGM), via l'API Géorisques",
  movements: "Base de données nationale des mouvements de terrain (BRGM), via l'API Géorisques",
  catnat: "Arrêtés de reconnaissance de l'état de catastrophe naturelle de la commune (base GASPAR), via l'API Géorisques",
};

export const riskTitles: Record<RiskKey, string> = {
  clay: "Retrait-gonflement des argiles",
  seismic: "Sismicité",
  radon: "Radon",
  cavities: "Cavités souterraines",
  movements: "Mouvements de terrain",
  catnat: "Catastrophes naturelles reconnues",
};

const CLAY_LEVELS = ["nulle", "faible", "moyenne", "forte"] as const;
const SEISMIC_LEVELS = ["", "très faible", "faible", "modérée", "moyenne", "forte"] as const;
const RADON_LEVELS = ["", "faible", "faible avec facteur de transfert", "significatif"] as const;

/** The legal basis of the ELAN obligations, as the site's ELAN article states it. */
export const ELAN_REFERENCES =
  "Articles L.132-4 à L.132-9 du Code de la construction et de l'habitation (anciennement L.112-20 à L.112-25, issus de l'article 68 de la loi ELAN du 23 novembre 2018), articles R.132-3 et suivants du même code, décret n° 2019-495 du 22 mai 2019 et arrêtés du 22 juillet 2020, dont celui qui délimite les zones exposées.";

/** True when the ELAN obligations apply: moderate or strong exposure. */
export function elanApplies(risks: TerrainRisks) {
  return risks.clay.status === "ok" && (risks.clay.value.code === 2 || risks.clay.value.code === 3);
}

export type ClayAnswer = { headline: string; paragraphs: Array<string>; legal: string | null };

/** The answer to "do I need a soil study?", specific to the exposure found. */
export function clayAnswer(clay: Datum<ClayExposure>): ClayAnswer {
  if (clay.status !== "ok") {
    return {
      headline: "Nous n'avons pas pu lire l'exposition de ce terrain aux argiles.",
      paragraphs: [`${TERRAIN_UNAVAILABLE}, rubrique « Connaître les risques près de chez moi », pour savoir si le terrain est en zone d'exposition moyenne ou forte.`],
      legal: null,
    };
  }
  const code = clay.value.code;
  if (code === 2 || code === 3) {
    return {
      headline: `Ce terrain est situé en zone d'exposition ${CLAY_LEVELS[code]} au retrait-gonflement des argiles.`,
      paragraphs: [
        "Pour vendre ce terrain constructible, une étude géotechnique préalable (G1) est obligatoire ; pour y construire une maison, une étude de conception (G2) est à suivre, ou à défaut le constructeur doit appliquer les techniques particulières de construction fixées par arrêté.",
        "L'étude préalable, à la charge du vendeur, correspond à une mission G1 (phases ES et PGC) de la norme NF P 94-500 ; elle est annexée à la promesse de vente ou, à défaut, à l'acte authentique, et reste valable 30 ans si le sol n'est pas remanié.",
        `Avant un contrat de construction d'une maison (deux logements au plus), le constructeur suit les recommandations d'une étude de conception (G2 AVP et PRO) ou applique les techniques particulières de construction, notamment des fondations ancrées à au moins ${code === 3 ? "1,20 m en exposition forte" : "0,80 m en exposition moyenne"}.`,
      ],
      legal: ELAN_REFERENCES,
    };
  }
  if (code === 1) {
    return {
      headline: "Ce terrain est situé en zone d'exposition faible au retrait-gonflement des argiles.",
      paragraphs: [
        "La loi ELAN n'impose ni étude préalable à la vente ni étude de conception en exposition faible : ces obligations visent les zones d'exposition moyenne ou forte.",
        "Une étude de sol reste conseillée avant de construire : la carte est établie à une échelle qui ne permet pas de trancher à la parcelle près, des poches d'argile sensibles peuvent exister localement, et une mission G1 puis G2 permet de dimensionner les fondations sur le sol réel plutôt que sur une hypothèse.",
      ],
      legal: null,
    };
  }
  return {
    headline:
      code === 0
        ? "Ce terrain est situé en zone d'exposition nulle au retrait-gonflement des argiles."
        : "Ce terrain est hors des zones cartographiées pour le retrait-gonflement des argiles.",
    paragraphs: [
      "Les obligations de la loi ELAN (étude préalable à la vente, étude de conception avant de construire) ne s'appliquent pas ici.",
      "Une étude de sol reste le seul moyen de connaître la portance du terrain, la présence de remblais, de cavités ou d'eau : avant de construire, une mission G1 puis G2 évite de surdimensionner — ou de sous-dimensionner — les fondations.",
    ],
    legal: null,
  };
}

/** One sentence per other risk: what it means for foundations. */
export function riskSentence(key: Exclude<RiskKey, "clay">, risks: Partial<TerrainRisks>): string {
  const datum = risks[key];
  if (datum?.status !== "ok") return TERRAIN_UNAVAILABLE;
  switch (key) {
    case "seismic": {
      const zone = (datum.value as SeismicZone).zone;
      if (zone >= 3) {
        return `Zone de sismicité ${zone} (${SEISMIC_LEVELS[zone]}) : une maison individuelle doit y respecter les règles parasismiques (arrêté du 22 octobre 2010 : Eurocode 8 ou règles simplifiées pour les maisons) ; l'étude géotechnique précise la classe de sol qui dimensionne les fondations.`;
      }
      return zone === 2
        ? "Zone de sismicité 2 (faible) : les règles parasismiques ne s'imposent qu'aux bâtiments des catégories III et IV (écoles, grands établissements recevant du public…), pas à une maison individuelle."
        : "Zone de sismicité 1 (très faible) : aucune règle parasismique n'est imposée aux bâtiments courants.";
    }
    case "radon": {
      const potential = (datum.value as RadonClass).potential;
      return potential === 3
        ? "Potentiel radon significatif (catégorie 3) dans la commune : le dallage et le sous-sol doivent être étanches à l'air du sol (membrane, vide sanitaire ventilé)."
        : `Potentiel radon ${RADON_LEVELS[potential]} (catégorie ${potential}) dans la commune : une bonne étanchéité du plancher bas suffit en général.`;
    }
    case "cavities": {
      const count = (datum.value as NearbyCount).count;
      return count > 0
        ? `${count} cavité${count > 1 ? "s" : ""} souterraine${count > 1 ? "s" : ""} recensée${count > 1 ? "s" : ""} à moins de ${NEARBY_RADIUS_M} m : des sondages doivent vérifier l'absence de vide sous l'emprise avant de choisir les fondations.`
        : `Aucune cavité souterraine recensée à moins de ${NEARBY_RADIUS_M} m (l'inventaire n'est pas exhaustif).`;
    }
    case "movements": {
      const count = (datum.value as NearbyCount).count;
      return count > 0
        ? `${count} mouvement${count > 1 ? "s" : ""} de terrain recensé${count > 1 ? "s" : ""} à moins de ${NEARBY_RADIUS_M} m : glissements, effondrements ou tassements connus appellent une étude de la stabilité du site.`
        : `Aucun mouvement de terrain recensé à moins de ${NEARBY_RADIUS_M} m.`;
    }
    case "catnat": {
      const count = (datum.value as CatnatSummary).count;
      return count > 0
        ? `${count} arrêté${count > 1 ? "s" : ""} de catastrophe naturelle dans la commune : ils signalent des sinistres passés (inondations, sécheresse…) dont l'étude de sol tient compte.`
        : "Aucun arrêté de catastrophe naturelle publié pour la commune.";
    }
  }
}

/** A link into the simulator: the project's nature, the recommended services and the place. */
export type QuoteLink = { label: string; href: string };

/** `lieu`: the result's signed place, so that the simulator knows the visitor came from the check. */
export function quoteLinks(risks: TerrainRisks, lieu: string): Array<QuoteLink> {
  const href = (nature: string, services: Array<string>) => {
    const query = new URLSearchParams({ nature, lieu });
    for (const service of services) query.append("service", service);
    return `/simulateur?${query.toString()}`;
  };
  const exposed = elanApplies(risks);
  return [
    { label: "Obtenir un devis pour vendre ce terrain", href: href("vente_terrain", ["g1-es", "g1-pgc"]) },
    {
      label: "Obtenir un devis pour construire une maison",
      href: href("construction_neuve", exposed ? ["g1-es", "g1-pgc", "argiles"] : ["g1-es", "g1-pgc"]),
    },
  ];
}

/** Where a datum comes from, with the date it was read when it was read. */
export function datedSource(key: RiskKey, datum: Datum<unknown> | undefined): string {
  return datum?.status === "ok" ? `${riskSources[key]}, consultée le ${formatFrDate(datum.fetchedAt)}` : riskSources[key];
}

/** The answer as lines (title, text, source with date): the e-mail, the PDF and the staff screens. */
export function reportLines(risks: TerrainRisks): Array<{ key: RiskKey; title: string; text: string; source: string }> {
  const dated = (key: RiskKey) => datedSource(key, risks[key]);
  const clay = clayAnswer(risks.clay);
  return [
    { key: "clay", title: riskTitles.clay, text: [clay.headline, ...clay.paragraphs].join(" "), source: dated("clay") },
    ...(["seismic", "radon", "cavities", "movements", "catnat"] as const).map((key) => ({
      key,
      title: riskTitles[key],
      text: riskSentence(key, risks),
      source: dated(key),
    })),
  ];
}

/** The risks a city page summarises (commune-level data, read at the commune's reference point). */
export const CITY_RISK_KEYS = ["clay", "seismic", "radon", "catnat"] as const;
export type CityRiskKey = (typeof CITY_RISK_KEYS)[number];
export type CityRisks = Pick<TerrainRisks, CityRiskKey>;

/** The city page's summary: shorter than the answer of /mon-terrain, same facts and same wording. */
export const cityRiskTexts = {
  title: (city: string) => `Sols et risques naturels à ${city}`,
  intro: "Données publiques lues sur Géorisques au point de référence de la commune.",
  variability:
    "L'exposition aux argiles varie d'un quartier et d'une parcelle à l'autre : seule l'adresse de votre terrain permet de savoir si les obligations de la loi ELAN s'y appliquent.",
  link: "Vérifier l'adresse de mon terrain",
} as const;

/** The clay line of a city page: the exposure at the commune's reference point, never presented as the plot's. */
export function cityClaySentence(clay: Datum<ClayExposure> | undefined): string {
  if (clay?.status !== "ok") return TERRAIN_UNAVAILABLE;
  const code = clay.value.code;
  if (code === null) return "Le point de référence de la commune est hors des zones cartographiées pour le retrait-gonflement des argiles.";
  const exposure = `Exposition ${CLAY_LEVELS[code]} au retrait-gonflement des argiles au point de référence de la commune`;
  if (code === 2 || code === 3) {
    return `${exposure} : à cet endroit, la vente d'un terrain constructible impose une étude géotechnique préalable (G1), et la construction d'une maison une étude de conception (G2) ou les techniques particulières de construction.`;
  }
  return code === 1 ? `${exposure} : la loi ELAN n'y impose pas d'étude, mais une étude de sol reste conseillée avant de construire.` : `${exposure}.`;
}

/** The lines of a city page's summary (title, text, source with date). */
export function cityRiskLines(risks: Partial<CityRisks>): Array<{ key: CityRiskKey; title: string; text: string; source: string; available: boolean }> {
  return CITY_RISK_KEYS.map((key) => ({
    key,
    title: riskTitles[key],
    text: key === "clay" ? cityClaySentence(risks.clay) : riskSentence(key, risks),
    source: datedSource(key, risks[key]),
    available: risks[key]?.status === "ok",
  }));
}

export const TERRAIN_DISCLAIMER =
  "Ce résultat est informatif : il s'appuie sur des cartes publiques établies à l'échelle de la commune ou du quartier et ne remplace pas une étude géotechnique, seule à même de caractériser le sol de votre parcelle.";

function formatFrDate(iso: string) {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso));
}
