// The periods of the statistics screen and their calendar (Europe/Paris days, YYYY-MM-DD).
// Browser-safe: the loader computes the range, the screen builds its links with it.
import { addDays } from "~/lib/dates";

export const STATS_PERIODS = ["7d", "30d", "12m"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_PERIOD: StatsPeriod = "30d";

export const PERIOD_LABELS: Record<StatsPeriod, string> = {
  "7d": "7 derniers jours",
  "30d": "30 derniers jours",
  "12m": "12 derniers mois",
};

/** "… par rapport aux 30 jours précédents" */
export const PREVIOUS_PERIOD_LABELS: Record<StatsPeriod, string> = {
  "7d": "aux 7 jours précédents",
  "30d": "aux 30 jours précédents",
  "12m": "aux 12 mois précédents",
};

export function parsePeriod(value: string | null | undefined): StatsPeriod {
  return STATS_PERIODS.includes(value as StatsPeriod) ? (value as StatsPeriod) : DEFAULT_PERIOD;
}

/** One bar of a chart: a day, or a month for 12 months. */
export type Bucket = { key: string; start: string; end: string };

export type PeriodRange = {
  period: StatsPeriod;
  granularity: "day" | "month";
  /** First day of the period. */
  start: string;
  /** Today (live figures). */
  end: string;
  /** The previous period of the same length, for the growth. */
  previousStart: string;
  previousEnd: string;
  /** Number of days of the period, today included. */
  days: number;
  buckets: Array<Bucket>;
};

/** Shifts a YYYY-MM-DD day by whole months, keeping the day of month when it exists. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export function eachDay(start: string, end: string): Array<string> {
  const days: Array<string> = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * 7 and 30 days end today (today included, live); 12 months start on the first day of
 * the month eleven months ago and end today, shown by month. The previous period is
 * the same number of days just before (7 and 30 days) or the same dates a year earlier.
 */
export function periodRange(period: StatsPeriod, today: string): PeriodRange {
  if (period === "12m") {
    const start = `${addMonths(today, -11).slice(0, 7)}-01`;
    const buckets = Array.from({ length: 12 }, (_, i) => {
      const first = addMonths(start, i);
      const last = addDays(addMonths(first, 1), -1);
      return { key: first.slice(0, 7), start: first, end: last < today ? last : today };
    });
    return {
      period,
      granularity: "month",
      start,
      end: today,
      previousStart: addMonths(start, -12),
      previousEnd: addMonths(today, -12),
      days: daysBetween(start, today),
      buckets,
    };
  }
  const length = period === "7d" ? 7 : 30;
  const start = addDays(today, -(length - 1));
  return {
    period,
    granularity: "day",
    start,
    end: today,
    previousStart: addDays(start, -length),
    previousEnd: addDays(start, -1),
    days: length,
    buckets: eachDay(start, today).map((day) => ({ key: day, start: day, end: day })),
  };
}

/** The ISO 8601 week of a day: "2026-W48" (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(day: string): { key: string; monday: string; sunday: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(day, -weekday);
  const thursday = new Date(`${addDays(monday, 3)}T00:00:00Z`);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = addDays(firstThursday.toISOString().slice(0, 10), -((firstThursday.getUTCDay() + 6) % 7));
  const week = Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${firstMonday}T00:00:00Z`)) / (7 * 86_400_000)) + 1;
  return { key: `${year}-W${String(week).padStart(2, "0")}`, monday, sunday: addDays(monday, 6) };
}
