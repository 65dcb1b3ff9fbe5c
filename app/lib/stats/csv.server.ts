// CSV of the daily figures of a period, for Excel (UTF-8 with BOM, ';', French decimals).
import { toCsv } from "~/lib/leads/csv";
import { conversionRate, formatDecimal, formatFullDay } from "./labels";
import type { StatsPeriod } from "./period";
import type { DailyFigures } from "./queries.server";

export const STATS_CSV_HEADER = [
  "Date",
  "Visiteurs uniques",
  "Nouveaux visiteurs",
  "Pages vues",
  "Demandes de contact",
  "Simulations",
  "Taux de conversion (%)",
  "Pages introuvables (404)",
] as const;

const PERIOD_FILE_NAMES: Record<StatsPeriod, string> = { "7d": "7-jours", "30d": "30-jours", "12m": "12-mois" };

function row(label: string, d: Omit<DailyFigures, "date">) {
  return [
    label,
    d.uniqueVisitors,
    d.newVisitors,
    d.pageViews,
    d.contactRequests,
    d.simulations,
    formatDecimal(conversionRate(d.contactRequests, d.simulations, d.uniqueVisitors)),
    d.notFound,
  ];
}

/** One line per day (dd/mm/yyyy), then the period's total. */
export function statsCsv(period: StatsPeriod, range: { start: string; end: string }, daily: ReadonlyArray<DailyFigures>) {
  const total = daily.reduce(
    (sum, d) => ({
      uniqueVisitors: sum.uniqueVisitors + d.uniqueVisitors,
      newVisitors: sum.newVisitors + d.newVisitors,
      pageViews: sum.pageViews + d.pageViews,
      contactRequests: sum.contactRequests + d.contactRequests,
      simulations: sum.simulations + d.simulations,
      notFound: sum.notFound + d.notFound,
    }),
    { uniqueVisitors: 0, newVisitors: 0, pageViews: 0, contactRequests: 0, simulations: 0, notFound: 0 },
  );
  return {
    filename: `statistiques-${PERIOD_FILE_NAMES[period]}-${range.start}-au-${range.end}.csv`,
    csv: toCsv(STATS_CSV_HEADER, [...daily.map((d) => row(formatFullDay(d.date), d)), row("Total", total)]),
  };
}
