import { env } from "cloudflare:test";
import { beforeEach, expect, test } from "vitest";
import { isCountedVisitor, pageType, readTitle, trafficSource } from "~/lib/stats/page-views.server";
import { BROWSER_USER_AGENT, request, requestWithoutUserAgent } from "../helpers";
import { deliverStatsAtOnce } from "../stats-queue";

beforeEach(() => {
  deliverStatsAtOnce();
});

async function viewsOf(path: string) {
  for (let i = 0; i < 20; i++) {
    const { results } = await env.DB.prepare("select * from page_views where path = ? order by id").bind(path).all<Record<string, unknown>>();
    if (results.length > 0) return results;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

test("a page view is recorded with a random first-party visitor id and no IP", async () => {
  const res = await request("/?utm=1", { headers: { referer: "https://www.google.fr/", "user-agent": "Mozilla/5.0 Firefox/130" } });
  await res.text();
  const cookie = res.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/^lg_vid=[0-9a-f-]{36}; Path=\/; Max-Age=33696000; HttpOnly; SameSite=Lax/);
  const [view] = await viewsOf("/");
  expect(view).toMatchObject({ page_type: "static", source: "search", is_new_visitor: 1, referrer_host: "www.google.fr" });
  expect(Object.keys(view)).not.toContain("ip");

  const visitor = cookie.split(";")[0];
  const again = await request("/regions", { headers: { cookie: visitor, "user-agent": "Mozilla/5.0 Firefox/130" } });
  await again.text();
  expect(again.headers.get("set-cookie")).toBeNull();
  const [second] = await viewsOf("/regions");
  expect(second).toMatchObject({ visitor_id: visitor.split("=")[1], is_new_visitor: 0, page_type: "geographic", source: "direct" });
});

test("bots and the admin are not counted as page views", async () => {
  const bot = await request("/services", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  await bot.text();
  const admin = await request("/admin/login", { headers: { "user-agent": "Mozilla/5.0 Firefox/130" } });
  await admin.text();
  await new Promise((r) => setTimeout(r, 200));
  const { results } = await env.DB.prepare("select path from page_views where path in ('/services', '/admin/login')").all();
  expect(results).toEqual([]);
});

async function countOf(table: "page_views" | "not_found_events" | "simulator_funnel", where: string, value: string) {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where} = ?`).bind(value).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Settles the waitUntil work of earlier responses (a page view is written after its response). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

// Load tools and scripts: no header, an empty one (`curl -H 'User-Agent:'`), or their own name.
const NOT_VISITORS: Array<[string, Record<string, string> | null]> = [
  ["no User-Agent", null],
  ["an empty User-Agent", { "user-agent": "" }],
  ["a blank User-Agent", { "user-agent": "   " }],
  ["curl", { "user-agent": "curl/8.5.0" }],
  ["k6", { "user-agent": "k6/0.50.0 (https://k6.io/)" }],
];

function send(path: string, agent: Record<string, string> | null, headers: Record<string, string> = {}) {
  return agent === null ? requestWithoutUserAgent(path, { headers }) : request(path, { headers: { ...headers, ...agent } });
}

test.each(NOT_VISITORS)("a public page fetched with %s, on an edge-cache miss or hit, records no page view and sets no visitor cookie", async (_, headers) => {
  const path = "/regions";
  // A browser's visit first: the page is in the edge cache, and its view counted.
  const before = await countOf("page_views", "path", path);
  await (await request(path)).text();
  await settle();
  expect(await countOf("page_views", "path", path)).toBe(before + 1);

  const statuses = [];
  for (let i = 0; i < 5; i++) {
    const res = await send(path, headers);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("</html>");
    expect(res.headers.get("set-cookie")).toBeNull();
    statuses.push(res.headers.get("x-edge-cache"));
  }
  expect(statuses).toContain("HIT");
  await settle();
  expect(await countOf("page_views", "path", path)).toBe(before + 1);
});

test.each(NOT_VISITORS)("a missing page fetched with %s records neither a page view nor a '404_error' event", async (_, headers) => {
  const path = `/introuvable-sans-navigateur-${crypto.randomUUID().slice(0, 8)}`;
  const res = await send(path, headers);
  expect(res.status).toBe(404);
  await res.text();
  await settle();
  expect(await countOf("page_views", "path", path)).toBe(0);
  expect(await countOf("not_found_events", "path", path)).toBe(0);
});

test.each(NOT_VISITORS)("opening the simulator with %s records no funnel step", async (_, headers) => {
  const visitor = crypto.randomUUID();
  const res = await send("/simulateur", headers, { cookie: `lg_vid=${visitor}` });
  expect(res.status).toBe(200);
  await res.text();
  await settle();
  expect(await countOf("simulator_funnel", "visitor_id", visitor)).toBe(0);

  const browser = crypto.randomUUID();
  await (await request("/simulateur", { headers: { cookie: `lg_vid=${browser}` } })).text();
  await settle();
  expect(await countOf("simulator_funnel", "visitor_id", browser)).toBe(1);
});

test("only a present User-Agent that isbot accepts is a visitor", () => {
  const withAgent = (userAgent?: string) => new Request("http://localhost/", userAgent === undefined ? {} : { headers: { "user-agent": userAgent } });
  expect(isCountedVisitor(withAgent(BROWSER_USER_AGENT))).toBe(true);
  expect(
    isCountedVisitor(withAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")),
  ).toBe(true);
  expect(isCountedVisitor(withAgent())).toBe(false);
  expect(isCountedVisitor(withAgent(""))).toBe(false);
  expect(isCountedVisitor(withAgent("Googlebot/2.1 (+http://www.google.com/bot.html)"))).toBe(false);
  expect(isCountedVisitor(withAgent("python-requests/2.32.3"))).toBe(false);
});

test("the 404 page is recorded as a page view, with its title, as well as a '404_error' event", async () => {
  const path = `/page-qui-n-existe-pas-${crypto.randomUUID().slice(0, 8)}`;
  const res = await request(path, { headers: { "user-agent": "Mozilla/5.0 Firefox/130", referer: "https://www.bing.com/" } });
  expect(res.status).toBe(404);
  expect(await res.text()).toContain("</html>");
  const [view] = await viewsOf(path);
  expect(view).toMatchObject({ path, title: "Page non trouvée | Lutetia Géotechnique", source: "search" });
  const event = await env.DB.prepare("select path, referrer from not_found_events where path = ?").bind(path).first();
  expect(event).toEqual({ path, referrer: "https://www.bing.com/" });
});

test("each page view stores the page's <title> text, decoded, and the visitor gets the whole page", async () => {
  const res = await request("/simulateur", { headers: { "user-agent": "Mozilla/5.0 Firefox/130" } });
  const page = await res.text();
  expect(page).toContain("<title>Simulateur de devis d&#x27;étude géotechnique | Lutetia Géotechnique</title>");
  expect(page.trimEnd().endsWith("</html>")).toBe(true);
  const [view] = await viewsOf("/simulateur");
  expect(view.title).toBe("Simulateur de devis d'étude géotechnique | Lutetia Géotechnique");
});

test("a client navigation (data request) is a page view without a title", async () => {
  const res = await request("/contact.data", { headers: { "user-agent": "Mozilla/5.0 Firefox/130" } });
  await res.text();
  const views = await viewsOf("/contact");
  expect(views.at(-1)).toMatchObject({ path: "/contact", title: null });
});

test("readTitle stops at the title and decodes entities", async () => {
  let pulled = 0;
  const head = new TextEncoder().encode("<!DOCTYPE html><html><head><title>Sols &amp; fondations : l&#x27;essai &quot;Ménard&quot;</title></head><body>");
  const filler = new TextEncoder().encode("<p>".padEnd(16 * 1024, "x"));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > 1000) return controller.close();
      controller.enqueue(pulled === 1 ? head : filler);
    },
  });
  expect(await readTitle(body)).toBe('Sols & fondations : l\'essai "Ménard"');
  expect(pulled).toBeLessThan(10);
});

test("page types and traffic sources are classified", () => {
  expect(pageType("/services/sondages")).toBe("services");
  expect(pageType("/villes/paris")).toBe("geographic");
  expect(pageType("/actualites")).toBe("news");
  expect(pageType("/actualites/loi-elan")).toBe("blog");
  expect(pageType("/contact")).toBe("static");
  expect(trafficSource("https://www.linkedin.com/feed", "site.fr").source).toBe("social");
  expect(trafficSource("https://site.fr/services", "site.fr").source).toBe("internal");
  expect(trafficSource("https://www.site.fr/services", "site.fr").source).toBe("internal");
  expect(trafficSource("https://site.fr/", "www.site.fr").source).toBe("internal");
  expect(trafficSource("https://annuaire.exemple.org/", "site.fr").source).toBe("referral");
  expect(trafficSource(null, "site.fr").source).toBe("direct");
});
