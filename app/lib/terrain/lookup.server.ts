import { z } from "zod";
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import { withinRateLimit } from "~/lib/forms/spam.server";
import { isOneLine } from "~/lib/forms/text";
import { geocode } from "./geocoder.server";
import { lookupRisks } from "./georisques.server";
import { storeTerrainRequest } from "./report.server";
import { type AddressCandidate, type TerrainView, terrainMessages } from "./schema";
import { terrainUpstreams } from "./upstreams.server";

// /mon-terrain: the typed address goes to the geocoder, the chosen point to Géorisques;
// neither is stored (only an e-mail request stores them). docs/decisions/801-terrain-lookup.md

export type TerrainDeps = { env: AppEnv; fetcher: typeof fetch; cache: Cache | null; db?: Db };

export type TerrainOutcome = { status: number; view: TerrainView; lookedUp?: boolean };

/** The Worker's own cache (Miniflare simulates it locally); absent outside workerd. */
export function defaultCache(): Cache | null {
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

export function cleanAddress(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s+/g, " ");
  return text.length >= 3 && text.length <= 200 && isOneLine(text) ? text : null;
}

/** A point posted back by the visitor's choice: re-checked, it only ever reaches Géorisques as numbers and an INSEE code. */
export function candidateFrom(form: FormData | URLSearchParams): AddressCandidate | null {
  const lat = Number(form.get("lat"));
  const lon = Number(form.get("lon"));
  const citycode = String(form.get("citycode") ?? "");
  const label = cleanAddress(form.get("label"));
  const city = String(form.get("city") ?? "").trim();
  const postcode = String(form.get("postcode") ?? "").trim();
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  if (!/^[0-9][0-9AB][0-9]{3}$/.test(citycode) || !label || city.length > 200 || !isOneLine(city) || !/^[0-9]{0,5}$/.test(postcode)) return null;
  return { label, lat, lon, citycode, city, postcode };
}

/** Address suggestions (resource route and the no-JavaScript search). */
export async function suggestAddresses(deps: TerrainDeps, request: Request, text: unknown): Promise<TerrainOutcome> {
  const query = cleanAddress(text);
  if (!query) return { status: 400, view: { query: typeof text === "string" ? text.slice(0, 200) : "", error: terrainMessages.address } };
  if (!(await withinRateLimit(deps.env.TERRAIN_LIMITER, "terrain", request))) return { status: 429, view: { query, error: terrainMessages.rateLimit } };
  const candidates = await geocode({ fetcher: deps.fetcher, base: terrainUpstreams(deps.env).geocoder }, query);
  if (candidates === null) return { status: 503, view: { query, error: terrainMessages.geocoderDown } };
  if (candidates.length === 0) return { status: 200, view: { query, candidates, error: terrainMessages.noCandidate } };
  return { status: 200, view: { query, candidates } };
}

/** The risks at a chosen point. */
export async function lookupTerrain(deps: TerrainDeps, request: Request, place: AddressCandidate | null): Promise<TerrainOutcome> {
  if (!place) return { status: 400, view: { error: terrainMessages.candidate } };
  if (!(await withinRateLimit(deps.env.TERRAIN_LIMITER, "terrain", request))) return { status: 429, view: { error: terrainMessages.rateLimit } };
  const risks = await lookupRisks({ fetcher: deps.fetcher, cache: deps.cache, base: terrainUpstreams(deps.env).georisques }, place);
  return { status: 200, view: { place, risks, checkedAt: new Date().toISOString() }, lookedUp: true };
}

const emailSchema = z.email();

/**
 * 'Recevoir ce résultat par e-mail': the risks are read again (from the cache) rather than
 * taken from the form, the request is stored in D1, then the e-mail is queued.
 */
export async function requestTerrainEmail(deps: TerrainDeps, request: Request, form: FormData): Promise<TerrainOutcome> {
  const place = candidateFrom(form);
  if (!place || !deps.db) return { status: 400, view: { error: terrainMessages.candidate } };
  const email = String(form.get("email") ?? "").trim();
  const emailErrors: NonNullable<TerrainView["emailErrors"]> = {};
  if (email.length > 254 || !isOneLine(email) || !emailSchema.safeParse(email).success) emailErrors.email = terrainMessages.email;
  if (form.get("consent") !== "on") emailErrors.consent = terrainMessages.consent;
  const risks = await lookupRisks({ fetcher: deps.fetcher, cache: deps.cache, base: terrainUpstreams(deps.env).georisques }, place);
  const view: TerrainView = { place, risks, checkedAt: new Date().toISOString(), emailValue: email.slice(0, 254) };
  if (emailErrors.email || emailErrors.consent) return { status: 400, view: { ...view, emailErrors } };
  if (!(await withinRateLimit(deps.env.FORM_LIMITER, "terrain-email", request))) {
    return { status: 429, view: { ...view, emailErrors: { form: terrainMessages.rateLimit } } };
  }
  const stored = await storeTerrainRequest(
    { db: deps.db, queue: deps.env.MAIL_QUEUE, origin: deps.env.SITE_ORIGIN, secret: deps.env.JWT_SECRET },
    {
      email,
      consentAt: new Date(),
      address: place.label,
      latitude: place.lat,
      longitude: place.lon,
      cityCode: place.citycode,
      city: place.city,
      postcode: place.postcode,
      risks,
    },
  );
  const notice = stored.email === "queued" ? terrainMessages.emailSent : stored.email === "capped" ? terrainMessages.emailCapped : terrainMessages.emailFailed;
  return { status: 200, view: { ...view, emailValue: undefined, emailNotice: notice } };
}

/** One POST of the /mon-terrain form. */
export async function handleTerrainAction(deps: TerrainDeps, request: Request): Promise<TerrainOutcome> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: 400, view: { error: terrainMessages.address } };
  }
  const intent = form.get("intent");
  if (intent === "lookup") return lookupTerrain(deps, request, candidateFrom(form));
  if (intent === "email") return requestTerrainEmail(deps, request, form);
  return suggestAddresses(deps, request, form.get("adresse"));
}
