import { redirect } from "react-router";
import type { Route } from "./+types/fallback";
import { requireRole } from "~/lib/auth/guards.server";
import { matchAdminRoute } from "~/lib/auth/permissions";

/**
 * Admin paths without a screen: DECISIONS.md aliases go to their canonical URL;
 * screens of later issues keep their access rule, then lead to the dashboard;
 * anything else redirects to /admin (spec §2).
 */
async function resolve(request: Request, context: Route.LoaderArgs["context"]) {
  const url = new URL(request.url);
  const match = matchAdminRoute(url.pathname);
  if (match?.rule.kind === "alias" && match.rule.canonical) {
    const target = match.rule.canonical.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ""));
    return redirect(`${target}${url.search}`, 301);
  }
  if (match?.rule.kind === "pending" && match.rule.minimum) await requireRole(request, context, match.rule.minimum);
  return redirect("/admin");
}

export function loader({ request, context }: Route.LoaderArgs) {
  return resolve(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return resolve(request, context);
}
