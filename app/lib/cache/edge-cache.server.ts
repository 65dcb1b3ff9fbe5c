// Edge cache of anonymous public pages (Workers Cache API). See
// docs/decisions/501-fast-content-pages.md for the design: what is cached, the
// content generation in the key, the fresh nonce and visitor cookie per response,
// and stale copies served when rendering fails.
import { hasSessionCookie } from "~/lib/http/cookies";

/** Public pages whose HTML is the same for every anonymous visitor. */
const CACHEABLE_PATHS: ReadonlyArray<RegExp> = [
  /^\/$/,
  /^\/services(\/[a-z0-9-]+)?$/,
  /^\/actualites(\/[a-z0-9-]+)?$/,
  /^\/regions(\/[a-z0-9-]+)?$/,
  /^\/departements\/[0-9a-z]{2,3}$/i,
  /^\/villes\/[a-z0-9-]+$/,
  /^\/(a-propos|mentions-legales|politique-confidentialite|cgv|sitemap|contact)$/,
  // Custom CMS pages (/{slug}); every other single-segment public route is listed above
  // or not cacheable (simulator, newsletter, search).
  /^\/(?!simulateur|newsletter|search|admin)[a-z0-9-]+$/,
];

/** Parameters that change the page and are kept in the key. */
const KEY_PARAMS = new Set(["page", "category", "mission", "departement"]);
/** Parameters that never change the page (campaign tags): dropped from the key. */
const IGNORED_PARAMS = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_[a-z]+)$/;

/**
 * The cache key path of a request, or null when it must bypass the cache: not a GET,
 * a staff member (session cookie), a page that is not the same for everyone, or a query
 * string that changes content beyond the allow-list (search, filters).
 */
export function cacheablePath(request: Request): string | null {
  if (request.method !== "GET") return null;
  if (hasSessionCookie(request)) return null;
  const url = new URL(request.url);
  if (!CACHEABLE_PATHS.some((pattern) => pattern.test(url.pathname))) return null;
  if (url.search === "") return url.pathname;
  const kept: Array<[string, string]> = [];
  for (const [name, value] of url.searchParams) {
    if (IGNORED_PARAMS.test(name)) continue;
    if (!KEY_PARAMS.has(name)) return null;
    kept.push([name, value.slice(0, 100)]);
  }
  kept.sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(kept).toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** The Cache API key of a page for a content generation (any https URL of our own). */
export function cacheKey(origin: string, path: string, generation: string): Request {
  return new Request(`${origin}/__edge/${encodeURIComponent(generation)}${path}`, { method: "GET" });
}

/** The key of the last good copy of a page of this build, whatever the generation (served when rendering fails). */
export function staleKey(origin: string, path: string, buildVersion: string): Request {
  return new Request(`${origin}/__edge/stale-${encodeURIComponent(buildVersion)}${path}`, { method: "GET" });
}

/** True for a rendered page worth storing: 200, HTML, nothing private in it. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/private|no-store/.test(cacheControl);
}

/** How long a stored copy may live in the data centre; the generation retires it earlier. */
const STORED_MAX_AGE_SECONDS = 24 * 60 * 60;
const STALE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The header that keeps a stored page's <title> (page views of hits need it). */
const TITLE_HEADER = "x-page-title";
/** The header that says where the stored page's nonce is: `length:offset,offset…` (bytes). */
const NONCE_HEADER = "x-nonce-offsets";

const encoder = new TextEncoder();

/**
 * Where `nonce` appears in a page's bytes: the nonce attributes and, on a page that
 * hydrates, the loader data that repeats it. The nonce is 32 random hex digits, drawn for
 * this render: nothing else in the page can contain it.
 */
export function nonceOffsets(bytes: Uint8Array, nonce: string): Array<number> {
  const needle = encoder.encode(nonce);
  const offsets: Array<number> = [];
  if (needle.length === 0) return offsets;
  for (let at = bytes.indexOf(needle[0]); at !== -1 && at + needle.length <= bytes.length; at = bytes.indexOf(needle[0], at + 1)) {
    let matched = 1;
    while (matched < needle.length && bytes[at + matched] === needle[matched]) matched++;
    if (matched === needle.length) {
      offsets.push(at);
      at += needle.length - 1;
    }
  }
  return offsets;
}

/**
 * The copy that goes into the Cache API: no cookie, no per-request header; its title
 * (when known) beside it, so that a hit records its page view without parsing the page,
 * and where its nonce is, so that a hit writes its own in place without parsing it either.
 */
export function storedCopy(response: Response, stale = false, title?: string | null, nonce?: { length: number; offsets: ReadonlyArray<number> }): Response {
  const headers = new Headers(response.headers);
  if (title !== undefined) headers.set(TITLE_HEADER, encodeURIComponent(title ?? ""));
  if (nonce) headers.set(NONCE_HEADER, `${nonce.length}:${nonce.offsets.join(",")}`);
  headers.delete("set-cookie");
  headers.delete("content-security-policy");
  headers.delete("x-edge-cache");
  headers.delete("x-d1-calls");
  headers.set("cache-control", `public, max-age=${stale ? STALE_MAX_AGE_SECONDS : STORED_MAX_AGE_SECONDS}`);
  return new Response(response.body, { status: 200, headers });
}

function storedNonce(cached: Response): { length: number; offsets: Array<number> } | null {
  const match = /^(\d+):(\d+(?:,\d+)*)?$/.exec(cached.headers.get(NONCE_HEADER) ?? "");
  if (!match) return null;
  return { length: Number(match[1]), offsets: match[2] ? match[2].split(",").map(Number) : [] };
}

/** Every `nonce` attribute of the page gets `nonce` (a copy stored without offsets). */
function rewriteNonces(cached: Response, nonce: string): ReadableStream | null {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(cached).body;
}

/**
 * A cached page made ready for one visitor: its nonce replaced by this response's (the CSP
 * header is set with it afterwards) and browsers told not to keep the HTML (the edge
 * does). The nonce is written over the stored one at the offsets stored beside the page:
 * same length, so no parsing and a fixed Content-Length (docs/decisions/522-edge-cache-hit-cost.md).
 */
export async function freshResponse(cached: Response, nonce: string, status: "HIT" | "STALE"): Promise<Response> {
  const headers = new Headers(cached.headers);
  headers.set("cache-control", "public, max-age=0, must-revalidate");
  headers.set("x-edge-cache", status);
  headers.delete("age");
  headers.delete(TITLE_HEADER);
  headers.delete(NONCE_HEADER);
  headers.delete("content-length");
  const stored = storedNonce(cached);
  const fresh = encoder.encode(nonce);
  if (!stored || stored.length !== fresh.length) {
    return new Response(rewriteNonces(cached, nonce), { status: 200, headers });
  }
  const bytes = new Uint8Array(await cached.arrayBuffer());
  for (const at of stored.offsets) if (at + fresh.length <= bytes.length) bytes.set(fresh, at);
  return new Response(bytes, { status: 200, headers });
}

/** The title stored with a cached page: undefined for a copy stored without it. */
export function storedTitle(cached: Response): string | null | undefined {
  const value = cached.headers.get(TITLE_HEADER);
  if (value === null) return undefined;
  try {
    const title = decodeURIComponent(value);
    return title === "" ? null : title;
  } catch {
    return undefined;
  }
}
