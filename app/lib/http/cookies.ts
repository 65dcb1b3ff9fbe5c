// Reading the request's cookies: one parser for the session, the flash message, the D1
// bookmark and the visitor id.

/** The value of a cookie of the request (trimmed), or null when it is absent or empty. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return value === "" ? null : value;
  }
  return null;
}

/** The staff session cookie's name: `__Host-` prefixed over HTTPS. */
export const SESSION_COOKIE_BASE = "lutetia_session";

/**
 * True when the request carries a staff session cookie, valid or not: such requests are
 * never served from the edge cache and read D1 with their bookmark.
 */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE_BASE) !== null || readCookie(request, `__Host-${SESSION_COOKIE_BASE}`) !== null;
}
