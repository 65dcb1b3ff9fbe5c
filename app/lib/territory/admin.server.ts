// Over 400 lines: list, get and save of regions, departments and cities, written once for the three (docs/decisions/440).
// The territory screens of the back-office: lists, detail panels, the map's data, and
// the saves of regions, departments and cities. Every save runs its audit row and the
// rebuild of the search index in the same D1 batch, so /search, the public pages and
// the site maps follow at the next request.
import { batchByName } from "~/db/batch.server";
import { and, count, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { aliased } from "~/db/alias";
import type { Db } from "~/db/client.server";
import { cities, departments, regions } from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import type { SaveResult } from "~/lib/admin/save";
import { listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import type { AuditAction } from "~/lib/audit/actions";
import { auditInsert } from "~/lib/audit/audit.server";
import type { Actor } from "~/lib/auth/actor";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import { renameRedirectStatements } from "~/lib/content/redirects.server";
import { type ContentStatus, departmentCompleteness, regionCompleteness } from "./completeness";
import { mapDepartmentCodes } from "./map-geometry.server";
import { cityWithPlaceQuery } from "./territory.server";
import { type CityInput, type DepartmentInput, type RegionInput, TERRITORY_MESSAGES } from "./schema";
import { isUniqueViolation } from "~/lib/admin/uniqueness.server";

const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
/** Sorted by name the French way ("Île-de-France" among the I's, not after "Z"). */
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

function page<T>(rows: Array<T>, query: ListQuery) {
  const offset = offsetOf(query);
  return listPage(rows.slice(offset, offset + query.pageSize), rows.length, query);
}

const length = (column: unknown, alias: string) => sql<number>`length(trim(${column}))`.mapWith(Number).as(alias);
const items = (column: unknown, alias: string) => sql<number>`json_array_length(${column})`.mapWith(Number).as(alias);

const regionMeasures = {
  mDescription: length(regions.description, "m_description"),
  mIntro: length(regions.intro, "m_intro"),
  mGeology: length(regions.geologicalContext, "m_geology"),
  mServices: items(regions.keyServices, "m_services"),
  mRisks: items(regions.specificRisks, "m_risks"),
  mProjects: items(regions.keyProjects, "m_projects"),
};
type RegionMeasureRow = { mDescription: number; mIntro: number; mGeology: number; mServices: number; mRisks: number; mProjects: number };
const regionStatus = (r: RegionMeasureRow): ContentStatus =>
  regionCompleteness({ description: r.mDescription, intro: r.mIntro, geologicalContext: r.mGeology, keyServices: r.mServices, specificRisks: r.mRisks, keyProjects: r.mProjects });

const departmentMeasures = {
  mDescription: length(departments.description, "m_description"),
  mGeology: length(departments.geologicalContext, "m_geology"),
  mServices: items(departments.keyServices, "m_services"),
  mRisks: items(departments.specificRisks, "m_risks"),
};
type DepartmentMeasureRow = { mDescription: number; mGeology: number; mServices: number; mRisks: number };
const departmentStatus = (d: DepartmentMeasureRow): ContentStatus =>
  departmentCompleteness({ description: d.mDescription, geologicalContext: d.mGeology, keyServices: d.mServices, specificRisks: d.mRisks });

function withoutMeasures<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !/^m[A-Z]/.test(key))) as { [K in keyof T as K extends `m${Capitalize<string>}` ? never : K]: T[K] };
}

// ---------------------------------------------------------------------------
// Dashboard and map
// ---------------------------------------------------------------------------

export async function territoryCounts(db: Db) {
  const counts = await batchByName(db, {
    regions: db.select({ total: count() }).from(regions),
    departments: db.select({ total: count() }).from(departments),
    cities: db.select({ total: count() }).from(cities),
  });
  return { regions: counts.regions[0]?.total ?? 0, departments: counts.departments[0]?.total ?? 0, cities: counts.cities[0]?.total ?? 0 };
}

/** Every region and department with its completeness: the data of the maps. */
export async function territoryMapData(db: Db) {
  const { regionRows, departmentRows } = await batchByName(db, {
    regionRows: db.select({ id: regions.id, code: regions.code, slug: regions.slug, name: regions.name, metropolitan: regions.metropolitan, ...regionMeasures }).from(regions),
    departmentRows: db
      .select({
        id: departments.id,
        code: departments.code,
        name: departments.name,
        regionId: departments.regionId,
        regionCode: aliased(regions.code, "region_code"),
        ...departmentMeasures,
      })
      .from(departments)
      .innerJoin(regions, eq(regions.id, departments.regionId)),
  });
  const drawn = new Set(mapDepartmentCodes());
  return {
    regions: regionRows.map((r) => ({ ...withoutMeasures(r), status: regionStatus(r) })).sort(byName),
    departments: departmentRows.map((d) => ({ ...withoutMeasures(d), status: departmentStatus(d), drawn: drawn.has(d.code) })).sort(byName),
  };
}

export type TerritoryMapData = Awaited<ReturnType<typeof territoryMapData>>;

// ---------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------

export async function listRegions(db: Db, query: ListQuery) {
  const rows = await db
    .select({
      id: regions.id,
      code: regions.code,
      slug: regions.slug,
      name: regions.name,
      metropolitan: regions.metropolitan,
      areaKm2: regions.areaKm2,
      population: regions.population,
      departmentCount: sql<number>`(select count(*) from departments d where d.region_id = "regions"."id")`.mapWith(Number).as("department_count"),
      ...regionMeasures,
    })
    .from(regions)
    .where(textSearch([regions.name, regions.code], query.q));
  return page(rows.map((r) => ({ ...withoutMeasures(r), status: regionStatus(r) })).sort(byName), query);
}

export async function listDepartments(db: Db, query: ListQuery) {
  const rows = await db
    .select({
      id: departments.id,
      code: departments.code,
      name: departments.name,
      regionId: departments.regionId,
      regionName: aliased(regions.name, "region_name"),
      cityCount: sql<number>`(select count(*) from cities c where c.department_id = "departments"."id")`.mapWith(Number).as("city_count"),
      ...departmentMeasures,
    })
    .from(departments)
    .innerJoin(regions, eq(regions.id, departments.regionId))
    .where(textSearch([departments.name, departments.code, regions.name], query.q));
  return page(rows.map((d) => ({ ...withoutMeasures(d), status: departmentStatus(d) })).sort(byName), query);
}

export async function listCities(db: Db, query: ListQuery) {
  const rows = await db
    .select({
      id: cities.id,
      slug: cities.slug,
      name: cities.name,
      zipCode: cities.zipCode,
      population: cities.population,
      departmentCode: aliased(departments.code, "department_code"),
      departmentName: aliased(departments.name, "department_name"),
    })
    .from(cities)
    .innerJoin(departments, eq(departments.id, cities.departmentId))
    .where(textSearch([cities.name, departments.code, cities.zipCode], query.q));
  return page(rows.sort(byName), query);
}

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

export async function getRegion(db: Db, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id)).limit(1);
  return row ?? null;
}

export async function getDepartment(db: Db, id: number) {
  const [row] = await db
    .select({ department: departments, regionName: aliased(regions.name, "region_name"), regionCode: aliased(regions.code, "region_code") })
    .from(departments)
    .innerJoin(regions, eq(regions.id, departments.regionId))
    .where(eq(departments.id, id))
    .limit(1);
  return row ? { ...row.department, regionName: row.regionName, regionCode: row.regionCode } : null;
}

export async function getCity(db: Db, id: number) {
  const [row] = await cityWithPlaceQuery(db, eq(cities.id, id));
  return row ? { ...row.city, departmentCode: row.departmentCode, departmentName: row.departmentName, regionName: row.regionName } : null;
}

/** Options of the region select of the department form. */
export async function regionOptions(db: Db) {
  const rows = await db.select({ id: regions.id, name: regions.name, code: regions.code }).from(regions);
  return rows.sort(byName).map((r) => ({ value: String(r.id), label: `${r.name} (${r.code})` }));
}

/** Options of the department select of the city form, by code. */
export async function departmentOptions(db: Db) {
  const rows = await db.select({ id: departments.id, name: departments.name, code: departments.code }).from(departments);
  return rows.sort((a, b) => collator.compare(a.code, b.code)).map((d) => ({ value: String(d.id), label: `${d.code} – ${d.name}` }));
}

// ---------------------------------------------------------------------------
// Saves
// ---------------------------------------------------------------------------

/** A territory save: the row's id, or why nothing was saved. */
type Saved = SaveResult<{ id: number }>;

function publicChanges(db: Db) {
  return rebuildSearchIndexStatements(db) as unknown as Array<BatchItem<"sqlite">>;
}

type SaveSpec = {
  action: { create: AuditAction; update: AuditAction };
  targetType: string;
  /** The checks of the unique columns: the field that clashes and its message. */
  taken: (db: Db, id: number | null) => Promise<Record<string, Array<string>>>;
  /** Unique index column → field, for a save that races with another. */
  uniqueColumns: Record<string, { field: string; message: string }>;
  /** The public address of a row: a change keeps the old one working (301). */
  publicPath: (row: Record<string, unknown>) => string;
};

async function createRow<T extends typeof regions | typeof departments | typeof cities>(
  db: Db,
  table: T,
  spec: SaveSpec,
  actor: Actor,
  values: T["$inferInsert"],
  idOf: SQL,
): Promise<Saved> {
  const fieldErrors = await spec.taken(db, null);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid", fieldErrors };
  try {
    const { inserted } = await batchByName(db, {
      inserted: db
        .insert(table)
        .values({ ...values, updatedBy: actor.id } as T["$inferInsert"])
        .returning({ id: table.id }) as unknown as BatchItem<"sqlite">,
      audit: auditInsert(db, { action: spec.action.create, actor, target: { type: spec.targetType, id: idOf }, details: { name: (values as { name: string }).name } }),
      publicChanges: publicChanges(db),
    });
    return { ok: true, id: (inserted as Array<{ id: number }>)[0].id };
  } catch (error) {
    for (const [column, clash] of Object.entries(spec.uniqueColumns)) {
      if (isUniqueViolation(error, column)) return { ok: false, reason: "invalid", fieldErrors: { [clash.field]: [clash.message] } };
    }
    throw error;
  }
}

async function updateRow<T extends typeof regions | typeof departments | typeof cities>(
  db: Db,
  table: T,
  spec: SaveSpec,
  actor: Actor,
  target: { id: number; version: number },
  values: Partial<T["$inferInsert"]>,
  now: Date,
): Promise<Saved> {
  const [before] = (await db
    .select()
    .from(table as typeof regions)
    .where(eq(table.id, target.id))
    .limit(1)) as Array<Record<string, unknown>>;
  if (!before) return { ok: false, reason: "not-found" };
  const fieldErrors = await spec.taken(db, target.id);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid", fieldErrors };
  const changes = changedFields(before, values as Record<string, unknown>, Object.keys(values));
  const [from, to] = [spec.publicPath(before), spec.publicPath({ ...before, ...values })];
  try {
    const outcome = await saveVersioned(db, table, target, actor.id, values, {
      now,
      after: [
        ...(from === to ? [] : renameRedirectStatements(db, actor.id, from, to)),
        auditInsert(db, { action: spec.action.update, actor, target: { type: spec.targetType, id: target.id }, details: { name: before.name, changes } }),
        ...publicChanges(db),
      ],
    });
    if (outcome.ok) return { ok: true, id: target.id };
    return outcome;
  } catch (error) {
    for (const [column, clash] of Object.entries(spec.uniqueColumns)) {
      if (isUniqueViolation(error, column)) return { ok: false, reason: "invalid", fieldErrors: { [clash.field]: [clash.message] } };
    }
    throw error;
  }
}

const notSelf = (column: typeof regions.id | typeof departments.id | typeof cities.id, id: number | null) => (id === null ? undefined : ne(column, id));

function regionSpec(input: RegionInput): SaveSpec {
  return {
    action: { create: "territory.region_create", update: "territory.region_update" },
    targetType: "region",
    publicPath: (row) => `/regions/${row.slug}`,
    uniqueColumns: {
      "regions.code": { field: "code", message: TERRITORY_MESSAGES.regionCodeTaken },
      "regions.slug": { field: "slug", message: TERRITORY_MESSAGES.regionSlugTaken },
    },
    async taken(db, id) {
      const rows = await db
        .select({ code: regions.code, slug: regions.slug })
        .from(regions)
        .where(and(or(eq(regions.code, input.code), eq(regions.slug, input.slug)), notSelf(regions.id, id)));
      const errors: Record<string, Array<string>> = {};
      if (rows.some((r) => r.code === input.code)) errors.code = [TERRITORY_MESSAGES.regionCodeTaken];
      if (rows.some((r) => r.slug === input.slug)) errors.slug = [TERRITORY_MESSAGES.regionSlugTaken];
      return errors;
    },
  };
}

function columnsOf<T extends { version?: number }>(input: T): Omit<T, "version"> {
  const { version: _version, ...values } = input;
  return values;
}

export function createRegion(db: Db, actor: Actor, input: RegionInput) {
  return createRow(db, regions, regionSpec(input), actor, columnsOf(input), sql`(select cast(id as text) from regions where code = ${input.code})`);
}

export function updateRegion(db: Db, actor: Actor, id: number, version: number, input: RegionInput, now = new Date()) {
  return updateRow(db, regions, regionSpec(input), actor, { id, version }, columnsOf(input), now);
}

function departmentSpec(input: DepartmentInput): SaveSpec {
  return {
    action: { create: "territory.department_create", update: "territory.department_update" },
    targetType: "department",
    publicPath: (row) => `/departements/${row.code}`,
    uniqueColumns: { "departments.code": { field: "code", message: TERRITORY_MESSAGES.departmentCodeTaken } },
    async taken(db, id) {
      const { clash, region } = await batchByName(db, {
        clash: db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.code, input.code), notSelf(departments.id, id))),
        region: db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId)),
      });
      const errors: Record<string, Array<string>> = {};
      if (clash.length > 0) errors.code = [TERRITORY_MESSAGES.departmentCodeTaken];
      if (region.length === 0) errors.regionId = ["Choisissez une région"];
      return errors;
    },
  };
}

export function createDepartment(db: Db, actor: Actor, input: DepartmentInput) {
  return createRow(db, departments, departmentSpec(input), actor, columnsOf(input), sql`(select cast(id as text) from departments where code = ${input.code})`);
}

export function updateDepartment(db: Db, actor: Actor, id: number, version: number, input: DepartmentInput, now = new Date()) {
  return updateRow(db, departments, departmentSpec(input), actor, { id, version }, columnsOf(input), now);
}

function citySpec(input: CityInput): SaveSpec {
  return {
    action: { create: "territory.city_create", update: "territory.city_update" },
    targetType: "city",
    publicPath: (row) => `/villes/${row.slug}`,
    uniqueColumns: { "cities.slug": { field: "slug", message: TERRITORY_MESSAGES.citySlugTaken } },
    async taken(db, id) {
      const { clash, department } = await batchByName(db, {
        clash: db
          .select({ id: cities.id })
          .from(cities)
          .where(and(eq(cities.slug, input.slug), notSelf(cities.id, id))),
        department: db.select({ id: departments.id }).from(departments).where(eq(departments.id, input.departmentId)),
      });
      const errors: Record<string, Array<string>> = {};
      if (clash.length > 0) errors.slug = [TERRITORY_MESSAGES.citySlugTaken];
      if (department.length === 0) errors.departmentId = ["Choisissez un département"];
      return errors;
    },
  };
}

export function createCity(db: Db, actor: Actor, input: CityInput) {
  return createRow(db, cities, citySpec(input), actor, columnsOf(input), sql`(select cast(id as text) from cities where slug = ${input.slug})`);
}

export function updateCity(db: Db, actor: Actor, id: number, version: number, input: CityInput, now = new Date()) {
  return updateRow(db, cities, citySpec(input), actor, { id, version }, columnsOf(input), now);
}

// ---------------------------------------------------------------------------
// Detail panels of the lists
// ---------------------------------------------------------------------------

export async function departmentPanel(db: Db, id: number) {
  const [row] = await db
    .select({
      id: departments.id,
      code: departments.code,
      name: departments.name,
      description: departments.description,
      regionId: departments.regionId,
      regionName: aliased(regions.name, "region_name"),
      regionSlug: aliased(regions.slug, "region_slug"),
      cityCount: sql<number>`(select count(*) from cities c where c.department_id = "departments"."id")`.mapWith(Number).as("city_count"),
      ...departmentMeasures,
    })
    .from(departments)
    .innerJoin(regions, eq(regions.id, departments.regionId))
    .where(eq(departments.id, id))
    .limit(1);
  return row ? { ...withoutMeasures(row), status: departmentStatus(row) } : null;
}

export async function cityPanel(db: Db, id: number) {
  const city = await getCity(db, id);
  if (!city) return null;
  return {
    id: city.id,
    slug: city.slug,
    name: city.name,
    zipCode: city.zipCode,
    population: city.population,
    areaKm2: city.areaKm2,
    description: city.description,
    departmentId: city.departmentId,
    departmentCode: city.departmentCode,
    departmentName: city.departmentName,
    regionName: city.regionName,
    references: city.references.length,
    activeReferences: city.references.filter((r) => r.isActive).length,
    testimonials: city.testimonials.length,
    activeTestimonials: city.testimonials.filter((t) => t.isActive).length,
  };
}
