/** Hosts of the OpenStreetMap embed, the only frame the site shows. */
const MAP_FRAME = "https://www.openstreetmap.org";
const TURNSTILE = "https://challenges.cloudflare.com";

export function isLocalhost(url: URL) {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
}

/**
 * True when a state-changing request comes from another site. React Router's own
 * check skips requests without Origin and does not cover resource routes.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin) {
    const url = new URL(request.url);
    // A page served with `Referrer-Policy: no-referrer` (a devis' personal link) makes the
    // browser send `Origin: null` with its own form posts; Sec-Fetch-Site, which no page can
    // set, still says same-origin then (docs/decisions/621). Without it, null is refused.
    if (origin === "null") return fetchSite !== "same-origin";
    try {
      return new URL(origin).host !== url.host;
    } catch {
      return true;
    }
  }
  return false;
}

export function contentSecurityPolicy(nonce: string, isDev: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${TURNSTILE}${isDev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'unsafe-inline'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    `frame-src ${MAP_FRAME} ${TURNSTILE}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers added to every response of the Worker. */
export function applySecurityHeaders(response: Response, request: Request, nonce: string, isDev: boolean) {
  const url = new URL(request.url);
  const headers = response.headers;
  const type = headers.get("content-type") ?? "";
  if (type.includes("text/html")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, isDev));
  if (!isLocalhost(url) && url.protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  headers.set("X-Content-Type-Options", "nosniff");
  // A page that asked for no referrer at all (a personal link: its token is in the URL) keeps it.
  if (headers.get("Referrer-Policy") !== "no-referrer") headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  return response;
}

/** 403 for a state-changing request from another site (UI and resource routes alike). */
export function refuseCrossSite(request: Request, nonce: string): Response | null {
  if (!isCrossSiteRequest(request)) return null;
  return applySecurityHeaders(
    new Response("Requête refusée : origine non autorisée.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    }),
    request,
    nonce,
    false,
  );
}
