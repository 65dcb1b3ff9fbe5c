import { redirect } from "react-router";
import type { Route } from "./+types/fallback";
import { matchAdminRoute } from "~/lib/auth/permissions";

/**
 * Admin paths without a screen: the old admin addresses (/admin/blog, /admin/blog/edit/:id…)
 * go to their canonical URL (301); any other unknown admin path redirects to /admin.
 */
function resolve(request: Request) {
  const url = new URL(request.url);
  const match = matchAdminRoute(url.pathname);
  if (match?.rule.kind === "alias" && match.rule.canonical) {
    const target = match.rule.canonical.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ""));
    return redirect(`${target}${url.search}`, 301);
  }
  return redirect("/admin");
}

export function loader({ request }: Route.LoaderArgs) {
  return resolve(request);
}

export function action({ request }: Route.ActionArgs) {
  return resolve(request);
}
