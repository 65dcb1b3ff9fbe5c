// Presentation rules of articles and slugs, pure and safe in the browser.

/** The category shown for an article without one. */
export const DEFAULT_CATEGORY_LABEL = "Actualité";

/** Reading time: whitespace-split words / 200, rounded up, at least 1 minute. */
export function readingTime(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * Heading id: lowercase, non-word characters removed, spaces to hyphens, repeated
 * hyphens collapsed, edge hyphens trimmed. Accents are folded first so French
 * headings keep their letters ("Étude" → "etude") instead of losing them.
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Cuts a description at `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

export type RelatedCandidate = { slug: string; tags: Array<string>; categoryId: number | null; publishedAt: Date | number | null };

/**
 * Related articles: ranked by the number of shared tags (by same category when the
 * current article has no tags), ties broken by the most recent date; current excluded.
 */
export function rankRelated<T extends RelatedCandidate>(current: RelatedCandidate, candidates: Array<T>, count = 3): Array<T> {
  const tags = new Set(current.tags.map((t) => t.toLowerCase()));
  const score = (c: T) => (tags.size > 0 ? c.tags.filter((t) => tags.has(t.toLowerCase())).length : current.categoryId != null && c.categoryId === current.categoryId ? 1 : 0);
  const time = (c: T) => (c.publishedAt == null ? 0 : new Date(c.publishedAt).getTime());
  return candidates
    .filter((c) => c.slug !== current.slug)
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => b.s - a.s || time(b.c) - time(a.c))
    .slice(0, count)
    .map(({ c }) => c);
}

/**
 * Slug of a title or name (lowercase, spaces to hyphens, characters other than
 * letters, digits, underscore and hyphen removed, repeated hyphens collapsed). Accents are
 * folded first and apostrophes separate words, so French titles keep readable slugs
 * ("L'étude géotechnique G2" → "l-etude-geotechnique-g2").
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[œŒ]/g, "oe")
    .replace(/[æÆ]/g, "ae")
    .toLowerCase()
    .replace(/['’]/g, " ")
    .replace(/[‐-―]/g, "-")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Slugs in URLs: what `slugify` can produce. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
