import { signJson, verifyJson } from "~/lib/forms/signed.server";
import { isOneLine } from "~/lib/forms/text";
import { clayLevelLabel, clayLevelOf } from "./place";
import type { SitePlace } from "../../db/types";
import { type AddressCandidate, riskSources } from "./schema";

// A place the geocoder answered, signed by the server (the `lieu` value): the only place
// /mon-terrain looks up, mails or hands to the simulator. A label, point or INSEE code a
// browser makes up never verifies. docs/decisions/804-signed-places.md

const PURPOSE = "terrain-place";
const MAX_TOKEN_LENGTH = 2_000;

/** A candidate is chosen, looked up, mailed or quoted within a day. */
export const PLACE_TTL_MS = 24 * 60 * 60 * 1000;
/** The lookup link kept with a simulation lives as long as the prospect's data (3 years). */
export const STORED_LOOKUP_TTL_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/** The exposure code Géorisques gave at the place and when it was read (ISO), signed after a lookup. */
export type ClayReading = { code: 0 | 1 | 2 | 3 | null; fetchedAt: string };

/** A verified place: the geocoder's answer, and the clay exposure read there when the token carries it. */
export type CheckedPlace = AddressCandidate & { clay?: ClayReading };

type Payload = {
  v: 1;
  l: string;
  s: string | null;
  c: string;
  p: string;
  i: string;
  y: number;
  x: number;
  k?: [0 | 1 | 2 | 3 | null, string];
  /** Expiry, epoch ms. */
  e: number;
};

export async function signPlace(secret: string, place: CheckedPlace, options: { now?: number; ttlMs?: number } = {}): Promise<string> {
  const now = options.now ?? Date.now();
  const payload: Payload = {
    v: 1,
    l: place.label,
    s: place.street,
    c: place.city,
    p: place.postcode,
    i: place.citycode,
    y: place.lat,
    x: place.lon,
    ...(place.clay ? { k: [place.clay.code, place.clay.fetchedAt] as Payload["k"] } : {}),
    e: now + (options.ttlMs ?? PLACE_TTL_MS),
  };
  return signJson(secret, PURPOSE, payload);
}

const text = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max && isOneLine(value);
const inRange = (value: unknown, limit: number): value is number => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** The place when `token` is one the server signed and it has not expired; null otherwise. */
export async function verifyPlace(secret: string, token: unknown, now = Date.now()): Promise<CheckedPlace | null> {
  const p = (await verifyJson(secret, PURPOSE, token, MAX_TOKEN_LENGTH)) as Partial<Payload> | null;
  if (!p || typeof p !== "object" || p.v !== 1 || typeof p.e !== "number" || p.e < now) return null;
  if (!text(p.l, 300) || p.l.trim() === "" || !text(p.c, 200) || !text(p.p, 10) || !(p.s === null || text(p.s, 300))) return null;
  if (typeof p.i !== "string" || !/^[0-9][0-9AB][0-9]{3}$/.test(p.i) || !inRange(p.y, 90) || !inRange(p.x, 180)) return null;
  const place: CheckedPlace = { label: p.l, street: p.s, city: p.c, postcode: p.p, citycode: p.i, lat: p.y, lon: p.x };
  if (Array.isArray(p.k) && [0, 1, 2, 3, null].includes(p.k[0]) && typeof p.k[1] === "string") place.clay = { code: p.k[0], fetchedAt: p.k[1] };
  return place;
}

/** True for a value shaped like a signed token (payload.signature), valid or not. */
export function looksSigned(value: string) {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value);
}

/**
 * The checked plot as a simulation keeps it (`simulations.site`), with a lookup link that
 * lasts as long as the simulation's data. docs/decisions/611-simulation-site.md
 */
export async function sitePlaceOf(secret: string, place: CheckedPlace, now = Date.now()): Promise<SitePlace> {
  const level = place.clay ? clayLevelOf(place.clay.code) : null;
  return {
    label: place.label,
    street: place.street,
    postcode: place.postcode,
    city: place.city,
    inseeCode: place.citycode,
    latitude: place.lat,
    longitude: place.lon,
    clay: place.clay ? { level, label: clayLevelLabel(level), source: riskSources.clay, readAt: place.clay.fetchedAt } : null,
    lookup: await signPlace(secret, place, { now, ttlMs: STORED_LOOKUP_TTL_MS }),
  };
}

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The checked plot, as long as the project's location still names it (its postcode or its
 * town): a visitor who types another place in step 2 is quoting another plot.
 */
export function placeOfProject(place: CheckedPlace | undefined, location: string | null | undefined): CheckedPlace | null {
  if (!place) return null;
  if (!location) return place;
  const where = fold(location);
  return (place.postcode !== "" && where.includes(place.postcode)) || where.includes(fold(place.city)) ? place : null;
}
