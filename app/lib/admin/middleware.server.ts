import type { MiddlewareFunction } from "react-router";
import { getDb } from "~/db/get-db.server";
import { bumpContentGeneration } from "~/lib/cache/generation.server";
import { clearConsumedFlash } from "./flash.server";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Admin responses are private and never indexed (pages, data requests and files alike).
 * Any admin write that succeeded retires the edge-cached public pages (docs/decisions/501):
 * one counter for every screen, so a new screen cannot forget it.
 */
export const adminResponseHeaders: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  clearConsumedFlash(request, context, response);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  if (!READS.has(request.method) && response.status < 400) await bumpContentGeneration(getDb(context).db);
  return response;
};
