// Page views and funnel steps go through the statistics queue and are written in batches
// (docs/decisions/521-page-views-through-a-queue.md): no D1 call for them in the request, the
// same statistics as one insert per view, nothing lost when the queue or D1 fails.
import { createExecutionContext, env, getQueueResult } from "cloudflare:test";
import { beforeAll, expect, test, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { parisDay } from "~/lib/dates";
import { getDashboard } from "~/lib/admin/dashboard.server";
import { getStatsReport } from "~/lib/stats/queries.server";
import { rollUpDay } from "~/lib/stats/rollup.server";
import { consumeStatsBatch, recordStats, writeStats } from "~/lib/stats/stats-queue.server";
import type { StatsMessage } from "~/lib/stats/messages";
import { seedDatabase } from "../../seed";
import { faultyD1, isWrite } from "../faulty-d1";
import { resetStats } from "../factories/stats";
import { contentChanged, db } from "../helpers";
import { fetchThrough, recordingQueue, statsBatch, useRealStatsQueue } from "../stats-queue";
import worker from "../../workers/app";

beforeAll(async () => {
  await seedDatabase(db());
  await contentChanged();
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

function visit(path: string, headers: Record<string, string> = {}) {
  return new Request(new URL(path, "http://localhost"), { redirect: "manual", headers: { "user-agent": FIREFOX, ...headers } });
}

async function countRows(table: string, where = "1 = 1", ...params: Array<unknown>) {
  return (
    (
      await env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

test("through the real queue, the Worker's consumer writes the views of a few requests", async () => {
  useRealStatsQueue();
  const visitor = crypto.randomUUID();
  const paths = ["/services", "/regions", "/a-propos"];
  for (const path of paths)
    await (await worker.fetch(visit(path, { cookie: `lg_vid=${visitor}`, referer: "https://www.qwant.com/" }) as never, env, createExecutionContext())).text();
  let rows: Array<{ path: string; source: string; title: string | null }> = [];
  // The queue hands them over after at most max_batch_timeout (5 s, wrangler.toml).
  for (let i = 0; i < 150 && rows.length < paths.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    rows = (await env.DB.prepare("select path, source, title from page_views where visitor_id = ? order by path").bind(visitor).all<(typeof rows)[number]>()).results;
  }
  expect(rows).toEqual([
    { path: "/a-propos", source: "search", title: expect.stringContaining("À propos") },
    { path: "/regions", source: "search", title: expect.stringContaining("Lutetia Géotechnique") },
    { path: "/services", source: "search", title: expect.stringContaining("Lutetia Géotechnique") },
  ]);
});

test("an edge-cache hit and a miss make no D1 call for their page view; a funnel step none for itself: they are in the queue", async () => {
  const visitor = crypto.randomUUID();
  const spy = faultyD1(env.DB);
  const { queue, bodies } = recordingQueue();
  const path = "/services/etudes-geotechniques";
  const first = await fetchThrough({ DB: spy.binding, STATS_QUEUE: queue }, visit(path, { cookie: `lg_vid=${visitor}` }));
  expect(first.response.status).toBe(200);
  expect(spy.seen.filter((sql) => /page_views/i.test(sql))).toEqual([]);

  spy.seen.length = 0;
  const hit = await fetchThrough({ DB: spy.binding, STATS_QUEUE: queue }, visit(path, { cookie: `lg_vid=${visitor}` }));
  expect(hit.response.headers.get("x-edge-cache")).toBe("HIT");
  // The generation is known to the isolate (read within 30 s): a hit calls D1 for nothing.
  expect(spy.seen).toEqual([]);

  const simulator = await fetchThrough({ DB: spy.binding, STATS_QUEUE: queue }, visit("/simulateur", { cookie: `lg_vid=${visitor}`, referer: "http://localhost/" }));
  expect(simulator.response.status).toBe(200);
  expect(spy.seen.filter((sql) => isWrite(sql) && /page_views|simulator_funnel/i.test(sql))).toEqual([]);

  expect(bodies).toEqual([
    expect.objectContaining({ version: 1, type: "page-view", path, visitorId: visitor, isNewVisitor: false, title: expect.stringContaining("Étude géotechnique") }),
    expect.objectContaining({ type: "page-view", path, visitorId: visitor }),
    expect.objectContaining({ type: "funnel-step", step: 1, visitorId: visitor, knownVisitor: true, source: "internal" }),
    expect.objectContaining({ type: "page-view", path: "/simulateur", visitorId: visitor, source: "internal" }),
  ]);
});

const VISITORS = Array.from({ length: 45 }, () => crypto.randomUUID());

/** The visits replayed both ways: who, where from, which page (documents, a client navigation, a 404, the simulator). */
function visits(): Array<Request> {
  const requests: Array<Request> = [];
  const referrers = ["https://www.google.fr/", "https://www.linkedin.com/feed/", "https://annuaire.exemple.org/", ""];
  const pages = ["/", "/services", "/services/etudes-geotechniques", "/regions", "/actualites", "/a-propos", "/contact.data", "/page-disparue-replay"];
  for (let v = 0; v < VISITORS.length; v++) {
    // Every fifth visitor has no cookie yet (a first visit): one view, under a new id.
    const cookie: Record<string, string> = v % 5 === 0 ? {} : { cookie: `lg_vid=${VISITORS[v]}` };
    const referer = referrers[v % referrers.length];
    requests.push(visit(pages[v % pages.length], { ...cookie, ...(referer ? { referer } : {}) }));
    if (v % 5 === 0) continue;
    requests.push(visit(pages[(v + 3) % pages.length], { ...cookie, referer: "http://localhost/" }));
    requests.push(visit(pages[(v + 5) % pages.length], { ...cookie, referer: "http://localhost/services" }));
    // One visitor in three opens the simulator from the site: step 1 takes the source of their visit.
    if (v % 3 === 0) requests.push(visit("/simulateur", { ...cookie, referer: "http://localhost/" }));
  }
  // A first landing on the simulator without the cookie: step 1 with its own referrer.
  requests.push(visit("/simulateur", { referer: "https://www.bing.com/search?q=etude+de+sol" }));
  return requests;
}

/** What the statistics show of today: the roll-up's row, the screen's figures, the dashboard's cards. */
async function statisticsOfToday() {
  const today = parisDay(new Date());
  const rolled = await rollUpDay(db(), today);
  const report = await getStatsReport(db(), "7d");
  const dashboard = await getDashboard(db());
  const funnel = (await env.DB.prepare("select step, source, count(*) as n from simulator_funnel group by step, source order by step, source").all()).results;
  return { rolled, report, dashboard: { stats: dashboard.stats }, funnel };
}

test("the same visits, written one insert per view at request time or in queued batches, give the same roll-up, live figures and funnel", async () => {
  // Before: each view and step written at once, in the request's background work.
  await resetStats();
  const direct = { send: async (body: StatsMessage) => writeStats(db(), [body]) } as unknown as Queue;
  for (const request of visits()) await fetchThrough({ STATS_QUEUE: direct }, request);
  const before = await statisticsOfToday();
  const viewCount = await countRows("page_views");

  // Now: the same visits through the queue, written by the consumer 100 messages at a time.
  await resetStats();
  const { queue, bodies } = recordingQueue();
  for (const request of visits()) await fetchThrough({ STATS_QUEUE: queue }, request);
  expect(await countRows("page_views")).toBe(0);
  const spy = faultyD1(env.DB);
  for (let i = 0; i < bodies.length; i += 100) {
    const batch = statsBatch(bodies.slice(i, i + 100));
    await consumeStatsBatch(batch, createDb(spy.binding));
    expect((await getQueueResult(batch, createExecutionContext())).retryMessages).toEqual([]);
  }
  const after = await statisticsOfToday();

  expect(viewCount).toBeGreaterThan(100);
  expect(await countRows("page_views")).toBe(viewCount);
  expect(after).toEqual(before);
  expect(before.funnel.length).toBeGreaterThan(1);
  expect(before.rolled.pageViews).toBe(viewCount);
  // Per batch: one write for all its views, one for its steps 1, one for its other steps.
  let statements = 0;
  for (let i = 0; i < bodies.length; i += 100) {
    const batch = bodies.slice(i, i + 100) as Array<StatsMessage>;
    statements += Number(batch.some((body) => body.type === "page-view"));
    statements += Number(batch.some((body) => body.type === "funnel-step" && body.step === 1));
    statements += Number(batch.some((body) => body.type === "funnel-step" && body.step !== 1));
  }
  expect(spy.seen.filter(isWrite)).toHaveLength(statements);
});

test("a batch of 100 page views is one D1 write statement", async () => {
  const spy = faultyD1(env.DB);
  const at = Date.now();
  const views: Array<StatsMessage> = Array.from({ length: 100 }, (_, i) => ({
    version: 1,
    type: "page-view",
    at: at + i,
    path: `/services/lot-${i % 7}`,
    title: "Études géotechniques « G2 AVP » | Lutetia Géotechnique",
    visitorId: crypto.randomUUID(),
    isNewVisitor: i % 2 === 0,
    source: "search",
    referrerHost: "www.google.fr",
    region: i % 3 === 0 ? "Île-de-France" : null,
  }));
  const before = await countRows("page_views", "path like '/services/lot-%'");
  await consumeStatsBatch(statsBatch(views), createDb(spy.binding));
  expect(spy.seen.filter(isWrite)).toHaveLength(1);
  expect(await countRows("page_views", "path like '/services/lot-%'")).toBe(before + 100);
  const sample = await env.DB.prepare("select * from page_views where visitor_id = ?")
    .bind((views[3] as { visitorId: string }).visitorId)
    .first();
  expect(sample).toMatchObject({
    day: parisDay(new Date(at)),
    path: "/services/lot-3",
    title: "Études géotechniques « G2 AVP » | Lutetia Géotechnique",
    page_type: "services",
    is_new_visitor: 0,
    source: "search",
    referrer_host: "www.google.fr",
    region: "Île-de-France",
    created_at: at + 3,
  });
});

test("a batch of views and funnel steps of many visitors is three D1 write statements, and each step gets the source it would get written alone", async () => {
  const spy = faultyD1(env.DB);
  const at = Date.now();
  const visitors = Array.from({ length: 30 }, () => crypto.randomUUID());
  const messages: Array<StatsMessage> = visitors.flatMap(
    (visitorId, i): Array<StatsMessage> => [
      // Came from a search engine, then opened the simulator from the site (step 1 internal), then step 2.
      {
        version: 1,
        type: "page-view",
        at: at + i * 10,
        path: "/services/sondages",
        title: "Sondages",
        visitorId,
        isNewVisitor: true,
        source: "search",
        referrerHost: "www.qwant.com",
        region: null,
      },
      { version: 1, type: "funnel-step", at: at + i * 10 + 1, visitorId, knownVisitor: true, step: 1, source: "internal" },
      { version: 1, type: "funnel-step", at: at + i * 10 + 2, visitorId, knownVisitor: true, step: 2, source: "internal" },
      { version: 1, type: "funnel-step", at: at + i * 10 + 3, visitorId, knownVisitor: true, step: 0, source: "internal" },
      // The same step twice: counted once.
      { version: 1, type: "funnel-step", at: at + i * 10 + 4, visitorId, knownVisitor: true, step: 2, source: "internal" },
    ],
  );
  await consumeStatsBatch(statsBatch(messages), createDb(spy.binding));
  expect(spy.seen.filter(isWrite)).toHaveLength(3);
  const rows = await env.DB.prepare(
    `select step, source, count(*) as n from simulator_funnel where visitor_id in (${visitors.map(() => "?").join(", ")}) group by step, source order by step`,
  )
    .bind(...visitors)
    .all();
  expect(rows.results).toEqual([
    { step: 0, source: "search", n: 30 },
    { step: 1, source: "search", n: 30 },
    { step: 2, source: "search", n: 30 },
  ]);
});

test("when the queue refuses a view it is written at once; when D1 refuses a batch it is retried; an unreadable message is dropped", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const visitor = crypto.randomUUID();
  const view: StatsMessage = {
    version: 1,
    type: "page-view",
    at: Date.now(),
    path: "/contact",
    title: "Contact",
    visitorId: visitor,
    isNewVisitor: true,
    source: "direct",
    referrerHost: null,
    region: null,
  };
  const refusing = {
    send: async () => {
      throw new Error("Queue send failed: service unavailable");
    },
  } as unknown as Queue;
  await recordStats({ queue: refusing, db }, view);
  expect(await countRows("page_views", "visitor_id = ?", visitor)).toBe(1);

  const down = faultyD1(env.DB, { downFrom: 1 });
  const other = { ...view, visitorId: crypto.randomUUID() };
  const batch = statsBatch([other, { version: 2, type: "page-view" }]);
  await consumeStatsBatch(batch, createDb(down.binding));
  const result = await getQueueResult(batch, createExecutionContext());
  expect(result.retryMessages.map((message) => message.msgId)).toEqual([batch.messages[0].id]);
  expect(result.explicitAcks).toEqual([batch.messages[1].id]);
  expect(await countRows("page_views", "visitor_id = ?", other.visitorId)).toBe(0);
  expect(warn).toHaveBeenCalledWith("file des statistiques indisponible : écriture directe", expect.any(Error));
});
