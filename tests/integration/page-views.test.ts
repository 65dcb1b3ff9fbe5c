import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { pageType, trafficSource } from "~/lib/stats/page-views.server";
import { request } from "../helpers";

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

test("bots, 404s and the admin are not counted as page views", async () => {
  const bot = await request("/services", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  await bot.text();
  const missing = await request("/page-qui-n-existe-pas");
  await missing.text();
  await new Promise((r) => setTimeout(r, 200));
  const { results } = await env.DB.prepare("select path from page_views where path in ('/services', '/page-qui-n-existe-pas')").all();
  expect(results).toEqual([]);
});

test("page types and traffic sources are classified", () => {
  expect(pageType("/services/sondages")).toBe("services");
  expect(pageType("/villes/paris")).toBe("geographic");
  expect(pageType("/actualites")).toBe("news");
  expect(pageType("/actualites/loi-elan")).toBe("blog");
  expect(pageType("/contact")).toBe("static");
  expect(trafficSource("https://www.linkedin.com/feed", "site.fr").source).toBe("social");
  expect(trafficSource("https://site.fr/services", "site.fr").source).toBe("internal");
  expect(trafficSource("https://annuaire.exemple.org/", "site.fr").source).toBe("referral");
  expect(trafficSource(null, "site.fr").source).toBe("direct");
});
