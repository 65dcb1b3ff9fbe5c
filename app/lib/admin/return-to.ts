// « Modifier le paramètre » from a devis, and back (docs/decisions/629): a link to another admin
// screen carries `returnTo`, the path to come back to; that screen shows « Revenir … » only for
// a local admin path (never another site, never the login, never itself). Browser-safe.
import { safeRedirect } from "~/lib/auth/redirect";

export const RETURN_TO = "returnTo";

/** The local admin path to return to, or null for anything else (absolute URL, `//host`, `/admin/login`…). */
export function safeReturnTo(value: string | null | undefined, here?: string): string | null {
  const path = safeRedirect(value ?? "", "");
  if (!path.startsWith("/admin/") || path.length > 300) return null;
  if (here && new URL(path, "https://x.invalid").pathname === here) return null;
  return path;
}

/** `href` (path, query, #anchor) with `returnTo` added to its query. */
export function withReturnTo(href: string, returnTo: string): string {
  const [beforeHash, hash] = href.split("#");
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${beforeHash}${separator}${RETURN_TO}=${encodeURIComponent(returnTo)}${hash === undefined ? "" : `#${hash}`}`;
}

/** What the link back says: « Revenir au devis » for a devis, else « Revenir à l'écran précédent ». */
export function returnLabel(path: string): string {
  return /^\/admin\/devis\/\d+(?:[?#]|$)/.test(path) ? "Revenir au devis" : "Revenir à l'écran précédent";
}
