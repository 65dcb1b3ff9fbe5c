// Articles in the back-office: rights checked on the server, validation, slugs, optimistic
// concurrency, revisions, redirects, scheduling and what the public site shows after each change.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { blogPosts, contentRevisions, redirects } from "~/db/schema";
import { articlePageQueries, latestArticlesQuery, newsListQueries } from "~/lib/content/articles.server";
import { searchQueries, queryTerms, phraseTerms } from "~/lib/search/search.server";
import { sitemapQueries } from "~/lib/seo/sitemap.server";
import { imageUrlField } from "~/lib/admin/schema";
import { SITE_ILLUSTRATIONS } from "~/lib/media/url";
import { articles as seedArticles } from "../../seed/data/articles";
import { articleForm, createArticle, createCategory, createMediaFile } from "../factories/content";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";

async function staff(role: "author" | "editor" | "super_admin" | "contributor", names: { firstName?: string; lastName?: string } = {}) {
  const user = await createStaff(role, names);
  return { user, cookie: await sessionCookieHeader(user) };
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return request(path, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
}

async function article(id: number) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

async function audits(action: string, targetId: number | string) {
  const { results } = await env.DB.prepare("select actor_id, action, details from audit_log where action = ? and target_id = ?").bind(action, String(targetId)).all();
  return results;
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

describe("creating and editing", () => {
  test("an author creates a draft: slug derived from the title, author set, audit row, message", async () => {
    const { user, cookie } = await staff("author");
    const res = await post("/admin/blog/posts/new", cookie, articleForm({ title: "Études G5 : diagnostic après sinistre", tags: "sinistre, G5 , sinistre" }));
    expect(res.status).toBe(302);
    expect(flashOf(res)).toEqual({ message: "Brouillon enregistré", tone: "success" });
    const id = Number(res.headers.get("location")?.split("/").pop());
    const row = await article(id);
    expect(row).toMatchObject({ slug: "etudes-g5-diagnostic-apres-sinistre", status: "draft", authorId: user.id, tags: ["sinistre", "G5"], publishedAt: null });
    expect(row.contentHtml).toContain('<h2 id="pourquoi-une-etude-g2-avp">');
    expect(row.contentToc.map((entry) => entry.level)).toEqual([2, 3]);
    expect(await audits("article.create", id)).toHaveLength(1);
    const { html } = await followRedirect(res, cookie);
    expect(html).toContain("Brouillon enregistré");
  });

  test("title, slug, excerpt and content are required with the specification's message", async () => {
    const { cookie } = await staff("author");
    const res = await post("/admin/blog/posts/new", cookie, articleForm({ title: "", excerpt: " ", content: "" }));
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Veuillez remplir tous les champs obligatoires.");
    expect(html.match(/Veuillez remplir tous les champs obligatoires\./g)?.length).toBeGreaterThanOrEqual(4);
  });

  test("a slug already used by another article is refused with a clear message", async () => {
    const { cookie } = await staff("author");
    const existing = await createArticle();
    const res = await post("/admin/blog/posts/new", cookie, articleForm({ slug: existing.slug }));
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("Ce slug est déjà utilisé par un autre article.");
  });

  test("an author cannot open, save or delete another author's article", async () => {
    const owner = await staff("author");
    const other = await staff("author");
    const row = await createArticle({ authorId: owner.user.id, status: "draft", publishedAt: null });
    const open = await request(`/admin/blog/posts/${row.id}`, { headers: { cookie: other.cookie } });
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toBe("/admin/access-denied");
    const save = await post(`/admin/blog/posts/${row.id}`, other.cookie, articleForm({ version: "1", title: "Titre détourné" }));
    expect(save.status).toBe(403);
    const remove = await post("/admin/blog/posts", other.cookie, { intent: "delete", id: String(row.id) });
    expect(remove.status).toBe(403);
    expect(await article(row.id)).toMatchObject({ title: row.title, version: 1 });
    const list = await text(await request("/admin/blog/posts", { headers: { cookie: other.cookie } }));
    expect(list).not.toContain(">Supprimer<");

    const mine = await post(`/admin/blog/posts/${row.id}`, owner.cookie, articleForm({ version: "1", title: "Titre corrigé par son auteur", status: "published" }));
    expect(mine.status).toBe(302);
    expect(await article(row.id)).toMatchObject({ title: "Titre corrigé par son auteur", status: "published", version: 2 });
    expect(await audits("article.publish", row.id)).toHaveLength(1);
  });

  test("an author keeps authorship; an editor may reassign it and delete", async () => {
    const author = await staff("author");
    const editor = await staff("editor");
    const res = await post("/admin/blog/posts/new", author.cookie, articleForm({ authorId: String(editor.user.id) }));
    const id = Number(res.headers.get("location")?.split("/").pop());
    expect((await article(id)).authorId).toBe(author.user.id);

    const reassigned = await post(`/admin/blog/posts/${id}`, editor.cookie, articleForm({ version: "1", authorId: String(editor.user.id) }));
    expect(reassigned.status).toBe(302);
    expect((await article(id)).authorId).toBe(editor.user.id);

    const removed = await post(`/admin/blog/posts?q=&dialog=delete&id=${id}`, editor.cookie, { intent: "delete", id: String(id) });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/blog/posts?q=");
    expect(flashOf(removed)).toEqual({ message: "Article supprimé", tone: "success" });
    expect(await article(id)).toBeUndefined();
    expect(await audits("article.delete", id)).toHaveLength(1);
  });

  test("a save over a newer version answers 409, names who saved, keeps what was typed", async () => {
    const first = await staff("editor", { firstName: "Inès", lastName: "Garnier" });
    const second = await staff("editor");
    const row = await createArticle();
    expect((await post(`/admin/blog/posts/${row.id}`, first.cookie, articleForm({ version: "1", title: "Version d'Inès", slug: row.slug }))).status).toBe(302);
    const stale = await post(`/admin/blog/posts/${row.id}`, second.cookie, articleForm({ version: "1", title: "Version écrasante", slug: row.slug }));
    expect(stale.status).toBe(409);
    const html = await text(stale);
    expect(html).toContain("Ce contenu a été modifié par Inès Garnier le");
    expect(html).toContain("Recharger la dernière version");
    expect(html).toContain('value="Version écrasante"');
    expect((await article(row.id)).title).toBe("Version d'Inès");
  });
});

describe("revisions and redirects", () => {
  test("each save keeps the previous version; restoring one is itself a new revision", async () => {
    const { cookie } = await staff("editor", { firstName: "Paul", lastName: "Morel" });
    const row = await createArticle({ title: "Première version" });
    await post(`/admin/blog/posts/${row.id}`, cookie, articleForm({ version: "1", slug: row.slug, title: "Deuxième version" }));
    await post(`/admin/blog/posts/${row.id}`, cookie, articleForm({ version: "2", slug: row.slug, title: "Troisième version" }));
    const revisions = await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, row.id));
    expect(revisions.map((r) => [r.entityType, r.version, (r.snapshot as { title: string }).title])).toEqual([
      ["article", 1, "Première version"],
      ["article", 2, "Deuxième version"],
    ]);
    const form = await text(await request(`/admin/blog/posts/${row.id}`, { headers: { cookie } }));
    expect(form).toContain("Versions précédentes");
    expect(form).toContain("Version 2");
    expect(form).toContain("par Paul Morel");

    const first = revisions.find((r) => r.version === 1)!;
    const restored = await post(`/admin/blog/posts/${row.id}`, cookie, { intent: "restore", revisionId: String(first.id), version: "3" });
    expect(restored.status).toBe(302);
    expect(flashOf(restored)?.message).toBe("Version restaurée avec succès.");
    expect(await article(row.id)).toMatchObject({ title: "Première version", version: 4 });
    const after = await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, row.id));
    expect(after.map((r) => (r.snapshot as { title: string }).title)).toContain("Troisième version");
    expect(await audits("article.restore", row.id)).toHaveLength(1);

    const stale = await post(`/admin/blog/posts/${row.id}`, cookie, { intent: "restore", revisionId: String(first.id), version: "3" });
    expect(stale.status).toBe(409);
  });

  test("renaming a published article redirects the old address with a 301, without chains or loops", async () => {
    const { cookie } = await staff("editor");
    const row = await createArticle({ slug: "essai-pressiometrique-a" });
    const rename = (version: number, slug: string) => post(`/admin/blog/posts/${row.id}`, cookie, articleForm({ version: String(version), slug, status: "published" }));
    expect((await rename(1, "essai-pressiometrique-b")).status).toBe(302);
    const old = await request("/actualites/essai-pressiometrique-a");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/actualites/essai-pressiometrique-b");

    await rename(2, "essai-pressiometrique-c");
    await rename(3, "essai-pressiometrique-a");
    const rows = await db().select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
    const mine = rows.filter((r) => r.from.startsWith("/actualites/essai-pressiometrique-")).sort((a, b) => a.from.localeCompare(b.from));
    expect(mine).toEqual([
      { from: "/actualites/essai-pressiometrique-b", to: "/actualites/essai-pressiometrique-a" },
      { from: "/actualites/essai-pressiometrique-c", to: "/actualites/essai-pressiometrique-a" },
    ]);
    expect((await request("/actualites/essai-pressiometrique-a")).status).toBe(200);
  });

  test("renaming a draft adds no redirect", async () => {
    const { cookie } = await staff("editor");
    const row = await createArticle({ status: "draft", publishedAt: null });
    await post(`/admin/blog/posts/${row.id}`, cookie, articleForm({ version: "1", slug: `${row.slug}-renomme` }));
    const found = await db()
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, `/actualites/${row.slug}`));
    expect(found).toEqual([]);
  });
});

describe("scheduling and the public site", () => {
  test("a scheduled article is absent from every public query before its date and present after (injected clock)", async () => {
    const date = new Date("2031-03-03T08:00:00Z");
    const row = await createArticle({ slug: "argiles-programme-2031", title: "Campagne argiles 2031", publishedAt: date });
    const before = new Date(date.getTime() - 60_000);
    const after = new Date(date.getTime() + 60_000);
    const visible = async (now: Date) => {
      const [news] = await db().batch([...newsListQueries(db(), { search: "", category: "", page: 1 }, now)]);
      const [page] = await db().batch([...articlePageQueries(db(), row.slug, now)]);
      const rss = await latestArticlesQuery(db(), 100, now);
      const teasers = await latestArticlesQuery(db(), 3, now);
      const [, posts] = await db().batch([...sitemapQueries(db(), now)]);
      const q = "Campagne argiles 2031";
      const [, titleHits, bodyHits] = await db().batch([...searchQueries(db(), { terms: queryTerms(q), phrase: phraseTerms(q) }, null, now)]);
      const hits = [...titleHits, ...bodyHits];
      return [
        news.some((a) => a.slug === row.slug),
        page.length === 1,
        rss.some((a) => a.slug === row.slug),
        teasers[0]?.slug === row.slug,
        posts.some((p) => p.slug === row.slug),
        hits.some((h) => h.url === `/actualites/${row.slug}`),
      ];
    };
    expect(await visible(before)).toEqual([false, false, false, false, false, false]);
    expect(await visible(after)).toEqual([true, true, true, true, true, true]);
  });

  test("a scheduled article shows on the first request after its date, with no job in between", async () => {
    const row = await createArticle({ title: "Publication programmée G1", publishedAt: new Date(Date.now() + 1500) });
    const shows = async () => ({
      list: (await text(await request("/actualites"))).includes(`/actualites/${row.slug}`),
      page: (await request(`/actualites/${row.slug}`)).status,
      rss: (await text(await request("/actualites/rss.xml"))).includes(row.slug),
      sitemap: (await text(await request("/sitemap.xml"))).includes(row.slug),
      search: (await text(await request("/search?q=Publication+programm%C3%A9e"))).includes(`/actualites/${row.slug}`),
    });
    expect(await shows()).toEqual({ list: false, page: 404, rss: false, sitemap: false, search: false });
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(await shows()).toEqual({ list: true, page: 200, rss: true, sitemap: true, search: true });
  });

  test("publishing, unpublishing and deleting update search, RSS and sitemap on the next request", async () => {
    const { cookie } = await staff("editor");
    const created = await post("/admin/blog/posts/new", cookie, articleForm({ title: "Hydrogéologie du plateau de Saclay", status: "draft" }));
    const id = Number(created.headers.get("location")?.split("/").pop());
    const slug = "hydrogeologie-du-plateau-de-saclay";
    const everywhere = async () => [
      (await text(await request("/search?q=Saclay"))).includes(`/actualites/${slug}`),
      (await text(await request("/actualites/rss.xml"))).includes(slug),
      (await text(await request("/sitemap.xml"))).includes(slug),
    ];
    expect(await everywhere()).toEqual([false, false, false]);
    await post(`/admin/blog/posts/${id}`, cookie, articleForm({ version: "1", slug, title: "Hydrogéologie du plateau de Saclay", status: "published" }));
    expect(await everywhere()).toEqual([true, true, true]);
    await post(`/admin/blog/posts/${id}`, cookie, articleForm({ version: "2", slug, title: "Hydrogéologie du plateau de Saclay", status: "draft" }));
    expect(await everywhere()).toEqual([false, false, false]);
    expect(await audits("article.unpublish", id)).toHaveLength(1);
    await post(`/admin/blog/posts/${id}`, cookie, articleForm({ version: "3", slug, title: "Hydrogéologie du plateau de Saclay", status: "published" }));
    expect(await everywhere()).toEqual([true, true, true]);
    await post("/admin/blog/posts", cookie, { intent: "delete", id: String(id) });
    expect(await everywhere()).toEqual([false, false, false]);
  });

  test("the preview renders a draft as the public page would, noindex, to staff only", async () => {
    const { user, cookie } = await staff("author");
    const row = await createArticle({ authorId: user.id, status: "draft", publishedAt: null, title: "Brouillon sur les tassements différentiels" });
    expect((await request(`/actualites/${row.slug}`)).status).toBe(404);
    const anonymous = await request(`/admin/blog/posts/${row.id}/apercu`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/admin/login");
    const preview = await request(`/admin/blog/posts/${row.id}/apercu`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await text(preview);
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain("Brouillon sur les tassements différentiels");
    expect(html).toContain("Dans cet article");
    expect(html).toContain("À propos de l&#x27;auteur");
  });

  test("the preview applies the form's rule: another author is refused, an editor may read it", async () => {
    const owner = await staff("author");
    const other = await staff("author");
    const editor = await staff("editor");
    const row = await createArticle({ authorId: owner.user.id, status: "draft", publishedAt: null, title: "Brouillon confidentiel sur la craie" });
    const preview = (cookie: string) => request(`/admin/blog/posts/${row.id}/apercu`, { headers: { cookie } });
    const refused = await preview(other.cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin/access-denied");
    expect(await refused.text()).not.toContain("Brouillon confidentiel sur la craie");
    const list = await text(await request(`/admin/blog/posts?q=${encodeURIComponent("Brouillon confidentiel")}`, { headers: { cookie: other.cookie } }));
    expect(list).toContain("Brouillon confidentiel sur la craie");
    expect(list).not.toContain(`/admin/blog/posts/${row.id}/apercu`);
    expect(await text(await preview(owner.cookie))).toContain("Brouillon confidentiel sur la craie");
    expect(await text(await preview(editor.cookie))).toContain("Brouillon confidentiel sur la craie");
  });

  test("placeholders naming the prototype stay as typed on the public page and the preview", async () => {
    const { user, cookie } = await staff("author");
    const typed = ["{{contact.constructor}}", "{{contact.__proto__}}", "{{__proto__.constructor}}", "{{constructor.name}}", "{{__proto__}}", "{{toString}}"];
    // The editor stores underscores escaped (Milkdown), so they are not read as emphasis.
    const markdown = (value: string) => value.replaceAll("_", "\\_");
    const content = [
      "## Nous écrire {{contact.constructor}}",
      ...typed.map((p) => `Essai ${markdown(p)} fin.`),
      "### Adresse {{contact.\\_\\_proto\\_\\_}}",
      "Écrivez-nous à {{contact.email}}.",
    ].join("\n\n");
    const row = await createArticle({ authorId: user.id, title: "Placeholders et prototype", content });
    for (const res of [await request(`/actualites/${row.slug}`), await request(`/admin/blog/posts/${row.id}/apercu`, { headers: { cookie } })]) {
      expect(res.status).toBe(200);
      const html = await text(res);
      for (const placeholder of typed) expect(html).toContain(`Essai ${placeholder} fin.`);
      expect(html).toContain("Nous écrire {{contact.constructor}}");
      expect(html).toContain("Adresse {{contact.__proto__}}");
      expect(html).not.toContain("{{contact.email}}");
      expect(html).not.toContain("[object Object]");
      expect(html).not.toContain("function Object");
    }
  });
});

describe("list and categories", () => {
  test("the list filters by status, category and tag, and sorts by title", async () => {
    const { cookie } = await staff("author");
    const category = await createCategory({ name: "Géophysique appliquée" });
    await createArticle({ title: "Zèbre – tomographie électrique", categoryId: category.id, tags: ["géophysique"] });
    await createArticle({ title: "Alpha – sismique réfraction", categoryId: category.id, tags: ["géophysique"], status: "draft", publishedAt: null });
    await createArticle({ title: "Bêta – programmé", categoryId: category.id, publishedAt: new Date(Date.now() + 86_400_000) });
    const list = async (query: string) => text(await request(`/admin/blog/posts?${query}`, { headers: { cookie } }));
    const byCategory = await list(`category=${category.id}&sort=title&dir=asc`);
    expect(byCategory.indexOf("Alpha – sismique")).toBeLessThan(byCategory.indexOf("Zèbre – tomographie"));
    expect(byCategory).toContain("Programmé");
    expect(await list(`category=${category.id}&status=draft`)).not.toContain("Zèbre – tomographie");
    expect(await list(`category=${category.id}&status=scheduled`)).toContain("Bêta – programmé");
    const tagged = await list(`category=${category.id}&tag=g%C3%A9ophysique`);
    expect(tagged).toContain("Zèbre – tomographie");
    expect(tagged).not.toContain("Bêta – programmé");
    expect(await list("q=tomographie")).toContain("Page 1 sur 1 (1 résultat)");
    // A period bound that is no day (typed into the address) filters nothing, and fails nothing.
    const res = await request(`/admin/blog/posts?category=${category.id}&from=2026-13-45&to=2026-02-30`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await text(res)).toContain("Zèbre – tomographie");
  });

  test("deleting a category keeps its articles, which show as 'Actualité'", async () => {
    const { cookie } = await staff("editor");
    const category = await createCategory({ name: "Instrumentation" });
    const row = await createArticle({ categoryId: category.id });
    const dialog = await text(await request(`/admin/blog/categories?dialog=delete&id=${category.id}`, { headers: { cookie } }));
    expect(dialog).toContain("L&#x27;article de cette catégorie est conservé");
    const res = await post(`/admin/blog/categories?dialog=delete&id=${category.id}`, cookie, { intent: "delete", id: String(category.id) });
    expect(res.status).toBe(302);
    expect(flashOf(res)?.message).toBe("Catégorie supprimée avec succès");
    expect((await article(row.id)).categoryId).toBeNull();
    expect(await text(await request(`/actualites/${row.slug}`))).toContain(">Actualité</span>");
  });

  test("category names and slugs need 3 characters; an empty slug is derived; slugs are unique", async () => {
    const { cookie } = await staff("editor");
    const short = await post("/admin/blog/categories?dialog=new", cookie, { intent: "create", name: "Ab", slug: "ab" });
    expect(short.status).toBe(400);
    const html = await text(short);
    expect(html).toContain("Le nom doit contenir au moins 3 caractères");
    expect(html).toContain("Le slug doit contenir au moins 3 caractères");
    const created = await post("/admin/blog/categories?dialog=new", cookie, { intent: "create", name: "Études de pollution", slug: "", description: "" });
    expect(created.status).toBe(302);
    expect(flashOf(created)?.message).toBe("Catégorie créée avec succès");
    const again = await post("/admin/blog/categories?dialog=new", cookie, { intent: "create", name: "Études de pollution", slug: "etudes-de-pollution" });
    expect(again.status).toBe(400);
    expect(await text(again)).toContain("Une erreur est survenue: Ce slug est déjà utilisé par une autre catégorie.");
  });

  test("authors cannot manage categories", async () => {
    const { cookie } = await staff("author");
    const res = await post("/admin/blog/categories", cookie, { intent: "create", name: "Catégorie d'auteur", slug: "categorie-d-auteur" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/access-denied");
  });
});

test("an action posted by JavaScript (a .data request) redirects to the screen, not to its data URL", async () => {
  const { cookie } = await staff("editor");
  const res = await post("/admin/blog/categories.data?dialog=new&q=sol", cookie, { intent: "create", name: "Mécanique des roches", slug: "" });
  expect(res.status).toBe(202);
  const body = await res.text();
  expect(body).toContain("/admin/blog/categories?q=sol");
  expect(body).not.toContain("categories.data");
});

test("the dashboard's latest articles show a scheduled article as 'Programmé'", async () => {
  const { cookie } = await staff("editor");
  await createArticle({ title: "Campagne de sondages programmée", publishedAt: new Date(Date.now() + 7 * 86_400_000) });
  const html = (await (await request("/admin", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  const item = html.slice(html.indexOf("Campagne de sondages programmée"), html.indexOf("Campagne de sondages programmée") + 600);
  expect(item).toContain("Programmé");
  expect(item).not.toContain(">Publié<");
});

describe("featured images", () => {
  test("a featured image must be an image of the médiathèque: other paths, unknown keys and other sites are refused", async () => {
    const { cookie } = await staff("author");
    const file = await createMediaFile(null);
    for (const featuredImage of [
      "/media/../admin/logout",
      "/media/%2e%2e/admin/logout",
      `/media/${file.key}/../../admin/logout`,
      "/media/\\evil.example",
      `/media/${"0".repeat(32)}-1200x630.png`,
      "/images/articles/inconnue.svg",
      "https://evil.example/image.png",
      "//evil.example/image.png",
    ]) {
      const title = `Image refusée ${Math.random().toString(36).slice(2, 8)}`;
      const res = await post("/admin/blog/posts/new", cookie, articleForm({ title, featuredImage }));
      expect(res.status, featuredImage).toBe(400);
      expect(await text(res)).toContain("Choisissez une image de la médiathèque.");
      expect(await db().select().from(blogPosts).where(eq(blogPosts.title, title))).toEqual([]);
    }
  });

  test("an image of the médiathèque or an illustration of the site is saved and rendered in <img> and og:image", async () => {
    const { cookie } = await staff("author");
    const file = await createMediaFile(null, { alt: "Coupe géologique du terrain" });
    for (const featuredImage of [file.url, "/images/articles/forage.svg"]) {
      const res = await post("/admin/blog/posts/new", cookie, articleForm({ title: `Image acceptée ${featuredImage.slice(-12)}`, featuredImage, status: "published" }));
      expect(res.status, featuredImage).toBe(302);
      const row = await article(Number(res.headers.get("location")?.split("/").pop()));
      expect(row.featuredImage).toBe(featuredImage);
      const html = await text(await request(`/actualites/${row.slug}`));
      expect(html).toContain(`src="${featuredImage}"`);
      expect(html).toContain(`<meta property="og:image" content="https://www.lutetia-geotechnique.test${featuredImage}"/>`);
    }
  });

  test("a stored reference that is not an image of the médiathèque is not rendered, on the page, the list or og:image", async () => {
    const row = await createArticle({ title: "Image d'avant la règle", featuredImage: "/media/../admin/logout" });
    for (const path of [`/actualites/${row.slug}`, "/actualites"]) {
      const html = await text(await request(path));
      expect(html, path).toContain("Image d&#x27;avant la règle");
      expect(html, path).not.toContain("/media/../admin/logout");
      expect(html, path).not.toContain("/admin/logout");
    }
  });

  test("restoring a version saved with an image outside the médiathèque restores it without that image", async () => {
    const { cookie } = await staff("editor");
    const row = await createArticle({ title: "Version à l'image douteuse", featuredImage: "/media/../admin/logout" });
    const saved = await post(`/admin/blog/posts/${row.id}`, cookie, articleForm({ version: "1", slug: row.slug, title: "Version corrigée", featuredImage: "" }));
    expect(saved.status).toBe(302);
    const [revision] = await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, row.id));
    expect((revision.snapshot as { featuredImage: string }).featuredImage).toBe("/media/../admin/logout");
    const restored = await post(`/admin/blog/posts/${row.id}`, cookie, { intent: "restore", revisionId: String(revision.id), version: "2" });
    expect(restored.status).toBe(302);
    expect(await article(row.id)).toMatchObject({ title: "Version à l'image douteuse", featuredImage: null, version: 3 });
  });

  test("the seeded articles' illustrations pass the form's rule and exist in public/images/articles", () => {
    const shipped = Object.keys(import.meta.glob("/public/images/articles/*.svg")).map((file) => file.replace(/^\/public/, ""));
    expect([...SITE_ILLUSTRATIONS].sort()).toEqual(shipped.sort());
    for (const seeded of seedArticles) expect(imageUrlField.safeParse(seeded.featuredImage).success, seeded.featuredImage).toBe(true);
  });
});
