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

/** True for a day that exists, written YYYY-MM-DD ("2027-02-30" and "2027-13-01" are not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// The day of the last instant asked for, and its bounds: formatting a date in a time zone
// was a twentieth of an edge-cache hit's CPU, and most calls ask about the same day.
let lastDay: { day: string; from: number; to: number } | null = null;

/** The calendar day in Paris, YYYY-MM-DD. */
export function parisDay(date: Date): string {
  const time = date.getTime();
  if (lastDay && time >= lastDay.from && time < lastDay.to) return lastDay.day;
  const day = dayFormatter.format(date);
  const [from, to] = parisDayBounds(day);
  lastDay = { day, from: from.getTime(), to: to.getTime() };
  return day;
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

const parisHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" });

/** Midnight in Paris of a YYYY-MM-DD day, as an instant (Paris is UTC+1 or UTC+2 and changes time at 01:00 UTC, never at midnight). */
export function parisMidnight(day: string): Date {
  for (const hours of [1, 2]) {
    const candidate = new Date(Date.parse(`${day}T00:00:00Z`) - hours * 3600_000);
    if (parisHour.format(candidate) === "00") return candidate;
  }
  throw new Error(`Minuit introuvable à Paris pour ${day}`);
}

/** Start and end (exclusive) of a Paris day, as instants: 23 or 25 hours on DST days. */
export function parisDayBounds(day: string): [Date, Date] {
  return [parisMidnight(day), parisMidnight(addDays(day, 1))];
}

const parisInputFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** An instant as the value of a `datetime-local` input in Paris time ("2026-05-04T09:30"). */
export function toParisInput(date: Date | number | string | null | undefined): string {
  if (date === null || date === undefined || date === "") return "";
  const parts = Object.fromEntries(parisInputFormatter.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant of a `datetime-local` value read as Paris time. In the autumn hour that
 * happens twice, the first one is taken; a time skipped in spring moves one hour on.
 */
export function fromParisInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return null;
  // Paris is UTC+1 or UTC+2: try both offsets and keep the one that reads back the same.
  for (const offset of [2, 1]) {
    const candidate = new Date(asUtc - offset * 3_600_000);
    if (toParisInput(candidate) === value) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}
