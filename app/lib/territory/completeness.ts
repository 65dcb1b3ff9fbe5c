// How complete the public page of a region or department is: the map and the lists
// colour each one by it, so staff see where pages still need work. Browser-safe.

export const CONTENT_STATUSES = ["full", "short", "missing"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  full: "Page complète",
  short: "Contenu court",
  missing: "Contenu manquant",
};

const REGION_FULL_GEOLOGY = 1000;
const DEPARTMENT_FULL_GEOLOGY = 500;

/** What "complete" means, shown next to the legend of the maps. */
export const CONTENT_STATUS_RULES = {
  region: `Une région est complète avec une description, une introduction, un contexte géologique d'au moins ${REGION_FULL_GEOLOGY} caractères, des services, des risques et au moins un projet clé ; sans description ni contexte géologique, son contenu est manquant.`,
  department: `Un département est complet avec une description, un contexte géologique d'au moins ${DEPARTMENT_FULL_GEOLOGY} caractères, au moins 4 services et 3 risques ; sans description ni contexte géologique, son contenu est manquant.`,
} as const;

/**
 * What the rules look at: the length of each text (trimmed) and the number of items of
 * each list. Lists compute it in SQL (length(), json_array_length()); forms from values.
 */
export type RegionMeasures = {
  description: number;
  intro: number;
  geologicalContext: number;
  keyServices: number;
  specificRisks: number;
  keyProjects: number;
};

export type DepartmentMeasures = {
  description: number;
  geologicalContext: number;
  keyServices: number;
  specificRisks: number;
};

/** Measures of loaded values: text → trimmed length, list → item count. */
export function measure<T extends Record<string, string | ReadonlyArray<unknown>>>(values: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim().length : value.length])) as { [K in keyof T]: number };
}

export function regionCompleteness(region: RegionMeasures): ContentStatus {
  if (region.description === 0 && region.geologicalContext === 0) return "missing";
  const full =
    region.description > 0 && region.intro > 0 && region.geologicalContext >= REGION_FULL_GEOLOGY && region.keyServices > 0 && region.specificRisks > 0 && region.keyProjects > 0;
  return full ? "full" : "short";
}

export function departmentCompleteness(department: DepartmentMeasures): ContentStatus {
  if (department.description === 0 && department.geologicalContext === 0) return "missing";
  const full = department.description > 0 && department.geologicalContext >= DEPARTMENT_FULL_GEOLOGY && department.keyServices >= 4 && department.specificRisks >= 3;
  return full ? "full" : "short";
}
