export const DEFAULT_ADMIN_PATH = "/admin";

/** Any origin works: the target is resolved against it and must stay on it. */
const BASE = "https://lutetia.invalid";

/** Backslashes and control characters (tab, CR, LF…) that browsers rewrite into other URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters and refuse them
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** The value and its percent-decoded forms (up to three layers) carry none of FORBIDDEN. */
function isClean(value: string) {
  let current = value;
  for (let layer = 0; layer < 4; layer++) {
    if (FORBIDDEN.test(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * The page to return to after signing in, as a normalised same-origin path. The value is
 * resolved against an origin FIRST (so "/..//x", "/%2e%2e//x" and "/admin/..//x" become
 * "//x" before being judged), must stay on that origin, and must not start with "//".
 * Anything else falls back to /admin (open-redirect protection).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_ADMIN_PATH): string {
  if (typeof target !== "string" || target === "" || target.length > 2000) return fallback;
  if (!target.startsWith("/") || !isClean(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || !isClean(path)) return fallback;
  if (url.pathname === "/admin/login" || url.pathname === "/admin/logout") return fallback;
  return path;
}

/** /admin/login?redirectTo=… for the page that was asked for. */
export function loginPath(redirectTo?: string | null): string {
  const target = redirectTo ? safeRedirect(redirectTo, "") : "";
  if (!target || target === DEFAULT_ADMIN_PATH) return "/admin/login";
  return `/admin/login?${new URLSearchParams({ redirectTo: target })}`;
}
