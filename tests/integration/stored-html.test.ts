// Markdown is rendered when content is saved or seeded; public pages read the stored HTML.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { blogPosts, pages, services } from "~/db/schema";
import { RENDER_VERSION, renderMarkdown } from "~/lib/content/markdown.server";
import { publicSettings, buildSettings } from "~/lib/settings/definitions";
import { fillHtmlPlaceholders } from "~/lib/settings/placeholders";
import { seedDatabase } from "../../seed";
import { contentChanged, db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

test("the stored HTML of every seeded service, page and article equals rendering its Markdown", async () => {
  for (const table of [services, pages, blogPosts]) {
    const rows = await db().select({ content: table.content, contentHtml: table.contentHtml, contentToc: table.contentToc }).from(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const rendered = renderMarkdown(row.content);
      expect(row.contentHtml).toBe(rendered.html);
      expect(row.contentToc).toEqual(rendered.toc);
    }
  }
});

test("a page serves its stored HTML, not a new rendering of the Markdown", async () => {
  await db().update(services).set({ contentHtml: "<p>Rendu enregistré : essais pressiométriques Ménard.</p>" }).where(eq(services.slug, "sondages"));
  await contentChanged();
  const body = await (await request("/services/sondages")).text();
  expect(body).toContain("Rendu enregistré : essais pressiométriques Ménard.");
});

test("a row saved before renderings were stored is rendered once, then its rendering is written back", async () => {
  await db().update(pages).set({ contentHtml: "", contentToc: [] }).where(eq(pages.slug, "a-propos"));
  await contentChanged();
  const body = await (await request("/a-propos")).text();
  expect(body).toContain("<h2");
  const [page] = await db().select().from(pages).where(eq(pages.slug, "a-propos"));
  let stored = "";
  for (let i = 0; i < 50 && !stored; i++) {
    const row = await env.DB.prepare("select content_html from pages where slug = 'a-propos'").first<{ content_html: string }>();
    stored = row?.content_html ?? "";
    if (!stored) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(stored).toBe(renderMarkdown(page.content).html);
});

test("settings fill the stored HTML's placeholders, HTML-escaped", () => {
  const settings = publicSettings(buildSettings([{ section: "general", key: "site_name", value: `Géo <script>"&'` }]));
  expect(fillHtmlPlaceholders("<p>{{general.site_name}} — {{integrations.webhook_url}}</p>", settings)).toBe(
    "<p>Géo &lt;script&gt;&quot;&amp;' — {{integrations.webhook_url}}</p>",
  );
});

test("a row rendered by an older renderer is rendered again when served, and the repair is written back", async () => {
  const slug = "loi-elan-etude-geotechnique-vente-terrain";
  // What the renderer before RENDER_VERSION 1 stored: a sub-heading guessed from a paragraph,
  // and a heading id equal to the skip link's target.
  const before = '<p>Texte.</p>\n<h3 id="elles-ont-ete-precisees-par">Elles ont été précisées par</h3>\n<h3 id="contenu">Contenu</h3>';
  await db()
    .update(blogPosts)
    .set({ contentHtml: before, contentToc: [{ id: "contenu", text: "Contenu", level: 3 }], contentRenderVersion: 0 })
    .where(eq(blogPosts.slug, slug));
  await contentChanged();
  const body = await (await request(`/actualites/${slug}`)).text();
  expect(body).toContain("<p>Elles ont été précisées par\u202f:</p>");
  expect(body).not.toContain("elles-ont-ete-precisees-par");
  expect(body).toContain('<h3 id="contenu-1">Contenu</h3>');
  expect(body.match(/id="contenu"/g)).toHaveLength(1);
  let version = 0;
  for (let i = 0; i < 50 && version === 0; i++) {
    const row = await env.DB.prepare("select content_render_version as v from blog_posts where slug = ?").bind(slug).first<{ v: number }>();
    version = row?.v ?? 0;
    if (version === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(version).toBe(RENDER_VERSION);
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug));
  expect(post.contentHtml).toBe(renderMarkdown(post.content).html);
  expect(post.contentToc.map((entry) => entry.id)).not.toContain("contenu");
});

test("no id appears twice on an article, a service or a page, whatever its headings", async () => {
  for (const path of ["/actualites/loi-elan-etude-geotechnique-vente-terrain", "/services/sondages", "/a-propos"]) {
    const body = await (await request(path)).text();
    const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length, path).toBeGreaterThan(1);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      path,
    ).toEqual([]);
  }
});
