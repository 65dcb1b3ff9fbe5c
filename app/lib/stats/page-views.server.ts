import { isbot } from "isbot";
import { readCookie } from "~/lib/http/cookies";
import { BROWSING_RETENTION_MONTHS } from "~/lib/privacy/retention";
import type { TrafficSource } from "./labels";
import { recordStats, type StatsSink } from "./stats-queue.server";

export const VISITOR_COOKIE = "lg_vid";
/** The visit cookie lives at most the browsing data's retention (30-day months: under 13 calendar months). */
const VISITOR_MAX_AGE = BROWSING_RETENTION_MONTHS * 30 * 24 * 3600;

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|qwant|ecosia|yahoo|yandex|baidu|startpage|brave)\./;
const SOCIAL = /(^|\.)(linkedin|facebook|fb|twitter|x|t|instagram|youtube|pinterest)\.(com|co|me)$|lnkd\.in$/;

export { pageType } from "./labels";

export function trafficSource(referrer: string | null, host: string): { source: TrafficSource; referrerHost: string | null } {
  if (!referrer) return { source: "direct", referrerHost: null };
  let refHost: string;
  try {
    refHost = new URL(referrer).hostname.toLowerCase();
  } catch {
    return { source: "direct", referrerHost: null };
  }
  // The site's own pages, with or without www: navigation inside the site, not a source.
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  if (bare(refHost) === bare(host)) return { source: "internal", referrerHost: refHost };
  if (SEARCH_ENGINES.test(refHost)) return { source: "search", referrerHost: refHost };
  if (SOCIAL.test(refHost)) return { source: "social", referrerHost: refHost };
  return { source: "referral", referrerHost: refHost };
}

/**
 * True when the request comes from a person's browser: a User-Agent is present and isbot
 * accepts it. Load tools and scripts often send none (`curl -H 'User-Agent:'`, k6, fetch
 * from a script): counting them made one load test a day of ~2 000 "visitors" (docs/decisions/311).
 * Page views, the 404 log and the simulator funnel all ask this one question.
 */
export function isCountedVisitor(request: Request): boolean {
  const userAgent = request.headers.get("user-agent")?.trim() ?? "";
  return userAgent !== "" && !isbot(userAgent);
}

/** The visitor's first-party random id (lg_vid cookie), or null when absent or malformed. */
export function visitorIdOf(request: Request): string | null {
  const value = readCookie(request, VISITOR_COOKIE);
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

/**
 * The public path a GET request renders, or null when it is not a page view. The 404 page
 * is a page view too (it also records a '404_error' event).
 */
export function viewedPath(request: Request, response: Response): string | null {
  if (request.method !== "GET" || (response.status !== 200 && response.status !== 404)) return null;
  const url = new URL(request.url);
  let path = url.pathname;
  const isData = path.endsWith(".data");
  if (isData) path = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
  else if (!(response.headers.get("content-type") ?? "").includes("text/html")) return null;
  if (/^\/(admin|simulateur-admin)(\/|$)/.test(path)) return null;
  // A personal link (/devis/{token}) is a private document: its token is never stored.
  if (/^\/devis\//.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * The text of the document's <title>, read with HTMLRewriter from a copy of the body;
 * reading stops (and the copy is cancelled) once the title is complete, so the visitor's
 * response is neither delayed nor buffered.
 */
export async function readTitle(body: ReadableStream<Uint8Array> | ArrayBuffer): Promise<string | null> {
  let title = "";
  let done = false;
  const rewritten = new HTMLRewriter()
    .on("head > title", {
      text(chunk) {
        if (done) return;
        title += chunk.text;
        if (chunk.lastInTextNode) done = true;
      },
    })
    .transform(new Response(body));
  const reader = rewritten.body?.getReader();
  if (!reader) return null;
  try {
    while (!done) {
      const { done: end } = await reader.read();
      if (end) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = decodeEntities(title).replace(/\s+/g, " ").trim();
  return text === "" ? null : text.slice(0, 300);
}

/**
 * Records a page view of a public page (bots and requests without a User-Agent excluded, no IP stored), with its title, and
 * gives the browser its random first-party visitor id (CNIL audience-measurement
 * exemption). Returns the response to send (same status, headers and bytes) and the
 * work to hand to waitUntil: the view goes to the statistics queue, not to D1
 * (docs/decisions/521-page-views-through-a-queue.md). `known.title` skips reading the title
 * from the body (an edge-cache hit stores it beside the page).
 */
export function trackPageView(request: Request, response: Response, sink: StatsSink, known?: { title: string | null }): { response: Response; done: Promise<void> } | null {
  const path = viewedPath(request, response);
  if (!path || !isCountedVisitor(request)) return null;
  const url = new URL(request.url);
  const existing = visitorIdOf(request);
  const visitorId = existing ?? crypto.randomUUID();
  if (visitorId !== existing) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    response.headers.append("Set-Cookie", `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`);
  }
  const { source, referrerHost } = trafficSource(request.headers.get("referer"), url.hostname);
  const cf = (request as Request & { cf?: { region?: string } }).cf;
  const at = Date.now();
  // Documents carry their <title>; data requests (client navigations) do not.
  const isDocument = (response.headers.get("content-type") ?? "").includes("text/html");
  let sent = response;
  let title: Promise<string | null> = Promise.resolve(known?.title ?? null);
  if (!known && isDocument && response.body) {
    const [toVisitor, toTracker] = response.body.tee();
    sent = new Response(toVisitor, response);
    title = readTitle(toTracker).catch(() => null);
  }
  const done = title.then((pageTitle) =>
    recordStats(sink, {
      version: 1,
      type: "page-view",
      at,
      path: path.slice(0, 300),
      title: pageTitle,
      visitorId,
      isNewVisitor: visitorId !== existing,
      source,
      referrerHost: referrerHost?.slice(0, 255) ?? null,
      region: cf?.region?.slice(0, 100) ?? null,
    }),
  );
  return { response: sent, done };
}
