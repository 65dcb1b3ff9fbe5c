import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { rebuildSearchIndex } from "~/lib/search/search.server";
import { seedDatabase } from "../../seed";
import { contentChanged, db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

async function html(path: string) {
  const res = await request(path);
  return { status: res.status, body: (await res.text()).replaceAll("<!-- -->", "") };
}

describe("pages rendered from D1", () => {
  test.each([
    ["/services", "Nos services géotechniques"],
    ["/services/etudes-geotechniques", "Questions fréquentes"],
    ["/a-propos", "À propos de Lutetia Géotechnique"],
    ["/mentions-legales", "Mentions légales"],
    ["/politique-confidentialite", "Dernière mise à jour\u202f: 10 mai 2025"],
    ["/cgv", "Conditions générales de vente"],
    ["/actualites", "Actualités &amp; Blog"],
    ["/actualites/interpreter-rapport-geotechnique", "Dans cet article"],
    ["/regions", "Nos interventions géotechniques par région"],
    ["/regions/ile-de-france", "Seine-Saint-Denis"],
    ["/departements/75", "Études géotechniques à Paris"],
    ["/departements/78", "Études géotechniques aux Yvelines"],
    ["/villes/rouen", "110 000 habitants"],
    ["/sitemap", "Informations légales"],
  ])("%s answers 200 with its content", async (path, text) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(text);
  });

  test("legal pages are noindex and cross-linked", async () => {
    const page = await html("/mentions-legales");
    expect(page.body).toContain('name="robots" content="noindex, nofollow"');
    expect(page.body).toContain('href="/politique-confidentialite"');
    expect(page.body).toContain('href="/cgv"');
    expect(page.body).toContain('href="/sitemap"');
    expect(page.body).not.toContain("{{");
  });

  test("a service page carries Service and FAQPage structured data, and no price the firm has not set", async () => {
    const { body } = await html("/services/etudes-geotechniques");
    expect(body).toContain('"@type":"Service"');
    expect(body).not.toContain('"@type":"Offer"');
    expect(body).not.toContain("2025-12-31");
    expect(body).toContain('"@type":"FAQPage"');
    expect(body).toContain('"@type":"BreadcrumbList"');
  });

  test("the home page shows the three latest articles and Organization data", async () => {
    const { body } = await html("/");
    for (const slug of ["journee-technique-sols-argileux-2026", "partenariat-laboratoire-mecanique-des-sols", "nouvel-atelier-forage-pressiometrique"]) {
      expect(body).toContain(`href="/actualites/${slug}"`);
    }
    expect(body).toContain('"foundingDate":"2023"');
    expect(body).toContain('"opens":"09:00"');
  });
});

describe("news filters from the query string", () => {
  test("six cards per page and a pagination only when needed", async () => {
    const first = await html("/actualites");
    expect(first.body.match(/<article /g)?.length).toBe(6);
    expect(first.body).toContain('aria-label="Pagination"');
    const filtered = await html("/actualites?category=evenement");
    expect(filtered.body).not.toContain('aria-label="Pagination"');
    expect(filtered.body).toContain("Réinitialiser les filtres");
  });

  test("search on title or excerpt, case-insensitive", async () => {
    const found = await html("/actualites?search=PRESSIOM");
    expect(found.body).toContain("/actualites/essai-pressiometrique-menard-explique");
    const none = await html("/actualites?search=introuvablezzz");
    expect(none.body).toContain("Aucun article ne correspond à votre recherche.");
  });

  test("search folds accents and case like /search: 'geotechnique' finds 'géotechnique', 'ÉTUDE' finds 'étude'", async () => {
    const cards = (body: string) => [...new Set([...body.matchAll(/<article [\s\S]*?href="(\/actualites\/[^"?]+)"/g)].map((m) => m[1]))];
    const folded = await html("/actualites?search=geotechnique");
    // Titles holding the word first, newest first; then the articles that only mention it.
    expect(cards(folded.body).slice(0, 5)).toEqual([
      "/actualites/geophysique-instrumentation-connectee-geotechnique",
      "/actualites/risques-geotechniques-ile-de-france",
      "/actualites/interpreter-rapport-geotechnique",
      "/actualites/loi-elan-etude-geotechnique-vente-terrain",
      "/actualites/importance-etudes-geotechniques",
    ]);
    const upper = await html("/actualites?search=%C3%89TUDE");
    expect(cards(upper.body)).toContain("/actualites/interpreter-rapport-geotechnique");
    expect(upper.body).not.toContain("Aucun article ne correspond à votre recherche.");
    const punctuation = await html("/actualites?search=%22*%22");
    expect(punctuation.status).toBe(200);
    expect(punctuation.body).toContain("Aucun article ne correspond à votre recherche.");
  });

  test("a page past the end redirects to the last page", async () => {
    const res = await request("/actualites?page=99");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/actualites?page=3");
  });
});

describe("unknown content answers 404", () => {
  test.each([
    ["/actualites/article-inexistant", "Article non trouvé"],
    ["/departements/00", "Département non trouvé"],
    ["/villes/atlantide", "Page non trouvée"],
    ["/regions/atlantide", "Page non trouvée"],
    ["/services/service-inexistant", "Page non trouvée"],
  ])("%s", async (path, text) => {
    const page = await html(path);
    expect(page.status).toBe(404);
    expect(page.body).toContain(text);
  });
});

describe("publication status", () => {
  test("a draft service is neither public nor in the navigation; a new published one is", async () => {
    await env.DB.prepare("update services set status = 'draft' where slug = 'analyses'").run();
    await env.DB.prepare(
      "insert into services (title, slug, short_description, content, status, display_order) values ('Géothermie', 'geothermie', 'Étude de sol pour sondes géothermiques.', '## Principe', 'published', 8)",
    ).run();
    await contentChanged();
    const draft = await request("/services/analyses");
    expect(draft.status).toBe(404);
    await draft.text();
    const { body } = await html("/services");
    expect(body).not.toContain('href="/services/analyses"');
    expect(body).toContain('href="/services/geothermie"');
    expect((await html("/services/geothermie")).status).toBe(200);
    await env.DB.prepare("update services set status = 'published' where slug = 'analyses'").run();
    await contentChanged();
  });

  test("a draft article is not public", async () => {
    await env.DB.prepare("insert into blog_posts (title, slug, content, excerpt, status) values ('Brouillon', 'brouillon-secret', 'Texte', 'Résumé', 'draft')").run();
    expect((await html("/actualites/brouillon-secret")).status).toBe(404);
    expect((await html("/actualites?search=Brouillon")).body).not.toContain("brouillon-secret");
  });
});

test("sitemap.xml lists every seeded public URL with lastmod", async () => {
  const res = await request("/sitemap.xml");
  const xml = await res.text();
  expect(res.headers.get("content-type")).toContain("application/xml");
  const origin = "https://www.lutetia-geotechnique.test";
  const expected: Array<string> = ["/", "/services", "/actualites", "/regions", "/contact"];
  const q = async (sql: string) => (await env.DB.prepare(sql).all<{ p: string }>()).results.map((r) => r.p);
  expected.push(...(await q("select '/services/' || slug as p from services where status = 'published'")));
  expected.push(...(await q("select '/actualites/' || slug as p from blog_posts where status = 'published'")));
  expected.push(...(await q("select '/regions/' || slug as p from regions")));
  expected.push(...(await q("select '/departements/' || code as p from departments")));
  expected.push(...(await q("select '/villes/' || slug as p from cities")));
  expected.push(...(await q("select '/' || slug as p from pages where status = 'published' and noindex = 0")));
  for (const path of expected) expect(xml).toContain(`<loc>${origin}${path}</loc>`);
  expect(xml).not.toContain("/mentions-legales<");
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test("robots.txt disallows the admin and /mon-terrain/suggestions and points to the sitemap; the RSS feed lists articles", async () => {
  const robots = await (await request("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /simulateur-admin");
  // The address suggestions of /mon-terrain are JSON for the page's script, not a page.
  expect(robots).toContain("Disallow: /mon-terrain/suggestions");
  expect(robots).toContain("Sitemap: https://www.lutetia-geotechnique.test/sitemap.xml");
  const rss = await (await request("/actualites/rss.xml")).text();
  expect(rss).toContain('<rss version="2.0"');
  expect(rss).toContain("/actualites/importance-etudes-geotechniques</link>");
});

describe("site search", () => {
  test("finds 'argiles' in an article body, with a highlighted snippet", async () => {
    await rebuildSearchIndex(db());
    const { body, status } = await html("/search?q=argiles+fissures+maisons");
    expect(status).toBe(200);
    expect(body).toContain("/actualites/retrait-gonflement-argiles-fissures-maisons");
    expect(body).toMatch(/<mark[^>]*>argiles<\/mark>/i);
  });

  test("folds accents and case: 'GEOTECHNIQUE' finds 'géotechnique'", async () => {
    const { body } = await html("/search?q=GEOTECHNIQUE");
    expect(body).toContain("/services/etudes-geotechniques");
  });

  test.each([['"argiles'], ["argiles AND OR NOT"], ["title:argiles"], ["*"], ["NEAR(a b)"], ["a".repeat(500)], ["<script>alert(1)</script>"], ["' OR 1=1 --"]])(
    "survives hostile input %#",
    async (q) => {
      const res = await request(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain("<script>alert(1)</script>");
    },
  );
});
