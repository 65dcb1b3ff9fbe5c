import { data, redirect, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { followableTarget } from "~/lib/content/redirect-schema";
import { redirectQuery } from "~/lib/content/redirects.server";
import { recordNotFound } from "~/lib/stats/not-found.server";

/**
 * What every loader does when its content is missing: follow a redirect stored by
 * staff, otherwise record the '404_error' event and answer 404.
 */
export async function notFound(request: Request, context: Readonly<RouterContextProvider>, message = "Page introuvable"): Promise<never> {
  await followRedirectOrRecord(request, context);
  throw data(message, { status: 404 });
}

/** Throws the redirect stored for this path, or records the 404 event. */
export async function followRedirectOrRecord(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, load } = getDb(context);
  const { ctx } = getCloudflare(context);
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  const [[rule]] = await load([redirectQuery(db, path)]);
  const target = rule ? followableTarget(rule.toPath) : null;
  const moved = rule && target ? { toPath: target, statusCode: rule.statusCode } : null;
  if (moved) {
    // The visitor's query (campaign tags…) follows the move, not React Router's own parameters.
    url.searchParams.delete("_routes");
    url.searchParams.delete("index");
    const search = url.searchParams.toString();
    throw redirect(search && !/[?#]/.test(moved.toPath) ? `${moved.toPath}?${search}` : moved.toPath, moved.statusCode);
  }
  ctx.waitUntil(recordNotFound(db, request).catch((error) => console.warn("404 event not recorded", error)));
}
