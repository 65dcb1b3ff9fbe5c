import type { Route } from "./+types/rss";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { latestArticlesQuery } from "~/lib/content/articles.server";
import { loadLayout } from "~/lib/layout/layout.server";
import { renderRss } from "~/lib/seo/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [[items], layout] = await Promise.all([load([latestArticlesQuery(db, 30, new Date())]), loadLayout(context)]);
  const xml = renderRss(getCloudflare(context).env.SITE_ORIGIN, { name: layout.settings.general.site_name, description: layout.settings.general.site_description }, items);
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=900" },
  });
}
