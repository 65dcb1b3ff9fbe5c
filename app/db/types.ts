// The shapes app/db/schema.ts stores in JSON and enum columns, and the closed lists behind them.
// Plain types and constants, no import: the schema and the domains that own these values both
// read them from here, so the schema imports no domain module (docs/decisions/919).
// Loaded by the seed in Node (tsconfig.node.json): keep it free of "~/" imports.

// --- The firm's closed lists (docs/decisions/753) ---

export const credentialKinds = ["qualification", "insurance"] as const;

export type CredentialKind = (typeof credentialKinds)[number];

export const geotechnicalMissions = ["G1", "G2", "G3", "G4", "G5"] as const;

export type GeotechnicalMission = (typeof geotechnicalMissions)[number];

export const clientTypes = ["particulier", "architecte", "promoteur", "collectivite", "entreprise", "copropriete"] as const;

export type ClientType = (typeof clientTypes)[number];

// --- The letterhead a devis keeps (docs/decisions/623) ---

export type Letterhead = {
  siteName: string;
  legalName: string;
  legalForm: string;
  capital: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  siret: string | null;
  rcs: string | null;
  vat: string | null;
  insurer: string | null;
  insurancePolicy: string | null;
  /** The RC insurer's address and geographic cover (absent from devis sent before docs/decisions/636). */
  insurerAddress?: string | null;
  insuranceCover?: string | null;
  /** The décennale, kept only when the devis has a design or works mission (G2 to G5). */
  decennial?: InsuranceFacts | null;
  mediator: { name: string; address: string; website: string | null } | null;
};

export type InsuranceFacts = { insurer: string; address: string; policy: string; cover: string };

// --- The lines of a devis (docs/decisions/621) ---

/** mission: a catalogue mission (NF P 94-500); modifier: a modifier carried from the simulation; free: « Ajouter une ligne ». */
export const devisLineKinds = ["mission", "modifier", "free"] as const;

export type DevisLineKind = (typeof devisLineKinds)[number];

export type DevisLine = {
  kind: DevisLineKind;
  /** Catalogue id of a mission (g1-es…), null for the other lines. */
  catalogueId: string | null;
  /** Désignation. */
  label: string;
  /** « Comprend : … » of a mission, or why a modifier applies. */
  detail: string;
  /** The programme of investigations (number, kind and depth of sondages and essais). */
  programme: string;
  /** Up to two decimals (1,5 jour). */
  quantity: number;
  unitPriceCents: number;
  /**
   * A catalogue mission's texts, copied from the catalogue when the devis is sent and kept with
   * it (absent from lines sent before docs/decisions/635).
   */
  mission?: MissionTexts;
};

/** What a catalogue mission delivers, leaves out and needs, and its own delay (docs/decisions/635). */
export type MissionTexts = { deliverables: string; exclusions: string; clientInputs: string; deliveryWeeks: number | null };

// --- The simulator's priced lines and modifiers (docs/decisions/603) ---

export type SurfaceBand = {
  /** built: the built surface; plot: the plot's surface. */
  basis: "built" | "plot";
  /** From this surface (m², included). */
  from: number;
  unit: "eur" | "percent";
  /** € HT, or % of the missions it applies to. */
  amount: number;
  /** Catalogue ids the band applies to; empty: every mission. */
  missions: Array<string>;
};

export type TravelZone = { label: string; departments: Array<string>; amount: number };

export type PriceLine = {
  kind: "mission" | "modifier";
  /** Catalogue id of a mission, or the modifier's key (urgency, access, basement, surface-built…). */
  id: string;
  label: string;
  /** What a mission includes, or why a modifier applies ("Surface bâtie déclarée : 450 m²"). */
  detail: string;
  amountHt: number;
  /** A mission's programme and texts at the quote's date (absent from quotes stored before docs/decisions/635). */
  programme?: string;
  mission?: MissionTexts;
};

export type PricingModifiers = {
  /** + % of the missions' total when the visitor asks for an urgent mission (0: none). */
  urgencyPercent: number;
  /** + € HT by site access. */
  accessMoyenne: number;
  accessDifficile: number;
  /** + € HT when the project has a basement (deeper borings). */
  basement: number;
  surfaceBands: Array<SurfaceBand>;
  travelZones: Array<TravelZone>;
  /** + € HT for a known department outside every zone (0: none). */
  travelOther: number;
};

// --- The plot checked on /mon-terrain (docs/decisions/611) ---

/** BRGM exposure class as a word, from the exposure code 3 / 2 / 1 / 0. */
export type ClayLevel = "fort" | "moyen" | "faible" | "nul";

/**
 * Where a simulation's works take place, when the visitor came from /mon-terrain
 * (`simulations.site`). A contract read by the devis: keep the names.
 */
export type SitePlace = {
  /** The geocoder's label (signed), e.g. "12 Rue des Lilas 77100 Meaux". */
  label: string;
  /** "12 Rue des Lilas"; null for a municipality-level answer. */
  street: string | null;
  postcode: string;
  city: string;
  inseeCode: string;
  latitude: number;
  longitude: number;
  clay: { level: ClayLevel | null; label: string; source: string; readAt: string } | null;
  /** The signed `?lieu=` value that re-opens the check (admin link "Voir la vérification"). */
  lookup: string | null;
};

// --- The risks /mon-terrain reads (docs/decisions/801) ---

/** One line of the answer: a datum with when it was read, or "unavailable" (never "no risk"). */
export type Datum<T> = { status: "ok"; value: T; fetchedAt: string } | { status: "unavailable" };

/** BRGM exposure to clay shrink-swell: 0 nulle, 1 faible, 2 moyenne, 3 forte; null outside mapped zones. */
export type ClayExposure = { code: 0 | 1 | 2 | 3 | null };

export type SeismicZone = { zone: 1 | 2 | 3 | 4 | 5 };

export type RadonClass = { potential: 1 | 2 | 3 };

export type NearbyCount = { count: number };

export type CatnatSummary = { count: number; recent: Array<{ label: string; start: string | null; published: string | null }> };

export type TerrainRisks = {
  clay: Datum<ClayExposure>;
  seismic: Datum<SeismicZone>;
  radon: Datum<RadonClass>;
  cavities: Datum<NearbyCount>;
  movements: Datum<NearbyCount>;
  catnat: Datum<CatnatSummary>;
};
