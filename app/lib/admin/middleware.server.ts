import type { MiddlewareFunction } from "react-router";
import { clearConsumedFlash } from "./flash.server";

/** Admin responses are private and never indexed (pages, data requests and files alike). */
export const adminResponseHeaders: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  clearConsumedFlash(request, context, response);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
};
