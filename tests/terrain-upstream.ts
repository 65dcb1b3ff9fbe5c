// Géorisques and the IGN geocoder at the network edge: the Worker's outbound fetch is
// answered from the recorded fixtures of tests/fixtures/ (shapes of the public APIs).
import { vi } from "vitest";
import { base64url, fromBase64url } from "~/lib/forms/signed.server";
import { type CheckedPlace, signPlace } from "~/lib/terrain/place-token.server";
import catnat from "./fixtures/georisques/catnat.json";
import cavites from "./fixtures/georisques/cavites.json";
import mvt from "./fixtures/georisques/mvt.json";
import radon from "./fixtures/georisques/radon.json";
import rga2 from "./fixtures/georisques/rga-2.json";
import seismic from "./fixtures/georisques/zonage-sismique.json";
import search from "./fixtures/geocoder/search.json";
import { jwtSecret } from "./factories/staff";

export const GEORISQUES = "https://www.georisques.gouv.fr/api/v1";
export const GEOCODER = "https://data.geopf.fr/geocodage";

export type Endpoint = "search" | "rga" | "zonage_sismique" | "radon" | "cavites" | "mvt" | "gaspar/catnat";
export type Reply = { json: unknown } | { status: number } | { text: string } | "timeout";

const DEFAULTS: Record<Endpoint, unknown> = {
  search,
  rga: rga2,
  zonage_sismique: seismic,
  radon,
  cavites,
  mvt,
  "gaspar/catnat": catnat,
};

function endpointOf(url: URL): Endpoint | null {
  const path = url.href.startsWith(GEOCODER) ? url.pathname.replace("/geocodage/", "") : url.pathname.replace("/api/v1/", "");
  return path in DEFAULTS ? (path as Endpoint) : null;
}

/** Answers the upstream calls (defaults: the fixtures, exposure 2) and records every URL called. */
export function stubUpstreams(replies: Partial<Record<Endpoint, Reply>> = {}) {
  const calls: Array<URL> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const endpoint = endpointOf(url);
    if (!endpoint) throw new Error(`appel sortant inattendu : ${url.href}`);
    calls.push(url);
    const reply = replies[endpoint] ?? { json: DEFAULTS[endpoint] };
    if (reply === "timeout") {
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        signal?.addEventListener("abort", () => reject(signal.reason));
      });
    }
    if ("status" in reply) return new Response("Internal Server Error", { status: reply.status });
    if ("text" in reply) return new Response(reply.text, { headers: { "content-type": "application/json" } });
    return Response.json(reply.json);
  });
  return calls;
}

/** A place the server signed (the `lieu` value of /mon-terrain and the simulator), by default 12 Rue de la Mare in Montreuil. */
export async function signedPlace(overrides: Partial<CheckedPlace> = {}, options: { now?: number; ttlMs?: number } = {}) {
  const place: CheckedPlace = {
    label: "12 Rue de la Mare 93100 Montreuil",
    street: "12 Rue de la Mare",
    lat: 48.8608,
    lon: 2.441,
    citycode: "93048",
    city: "Montreuil",
    postcode: "93100",
    ...overrides,
  };
  return signPlace(jwtSecret(), place, options);
}

/** The same token with its payload rewritten (and the old signature kept): what a forger can do. */
export function tamperedPlace(token: string, change: (payload: Record<string, unknown>) => void) {
  const [payload, signature] = token.split(".");
  const json = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Record<string, unknown>;
  change(json);
  return `${base64url(new TextEncoder().encode(JSON.stringify(json)))}.${signature}`;
}
