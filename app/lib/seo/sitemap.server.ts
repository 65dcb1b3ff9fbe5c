import { and, eq, max } from "drizzle-orm";
import { publiclyVisible } from "~/lib/content/articles.server";
import type { Db } from "~/db/client.server";
import { blogPosts, cities, departments, pages, projectReferences, regions, services } from "~/db/schema";
import { escapeMarkup } from "~/lib/markup";

export type SitemapEntry = { path: string; lastmod: Date | null };

const STATIC_PATHS = ["/", "/services", "/actualites", "/regions", "/contact", "/simulateur", "/mon-terrain", "/sitemap"];

export function sitemapQueries(db: Db, now: Date) {
  return [
    db.select({ slug: services.slug, updatedAt: services.updatedAt }).from(services).where(eq(services.status, "published")),
    db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(publiclyVisible(now)),
    db
      .select({ slug: pages.slug, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(eq(pages.status, "published"), eq(pages.noindex, false))),
    db.select({ slug: regions.slug, updatedAt: regions.updatedAt }).from(regions),
    db.select({ code: departments.code, updatedAt: departments.updatedAt }).from(departments),
    db.select({ slug: cities.slug, updatedAt: cities.updatedAt }).from(cities),
    db
      .select({ latest: max(blogPosts.updatedAt) })
      .from(blogPosts)
      .where(publiclyVisible(now)),
    // /references, dated by its latest published reference (docs/decisions/753).
    db
      .select({ referencesUpdated: max(projectReferences.updatedAt) })
      .from(projectReferences)
      .where(eq(projectReferences.isPublished, true)),
  ] as const;
}

type Rows = readonly [
  Array<{ slug: string; updatedAt: Date }>,
  Array<{ slug: string; updatedAt: Date }>,
  Array<{ slug: string; updatedAt: Date }>,
  Array<{ slug: string; updatedAt: Date }>,
  Array<{ code: string; updatedAt: Date }>,
  Array<{ slug: string; updatedAt: Date }>,
  Array<{ latest: Date | null }>,
  Array<{ referencesUpdated: Date | null }>,
];

export function sitemapEntries([svc, posts, cms, regionRows, departmentRows, cityRows, [latest], [references]]: Rows): Array<SitemapEntry> {
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: path === "/actualites" || path === "/" ? (latest?.latest ?? null) : null })),
    { path: "/references", lastmod: references?.referencesUpdated ?? null },
    ...svc.map((s) => ({ path: `/services/${s.slug}`, lastmod: s.updatedAt })),
    ...cms.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt })),
    ...posts.map((p) => ({ path: `/actualites/${p.slug}`, lastmod: p.updatedAt })),
    ...regionRows.map((r) => ({ path: `/regions/${r.slug}`, lastmod: r.updatedAt })),
    ...departmentRows.map((d) => ({ path: `/departements/${d.code}`, lastmod: d.updatedAt })),
    ...cityRows.map((c) => ({ path: `/villes/${c.slug}`, lastmod: c.updatedAt })),
  ];
}

export function renderSitemapXml(origin: string, entries: Array<SitemapEntry>) {
  const urls = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeMarkup(origin + e.path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRss(
  origin: string,
  site: { name: string; description: string },
  items: Array<{ slug: string; title: string; excerpt: string; publishedAt: Date | null; categoryName: string | null }>,
) {
  const body = items
    .map(
      (i) =>
        `<item><title>${escapeMarkup(i.title)}</title><link>${origin}/actualites/${escapeMarkup(i.slug)}</link><guid isPermaLink="true">${origin}/actualites/${escapeMarkup(i.slug)}</guid>${
          i.publishedAt ? `<pubDate>${new Date(i.publishedAt).toUTCString()}</pubDate>` : ""
        }${i.categoryName ? `<category>${escapeMarkup(i.categoryName)}</category>` : ""}<description>${escapeMarkup(i.excerpt)}</description></item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeMarkup(
    `Actualités – ${site.name}`,
  )}</title><link>${origin}/actualites</link><atom:link href="${origin}/actualites/rss.xml" rel="self" type="application/rss+xml"/><description>${escapeMarkup(
    site.description,
  )}</description><language>fr-FR</language>\n${body}\n</channel></rss>\n`;
}
