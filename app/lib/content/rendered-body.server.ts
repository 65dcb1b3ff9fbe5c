// The stored rendering of a body with its médiathèque images as <picture>: the variants of
// the images it names are read (one query) when the content is saved, never per request.
import { batchByName } from "~/db/batch.server";
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogPosts, pages, services } from "~/db/schema";
import { bumpContentGeneration } from "~/lib/cache/generation.server";
import { IMAGE_SIZES } from "~/lib/media/picture";
import { mediaUrl } from "~/lib/media/url";
import { variantsForReferences } from "~/lib/media/variants.server";
import { renderedColumns } from "./markdown.server";

export type RenderedTable = typeof blogPosts | typeof services | typeof pages;

/** The body column's `sizes` of each kind of content (its layout, app/lib/media/picture.ts). */
export function bodySizes(table: RenderedTable): string {
  if (table === services) return IMAGE_SIZES.serviceBody;
  if (table === pages) return IMAGE_SIZES.pageBody;
  return IMAGE_SIZES.articleBody;
}

/** `contentHtml` and `contentToc` of a Markdown body saved in `table`, its images' variants looked up. */
export async function renderedContent(db: Db, table: RenderedTable, markdown: string) {
  const images = await variantsForReferences(db, [markdown]);
  return renderedColumns(markdown, { images, sizes: bodySizes(table) });
}

/**
 * Renders again the stored HTML of every article, service and page whose body shows the
 * médiathèque image `key`, e.g. once the upload pipeline has (re)made its variants, then
 * retires the edge-cached pages. Only the rendering changes: no version, revision or date.
 * Returns how many rows were rendered again.
 */
export async function rerenderContentUsingMedia(db: Db, key: string): Promise<number> {
  const needle = mediaUrl(key);
  // instr, not LIKE: D1 rejects LIKE patterns over 50 bytes, and a key is about 50.
  const contains = (column: SQLWrapper) => sql`instr(${column}, ${needle}) > 0`;
  const found = await batchByName(db, {
    blogPosts: db.select({ id: blogPosts.id, content: blogPosts.content }).from(blogPosts).where(contains(blogPosts.content)),
    services: db.select({ id: services.id, content: services.content }).from(services).where(contains(services.content)),
    pages: db.select({ id: pages.id, content: pages.content }).from(pages).where(contains(pages.content)),
  });
  const tables = { blogPosts, services, pages } as const;
  const rows = (Object.keys(tables) as Array<keyof typeof tables>).flatMap((name) => found[name].map((row) => ({ table: tables[name] as RenderedTable, ...row })));
  if (rows.length === 0) return 0;
  const images = await variantsForReferences(
    db,
    rows.map((row) => row.content),
  );
  const updates = rows.map(({ table, id, content }) =>
    db
      .update(table)
      .set(renderedColumns(content, { images, sizes: bodySizes(table) }))
      .where(eq(table.id, id)),
  );
  await db.batch(updates as unknown as [(typeof updates)[number]]);
  await bumpContentGeneration(db);
  return rows.length;
}
