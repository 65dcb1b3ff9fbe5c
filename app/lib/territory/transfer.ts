// The JSON exchange format of the territory (export, import) and the import's pure
// part: reading the file, checking every row, and planning what each row
// would do against the current data. No storage here: import.server.ts loads the
// current data and writes the plan. docs/decisions/441-territory-import.md
import { z } from "zod";
import { SLUG_PATTERN } from "~/lib/content/rules";
import {
  CITY_DEFAULTS,
  type CityRow,
  cityRecord,
  cityReferenceRecord,
  cityTestimonialRecord,
  DEPARTMENT_CODE_MESSAGE,
  DEPARTMENT_CODE_PATTERN,
  DEPARTMENT_DEFAULTS,
  type DepartmentRow,
  departmentRecord,
  ITEM_MAX,
  NAME_MAX,
  REGION_CODE_MESSAGE,
  REGION_CODE_PATTERN,
  REGION_DEFAULTS,
  type RegionRow,
  regionRecord,
  RISK_SUMMARY_TEXT_MAX,
  TERRITORY_MESSAGES,
  TEXT_MAX,
  TITLE_MAX,
} from "./schema";

export const IMPORT_KINDS = ["regions", "departments", "cities"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, { one: string; many: string }> = {
  regions: { one: "Région", many: "Régions" },
  departments: { one: "Département", many: "Départements" },
  cities: { one: "Ville", many: "Villes" },
};

/** The file or pasted text: 2 MiB holds the whole territory several times over. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Rows per file: at most three D1 batches (see import.server.ts). */
export const MAX_IMPORT_ROWS = 750;

export const EXPORT_FORMAT = "lutetia-territoire";
export const EXPORT_VERSION = 1;

// ---------------------------------------------------------------------------
// Rows: the records of schema.ts (docs/decisions/919)
// ---------------------------------------------------------------------------

export type RowOf<K extends ImportKind> = K extends "regions" ? RegionRow : K extends "departments" ? DepartmentRow : CityRow;

export type TerritoryExport = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  regions: Array<RegionRow>;
  departments: Array<DepartmentRow>;
  cities: Array<CityRow>;
};

// ---------------------------------------------------------------------------
// Field rules: the record's schema of the field (values are compared and stored as it
// outputs them) and the expectation named in the error message.
// ---------------------------------------------------------------------------

type FieldRule = { schema: z.ZodType; expected: string };

const TEXT = `texte de ${TEXT_MAX.toLocaleString("fr-FR")} caractères au maximum attendu`;
const LIST = `liste de textes de ${ITEM_MAX.toLocaleString("fr-FR")} caractères au maximum attendue`;
const COUNT = "nombre entier positif ou null attendu";
const MEASURE = "nombre positif ou null attendu";
/** An entry's « Active » flag: true when a file leaves it out. */
const activeByDefault = z
  .boolean()
  .optional()
  .transform((value) => value ?? true);

const rules = <R extends z.ZodObject, F extends keyof R["shape"] & string>(record: R, expected: Record<F, string>): Record<F, FieldRule> =>
  Object.fromEntries(Object.entries(expected).map(([field, text]) => [field, { schema: record.shape[field] as z.ZodType, expected: text as string }])) as Record<F, FieldRule>;

const REGION_FIELDS = rules(regionRecord, {
  description: TEXT,
  intro: TEXT,
  geologicalContext: TEXT,
  keyServices: LIST,
  specificRisks: LIST,
  specificServices: LIST,
  specificChallenges: LIST,
  keyProjects: `liste de projets { title, description, location } attendue, chaque projet avec un titre de ${TITLE_MAX} caractères au maximum`,
  caseStudies: `liste d'études de cas { title, description } attendue, chacune avec un titre de ${TITLE_MAX} caractères au maximum`,
  metropolitan: "true ou false attendu",
  areaKm2: MEASURE,
  population: COUNT,
});

const DEPARTMENT_FIELDS = rules(departmentRecord, { description: TEXT, geologicalContext: TEXT, keyServices: LIST, specificRisks: LIST, specificServices: LIST });

/** A file's entries may leave « isActive » out (true). */
const cityImportRecord = cityRecord.extend({
  references: cityReferenceRecord.extend({ isActive: activeByDefault }).array(),
  testimonials: cityTestimonialRecord.extend({ isActive: activeByDefault }).array(),
});

const CITY_FIELDS = rules(cityImportRecord, {
  zipCode: "code postal de 5 chiffres attendu",
  population: COUNT,
  areaKm2: MEASURE,
  description: TEXT,
  geologicalContext: TEXT,
  keyServices: LIST,
  references: `liste de références { name, description, isActive } attendue, chacune avec un nom de ${TITLE_MAX} caractères au maximum`,
  testimonials: `liste de témoignages { text, author, role, isActive } attendue, chacun avec un texte et un auteur (${NAME_MAX} caractères au maximum)`,
  inseeCode: "code INSEE de 5 caractères (ex. « 75056 », « 2A004 ») ou null attendu",
  latitude: "nombre entre -90 et 90 ou null attendu",
  longitude: "nombre entre -180 et 180 ou null attendu",
  riskSummaryMode: "« auto », « hidden » ou « custom » attendu",
  riskSummaryText: `texte de ${RISK_SUMMARY_TEXT_MAX} caractères au maximum attendu`,
});

/** The identifying fields of each kind, checked first. */
const REQUIRED: Record<ImportKind, ReadonlyArray<string>> = {
  regions: ["name", "code", "slug"],
  departments: ["name", "code", "regionCode"],
  cities: ["name", "slug", "departmentCode"],
};

const OPTIONAL_FIELDS: Record<ImportKind, Record<string, FieldRule>> = {
  regions: REGION_FIELDS,
  departments: DEPARTMENT_FIELDS,
  cities: CITY_FIELDS,
};

/** Values of a new row for the fields a file leaves out. */
const DEFAULTS: { [K in ImportKind]: Partial<RowOf<K>> } = {
  regions: REGION_DEFAULTS,
  departments: DEPARTMENT_DEFAULTS,
  cities: CITY_DEFAULTS,
};

// ---------------------------------------------------------------------------
// Reading the file
// ---------------------------------------------------------------------------

export type RawRow = { kind: ImportKind; index: number; data: unknown };

export type ReadResult = { ok: true; rows: Array<RawRow> } | { ok: false; reason: "refused"; message: string; detail: string };

function invalid(detail: string): ReadResult {
  return { ok: false, reason: "refused", message: TERRITORY_MESSAGES.invalidFormat, detail };
}

/**
 * Reads an import: either the export's object ({ "regions": [...], "departments": [...],
 * "cities": [...] }, any of the three) or a bare list of one kind (`listKind`). It must
 * hold a non-empty list, else 'Format de données invalide'.
 */
export function readImport(text: string, listKind: ImportKind | null): ReadResult {
  if (!text.trim()) return invalid("Aucune donnée : choisissez un fichier JSON ou collez son contenu.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return invalid(`Le texte n'est pas du JSON valide (${error instanceof Error ? error.message : "erreur de lecture"}).`);
  }
  const rows: Array<RawRow> = [];
  if (Array.isArray(parsed)) {
    if (!listKind) return invalid("Pour une liste seule, indiquez s'il s'agit de régions, de départements ou de villes.");
    parsed.forEach((data, i) => {
      rows.push({ kind: listKind, index: i + 1, data });
    });
  } else if (parsed && typeof parsed === "object") {
    const record = parsed as Record<string, unknown>;
    const present = IMPORT_KINDS.filter((kind) => kind in record);
    if (present.length === 0) return invalid("Le fichier doit contenir une liste « regions », « departments » ou « cities ».");
    for (const kind of present) {
      const list = record[kind];
      if (!Array.isArray(list)) return invalid(`« ${kind} » doit être une liste.`);
      list.forEach((data, i) => {
        rows.push({ kind, index: i + 1, data });
      });
    }
  } else {
    return invalid("Le fichier doit contenir une liste de régions, de départements ou de villes.");
  }
  if (rows.length === 0) return invalid("La liste est vide.");
  if (rows.length > MAX_IMPORT_ROWS)
    return invalid(`${rows.length} lignes : ${MAX_IMPORT_ROWS} au maximum par import. Découpez le fichier (régions, puis départements, puis villes).`);
  return { ok: true, rows };
}

// ---------------------------------------------------------------------------
// Checking one row
// ---------------------------------------------------------------------------

export type CheckedRow<K extends ImportKind = ImportKind> =
  | { ok: true; kind: K; index: number; key: string; name: string; values: Record<string, unknown> }
  | { ok: false; reason: "invalid-row"; kind: K; index: number; key: string; name: string; errors: Array<string> };

const asText = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The row's own rules: identifying fields present and well-formed, every other field of the right type. */
export function checkRow<K extends ImportKind>(kind: K, index: number, data: unknown): CheckedRow<K> {
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, reason: "invalid-row", kind, index, key: "", name: "", errors: ["Ligne invalide : un objet JSON est attendu."] };
  }
  const record = data as Record<string, unknown>;
  const name = asText(record.name);
  const keyField = kind === "cities" ? "slug" : "code";
  const rawKey = asText(record[keyField]);
  const key = kind === "cities" ? rawKey : rawKey.toUpperCase();
  const errors: Array<string> = [];
  const absent = (field: string) => record[field] === undefined || record[field] === null || (typeof record[field] === "string" && !record[field].trim());
  const missing = REQUIRED[kind].filter(absent);
  if (missing.length > 0)
    errors.push(`Champ${missing.length > 1 ? "s" : ""} obligatoire${missing.length > 1 ? "s" : ""} manquant${missing.length > 1 ? "s" : ""} : ${missing.join(", ")}`);
  for (const field of REQUIRED[kind]) {
    if (!absent(field) && typeof record[field] !== "string") errors.push(`Champ invalide : ${field} (texte attendu, par exemple « 01 » pour un code)`);
  }
  const values: Record<string, unknown> = { name };
  if (kind === "regions") {
    values.code = key;
    values.slug = asText(record.slug);
    if (key && !REGION_CODE_PATTERN.test(key)) errors.push(REGION_CODE_MESSAGE);
    if (values.slug && !SLUG_PATTERN.test(values.slug as string)) errors.push(`Slug invalide : « ${values.slug} » (lettres minuscules sans accent, chiffres et tirets)`);
  } else if (kind === "departments") {
    values.code = key;
    values.regionCode = asText(record.regionCode).toUpperCase();
    if (key && !DEPARTMENT_CODE_PATTERN.test(key)) errors.push(DEPARTMENT_CODE_MESSAGE);
  } else {
    values.slug = key;
    values.departmentCode = asText(record.departmentCode).toUpperCase();
    if (key && !SLUG_PATTERN.test(key)) errors.push(`Slug invalide : « ${key} » (lettres minuscules sans accent, chiffres et tirets)`);
  }
  if (name.length > NAME_MAX) errors.push(`Nom trop long : ${NAME_MAX} caractères au maximum`);
  for (const [field, rule] of Object.entries(OPTIONAL_FIELDS[kind])) {
    if (!(field in record) || record[field] === undefined) continue;
    const parsed = rule.schema.safeParse(record[field]);
    if (parsed.success) values[field] = parsed.data;
    else errors.push(`Champ invalide : ${field} (${rule.expected})`);
  }
  if (errors.length > 0) return { ok: false, reason: "invalid-row", kind, index, key, name, errors };
  return { ok: true, kind, index, key, name, values };
}

// ---------------------------------------------------------------------------
// Planning against the current data
// ---------------------------------------------------------------------------

export type ImportOutcome = "created" | "updated" | "unchanged" | "error";

export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: "créé",
  updated: "mis à jour",
  unchanged: "inchangé",
  error: "erreur",
};

export type Current = {
  regions: Array<RegionRow & { id: number }>;
  departments: Array<DepartmentRow & { id: number }>;
  cities: Array<CityRow & { id: number }>;
};

export type PlanEntry = {
  kind: ImportKind;
  index: number;
  key: string;
  name: string;
  outcome: ImportOutcome;
  /** Why the row is refused (outcome "error"). */
  reasons: Array<string>;
  /** Fields that change (outcome "updated"). */
  changes: Array<string>;
  /**
   * What to write: the full row for a creation, the changed fields for an update (with the
   * slug it replaces, whose address must keep working).
   */
  write?: { id?: number; values: Record<string, unknown>; previousSlug?: string };
};

export type ImportCounts = { created: number; updated: number; unchanged: number; errors: number; imported: number; total: number };

export type ImportPlan = { entries: Array<PlanEntry>; counts: ImportCounts };

const comparable = (value: unknown) => JSON.stringify(value ?? null);

function duplicates(rows: Array<CheckedRow>, field: "key" | "slug") {
  const seen = new Map<string, Array<number>>();
  for (const row of rows) {
    const value = field === "key" ? row.key : row.ok ? String(row.values.slug ?? "") : "";
    if (!value) continue;
    seen.set(value, [...(seen.get(value) ?? []), row.index]);
  }
  return seen;
}

function diff(values: Record<string, unknown>, current: Record<string, unknown>, ignore: ReadonlyArray<string>) {
  return Object.keys(values).filter((field) => !ignore.includes(field) && comparable(values[field]) !== comparable(current[field]));
}

/**
 * What every row would do: created, updated (which fields), unchanged, or refused with
 * its reasons. Regions are matched by code, departments by code, cities by slug; parents
 * may come from the same file. A field the file leaves out keeps its current value.
 */
export function planImport(raw: ReadonlyArray<RawRow>, current: Current): ImportPlan {
  const entries: Array<PlanEntry> = [];
  const checked = (kind: ImportKind) => raw.filter((row) => row.kind === kind).map((row) => checkRow(kind, row.index, row.data));

  const toEntry = (row: CheckedRow, extra: Array<string>, existing: (Record<string, unknown> & { id: number }) | undefined): PlanEntry => {
    const reasons = [...(row.ok ? [] : row.errors), ...extra];
    const base = { kind: row.kind, index: row.index, key: row.key, name: row.name, reasons, changes: [] as Array<string> };
    if (reasons.length > 0 || !row.ok) return { ...base, outcome: "error" };
    if (!existing) return { ...base, outcome: "created", write: { values: { ...DEFAULTS[row.kind], ...row.values } } };
    const changes = diff(row.values, existing, ["id"]);
    if (changes.length === 0) return { ...base, outcome: "unchanged" };
    const values = Object.fromEntries(changes.map((field) => [field, row.values[field]]));
    const previousSlug = changes.includes("slug") ? String(existing.slug) : undefined;
    return { ...base, outcome: "updated", changes, write: { id: existing.id, values, ...(previousSlug ? { previousSlug } : {}) } };
  };

  // Regions
  const regionRows = checked("regions");
  const regionCodes = duplicates(regionRows, "key");
  const regionSlugs = duplicates(regionRows, "slug");
  const regionsByCode = new Map(current.regions.map((r) => [r.code, r]));
  const regionsBySlug = new Map(current.regions.map((r) => [r.slug, r]));
  const validRegionCodes = new Set(current.regions.map((r) => r.code));
  for (const row of regionRows) {
    const extra: Array<string> = [];
    const sameCode = regionCodes.get(row.key) ?? [];
    if (sameCode.length > 1) extra.push(`Code « ${row.key} » en double dans le fichier (lignes ${sameCode.join(", ")})`);
    const slug = row.ok ? String(row.values.slug) : "";
    const sameSlug = slug ? (regionSlugs.get(slug) ?? []) : [];
    if (sameSlug.length > 1) extra.push(`Slug « ${slug} » en double dans le fichier (lignes ${sameSlug.join(", ")})`);
    const owner = slug ? regionsBySlug.get(slug) : undefined;
    if (owner && owner.code !== row.key) extra.push(`Slug « ${slug} » déjà utilisé par la région ${owner.name} (code ${owner.code})`);
    const entry = toEntry(row, extra, regionsByCode.get(row.key));
    if (entry.outcome !== "error") validRegionCodes.add(row.key);
    entries.push(entry);
  }

  // Departments
  const departmentRows = checked("departments");
  const departmentCodes = duplicates(departmentRows, "key");
  const departmentsByCode = new Map(current.departments.map((d) => [d.code, d]));
  const validDepartmentCodes = new Set(current.departments.map((d) => d.code));
  for (const row of departmentRows) {
    const extra: Array<string> = [];
    const same = departmentCodes.get(row.key) ?? [];
    if (same.length > 1) extra.push(`Code « ${row.key} » en double dans le fichier (lignes ${same.join(", ")})`);
    const regionCode = row.ok ? String(row.values.regionCode) : "";
    if (regionCode && !validRegionCodes.has(regionCode)) extra.push(`Région inconnue : code « ${regionCode} »`);
    const entry = toEntry(row, extra, departmentsByCode.get(row.key));
    if (entry.outcome !== "error") validDepartmentCodes.add(row.key);
    entries.push(entry);
  }

  // Cities
  const cityRows = checked("cities");
  const citySlugs = duplicates(cityRows, "key");
  const citiesBySlug = new Map(current.cities.map((c) => [c.slug, c]));
  for (const row of cityRows) {
    const extra: Array<string> = [];
    const same = citySlugs.get(row.key) ?? [];
    if (same.length > 1) extra.push(`Slug « ${row.key} » en double dans le fichier (lignes ${same.join(", ")})`);
    const departmentCode = row.ok ? String(row.values.departmentCode) : "";
    if (departmentCode && !validDepartmentCodes.has(departmentCode)) extra.push(`Département inconnu : code « ${departmentCode} »`);
    entries.push(toEntry(row, extra, citiesBySlug.get(row.key)));
  }

  const countOf = (outcome: ImportOutcome) => entries.filter((e) => e.outcome === outcome).length;
  const created = countOf("created");
  const updated = countOf("updated");
  return {
    entries,
    counts: { created, updated, unchanged: countOf("unchanged"), errors: countOf("error"), imported: created + updated, total: entries.length },
  };
}

/** "Import terminé : 1 élément importé (1 créé, 0 mis à jour), 3 inchangés, 1 erreur." */
export function importSummary(counts: ImportCounts): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  return `${TERRITORY_MESSAGES.importDone} : ${plural(counts.imported, "élément importé", "éléments importés")} (${plural(counts.created, "créé", "créés")}, ${counts.updated} mis à jour), ${plural(
    counts.unchanged,
    "inchangé",
    "inchangés",
  )}, ${plural(counts.errors, "erreur", "erreurs")}.`;
}
