// The price of a quote: catalogue missions plus the modifiers staff edit in
// « Simulateur (prix) » (urgency, access, basement, surface bands, travel). One pure
// computation used by step 4's recap, the stored simulation, its PDF and its e-mail.
// Browser-safe. Amounts are whole euros excluding VAT.

export const VAT_RATE = 0.2;

export type PriceLine = {
  kind: "mission" | "modifier";
  /** Catalogue id of a mission, or the modifier's key (urgency, access, basement, surface-built…). */
  id: string;
  label: string;
  /** What a mission includes, or why a modifier applies ("Surface bâtie déclarée : 450 m²"). */
  detail: string;
  amountHt: number;
};

export type PricedQuote = { lines: Array<PriceLine>; totalHt: number; tva: number; totalTtc: number };

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

/** No modifier at all: the catalogue price only. */
export const NO_MODIFIERS: PricingModifiers = {
  urgencyPercent: 0,
  accessMoyenne: 0,
  accessDifficile: 0,
  basement: 0,
  surfaceBands: [],
  travelZones: [],
  travelOther: 0,
};

export type PricingMission = { id: string; name: string; description: string; basePrice: number };

export type PricingAnswers = {
  location?: string | null;
  /** As typed ("120", "0,5"); null or absent when the field does not apply. */
  surfaceBatie?: string | null;
  terrain?: string | null;
  presenceSousSol?: boolean | null;
  urgenceMission?: boolean | null;
  accessibiliteSite?: string | null;
};

const METRO_DEPARTMENTS = new Set([
  ...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, "0")).filter((code) => code !== "20"),
  "2A",
  "2B",
]);

/** "Montreuil (93100)" → 93, "Pontoise (95)" → 95, "Ajaccio 20000" → 2A; null when none is recognisable. */
export function departmentOf(location: string | null | undefined): string | null {
  if (!location) return null;
  const postcode = location.match(/(?<!\d)(\d{5})(?!\d)/)?.[1];
  if (postcode) {
    if (postcode.startsWith("97")) return postcode.slice(0, 3);
    if (postcode.startsWith("20")) return Number(postcode) < 20200 ? "2A" : "2B";
    const code = postcode.slice(0, 2);
    return METRO_DEPARTMENTS.has(code) ? code : null;
  }
  const code = location.match(/(?<![\dA-Za-z])(\d{2}|2[AaBb]|97\d)(?![\dA-Za-z])/)?.[1]?.toUpperCase();
  return code && (METRO_DEPARTMENTS.has(code) || /^97[1-6]$/.test(code)) ? code : null;
}

/** "120" → 120, "0,5" → 0.5; null when absent or not a positive number. */
export function surfaceValue(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = Number.parseFloat(String(value).trim().replace(",", "."));
  return Number.isFinite(n) && n > 0 ? n : null;
}

const squareMetres = (n: number) => `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(n).replace(/[\u202f\u00a0]/g, " ")} m²`;

const ACCESS_LABELS: Record<string, string> = { moyenne: "moyenne", difficile: "difficile" };

/**
 * The quote's lines (missions, then each modifier that applies, in a fixed order) and
 * totals. TVA 20 %: total TTC = total HT × 1.2, rounded to the euro (spec §9).
 */
export function priceQuote({ missions, modifiers, answers }: { missions: ReadonlyArray<PricingMission>; modifiers: PricingModifiers; answers: PricingAnswers }): PricedQuote {
  const lines: Array<PriceLine> = missions.map((m) => ({ kind: "mission", id: m.id, label: m.name, detail: m.description, amountHt: m.basePrice }));
  const missionsTotal = missions.reduce((sum, m) => sum + m.basePrice, 0);
  const add = (id: string, label: string, detail: string, amountHt: number) => {
    if (amountHt > 0) lines.push({ kind: "modifier", id, label, detail, amountHt: Math.round(amountHt) });
  };

  if (answers.urgenceMission && modifiers.urgencyPercent > 0) {
    add("urgency", `Majoration urgence (+ ${modifiers.urgencyPercent} %)`, "Intervention prioritaire demandée : planning des sondages et du rapport resserré.", (missionsTotal * modifiers.urgencyPercent) / 100);
  }
  const access = answers.accessibiliteSite;
  if (access === "moyenne" || access === "difficile") {
    add(
      "access",
      `Accès au site ${ACCESS_LABELS[access]}`,
      access === "difficile" ? "Fond de parcelle, pente ou escaliers : matériel de sondage adapté ou portage." : "Accès limité pour les engins : matériel de sondage adapté.",
      access === "difficile" ? modifiers.accessDifficile : modifiers.accessMoyenne,
    );
  }
  if (answers.presenceSousSol && modifiers.basement > 0) {
    add("basement", "Sous-sol prévu", "Sondages et essais plus profonds sous le niveau du sous-sol.", modifiers.basement);
  }
  const surfaces = { built: surfaceValue(answers.surfaceBatie), plot: surfaceValue(answers.terrain) };
  for (const basis of ["built", "plot"] as const) {
    const surface = surfaces[basis];
    if (surface === null) continue;
    const band = modifiers.surfaceBands
      .filter((b) => b.basis === basis && surface >= b.from && b.amount > 0)
      .filter((b) => b.missions.length === 0 || missions.some((m) => b.missions.includes(m.id)))
      .sort((a, b) => b.from - a.from)[0];
    if (!band) continue;
    const concerned = band.missions.length === 0 ? missions : missions.filter((m) => band.missions.includes(m.id));
    const base = concerned.reduce((sum, m) => sum + m.basePrice, 0);
    const name = basis === "built" ? "Surface bâtie" : "Superficie du terrain";
    const amount = band.unit === "percent" ? (base * band.amount) / 100 : band.amount;
    const unit = band.unit === "percent" ? ` (+ ${band.amount} %)` : "";
    add(
      basis === "built" ? "surface-built" : "surface-plot",
      `${name} à partir de ${squareMetres(band.from)}${unit}`,
      `${name} déclarée : ${squareMetres(surface)} ; sondages supplémentaires${band.missions.length ? ` (${concerned.map((m) => m.name).join(", ")})` : ""}.`,
      amount,
    );
  }
  const department = departmentOf(answers.location);
  if (department) {
    const zone = modifiers.travelZones.find((z) => z.departments.includes(department));
    if (zone) add("travel", `Déplacement – ${zone.label}`, `Département ${department}.`, zone.amount);
    else add("travel", "Déplacement hors zone habituelle", `Département ${department}.`, modifiers.travelOther);
  }

  const totalHt = lines.reduce((sum, line) => sum + line.amountHt, 0);
  const totalTtc = Math.round(totalHt * (1 + VAT_RATE));
  return { lines, totalHt, tva: totalTtc - totalHt, totalTtc };
}

/**
 * The stored lines of a quote: what was priced when it was stored (missions and
 * modifiers); for quotes stored before modifiers existed, their mission lines.
 */
export function quoteLinesOf(s: { priceLines: Array<PriceLine>; servicesDetails: Array<{ id: string; name: string; quantity: number; basePrice: number }> }): Array<PriceLine> {
  if (s.priceLines.length > 0) return s.priceLines;
  return s.servicesDetails.map((l) => ({ kind: "mission" as const, id: l.id, label: l.name, detail: "", amountHt: l.basePrice * l.quantity }));
}

/** The honest promise of step 4, the recap e-mail and the PDF. */
export const ESTIMATE_NOTE = "Estimation indicative, confirmée par un ingénieur sous 48 h.";
export const NEXT_STEP_NOTE =
  "Un ingénieur vérifie votre projet et vous confirme ce devis, ou vous l'ajuste, sous 48 h ouvrées. Pour commander, retournez-le signé avec la mention « Bon pour accord ».";
