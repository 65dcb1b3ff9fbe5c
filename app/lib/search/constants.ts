export const SEARCH_PAGE_SIZE = 10;
// Control characters mark highlights in snippets; the page escapes everything else.
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** What the index holds, in the order of the facets. */
export const SEARCH_KINDS = ["article", "service", "page", "reference", "region", "department", "city"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  article: { one: "Article", many: "Articles" },
  service: { one: "Service", many: "Services" },
  page: { one: "Page", many: "Pages" },
  reference: { one: "Référence", many: "Références" },
  region: { one: "Région", many: "Régions" },
  department: { one: "Département", many: "Départements" },
  city: { one: "Ville", many: "Villes" },
};
