import { env } from "cloudflare:test";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { simulatorFunnel } from "~/db/schema";
import { parisDay } from "~/lib/dates";
import { getStatsReport } from "~/lib/stats/queries.server";
import { resetStats } from "../factories/stats";
import { db, request } from "../helpers";
import { deliverStatsAtOnce } from "../stats-queue";
import { formData, html, seedCatalogue, uniqueIp, SIMULATOR_CONTACT, SIMULATOR_PROJECT } from "./forms-helpers";

beforeAll(seedCatalogue);
beforeEach(async () => {
  await resetStats();
  deliverStatsAtOnce();
});

const contact = SIMULATOR_CONTACT;
const project = SIMULATOR_PROJECT;

type Row = { visitor_id: string; step: number; source: string };

/** The funnel rows once the background writes have landed. */
async function funnelRows(expected: number): Promise<Array<Row>> {
  let rows: Array<Row> = [];
  for (let i = 0; i < 40; i++) {
    rows = (await env.DB.prepare("select visitor_id, step, source from simulator_funnel order by step, visitor_id").all<Row>()).results;
    if (rows.length >= expected) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // Let any late (unexpected) write land too.
  await new Promise((r) => setTimeout(r, 150));
  return (await env.DB.prepare("select visitor_id, step, source from simulator_funnel order by step, visitor_id").all<Row>()).results;
}

function browser(visitor: string | null, referer?: string) {
  return { "user-agent": "Mozilla/5.0 Firefox/130", ...(visitor ? { cookie: `lg_vid=${visitor}` } : {}), ...(referer ? { referer } : {}) };
}

async function post(visitor: string, intent: string, token: string, fields: Record<string, string | Array<string>> = {}) {
  const res = await request("/simulateur", {
    method: "POST",
    body: formData({ ...fields, intent, state: token }),
    headers: { ...browser(visitor, "http://localhost/simulateur"), "cf-connecting-ip": uniqueIp() },
  });
  const page = await html(res);
  expect(res.status, page.slice(0, 200)).toBe(200);
  return page.match(/name="state" value="([^"]+)"/)?.[1] ?? "";
}

test("the wizard records steps 1 to 4 and the sent simulation once per visitor, with the source of the visit", async () => {
  const visitor = crypto.randomUUID();
  // The visit comes from a search engine, then the visitor clicks through to the simulator.
  await (await request("/", { headers: browser(visitor, "https://www.google.fr/") })).text();
  for (let i = 0; i < 40 && !(await env.DB.prepare("select 1 from page_views where visitor_id = ?").bind(visitor).first()); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const opened = await html(await request("/simulateur", { headers: browser(visitor, "http://localhost/") }));
  await (await request("/simulateur", { headers: browser(visitor, "http://localhost/") })).text();
  let token = opened.match(/name="state" value="([^"]+)"/)?.[1] ?? "";
  token = await post(visitor, "contact", token, contact);
  const back = await post(visitor, "back", token);
  expect(back).not.toBe("");
  token = await post(visitor, "project", token, project);
  token = await post(visitor, "services", token, { services: ["g1-es", "g2-avp"] });
  await post(visitor, "submit", token, { contactRequested: "on" });

  const rows = await funnelRows(5);
  expect(rows).toEqual([1, 2, 3, 4, 5].map((step) => ({ visitor_id: visitor, step, source: "search" })));

  const report = await getStatsReport(db(), "7d");
  expect(report.funnel.steps.map((s) => s.visitors)).toEqual([1, 1, 1, 1, 1]);
  expect(report.funnel.bySource).toEqual([{ source: "search", label: "Moteurs de recherche", started: 1, submitted: 1, rate: 100 }]);
});

test("a first landing without the visitor cookie counts step 1 with the source of its referrer; bots and the root's revalidation do not count", async () => {
  await (await request("/simulateur", { headers: browser(null, "https://www.bing.com/search?q=etude+de+sol") })).text();
  await (await request("/simulateur", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })).text();
  const known = crypto.randomUUID();
  await (await request("/simulateur.data?_routes=root", { headers: browser(known, "http://localhost/simulateur") })).arrayBuffer();
  const rows = await funnelRows(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ step: 1, source: "search" });
  expect(rows[0].visitor_id).toMatch(/^[0-9a-f-]{36}$/);
});

test("the funnel gives the visitors of each step, the drop-off, and the conversion by source", async () => {
  const day = parisDay(new Date());
  const reached = (visitor: string, last: number, source: string) => Array.from({ length: last }, (_, i) => ({ day, visitorId: visitor, step: i + 1, source }));
  await db()
    .insert(simulatorFunnel)
    .values([
      ...reached("a", 5, "search"),
      ...reached("b", 5, "direct"),
      ...reached("c", 4, "search"),
      ...reached("d", 3, "search"),
      ...reached("e", 2, "social"),
      ...reached("f", 2, "search"),
      ...reached("g", 1, "search"),
      ...reached("h", 1, "direct"),
      ...reached("i", 1, "direct"),
      ...reached("j", 1, "referral"),
    ]);
  const { funnel } = await getStatsReport(db(), "30d");
  expect(funnel.steps.map((s) => [s.visitors, s.ofStart, s.dropOff])).toEqual([
    [10, 100, null],
    [6, 60, 40],
    [4, 40, 33.3],
    [3, 30, 25],
    [2, 20, 33.3],
  ]);
  expect(funnel.bySource.map((s) => [s.source, s.started, s.submitted, s.rate])).toEqual([
    ["direct", 3, 1, 33.3],
    ["search", 5, 1, 20],
    ["social", 1, 0, 0],
    ["referral", 1, 0, 0],
  ]);
});
