import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { services } from "~/db/schema";

export function publishedServicesQuery(db: Db) {
  return db
    .select({
      slug: services.slug,
      title: services.title,
      shortDescription: services.shortDescription,
      icon: services.icon,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .where(eq(services.status, "published"))
    .orderBy(asc(services.displayOrder), asc(services.title));
}

/** A published service by slug; drafts are not public. */
export function publishedServiceQuery(db: Db, slug: string) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.status, "published")))
    .limit(1);
}

export type ServiceRow = typeof services.$inferSelect;
