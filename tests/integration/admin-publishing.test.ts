// Explicit publishing and alt text required to publish (docs/decisions/740, 741): the button
// pressed is the intent, the server derives the status from it and says what happened;
// a médiathèque image without a text alternative stops a publication and changes nothing.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { blogPosts, settings } from "~/db/schema";
import { toParisInput } from "~/lib/dates";
import { imagesMissingAlt, markdownImages } from "~/lib/media/alt.server";
import { formatScheduleDate } from "~/lib/content/publishing";
import { articleForm, createArticle, createMediaFile } from "../factories/content";
import { createPage, createService } from "../factories/site-content";
import { db, flashOf, followRedirect } from "../helpers";
import { esc, lastAudit, postForm, staffCookie } from "./admin-content-helpers";

const HOUR = 3_600_000;

async function article(id: number) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

async function row(table: "services" | "pages", id: number) {
  return env.DB.prepare(`select * from ${table} where id = ?`).bind(id).first<Record<string, unknown>>();
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const missingAlt = (name: string) => `Ajoutez un texte alternatif à l'image « ${name} » dans la médiathèque, ou marquez-la comme décorative.`;

function serviceFields(service: { id: number; version: number; title: string; slug: string; shortDescription: string; content: string }, fields: Record<string, string>) {
  return {
    id: String(service.id),
    version: String(service.version),
    title: service.title,
    slug: service.slug,
    shortDescription: service.shortDescription,
    content: service.content,
    icon: "layers",
    displayOrder: "0",
    ...fields,
  };
}

function pageFields(page: { id: number; version: number; title: string; slug: string; content: string }, fields: Record<string, string>) {
  return { id: String(page.id), version: String(page.version), title: page.title, slug: page.slug, content: page.content, ...fields };
}

describe("articles: the button pressed decides", () => {
  test("'Publier' publishes a draft now ('Article publié'); 'Mettre à jour' keeps it public ('Article mis à jour')", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const draft = await createArticle({ status: "draft", publishedAt: null, authorId: staff.id });
    const before = Date.now();
    const res = await postForm(`/admin/blog/posts/${draft.id}`, cookie, articleForm({ version: "1", slug: draft.slug, intent: "publish" }));
    expect(res.status).toBe(302);
    expect(flashOf(res)).toEqual({ message: "Article publié", tone: "success" });
    const published = await article(draft.id);
    expect(published.status).toBe("published");
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastAudit("article.publish")).toMatchObject({ target_id: String(draft.id) });

    const again = await postForm(
      `/admin/blog/posts/${draft.id}`,
      cookie,
      articleForm({ version: "2", slug: draft.slug, title: "Titre revu", intent: "publish", publishedAt: toParisInput(published.publishedAt) }),
    );
    expect(flashOf(again)?.message).toBe("Article mis à jour");
    expect(await article(draft.id)).toMatchObject({ title: "Titre revu", status: "published", version: 3 });
  });

  test("'Enregistrer le brouillon' keeps a draft ('Brouillon enregistré'); 'Repasser en brouillon' unpublishes, audited", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const created = await postForm("/admin/blog/posts/new", cookie, articleForm({ title: "Brouillon sur les marnes vertes", intent: "draft" }));
    expect(flashOf(created)?.message).toBe("Brouillon enregistré");
    const id = Number(created.headers.get("location")?.split("/").pop());
    expect(await article(id)).toMatchObject({ status: "draft", publishedAt: null, authorId: staff.id });

    const live = await createArticle({ authorId: staff.id });
    const res = await postForm(`/admin/blog/posts/${live.id}`, cookie, articleForm({ version: "1", slug: live.slug, intent: "unpublish" }));
    expect(flashOf(res)?.message).toBe("Article repassé en brouillon");
    expect(await article(live.id)).toMatchObject({ status: "draft", version: 2 });
    expect(await lastAudit("article.unpublish")).toMatchObject({ target_id: String(live.id), actor_id: staff.id });
  });

  test("'Programmer' needs a date to come: without one, or with a past one, a French error and nothing saved", async () => {
    const { cookie } = await staffCookie("editor");
    const draft = await createArticle({ status: "draft", publishedAt: null });
    for (const publishedAt of ["", toParisInput(Date.now() - 2 * HOUR)]) {
      const res = await postForm(
        `/admin/blog/posts/${draft.id}`,
        cookie,
        articleForm({ version: "1", slug: draft.slug, title: "Programmé trop tôt", intent: "schedule", publishedAt }),
      );
      expect(res.status, publishedAt).toBe(400);
      expect(await text(res)).toContain(esc("Pour programmer l'article, indiquez une date de publication à venir (heure de Paris)."));
    }
    expect(await article(draft.id)).toMatchObject({ status: "draft", version: 1, title: draft.title });
  });

  test("'Programmer' with a date to come schedules it ('Article programmé pour le …'); 'Publier' with such a date is refused", async () => {
    const { cookie } = await staffCookie("editor");
    const draft = await createArticle({ status: "draft", publishedAt: null });
    const when = toParisInput(Date.now() + 48 * HOUR);
    const early = await postForm(`/admin/blog/posts/${draft.id}`, cookie, articleForm({ version: "1", slug: draft.slug, intent: "publish", publishedAt: when }));
    expect(early.status).toBe(400);
    expect(await text(early)).toContain(esc("Cette date est à venir : choisissez « Programmer »"));
    expect(await article(draft.id)).toMatchObject({ status: "draft", version: 1 });

    const res = await postForm(`/admin/blog/posts/${draft.id}`, cookie, articleForm({ version: "1", slug: draft.slug, intent: "schedule", publishedAt: when }));
    expect(res.status).toBe(302);
    const saved = await article(draft.id);
    expect(saved.status).toBe("published");
    expect(toParisInput(saved.publishedAt)).toBe(when);
    expect(flashOf(res)?.message).toBe(`Article programmé pour le ${formatScheduleDate(saved.publishedAt!)}`);
    expect(flashOf(res)?.message).toMatch(/^Article programmé pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
  });

  test("a post without a known intent is refused in French and saves nothing", async () => {
    const { cookie } = await staffCookie("editor");
    const draft = await createArticle({ status: "draft", publishedAt: null });
    for (const intent of ["", "save", "published"]) {
      const res = await postForm(`/admin/blog/posts/${draft.id}`, cookie, articleForm({ version: "1", slug: draft.slug, title: "Sans bouton", intent }));
      expect(res.status, intent).toBe(400);
      expect(await text(res)).toContain("Choisissez « Publier » ou « Enregistrer le brouillon » pour enregistrer.");
    }
    expect(await article(draft.id)).toMatchObject({ version: 1, title: draft.title });
  });

  test("the form offers the buttons of the article's state, each posting its intent, and no status select", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const draft = await createArticle({ status: "draft", publishedAt: null, authorId: staff.id });
    const live = await createArticle({ authorId: staff.id });
    const scheduled = await createArticle({ authorId: staff.id, publishedAt: new Date(Date.now() + 72 * HOUR) });
    const form = async (id: number) => (await followRedirect(new Response(null, { status: 302, headers: { location: `/admin/blog/posts/${id}` } }), cookie)).html;
    const draftHtml = await form(draft.id);
    expect(draftHtml).toMatch(/<button type="submit" value="draft"[^>]*name="intent">Enregistrer le brouillon<\/button>/);
    expect(draftHtml).toMatch(/<button type="submit" value="publish"[^>]*name="intent">Publier<\/button>/);
    expect(draftHtml).not.toContain('name="status"');
    const liveHtml = await form(live.id);
    expect(liveHtml).toMatch(/<button type="submit" value="unpublish"[^>]*name="intent">Repasser en brouillon<\/button>/);
    expect(liveHtml).toMatch(/<button type="submit" value="publish"[^>]*name="intent">Mettre à jour<\/button>/);
    const scheduledHtml = await form(scheduled.id);
    expect(scheduledHtml).toMatch(/<button type="submit" value="schedule"[^>]*name="intent">Mettre à jour<\/button>/);
    // Enter in a field presses the form's first submit button: a harmless one.
    const firstButton = (html: string) => /<form id="article-\d+"[\s\S]*?<button type="submit"[^>]*>/.exec(html)?.[0].match(/value="(\w+)"/)?.[1];
    expect(firstButton(draftHtml)).toBe("draft");
    expect(firstButton(liveHtml)).toBe("publish");
  });
});

describe("services and pages: the same buttons, their own words", () => {
  test("a service: 'Service publié', 'Service mis à jour', 'Service repassé en brouillon'; 'Programmer' is refused", async () => {
    const { cookie } = await staffCookie("editor");
    const service = await createService({ status: "draft" });
    const publish = await postForm(`/admin/services/${service.id}`, cookie, serviceFields(service, { intent: "publish" }));
    expect(flashOf(publish)?.message).toBe("Service publié");
    expect(await row("services", service.id)).toMatchObject({ status: "published", version: 2 });
    const update = await postForm(`/admin/services/${service.id}`, cookie, serviceFields({ ...service, version: 2 }, { intent: "publish" }));
    expect(flashOf(update)?.message).toBe("Service mis à jour");
    const schedule = await postForm(`/admin/services/${service.id}`, cookie, serviceFields({ ...service, version: 3 }, { intent: "schedule" }));
    expect(schedule.status).toBe(400);
    expect(await text(schedule)).toContain("Seuls les articles peuvent être programmés.");
    const unpublish = await postForm(`/admin/services/${service.id}`, cookie, serviceFields({ ...service, version: 3 }, { intent: "unpublish" }));
    expect(flashOf(unpublish)?.message).toBe("Service repassé en brouillon");
    expect(await row("services", service.id)).toMatchObject({ status: "draft", version: 4 });
  });

  test("a page: 'Page publiée', 'Page mise à jour', 'Page repassée en brouillon', 'Brouillon enregistré'", async () => {
    const { cookie } = await staffCookie("editor");
    const page = await createPage({ status: "draft" });
    const draft = await postForm(`/admin/pages/${page.id}`, cookie, pageFields(page, { intent: "draft" }));
    expect(flashOf(draft)?.message).toBe("Brouillon enregistré");
    const publish = await postForm(`/admin/pages/${page.id}`, cookie, pageFields({ ...page, version: 2 }, { intent: "publish" }));
    expect(flashOf(publish)?.message).toBe("Page publiée");
    const update = await postForm(`/admin/pages/${page.id}`, cookie, pageFields({ ...page, version: 3 }, { intent: "publish" }));
    expect(flashOf(update)?.message).toBe("Page mise à jour");
    const unpublish = await postForm(`/admin/pages/${page.id}`, cookie, pageFields({ ...page, version: 4 }, { intent: "unpublish" }));
    expect(flashOf(unpublish)?.message).toBe("Page repassée en brouillon");
    expect(await row("pages", page.id)).toMatchObject({ status: "draft", version: 5 });
  });

  test("the service and page forms show their state's buttons and no status select", async () => {
    const { cookie } = await staffCookie("editor");
    const service = await createService({ status: "published" });
    const page = await createPage({ status: "draft" });
    const open = async (path: string) => (await followRedirect(new Response(null, { status: 302, headers: { location: path } }), cookie)).html;
    const serviceHtml = await open(`/admin/services/${service.id}`);
    expect(serviceHtml).toMatch(/value="unpublish"[^>]*>Repasser en brouillon</);
    expect(serviceHtml).toMatch(/value="publish"[^>]*>Mettre à jour</);
    expect(serviceHtml).not.toContain('name="status"');
    const pageHtml = await open(`/admin/pages/${page.id}`);
    expect(pageHtml).toMatch(/value="draft"[^>]*>Enregistrer le brouillon</);
    expect(pageHtml).toMatch(/value="publish"[^>]*>Publier</);
    expect(pageHtml).not.toContain('name="status"');
  });
});

describe("no médiathèque image published without a text alternative", () => {
  test("imagesMissingAlt: an image with alt text, a decorative one, alt text where it is used and other sites' images pass", async () => {
    const bare = await createMediaFile(null, { name: "sondage-sans-alt.png" });
    const described = await createMediaFile(null, { alt: "Foreuse sur chenilles" });
    const decorative = await createMediaFile(null, { decorative: true });
    const markdown = [
      `![](${bare.url})`,
      `![Carotte de sondage](${bare.url})`,
      `![](${described.url})`,
      `![](${decorative.url})`,
      "![](/images/articles/forage.svg)",
      "![][coupe]",
      "",
      `[coupe]: ${bare.url}`,
    ].join("\n\n");
    const references = [...markdownImages("content", markdown), { field: "featuredImage", src: bare.url, alt: "" }, { field: "ogImage", src: bare.url, alt: "Coupe" }];
    expect(await imagesMissingAlt(db(), references)).toEqual([
      { field: "content", key: bare.key, name: "sondage-sans-alt.png" },
      { field: "featuredImage", key: bare.key, name: "sondage-sans-alt.png" },
    ]);
    expect(await imagesMissingAlt(db(), markdownImages("content", `![Carotte](${bare.url})`))).toEqual([]);
  });

  test("imagesMissingAlt checks more images than D1 binds in one statement", async () => {
    const bare = await createMediaFile(null, { name: "derniere-image.png" });
    const others = Array.from({ length: 120 }, (_, index) => ({ field: "content", src: `/media/${index.toString(16).padStart(32, "0")}.png`, alt: "" }));
    expect(await imagesMissingAlt(db(), [...others, { field: "content", src: bare.url, alt: "" }])).toEqual([{ field: "content", key: bare.key, name: "derniere-image.png" }]);
  });

  test("an article's featured image without alt text: publishing is refused, the image named, nothing changed; a draft is saved", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const image = await createMediaFile(staff.id, { name: "coupe-geologique.png" });
    const draft = await createArticle({ status: "draft", publishedAt: null, authorId: staff.id });
    const fields = articleForm({ version: "1", slug: draft.slug, title: "Avec une image sans texte", featuredImage: image.url, intent: "publish" });
    const res = await postForm(`/admin/blog/posts/${draft.id}`, cookie, fields);
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain(esc(missingAlt("coupe-geologique.png")));
    expect(html).toContain(esc("Publication impossible : une image n'a pas de texte alternatif"));
    expect(await article(draft.id)).toMatchObject({ status: "draft", version: 1, title: draft.title, featuredImage: draft.featuredImage });

    const scheduled = await postForm(`/admin/blog/posts/${draft.id}`, cookie, { ...fields, intent: "schedule", publishedAt: toParisInput(Date.now() + 24 * HOUR) });
    expect(scheduled.status).toBe(400);
    const saved = await postForm(`/admin/blog/posts/${draft.id}`, cookie, { ...fields, intent: "draft" });
    expect(flashOf(saved)?.message).toBe("Brouillon enregistré");
    expect(await article(draft.id)).toMatchObject({ status: "draft", version: 2, featuredImage: image.url });

    const described = await postForm(`/admin/blog/posts/${draft.id}`, cookie, { ...fields, version: "2", featuredImageAlt: "Coupe géologique du terrain", intent: "publish" });
    expect(flashOf(described)?.message).toBe("Article publié");
  });

  test("an image of the article's content: refused without alt, accepted with its own alt text or once decorative", async () => {
    const { staff, cookie } = await staffCookie("editor");
    const image = await createMediaFile(staff.id, { name: "essai-pressiometrique.png" });
    const live = await createArticle({ authorId: staff.id });
    const content = (alt: string) => `## Essai\n\nLe forage avant l'essai.\n\n![${alt}](${image.url})\n`;
    const update = (version: number, alt: string) =>
      postForm(
        `/admin/blog/posts/${live.id}`,
        cookie,
        articleForm({ version: String(version), slug: live.slug, content: content(alt), intent: "publish", publishedAt: toParisInput(live.publishedAt) }),
      );
    const refused = await update(1, "");
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(esc(missingAlt("essai-pressiometrique.png")));
    expect(await article(live.id)).toMatchObject({ version: 1, content: live.content });

    expect(flashOf(await update(1, "Sonde pressiométrique dans le forage"))?.message).toBe("Article mis à jour");
    await env.DB.prepare("update media set decorative = 1 where r2_key = ?").bind(image.key).run();
    expect(flashOf(await update(2, ""))?.message).toBe("Article mis à jour");
    expect(await article(live.id)).toMatchObject({ version: 3, content: content("").trim() });
  });

  test("a service's image without alt text stops 'Publier' and 'Mettre à jour', not 'Enregistrer le brouillon'", async () => {
    const { cookie } = await staffCookie("editor");
    const image = await createMediaFile(null, { name: "talus-instable.png" });
    const service = await createService({ status: "published" });
    const res = await postForm(`/admin/services/${service.id}`, cookie, serviceFields(service, { featuredImage: image.url, intent: "publish" }));
    expect(res.status).toBe(400);
    expect(await text(res)).toContain(esc(missingAlt("talus-instable.png")));
    expect(await row("services", service.id)).toMatchObject({ version: 1, featured_image: null, status: "published" });
    const draft = await postForm(`/admin/services/${service.id}`, cookie, serviceFields(service, { featuredImage: image.url, intent: "unpublish" }));
    expect(flashOf(draft)?.message).toBe("Service repassé en brouillon");
    await env.DB.prepare("update media set alt = ? where r2_key = ?").bind("Talus en déblai instable", image.key).run();
    const published = await postForm(`/admin/services/${service.id}`, cookie, serviceFields({ ...service, version: 2 }, { featuredImage: image.url, intent: "publish" }));
    expect(flashOf(published)?.message).toBe("Service publié");
  });

  test("a page's content image without alt text stops its publication and changes nothing", async () => {
    const { cookie } = await staffCookie("editor");
    const image = await createMediaFile(null, { name: "bureau-equipe.png" });
    const page = await createPage({ status: "draft" });
    const res = await postForm(`/admin/pages/${page.id}`, cookie, pageFields(page, { content: `${page.content}\n\n![](${image.url})`, intent: "publish" }));
    expect(res.status).toBe(400);
    expect(await text(res)).toContain(esc(missingAlt("bureau-equipe.png")));
    expect(await row("pages", page.id)).toMatchObject({ version: 1, status: "draft", content: page.content });
    const withAlt = await postForm(`/admin/pages/${page.id}`, cookie, pageFields(page, { content: `${page.content}\n\n![L'équipe au bureau](${image.url})`, intent: "publish" }));
    expect(flashOf(withAlt)?.message).toBe("Page publiée");
  });
});

test("the content forms list the company's facts with their current values, to insert as codes", async () => {
  const { cookie } = await staffCookie("editor");
  await db()
    .insert(settings)
    .values({ section: "contact", key: "phone", value: "01 23 45 67 89" })
    .onConflictDoUpdate({ target: [settings.section, settings.key], set: { value: "01 23 45 67 89" } });
  const page = await createPage({ status: "draft" });
  const { html } = await followRedirect(new Response(null, { status: 302, headers: { location: `/admin/pages/${page.id}` } }), cookie);
  expect(html).toContain("Coordonnées de la société");
  expect(html).toMatch(/Téléphone \(01 23 45 67 89\)<\/dt><dd[^>]*>\{\{contact\.phone\}\}<\/dd>/);
  // Internal settings (the webhook) are never offered.
  expect(html).not.toContain("{{integrations.webhook_url}}");
});
