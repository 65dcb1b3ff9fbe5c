import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import type { Db } from "~/db/client.server";
import type { blogPosts, pages, services, TocEntry } from "~/db/schema";
import type { PublicSettings } from "~/lib/settings/definitions";
import { fillHtmlPlaceholders, fillPlaceholders } from "~/lib/settings/placeholders";
import { RENDER_VERSION, type RenderedMarkdown, renderMarkdown } from "./markdown.server";
import { renderedContent } from "./rendered-body.server";

export type ServedBodyDeps = { db: Db; waitUntil: (promise: Promise<unknown>) => void };

type StoredContent = { id: number; content: string; contentHtml: string; contentToc: Array<TocEntry>; contentRenderVersion: number };
type RenderedTable = typeof blogPosts | typeof services | typeof pages;

/**
 * The body of a public page from its stored rendering, settings filled in. A row saved
 * before the rendering was stored, or rendered by an older renderer (`RENDER_VERSION`),
 * is rendered once now, and the rendering is written back after the response
 * (`waitUntil`), so the next request reads it: this is how existing rows are repaired
 * after a renderer fix (docs/decisions/730).
 */
export function servedBody(deps: ServedBodyDeps, table: RenderedTable, row: StoredContent, settings: PublicSettings): RenderedMarkdown {
  let rendered: RenderedMarkdown = { html: row.contentHtml, toc: row.contentToc };
  if (row.content && (!row.contentHtml || row.contentRenderVersion < RENDER_VERSION)) {
    rendered = renderMarkdown(row.content);
    // The stored rendering is redone with the body images' variants (one query, after the
    // response); this one answer goes without them.
    deps.waitUntil(
      renderedContent(deps.db, table, row.content)
        .then((columns) => deps.db.update(table).set(columns).where(eq(table.id, row.id)))
        .catch((error) => console.warn("stored rendering not written", error)),
    );
  }
  return {
    html: fillHtmlPlaceholders(rendered.html, settings),
    toc: rendered.toc.map((entry) => ({ ...entry, text: fillPlaceholders(entry.text, settings) })),
  };
}

/** The request's database and `waitUntil`, for `servedBody` in a loader. */
export function servedBodyDeps(context: Readonly<RouterContextProvider>): ServedBodyDeps {
  const { ctx } = getCloudflare(context);
  return { db: getDb(context).db, waitUntil: (promise) => ctx.waitUntil(promise) };
}
