import { and, asc, count, desc, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { aliased } from "~/db/alias";
import type { Db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { queryTerms, toFtsQuery } from "~/lib/search/query";
import { mediaImageColumn } from "~/lib/media/variants.server";

export const NEWS_PAGE_SIZE = 6;

/**
 * What visitors may see: published, and its publication instant reached (a future date
 * makes it 'Programmé'). Compared with the request's clock in every public query, so a
 * scheduled article appears on the first request after its date, without any job.
 */
export function publiclyVisible(now: Date): SQL {
  return and(eq(blogPosts.status, "published"), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now))) as SQL;
}

export type NewsFilters = { search: string; category: string; page: number };

/** Reads the news filters from the query string (the page's whole state). */
export function parseNewsFilters(url: URL): NewsFilters {
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const category = (url.searchParams.get("category") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return { search, category, page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1 };
}

const articleCard = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  featuredMedia: mediaImageColumn(blogPosts.featuredImage, "featured_media"),
  publishedAt: blogPosts.publishedAt,
  categoryName: aliased(blogCategories.name, "category_name"),
  categorySlug: aliased(blogCategories.slug, "category_slug"),
};

/**
 * The articles the full-text index holds for these words: accents and case folded, the same
 * words and prefixes as /search (docs/decisions/721). `column` limits the match to titles.
 */
function indexedArticles(fts: string, column?: "title") {
  const match = column ? `${column} : (${fts})` : fts;
  return sql`${blogPosts.slug} in (select ref from search_index where search_index match ${match} and kind = 'article')`;
}

function newsWhere(filters: NewsFilters, now: Date) {
  const conditions: Array<SQL | undefined> = [publiclyVisible(now)];
  if (filters.category) conditions.push(eq(blogCategories.slug, filters.category));
  if (filters.search) {
    const fts = toFtsQuery(queryTerms(filters.search));
    // Only punctuation: no word to look for, nothing matches (as on /search).
    conditions.push(fts ? indexedArticles(fts) : sql`0`);
  }
  return and(...conditions);
}

/** Searching, articles whose title holds the words come first; then the newest. */
function newsOrder(filters: NewsFilters) {
  const fts = filters.search ? toFtsQuery(queryTerms(filters.search)) : null;
  return [...(fts ? [sql`${indexedArticles(fts, "title")} desc`] : []), desc(blogPosts.publishedAt), desc(blogPosts.id)];
}

/** The queries of the news list page: page of cards, total, categories. */
export function newsListQueries(db: Db, filters: NewsFilters, now: Date) {
  const where = newsWhere(filters, now);
  return [
    db
      .select(articleCard)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .where(where)
      .orderBy(...newsOrder(filters))
      .limit(NEWS_PAGE_SIZE)
      .offset((filters.page - 1) * NEWS_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id)).where(where),
    db.select({ name: blogCategories.name, slug: blogCategories.slug }).from(blogCategories).orderBy(asc(blogCategories.name)),
  ] as const;
}

const withCategory = {
  post: blogPosts,
  featuredMedia: mediaImageColumn(blogPosts.featuredImage, "featured_media"),
  categoryName: aliased(blogCategories.name, "category_name"),
  categorySlug: aliased(blogCategories.slug, "category_slug"),
};

/** Candidates for the related articles of an article page (visible ones only). */
function relatedCandidatesQuery(db: Db, now: Date) {
  return db
    .select({ ...articleCard, tags: blogPosts.tags, categoryId: blogPosts.categoryId })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(publiclyVisible(now))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(200);
}

/** A visible article with its category, and the candidates for related articles. */
export function articlePageQueries(db: Db, slug: string, now: Date) {
  return [
    db
      .select(withCategory)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .where(and(eq(blogPosts.slug, slug), publiclyVisible(now)))
      .limit(1),
    relatedCandidatesQuery(db, now),
  ] as const;
}

/** The preview of any article by id (drafts and scheduled ones too), same shape as the page. */
export function articlePreviewQueries(db: Db, id: number, now: Date) {
  return [
    db.select(withCategory).from(blogPosts).leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id)).where(eq(blogPosts.id, id)).limit(1),
    relatedCandidatesQuery(db, now),
  ] as const;
}

/** The latest publicly visible articles, newest first (home teasers, RSS). */
export function latestArticlesQuery(db: Db, limit: number, now: Date) {
  return db
    .select(articleCard)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(publiclyVisible(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

export type ArticleCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  /** The cover's médiathèque row as JSON (`parseMediaImage`), null without one. */
  featuredMedia: string | null;
  publishedAt: Date | null;
  categoryName: string | null;
  categorySlug: string | null;
};
