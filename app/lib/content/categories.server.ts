// Blog categories in the back-office. Deleting one keeps its articles: they lose their
// category (the foreign key is ON DELETE SET NULL) and show as 'Actualité'.
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { type Conflict, saveVersioned } from "~/lib/admin/concurrency.server";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { CATEGORY_MESSAGES } from "./blog-schema";
import { slugTaken } from "~/lib/admin/uniqueness.server";

type Actor = { id: number; email: string };

export type CategoryRow = { id: number; name: string; slug: string; description: string; version: number; articleCount: number };

// Qualified by hand: Drizzle writes a single-table select's columns unqualified, and an
// unqualified "id" inside this subquery would be the article's.
const articleCount = sql<number>`(select count(*) from "blog_posts" where "blog_posts"."category_id" = "blog_categories"."id")`.as("article_count");
const columns = {
  id: blogCategories.id,
  name: blogCategories.name,
  slug: blogCategories.slug,
  description: blogCategories.description,
  version: blogCategories.version,
  articleCount,
};

/** By name, with the number of articles of each; search on name, slug and description. */
export async function listCategories(db: Db, query: ListQuery): Promise<ListPage<CategoryRow>> {
  const where = textSearch([blogCategories.name, blogCategories.slug, blogCategories.description], query.q);
  const [rows, totals] = await db.batch([
    db.select(columns).from(blogCategories).where(where).orderBy(sql`${blogCategories.name} collate nocase`, desc(blogCategories.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(blogCategories).where(where),
  ]);
  return listPage(rows as Array<CategoryRow>, totals[0]?.total ?? 0, query);
}

export async function getCategory(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select(columns).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  return (row as CategoryRow | undefined) ?? null;
}

type Input = { name: string; slug: string; description: string };
export type CategoryResult =
  | { ok: true; id: number }
  | { ok: false; reason: "invalid"; field: "slug"; message: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "conflict"; conflict: Conflict };

export async function createCategory(db: Db, actor: Actor, input: Input): Promise<CategoryResult> {
  if (await slugTaken(db, blogCategories, input.slug)) return { ok: false, reason: "invalid", field: "slug", message: CATEGORY_MESSAGES.slugTaken };
  const [inserted] = await db.batch([
    db.insert(blogCategories).values({ ...input, updatedBy: actor.id }).returning({ id: blogCategories.id }),
    auditInsert(db, { action: "category.create", actor, target: { type: "category", id: input.slug }, details: { name: input.name } }),
  ]);
  return { ok: true, id: inserted[0].id };
}

export async function updateCategory(db: Db, actor: Actor, input: Input & { id: number; version: number }): Promise<CategoryResult> {
  if (await slugTaken(db, blogCategories, input.slug, input.id)) return { ok: false, reason: "invalid", field: "slug", message: CATEGORY_MESSAGES.slugTaken };
  const { id, version, ...values } = input;
  const outcome = await saveVersioned(db, blogCategories, { id, version }, actor.id, values, {
    after: [auditInsert(db, { action: "category.update", actor, target: { type: "category", id }, details: { name: values.name, slug: values.slug } })],
  });
  if (!outcome.ok) return outcome.reason === "conflict" ? { ok: false, reason: "conflict", conflict: outcome.conflict } : { ok: false, reason: "not-found" };
  return { ok: true, id };
}

/** Deletes the category; its articles stay, without a category. */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<{ ok: true; detached: number } | { ok: false; reason: "not-found" }> {
  const category = await getCategory(db, id);
  if (!category) return { ok: false, reason: "not-found" };
  const [, deleted] = await db.batch([
    db.update(blogPosts).set({ categoryId: null }).where(eq(blogPosts.categoryId, id)),
    db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id }),
    auditInsert(db, {
      action: "category.delete",
      actor,
      target: { type: "category", id },
      details: { name: category.name, slug: category.slug, articles: category.articleCount },
    }),
  ]);
  return deleted.length > 0 ? { ok: true, detached: category.articleCount } : { ok: false, reason: "not-found" };
}
