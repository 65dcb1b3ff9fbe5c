import type { MiddlewareFunction } from "react-router";

/** Admin responses are private and never indexed (pages, data requests and files alike). */
export const adminResponseHeaders: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
};
