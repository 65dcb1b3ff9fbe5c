import { data } from "react-router";

/** Positive integer id of a route parameter, or a 404. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data("Élément introuvable", { status: 404 });
  return id;
}

/**
 * The URL of the page an action was posted from. With JavaScript, React Router posts to
 * "/admin/x.data?…": redirecting to that path would leave the visitor on raw data.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
