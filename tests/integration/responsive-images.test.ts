// Public images of the médiathèque served as variants: <picture> with AVIF and WebP sources,
// a JPEG/PNG <img>, srcset widths, sizes of the place, the stored size, the share crop in
// the Open Graph tags; rows without variants render as before (docs/decisions/510).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { blogPosts, media, services } from "~/db/schema";
import { renderedContent, rerenderContentUsingMedia } from "~/lib/content/rendered-body.server";
import { IMAGE_SIZES } from "~/lib/media/picture";
import { variantsForReferences } from "~/lib/media/variants.server";
import { seedDatabase } from "../../seed";
import { articleForm, createArticle, createMediaFile } from "../factories/content";
import { createPhotoWithVariants } from "../factories/media-variants";
import { createService } from "../factories/site-content";
import { db, request } from "../helpers";
import { esc, postForm, publicPage, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** The `<picture>…</picture>` (or lone `<img>`) of the page's content that shows `url` (React may also preload it in <head>). */
function pictureOf(html: string, url: string): string {
  const at = html.indexOf(url, Math.max(0, html.indexOf("<main")));
  expect(at, `${url} dans la page`).toBeGreaterThan(-1);
  const open = html.lastIndexOf("<picture", at);
  const img = html.lastIndexOf("<img", at);
  if (open > -1 && open > html.lastIndexOf("</picture>", at)) return html.slice(open, html.indexOf("</picture>", at) + "</picture>".length);
  return html.slice(img, html.indexOf(">", at) + 1);
}

const srcsetOf = (variants: Array<{ key: string; width: number }>) => variants.map((v) => `/media/${v.key} ${v.width}w`).join(", ");
// React writes some names in camel case (srcSet, fetchPriority): HTML attribute names ignore case.
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

describe("article pages", () => {
  test("an article's cover with variants is a <picture>: AVIF then WebP sources, JPEG srcset, sizes, stored size, fetched first", async () => {
    const photo = await createPhotoWithVariants({ width: 4000, height: 3000 });
    const article = await createArticle({ featuredImage: photo.url, featuredImageAlt: "Foreuse sur un chantier à Montreuil" });
    const { status, body } = await publicPage(`/actualites/${article.slug}`);
    expect(status).toBe(200);
    const picture = pictureOf(body, `/media/${photo.of("avif", 480)!.key}`);
    const avif = photo.variants.filter((v) => v.format === "avif");
    const webp = photo.variants.filter((v) => v.format === "webp");
    const jpeg = photo.variants.filter((v) => v.format === "jpeg" && v.purpose === "responsive");
    expect(avif.map((v) => v.width)).toEqual([480, 960, 1600, 2400]);
    expect(picture).toContain(`<source type="image/avif" srcSet="${srcsetOf(avif)}" sizes="${IMAGE_SIZES.articleCover}"/>`);
    expect(picture).toContain(`<source type="image/webp" srcSet="${srcsetOf(webp)}" sizes="${IMAGE_SIZES.articleCover}"/>`);
    expect(picture.indexOf("image/avif")).toBeLessThan(picture.indexOf("image/webp"));
    const img = /<img [^>]*>/.exec(picture)![0];
    expect(attr(img, "srcset")).toBe(srcsetOf(jpeg));
    expect(attr(img, "src")).toBe(`/media/${photo.of("jpeg", 960)!.key}`);
    expect(attr(img, "sizes")).toBe(IMAGE_SIZES.articleCover);
    expect(attr(img, "width")).toBe("4000");
    expect(attr(img, "height")).toBe("3000");
    expect(attr(img, "alt")).toBe(esc("Foreuse sur un chantier à Montreuil"));
    expect(attr(img, "fetchpriority")).toBe("high");
    expect(attr(img, "loading")).not.toBe("lazy");
    // The share crop is not a width of the srcset, and the original is never offered.
    expect(picture).not.toContain(photo.og!.key);
    expect(picture).not.toContain(`/media/${photo.key}`);
    // No <link rel="preload"> of the JPEG: the browser would fetch it besides the AVIF it picks.
    expect(body.slice(0, body.indexOf("<body"))).not.toContain(photo.of("jpeg", 960)!.key);
    expect(body.match(/fetchpriority="high"/gi)).toHaveLength(1);
  });

  test("the related articles' cards below the cover are lazy <picture>s with the cards' sizes, never fetched first", async () => {
    const photo = await createPhotoWithVariants({ width: 1200, height: 800, fallback: "png", og: false });
    const related = await createArticle({ featuredImage: photo.url, tags: ["argiles gonflantes"] });
    const article = await createArticle({ tags: ["argiles gonflantes"] });
    const { body } = await publicPage(`/actualites/${article.slug}`);
    const picture = pictureOf(body, `/media/${photo.of("avif", 480)!.key}`);
    expect(body).toContain(`/actualites/${related.slug}`);
    const img = /<img [^>]*>/.exec(picture)![0];
    // A 1200 px image: 480 and 960, plus its own width; PNG is its fallback family.
    expect(attr(img, "srcset")).toBe(srcsetOf(photo.variants.filter((v) => v.format === "png")));
    expect(attr(img, "width")).toBe("1200");
    expect(attr(img, "height")).toBe("800");
    expect(attr(img, "loading")).toBe("lazy");
    expect(attr(img, "fetchpriority")).toBeUndefined();
    expect(attr(img, "sizes")).toBe(IMAGE_SIZES.teaserCard);
    expect(body.match(/fetchpriority="high"/gi) ?? []).toHaveLength(0);
  });

  test("the Open Graph and Twitter images are the 1200 × 630 share crop, with og:image:width and og:image:height", async () => {
    const photo = await createPhotoWithVariants();
    const article = await createArticle({ featuredImage: photo.url, featuredImageAlt: "Carottes de sondage" });
    const { body } = await publicPage(`/actualites/${article.slug}`);
    const og = `${env.SITE_ORIGIN}/media/${photo.og!.key}`;
    expect(body).toContain(`<meta property="og:image" content="${og}"/>`);
    expect(body).toContain(`<meta name="twitter:image" content="${og}"/>`);
    expect(body).toContain('<meta property="og:image:width" content="1200"/>');
    expect(body).toContain('<meta property="og:image:height" content="630"/>');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  test("a cover without variants (an older upload) stays a plain <img> with its size and its own address in the share tags", async () => {
    const file = await createMediaFile(null, { width: 1600, height: 900 });
    const article = await createArticle({ featuredImage: file.url, featuredImageAlt: "Coupe géologique" });
    const { body } = await publicPage(`/actualites/${article.slug}`);
    const tag = pictureOf(body, file.url);
    expect(tag.startsWith("<img ")).toBe(true);
    expect(attr(tag, "src")).toBe(file.url);
    expect(attr(tag, "srcset")).toBeUndefined();
    expect(attr(tag, "width")).toBe("1600");
    expect(attr(tag, "height")).toBe("900");
    expect(attr(tag, "fetchpriority")).toBe("high");
    expect(body).toContain(`<meta property="og:image" content="${env.SITE_ORIGIN}${file.url}"/>`);
    expect(body).not.toContain("og:image:width");
  });

  test("a site illustration (SVG under /images/articles/) keeps its plain <img> and the cover's 1200 × 630 box", async () => {
    const article = await createArticle({ featuredImage: "/images/articles/forage.svg", featuredImageAlt: "Forage" });
    const { body } = await publicPage(`/actualites/${article.slug}`);
    const tag = pictureOf(body, "/images/articles/forage.svg");
    expect(tag.startsWith("<img ")).toBe(true);
    expect(attr(tag, "width")).toBe("1200");
    expect(attr(tag, "height")).toBe("630");
  });

  test("a decorative médiathèque image is rendered with an empty alt, whatever the article says", async () => {
    const photo = await createPhotoWithVariants({ width: 1600, height: 1200, decorative: true });
    const article = await createArticle({ featuredImage: photo.url, featuredImageAlt: "Texte qui ne doit pas être lu" });
    const { body } = await publicPage(`/actualites/${article.slug}`);
    const img = /<img [^>]*>/.exec(pictureOf(body, `/media/${photo.of("avif", 480)!.key}`))![0];
    expect(attr(img, "alt")).toBe("");
  });
  test("a cover whose article gives no alt text takes the médiathèque's (the text that allowed publishing it)", async () => {
    const photo = await createPhotoWithVariants({ width: 1600, height: 1200, alt: "Foreuse sur chenilles devant un pavillon" });
    const article = await createArticle({ featuredImage: photo.url, featuredImageAlt: "" });
    const { body } = await publicPage(`/actualites/${article.slug}`);
    const img = /<img [^>]*>/.exec(pictureOf(body, `/media/${photo.of("avif", 480)!.key}`))![0];
    expect(attr(img, "alt")).toBe("Foreuse sur chenilles devant un pavillon");
    const own = await createArticle({ featuredImage: photo.url, featuredImageAlt: "Atelier de forage" });
    const ownBody = (await publicPage(`/actualites/${own.slug}`)).body;
    expect(attr(/<img [^>]*>/.exec(pictureOf(ownBody, `/media/${photo.of("avif", 480)!.key}`))![0], "alt")).toBe("Atelier de forage");
  });

  test("a Markdown image without alt text takes the médiathèque's when the body is rendered", async () => {
    const photo = await createPhotoWithVariants({ width: 1200, height: 900, og: false, alt: "Carotte en argile verte" });
    const { contentHtml } = await renderedContent(db(), blogPosts, `Relevé.\n\n![](${photo.url})`);
    expect(attr(/<img [^>]*>/.exec(pictureOf(contentHtml, `/media/${photo.of("avif", 480)!.key}`))![0], "alt")).toBe("Carotte en argile verte");
  });
});

describe("Markdown images, rendered when the content is saved", () => {
  test("an article saved with a médiathèque image stores a lazy <picture> with the article body's sizes", async () => {
    const { cookie } = await staffCookie("author");
    const photo = await createPhotoWithVariants({ width: 2000, height: 1500 });
    const decorative = await createPhotoWithVariants({ width: 960, height: 540, decorative: true, og: false });
    const old = await createMediaFile(null, { width: 800, height: 600 });
    const content = `Le forage au droit du pavillon.\n\n![Carottier rempli d'argile verte](${photo.url})\n\n![Filet décoratif](${decorative.url})\n\n![Coupe](${old.url})`;
    const res = await postForm("/admin/blog/posts/new", cookie, articleForm({ content }));
    expect(res.status).toBe(302);
    const id = Number(res.headers.get("location")?.split("/").pop());
    const [row] = await db().select({ contentHtml: blogPosts.contentHtml }).from(blogPosts).where(eq(blogPosts.id, id));
    const html = row.contentHtml;

    const picture = pictureOf(html, `/media/${photo.of("avif", 480)!.key}`);
    const avif = photo.variants.filter((v) => v.format === "avif");
    const webp = photo.variants.filter((v) => v.format === "webp");
    const jpeg = photo.variants.filter((v) => v.format === "jpeg" && v.purpose === "responsive");
    expect(picture).toBe(
      `<picture><source type="image/avif" srcset="${srcsetOf(avif)}" sizes="${IMAGE_SIZES.articleBody}">` +
        `<source type="image/webp" srcset="${srcsetOf(webp)}" sizes="${IMAGE_SIZES.articleBody}">` +
        `<img src="/media/${photo.of("jpeg", 960)!.key}" alt="Carottier rempli d&#x27;argile verte" srcset="${srcsetOf(jpeg)}" sizes="${IMAGE_SIZES.articleBody}" width="2000" height="1500" loading="lazy" decoding="async"></picture>`,
    );
    expect(attr(pictureOf(html, `/media/${decorative.of("avif", 480)!.key}`), "alt")).toBe("");
    // An image without variants keeps its <img>, sized from its address.
    expect(pictureOf(html, old.url)).toBe(`<img src="${old.url}" alt="Coupe" width="800" height="600" loading="lazy" decoding="async">`);
    expect(html).not.toContain("fetchpriority");
  });

  test("a service saved with a médiathèque image stores a <picture> with the service body's sizes; its page shows it, and its hero image is fetched first", async () => {
    const { cookie } = await staffCookie("editor");
    const inBody = await createPhotoWithVariants({ width: 2400, height: 1600, og: false });
    const hero = await createPhotoWithVariants({ width: 3000, height: 2000 });
    const service = await createService({ status: "published", featuredImage: hero.url, featuredImageAlt: "Atelier de sondage" });
    const fields = {
      id: String(service.id),
      version: String(service.version),
      title: service.title,
      slug: service.slug,
      shortDescription: service.shortDescription,
      displayOrder: "30",
      intent: "publish",
      icon: "shield",
      featuredImage: hero.url,
      featuredImageAlt: "Atelier de sondage",
      content: `## Essai à la plaque\n\n![Plaque de chargement sur la plateforme](${inBody.url})`,
    };
    const res = await postForm(`/admin/services/${service.id}`, cookie, fields);
    expect(res.status).toBe(302);
    const [row] = await db().select({ contentHtml: services.contentHtml }).from(services).where(eq(services.id, service.id));
    const stored = pictureOf(row.contentHtml, `/media/${inBody.of("avif", 480)!.key}`);
    expect(stored).toContain(`sizes="${IMAGE_SIZES.serviceBody}"`);
    expect(stored).toContain('loading="lazy"');

    const { body } = await publicPage(`/services/${service.slug}`);
    expect(body).toContain(stored);
    const heroPicture = pictureOf(body, `/media/${hero.of("avif", 480)!.key}`);
    const img = /<img [^>]*>/.exec(heroPicture)![0];
    expect(attr(img, "fetchpriority")).toBe("high");
    expect(attr(img, "alt")).toBe("Atelier de sondage");
    expect(attr(img, "sizes")).toBe(IMAGE_SIZES.serviceBody);
    expect(attr(img, "width")).toBe("3000");
    expect(body.match(/fetchpriority="high"/gi)).toHaveLength(1);
    expect(body).toContain(`<meta property="og:image" content="${env.SITE_ORIGIN}/media/${hero.og!.key}"/>`);
    expect(body).toContain('<meta property="og:image:width" content="1200"/>');
  });

  test("a page's featured image is its first paint and its Markdown images get the page body's sizes", async () => {
    const { cookie } = await staffCookie("editor");
    const photo = await createPhotoWithVariants({ width: 1600, height: 900, og: false });
    const res = await postForm("/admin/pages/new", cookie, {
      title: "Nos chantiers de fondations",
      slug: "nos-chantiers-fondations",
      content: `Micropieux sous un pavillon fissuré.\n\n![Micropieux en cours de forage](${photo.url})`,
      intent: "publish",
      featuredImage: photo.url,
      featuredImageAlt: "Atelier de micropieux",
      metaTitle: "",
      metaDescription: "",
      seoKeywords: "",
    });
    expect(res.status).toBe(302);
    const { body } = await publicPage("/nos-chantiers-fondations");
    const pictures = body.slice(body.indexOf("<main")).match(/<picture>.*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(2);
    const [hero, inBody] = pictures.map((picture) => /<img [^>]*>/.exec(picture)![0]);
    expect(attr(hero, "fetchpriority")).toBe("high");
    expect(attr(hero, "alt")).toBe("Atelier de micropieux");
    expect(attr(inBody, "loading")).toBe("lazy");
    expect(attr(inBody, "alt")).toBe("Micropieux en cours de forage");
    for (const img of [hero, inBody]) expect(attr(img, "sizes")).toBe(IMAGE_SIZES.pageBody);
  });

  test("when an image gets its variants later, rerenderContentUsingMedia renders the stored HTML of the content that shows it again", async () => {
    const photo = await createPhotoWithVariants({ width: 1600, height: 1000, og: false });
    const variants = photo.variants;
    await db().update(media).set({ variants: "[]" }).where(eq(media.id, photo.id));
    const article = await createArticle({ content: `Avant travaux.\n\n![Mur fissuré](${photo.url})` });
    const untouched = await createArticle({ content: "Sans image." });
    expect(article.contentHtml).not.toContain("<picture");
    const { body: before } = await publicPage(`/actualites/${article.slug}`);
    expect(before).toContain(photo.url);
    expect(before).not.toContain(`/media/${photo.of("avif", 480)!.key}`);

    await db()
      .update(media)
      .set({ variants: JSON.stringify(variants) })
      .where(eq(media.id, photo.id));
    expect(await rerenderContentUsingMedia(db(), photo.key)).toBe(1);

    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, article.id));
    expect(row.contentHtml).toContain(`<source type="image/avif" srcset="${srcsetOf(variants.filter((v) => v.format === "avif"))}"`);
    expect(row.version).toBe(article.version);
    const [other] = await db().select().from(blogPosts).where(eq(blogPosts.id, untouched.id));
    expect(other.updatedAt).toEqual(untouched.updatedAt);
    // The edge-cached copy is retired: visitors get the new rendering.
    const { body: after } = await publicPage(`/actualites/${article.slug}`);
    expect(after).toContain(`/media/${photo.of("avif", 480)!.key}`);
  });
});

test("variantsForReferences reads the rows of every médiathèque image named, in one query, keyed by address", async () => {
  const photo = await createPhotoWithVariants({ width: 960, height: 720, og: false });
  const file = await createMediaFile(null, { width: 640, height: 480 });
  const found = await variantsForReferences(db(), [photo.url, `Texte ![a](${file.url}) et ![b](/images/articles/nappe.svg)`, null, "/media/inconnu.png"]);
  expect([...found.keys()].sort()).toEqual([photo.url, file.url].sort());
  expect(found.get(photo.url)).toMatchObject({ width: 960, height: 720, decorative: false });
  expect(found.get(photo.url)?.variants).toHaveLength(photo.variants.length);
  expect(found.get(file.url)).toEqual({ width: 640, height: 480, alt: "", decorative: false, variants: [] });
});

test("a variant listed in the row is served from R2 with its image type and a year of cache", async () => {
  const photo = await createPhotoWithVariants({ width: 960, height: 720, og: false });
  const variant = photo.of("avif", 480)!;
  const res = await request(`/media/${variant.key}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/avif");
  expect(res.headers.get("cache-control")).toContain("immutable");
  expect(res.headers.get("vary") ?? "").not.toMatch(/accept/i);
});
