import { batchByName } from "~/db/batch.server";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { cities, departments, projectReferences } from "~/db/schema";
import type { ClientType, GeotechnicalMission } from "../../db/types";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import type { SaveFailure, SaveResult } from "~/lib/admin/save";
import { textSearch } from "~/lib/admin/search.server";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parseMediaImage } from "~/lib/media/picture";
import { mediaImageKey } from "~/lib/media/url";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import { photoErrors } from "./photos.server";
import { type PublicReference, REFERENCE_MESSAGES, type ReferenceFilters, type ReferenceInput } from "./reference-schema";

// ---------------------------------------------------------------------------
// Public pages: /references, and the city, department and region pages
// ---------------------------------------------------------------------------

const t = projectReferences;

/** The médiathèque rows of the photos, as one JSON list (variants, size, alt) per reference. */
const photoMedia =
  sql<string>`(select json_group_array(json_object('key', m.r2_key, 'width', m.width, 'height', m.height, 'alt', m.alt, 'decorative', m.decorative, 'variants', m.variants))
  from media m where instr(${t.photos}, '"/media/' || m.r2_key || '"') > 0)`.as("photo_media");

/** The place of a territory page, named as its URL names it (the page's batch has no id yet). */
export type PlaceFilter = { citySlug?: string; regionSlug?: string };

/** Published references, newest year first; filtered by mission, department code, or the place of a territory page. */
export function publishedReferencesQuery(db: Db, filters: Partial<ReferenceFilters> & PlaceFilter = {}, limit = 60) {
  const conditions: Array<SQL | undefined> = [
    eq(t.isPublished, true),
    filters.mission ? sql`exists (select 1 from json_each(${t.missions}) where value = ${filters.mission})` : undefined,
    filters.department ? eq(departments.code, filters.department) : undefined,
    filters.citySlug ? eq(cities.slug, filters.citySlug) : undefined,
    filters.regionSlug ? sql`${departments.regionId} = (select id from regions where slug = ${filters.regionSlug})` : undefined,
  ];
  return db
    .select({
      id: t.id,
      title: t.title,
      year: t.year,
      missions: t.missions,
      clientType: t.clientType,
      text: t.text,
      photos: t.photos,
      photoMedia,
      cityName: sql<string>`${cities.name}`.as("city_name"),
      citySlug: sql<string>`${cities.slug}`.as("city_slug"),
      departmentCode: sql<string>`${departments.code}`.as("department_code"),
      departmentName: sql<string>`${departments.name}`.as("department_name"),
    })
    .from(t)
    .innerJoin(cities, eq(cities.id, t.cityId))
    .innerJoin(departments, eq(departments.id, cities.departmentId))
    .where(and(...conditions))
    .orderBy(desc(t.year), desc(t.id))
    .limit(limit);
}

/** The departments that have a published reference: the options of the public filter. */
export function referenceDepartmentsQuery(db: Db) {
  return db
    .selectDistinct({ code: departments.code, name: departments.name })
    .from(t)
    .innerJoin(cities, eq(cities.id, t.cityId))
    .innerJoin(departments, eq(departments.id, cities.departmentId))
    .where(eq(t.isPublished, true))
    .orderBy(asc(departments.code));
}

type PublishedRow = Awaited<ReturnType<ReturnType<typeof publishedReferencesQuery>["execute"]>>[number];

/** A row of `publishedReferencesQuery` as the pages show it: photos in their order, each with its médiathèque row. */
export function toPublicReference(row: PublishedRow): PublicReference {
  const media = new Map<string, string>();
  try {
    for (const item of JSON.parse(row.photoMedia ?? "[]") as Array<{ key: string }>) media.set(item.key, JSON.stringify(item));
  } catch {
    // No médiathèque row: the photos are skipped below.
  }
  return {
    id: row.id,
    title: row.title,
    year: row.year,
    missions: row.missions as Array<GeotechnicalMission>,
    clientType: row.clientType as ClientType,
    text: row.text,
    city: { name: row.cityName, slug: row.citySlug },
    department: { code: row.departmentCode, name: row.departmentName },
    // A photo deleted from the médiathèque since is not rendered (it would be a broken image).
    photos: row.photos
      .map((src) => ({ src, key: mediaImageKey(src) }))
      .filter((photo) => photo.key !== null && media.has(photo.key))
      .map((photo) => ({ src: photo.src, media: parseMediaImage(media.get(photo.key ?? "")) })),
  };
}

/** When the public list last changed (the sitemap's lastmod), null without a published reference. */
export function referencesUpdatedQuery(db: Db) {
  return db
    .select({ updatedAt: sql<number | null>`max(${t.updatedAt})`.as("references_updated_at") })
    .from(t)
    .where(eq(t.isPublished, true));
}

// ---------------------------------------------------------------------------
// Back-office (/admin/references)
// ---------------------------------------------------------------------------

export type ReferenceRow = typeof projectReferences.$inferSelect & { cityName: string };

/** Newest year first; searchable on title and text; `?published=oui|non`. */
export async function listReferences(db: Db, query: ListQuery<"published">): Promise<ListPage<ReferenceRow>> {
  const published = query.filters.published === "oui" ? true : query.filters.published === "non" ? false : undefined;
  const where = and(textSearch([t.title, t.text, cities.name], query.q), published === undefined ? undefined : eq(t.isPublished, published));
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({ reference: t, cityName: sql<string>`${cities.name}`.as("city_name") })
      .from(t)
      .innerJoin(cities, eq(cities.id, t.cityId))
      .where(where)
      .orderBy(desc(t.year), desc(t.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(t).innerJoin(cities, eq(cities.id, t.cityId)).where(where),
  });
  return listPage(
    rows.map((row) => ({ ...row.reference, cityName: row.cityName })),
    totals[0]?.total ?? 0,
    query,
  );
}

export async function getReference(db: Db, id: number) {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

/** The cities of the territory, by name (the form's choice), with their department. */
export function cityChoicesQuery(db: Db) {
  return db
    .select({ id: cities.id, name: cities.name, departmentCode: sql<string>`${departments.code}`.as("department_code") })
    .from(cities)
    .innerJoin(departments, eq(departments.id, cities.departmentId))
    .orderBy(asc(cities.name), asc(departments.code));
}

function values(input: ReferenceInput) {
  return {
    title: input.title,
    cityId: input.cityId,
    year: input.year,
    missions: input.missions,
    clientType: input.clientType,
    text: input.text,
    photos: input.photos,
    isPublished: input.isPublished,
  };
}

/** A city that is not in the territory, an unknown photo, or a published photo without alt text: nothing is written. */
async function refused(db: Db, input: ReferenceInput, previousPhotos: ReadonlyArray<string>): Promise<SaveFailure | null> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)).limit(1);
  const fieldErrors = {
    ...(city ? {} : { cityId: [REFERENCE_MESSAGES.unknownCity] }),
    ...(await photoErrors(
      db,
      input.photos.map((src, index) => ({ field: `photos[${index}]`, src })),
      previousPhotos,
      input.isPublished,
    )),
  };
  return Object.keys(fieldErrors).length > 0 ? { ok: false, reason: "invalid", fieldErrors } : null;
}

export async function createReference(db: Db, actor: Actor, input: ReferenceInput): Promise<SaveResult> {
  const refusal = await refused(db, input, []);
  if (refusal) return refusal;
  await db.batch([
    db.insert(t).values({ ...values(input), updatedBy: actor.id }),
    auditInsert(db, {
      action: "reference.create",
      actor,
      target: { type: "reference", id: sql`last_insert_rowid()` },
      details: { title: input.title, isPublished: input.isPublished },
    }),
    ...rebuildSearchIndexStatements(db),
  ]);
  return { ok: true };
}

/** An edit by staff makes a seeded example their own: it is no longer « à remplacer ». */
export async function updateReference(db: Db, actor: Actor, id: number, version: number, input: ReferenceInput, now = new Date()): Promise<SaveResult<{ version: number }>> {
  const before = await getReference(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const refusal = await refused(db, input, before.photos);
  if (refusal) return refusal;
  const next = values(input);
  return saveVersioned(
    db,
    t,
    { id, version },
    actor.id,
    { ...next, isExample: false },
    {
      now,
      after: [
        auditInsert(db, {
          action: "reference.update",
          actor,
          target: { type: "reference", id },
          details: { title: input.title, changes: changedFields(before, next, ["title", "cityId", "year", "missions", "clientType", "text", "photos", "isPublished"]) },
        }),
        ...rebuildSearchIndexStatements(db),
      ],
    },
  );
}

export async function deleteReference(db: Db, actor: Actor, id: number): Promise<boolean> {
  const before = await getReference(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(t).where(eq(t.id, id)),
    auditInsert(db, { action: "reference.delete", actor, target: { type: "reference", id }, details: { title: before.title } }),
    ...rebuildSearchIndexStatements(db),
  ]);
  return true;
}

/** The seeded examples still published as they were: 'État du site' lists them « à remplacer ». */
export function exampleReferencesQuery(db: Db) {
  return db
    .select({ id: t.id, title: t.title })
    .from(t)
    .where(and(eq(t.isExample, true), eq(t.isPublished, true)))
    .orderBy(asc(t.title));
}
