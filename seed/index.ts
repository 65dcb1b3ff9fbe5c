// Idempotent seed: every insert is keyed on a natural key (slug, code, section/key)
// and does nothing when the row exists, so running it twice changes nothing and
// never overwrites what staff edited in the admin.
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as schema from "../app/db/schema";
import { isDerivedSetting, settingDefinitions } from "../app/lib/settings/definitions";
import { articles, categories } from "./data/articles";
import { cities } from "./data/cities";
import { cityPoints } from "./data/city-points";
import { detailedDepartments } from "./data/departments-detailed";
import { otherDepartments } from "./data/departments-other";
import { CGV_V1_SHA256, pages } from "./data/pages";
import { CGV_SEEDED_2025_05_10 } from "./data/cgv-previous";
import { regions } from "./data/regions";
import { correctedServiceTexts, services } from "./data/services";
import { correctedSimulatorDescriptions, correctedSimulatorProgrammes, seededDescription, seededProgramme, simulatorModifiers, simulatorServices } from "./data/simulator";
import { exampleReferences } from "./data/references";
import { testimonials } from "./data/testimonials";
import { rebuildSearchIndexStatements } from "../app/lib/search/index-statements";
import { renderedColumns } from "../app/lib/content/markdown.server";

// Any async SQLite Drizzle client: D1 in the Worker and tests, the SQL recorder in the CLI.
// The driver-specific result types differ; the query builder and batch() do not.
export type SeedDb = BaseSQLiteDatabase<"async", unknown> & {
  batch(queries: [BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>]): Promise<unknown>;
};

const AREA_SERVED = ["France", "Île-de-France", "Normandie", "Hauts-de-France", "Centre-Val de Loire"];

async function runInChunks(db: SeedDb, statements: Array<BatchItem<"sqlite">>, size = 50) {
  for (let i = 0; i < statements.length; i += size) {
    const chunk = statements.slice(i, i + size);
    if (chunk.length > 0) await db.batch(chunk as [BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>]);
  }
}

export function settingsStatements(db: SeedDb) {
  const rows = Object.entries(settingDefinitions).flatMap(([section, keys]) =>
    Object.entries(keys)
      .filter(([key]) => !isDerivedSetting(section, key))
      .map(([key, def]) => ({ section, key, value: def.defaultValue })),
  );
  return [...rows.map((row) => db.insert(schema.settings).values(row).onConflictDoNothing()), ...addressMergeStatements(db)];
}

/**
 * The full address used to be a setting of its own (contact.address), beside the street,
 * postal code and city the structured data read. It is now derived from those parts: an
 * address typed in the old field (« 12 rue X, 75002 Paris[, France] ») is copied into the
 * parts while the street is still the seed's example, then the old row goes. SQL only: the
 * CLI records the statements for `--remote` and cannot read rows first. An old value of
 * another shape is left where it is (ignored) for staff to retype.
 */
export function addressMergeStatements(db: SeedDb) {
  // Inlined literals (constants of the definitions, quotes doubled): Drizzle's D1 batch
  // cannot bind parameters of a `db.run(sql…)` statement.
  const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);
  const oldDefault = literal(settingDefinitions.contact.address.defaultValue);
  const streetDefault = literal(settingDefinitions.contact.street.defaultValue);
  const parsed = sql`with a as (
      select trim(value) as v from settings where section = 'contact' and key = 'address' and trim(value) <> ${oldDefault}
    ), b as (
      select trim(substr(v, 1, instr(v, ',') - 1)) as street, ltrim(substr(v, instr(v, ',') + 1)) as rest from a where instr(v, ',') > 1
    ), c as (
      select street, substr(rest, 1, 5) as zip, trim(substr(rest, 7)) as tail from b
      where substr(rest, 1, 5) glob '[0-9][0-9][0-9][0-9][0-9]' and substr(rest, 6, 1) = ' '
    ), parsed as (
      select street, zip,
        trim(case when instr(tail, ',') > 0 then substr(tail, 1, instr(tail, ',') - 1) else tail end) as city,
        case when instr(tail, ',') > 0 then nullif(trim(substr(tail, instr(tail, ',') + 1)), '') end as country
      from c where street <> '' and tail <> ''
    )`;
  const streetUnchanged = sql`exists (select 1 from settings where section = 'contact' and key = 'street' and value = ${streetDefault})`;
  const copy = (key: "zip_code" | "city" | "country" | "street", column: "zip" | "city" | "country" | "street") =>
    db.run(sql`${parsed} insert into settings (section, key, value)
      select 'contact', ${literal(key)}, ${sql.raw(column)} from parsed where ${sql.raw(column)} is not null and ${streetUnchanged}
      on conflict (section, key) do update set value = excluded.value`);
  return [
    // The street last: it is the "still the example" condition of the others.
    copy("zip_code", "zip"),
    copy("city", "city"),
    copy("country", "country"),
    copy("street", "street"),
    db.run(sql`${parsed} delete from settings where section = 'contact' and key = 'address'
      and (trim(value) = ${oldDefault} or exists (select 1 from parsed where parsed.street = (select value from settings where section = 'contact' and key = 'street')))`),
  ];
}

export function serviceStatements(db: SeedDb) {
  return [...serviceInserts(db), ...correctedServiceStatements(db)];
}

/** Earlier seed sentences that contradicted the catalogue, replaced while the content is untouched (docs/decisions/635). */
function correctedServiceStatements(db: SeedDb) {
  return correctedServiceTexts.map(({ slug, from, to }) => {
    const content = services.find((s) => s.slug === slug)?.content ?? "";
    const before = content.replace(to, from);
    return db
      .update(schema.services)
      .set({ content, ...renderedColumns(content) })
      .where(sql`${schema.services.slug} = ${slug} and ${schema.services.content} = ${before}`);
  });
}

function serviceInserts(db: SeedDb) {
  return services.map((s) =>
    db
      .insert(schema.services)
      .values({
        title: s.title,
        slug: s.slug,
        shortDescription: s.shortDescription,
        content: s.content,
        ...renderedColumns(s.content),
        icon: s.icon,
        status: "published",
        metaTitle: s.metaTitle,
        metaDescription: s.metaDescription,
        displayOrder: s.displayOrder,
        faq: s.faq,
        relatedLinks: s.relatedLinks,
        serviceType: s.serviceType,
        serviceOutput: s.serviceOutput,
        estimatedDuration: s.estimatedDuration,
        areaServed: AREA_SERVED,
        // No offer: a price is the firm's to state, per service (docs/decisions/720).
      })
      .onConflictDoNothing(),
  );
}

/**
 * The CGV (docs/decisions/630, 631): the text seeded before versioning is replaced by the
 * current one while nobody edited it, and that text becomes version 1 once, when no version
 * exists and the page holds exactly it (its SHA-256 is then the constant's). A page staff
 * edited is left alone: they publish its first version from the page screen.
 */
export function cgvStatements(db: SeedDb) {
  const cgv = pages.find((p) => p.slug === "cgv");
  if (!cgv) return [];
  const seededAt = new Date(`${cgv.updatedAt}T09:00:00Z`);
  return [
    db
      .update(schema.pages)
      .set({ content: cgv.content, ...renderedColumns(cgv.content), updatedAt: seededAt })
      .where(sql`${schema.pages.slug} = 'cgv' and ${schema.pages.content} = ${CGV_SEEDED_2025_05_10}`),
    // Every column of the table, in its order (Drizzle's rule for insert … select); id null = the next one.
    db.insert(schema.cgvVersions).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          version: sql<number>`1`.as("version"),
          content: schema.pages.content,
          sha256: sql<string>`${CGV_V1_SHA256}`.as("sha256"),
          publishedAt: sql<number>`${seededAt.getTime()}`.as("published_at"),
          publishedBy: sql<number | null>`null`.as("published_by"),
        })
        .from(schema.pages)
        .where(sql`${schema.pages.slug} = 'cgv' and ${schema.pages.status} = 'published' and ${schema.pages.content} = ${cgv.content} and not exists (select 1 from cgv_versions)`),
    ),
  ];
}

export function contentStatements(db: SeedDb) {
  // "standard": the type offered for the custom pages staff create (served at /{slug}).
  const pageTypeNames = [...new Set([...pages.map((p) => p.pageType), "standard"])];
  return [
    ...pageTypeNames.map((name) => db.insert(schema.pageTypes).values({ name }).onConflictDoNothing()),
    ...pages.map((p) =>
      db
        .insert(schema.pages)
        .values({
          title: p.title,
          slug: p.slug,
          content: p.content,
          ...renderedColumns(p.content),
          metaTitle: p.metaTitle,
          metaDescription: p.metaDescription,
          seoKeywords: p.seoKeywords,
          status: "published",
          pageTypeId: sql`(select id from page_types where name = ${p.pageType})`,
          isInNavigation: p.isInNavigation,
          noindex: p.noindex,
          createdAt: new Date(`${p.updatedAt}T09:00:00Z`),
          updatedAt: new Date(`${p.updatedAt}T09:00:00Z`),
        })
        .onConflictDoNothing(),
    ),
    ...cgvStatements(db),
    ...categories.map((c) => db.insert(schema.blogCategories).values(c).onConflictDoNothing()),
    ...articles.map((a) => {
      const date = new Date(`${a.publishedAt}T08:00:00Z`);
      return db
        .insert(schema.blogPosts)
        .values({
          title: a.title,
          slug: a.slug,
          content: a.content,
          ...renderedColumns(a.content),
          excerpt: a.excerpt,
          featuredImage: a.featuredImage,
          status: "published",
          categoryId: sql`(select id from blog_categories where slug = ${a.category})`,
          tags: a.tags,
          metaTitle: a.metaTitle,
          metaDescription: a.metaDescription,
          highlighted: a.highlighted,
          createdAt: date,
          updatedAt: date,
          publishedAt: date,
        })
        .onConflictDoNothing();
    }),
  ];
}

export function testimonialStatements(db: SeedDb) {
  return testimonials.map((t, index) =>
    db
      .insert(schema.testimonials)
      .values({ ...t, displayOrder: index + 1 })
      .onConflictDoNothing(),
  );
}

export function territoryStatements(db: SeedDb) {
  return [
    ...regions.map((r) => db.insert(schema.regions).values(r).onConflictDoNothing()),
    ...[...detailedDepartments, ...otherDepartments].map(({ regionCode, ...d }) =>
      db
        .insert(schema.departments)
        .values({ ...d, regionId: sql`(select id from regions where code = ${regionCode})` })
        .onConflictDoNothing(),
    ),
    ...cities.map(({ departmentCode, ...c }) =>
      db
        .insert(schema.cities)
        .values({ ...c, ...cityPoints[c.slug], departmentId: sql`(select id from departments where code = ${departmentCode})` })
        .onConflictDoNothing(),
    ),
    // Cities seeded before they had a point get it; a code or point staff typed is never
    // touched. Staff hide the summary with its mode, not by emptying the point (docs/decisions/750).
    ...cities.map(({ slug }) => {
      const t = schema.cities;
      return db.update(t).set(cityPoints[slug]).where(sql`${t.slug} = ${slug} and ${t.inseeCode} is null and ${t.latitude} is null and ${t.longitude} is null`);
    }),
  ];
}

export function simulatorStatements(db: SeedDb) {
  const t = schema.simulatorServices;
  return [
    ...simulatorServices.map((s, index) =>
      db
        .insert(t)
        .values({ ...s, displayOrder: index + 1 })
        .onConflictDoNothing(),
    ),
    // Rows seeded before the per-nature rules existed get the seed's rules once; a
    // rules value staff saved (even {}) is never touched.
    ...simulatorServices.map((s) =>
      db.update(t).set({ rules: s.rules, mandatory: s.mandatory, recommendedFor: s.recommendedFor }).where(sql`${t.id} = ${s.id} and ${t.rules} is null`),
    ),
    // The devis' default programme of each mission, set once on rows seeded before it existed.
    ...simulatorServices.map((s) => db.update(t).set({ programme: s.programme }).where(sql`${t.id} = ${s.id} and ${t.programme} is null`)),
    // The mission texts (deliverables, exclusions, client inputs, delay, décennale flag), set once
    // on rows seeded before they existed (docs/decisions/635); a text staff typed is never touched.
    ...simulatorServices.map((s) =>
      db
        .update(t)
        .set({ deliverables: s.deliverables, exclusions: s.exclusions, clientInputs: s.clientInputs, deliveryWeeks: s.deliveryWeeks, decennial: s.decennial })
        .where(sql`${t.id} = ${s.id} and ${t.deliverables} is null and ${t.exclusions} is null and ${t.clientInputs} is null and ${t.deliveryWeeks} is null`),
    ),
    // Programmes an earlier seed got wrong, replaced only while nobody edited them.
    ...correctedSimulatorProgrammes.map(({ id, before }) =>
      db
        .update(t)
        .set({ programme: seededProgramme(id) })
        .where(sql`${t.id} = ${id} and ${t.programme} = ${before}`),
    ),
    // Descriptions an earlier seed got wrong, replaced only while nobody edited them.
    ...correctedSimulatorDescriptions.map(({ id, before }) =>
      db
        .update(t)
        .set({ description: seededDescription(id) })
        .where(sql`${t.id} = ${id} and ${t.description} = ${before}`),
    ),
    db.insert(schema.simulatorPricing).values({ id: "default", modifiers: simulatorModifiers }).onConflictDoNothing(),
  ];
}

/** The app_state key that says the example references were seeded once (deleted ones never come back). */
export const REFERENCE_EXAMPLES_KEY = "seed.reference_examples";

/**
 * The fictitious example references, once per database: after staff delete them, a later
 * seed does not bring them back (docs/decisions/753). SQL only, literals inlined: the CLI
 * records the statements and Drizzle's D1 batch cannot bind a `db.run(sql…)`.
 */
export function referenceStatements(db: SeedDb) {
  const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);
  const notSeeded = sql.raw(`not exists (select 1 from app_state where key = '${REFERENCE_EXAMPLES_KEY}')`);
  return [
    ...exampleReferences.map((r) =>
      db.run(sql`insert into project_references (title, city_id, year, missions, client_type, text, photos, is_published, is_example)
        select ${literal(r.title)}, c.id, ${sql.raw(String(r.year))}, ${literal(JSON.stringify(r.missions))}, ${literal(r.clientType)}, ${literal(r.text)}, '[]', 1, 1
        from cities c where c.slug = ${literal(r.citySlug)} and ${notSeeded}`),
    ),
    db.run(sql`insert into app_state (key, value) values (${literal(REFERENCE_EXAMPLES_KEY)}, 1) on conflict (key) do nothing`),
  ];
}

/** Seeds everything; safe to run on every start. */
export async function seedDatabase(db: SeedDb) {
  await runInChunks(db, [
    ...settingsStatements(db),
    ...serviceStatements(db),
    ...contentStatements(db),
    ...testimonialStatements(db),
    ...territoryStatements(db),
    ...referenceStatements(db),
    ...simulatorStatements(db),
    ...rebuildSearchIndexStatements(db),
  ]);
}
