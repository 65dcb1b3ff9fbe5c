import { createRequestHandler, RouterContextProvider } from "react-router";
import { createDb } from "~/db/client.server";
import { countingD1, requestDb } from "~/db/request-db.server";
import { withEdgeCache } from "~/lib/cache/edge.server";
import { cloudflareContext } from "~/lib/context";
import { isDecodable } from "~/lib/auth/permissions";
import { parseEnv } from "~/lib/env.server";
import { enforceBodyLimit } from "~/lib/http/body-limit.server";
import { applySecurityHeaders, refuseCrossSite } from "~/lib/http/security.server";
import { resolveMailAttachment } from "~/lib/mail/attachments.server";
import { consumeMailBatch, createConsumerDeps } from "~/lib/mail/consumer.server";
import { sweepContactSubmissions } from "~/lib/contact/sweep.server";
import { recoverOutbox } from "~/lib/mail/outbox.server";
import { runStatsCron } from "~/lib/stats/cron.server";
import { sendFollowUpReminders } from "~/lib/leads/reminders.server";
import { DAILY_STATS_CRON } from "~/lib/stats/rollup.server";

const serverBuild = () => import("virtual:react-router/server-build");
// Given a function, React Router rebuilds its route table on every request (dev reloads
// the build); in production the build never changes, so the handler is made once.
const isProduction = import.meta.env.MODE === "production";
const devHandler = isProduction ? undefined : createRequestHandler(serverBuild, import.meta.env.MODE);
let productionHandler: ReturnType<typeof createRequestHandler> | undefined;
let productionVersion: string | undefined;
async function requestHandler(request: Request, context: RouterContextProvider) {
  if (devHandler) return devHandler(request, context);
  productionHandler ??= createRequestHandler(await serverBuild(), import.meta.env.MODE);
  return productionHandler(request, context);
}
/** The build's version (the edge-cache keys carry it). */
async function buildVersionOf() {
  if (!isProduction) return (await serverBuild()).assets.version;
  productionVersion ??= (await serverBuild()).assets.version;
  return productionVersion;
}

export default {
  async fetch(request, env, ctx) {
    const nonce = crypto.randomUUID().replace(/-/g, "");
    // Before React Router: its own origin check answers 400 and logs, and skips resource routes.
    const refused = refuseCrossSite(request, nonce);
    if (refused) return refused;
    // React Router cannot decode "/admin/blog/posts/%E0" (it would answer 404 or 500):
    // like any unknown admin path, it leads to the dashboard.
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/admin/") && !isDecodable(pathname)) {
      return applySecurityHeaders(new Response(null, { status: 302, headers: { Location: "/admin" } }), request, nonce, false);
    }
    // Before any action buffers the body (request.formData()): 413 past the path's limit.
    const limited = await enforceBodyLimit(request);
    if ("response" in limited) return applySecurityHeaders(limited.response, request, nonce, false);
    const appEnv = parseEnv(env);
    const d1 = requestDb(appEnv.DB, request);
    // `npm run bench` only (BENCH var): D1 round trips in a header, the miss path on demand.
    const bench = (env as { BENCH?: string }).BENCH === "1";
    const counter = { calls: 0 };
    const db = bench ? countingD1(d1.db, counter) : d1.db;
    const render = () => {
      const context = new RouterContextProvider();
      context.set(cloudflareContext, { env: { ...appEnv, DB: db }, ctx, nonce });
      return requestHandler(limited.request, context);
    };
    const skipLookup = bench && request.headers.get("x-bench-cache") === "miss";
    const buildVersion = await buildVersionOf();
    const cache = (caches as unknown as { default: Cache }).default;
    const response = d1.finish(await withEdgeCache({ request: limited.request, db, ctx, nonce, cache, buildVersion, skipLookup }, render));
    if (bench) response.headers.set("x-d1-calls", String(counter.calls));
    return response;
  },

  async queue(batch, env, _ctx) {
    const appEnv = parseEnv(env);
    const db = createDb(appEnv.DB);
    await consumeMailBatch(batch, createConsumerDeps(appEnv, (ref) => resolveMailAttachment({ db, env: appEnv }, ref)));
  },

  async scheduled(controller, env, ctx) {
    const appEnv = parseEnv(env);
    const db = createDb(appEnv.DB);
    // Every tick: nothing stays stuck in the mail outbox for long, and no contact request
    // stays half-written (finished or removed with its files).
    ctx.waitUntil(recoverOutbox({ db, queue: appEnv.MAIL_QUEUE }));
    const contactDeps = { db, bucket: appEnv.ATTACHMENTS, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN };
    ctx.waitUntil(sweepContactSubmissions(contactDeps, new Date(controller.scheduledTime)));
    if (controller.cron === DAILY_STATS_CRON) {
      // The statistics and the follow-up reminders do not wait on each other's failures.
      const results = await Promise.allSettled([
        runStatsCron({ db, attachments: appEnv.ATTACHMENTS, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN }),
        sendFollowUpReminders({ db, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN }),
      ]);
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
    }
  },
} satisfies ExportedHandler<Env>;
