import { data } from "react-router";

/** Positive integer id of a route parameter, or a 404. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data("Élément introuvable", { status: 404 });
  return id;
}

/**
 * The URL the browser asked for: without the `.data` suffix and the `_routes` / `index`
 * parameters React Router adds to a JavaScript navigation or submission. Actions build
 * their redirect (list state kept, dialog closed) from it.
 */
export function requestedUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}

/** A file the staff member downloads (CSV, JSON, PDF): never cached, never sniffed. */
export function downloadResponse(body: BodyInit, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
