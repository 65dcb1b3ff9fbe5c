// The plot a visitor checked on /mon-terrain, as the simulator, the estimate and the staff
// screens keep it. Safe in the browser (no zod, no binding). docs/decisions/611-simulation-site.md
import type { ClayLevel, SitePlace } from "../../db/types";

/**
 * The honeypot field of the e-mail form. Here rather than in ./schema so that the simulator's
 * confirmation, which shows the form, does not load the terrain page's messages (script budget).
 */
export const TERRAIN_HONEYPOT = "site_web";

const LEVELS: Record<0 | 1 | 2 | 3, ClayLevel> = { 0: "nul", 1: "faible", 2: "moyen", 3: "fort" };
const LEVEL_WORDS: Record<ClayLevel, string> = { fort: "forte", moyen: "moyenne", faible: "faible", nul: "nulle" };

export function clayLevelOf(code: 0 | 1 | 2 | 3 | null): ClayLevel | null {
  return code === null ? null : LEVELS[code];
}

/** « Exposition moyenne au retrait-gonflement des argiles », or outside the mapped zones. */
export function clayLevelLabel(level: ClayLevel | null): string {
  return level === null ? "Hors des zones cartographiées pour le retrait-gonflement des argiles" : `Exposition ${LEVEL_WORDS[level]} au retrait-gonflement des argiles`;
}

/** True when the loi ELAN obligations apply at the place (moderate or strong exposure). */
export function siteUnderElan(site: Pick<SitePlace, "clay">): boolean {
  return site.clay?.level === "moyen" || site.clay?.level === "fort";
}

/** "12 Rue des Lilas, 77100 Meaux" (or "77100 Meaux" for a municipality-level answer). */
export function siteAddress(site: Pick<SitePlace, "street" | "postcode" | "city">): string {
  const town = `${site.postcode} ${site.city}`.trim();
  return site.street ? `${site.street}, ${town}` : town;
}

/** The anchor of the answer on /mon-terrain. */
export const RESULT_ANCHOR = "resultat";

/** Where a lookup opens (the signed `?lieu=` value), scrolled to its answer. */
export function lookupPath(lieu: string): string {
  return `/mon-terrain?lieu=${encodeURIComponent(lieu)}#${RESULT_ANCHOR}`;
}
