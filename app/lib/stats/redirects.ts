// Links from the missing pages (404) to the redirect manager, once that screen exists in
// the admin route table. Browser-safe.
import { ADMIN_ROUTES, type AdminRouteRule, hasRole, type SessionUser } from "~/lib/auth/permissions";

/** True when the redirect manager is a screen of the admin and the user may open it. */
export function canOpenRedirectManager(user: Pick<SessionUser, "role">, routes: Record<string, AdminRouteRule> = ADMIN_ROUTES): boolean {
  const rule = routes.redirects;
  return Boolean(rule && rule.kind === "screen" && rule.minimum && hasRole(user.role, rule.minimum));
}

/** The redirect manager's "new redirect" dialog with the missing path filled in. */
export function newRedirectHref(path: string): string {
  return `/admin/redirects?${new URLSearchParams({ dialog: "new", from: path })}`;
}
