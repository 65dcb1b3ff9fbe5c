export const DEFAULT_ADMIN_PATH = "/admin";

/**
 * The page to return to after signing in. Only same-origin relative paths are kept:
 * "//evil.com", "/\\evil.com", "https://…" and anything that would leave the site fall
 * back to /admin (open-redirect protection).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_ADMIN_PATH): string {
  if (typeof target !== "string" || target === "") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters and backslashes are normalised by browsers into surprising URLs.
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const base = new URL("https://lutetia.invalid");
    const url = new URL(target, base);
    if (url.origin !== base.origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.pathname === "/admin/login" || url.pathname === "/admin/logout") return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** /admin/login?redirectTo=… for the page that was asked for. */
export function loginPath(redirectTo?: string | null): string {
  const target = redirectTo ? safeRedirect(redirectTo, "") : "";
  if (!target || target === DEFAULT_ADMIN_PATH) return "/admin/login";
  return `/admin/login?${new URLSearchParams({ redirectTo: target })}`;
}
