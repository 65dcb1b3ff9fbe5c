import { env } from "cloudflare:test";
import { beforeEach, expect, test } from "vitest";
import { simulatorFunnel } from "~/db/schema";
import { parisDay } from "~/lib/dates";
import { getStatsReport } from "~/lib/stats/queries.server";
import { buildStatsScreen } from "~/lib/stats/screen.server";
import { TERRAIN_FUNNEL_STEP } from "~/lib/stats/labels";
import { resetStats } from "../factories/stats";
import { db, request } from "../helpers";
import { deliverStatsAtOnce } from "../stats-queue";
import { signedPlace, stubUpstreams } from "../terrain-upstream";
import { uniqueIp } from "./forms-helpers";

beforeEach(async () => {
  await resetStats();
  deliverStatsAtOnce();
});

async function lookupAs(visitor: string) {
  const res = await request(`/mon-terrain?lieu=${encodeURIComponent(await signedPlace())}`, {
    headers: { "user-agent": "Mozilla/5.0 Firefox/130", cookie: `lg_vid=${visitor}`, referer: "http://localhost/mon-terrain", "cf-connecting-ip": uniqueIp() },
  });
  expect(res.status).toBe(200);
  await res.text();
}

async function stepsOf(visitor: string) {
  for (let i = 0; i < 40; i++) {
    const rows = (await env.DB.prepare("select step from simulator_funnel where visitor_id = ?").bind(visitor).all<{ step: number }>()).results;
    if (rows.length > 0) return rows.map((r) => r.step);
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

test("a /mon-terrain lookup counts in the funnel, and the stats say how many lookups led to a quote", async () => {
  stubUpstreams();
  const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
  await lookupAs(first);
  await lookupAs(second);
  expect(await stepsOf(first)).toEqual([TERRAIN_FUNNEL_STEP]);
  expect(await stepsOf(second)).toEqual([TERRAIN_FUNNEL_STEP]);
  // The first visitor then sends a simulation.
  await db()
    .insert(simulatorFunnel)
    .values({ day: parisDay(new Date()), visitorId: first, step: 5, source: "internal" });
  const report = await getStatsReport(db(), "7d");
  expect(report.terrain).toEqual({ lookups: 2, quotes: 1 });
  expect(buildStatsScreen(report).terrainSummary).toMatch(
    /^2 visiteurs ont vérifié un terrain sur « Mon terrain est-il concerné \? » et 1 a ensuite envoyé une simulation \(50(,0)?\s?%\)\.$/,
  );
  // Step 0 does not open the simulator's own funnel.
  expect(report.funnel.steps[0].visitors).toBe(1);
});

test("a failed search or a refused point records nothing", async () => {
  stubUpstreams();
  const visitor = crypto.randomUUID();
  const res = await request("/mon-terrain?lieu=pas-un-lieu-signe", {
    headers: { "user-agent": "Mozilla/5.0 Firefox/130", cookie: `lg_vid=${visitor}`, "cf-connecting-ip": uniqueIp() },
  });
  expect(res.status).toBe(400);
  await res.text();
  await new Promise((r) => setTimeout(r, 200));
  expect((await env.DB.prepare("select count(*) as n from simulator_funnel where visitor_id = ?").bind(visitor).first<{ n: number }>())?.n).toBe(0);
});
