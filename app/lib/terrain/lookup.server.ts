import { z } from "zod";
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import { isHoneypotFilled, TURNSTILE_MESSAGE, verifyTurnstile, withinRateLimit } from "~/lib/forms/spam.server";
import { isOneLine } from "~/lib/forms/text";
import { geocode } from "./geocoder.server";
import { lookupRisks } from "./georisques.server";
import { type CheckedPlace, signPlace, verifyPlace } from "./place-token.server";
import { storeTerrainRequest } from "./report.server";
import { type AddressCandidate, TERRAIN_HONEYPOT, type TerrainView, terrainMessages } from "./schema";
import { terrainUpstreams } from "./upstreams.server";

// /mon-terrain: the typed address goes to the geocoder, the chosen point to Géorisques;
// neither is stored (only an e-mail request stores them). docs/decisions/801-terrain-lookup.md
// The chosen place is one the server signed (`lieu`): docs/decisions/804-signed-places.md

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

/** The geocoder's answer without the exposure a token may carry. */
function candidateOf(place: CheckedPlace): AddressCandidate {
  const { clay: _clay, ...candidate } = place;
  return candidate;
}

/** Address suggestions (resource route and the no-JavaScript search), each signed by the server. */
export async function suggestAddresses(deps: TerrainDeps, request: Request, text: unknown): Promise<TerrainOutcome> {
  const query = cleanAddress(text);
  if (!query) return { status: 400, view: { query: typeof text === "string" ? text.slice(0, 200) : "", error: terrainMessages.address } };
  if (!(await withinRateLimit(deps.env.TERRAIN_LIMITER, "terrain", request))) return { status: 429, view: { query, error: terrainMessages.rateLimit } };
  const found = await geocode({ fetcher: deps.fetcher, base: terrainUpstreams(deps.env).geocoder }, query);
  if (found === null) return { status: 503, view: { query, error: terrainMessages.geocoderDown } };
  const candidates = await Promise.all(found.map(async (candidate) => ({ ...candidate, lieu: await signPlace(deps.env.JWT_SECRET, candidate) })));
  if (candidates.length === 0) return { status: 200, view: { query, candidates, error: terrainMessages.noCandidate } };
  return { status: 200, view: { query, candidates } };
}

/** The risks at a verified place, and the place signed again with the clay exposure read there. */
async function readRisks(deps: TerrainDeps, place: AddressCandidate) {
  const risks = await lookupRisks({ fetcher: deps.fetcher, cache: deps.cache, base: terrainUpstreams(deps.env).georisques }, place);
  const clay = risks.clay.status === "ok" ? { code: risks.clay.value.code, fetchedAt: risks.clay.fetchedAt } : undefined;
  const lieu = await signPlace(deps.env.JWT_SECRET, { ...place, ...(clay ? { clay } : {}) });
  return { risks, lieu, checkedAt: new Date().toISOString() };
}

/**
 * The risks at a chosen place (`?lieu=`, the signed candidate): the signature is checked,
 * then the rate limit, and only then Géorisques is called.
 */
export async function lookupTerrain(deps: TerrainDeps, request: Request, lieu: unknown): Promise<TerrainOutcome> {
  const verified = await verifyPlace(deps.env.JWT_SECRET, lieu);
  if (!verified) return { status: 400, view: { error: terrainMessages.place } };
  if (!(await withinRateLimit(deps.env.TERRAIN_LIMITER, "terrain", request))) return { status: 429, view: { error: terrainMessages.rateLimit } };
  const place = candidateOf(verified);
  return { status: 200, view: { place, ...(await readRisks(deps, place)) }, lookedUp: true };
}

const emailSchema = z.email();

/**
 * 'Recevoir ce résultat par e-mail': only a place the server signed (the label written in
 * the e-mail, its subject and its PDF is the geocoder's, never the browser's); the honeypot,
 * the rate limit before any upstream call, then the risks read again (from the cache)
 * rather than taken from the form, Turnstile when configured, the request stored in D1,
 * then the e-mail queued.
 */
export async function requestTerrainEmail(deps: TerrainDeps, request: Request, form: FormData): Promise<TerrainOutcome> {
  const verified = await verifyPlace(deps.env.JWT_SECRET, form.get("lieu"));
  if (!verified || !deps.db) return { status: 400, view: { error: terrainMessages.place } };
  const place = candidateOf(verified);
  const lieu = String(form.get("lieu"));
  if (isHoneypotFilled(form, TERRAIN_HONEYPOT)) return { status: 400, view: { place, lieu, emailErrors: { form: terrainMessages.refused } } };
  if (!(await withinRateLimit(deps.env.TERRAIN_LIMITER, "terrain", request))) {
    return { status: 429, view: { place, lieu, emailErrors: { form: terrainMessages.rateLimit } } };
  }
  const email = String(form.get("email") ?? "").trim();
  const emailErrors: NonNullable<TerrainView["emailErrors"]> = {};
  if (email.length > 254 || !isOneLine(email) || !emailSchema.safeParse(email).success) emailErrors.email = terrainMessages.email;
  if (form.get("consent") !== "on") emailErrors.consent = terrainMessages.consent;
  const read = await readRisks(deps, place);
  const view: TerrainView = { place, ...read, emailValue: email.slice(0, 254) };
  if (emailErrors.email || emailErrors.consent) return { status: 400, view: { ...view, emailErrors } };
  if (!(await withinRateLimit(deps.env.FORM_LIMITER, "terrain-email", request))) {
    return { status: 429, view: { ...view, emailErrors: { form: terrainMessages.rateLimit } } };
  }
  if (!(await verifyTurnstile(deps.env.TURNSTILE_SECRET_KEY, form, request, deps.fetcher))) {
    return { status: 400, view: { ...view, emailErrors: { form: TURNSTILE_MESSAGE } } };
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
      risks: read.risks,
    },
  );
  const notice = stored.email === "queued" ? terrainMessages.emailSent : stored.email === "capped" ? terrainMessages.emailCapped : terrainMessages.emailFailed;
  return { status: 200, view: { ...view, emailValue: undefined, emailNotice: notice } };
}

/** One POST of the /mon-terrain form: the no-JavaScript search, or the e-mail request. */
export async function handleTerrainAction(deps: TerrainDeps, request: Request): Promise<TerrainOutcome> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: 400, view: { error: terrainMessages.address } };
  }
  const intent = form.get("intent");
  if (intent === "lookup") return lookupTerrain(deps, request, form.get("lieu"));
  if (intent === "email") return requestTerrainEmail(deps, request, form);
  return suggestAddresses(deps, request, form.get("adresse"));
}
