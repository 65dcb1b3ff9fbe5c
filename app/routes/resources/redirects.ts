import { redirect } from "react-router";
import type { Route } from "./+types/redirects";

/** Permanent redirects that need no data: /blog(/slug) → /actualites(/slug), the misspelled service path. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "");
  let target = "/actualites";
  if (path.startsWith("/blog/") && params.slug) target = `/actualites/${encodeURIComponent(params.slug)}`;
  if (path === "/services/etudes-geotechiques") target = "/services/etudes-geotechniques";
  return redirect(`${target}${url.search}`, 301);
}
