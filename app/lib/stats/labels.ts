// French labels and number formats of the statistics (screen, charts, CSV, digest). Browser-safe.
import { formatNumber } from "~/lib/admin/format";

export const PAGE_TYPES = ["services", "geographic", "blog", "news", "static"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  services: "Services",
  geographic: "Pages géographiques",
  blog: "Blog",
  news: "Actualités",
  static: "Pages statiques",
};

/** The kind of public page a path is, as the statistics count it. */
export function pageType(path: string): PageType {
  if (path.startsWith("/services")) return "services";
  if (/^\/(regions|departements|villes)(\/|$)/.test(path)) return "geographic";
  if (path.startsWith("/actualites/")) return "blog";
  if (path === "/actualites") return "news";
  return "static";
}

export const TRAFFIC_SOURCES = ["direct", "search", "social", "referral", "internal"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];
export const SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: "Accès direct",
  search: "Moteurs de recherche",
  social: "Réseaux sociaux",
  referral: "Sites référents",
  internal: "Navigation interne",
};

/**
 * A view reached from another page of the site: recorded (the funnel reads the visit's
 * first source), but not a traffic source; the breakdown leaves it out.
 */
export const INTERNAL_SOURCE = "internal" satisfies TrafficSource;

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source as TrafficSource] ?? source;
}

/** Views without a region (request.cf absent, e.g. locally). */
export const UNKNOWN_REGION = "Inconnue";

/** Steps of the simulator funnel: the wizard's four steps, then the simulation sent (5). */
export const FUNNEL_STEPS = [
  { step: 1, label: "Étape 1 : Contact" },
  { step: 2, label: "Étape 2 : Projet" },
  { step: 3, label: "Étape 3 : Services" },
  { step: 4, label: "Étape 4 : Récapitulatif" },
  { step: 5, label: "Simulation envoyée" },
] as const;
export const FUNNEL_SUBMITTED = 5;
/** A risk lookup on /mon-terrain, counted in the same funnel before the simulator (lookups → quotes). */
export const TERRAIN_FUNNEL_STEP = 0;

const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });
const rate = new Intl.NumberFormat("fr-FR", { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedPercent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2, minimumFractionDigits: 2, useGrouping: false });
const dayLabel = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const fullDay = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "2-digit", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

export { formatNumber };

/** 2,4 % (a percentage given as 2.4). */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** 1,02 % (a conversion rate given in %, two decimals). */
export function formatRate(value: number): string {
  return rate.format(value / 100);
}

/** +8 %, −3 %, 0 % (a growth given in %). */
export function formatGrowth(value: number): string {
  return signedPercent.format(value / 100).replace("-", "−");
}

/** 2,35 (CSV cells: French decimal comma, no grouping). */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

/** 12/03 for a YYYY-MM-DD day. */
export function formatShortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** 12/03/2026 for a YYYY-MM-DD day. */
export function formatFullDay(day: string): string {
  return fullDay.format(new Date(`${day}T00:00:00Z`));
}

/** "mars 26" for a YYYY-MM key. */
export function formatShortMonth(month: string): string {
  return monthLabel.format(new Date(`${month}-01T00:00:00Z`));
}

/** "mars 2026" for a YYYY-MM key. */
export function formatLongMonth(month: string): string {
  return longMonth.format(new Date(`${month}-01T00:00:00Z`));
}

/** Share in % with one decimal, 0 when the total is 0. */
export function share(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
}

/** Rounded growth in % of `current` over `previous`; null without a previous figure. */
export function growth(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Conversion rate in % with two decimals: (contact requests + simulations) / unique visitors. */
export function conversionRate(contactRequests: number, simulations: number, uniqueVisitors: number): number {
  if (uniqueVisitors <= 0) return 0;
  return Math.round(((contactRequests + simulations) / uniqueVisitors) * 10_000) / 100;
}

/** "1 visiteur", "12 480 visiteurs". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count > 1 ? pluralForm : singular}`;
}
