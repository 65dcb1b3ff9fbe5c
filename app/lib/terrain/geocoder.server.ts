import { z } from "zod";
import type { AddressCandidate } from "./schema";
import { fetchJson } from "./upstreams.server";

// IGN Géoplateforme geocoding (https://data.geopf.fr/geocodage/search): a GeoJSON
// FeatureCollection whose features carry [lon, lat] and the address's label, INSEE code,
// city and postcode, and (name, type) its street part. Features of another shape are skipped; a body of another shape is
// "unavailable" (null).

const featureSchema = z.object({
  geometry: z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
  properties: z.object({
    label: z.string().min(1).max(300),
    citycode: z.string().regex(/^[0-9][0-9AB][0-9]{3}$/),
    city: z.string().max(200),
    postcode: z.string().max(10).optional(),
    /** "12 Rue de la Mare" for an address, the street or the lieu-dit; the town's name for a municipality. */
    name: z.string().max(300).optional(),
    type: z.string().max(30).optional(),
  }),
});

const collectionSchema = z.object({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) });

export const GEOCODER_LIMIT = 5;

/** Candidates for the text typed, or null when the geocoder is unavailable. */
export async function geocode(deps: { fetcher: typeof fetch; base: string }, text: string): Promise<Array<AddressCandidate> | null> {
  const query = new URLSearchParams({ q: text, limit: String(GEOCODER_LIMIT), index: "address" });
  const body = await fetchJson(deps.fetcher, `${deps.base}/search?${query.toString()}`, "geocoder");
  if (body === null) return null;
  const parsed = collectionSchema.safeParse(body);
  if (!parsed.success) {
    console.warn("terrain: geocoder answered an unexpected shape");
    return null;
  }
  const candidates: Array<AddressCandidate> = [];
  for (const raw of parsed.data.features) {
    const feature = featureSchema.safeParse(raw);
    if (!feature.success) continue;
    const [lon, lat] = feature.data.geometry.coordinates;
    const p = feature.data.properties;
    const street = p.type !== "municipality" && p.name && p.name !== p.city ? p.name : null;
    candidates.push({ label: p.label, street, lat, lon, citycode: p.citycode, city: p.city, postcode: p.postcode ?? "" });
  }
  return candidates.slice(0, GEOCODER_LIMIT);
}
