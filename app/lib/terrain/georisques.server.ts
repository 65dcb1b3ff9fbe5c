import { z } from "zod";
import { fetchJson } from "./upstreams.server";
import { type AddressCandidate, NEARBY_RADIUS_M, type RiskKey } from "./schema";
import type { Datum, TerrainRisks } from "../../db/types";

// Géorisques API v1 (https://www.georisques.gouv.fr/api/v1), parsed against the shapes its
// documentation and public callers show. An unexpected shape is logged and shown as
// "unavailable", never as "no risk". docs/decisions/801-terrain-lookup.md

const DAY_S = 24 * 60 * 60;
/** The exposure map changes rarely; the other data (decrees, inventories) more often. */
export const CACHE_TTL_S: Record<RiskKey, number> = {
  clay: 30 * DAY_S,
  seismic: DAY_S,
  radon: DAY_S,
  cavities: DAY_S,
  movements: DAY_S,
  catnat: DAY_S,
};

/** Cache keys use coordinates rounded to 4 decimals (about 10 m): nearby lookups share them. */
export const roundCoordinate = (value: number) => value.toFixed(4);

const code = (values: ReadonlyArray<number>) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isInteger(n) || !values.includes(n) || String(v).trim() === "") {
      ctx.addIssue({ code: "custom", message: `code inattendu ${String(v)}` });
      return z.NEVER;
    }
    return n;
  });

const page = <T extends z.ZodType>(item: T) => z.object({ results: z.number().int().nonnegative().optional(), data: z.array(item) });

/** `/rga?latlon=lon,lat`: `{codeExposition, exposition}`, or `{}` outside the mapped zones. */
const rgaSchema = z.union([
  z.object({ codeExposition: code([0, 1, 2, 3]), exposition: z.string().optional() }).transform((v) => ({ code: v.codeExposition as 0 | 1 | 2 | 3 })),
  z
    .object({})
    .strict()
    .transform(() => ({ code: null })),
]);

/** `/zonage_sismique?latlon=`: the commune's zone, `code_zone` 1 to 5. */
const seismicSchema = page(z.object({ code_zone: code([1, 2, 3, 4, 5]) })).transform((v, ctx) => {
  if (v.data.length === 0) {
    ctx.addIssue({ code: "custom", message: "aucune zone" });
    return z.NEVER;
  }
  return { zone: v.data[0].code_zone as 1 | 2 | 3 | 4 | 5 };
});

/** `/radon?code_insee=`: the commune's potential, `classe_potentiel` 1 to 3. */
const radonSchema = page(z.object({ classe_potentiel: code([1, 2, 3]) })).transform((v, ctx) => {
  if (v.data.length === 0) {
    ctx.addIssue({ code: "custom", message: "aucune classe" });
    return z.NEVER;
  }
  return { potential: v.data[0].classe_potentiel as 1 | 2 | 3 };
});

/** `/cavites` and `/mvt` within a radius: a page of items; `results` counts them all. */
const nearbySchema = page(z.object({ identifiant: z.union([z.string(), z.number()]) })).transform((v) => ({
  count: Math.max(v.results ?? 0, v.data.length),
}));

/** `/gaspar/catnat?code_insee=`: the commune's decrees. */
const catnatSchema = page(
  z.object({
    libelle_risque_jo: z.string(),
    date_debut_evt: z.string().nullish(),
    date_publication_jo: z.string().nullish(),
  }),
).transform((v) => ({
  count: Math.max(v.results ?? 0, v.data.length),
  recent: v.data
    .toSorted((a, b) => (b.date_debut_evt ?? "").localeCompare(a.date_debut_evt ?? ""))
    .slice(0, 5)
    .map((d) => ({ label: d.libelle_risque_jo, start: d.date_debut_evt ?? null, published: d.date_publication_jo ?? null })),
}));

type Source = { key: RiskKey; path: string; cacheId: string; schema: z.ZodType };

function sources(point: Pick<AddressCandidate, "lat" | "lon" | "citycode">): Array<Source> {
  const latlon = `${point.lon},${point.lat}`;
  const rounded = `${roundCoordinate(point.lon)},${roundCoordinate(point.lat)}`;
  const insee = encodeURIComponent(point.citycode);
  return [
    { key: "clay", path: `/rga?latlon=${latlon}`, cacheId: `rga/${rounded}`, schema: rgaSchema },
    { key: "seismic", path: `/zonage_sismique?latlon=${latlon}`, cacheId: `zonage_sismique/${rounded}`, schema: seismicSchema },
    { key: "radon", path: `/radon?code_insee=${insee}`, cacheId: `radon/${insee}`, schema: radonSchema },
    { key: "cavities", path: `/cavites?latlon=${latlon}&rayon=${NEARBY_RADIUS_M}`, cacheId: `cavites/${rounded}`, schema: nearbySchema },
    { key: "movements", path: `/mvt?latlon=${latlon}&rayon=${NEARBY_RADIUS_M}`, cacheId: `mvt/${rounded}`, schema: nearbySchema },
    { key: "catnat", path: `/gaspar/catnat?code_insee=${insee}`, cacheId: `catnat/${insee}`, schema: catnatSchema },
  ];
}

export type RiskDeps = {
  fetcher: typeof fetch;
  cache: Cache | null;
  base: string;
  now?: () => Date;
  /** Per upstream call; the default is TERRAIN_UPSTREAM_TIMEOUT_MS (2.5 s). */
  timeoutMs?: number;
  /**
   * How long a page may wait (city pages): a datum not read by then is shown as unavailable
   * while its call goes on in `waitUntil` and fills the cache for the next visitor.
   */
  budget?: { ms: number; waitUntil: (promise: Promise<unknown>) => void };
};

/** The cache's own URL space: never fetched, only a key for `caches.default`. */
const cacheUrl = (base: string, id: string) => `https://terrain-cache.invalid/${encodeURIComponent(base)}/${id}`;

async function readCached(cache: Cache | null, key: string): Promise<Datum<unknown> | null> {
  if (!cache) return null;
  try {
    const hit = await cache.match(key);
    return hit ? ((await hit.json()) as Datum<unknown>) : null;
  } catch {
    return null;
  }
}

async function lookupOne(deps: RiskDeps, source: Source): Promise<Datum<unknown>> {
  const key = cacheUrl(deps.base, source.cacheId);
  const cached = await readCached(deps.cache, key);
  if (cached?.status === "ok") return cached;
  const body = await fetchJson(deps.fetcher, `${deps.base}${source.path}`, `georisques ${source.key}`, deps.timeoutMs);
  if (body === null) return { status: "unavailable" };
  const parsed = source.schema.safeParse(body);
  if (!parsed.success) {
    console.warn(`terrain: georisques ${source.key} answered an unexpected shape`, z.prettifyError(parsed.error).slice(0, 500));
    return { status: "unavailable" };
  }
  const datum = { status: "ok" as const, value: parsed.data, fetchedAt: (deps.now?.() ?? new Date()).toISOString() };
  if (deps.cache) {
    try {
      await deps.cache.put(
        key,
        new Response(JSON.stringify(datum), {
          headers: { "content-type": "application/json", "cache-control": `max-age=${CACHE_TTL_S[source.key]}` },
        }),
      );
    } catch (error) {
      console.warn("terrain: cache unavailable", error instanceof Error ? error.name : error);
    }
  }
  return datum;
}

/** Every risk at the point, read in parallel; each one fails on its own. */
export async function lookupRisks(deps: RiskDeps, point: Pick<AddressCandidate, "lat" | "lon" | "citycode">): Promise<TerrainRisks> {
  return lookupSomeRisks(deps, point, Object.keys(CACHE_TTL_S) as Array<RiskKey>) as Promise<TerrainRisks>;
}

/** Only some risks (a city page's summary), same calls and same cache entries as lookupRisks. */
export async function lookupSomeRisks<K extends RiskKey>(
  deps: RiskDeps,
  point: Pick<AddressCandidate, "lat" | "lon" | "citycode">,
  keys: ReadonlyArray<K>,
): Promise<Pick<TerrainRisks, K>> {
  const list = sources(point).filter((source) => (keys as ReadonlyArray<RiskKey>).includes(source.key));
  const pending = list.map((source) => lookupOne(deps, source));
  const results = deps.budget ? await withinBudget(pending, deps.budget) : await Promise.all(pending);
  return Object.fromEntries(list.map((source, i) => [source.key, results[i]])) as Pick<TerrainRisks, K>;
}

async function withinBudget(pending: Array<Promise<Datum<unknown>>>, budget: NonNullable<RiskDeps["budget"]>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), budget.ms);
  });
  try {
    return await Promise.all(
      pending.map(async (promise): Promise<Datum<unknown>> => {
        const first = await Promise.race([promise, late]);
        if (first !== "late") return first;
        budget.waitUntil(promise);
        return { status: "unavailable" };
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}
