import { count, desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { terrainRequests } from "~/db/schema";
import { listPage } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { LEADS_PAGE_SIZE, type ListFilters } from "~/lib/leads/schema";

/** Results of /mon-terrain sent by e-mail, newest first (Demandes → Mon terrain). */
export async function listTerrainRequests(db: Db, filters: ListFilters) {
  const where = filters.q ? textSearch([terrainRequests.email, terrainRequests.address], filters.q) : undefined;
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(terrainRequests)
      .where(where)
      .orderBy(desc(terrainRequests.createdAt), desc(terrainRequests.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    db.select({ total: count() }).from(terrainRequests).where(where),
  ]);
  return listPage(rows, totals[0]?.total ?? 0, filters);
}
