import { batchByName } from "~/db/batch.server";
import { and, count, countDistinct, desc, asc, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notFoundEvents, redirects } from "~/db/schema";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { parisDay } from "~/lib/dates";
import { searchTermFromPath } from "~/lib/seo/not-found";
import { isCountedVisitor } from "./page-views.server";

/** The '404_error' analytics event (missing path, referrer, search term), recorded first-party. */
export async function recordNotFound(db: Db, request: Request) {
  if (!isCountedVisitor(request)) return;
  const url = new URL(request.url);
  // A client-side navigation asks for "/path.data": the missing page is "/path".
  const path = url.pathname.replace(/\.data$/, "").slice(0, 500);
  const referrer = request.headers.get("referer");
  await db.insert(notFoundEvents).values({
    day: parisDay(new Date()),
    path,
    referrer: referrer ? referrer.slice(0, 500) : null,
    searchTerm: searchTermFromPath(path),
  });
}

// ---------------------------------------------------------------------------
// The 404 log of /admin/redirects/not-found
// ---------------------------------------------------------------------------

export type NotFoundEntry = {
  path: string;
  hits: number;
  lastSeen: number;
  referrers: Array<{ referrer: string; hits: number }>;
};

const TOP_REFERRERS = 3;

/** Missing paths that no redirect rule covers yet: a path a redirect rule already answers is no longer "missing". */
export const notRedirected = sql`not exists (select 1 from ${redirects} where ${redirects.fromPath} = ${notFoundEvents.path} or ${redirects.fromPath} = rtrim(${notFoundEvents.path}, '/'))`;

/** Missing paths grouped: how often, last time, and the pages that link to them most. */
export async function listNotFound(db: Db, query: ListQuery<string, "hits" | "last_seen">): Promise<ListPage<NotFoundEntry>> {
  const where = and(notRedirected, textSearch([notFoundEvents.path], query.q));
  const hits = count().as("hits");
  const lastSeen = max(notFoundEvents.createdAt).as("last_seen");
  const order = query.direction === "asc" ? asc : desc;
  const primary = query.sort === "last_seen" ? [order(lastSeen), desc(hits)] : [order(hits), desc(lastSeen)];
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({ path: notFoundEvents.path, hits, lastSeen })
      .from(notFoundEvents)
      .where(where)
      .groupBy(notFoundEvents.path)
      .orderBy(...primary, asc(notFoundEvents.path))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db
      .select({ total: countDistinct(notFoundEvents.path) })
      .from(notFoundEvents)
      .where(where),
  });
  const paths = rows.map((row) => row.path);
  const referrerRows = paths.length
    ? await db
        .select({ path: notFoundEvents.path, referrer: notFoundEvents.referrer, hits: count() })
        .from(notFoundEvents)
        .where(and(inArray(notFoundEvents.path, paths), isNotNull(notFoundEvents.referrer)))
        .groupBy(notFoundEvents.path, notFoundEvents.referrer)
        .orderBy(desc(count()))
    : [];
  const entries = rows.map((row) => ({
    path: row.path,
    hits: Number(row.hits),
    lastSeen: Number(row.lastSeen),
    referrers: referrerRows
      .filter((r) => r.path === row.path && r.referrer)
      .slice(0, TOP_REFERRERS)
      .map((r) => ({ referrer: r.referrer as string, hits: Number(r.hits) })),
  }));
  return listPage(entries, totals[0]?.total ?? 0, query);
}
