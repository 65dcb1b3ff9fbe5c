import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { aliased } from "~/db/alias";
import type { Db } from "~/db/client.server";
import { cities, departments, regions } from "~/db/schema";

export function regionsIndexQuery(db: Db) {
  return db
    .select({
      id: regions.id,
      slug: regions.slug,
      code: regions.code,
      name: regions.name,
      description: regions.description,
      metropolitan: regions.metropolitan,
      // Aliased: D1 batches map columns by name.
      departmentCount: sql<number>`(select count(*) from departments d where d.region_id = "regions"."id")`.mapWith(Number).as("department_count"),
    })
    .from(regions)
    .orderBy(desc(regions.metropolitan), asc(regions.name));
}

/** Which region each department belongs to: the regions map draws a region as its departments. */
export function regionMapQuery(db: Db) {
  return db.select({ code: departments.code, regionId: departments.regionId }).from(departments);
}

export function regionPageQueries(db: Db, slug: string) {
  return [
    db.select().from(regions).where(eq(regions.slug, slug)).limit(1),
    db
      .select({ code: departments.code, name: departments.name, description: departments.description })
      .from(departments)
      .where(eq(departments.regionId, sql`(select id from regions where slug = ${slug})`))
      .orderBy(asc(departments.code)),
  ] as const;
}

export function departmentPageQueries(db: Db, code: string) {
  const regionOfCode = sql`(select region_id from departments where code = ${code})`;
  return [
    db
      .select({
        department: departments,
        regionName: aliased(regions.name, "region_name"),
        regionSlug: aliased(regions.slug, "region_slug"),
      })
      .from(departments)
      .innerJoin(regions, eq(departments.regionId, regions.id))
      .where(eq(departments.code, code))
      .limit(1),
    db
      .select({
        slug: cities.slug,
        name: cities.name,
        description: cities.description,
        population: cities.population,
        zipCode: cities.zipCode,
      })
      .from(cities)
      .where(eq(cities.departmentId, sql`(select id from departments where code = ${code})`))
      .orderBy(desc(cities.population), asc(cities.name)),
    db.select({ code: departments.code, name: departments.name }).from(departments).where(eq(departments.regionId, regionOfCode)).orderBy(asc(departments.code)),
  ] as const;
}

/** A city (one row or none) with the code and name of its department and the name and slug of its region. */
export function cityWithPlaceQuery(db: Db, where: SQL) {
  return db
    .select({
      city: cities,
      departmentCode: aliased(departments.code, "department_code"),
      departmentName: aliased(departments.name, "department_name"),
      regionName: aliased(regions.name, "region_name"),
      regionSlug: aliased(regions.slug, "region_slug"),
    })
    .from(cities)
    .innerJoin(departments, eq(cities.departmentId, departments.id))
    .innerJoin(regions, eq(departments.regionId, regions.id))
    .where(where)
    .limit(1);
}

export function cityPageQuery(db: Db, slug: string) {
  return cityWithPlaceQuery(db, eq(cities.slug, slug));
}

/** The region > department > city tree of the HTML site map. */
export function territoryTreeQueries(db: Db) {
  return [
    db.select({ id: regions.id, slug: regions.slug, name: regions.name }).from(regions).orderBy(desc(regions.metropolitan), asc(regions.name)),
    db.select({ id: departments.id, regionId: departments.regionId, code: departments.code, name: departments.name }).from(departments).orderBy(asc(departments.code)),
    db.select({ departmentId: cities.departmentId, slug: cities.slug, name: cities.name }).from(cities).orderBy(asc(cities.name)),
  ] as const;
}

type TreeRows = readonly [
  Array<{ id: number; slug: string; name: string }>,
  Array<{ id: number; regionId: number; code: string; name: string }>,
  Array<{ departmentId: number; slug: string; name: string }>,
];

export function buildTerritoryTree([regionRows, departmentRows, cityRows]: TreeRows) {
  return regionRows.map((region) => ({
    slug: region.slug,
    name: region.name,
    departments: departmentRows
      .filter((d) => d.regionId === region.id)
      .map((d) => ({
        code: d.code,
        name: d.name,
        cities: cityRows.filter((c) => c.departmentId === d.id).map((c) => ({ slug: c.slug, name: c.name })),
      })),
  }));
}
