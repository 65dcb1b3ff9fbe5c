// Géorisques and the IGN geocoder at the network edge: the Worker's outbound fetch is
// answered from the recorded fixtures of tests/fixtures/ (shapes of the public APIs).
import { vi } from "vitest";
import catnat from "./fixtures/georisques/catnat.json";
import cavites from "./fixtures/georisques/cavites.json";
import mvt from "./fixtures/georisques/mvt.json";
import radon from "./fixtures/georisques/radon.json";
import rga2 from "./fixtures/georisques/rga-2.json";
import seismic from "./fixtures/georisques/zonage-sismique.json";
import search from "./fixtures/geocoder/search.json";

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
