import { batchByName } from "~/db/batch.server";
import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { terrainRequests } from "~/db/schema";
import { listPage } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { TERRAIN_RETENTION_DAYS } from "~/lib/privacy/retention";
import { LEADS_PAGE_SIZE, type ListFilters } from "~/lib/leads/schema";

/** Results of /mon-terrain sent by e-mail, newest first (Demandes → Mon terrain). */
export async function listTerrainRequests(db: Db, filters: ListFilters) {
  const where = filters.q ? textSearch([terrainRequests.email, terrainRequests.address], filters.q) : undefined;
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select()
      .from(terrainRequests)
      .where(where)
      .orderBy(desc(terrainRequests.createdAt), desc(terrainRequests.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    totals: db.select({ total: count() }).from(terrainRequests).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, filters);
}

/** 3 years after the request (privacy policy, docs/decisions/340), then deleted by the daily cron. */
export async function purgeTerrainRequests(db: Db, now = new Date()) {
  const limit = new Date(now.getTime() - TERRAIN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db.delete(terrainRequests).where(lt(terrainRequests.createdAt, limit)).returning({ id: terrainRequests.id });
  return rows.length;
}

/**
 * The results of the same plot the same person asked to receive by e-mail (before or after
 * their simulation): what links a simulation to its /mon-terrain request.
 */
export async function terrainRequestsFor(db: Db, who: { email: string; address: string }) {
  return db
    .select({ id: terrainRequests.id, createdAt: terrainRequests.createdAt, email: terrainRequests.email })
    .from(terrainRequests)
    .where(and(eq(terrainRequests.address, who.address), sql`lower(${terrainRequests.email}) = lower(${who.email})`))
    .orderBy(desc(terrainRequests.createdAt))
    .limit(5);
}
