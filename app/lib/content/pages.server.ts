import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pages } from "~/db/schema";

/** A published CMS page by slug. */
export function publishedPageQuery(db: Db, slug: string) {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, "published")))
    .limit(1);
}

export type PageRow = typeof pages.$inferSelect;
