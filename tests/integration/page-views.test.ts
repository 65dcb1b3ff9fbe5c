import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { pageType, readTitle, trafficSource } from "~/lib/stats/page-views.server";
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

test("bots and the admin are not counted as page views", async () => {
  const bot = await request("/services", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  await bot.text();
  const admin = await request("/admin/login", { headers: { "user-agent": "Mozilla/5.0 Firefox/130" } });
  await admin.text();
  await new Promise((r) => setTimeout(r, 200));
  const { results } = await env.DB.prepare("select path from page_views where path in ('/services', '/admin/login')").all();
  expect(results).toEqual([]);
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
  expect(trafficSource("https://annuaire.exemple.org/", "site.fr").source).toBe("referral");
  expect(trafficSource(null, "site.fr").source).toBe("direct");
});
