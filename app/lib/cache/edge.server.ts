// Serving anonymous public pages from the Workers Cache API (docs/decisions/501).
import { createDb } from "~/db/client.server";
import { applySecurityHeaders } from "~/lib/http/security.server";
import { readTitle, trackPageView } from "~/lib/stats/page-views.server";
import { cacheablePath, cacheKey, freshResponse, isStorable, nonceOffsets, staleKey, storedCopy, storedTitle } from "./edge-cache.server";
import { contentGeneration } from "./generation.server";

export type EdgeDeps = {
  request: Request;
  db: D1Database;
  /** Where a hit's page view goes (docs/decisions/521-page-views-through-a-queue.md). */
  statsQueue: Queue;
  ctx: ExecutionContext;
  nonce: string;
  cache: Cache;
  /**
   * The build's version (React Router's assets manifest): pages cached by an earlier
   * deployment link to scripts and styles that no longer exist.
   */
  buildVersion: string;
  /** `npm run bench` measures the miss path by skipping the lookup. */
  skipLookup?: boolean;
};

/** A cached page for this visitor: fresh nonce, CSP, visitor cookie, and the view recorded. */
async function serveCached(deps: EdgeDeps, cached: Response, status: "HIT" | "STALE") {
  const title = storedTitle(cached);
  const response = await freshResponse(cached, deps.nonce, status);
  const known = title === undefined ? undefined : { title };
  const tracking = trackPageView(deps.request, response, { queue: deps.statsQueue, db: () => createDb(deps.db) }, known);
  if (tracking) deps.ctx.waitUntil(tracking.done.catch((error) => console.warn("page view not recorded", error)));
  return applySecurityHeaders(tracking?.response ?? response, deps.request, deps.nonce, false);
}

/**
 * Answers from the cache when it can; otherwise renders, stores what is storable, and
 * falls back to the last good copy when rendering fails (D1 outage).
 */
export async function withEdgeCache(deps: EdgeDeps, render: () => Promise<Response>): Promise<Response> {
  const path = cacheablePath(deps.request);
  if (!path) return render();
  const origin = new URL(deps.request.url).origin;
  const generation = await contentGeneration(() => createDb(deps.db));
  const key = generation === null ? null : cacheKey(origin, path, `${deps.buildVersion}-${generation}`);
  const stale = staleKey(origin, path, deps.buildVersion);
  if (key && !deps.skipLookup) {
    const hit = await deps.cache.match(key);
    if (hit) return serveCached(deps, hit, "HIT");
  }
  const response = await render();
  if (response.status >= 500) {
    const copy = await deps.cache.match(stale);
    if (copy) return serveCached(deps, copy, "STALE");
    return response;
  }
  if (!key || !isStorable(response)) return response;
  deps.ctx.waitUntil(store(deps.cache, key, stale, response.clone(), deps.nonce).catch((error) => console.warn("edge cache not written", error)));
  const headers = new Headers(response.headers);
  headers.set("x-edge-cache", "MISS");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Writes the page under its key and as the last good copy, with its title and where its nonce is beside it. */
async function store(cache: Cache, key: Request, stale: Request, response: Response, nonce: string) {
  const bytes = await response.arrayBuffer();
  const title = await readTitle(bytes);
  const offsets = nonceOffsets(new Uint8Array(bytes), nonce);
  const copy = (isStale: boolean) => storedCopy(new Response(bytes, response), isStale, title, { length: new TextEncoder().encode(nonce).length, offsets });
  await Promise.all([cache.put(key, copy(false)), cache.put(stale, copy(true))]);
}
