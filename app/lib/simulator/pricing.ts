// The price of a quote: catalogue missions plus the modifiers staff edit in
// « Simulateur (prix) » (urgency, access, basement, surface bands, travel). One pure
// computation used by step 4's recap, the stored simulation, its PDF and its e-mail.
// Browser-safe. Amounts are whole euros excluding VAT.
import type { PriceLine, PricingModifiers } from "../../db/types";

export const VAT_RATE = 0.2;

export type PricedQuote = { lines: Array<PriceLine>; totalHt: number; tva: number; totalTtc: number };

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

export type PricingMission = {
  id: string;
  name: string;
  description: string;
  basePrice: number;
  /** The mission's programme and texts (docs/decisions/635), frozen with the quote's lines. */
  programme?: string | null;
  deliverables?: string | null;
  exclusions?: string | null;
  clientInputs?: string | null;
  deliveryWeeks?: number | null;
};

export type PricingAnswers = {
  location?: string | null;
  /** As typed ("120", "0,5"); null or absent when the field does not apply. */
  surfaceBatie?: string | null;
  terrain?: string | null;
  presenceSousSol?: boolean | null;
  urgenceMission?: boolean | null;
  accessibiliteSite?: string | null;
};

/** Metropolitan departments (01–95 without 20, 2A, 2B) and overseas ones (971–976). */
const DEPARTMENT_CODE = /^(0[1-9]|1\d|[3-8]\d|2[1-9AB]|9[0-5]|97[1-6])$/;

/** "Montreuil (93100)" → 93, "Pontoise (95)" → 95, "Ajaccio 20000" → 2A; null when none is recognisable. */
export function departmentOf(location: string | null | undefined): string | null {
  if (!location) return null;
  const postcode = location.match(/(?<!\d)(\d{5})(?!\d)/)?.[1];
  if (postcode) {
    if (postcode.startsWith("97")) return postcode.slice(0, 3);
    if (postcode.startsWith("20")) return Number(postcode) < 20200 ? "2A" : "2B";
    const code = postcode.slice(0, 2);
    return DEPARTMENT_CODE.test(code) ? code : null;
  }
  const code = location.match(/(?<![\dA-Za-z])(\d{2}|2[AaBb]|97\d)(?![\dA-Za-z])/)?.[1]?.toUpperCase();
  return code && DEPARTMENT_CODE.test(code) ? code : null;
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
 * A modifier the answers call for, before the missions are known: a fixed amount, or a
 * percentage of the missions it concerns (`missions` empty: all of them; otherwise it
 * applies only when one of them is in the quote). Plain data, so step 3 can price the
 * visitor's ticks in the browser with `applyModifiers` alone.
 */
export type ResolvedModifier = { id: string; label: string; detail: string; missions: Array<string>; fixed?: number; percent?: number };

/** The modifiers that the answers call for, in the quote's order (urgency, access, basement, surfaces, travel). */
export function resolveModifiers(modifiers: PricingModifiers, answers: PricingAnswers): Array<ResolvedModifier> {
  const resolved: Array<ResolvedModifier> = [];
  if (answers.urgenceMission && modifiers.urgencyPercent > 0) {
    resolved.push({
      id: "urgency",
      label: `Majoration urgence (+ ${modifiers.urgencyPercent} %)`,
      detail: "Intervention prioritaire demandée : planning des sondages et du rapport resserré.",
      missions: [],
      percent: modifiers.urgencyPercent,
    });
  }
  const access = answers.accessibiliteSite;
  if (access === "moyenne" || access === "difficile") {
    resolved.push({
      id: "access",
      label: `Accès au site ${ACCESS_LABELS[access]}`,
      detail:
        access === "difficile" ? "Fond de parcelle, pente ou escaliers : matériel de sondage adapté ou portage." : "Accès limité pour les engins : matériel de sondage adapté.",
      missions: [],
      fixed: access === "difficile" ? modifiers.accessDifficile : modifiers.accessMoyenne,
    });
  }
  if (answers.presenceSousSol) {
    resolved.push({ id: "basement", label: "Sous-sol prévu", detail: "Sondages et essais plus profonds sous le niveau du sous-sol.", missions: [], fixed: modifiers.basement });
  }
  const surfaces = { built: surfaceValue(answers.surfaceBatie), plot: surfaceValue(answers.terrain) };
  for (const basis of ["built", "plot"] as const) {
    const surface = surfaces[basis];
    if (surface === null) continue;
    // The highest band reached; a band whose missions are not in the quote gives way to the next one (applyModifiers).
    const bands = modifiers.surfaceBands.filter((b) => b.basis === basis && surface >= b.from && b.amount > 0).sort((a, b) => b.from - a.from);
    const name = basis === "built" ? "Surface bâtie" : "Superficie du terrain";
    for (const band of bands) {
      resolved.push({
        id: basis === "built" ? "surface-built" : "surface-plot",
        label: `${name} à partir de ${squareMetres(band.from)}${band.unit === "percent" ? ` (+ ${band.amount} %)` : ""}`,
        detail: `${name} déclarée : ${squareMetres(surface)} ; sondages supplémentaires${band.missions.length > 0 ? "" : "."}`,
        missions: band.missions,
        ...(band.unit === "percent" ? { percent: band.amount } : { fixed: band.amount }),
      });
    }
  }
  const department = departmentOf(answers.location);
  if (department) {
    const zone = modifiers.travelZones.find((z) => z.departments.includes(department));
    resolved.push({
      id: "travel",
      label: zone ? `Déplacement – ${zone.label}` : "Déplacement hors zone habituelle",
      detail: `Département ${department}.`,
      missions: [],
      fixed: zone ? zone.amount : modifiers.travelOther,
    });
  }
  return resolved;
}

/** The modifier lines of these missions: one per id (the first that applies), none at 0 €. */
export function applyModifiers(missions: ReadonlyArray<PricingMission>, resolved: ReadonlyArray<ResolvedModifier>): Array<PriceLine> {
  const lines: Array<PriceLine> = [];
  for (const r of resolved) {
    if (lines.some((line) => line.id === r.id)) continue;
    const concerned = r.missions.length === 0 ? missions : missions.filter((m) => r.missions.includes(m.id));
    if (concerned.length === 0) continue;
    const base = concerned.reduce((sum, m) => sum + m.basePrice, 0);
    const amountHt = Math.round(r.fixed ?? (base * (r.percent ?? 0)) / 100);
    const detail = r.missions.length > 0 ? `${r.detail} (${concerned.map((m) => m.name).join(", ")}).` : r.detail;
    if (amountHt > 0) lines.push({ kind: "modifier", id: r.id, label: r.label, detail, amountHt });
  }
  return lines;
}

/** Total HT, TVA 20 % and total TTC = total HT × 1.2 rounded to the euro. */
export function totalsOf(lines: Array<PriceLine>): PricedQuote {
  const totalHt = lines.reduce((sum, line) => sum + line.amountHt, 0);
  const totalTtc = Math.round(totalHt * (1 + VAT_RATE));
  return { lines, totalHt, tva: totalTtc - totalHt, totalTtc };
}

/** The quote's lines (missions, then each modifier that applies, in a fixed order) and totals. */
export function priceQuote({ missions, modifiers, answers }: { missions: ReadonlyArray<PricingMission>; modifiers: PricingModifiers; answers: PricingAnswers }): PricedQuote {
  return totalsOf([...missionLines(missions), ...applyModifiers(missions, resolveModifiers(modifiers, answers))]);
}

export function missionLines(missions: ReadonlyArray<PricingMission>): Array<PriceLine> {
  return missions.map((m) => {
    const line: PriceLine = { kind: "mission", id: m.id, label: m.name, detail: m.description, amountHt: m.basePrice };
    if (m.programme) line.programme = m.programme;
    if (m.deliverables || m.exclusions || m.clientInputs || m.deliveryWeeks) {
      line.mission = { deliverables: m.deliverables ?? "", exclusions: m.exclusions ?? "", clientInputs: m.clientInputs ?? "", deliveryWeeks: m.deliveryWeeks ?? null };
    }
    return line;
  });
}

/**
 * The stored lines of a quote: what was priced when it was stored (missions and
 * modifiers); for quotes stored before modifiers existed, their mission lines.
 */
export function quoteLinesOf(s: { priceLines: Array<PriceLine>; servicesDetails: Array<{ id: string; name: string; quantity: number; basePrice: number }> }): Array<PriceLine> {
  if (s.priceLines.length > 0) return s.priceLines;
  return s.servicesDetails.map((l) => ({ kind: "mission" as const, id: l.id, label: l.name, detail: "", amountHt: l.basePrice * l.quantity }));
}

/**
 * The honest promise of step 4, the recap e-mail and the PDF: an estimate, which an
 * engineer's devis confirms; only that devis, accepted, is an order (docs/decisions/610).
 */
export const ESTIMATE_NOTE = "Estimation indicative, confirmée par un ingénieur sous 48 h.";
export const NEXT_STEP_NOTE = "Un ingénieur vérifie votre projet et vous adresse sous 48 h ouvrées le devis qui confirme ou ajuste cette estimation.";
export const ORDER_NOTE = "Cette estimation ne se signe pas : elle ne devient une commande que par le devis confirmé par un ingénieur, une fois ce devis accepté.";

/**
 * What the estimate says of its prices (docs/decisions/638): those of the catalogue on its date,
 * with no validity period of their own — the engineer's devis confirms or adjusts them, and only
 * the devis, an offer, states how long its prices hold.
 */
export function estimatePricesNote(day: string): string {
  return `Prix indicatifs du catalogue à cette date (${day}), en euros hors taxes. Le devis de l'ingénieur les confirme ou les ajuste ; seul le devis fixe un prix et sa durée de validité.`;
}
