import { batchByName } from "~/db/batch.server";
import { and, asc, count, desc, eq, getTableColumns } from "drizzle-orm";
import { mediaImageColumn } from "~/lib/media/variants.server";
import type { Db } from "~/db/client.server";
import { pages, pageTypes, type PublicationStatus, publicationStatuses } from "~/db/schema";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import { createPlainContent, savePlainContent } from "./plain-save.server";
import { createPageSchema, isLockedPage, PAGE_MESSAGES, type PageInput, pageFormDefaults } from "./page-schema";
import { restoreRevision, revisionsDelete } from "~/lib/admin/revisions.server";
import { redirectsToStatement } from "./redirects.server";

/** A published CMS page by slug. */
export function publishedPageQuery(db: Db, slug: string) {
  return db
    .select({ ...getTableColumns(pages), featuredMedia: mediaImageColumn(pages.featuredImage, "featured_media") })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, "published")))
    .limit(1);
}

export type PageRow = typeof pages.$inferSelect;

// ---------------------------------------------------------------------------
// Back-office (/admin/pages)
// ---------------------------------------------------------------------------

export type PageListItem = {
  id: number;
  title: string;
  slug: string;
  status: PublicationStatus;
  pageType: string | null;
  isInNavigation: boolean;
  createdAt: Date;
};

const SORT_COLUMNS = { title: pages.title, slug: pages.slug, status: pages.status, created_at: pages.createdAt } as const;

/** The pages list: status and page-type filters, search on title, slug and content, sortable, 10 a page. */
export async function listPages(db: Db, query: ListQuery<"status" | "type", keyof typeof SORT_COLUMNS>): Promise<ListPage<PageListItem>> {
  const status = (publicationStatuses as ReadonlyArray<string>).includes(query.filters.status) ? (query.filters.status as PublicationStatus) : undefined;
  const typeId = Number(query.filters.type);
  const where = and(
    textSearch([pages.title, pages.slug, pages.content], query.q),
    status ? eq(pages.status, status) : undefined,
    Number.isSafeInteger(typeId) && typeId > 0 ? eq(pages.pageTypeId, typeId) : undefined,
  );
  const column = SORT_COLUMNS[query.sort || "created_at"];
  const order = query.direction === "asc" ? asc : desc;
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({
        id: pages.id,
        title: pages.title,
        slug: pages.slug,
        status: pages.status,
        pageType: pageTypes.name,
        isInNavigation: pages.isInNavigation,
        createdAt: pages.createdAt,
      })
      .from(pages)
      .leftJoin(pageTypes, eq(pageTypes.id, pages.pageTypeId))
      .where(where)
      .orderBy(order(column), order(pages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(pages).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, query);
}

/** Page types ordered by name. */
export function listPageTypes(db: Db) {
  return db.select({ id: pageTypes.id, name: pageTypes.name }).from(pageTypes).orderBy(asc(pageTypes.name));
}

export async function getPage(db: Db, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

function pageValues(input: PageInput, rendered: { contentHtml: string; contentToc: PageRow["contentToc"] }) {
  return {
    title: input.title,
    slug: input.slug,
    content: input.content,
    ...rendered,
    metaTitle: input.metaTitle || null,
    metaDescription: input.metaDescription || null,
    seoKeywords: input.seoKeywords || null,
    status: input.status,
    pageTypeId: input.pageTypeId ?? null,
    isInNavigation: input.isInNavigation,
    noindex: input.noindex,
    featuredImage: input.featuredImage || null,
    featuredImageAlt: input.featuredImage ? input.featuredImageAlt : "",
  } satisfies Partial<typeof pages.$inferInsert>;
}

const slugRefused = () => invalidField("slug", PAGE_MESSAGES.slugTaken);

export async function createPage(db: Db, actor: Actor, input: PageInput): Promise<SaveResult<{ id: number }>> {
  return createPlainContent(db, actor, {
    table: pages,
    kind: "page",
    action: "page.create",
    slug: input.slug,
    title: input.title,
    status: input.status,
    content: input.content,
    values: (rendered) => ({ ...pageValues(input, rendered), authorId: actor.id, updatedBy: actor.id }),
    slugRefused,
  });
}

const TRACKED = [
  "title",
  "slug",
  "content",
  "metaTitle",
  "metaDescription",
  "seoKeywords",
  "status",
  "pageTypeId",
  "isInNavigation",
  "noindex",
  "featuredImage",
  "featuredImageAlt",
] as const;

/**
 * Saves a page at the version its form was loaded at. The about and legal pages keep
 * their slug whatever is posted: their routes are fixed. A published page that changes
 * its slug keeps its old address (301).
 */
export function updatePage(db: Db, actor: Actor, id: number, version: number, input: PageInput, now = new Date()): Promise<SaveResult<{ id: number; version: number }>> {
  return savePage(db, actor, id, version, input, now, "page.update");
}

async function savePage(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: PageInput,
  now: Date,
  action: "page.update" | "page.restore",
): Promise<SaveResult<{ id: number; version: number }>> {
  const before = await getPage(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const slug = isLockedPage(before.slug) ? before.slug : input.slug;
  return savePlainContent(db, actor, version, now, {
    table: pages,
    kind: "page",
    action,
    before,
    snapshot: pageFormDefaults(before),
    slug,
    title: input.title,
    content: input.content,
    values: (rendered) => pageValues({ ...input, slug }, rendered),
    tracked: TRACKED,
    path: (path) => `/${path}`,
    slugRefused,
  });
}

/**
 * Makes an earlier version current again (checked by today's form rules; a fixed page keeps
 * its slug); the version it replaces is kept as a revision too.
 */
export async function restorePageRevision(
  db: Db,
  actor: Actor,
  target: { id: number; version: number; revisionId: number },
  now = new Date(),
): Promise<SaveResult<{ id: number; version: number }>> {
  return restoreRevision(db, "page", target, createPageSchema, (input) => savePage(db, actor, target.id, target.version, input, now, "page.restore"));
}

export async function deletePage(db: Db, actor: Actor, id: number): Promise<{ ok: true } | { ok: false; reason: "not-found" | "locked" }> {
  const before = await getPage(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  if (isLockedPage(before.slug)) return { ok: false, reason: "locked" };
  await db.batch([
    db.delete(pages).where(eq(pages.id, id)),
    redirectsToStatement(db, `/${before.slug}`),
    revisionsDelete(db, "page", id),
    auditInsert(db, { action: "page.delete", actor, target: { type: "page", id }, details: { title: before.title, slug: before.slug } }),
    ...rebuildSearchIndexStatements(db),
  ]);
  return { ok: true };
}
