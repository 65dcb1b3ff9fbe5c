const dayFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const frDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const frLongDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The calendar day in Paris, YYYY-MM-DD. */
export function parisDay(date: Date): string {
  return dayFormatter.format(date);
}

/** dd/mm/yyyy */
export function formatDate(date: Date | number | string): string {
  return frDate.format(new Date(date));
}

/** 10 mai 2025 */
export function formatLongDate(date: Date | number | string): string {
  return frLongDate.format(new Date(date));
}

/** Adds days to a YYYY-MM-DD day string (calendar arithmetic in UTC). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
