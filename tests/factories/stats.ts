// Statistics fixtures: a clean slate, rolled-up days and raw page views.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { pageViews, siteStats, type SiteStatsData } from "~/db/schema";

/** Empties the tables the statistics read (each test file has its own database). */
export async function resetStats() {
  await env.DB.batch(
    ["site_stats", "page_views", "not_found_events", "simulator_funnel", "contact_attachments", "contact_requests", "simulations", "email_outbox"].map((table) =>
      env.DB.prepare(`delete from ${table}`),
    ),
  );
}

type Day = {
  date: string;
  uniqueVisitors: number;
  newVisitors?: number;
  pageViews: number;
  data?: Partial<SiteStatsData>;
  topPages?: Array<{ path: string; title: string; views: number }>;
};

/** A day as the roll-up would have written it. */
export async function insertRolledUpDay(day: Day) {
  const data: SiteStatsData = {
    new_visitors: day.newVisitors ?? 0,
    conversion_rate: 0,
    total_pages: day.topPages?.length ?? 0,
    page_types: { services: 0, geographic: 0, blog: 0, news: 0, static: 0 },
    region_data: [],
    traffic_sources: [],
    contact_requests: 0,
    simulations: 0,
    not_found: 0,
    ...day.data,
  };
  await createDb(env.DB)
    .insert(siteStats)
    .values({
      date: day.date,
      pageViews: day.pageViews,
      uniqueVisitors: day.uniqueVisitors,
      newVisitors: day.newVisitors ?? 0,
      totalVisits: day.uniqueVisitors,
      topPages: day.topPages ?? [],
      data,
    });
}

export type View = Partial<typeof pageViews.$inferInsert> & { day: string; visitorId: string };

export async function insertViews(views: Array<View>) {
  const db = createDb(env.DB);
  const rows = views.map((v) => ({ path: "/", pageType: "static", source: "direct", ...v }));
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < rows.length; i += 8) await db.insert(pageViews).values(rows.slice(i, i + 8));
}
