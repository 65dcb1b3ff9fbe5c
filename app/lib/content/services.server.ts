import { batchByName } from "~/db/batch.server";
import { and, asc, count, eq, getTableColumns } from "drizzle-orm";
import { mediaImageColumn } from "~/lib/media/variants.server";
import type { Db } from "~/db/client.server";
import { type PublicationStatus, services } from "~/db/schema";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import { createPlainContent, savePlainContent } from "./plain-save.server";
import { createServiceSchema, SERVICE_MESSAGES, type ServiceInput, serviceFormDefaults } from "./service-schema";
import { restoreRevision, revisionsDelete } from "~/lib/admin/revisions.server";
import { redirectsToStatement } from "./redirects.server";

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
    .select({ ...getTableColumns(services), featuredMedia: mediaImageColumn(services.featuredImage, "featured_media") })
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.status, "published")))
    .limit(1);
}

export type ServiceRow = typeof services.$inferSelect;

// ---------------------------------------------------------------------------
// Back-office (/admin/services)
// ---------------------------------------------------------------------------

export type ServiceListItem = { id: number; title: string; slug: string; status: PublicationStatus; updatedAt: Date };

/** The services list: search on title, meta description or slug; display order then title; 10 a page. */
export async function listServices(db: Db, query: ListQuery): Promise<ListPage<ServiceListItem>> {
  const where = textSearch([services.title, services.metaDescription, services.slug], query.q);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({ id: services.id, title: services.title, slug: services.slug, status: services.status, updatedAt: services.updatedAt })
      .from(services)
      .where(where)
      .orderBy(asc(services.displayOrder), asc(services.title), asc(services.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(services).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, query);
}

export async function getService(db: Db, id: number): Promise<ServiceRow | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row ?? null;
}

/** The stored columns of a submitted form (SEO fields empty → null: pages fall back to name and description). */
function serviceValues(input: ServiceInput, rendered: { contentHtml: string; contentToc: ServiceRow["contentToc"] }) {
  return {
    title: input.title,
    slug: input.slug,
    shortDescription: input.shortDescription,
    content: input.content,
    ...rendered,
    featuredImage: input.featuredImage || null,
    featuredImageAlt: input.featuredImage ? input.featuredImageAlt : "",
    icon: input.icon,
    status: input.status,
    metaTitle: input.metaTitle || null,
    metaDescription: input.metaDescription || null,
    displayOrder: input.displayOrder,
    faq: input.faq,
    relatedLinks: input.relatedLinks,
    serviceType: input.serviceType || "Étude géotechnique",
    serviceOutput: input.serviceOutput || null,
    estimatedDuration: input.estimatedDurationDays ? `P${input.estimatedDurationDays}D` : null,
    areaServed: input.areaServed,
    priceAmount: input.priceAmount ?? null,
    priceValidUntil: input.priceValidUntil || null,
    priceAreaServed: input.priceAreaServed || null,
  } satisfies Partial<typeof services.$inferInsert>;
}

const slugRefused = () => invalidField("slug", SERVICE_MESSAGES.slugTaken);

/** Creates a service with its rendered HTML, audit row and search index in one batch. */
export async function createService(db: Db, actor: Actor, input: ServiceInput): Promise<SaveResult<{ id: number }>> {
  return createPlainContent(db, actor, {
    table: services,
    kind: "service",
    action: "service.create",
    slug: input.slug,
    title: input.title,
    status: input.status,
    content: input.content,
    values: (rendered) => ({ ...serviceValues(input, rendered), updatedBy: actor.id }),
    slugRefused,
  });
}

const TRACKED = [
  "title",
  "slug",
  "shortDescription",
  "content",
  "featuredImage",
  "featuredImageAlt",
  "icon",
  "status",
  "metaTitle",
  "metaDescription",
  "displayOrder",
  "faq",
  "relatedLinks",
  "serviceType",
  "serviceOutput",
  "estimatedDuration",
  "areaServed",
  "priceAmount",
  "priceValidUntil",
  "priceAreaServed",
] as const;

export function servicePath(slug: string) {
  return `/services/${slug}`;
}

/**
 * Saves a service at the version its form was loaded at (409 on a newer one). A published
 * service that changes its slug keeps its old address (301).
 */
export function updateService(db: Db, actor: Actor, id: number, version: number, input: ServiceInput, now = new Date()): Promise<SaveResult<{ id: number; version: number }>> {
  return saveService(db, actor, id, version, input, now, "service.update");
}

async function saveService(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: ServiceInput,
  now: Date,
  action: "service.update" | "service.restore",
): Promise<SaveResult<{ id: number; version: number }>> {
  const before = await getService(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  return savePlainContent(db, actor, version, now, {
    table: services,
    kind: "service",
    action,
    before,
    snapshot: serviceFormDefaults(before),
    slug: input.slug,
    title: input.title,
    content: input.content,
    values: (rendered) => serviceValues(input, rendered),
    tracked: TRACKED,
    path: servicePath,
    slugRefused,
  });
}

/**
 * Makes an earlier version current again (checked by today's form rules); the version it
 * replaces is kept as a revision too.
 */
export async function restoreServiceRevision(
  db: Db,
  actor: Actor,
  target: { id: number; version: number; revisionId: number },
  now = new Date(),
): Promise<SaveResult<{ id: number; version: number }>> {
  return restoreRevision(db, "service", target, createServiceSchema, (input) => saveService(db, actor, target.id, target.version, input, now, "service.restore"));
}

export async function deleteService(db: Db, actor: Actor, id: number): Promise<boolean> {
  const before = await getService(db, id);
  if (!before) return false;
  const { deleted } = await batchByName(db, {
    deleted: db.delete(services).where(eq(services.id, id)).returning({ id: services.id }),
    redirectsRetargeted: redirectsToStatement(db, servicePath(before.slug)),
    revisionsDropped: revisionsDelete(db, "service", id),
    audit: auditInsert(db, { action: "service.delete", actor, target: { type: "service", id }, details: { title: before.title, slug: before.slug } }),
    searchIndex: rebuildSearchIndexStatements(db),
  });
  return deleted.length > 0;
}
