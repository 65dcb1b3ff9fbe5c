// Import and export of the territory (regions, departments, cities) as JSON.
// The dry run plans every row against the current data and writes nothing; the commit
// plans again (the data may have moved since) and writes the valid rows, parents first,
// in as few D1 batches as possible. docs/decisions/441-territory-import.md
import { batchByName } from "~/db/batch.server";
import { asc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { aliased } from "~/db/alias";
import type { Db } from "~/db/client.server";
import { auditLog, cities, departments, regions } from "~/db/schema";
import type { SessionUser } from "~/lib/auth/permissions";
import { auditInsert } from "~/lib/audit/audit.server";
import { renameRedirectStatements } from "~/lib/content/redirects.server";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import type { CityRow, DepartmentRow, RegionRow } from "./schema";
import {
  type Current,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  IMPORT_KIND_LABELS,
  type ImportCounts,
  type ImportPlan,
  type PlanEntry,
  planImport,
  type RawRow,
  type TerritoryExport,
} from "./transfer";

/**
 * Statements per D1 batch. A batch is atomic; the whole territory (18 regions, 101
 * departments, a few dozen cities) is about 170 statements, so a real import is one
 * batch. Bigger files (up to MAX_IMPORT_ROWS) take at most three, under the 1 000
 * queries a Worker invocation may run on D1.
 */
export const IMPORT_BATCH_SIZE = 300;

const text = (value: string | null | undefined) => (value ?? "").trim();
const list = (items: ReadonlyArray<string> | null | undefined) => (items ?? []).map((item) => item.trim()).filter(Boolean);

/** The current territory in the exchange format (values normalised as an import would write them). */
export async function loadTerritory(db: Db): Promise<Current> {
  const { regionRows, departmentRows, cityRows } = await batchByName(db, {
    regionRows: db.select().from(regions).orderBy(asc(regions.code)),
    departmentRows: db
      .select({ department: departments, regionCode: aliased(regions.code, "region_code") })
      .from(departments)
      .innerJoin(regions, eq(regions.id, departments.regionId))
      .orderBy(asc(departments.code)),
    cityRows: db
      .select({ city: cities, departmentCode: aliased(departments.code, "department_code") })
      .from(cities)
      .innerJoin(departments, eq(departments.id, cities.departmentId))
      .orderBy(asc(cities.slug)),
  });
  return {
    regions: regionRows.map((r) => ({
      id: r.id,
      code: r.code,
      slug: r.slug,
      name: text(r.name),
      description: text(r.description),
      intro: text(r.intro),
      geologicalContext: text(r.geologicalContext),
      keyServices: list(r.keyServices),
      specificRisks: list(r.specificRisks),
      specificServices: list(r.specificServices),
      specificChallenges: list(r.specificChallenges),
      keyProjects: r.keyProjects.map((p) => ({ title: text(p.title), description: text(p.description), location: text(p.location) })),
      caseStudies: r.caseStudies.map((c) => ({ title: text(c.title), description: text(c.description) })),
      metropolitan: r.metropolitan,
      areaKm2: r.areaKm2 ?? null,
      population: r.population ?? null,
    })),
    departments: departmentRows.map(({ department: d, regionCode }) => ({
      id: d.id,
      code: d.code,
      name: text(d.name),
      regionCode,
      description: text(d.description),
      geologicalContext: text(d.geologicalContext),
      keyServices: list(d.keyServices),
      specificRisks: list(d.specificRisks),
      specificServices: list(d.specificServices),
    })),
    cities: cityRows.map(({ city: c, departmentCode }) => ({
      id: c.id,
      slug: c.slug,
      name: text(c.name),
      departmentCode,
      zipCode: text(c.zipCode),
      population: c.population ?? null,
      areaKm2: c.areaKm2 ?? null,
      description: text(c.description),
      geologicalContext: text(c.geologicalContext),
      keyServices: list(c.keyServices),
      references: c.references.map((r) => ({ name: text(r.name), description: text(r.description), isActive: r.isActive !== false })),
      testimonials: c.testimonials.map((t) => ({ text: text(t.text), author: text(t.author), role: text(t.role), isActive: t.isActive !== false })),
      inseeCode: c.inseeCode ?? null,
      latitude: c.latitude ?? null,
      longitude: c.longitude ?? null,
      riskSummaryMode: c.riskSummaryMode,
      riskSummaryText: text(c.riskSummaryText),
    })),
  };
}

const withoutId = <T extends { id: number }>({ id: _id, ...row }: T) => row;

/** The export file: the same format the import reads, so export → import changes nothing. */
export async function exportTerritory(db: Db, now = new Date()): Promise<TerritoryExport> {
  const current = await loadTerritory(db);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    regions: current.regions.map(withoutId) as Array<RegionRow>,
    departments: current.departments.map(withoutId) as Array<DepartmentRow>,
    cities: current.cities.map(withoutId) as Array<CityRow>,
  };
}

/** The dry run: what every row would do. Reads only. */
export async function previewImport(db: Db, rows: ReadonlyArray<RawRow>): Promise<ImportPlan> {
  return planImport(rows, await loadTerritory(db));
}

function writeStatement(db: Db, entry: PlanEntry, write: NonNullable<PlanEntry["write"]>, actorId: number): BatchItem<"sqlite"> {
  const { id, values } = write;
  const stamp = { updatedAt: new Date(), updatedBy: actorId };
  const bump = { ...stamp, version: sql`version + 1` };
  if (entry.kind === "regions") {
    return id === undefined
      ? db.insert(regions).values({ ...(values as RegionRow), updatedBy: actorId })
      : db
          .update(regions)
          .set({ ...values, ...bump })
          .where(eq(regions.id, id));
  }
  const regionOf = (code: string) => sql<number>`(select id from regions where code = ${code})`;
  const departmentOf = (code: string) => sql<number>`(select id from departments where code = ${code})`;
  if (entry.kind === "departments") {
    if (id === undefined) {
      // A new row is the whole record: the defaults and the file's values (planImport).
      const { regionCode, ...row } = values as DepartmentRow;
      return db.insert(departments).values({ ...row, regionId: regionOf(regionCode), updatedBy: actorId });
    }
    const { regionCode, ...rest } = values as Partial<DepartmentRow>;
    const parent = regionCode === undefined ? {} : { regionId: regionOf(regionCode) };
    return db
      .update(departments)
      .set({ ...rest, ...parent, ...bump })
      .where(eq(departments.id, id));
  }
  if (id === undefined) {
    const { departmentCode, ...row } = values as CityRow;
    return db.insert(cities).values({ ...row, departmentId: departmentOf(departmentCode), updatedBy: actorId });
  }
  const { departmentCode, ...rest } = values as Partial<CityRow>;
  const parent = departmentCode === undefined ? {} : { departmentId: departmentOf(departmentCode) };
  return db
    .update(cities)
    .set({ ...rest, ...parent, ...bump })
    .where(eq(cities.id, id));
}

/** A region whose slug the file changes keeps its old address (301), as in its form. */
function renamed(db: Db, entry: PlanEntry, actorId: number): Array<BatchItem<"sqlite">> {
  const previous = entry.write?.previousSlug;
  const next = entry.write?.values.slug;
  if (entry.kind !== "regions" || !previous || typeof next !== "string") return [];
  return renameRedirectStatements(db, actorId, `/regions/${previous}`, `/regions/${next}`);
}

/** "Ville n° 2 (lyon-9) : Département inconnu : code « 99 »", for the audit log and the report. */
export function describeError(entry: PlanEntry): string {
  return `${IMPORT_KIND_LABELS[entry.kind].one} n° ${entry.index}${entry.key ? ` (${entry.key})` : ""} : ${entry.reasons.join(" ; ")}`;
}

const MAX_AUDITED_ERRORS = 50;

export type CommitResult =
  | { ok: true; counts: ImportCounts; auditId: number }
  | { ok: false; reason: "interrupted"; counts: ImportCounts; batchesWritten: number; batches: number };

/**
 * Writes the valid rows of a fresh plan. Every row is checked before the first write
 * (a row that fails its checks is skipped and reported, never half-written); the
 * writes, the search index and the audit row go in one batch when they fit, else in
 * parent-first batches of IMPORT_BATCH_SIZE whose statements are idempotent, so running
 * the same file again completes an import cut short by an outage.
 */
export async function commitImport(db: Db, actor: Pick<SessionUser, "id" | "email">, rows: ReadonlyArray<RawRow>, source: string): Promise<CommitResult> {
  const plan = await previewImport(db, rows);
  const writes = plan.entries.flatMap((entry) => (entry.write ? [writeStatement(db, entry, entry.write, actor.id), ...renamed(db, entry, actor.id)] : []));
  const details = {
    source,
    ...plan.counts,
    errorRows: plan.entries
      .filter((e) => e.outcome === "error")
      .slice(0, MAX_AUDITED_ERRORS)
      .map(describeError),
  };
  const audit = auditInsert(db, { action: "territory.import", actor, target: { type: "territory", id: "import" }, details }).returning({ id: auditLog.id });
  const statements: Array<BatchItem<"sqlite">> = [...writes, ...(writes.length > 0 ? rebuildSearchIndexStatements(db) : [])];
  const chunks: Array<Array<BatchItem<"sqlite">>> = [];
  for (let i = 0; i < statements.length; i += IMPORT_BATCH_SIZE) chunks.push(statements.slice(i, i + IMPORT_BATCH_SIZE));
  if (chunks.length === 0 || chunks[chunks.length - 1].length >= IMPORT_BATCH_SIZE) chunks.push([]);
  chunks[chunks.length - 1].push(audit);
  let written = 0;
  try {
    let results: Array<unknown> = [];
    for (const chunk of chunks) {
      results = (await db.batch(chunk as [BatchItem<"sqlite">])) as Array<unknown>;
      written += 1;
    }
    const [row] = results[results.length - 1] as Array<{ id: number }>;
    return { ok: true, counts: plan.counts, auditId: row.id };
  } catch (error) {
    console.error("Import territorial interrompu", error);
    await db
      .batch([
        auditInsert(db, {
          action: "territory.import_failed",
          actor,
          target: { type: "territory", id: "import" },
          details: { source, batchesWritten: written, batches: chunks.length, ...plan.counts },
        }),
        ...(written > 0 ? rebuildSearchIndexStatements(db) : []),
      ] as unknown as [BatchItem<"sqlite">])
      .catch(() => undefined);
    return { ok: false, reason: "interrupted", counts: plan.counts, batchesWritten: written, batches: chunks.length };
  }
}

export type ImportReport = { id: number; createdAt: Date; actorEmail: string | null; counts: ImportCounts; errorRows: Array<string> };

/** A committed import as the audit log keeps it (the page after the commit shows it). */
export async function getImportReport(db: Db, id: number): Promise<ImportReport | null> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  if (row?.action !== "territory.import") return null;
  const details = row.details ?? {};
  const count = (key: keyof ImportCounts) => (typeof details[key] === "number" ? details[key] : 0);
  const counts = {
    created: count("created"),
    updated: count("updated"),
    unchanged: count("unchanged"),
    errors: count("errors"),
    imported: count("imported"),
    total: count("total"),
  };
  const errorRows = Array.isArray(details.errorRows) ? details.errorRows.filter((line): line is string => typeof line === "string") : [];
  return { id: row.id, createdAt: row.createdAt, actorEmail: row.actorEmail, counts, errorRows };
}
