// The Worker's request pipeline: what every request goes through, in order, before and
// around React Router. Each step may answer on its own (short-circuit) or hand a possibly
// enriched state to the next one, and may change the response on the way back.
import { RouterContextProvider } from "react-router";
import { requestD1Context } from "~/db/get-db.server";
import { BOOKMARK_COOKIE, benchD1Tally, countingD1, requestDb } from "~/db/request-db.server";
import { isDecodable } from "~/lib/auth/permissions";
import { withEdgeCache } from "~/lib/cache/edge.server";
import { cloudflareContext } from "~/lib/context";
import { type AppEnv, parseEnv } from "~/lib/env.server";
import { enforceBodyLimit } from "~/lib/http/body-limit.server";
import { buildVersion, handleWithReactRouter } from "~/lib/http/react-router.server";
import { hasSessionCookie, readCookie } from "~/lib/http/cookies";
import { applySecurityHeaders, isLocalhost, refuseCrossSite } from "~/lib/http/security.server";

export type RequestState = {
  request: Request;
  /** The Worker's bindings as received (validated by the database step). */
  env: Env;
  ctx: ExecutionContext;
  /** The CSP nonce of this response's scripts. */
  nonce: string;
  /** Set by the bench step: counts the D1 round trips of the request. */
  d1Counter?: { calls: number };
  /** Set by the bench step: render without looking the page up in the edge cache. */
  skipCacheLookup?: boolean;
  /** Set by the database step. */
  appEnv?: AppEnv;
  /** Set by the database step: the request's D1 binding (a read-replication session). */
  db?: D1Database;
};

export type Next = (state: RequestState) => Promise<Response>;
export type Step = { name: string; run: (state: RequestState, next: Next) => Response | Promise<Response> };

/** Before React Router: its own origin check answers 400 and logs, and skips resource routes. */
export const crossSite: Step = {
  name: "cross-site",
  run: (state, next) => refuseCrossSite(state.request, state.nonce) ?? next(state),
};

/**
 * React Router cannot decode "/admin/blog/posts/%E0" (it would answer 404 or 500): like any
 * unknown admin path, it leads to the dashboard.
 */
export const undecodableAdminPath: Step = {
  name: "undecodable-admin-path",
  run: (state, next) => {
    const { pathname } = new URL(state.request.url);
    if (!pathname.startsWith("/admin/") || isDecodable(pathname)) return next(state);
    return applySecurityHeaders(new Response(null, { status: 302, headers: { Location: "/admin" } }), state.request, state.nonce, false);
  },
};

/** Before any action buffers the body (request.formData()): 413 past the path's limit. */
export const bodyLimit: Step = {
  name: "body-limit",
  run: async (state, next) => {
    const limited = await enforceBodyLimit(state.request);
    if ("response" in limited) return applySecurityHeaders(limited.response, state.request, state.nonce, false);
    return next({ ...state, request: limited.request });
  },
};

/** True in the Worker that `npm run bench` serves (BENCH var), never in production. */
export function isBench(env: Env): boolean {
  return (env as { BENCH?: string }).BENCH === "1";
}

/**
 * `npm run bench` only (BENCH var): D1 round trips in a header, the miss path on demand, and
 * `/__bench/d1`: the D1 statements the isolate ran so far and the page views stored.
 */
export const bench: Step = {
  name: "bench",
  run: async (state, next) => {
    if (!isBench(state.env)) return next(state);
    if (new URL(state.request.url).pathname === "/__bench/d1") {
      const views = await state.env.DB.prepare("select count(*) as n from page_views").first<{ n: number }>();
      return Response.json({ ...benchD1Tally(), pageViews: views?.n ?? 0 });
    }
    const d1Counter = { calls: 0 };
    const skipCacheLookup = state.request.headers.get("x-bench-cache") === "miss";
    const response = await next({ ...state, d1Counter, skipCacheLookup });
    response.headers.set("x-d1-calls", String(d1Counter.calls));
    return response;
  },
};

/** Bindings validated, and the request's D1 session (staff keep reading their own writes). */
export const database: Step = {
  name: "database",
  run: async (state, next) => {
    const appEnv = parseEnv(state.env);
    const { request } = state;
    const d1 = requestDb(appEnv.DB, { staff: hasSessionCookie(request), bookmarkCookie: readCookie(request, BOOKMARK_COOKIE), secure: !isLocalhost(new URL(request.url)) });
    const db = state.d1Counter ? countingD1(d1.db, state.d1Counter) : d1.db;
    return d1.finish(await next({ ...state, appEnv, db }));
  },
};

/** Anonymous public pages from the Workers Cache API; the last good copy when rendering fails. */
export const edgeCache: Step = {
  name: "edge-cache",
  run: async (state, next) => {
    const version = await buildVersion();
    const cache = (caches as unknown as { default: Cache }).default;
    const { request, ctx, nonce } = state;
    const { appEnv, db } = databaseOf(state);
    const deps = { request, db, statsQueue: appEnv.STATS_QUEUE, ctx, nonce, cache, buildVersion: version, skipLookup: state.skipCacheLookup ?? false };
    return withEdgeCache(deps, () => next(state));
  },
};

/** Every request, in this order; React Router renders what gets past them all. */
export const REQUEST_PIPELINE: ReadonlyArray<Step> = [crossSite, undecodableAdminPath, bodyLimit, bench, database, edgeCache];

function databaseOf(state: RequestState): { appEnv: AppEnv; db: D1Database } {
  if (!state.appEnv || !state.db) throw new Error(`The database step must run before this one (${state.request.url}).`);
  return { appEnv: state.appEnv, db: state.db };
}

/** The last step: React Router, with the bindings, the request's D1 and the nonce in its context. */
export function render(state: RequestState): Promise<Response> {
  const { appEnv, db } = databaseOf(state);
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: { ...appEnv, DB: db }, ctx: state.ctx, nonce: state.nonce });
  context.set(requestD1Context, db);
  return handleWithReactRouter(state.request, context);
}

/** Runs the steps in order, then `last` with the state the steps built. */
export function runPipeline(steps: ReadonlyArray<Step>, state: RequestState, last: Next): Promise<Response> {
  const at =
    (index: number): Next =>
    async (current) => {
      return index < steps.length ? steps[index].run(current, at(index + 1)) : last(current);
    };
  return at(0)(state);
}

/** The Worker's fetch handler. */
export function handleFetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  return runPipeline(REQUEST_PIPELINE, { request, env, ctx, nonce }, render);
}
