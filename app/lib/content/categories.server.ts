// Blog categories in the back-office. Deleting one keeps its articles: they lose their
// category (the foreign key is ON DELETE SET NULL) and show as 'Actualité'.
import { batchByName } from "~/db/batch.server";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { CATEGORY_MESSAGES } from "./article-schema";
import { slugTaken } from "~/lib/admin/uniqueness.server";

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
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select(columns)
      .from(blogCategories)
      .where(where)
      .orderBy(sql`${blogCategories.name} collate nocase`, desc(blogCategories.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(blogCategories).where(where),
  });
  return listPage(rows as Array<CategoryRow>, totals[0]?.total ?? 0, query);
}

export async function getCategory(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select(columns).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  return (row as CategoryRow | undefined) ?? null;
}

type Input = { name: string; slug: string; description: string };
const slugRefused = () => invalidField("slug", CATEGORY_MESSAGES.slugTaken);

export async function createCategory(db: Db, actor: Actor, input: Input): Promise<SaveResult<{ id: number }>> {
  if (await slugTaken(db, blogCategories, input.slug)) return slugRefused();
  const { inserted } = await batchByName(db, {
    inserted: db
      .insert(blogCategories)
      .values({ ...input, updatedBy: actor.id })
      .returning({ id: blogCategories.id }),
    audit: auditInsert(db, { action: "category.create", actor, target: { type: "category", id: input.slug }, details: { name: input.name } }),
  });
  return { ok: true, id: inserted[0].id };
}

export async function updateCategory(db: Db, actor: Actor, id: number, version: number, input: Input, now = new Date()): Promise<SaveResult<{ id: number }>> {
  if (await slugTaken(db, blogCategories, input.slug, id)) return slugRefused();
  const values = { name: input.name, slug: input.slug, description: input.description };
  const outcome = await saveVersioned(db, blogCategories, { id, version }, actor.id, values, {
    now,
    after: [auditInsert(db, { action: "category.update", actor, target: { type: "category", id }, details: { name: values.name, slug: values.slug } })],
  });
  if (!outcome.ok) return outcome;
  return { ok: true, id };
}

/** Deletes the category; its articles stay, without a category. */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<{ ok: true; detached: number } | { ok: false; reason: "not-found" }> {
  const category = await getCategory(db, id);
  if (!category) return { ok: false, reason: "not-found" };
  const { deleted } = await batchByName(db, {
    postsUncategorised: db.update(blogPosts).set({ categoryId: null }).where(eq(blogPosts.categoryId, id)),
    deleted: db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id }),
    audit: auditInsert(db, {
      action: "category.delete",
      actor,
      target: { type: "category", id },
      details: { name: category.name, slug: category.slug, articles: category.articleCount },
    }),
  });
  return deleted.length > 0 ? { ok: true, detached: category.articleCount } : { ok: false, reason: "not-found" };
}
