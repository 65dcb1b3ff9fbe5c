import { parsePublicHttpsUrl } from "~/lib/http/outbound-url";

// The two public services behind /mon-terrain. Their base URLs come from wrangler.toml
// [vars] only, never from a visitor or staff. docs/decisions/800-terrain-upstreams.md

export const GEORISQUES_DEFAULT_URL = "https://www.georisques.gouv.fr/api/v1";
export const GEOCODER_DEFAULT_URL = "https://data.geopf.fr/geocodage";

/** An upstream call gives up after this long: the page never waits on a guest. */
export const TERRAIN_UPSTREAM_TIMEOUT_MS = 2500;

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** True for http(s)://localhost|127.0.0.1|[::1] origins: a developer's machine. */
function isLoopback(url: URL) {
  return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * The base URL to call: the configured one when it is a public https URL, or a loopback
 * stub when the Worker itself runs locally (SITE_ORIGIN on loopback: `npm start`, the
 * Playwright server); otherwise the public default, with a warning.
 */
export function upstreamBase(configured: string | undefined, fallback: string, siteOrigin: string): string {
  if (!configured) return fallback;
  const trimmed = configured.replace(/\/+$/, "");
  if (parsePublicHttpsUrl(trimmed).ok) return trimmed;
  let url: URL | null = null;
  let site: URL | null = null;
  try {
    url = new URL(trimmed);
    site = new URL(siteOrigin);
  } catch {
    // handled below
  }
  if (url && site && isLoopback(url) && isLoopback(site) && url.username === "" && url.password === "") return trimmed;
  console.warn(`terrain: base URL refused, using ${fallback}`);
  return fallback;
}

export type TerrainUpstreams = { georisques: string; geocoder: string };

export function terrainUpstreams(env: { GEORISQUES_BASE_URL?: string; GEOCODER_BASE_URL?: string; SITE_ORIGIN: string }): TerrainUpstreams {
  return {
    georisques: upstreamBase(env.GEORISQUES_BASE_URL, GEORISQUES_DEFAULT_URL, env.SITE_ORIGIN),
    geocoder: upstreamBase(env.GEOCODER_BASE_URL, GEOCODER_DEFAULT_URL, env.SITE_ORIGIN),
  };
}

/** GET a JSON document with a timeout; null on any failure (network, status, timeout, not JSON). */
export async function fetchJson(fetcher: typeof fetch, url: string, what: string, timeoutMs = TERRAIN_UPSTREAM_TIMEOUT_MS): Promise<unknown | null> {
  try {
    const response = await fetcher(url, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      console.warn(`terrain: ${what} answered ${response.status}`);
      await response.body?.cancel();
      return null;
    }
    return await response.json();
  } catch (error) {
    console.warn(`terrain: ${what} unavailable`, error instanceof Error ? error.name : error);
    return null;
  }
}
