import { count, sql } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { publiclyVisible } from "~/lib/content/articles.server";
import { MARK_END, MARK_START, SEARCH_PAGE_SIZE } from "./constants";
import { rebuildSearchIndexStatements } from "./index-statements";

const MAX_TERMS = 8;

export async function rebuildSearchIndex(db: Db) {
  const [first, ...rest] = rebuildSearchIndexStatements(db);
  await db.batch([first, ...rest]);
}

/**
 * Turns any visitor input into a safe FTS5 query: only letters and digits are kept,
 * each word is quoted (no operator, column filter or syntax error can get through)
 * and matched as a prefix; all words must appear.
 */
export function toFtsQuery(input: string): string | null {
  const words = input.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, MAX_TERMS).map((w) => `"${w.slice(0, 40)}"*`);
  return terms.length > 0 ? terms.join(" ") : null;
}


export type SearchHit = { kind: string; url: string; title: string; snippet: string };

// The FTS5 table lives in a custom migration; this description is for queries only
// (it is not exported from app/db/schema.ts, so drizzle-kit never tries to create it).
const searchIndex = sqliteTable("search_index", {
  kind: text("kind").notNull(),
  ref: text("ref").notNull(),
  url: text("url").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
});

export function searchQueries(db: Db, query: string, page: number, now: Date) {
  // Scheduled articles are indexed with the others; they stay out of the results until
  // their publication instant (compared with the request's clock, no reindexing job).
  const match = sql`search_index match ${query} and (${searchIndex.kind} <> 'article' or ${searchIndex.ref} in (select ${blogPosts.slug} from ${blogPosts} where ${publiclyVisible(now)}))`;
  return [
    db
      .select({
        kind: searchIndex.kind,
        url: searchIndex.url,
        title: searchIndex.title,
        snippet: sql<string>`snippet(search_index, 4, ${MARK_START}, ${MARK_END}, '…', 16)`,
      })
      .from(searchIndex)
      .where(match)
      .orderBy(sql`bm25(search_index, 0, 0, 0, 8.0, 1.0)`)
      .limit(SEARCH_PAGE_SIZE)
      .offset((page - 1) * SEARCH_PAGE_SIZE),
    db.select({ total: count() }).from(searchIndex).where(match),
  ] as const;
}

export function parseSearchParams(url: URL) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 500);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return { q, page: Number.isFinite(page) && page > 0 ? Math.min(page, 100) : 1 };
}
