import { desc } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { blogPosts, pages } from "~/db/schema";
import { articleState } from "~/lib/content/article-schema";
import { articleSummaryColumns } from "~/lib/content/articles-admin.server";
import { dashboardFigures, dashboardStatements } from "~/lib/stats/queries.server";

export const DASHBOARD_LIST_SIZE = 5;

/**
 * Dashboard data: the stats screen's 30-day figures (same query: finished days from
 * site_stats, today live; null when nothing was recorded), latest pages and articles.
 */
export async function getDashboard(db: Db, now = new Date()) {
  const { latestPages, latestPosts, ...figures } = await batchByName(db, {
    ...dashboardStatements(db, now),
    latestPages: db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, status: pages.status, createdAt: pages.createdAt })
      .from(pages)
      .orderBy(desc(pages.createdAt), desc(pages.id))
      .limit(DASHBOARD_LIST_SIZE),
    latestPosts: db.select(articleSummaryColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(DASHBOARD_LIST_SIZE),
  });
  const stats = dashboardFigures(figures, now);
  // An article published with a future date is shown as scheduled, as in the articles list.
  const posts = latestPosts.map(({ publishedAt, ...post }) => ({ ...post, state: articleState(post.status, publishedAt, now) }));
  return { stats, latestPages: latestPages.map((page) => ({ ...page, state: page.status })), latestPosts: posts };
}
