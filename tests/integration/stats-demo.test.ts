import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { parisDay } from "~/lib/dates";
import { DEMO_DEFAULT_VIEWS, DEMO_REMOTE_REFUSED, demoStatsOptions, runDemoStats } from "../../seed/demo-stats";
import { getStatsReport } from "~/lib/stats/queries.server";
import { rollUpDay } from "~/lib/stats/rollup.server";
import { resetStats } from "../factories/stats";
import { db } from "../helpers";

const VIEWS = 20_000;
const today = parisDay(new Date());

async function demo() {
  return runDemoStats(
    {
      execute: (statement) =>
        env.DB.prepare(statement.sql)
          .bind(...statement.params)
          .run(),
      rollUp: (day) => rollUpDay(db(), day),
    },
    { today, views: VIEWS, dayElapsed: 0.5 },
  );
}

const value = async (sql: string) => Number(await env.DB.prepare(sql).first("n"));

beforeAll(async () => {
  await resetStats();
  await seedDatabase(db());
  await demo();
});

test("the demo seed refuses --remote with a French message, and checks --views", () => {
  expect(() => demoStatsOptions({ remote: true })).toThrow(DEMO_REMOTE_REFUSED);
  expect(DEMO_REMOTE_REFUSED).toMatch(/réservées à la base locale : l'option --remote est refusée/);
  expect(demoStatsOptions({})).toEqual({ views: DEMO_DEFAULT_VIEWS });
  expect(demoStatsOptions({ views: "1000000" })).toEqual({ views: 1_000_000 });
  expect(() => demoStatsOptions({ views: "beaucoup" })).toThrow(/--views attend un nombre entier/);
  expect(() => demoStatsOptions({ views: "0" })).toThrow(/--views/);
});

test("the demo fills 13 months of page views, rolled up by the nightly roll-up", async () => {
  const views = await value("select count(*) as n from page_views");
  expect(Math.abs(views - VIEWS)).toBeLessThan(VIEWS * 0.01);
  expect(await value("select count(distinct day) as n from page_views")).toBe(396);
  expect(await value("select count(*) as n from site_stats")).toBe(395);
  expect((await value("select sum(page_views) as n from site_stats")) + (await value(`select count(*) as n from page_views where day = '${today}'`))).toBe(views);
  // Page views point to real pages of the seeded site.
  expect(await value("select count(*) as n from page_views where path like '/services/%' and path not in (select '/services/' || slug from services)")).toBe(0);
  expect(await value("select count(distinct path) as n from page_views")).toBeGreaterThan(100);
});

test("the demo traffic is plausible: quiet week-ends and August, sources, regions, page types, returning visitors", async () => {
  const weekday = await value("select avg(page_views) as n from site_stats where strftime('%w', date) in ('1', '2', '3', '4')");
  const weekend = await value("select avg(page_views) as n from site_stats where strftime('%w', date) in ('0', '6')");
  expect(weekend).toBeLessThan(weekday * 0.7);
  const august = await value("select avg(page_views) as n from site_stats where strftime('%m', date) = '08'");
  const october = await value("select avg(page_views) as n from site_stats where strftime('%m', date) = '10'");
  expect(august).toBeLessThan(october * 0.7);

  const report = await getStatsReport(db(), "12m");
  expect(report.series.every((month) => month.pageViews > 0)).toBe(true);
  // Internal navigation is recorded with each view but is not a traffic source.
  expect(report.sources.map((s) => s.key).sort()).toEqual(["direct", "referral", "search", "social"]);
  expect(report.regions[0].label).toBe("Île-de-France");
  expect(report.regions.map((r) => r.label)).toContain("Inconnue");
  expect(report.pageTypes.every((t) => t.value > 0)).toBe(true);
  expect(report.totals.newVisitors).toBeLessThan(report.totals.uniqueVisitors);
  expect(report.totals.conversionRate).toBeGreaterThan(0.2);
  expect(report.totals.conversionRate).toBeLessThan(3);
  expect(report.notFound.length).toBeGreaterThan(3);
  const steps = report.funnel.steps.map((s) => s.visitors);
  expect(steps[0]).toBeGreaterThan(steps[4]);
  expect(steps[4]).toBeGreaterThan(0);
  expect(steps).toEqual([...steps].sort((a, b) => b - a));
  expect(await value("select count(*) as n from simulations")).toBe(await value("select count(*) as n from simulator_funnel where step = 5"));
  // Nothing is dated in the future: today stops at the current hour.
  const now = Date.now() + 1000;
  for (const table of ["page_views", "simulator_funnel", "contact_requests", "simulations", "not_found_events"]) {
    expect(await value(`select count(*) as n from ${table} where created_at > ${now}`), table).toBe(0);
  }
});

test("running the demo again replaces its rows instead of adding to them", async () => {
  const before = await value("select count(*) as n from page_views");
  const leads = await value("select count(*) as n from contact_requests");
  await demo();
  expect(await value("select count(*) as n from page_views")).toBe(before);
  expect(await value("select count(*) as n from contact_requests")).toBe(leads);
});
