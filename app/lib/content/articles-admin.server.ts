// Articles in the back-office: list, form data, saves with revisions and redirects,
// restore, delete. Who may do what is decided here (authors: their own articles; editors
// and super administrators: any article, the author, deletion), and checked again by the
// routes' guards.
import { batchByName } from "~/db/batch.server";
import { aliased } from "~/db/alias";
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { blogCategories, blogPosts, users } from "~/db/schema";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveFailure, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { getRevision, revisionInsert, revisionsDelete } from "~/lib/admin/revisions.server";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import type { AuditAction } from "~/lib/audit/actions";
import { auditInsert } from "~/lib/audit/audit.server";
import { type SessionUser, userCan } from "~/lib/auth/permissions";
import { addDays, fromParisInput, isCalendarDay, parisMidnight } from "~/lib/dates";
import { publiclyVisible } from "./articles.server";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import { unknownMediaImage } from "~/lib/media/references.server";
import { imageReferenceUrl, MEDIA_REFERENCE_MESSAGE } from "~/lib/media/url";
import { type ARTICLE_LIST, ARTICLE_MESSAGES, type ArticleFormInput, type ArticleSnapshot, articleState, canEditArticle } from "./article-schema";

export { canEditArticle };
import { renderedContent } from "./rendered-body.server";
import { redirectsToStatement, renameRedirectStatements } from "./redirects.server";
import { slugify } from "./rules";
import { isUniqueViolation, slugTaken } from "~/lib/admin/uniqueness.server";

/** Who saves an article: their role decides which articles they may touch. */
type ArticleActor = Actor & Pick<SessionUser, "role">;
type Filter = (typeof ARTICLE_LIST.filters)[number];
type Sort = (typeof ARTICLE_LIST.sorts)[number];

export function articlePath(slug: string) {
  return `/actualites/${slug}`;
}

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

// ---------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------

export type ArticleListRow = {
  id: number;
  title: string;
  slug: string;
  status: "draft" | "published";
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorId: number | null;
  authorName: string | null;
  authorEmail: string | null;
  categoryName: string | null;
};

function listWhere(query: ListQuery<Filter, Sort>, now: Date) {
  const f = query.filters;
  const conditions: Array<SQL | undefined> = [textSearch([blogPosts.title, blogPosts.excerpt], query.q)];
  if (f.status === "draft") conditions.push(eq(blogPosts.status, "draft"));
  if (f.status === "scheduled") conditions.push(and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, now)));
  if (f.status === "published") conditions.push(publiclyVisible(now));
  if (f.category === "none") conditions.push(isNull(blogPosts.categoryId));
  else if (/^\d+$/.test(f.category)) conditions.push(eq(blogPosts.categoryId, Number(f.category)));
  if (/^\d+$/.test(f.author)) conditions.push(eq(blogPosts.authorId, Number(f.author)));
  const when = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;
  if (isCalendarDay(f.from)) conditions.push(sql`${when} >= ${parisMidnight(f.from).getTime()}`);
  if (isCalendarDay(f.to)) conditions.push(sql`${when} < ${parisMidnight(addDays(f.to, 1)).getTime()}`);
  if (f.tag) conditions.push(sql`exists (select 1 from json_each(${blogPosts.tags}) where json_each.value = ${f.tag})`);
  return and(...conditions);
}

/** An article as the back-office lists it (articles list, dashboard): enough for its title, link and state. */
export const articleSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
};

const SORT_COLUMNS = {
  title: sql`${blogPosts.title} collate nocase`,
  created_at: blogPosts.createdAt,
  updated_at: blogPosts.updatedAt,
  published_at: blogPosts.publishedAt,
} as const;

/** 'Actualités & Blog': search on title and excerpt, status / category / author / period / tag filters, 10 per page. */
export async function listArticles(db: Db, query: ListQuery<Filter, Sort>, now: Date): Promise<ListPage<ArticleListRow>> {
  const where = listWhere(query, now);
  const column = SORT_COLUMNS[query.sort || "created_at"];
  const order = query.direction === "asc" ? asc(column) : desc(column);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({
        ...articleSummaryColumns,
        updatedAt: blogPosts.updatedAt,
        authorId: blogPosts.authorId,
        authorName: authorName.as("author_name"),
        authorEmail: aliased(users.email, "author_email"),
        categoryName: aliased(blogCategories.name, "category_name"),
      })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(where)
      .orderBy(order, desc(blogPosts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(blogPosts).where(where),
  });
  return listPage(rows as Array<ArticleListRow>, totals[0]?.total ?? 0, query);
}

export type Option = { value: string; label: string };

/** Choices of the filters and of the form: categories, staff who can write, tags in use. */
export async function articleOptions(db: Db) {
  const { categoryRows, authorRows, tagRows } = await batchByName(db, {
    categoryRows: db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.name)),
    authorRows: db
      .select({ id: users.id, email: users.email, name: authorName.as("author_name") })
      .from(users)
      .where(inArray(users.role, ["author", "editor", "super_admin"]))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email)),
    tagRows: db.all<{ tag: string }>(sql`select distinct json_each.value as tag from ${blogPosts}, json_each(${blogPosts.tags}) order by 1 collate nocase`),
  });
  return {
    categories: categoryRows.map((c) => ({ value: String(c.id), label: c.name })),
    authors: authorRows.map((a) => ({ value: String(a.id), label: a.name ? `${a.name} (${a.email})` : a.email })),
    tags: (tagRows as Array<{ tag: string }>).map((t) => t.tag).filter((t) => typeof t === "string" && t !== ""),
  };
}

// ---------------------------------------------------------------------------
// Form
// ---------------------------------------------------------------------------

export type ArticleRow = typeof blogPosts.$inferSelect;

export async function getArticle(db: Db, id: number): Promise<ArticleRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

export function snapshotOf(row: ArticleRow): ArticleSnapshot {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    featuredImageAlt: row.featuredImageAlt,
    status: row.status,
    categoryId: row.categoryId,
    tags: row.tags,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    seoKeywords: row.seoKeywords,
    authorId: row.authorId,
    publishedAt: row.publishedAt ? row.publishedAt.getTime() : null,
  };
}

// ---------------------------------------------------------------------------
// Saves
// ---------------------------------------------------------------------------

/** `wasPublished`: the article was public before this save (the toast says 'mis à jour', not 'publié'). */
export type ArticleSaveResult = SaveResult<{ id: number; created: boolean; wasPublished: boolean }>;

type Values = Omit<ArticleSnapshot, "publishedAt"> & { publishedAt: Date | null };

/** Publication instant: the date typed; else, when publishing, the one it had or now. */
function publicationDate(input: Pick<ArticleFormInput, "status" | "publishedAt">, current: ArticleRow | null, now: Date): Date | null {
  const typed = input.publishedAt ? fromParisInput(input.publishedAt) : null;
  if (typed) return typed;
  if (input.status !== "published") return null;
  return current?.status === "published" && current.publishedAt ? current.publishedAt : now;
}

async function authorAllowed(db: Db, id: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row && row.role !== "contributor");
}

async function categoryExists(db: Db, id: number) {
  const [row] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  return Boolean(row);
}

/** Audit row of an article created in the same batch (its id is read back by slug). */
function auditNewArticle(db: Db, actor: ArticleActor, action: AuditAction, slug: string, details: Record<string, unknown>) {
  return auditInsert(db, { action, actor, target: { type: "article", id: sql`(select ${blogPosts.id} from ${blogPosts} where ${blogPosts.slug} = ${slug})` }, details });
}

function searchIndexStatements(db: Db): Array<BatchItem<"sqlite">> {
  return [...rebuildSearchIndexStatements(db)] as unknown as Array<BatchItem<"sqlite">>;
}

type Prepared = { ok: true; values: Values } | SaveFailure;

/** Checks and completes the values of a save (slug, author, category, dates). */
async function prepare(db: Db, actor: ArticleActor, input: Omit<ArticleFormInput, "intent" | "version">, current: ArticleRow | null, now: Date): Promise<Prepared> {
  const slug = input.slug || slugify(input.title);
  if (!slug) return invalidField("slug", ARTICLE_MESSAGES.required);
  if (await slugTaken(db, blogPosts, slug, current?.id ?? null)) return invalidField("slug", ARTICLE_MESSAGES.slugTaken);
  let authorId = current ? current.authorId : actor.id;
  if (userCan(actor, "edit:any-article") && input.authorId !== undefined && input.authorId !== authorId) {
    if (!(await authorAllowed(db, input.authorId))) return invalidField("authorId", ARTICLE_MESSAGES.unknownAuthor);
    authorId = input.authorId;
  }
  if (await unknownMediaImage(db, input.featuredImage, current?.featuredImage)) {
    return invalidField("featuredImage", MEDIA_REFERENCE_MESSAGE);
  }
  const categoryId = input.categoryId ?? null;
  if (categoryId !== null && categoryId !== current?.categoryId && !(await categoryExists(db, categoryId))) {
    return invalidField("categoryId", ARTICLE_MESSAGES.unknownCategory);
  }
  return {
    ok: true,
    values: {
      title: input.title,
      slug,
      content: input.content,
      excerpt: input.excerpt,
      featuredImage: input.featuredImage || null,
      featuredImageAlt: input.featuredImageAlt,
      status: input.status,
      categoryId,
      tags: input.tags,
      metaTitle: input.metaTitle || null,
      metaDescription: input.metaDescription || null,
      seoKeywords: input.seoKeywords || null,
      authorId,
      publishedAt: publicationDate(input, current, now),
    },
  };
}

function publicationAction(before: "draft" | "published" | null, after: "draft" | "published"): AuditAction | null {
  if (after === "published" && before !== "published") return "article.publish";
  if (after === "draft" && before === "published") return "article.unpublish";
  return null;
}

export async function createArticle(db: Db, actor: ArticleActor, input: Omit<ArticleFormInput, "intent" | "version">, now: Date): Promise<ArticleSaveResult> {
  if (!userCan(actor, "create:article")) return { ok: false, reason: "forbidden" };
  const prepared = await prepare(db, actor, input, null, now);
  if (!prepared.ok) return prepared;
  const { values } = prepared;
  const published = publicationAction(null, values.status);
  const rendered = await renderedContent(db, blogPosts, values.content);
  try {
    const { inserted } = await batchByName(db, {
      inserted: db
        .insert(blogPosts)
        .values({ ...values, ...rendered, updatedBy: actor.id })
        .returning({ id: blogPosts.id }),
      audit: auditNewArticle(db, actor, "article.create", values.slug, { title: values.title, slug: values.slug }),
      publishAudit: published ? [auditNewArticle(db, actor, published, values.slug, { publishedAt: values.publishedAt?.toISOString() ?? null })] : [],
      searchIndex: searchIndexStatements(db),
    });
    return { ok: true, id: inserted[0].id, created: true, wasPublished: false };
  } catch (error) {
    if (isUniqueViolation(error)) return invalidField("slug", ARTICLE_MESSAGES.slugTaken);
    throw error;
  }
}

/** Saves over the version the form was loaded at; the previous version becomes a revision. */
async function saveOver(
  db: Db,
  actor: ArticleActor,
  current: ArticleRow,
  version: number,
  values: Values,
  action: "article.update" | "article.restore",
  details: Record<string, unknown>,
): Promise<ArticleSaveResult> {
  const revision = revisionInsert(db, "article", current, snapshotOf(current));
  const renamed = current.slug !== values.slug && current.status === "published";
  const published = publicationAction(current.status, values.status);
  const after: Array<BatchItem<"sqlite">> = [
    ...(renamed ? renameRedirectStatements(db, actor.id, articlePath(current.slug), articlePath(values.slug)) : []),
    auditInsert(db, { action, actor, target: { type: "article", id: current.id }, details: { ...details, title: values.title } }),
    ...(published
      ? [auditInsert(db, { action: published, actor, target: { type: "article", id: current.id }, details: { publishedAt: values.publishedAt?.toISOString() ?? null } })]
      : []),
    ...searchIndexStatements(db),
  ];
  try {
    const outcome = await saveVersioned(
      db,
      blogPosts,
      { id: current.id, version },
      actor.id,
      { ...values, ...(await renderedContent(db, blogPosts, values.content)) },
      { before: [revision], after },
    );
    if (!outcome.ok) return outcome;
    return { ok: true, id: current.id, created: false, wasPublished: articleState(current.status, current.publishedAt) === "published" };
  } catch (error) {
    if (isUniqueViolation(error)) return invalidField("slug", ARTICLE_MESSAGES.slugTaken);
    throw error;
  }
}

export async function updateArticle(
  db: Db,
  actor: ArticleActor,
  id: number,
  version: number,
  input: Omit<ArticleFormInput, "intent" | "version">,
  now: Date,
): Promise<ArticleSaveResult> {
  const current = await getArticle(db, id);
  if (!current) return { ok: false, reason: "not-found" };
  if (!canEditArticle(actor, current)) return { ok: false, reason: "forbidden" };
  const prepared = await prepare(db, actor, input, current, now);
  if (!prepared.ok) return prepared;
  const changedSlug = current.slug !== prepared.values.slug ? { fromSlug: current.slug, toSlug: prepared.values.slug } : {};
  return saveOver(db, actor, current, version, prepared.values, "article.update", changedSlug);
}

/** Makes an earlier version current again; the version it replaces is kept as a revision too. */
export async function restoreArticleRevision(db: Db, actor: ArticleActor, id: number, version: number, revisionId: number): Promise<ArticleSaveResult> {
  const current = await getArticle(db, id);
  if (!current) return { ok: false, reason: "not-found" };
  if (!canEditArticle(actor, current)) return { ok: false, reason: "forbidden" };
  const revision = await getRevision(db, "article", id, revisionId);
  if (!revision) return { ok: false, reason: "not-found" };
  const snapshot = revision.snapshot as ArticleSnapshot;
  if (await slugTaken(db, blogPosts, snapshot.slug, id)) return invalidField("slug", ARTICLE_MESSAGES.slugTaken);
  const categoryId = snapshot.categoryId !== null && (await categoryExists(db, snapshot.categoryId)) ? snapshot.categoryId : null;
  const authorId = snapshot.authorId !== null && (await authorAllowed(db, snapshot.authorId)) ? snapshot.authorId : current.authorId;
  const values: Values = {
    ...snapshot,
    tags: Array.isArray(snapshot.tags) ? snapshot.tags : [],
    // A version saved before image references were checked: its image is dropped, as a deleted category is.
    featuredImage: imageReferenceUrl(snapshot.featuredImage) === snapshot.featuredImage ? snapshot.featuredImage : null,
    categoryId,
    // An author restoring an old version keeps the article theirs.
    authorId: userCan(actor, "edit:any-article") ? authorId : current.authorId,
    publishedAt: snapshot.publishedAt === null ? null : new Date(snapshot.publishedAt),
  };
  return saveOver(db, actor, current, version, values, "article.restore", { restoredVersion: revision.version });
}

/** Editors and super administrators only; the revisions and the redirects to it go too. */
export async function deleteArticle(db: Db, actor: ArticleActor, id: number): Promise<{ ok: true } | { ok: false; reason: "forbidden" | "not-found" }> {
  if (!userCan(actor, "delete:article")) return { ok: false, reason: "forbidden" };
  const current = await getArticle(db, id);
  if (!current) return { ok: false, reason: "not-found" };
  const { deleted } = await batchByName(db, {
    deleted: db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }),
    revisionsDropped: revisionsDelete(db, "article", id),
    redirectsRetargeted: redirectsToStatement(db, articlePath(current.slug)),
    audit: auditInsert(db, { action: "article.delete", actor, target: { type: "article", id }, details: { title: current.title, slug: current.slug } }),
    searchIndex: searchIndexStatements(db),
  });
  return deleted.length > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}
