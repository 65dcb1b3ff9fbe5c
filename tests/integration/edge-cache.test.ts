// The edge cache of anonymous public pages (decision 501), through the Worker's fetch.
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { withEdgeCache } from "~/lib/cache/edge.server";
import { cacheablePath, cacheKey, nonceOffsets } from "~/lib/cache/edge-cache.server";
import { contentGeneration, resetGenerationMemo } from "~/lib/cache/generation.server";
import { seedDatabase } from "../../seed";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { contentChanged, db, flashOf, request } from "../helpers";
import { deliverStatsAtOnce } from "../stats-queue";

beforeAll(async () => {
  await seedDatabase(db());
  await contentChanged();
});

beforeEach(() => {
  deliverStatsAtOnce();
});

const nonceOf = (html: string) => /<script nonce="([0-9a-f]{32})">/.exec(html)?.[1];

async function views(path: string) {
  const row = await env.DB.prepare("select count(*) as n from page_views where path = ?").bind(path).first<{ n: number }>();
  return row?.n ?? 0;
}

test("a second anonymous visit is a hit: same page, a new nonce in the HTML and the CSP, its own visitor cookie", async () => {
  const first = await request("/services/diagnostics");
  expect(first.headers.get("x-edge-cache")).toBe("MISS");
  const firstHtml = await first.text();
  await new Promise((resolve) => setTimeout(resolve, 50)); // the copy is written after the response
  const second = await request("/services/diagnostics");
  expect(second.headers.get("x-edge-cache")).toBe("HIT");
  const secondHtml = await second.text();
  const nonce = nonceOf(secondHtml);
  expect(nonce).toBeDefined();
  expect(nonce).not.toBe(nonceOf(firstHtml));
  expect(second.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
  // Same document (HTMLRewriter writes the elements it touched as `<link … />`).
  const normalise = (html: string, n: string) => html.replaceAll(n, "N").replaceAll(" />", "/>");
  expect(normalise(secondHtml, nonce!)).toBe(normalise(firstHtml, nonceOf(firstHtml)!));
  expect(second.headers.get("set-cookie")).toMatch(/^lg_vid=[0-9a-f-]{36};/);
  expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
});

test("a hit writes its nonce over the stored one wherever the page had it, hydration data included, without parsing the page", async () => {
  const first = await request("/contact");
  expect(first.headers.get("x-edge-cache")).toBe("MISS");
  const firstHtml = await first.text();
  const firstNonce = nonceOf(firstHtml) ?? "";
  // The nonce attributes of the scripts, and the root loader's data that repeats it.
  const places = firstHtml.split(firstNonce).length - 1;
  expect(places).toBeGreaterThan(firstHtml.split(`nonce="${firstNonce}"`).length - 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const second = await request("/contact");
  expect(second.headers.get("x-edge-cache")).toBe("HIT");
  const html = await second.text();
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(second.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  expect(nonce).not.toBe(firstNonce);
  expect(html).not.toContain(firstNonce);
  expect(html.split(nonce).length - 1).toBe(places);
  expect(html.replaceAll(nonce, "N")).toBe(firstHtml.replaceAll(firstNonce, "N"));
  expect(second.headers.get("x-nonce-offsets")).toBeNull();
});

test("nonceOffsets finds every occurrence of the nonce in the bytes", () => {
  const nonce = "0123456789abcdef0123456789abcdef";
  const page = `<script nonce="${nonce}">a</script>é<p>0123456789abcdef</p>{"nonce":"${nonce}"}${nonce}`;
  const bytes = new TextEncoder().encode(page);
  const offsets = nonceOffsets(bytes, nonce);
  expect(offsets).toHaveLength(3);
  for (const at of offsets) expect(new TextDecoder().decode(bytes.subarray(at, at + 32))).toBe(nonce);
  expect(nonceOffsets(bytes, "ffffffffffffffffffffffffffffffff")).toEqual([]);
});

/** A D1 that never answers: whatever waits on it never completes. */
function stalledD1(counter: { calls: number }): D1Database {
  const never = () => {
    counter.calls += 1;
    return new Promise(() => {});
  };
  const statement = {
    bind: () => statement,
    ...Object.fromEntries(["first", "all", "run", "raw"].map((name) => [name, never])),
  };
  return { prepare: () => statement, batch: never } as unknown as D1Database;
}

test("a hit waits for no D1 round trip, and its page view is still recorded", async () => {
  const path = "/services/analyses";
  await (await request(path)).text();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await contentGeneration(db()); // the isolate knows the generation (as within its 30 s)
  const buildVersion = (await import("virtual:react-router/server-build")).assets.version;
  const deps = (database: D1Database) => ({
    request: new Request(`http://localhost${path}`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" } }),
    db: database,
    statsQueue: env.STATS_QUEUE,
    ctx: { waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined), passThroughOnException() {}, props: {} } as ExecutionContext,
    nonce: "0123456789abcdef0123456789abcdef",
    cache: (caches as unknown as { default: Cache }).default,
    buildVersion,
  });
  const render = () => {
    throw new Error("un cache hit ne doit pas rendre la page");
  };
  // D1 never answers: the whole page arrives all the same, and the hit never asked it
  // anything (its page view goes to the statistics queue).
  const counter = { calls: 0 };
  const stalled = await withEdgeCache(deps(stalledD1(counter)), render);
  expect(stalled.headers.get("x-edge-cache")).toBe("HIT");
  expect(await stalled.text()).toContain('nonce="0123456789abcdef0123456789abcdef"');
  expect(counter.calls).toBe(0);

  const before = await views(path);
  const response = await withEdgeCache(deps(env.DB), render);
  expect(response.headers.get("x-edge-cache")).toBe("HIT");
  await response.text();
  let after = before;
  for (let i = 0; i < 50 && after === before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    after = await views(path);
  }
  expect(after).toBe(before + 1);
});

test("an admin write makes the next request a miss, which shows the change", async () => {
  await (await request("/services/etudes-hydrauliques")).text();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await request("/services/etudes-hydrauliques")).headers.get("x-edge-cache")).toBe("HIT");
  const editor = await createStaff("editor");
  const cookie = await sessionCookieHeader(editor);
  const res = await request("/admin/testimonials", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({
      intent: "create",
      quote: "Étude G2 rendue en dix jours, fondations adaptées aux argiles.",
      author: "Sabine Roy",
      position: "Maître d'ouvrage",
      company: "",
      displayOrder: "1",
      isActive: "on",
    }),
  });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.tone).toBe("success");
  const next = await request("/services/etudes-hydrauliques");
  expect(next.headers.get("x-edge-cache")).toBe("MISS");
  await next.text();
});

test("staff, POST, searches and unknown parameters bypass the cache; campaign tags do not split it", async () => {
  const cookie = await sessionCookieHeader(await createStaff("author"));
  const staff = await request("/services/sondages", { headers: { cookie } });
  expect(staff.headers.get("x-edge-cache")).toBeNull();
  await staff.text();
  expect(cacheablePath(new Request("https://x.test/services/sondages", { method: "POST" }))).toBeNull();
  expect(cacheablePath(new Request("https://x.test/actualites?search=argiles"))).toBeNull();
  expect(cacheablePath(new Request("https://x.test/search?q=argiles"))).toBeNull();
  expect(cacheablePath(new Request("https://x.test/simulateur"))).toBeNull();
  expect(cacheablePath(new Request("https://x.test/admin"))).toBeNull();
  expect(cacheablePath(new Request("https://x.test/actualites?page=2&utm_source=newsletter&category=risques-naturels"))).toBe("/actualites?category=risques-naturels&page=2");
});

test("when rendering fails, the last good copy is served", async () => {
  const path = "/a-propos";
  await (await request(path)).text();
  await new Promise((resolve) => setTimeout(resolve, 50));
  resetGenerationMemo();
  const response = await withEdgeCache(
    {
      request: new Request(`http://localhost${path}`),
      db: {
        prepare() {
          throw new Error("D1 indisponible");
        },
        batch() {
          throw new Error("D1 indisponible");
        },
      } as unknown as D1Database,
      statsQueue: env.STATS_QUEUE,
      ctx: { waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined), passThroughOnException() {}, props: {} } as ExecutionContext,
      nonce: "fedcba9876543210fedcba9876543210",
      cache: (caches as unknown as { default: Cache }).default,
      buildVersion: (await import("virtual:react-router/server-build")).assets.version,
    },
    async () => new Response("Erreur", { status: 500 }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("x-edge-cache")).toBe("STALE");
  expect(await response.text()).toContain("À propos");
});

test("a page cached by an earlier deployment is not served by the next one", async () => {
  const deps = (buildVersion: string) => ({
    request: new Request("http://localhost/services/etudes-pollution"),
    db: env.DB,
    statsQueue: env.STATS_QUEUE,
    ctx: { waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined), passThroughOnException() {}, props: {} } as ExecutionContext,
    nonce: "00112233445566778899aabbccddeeff",
    cache: (caches as unknown as { default: Cache }).default,
    buildVersion,
  });
  const page = (label: string) => async () => new Response(`<html><body>${label}</body></html>`, { headers: { "content-type": "text/html; charset=utf-8" } });
  await (await withEdgeCache(deps("build-a"), page("version A"))).text();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await (await withEdgeCache(deps("build-a"), page("jamais rendue"))).text()).toContain("version A");
  const next = await withEdgeCache(deps("build-b"), page("version B"));
  expect(next.headers.get("x-edge-cache")).toBe("MISS");
  expect(await next.text()).toContain("version B");
});

test("a stored page keeps its title beside it: a hit records the view without parsing the page", async () => {
  const path = "/services/etudes-de-sol-titre";
  const buildVersion = (await import("virtual:react-router/server-build")).assets.version;
  const cache = (caches as unknown as { default: Cache }).default;
  const pending: Array<Promise<unknown>> = [];
  const deps = (nonce: string) => ({
    request: new Request(`http://localhost${path}`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" } }),
    db: env.DB,
    statsQueue: env.STATS_QUEUE,
    ctx: { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {}, props: {} } as ExecutionContext,
    nonce,
    cache,
    buildVersion,
  });
  // Not a route of the site: only the cache layer is exercised.
  expect(cacheablePath(new Request(`http://localhost${path}`))).toBe(path);
  const html = (title: string) => `<html><head><title>${title}</title></head><body>Étude G2 AVP</body></html>`;
  const page = async () => new Response(html("Étude G2 AVP &amp; G2 PRO"), { headers: { "content-type": "text/html; charset=utf-8" } });
  const miss = await withEdgeCache(deps("0123456789abcdef0123456789abcdef"), page);
  expect(miss.headers.get("x-edge-cache")).toBe("MISS");
  await miss.text();
  await Promise.all(pending.splice(0));

  const key = cacheKey("http://localhost", path, `${buildVersion}-${await contentGeneration(db())}`);
  const stored = await cache.match(key);
  expect(stored?.headers.get("x-page-title")).toBe(encodeURIComponent("Étude G2 AVP & G2 PRO"));
  await stored?.text();

  // The hit takes the stored title, not the one in the body, and never shows the header.
  await cache.put(
    key,
    new Response(html("Autre titre"), {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=3600", "x-page-title": encodeURIComponent("Titre stocké") },
    }),
  );
  const hit = await withEdgeCache(deps("fedcba9876543210fedcba9876543210"), () => {
    throw new Error("un cache hit ne doit pas rendre la page");
  });
  expect(hit.headers.get("x-edge-cache")).toBe("HIT");
  expect(hit.headers.get("x-page-title")).toBeNull();
  await hit.text();
  await Promise.all(pending.splice(0));
  const titles = await env.DB.prepare("select title from page_views where path = ? order by id").bind(path).all<{ title: string | null }>();
  expect(titles.results.map((row) => row.title)).toEqual(["Titre stocké"]);
});
