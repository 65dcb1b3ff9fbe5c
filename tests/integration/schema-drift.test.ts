import { env } from "cloudflare:test";
import { getTableColumns } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, expectTypeOf, test } from "vitest";
import * as schema from "~/db/schema";
import {
  type CaseStudyRow,
  type CityReferenceRow,
  type CityTestimonialRow,
  cityRecord,
  cityTestimonialRecord,
  departmentRecord,
  type KeyProjectRow,
  keyProjectRecord,
  regionRecord,
} from "~/lib/territory/schema";
import { exportTerritory } from "~/lib/territory/import.server";
import { createCity, createDepartment, createRegion } from "../factories/territory";
import { db } from "../helpers";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => value instanceof SQLiteTable);

test("the schema declares every table of the data model", () => {
  const names = tables.map((t) => getTableConfig(t).name).sort();
  expect(names).toEqual(
    [
      "account_tokens",
      "app_state",
      "audit_log",
      "blog_categories",
      "blog_posts",
      "cgv_versions",
      "cities",
      "contact_attachments",
      "contact_requests",
      "content_revisions",
      "credentials",
      "departments",
      "devis",
      "devis_acceptances",
      "devis_documents",
      "devis_events",
      "devis_interventions",
      "devis_payments",
      "devis_reports",
      "devis_signer_codes",
      "email_outbox",
      "lead_events",
      "media",
      "newsletter_subscribers",
      "newsletter_suppressions",
      "not_found_events",
      "page_types",
      "page_views",
      "pages",
      "privacy_erasures",
      "privacy_exports",
      "privacy_requests",
      "project_references",
      "redirects",
      "regions",
      "retention_runs",
      "services",
      "settings",
      "simulations",
      "simulator_funnel",
      "simulator_pricing",
      "simulator_services",
      "site_stats",
      "staff_browsers",
      "staff_pending_sign_ins",
      "staff_recovery_codes",
      "staff_sessions",
      "staff_two_factor",
      "team_members",
      "terrain_requests",
      "testimonials",
      "users",
      "visitor_info",
    ].sort(),
  );
});

test.each(tables.map((t) => [getTableConfig(t).name, t] as const))("migrations create table %s exactly as the schema declares it", async (name, table) => {
  const config = getTableConfig(table);
  // table_xinfo: table_info leaves out generated columns (hidden 2 and 3).
  const { results: columns } = await env.DB.prepare(`select * from pragma_table_xinfo(?) where hidden <> 1`).bind(name).all<{
    name: string;
    type: string;
    notnull: number;
  }>();
  const actual = columns.map((c) => ({ name: c.name, type: c.type.toLowerCase(), notNull: c.notnull === 1 }));
  const expected = config.columns.map((c) => ({
    name: c.name,
    type: c.getSQLType().toLowerCase(),
    notNull: c.notNull || c.primary,
  }));
  expect(actual.sort((a, b) => a.name.localeCompare(b.name))).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));

  const { results: indexes } = await env.DB.prepare(`select name from pragma_index_list(?) where origin = 'c'`).bind(name).all<{ name: string }>();
  const declared = [...config.indexes.map((i) => i.config.name), ...config.columns.filter((c) => c.isUnique).map((c) => c.uniqueName ?? `${name}_${c.name}_unique`)];
  expect(indexes.map((i) => i.name).sort()).toEqual(declared.sort());

  // drizzle-kit's ALTER TABLE … ADD … REFERENCES drops the ON DELETE action: compare it too.
  const { results: fks } = await env.DB.prepare(`select "table", "from", on_delete from pragma_foreign_key_list(?)`)
    .bind(name)
    .all<{ table: string; from: string; on_delete: string }>();
  const declaredFks = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    return { table: getTableConfig(ref.foreignTable).name, from: ref.columns[0].name, onDelete: (fk.onDelete ?? "no action").toUpperCase() };
  });
  expect(fks.map((f) => `${f.from}->${f.table} ${f.on_delete.toUpperCase()}`).sort()).toEqual(declaredFks.map((f) => `${f.from}->${f.table} ${f.onDelete}`).sort());
});

test("the full-text search index exists with accent folding", async () => {
  const row = await env.DB.prepare("select sql from sqlite_master where name = 'search_index'").first<{ sql: string }>();
  expect(row?.sql).toContain("remove_diacritics 2");
});

// The territory records (docs/decisions/919): one zod definition per row, shared by the forms,
// the import and the export, holding exactly the table's columns (the parent by its code).
const BOOKKEEPING = ["id", "createdAt", "updatedAt", "updatedBy", "version"];
test.each([
  ["regions", schema.regions, regionRecord, {}],
  ["departments", schema.departments, departmentRecord, { regionId: "regionCode" }],
  ["cities", schema.cities, cityRecord, { departmentId: "departmentCode" }],
] as const)("the %s record has exactly the table's columns", (_name, table, record, byCode: Record<string, string>) => {
  const columns = Object.keys(getTableColumns(table))
    .filter((column) => !BOOKKEEPING.includes(column))
    .map((column) => byCode[column] ?? column);
  expect(Object.keys(record.shape).sort()).toEqual(columns.sort());
});

test("every row of the export reads back through its record unchanged", async () => {
  const region = await createRegion({
    keyProjects: [{ title: "Viaduc", description: "Fondations profondes", location: "Rouen" }],
    caseStudies: [{ title: "Argiles", description: "" }],
  });
  const department = await createDepartment(region.id, { specificRisks: ["Retrait-gonflement des argiles"] });
  await createCity(department.id, {
    references: [{ name: "Lotissement", description: "G2 AVP", isActive: true }],
    testimonials: [{ text: "Étude rendue en trois semaines.", author: "M. Martin", role: "Particulier", isActive: false }],
  });
  const file = await exportTerritory(db());
  expect(file.regions.length * file.departments.length * file.cities.length).toBeGreaterThan(0);
  for (const row of file.regions) expect(regionRecord.parse(row)).toEqual(row);
  for (const row of file.departments) expect(departmentRecord.parse(row)).toEqual(row);
  for (const row of file.cities) expect(cityRecord.parse(row)).toEqual(row);
});

test("the record entries are the types the table stores", () => {
  expectTypeOf<KeyProjectRow>().toEqualTypeOf<schema.KeyProject>();
  expectTypeOf<CaseStudyRow>().toEqualTypeOf<schema.CaseStudy>();
  expectTypeOf<CityReferenceRow>().toEqualTypeOf<schema.CityReference>();
  expectTypeOf<CityTestimonialRow>().toEqualTypeOf<schema.CityTestimonial>();
  expect(cityTestimonialRecord.safeParse({ text: "x".repeat(2001), author: "A", role: "", isActive: true }).success).toBe(false);
  expect(keyProjectRecord.safeParse({ title: "x".repeat(201), description: "", location: "" }).success).toBe(false);
});
