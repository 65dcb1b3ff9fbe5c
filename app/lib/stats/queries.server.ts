// Over 400 lines: the statistics screen's one batch and the figures computed from it (docs/decisions/461, 916).
// The figures of the statistics screen, the dashboard cards, the CSV export and the weekly
// digest. Finished days come from site_stats (the nightly roll-up); today is computed live
// from the raw page views. Everything a screen needs is read in ONE db.batch, whatever the
// period: the charts of 12 months read at most ~365 site_stats rows, never the raw views.
import { and, count, countDistinct, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { type BatchByNameResult, batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { contactRequests, devis, notFoundEvents, pageViews, simulations, simulatorFunnel, siteStats, type TopPage } from "~/db/schema";
import { ORDER_STATUSES } from "~/lib/devis/lifecycle";
import { alias } from "drizzle-orm/sqlite-core";
import { addDays, parisDay, parisMidnight } from "~/lib/dates";
import {
  conversionRate,
  FUNNEL_STEPS,
  FUNNEL_SUBMITTED,
  growth,
  INTERNAL_SOURCE,
  TERRAIN_FUNNEL_STEP,
  PAGE_TYPE_LABELS,
  PAGE_TYPES,
  type PageType,
  share,
  sourceLabel,
  TRAFFIC_SOURCES,
  UNKNOWN_REGION,
} from "./labels";
import { notRedirected } from "./not-found.server";
import { parisDayBounds } from "~/lib/dates";
import { eachDay, type PeriodRange, periodRange, type StatsPeriod } from "./period";

type Counts = {
  uniqueVisitors: number;
  newVisitors: number;
  pageViews: number;
  contactRequests: number;
  simulations: number;
  notFound: number;
};

export type DailyFigures = Counts & { date: string };

export type Totals = Counts & {
  /** Conversion rate: (contact requests + simulations) / unique visitors, in %. */
  conversionRate: number;
};

const TOP_PAGES = 10;
const TOP_NOT_FOUND = 10;
const num = (value: unknown) => Number(value ?? 0) || 0;

// ---------------------------------------------------------------------------
// Daily figures: finished days from site_stats + today live
// ---------------------------------------------------------------------------

/** Daily figures of the finished days of [from, to): site_stats, filled by the nightly roll-up. */
export function finishedDaysQuery(db: Db, from: string, toExclusive: string) {
  return db
    .select({
      date: siteStats.date,
      pageViews: siteStats.pageViews,
      uniqueVisitors: siteStats.uniqueVisitors,
      newVisitors: siteStats.newVisitors,
      contactRequests: sql<number>`coalesce(json_extract(${siteStats.data}, '$.contact_requests'), 0)`,
      simulations: sql<number>`coalesce(json_extract(${siteStats.data}, '$.simulations'), 0)`,
      notFound: sql<number>`coalesce(json_extract(${siteStats.data}, '$.not_found'), 0)`,
    })
    .from(siteStats)
    .where(and(gte(siteStats.date, from), lt(siteStats.date, toExclusive)))
    .orderBy(siteStats.date);
}

/**
 * The most viewed pages of finished days [from, to): the sum of each day's top pages
 * (the roll-up keeps a day's first ten), so a page outside a day's ten counts 0 that day.
 */
export function topPagesFinishedQuery(db: Db, from: string, toExclusive: string, limit: number) {
  return db
    .select({
      path: sql<string>`json_extract(p.value, '$.path')`.as("top_path"),
      title: sql<string | null>`max(json_extract(p.value, '$.title'))`.as("top_title"),
      views: sql<number>`sum(json_extract(p.value, '$.views'))`.as("top_views"),
    })
    .from(sql`${siteStats}, json_each(${siteStats.topPages}) as p`)
    .where(and(gte(siteStats.date, from), lt(siteStats.date, toExclusive)))
    .groupBy(sql`1`)
    .orderBy(sql`3 desc, 1`)
    .limit(limit);
}

/** Sums a list of { key, value } kept in site_stats.data (regions, traffic sources) over finished days. */
function jsonListSum(db: Db, from: string, toExclusive: string, list: string, key: string, value: string) {
  return db
    .select({
      key: sql<string>`json_extract(item.value, ${`$.${key}`})`.as("item_key"),
      value: sql<number>`sum(json_extract(item.value, ${`$.${value}`}))`.as("item_value"),
    })
    .from(sql`${siteStats}, json_each(${siteStats.data}, ${`$.${list}`}) as item`)
    .where(and(gte(siteStats.date, from), lt(siteStats.date, toExclusive)))
    .groupBy(sql`1`);
}

/** The statements of the daily figures of a range (finished days, then today live). */
function figuresStatements(db: Db, range: Pick<PeriodRange, "start" | "end">) {
  const today = range.end;
  const [todayStart, todayEnd] = parisDayBounds(today);
  return {
    finished: finishedDaysQuery(db, range.start, today),
    todayTotals: db
      .select({ views: count(), visitors: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(eq(pageViews.day, today)),
    todayNew: db
      .select({ value: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(and(eq(pageViews.day, today), eq(pageViews.isNewVisitor, true))),
    todayContacts: db
      .select({ value: count() })
      .from(contactRequests)
      .where(and(gte(contactRequests.createdAt, todayStart), lt(contactRequests.createdAt, todayEnd), isNull(contactRequests.pending))),
    todaySimulations: db
      .select({ value: count() })
      .from(simulations)
      .where(and(gte(simulations.createdAt, todayStart), lt(simulations.createdAt, todayEnd))),
    todayNotFound: db.select({ value: count() }).from(notFoundEvents).where(eq(notFoundEvents.day, today)),
  };
}

export type FiguresResults = BatchByNameResult<ReturnType<typeof figuresStatements>>;

/** One row per day of the range, zeros where nothing was recorded. */
function dailyFigures(range: Pick<PeriodRange, "start" | "end">, results: FiguresResults): Array<DailyFigures> {
  const { finished, todayTotals, todayNew, todayContacts, todaySimulations, todayNotFound } = results;
  const byDay = new Map(finished.map((row) => [row.date, row]));
  return eachDay(range.start, range.end).map((date) => {
    if (date === range.end) {
      return {
        date,
        uniqueVisitors: num(todayTotals[0]?.visitors),
        newVisitors: num(todayNew[0]?.value),
        pageViews: num(todayTotals[0]?.views),
        contactRequests: num(todayContacts[0]?.value),
        simulations: num(todaySimulations[0]?.value),
        notFound: num(todayNotFound[0]?.value),
      };
    }
    const row = byDay.get(date);
    return {
      date,
      uniqueVisitors: num(row?.uniqueVisitors),
      newVisitors: num(row?.newVisitors),
      pageViews: num(row?.pageViews),
      contactRequests: num(row?.contactRequests),
      simulations: num(row?.simulations),
      notFound: num(row?.notFound),
    };
  });
}

/**
 * Totals of daily figures. Unique visitors of a period are the sum of each day's unique
 * visitors (a visitor who comes back on three days counts three times): see
 * docs/decisions/461-statistics-figures.md.
 */
export function summarise(daily: ReadonlyArray<DailyFigures>): Totals {
  const sum = (key: keyof Omit<DailyFigures, "date">) => daily.reduce((total, day) => total + day[key], 0);
  const totals = {
    uniqueVisitors: sum("uniqueVisitors"),
    newVisitors: sum("newVisitors"),
    pageViews: sum("pageViews"),
    contactRequests: sum("contactRequests"),
    simulations: sum("simulations"),
    notFound: sum("notFound"),
  };
  return { ...totals, conversionRate: conversionRate(totals.contactRequests, totals.simulations, totals.uniqueVisitors) };
}

/** The daily figures of a period (the CSV export): finished days and today, one round trip. */
export async function getDailyFigures(db: Db, period: StatsPeriod, now = new Date()) {
  const range = periodRange(period, parisDay(now));
  const results = await batchByName(db, figuresStatements(db, range));
  return { range, daily: dailyFigures(range, results) };
}

// ---------------------------------------------------------------------------
// The dashboard cards
// ---------------------------------------------------------------------------

export const DASHBOARD_PERIOD: StatsPeriod = "30d";

/**
 * The statements of the dashboard cards (the stats screen's 30 days), to put in the
 * dashboard's batch; `dashboardFigures` reads their results.
 */
export function dashboardStatements(db: Db, now = new Date()) {
  return figuresStatements(db, periodRange(DASHBOARD_PERIOD, parisDay(now)));
}

/** Visits (= unique visitors of each day), new visitors and page views of the dashboard; null without any data. */
export function dashboardFigures(results: FiguresResults, now = new Date()) {
  const range = periodRange(DASHBOARD_PERIOD, parisDay(now));
  const totals = summarise(dailyFigures(range, results));
  const hasData = results.finished.length > 0 || num(results.todayTotals[0]?.views) > 0;
  return hasData ? { uniqueVisitors: totals.uniqueVisitors, newVisitors: totals.newVisitors, pageViews: totals.pageViews } : null;
}

// ---------------------------------------------------------------------------
// The statistics screen
// ---------------------------------------------------------------------------

export type Share<K extends string = string> = { key: K; label: string; value: number; share: number };

export type SeriesPoint = { key: string; start: string; end: string; uniqueVisitors: number; newVisitors: number; pageViews: number };

export type FunnelStep = {
  step: number;
  label: string;
  visitors: number;
  /** Share of the visitors of step 1, in %. */
  ofStart: number;
  /** Visitors lost since the previous step, in % of it (null for step 1). */
  dropOff: number | null;
};

export type FunnelSource = { source: string; label: string; started: number; submitted: number; rate: number };

export type StatsReport = {
  range: PeriodRange;
  totals: Totals & {
    dailyAverage: number;
    previousUniqueVisitors: number;
    /** Unique visitors vs the previous period, in %; null without previous figures. */
    growth: number | null;
  };
  daily: Array<DailyFigures>;
  series: Array<SeriesPoint>;
  pageTypes: Array<Share<PageType>>;
  regions: Array<Share>;
  sources: Array<Share>;
  topPages: Array<TopPage>;
  notFound: Array<{ path: string; count: number }>;
  funnel: { steps: Array<FunnelStep>; bySource: Array<FunnelSource> };
  /** /mon-terrain lookups (distinct visitors) and how many of them then sent a simulation. */
  terrain: { lookups: number; quotes: number };
  /** From visits to orders over the period: devis numbers sent at least once, devis accepted. */
  sales: { visitors: number; simulations: number; devisSent: number; devisAccepted: number };
  content: { total: number; geographic: number; services: number; pages: number; articles: number };
  /** False when the period has no recorded view at all. */
  hasData: boolean;
};

type Row = Record<string, unknown>;

// D1's batch maps columns by name: every computed column gets its own alias.
const pageTypeSum = (type: PageType) => sql<number>`coalesce(sum(json_extract(${siteStats.data}, ${`$.page_types.${type}`})), 0)`.as(`type_${type}`);

function reportStatements(db: Db, range: PeriodRange) {
  const { start, end: today } = range;
  // An alias, so that the correlated subquery below names the outer row unambiguously
  // (Drizzle writes the columns of a single-table select without their table).
  const lookup = alias(simulatorFunnel, "lookup");
  const finished = sql`${siteStats.date} >= ${start} and ${siteStats.date} < ${today}`;
  const inToday = eq(pageViews.day, today);
  const periodStart = parisMidnight(start).getTime();
  const periodEnd = parisMidnight(addDays(today, 1)).getTime();
  return {
    ...figuresStatements(db, range),
    // Previous period (finished days only).
    previous: db
      .select({ uniqueVisitors: sql<number>`coalesce(sum(${siteStats.uniqueVisitors}), 0)` })
      .from(siteStats)
      .where(and(gte(siteStats.date, range.previousStart), lte(siteStats.date, range.previousEnd))),
    // Finished days: page types, regions, sources, top pages.
    typesFinished: db
      .select({
        services: pageTypeSum("services"),
        geographic: pageTypeSum("geographic"),
        blog: pageTypeSum("blog"),
        news: pageTypeSum("news"),
        static: pageTypeSum("static"),
      })
      .from(siteStats)
      .where(finished),
    regionsFinished: jsonListSum(db, start, today, "region_data", "region", "visitors"),
    sourcesFinished: jsonListSum(db, start, today, "traffic_sources", "source", "value"),
    topFinished: topPagesFinishedQuery(db, start, today, TOP_PAGES * 3),
    // Today, live: the same breakdowns from the raw page views.
    typesToday: db.select({ type: pageViews.pageType, value: count() }).from(pageViews).where(inToday).groupBy(pageViews.pageType),
    regionsToday: db
      .select({ key: pageViews.region, value: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(and(inToday, sql`${pageViews.region} is not null`))
      .groupBy(pageViews.region),
    sourcesToday: db
      .select({ key: pageViews.source, value: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(and(inToday, ne(pageViews.source, INTERNAL_SOURCE)))
      .groupBy(pageViews.source),
    topToday: db
      .select({ path: pageViews.path, title: sql<string | null>`max(${pageViews.title})`, views: count() })
      .from(pageViews)
      .where(inToday)
      .groupBy(pageViews.path)
      .orderBy(desc(count()))
      .limit(TOP_PAGES * 3),
    // Missing pages of the period (raw events are kept 13 months), as the 404 log: not yet redirected.
    notFound: db
      .select({ path: notFoundEvents.path, count: count() })
      .from(notFoundEvents)
      .where(and(gte(notFoundEvents.day, start), lte(notFoundEvents.day, today), notRedirected))
      .groupBy(notFoundEvents.path)
      .orderBy(desc(count()), notFoundEvents.path)
      .limit(TOP_NOT_FOUND),
    // Simulator funnel.
    funnelRows: db
      .select({ step: simulatorFunnel.step, visitors: countDistinct(simulatorFunnel.visitorId) })
      .from(simulatorFunnel)
      .where(and(gte(simulatorFunnel.day, start), lte(simulatorFunnel.day, today)))
      .groupBy(simulatorFunnel.step),
    funnelSourceRows: db
      .select({ source: simulatorFunnel.source, step: simulatorFunnel.step, visitors: countDistinct(simulatorFunnel.visitorId) })
      .from(simulatorFunnel)
      .where(and(gte(simulatorFunnel.day, start), lte(simulatorFunnel.day, today), inArray(simulatorFunnel.step, [1, FUNNEL_SUBMITTED])))
      .groupBy(simulatorFunnel.source, simulatorFunnel.step),
    // Content pages.
    contentRows: db.all<Row>(sql`select
      (select count(*) from services where status = 'published') as services,
      (select count(*) from pages where status = 'published') as pages,
      (select count(*) from blog_posts where status = 'published') as articles,
      (select count(*) from regions) + (select count(*) from departments) + (select count(*) from cities) as geographic`),
    // /mon-terrain: visitors who looked a plot up (funnel step 0), and those of them who then sent a simulation.
    terrainRows: db
      .select({
        terrainLookups: sql<number>`count(distinct ${lookup.visitorId})`.as("terrain_lookups"),
        terrainQuotes: sql<number>`count(distinct case when exists (
          select 1 from simulator_funnel q where q.visitor_id = "lookup"."visitor_id" and q.step = ${FUNNEL_SUBMITTED}
            and q.day >= "lookup"."day" and q.day <= ${today}
        ) then ${lookup.visitorId} end)`.as("terrain_quotes"),
      })
      .from(lookup)
      .where(and(eq(lookup.step, TERRAIN_FUNNEL_STEP), gte(lookup.day, start), lte(lookup.day, today))),
    // The funnel goes on after the simulator: devis sent (one per number) and accepted in the period.
    salesRows: db
      .select({
        devisSent: sql<number>`count(distinct case when ${devis.sentAt} >= ${periodStart} and ${devis.sentAt} < ${periodEnd} then ${devis.number} end)`.as("devis_sent"),
        devisAccepted:
          sql<number>`coalesce(sum(case when ${devis.status} in ${[...ORDER_STATUSES]} and ${devis.answeredAt} >= ${periodStart} and ${devis.answeredAt} < ${periodEnd} then 1 else 0 end), 0)`.as(
            "devis_accepted",
          ),
      })
      .from(devis),
  };
}

/** Merges key → value lists and turns them into shares of their sum, largest first. */
function shares(lists: Array<Array<{ key: unknown; value: unknown }>>, label: (key: string) => string): Array<Share> {
  const totals = new Map<string, number>();
  for (const list of lists) {
    for (const row of list) {
      const key = String(row.key ?? "");
      if (!key) continue;
      totals.set(key, (totals.get(key) ?? 0) + num(row.value));
    }
  }
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  return [...totals.entries()]
    .filter(([, value]) => value > 0)
    .map(([key, value]) => ({ key, label: label(key), value, share: share(value, sum) }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, "fr"));
}

function bucketSeries(range: PeriodRange, daily: Array<DailyFigures>): Array<SeriesPoint> {
  return range.buckets.map((bucket) => {
    const days = daily.filter((d) => d.date >= bucket.start && d.date <= bucket.end);
    const totals = summarise(days);
    return { ...bucket, uniqueVisitors: totals.uniqueVisitors, newVisitors: totals.newVisitors, pageViews: totals.pageViews };
  });
}

function funnelSteps(rows: Array<{ step: number; visitors: number }>): Array<FunnelStep> {
  const byStep = new Map(rows.map((r) => [r.step, num(r.visitors)]));
  // A visitor who reached a step has reached the ones before, even when that was on a day
  // before the period or, for a first landing, under another id (funnel.server.ts).
  const counts = FUNNEL_STEPS.map((s) => byStep.get(s.step) ?? 0);
  for (let i = counts.length - 2; i >= 0; i--) counts[i] = Math.max(counts[i], counts[i + 1]);
  return FUNNEL_STEPS.map((s, i) => ({
    step: s.step,
    label: s.label,
    visitors: counts[i],
    ofStart: share(counts[i], counts[0]),
    dropOff: i === 0 ? null : counts[i - 1] > 0 ? Math.round(((counts[i - 1] - counts[i]) / counts[i - 1]) * 1000) / 10 : 0,
  }));
}

function funnelBySource(rows: Array<{ source: string; step: number; visitors: number }>): Array<FunnelSource> {
  const bySource = new Map<string, { started: number; submitted: number }>();
  for (const row of rows) {
    const entry = bySource.get(row.source) ?? { started: 0, submitted: 0 };
    if (row.step === 1) entry.started = num(row.visitors);
    else entry.submitted = num(row.visitors);
    bySource.set(row.source, entry);
  }
  const order = (source: string) => {
    const index = TRAFFIC_SOURCES.indexOf(source as (typeof TRAFFIC_SOURCES)[number]);
    return index === -1 ? TRAFFIC_SOURCES.length : index;
  };
  return [...bySource.entries()]
    .map(([source, { started, submitted }]) => {
      const base = Math.max(started, submitted);
      return { source, label: sourceLabel(source), started: base, submitted, rate: share(submitted, base) };
    })
    .sort((a, b) => order(a.source) - order(b.source));
}

/** Everything the statistics screen shows for a period, in one D1 round trip. */
export async function getStatsReport(db: Db, period: StatsPeriod, now = new Date()): Promise<StatsReport> {
  const range = periodRange(period, parisDay(now));
  const results = await batchByName(db, reportStatements(db, range));
  const {
    previous,
    typesFinished,
    regionsFinished,
    sourcesFinished,
    topFinished,
    typesToday,
    regionsToday,
    sourcesToday,
    topToday,
    notFound,
    funnelRows,
    funnelSourceRows,
    contentRows,
    terrainRows,
    salesRows,
  } = results;

  const daily = dailyFigures(range, results);
  const totals = summarise(daily);
  const previousUniqueVisitors = num(previous[0]?.uniqueVisitors);

  const typeViews = new Map<string, number>();
  for (const type of PAGE_TYPES) typeViews.set(type, num(typesFinished[0]?.[type]));
  for (const row of typesToday) typeViews.set(row.type, (typeViews.get(row.type) ?? 0) + num(row.value));
  const typeTotal = PAGE_TYPES.reduce((sum, type) => sum + (typeViews.get(type) ?? 0), 0);
  const pageTypes = PAGE_TYPES.map((type) => ({
    key: type,
    label: PAGE_TYPE_LABELS[type],
    value: typeViews.get(type) ?? 0,
    share: share(typeViews.get(type) ?? 0, typeTotal),
  })).sort((a, b) => b.value - a.value);

  // Visitors without a region (no request.cf locally): what the located regions leave out.
  const located = shares([regionsFinished, regionsToday], (key) => key);
  const locatedSum = located.reduce((sum, region) => sum + region.value, 0);
  const unknown = Math.max(0, totals.uniqueVisitors - locatedSum);
  const regions = shares([located.map((r) => ({ key: r.key, value: r.value })), unknown > 0 ? [{ key: UNKNOWN_REGION, value: unknown }] : []], (key) => key);

  // Days rolled up before internal navigation was left out still list it: dropped here too.
  const notInternal = (row: { key: unknown }) => row.key !== INTERNAL_SOURCE;
  const sources = shares([sourcesFinished.filter(notInternal), sourcesToday.filter(notInternal)], sourceLabel);

  const pages = new Map<string, TopPage>();
  for (const row of [...topFinished, ...topToday]) {
    const path = String(row.path ?? "");
    if (!path) continue;
    const entry = pages.get(path) ?? { path, title: "", views: 0 };
    entry.views += num(row.views);
    const title = typeof row.title === "string" && row.title && row.title !== path ? row.title : "";
    if (title) entry.title = title;
    pages.set(path, entry);
  }
  const topPages = [...pages.values()]
    .map((p) => ({ ...p, title: p.title || p.path }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, TOP_PAGES);

  const content = contentRows[0] ?? {};
  const geographic = num(content.geographic);
  const services = num(content.services);
  const pagesCount = num(content.pages);
  const articles = num(content.articles);

  return {
    range,
    totals: {
      ...totals,
      dailyAverage: Math.round(totals.pageViews / range.days),
      previousUniqueVisitors,
      growth: growth(totals.uniqueVisitors, previousUniqueVisitors),
    },
    daily,
    series: bucketSeries(range, daily),
    pageTypes,
    regions,
    sources,
    topPages,
    notFound: notFound.map((row) => ({ path: row.path, count: num(row.count) })),
    funnel: { steps: funnelSteps(funnelRows), bySource: funnelBySource(funnelSourceRows) },
    terrain: { lookups: num(terrainRows[0]?.terrainLookups), quotes: num(terrainRows[0]?.terrainQuotes) },
    sales: { visitors: totals.uniqueVisitors, simulations: totals.simulations, devisSent: num(salesRows[0]?.devisSent), devisAccepted: num(salesRows[0]?.devisAccepted) },
    content: { total: services + pagesCount + articles + geographic, geographic, services, pages: pagesCount, articles },
    hasData: daily.some((d) => d.pageViews > 0),
  };
}
