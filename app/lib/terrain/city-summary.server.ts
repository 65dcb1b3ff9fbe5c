import type { AppEnv } from "~/lib/env.server";
import { lookupSomeRisks } from "./georisques.server";
import { CITY_RISK_KEYS, cityRiskLines } from "./schema";
import { terrainUpstreams } from "./upstreams.server";

// The risk summary of a city page (/villes/{slug}): the same cached Géorisques lookup as
// /mon-terrain, at the commune's reference point, or the staff's text, or nothing.
// docs/decisions/802-city-risk-summary.md

/**
 * A city page is rendered while its visitor waits: on a cache miss it waits at most this
 * long; a datum read later is cached for the next visitor (the call goes on in waitUntil,
 * with /mon-terrain's 2.5 s timeout).
 */
export const CITY_RISK_BUDGET_MS = 1000;

export type CityRiskSource = {
  inseeCode: string | null;
  latitude: number | null;
  longitude: number | null;
  riskSummaryMode: "auto" | "hidden" | "custom";
  riskSummaryText: string;
};

export type CityRiskSummary = { mode: "auto"; lines: ReturnType<typeof cityRiskLines>; complete: boolean } | { mode: "custom"; text: string } | null;

export type CityRiskDeps = { env: AppEnv; fetcher: typeof fetch; cache: Cache | null; waitUntil: (promise: Promise<unknown>) => void };

/** Never throws: an upstream failure only turns its own line into "unavailable". */
export async function cityRiskSummary(deps: CityRiskDeps, city: CityRiskSource): Promise<CityRiskSummary> {
  if (city.riskSummaryMode === "hidden") return null;
  if (city.riskSummaryMode === "custom") {
    const text = city.riskSummaryText.trim();
    return text ? { mode: "custom", text } : null;
  }
  if (city.latitude === null || city.longitude === null || !city.inseeCode) return null;
  try {
    const risks = await lookupSomeRisks(
      {
        fetcher: deps.fetcher,
        cache: deps.cache,
        base: terrainUpstreams(deps.env).georisques,
        budget: { ms: CITY_RISK_BUDGET_MS, waitUntil: deps.waitUntil },
      },
      { lat: city.latitude, lon: city.longitude, citycode: city.inseeCode },
      CITY_RISK_KEYS,
    );
    const lines = cityRiskLines(risks);
    return { mode: "auto", lines, complete: lines.every((line) => line.available) };
  } catch (error) {
    console.warn("terrain: city summary failed", error instanceof Error ? error.name : error);
    const lines = cityRiskLines({});
    return { mode: "auto", lines, complete: false };
  }
}
