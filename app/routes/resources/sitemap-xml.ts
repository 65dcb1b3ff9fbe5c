import type { Route } from "./+types/sitemap-xml";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { renderSitemapXml, sitemapEntries, sitemapQueries } from "~/lib/seo/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const rows = await load(sitemapQueries(db, new Date()));
  return new Response(renderSitemapXml(getCloudflare(context).env.SITE_ORIGIN, sitemapEntries(rows)), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
