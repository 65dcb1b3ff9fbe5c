import { count, desc, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogPosts, pages, siteStats } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";

export const DASHBOARD_LIST_SIZE = 5;
export const DASHBOARD_STATS_DAYS = 30;

/** Dashboard data: 30-day totals from site_stats (null when no day is rolled up), latest pages and articles. */
export async function getDashboard(db: Db, now = new Date()) {
  const since = addDays(parisDay(now), -DASHBOARD_STATS_DAYS);
  const [totals, latestPages, latestPosts] = await db.batch([
    db
      .select({
        days: count(),
        totalVisits: sql<number>`coalesce(sum(${siteStats.totalVisits}), 0)`,
        newUsers: sql<number>`coalesce(sum(${siteStats.newVisitors}), 0)`,
        pageViews: sql<number>`coalesce(sum(${siteStats.pageViews}), 0)`,
      })
      .from(siteStats)
      .where(gte(siteStats.date, since)),
    db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, status: pages.status, createdAt: pages.createdAt })
      .from(pages)
      .orderBy(desc(pages.createdAt), desc(pages.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, status: blogPosts.status, createdAt: blogPosts.createdAt })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  const row = totals[0];
  const stats = row && row.days > 0 ? { totalVisits: row.totalVisits, newUsers: row.newUsers, pageViews: row.pageViews } : null;
  return { stats, latestPages, latestPosts };
}
