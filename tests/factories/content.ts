// Articles, categories and médiathèque files for the back-office tests.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { blogCategories, blogPosts, media } from "~/db/schema";
import { renderedColumns } from "~/lib/content/markdown.server";
import { newMediaKey } from "~/lib/media/media.server";
import { mediaUrl } from "~/lib/media/url";
import { rebuildSearchIndex } from "~/lib/search/search.server";
import { contentChanged } from "../helpers";
import { pngBytes } from "./media";

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
};

export const ARTICLE_BODY = `## Pourquoi une étude G2 AVP ?

Avant de dimensionner les fondations, l'ingénieur géotechnicien croise les sondages pressiométriques et les essais en laboratoire.

- Sondages carottés jusqu'au substratum
- Essais pressiométriques Ménard tous les mètres

### Le retrait-gonflement des argiles

Les argiles vertes du Sannoisien gonflent en hiver et se rétractent en été.`;

export async function createCategory(overrides: Partial<typeof blogCategories.$inferInsert> = {}) {
  const slug = overrides.slug ?? unique("categorie");
  const [row] = await createDb(env.DB)
    .insert(blogCategories)
    .values({ name: `Catégorie ${slug}`, slug, description: "Essais in situ et en laboratoire.", ...overrides })
    .returning();
  await contentChanged();
  return row;
}

/** A stored article (published a day ago unless said otherwise); the search index is rebuilt. */
export async function createArticle(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const slug = overrides.slug ?? unique("article-test");
  const content = overrides.content ?? ARTICLE_BODY;
  const [row] = await createDb(env.DB)
    .insert(blogPosts)
    .values({
      title: `Étude de sol ${slug}`,
      slug,
      excerpt: "Ce que révèle une étude géotechnique G2 avant de construire.",
      status: "published",
      publishedAt: new Date(Date.now() - 86_400_000),
      tags: ["étude de sol"],
      ...overrides,
      content,
      ...renderedColumns(content),
    })
    .returning();
  await rebuildSearchIndex(createDb(env.DB));
  await contentChanged();
  return row;
}

/** A PNG of the médiathèque: its object in R2 and its row, uploaded by `uploadedBy` (null: unknown). */
export async function createMediaFile(uploadedBy: number | null, overrides: { name?: string; width?: number; height?: number; alt?: string; decorative?: boolean } = {}) {
  const width = overrides.width ?? 1200;
  const height = overrides.height ?? 630;
  const key = newMediaKey({ ext: "png", width, height });
  await env.MEDIA.put(key, pngBytes(width, height), { httpMetadata: { contentType: "image/png" } });
  const [row] = await createDb(env.DB)
    .insert(media)
    .values({
      r2Key: key,
      name: overrides.name ?? `coupe-${key.slice(0, 6)}.png`,
      mimeType: "image/png",
      size: 64,
      width,
      height,
      uploadedBy,
      alt: overrides.alt ?? "",
      decorative: overrides.decorative ?? false,
    })
    .returning();
  return { ...row, key, url: mediaUrl(key) };
}

/**
 * The fields of the article form as the browser posts them. The button pressed is the
 * intent; `status` is a shorthand for it ("published" → 'Publier', "draft" → 'Enregistrer le brouillon').
 */
export function articleForm(fields: Record<string, string> = {}): Record<string, string> {
  const { status = "draft", ...rest } = fields;
  return {
    intent: status === "published" ? "publish" : "draft",
    title: "Fondations sur argiles gonflantes : ce que dit l'étude G2",
    slug: "",
    excerpt: "Comment l'étude G2 AVP adapte les fondations au retrait-gonflement des argiles.",
    content: ARTICLE_BODY,
    categoryId: "",
    tags: "argiles, fondations",
    featuredImage: "",
    featuredImageAlt: "",
    metaTitle: "",
    metaDescription: "",
    seoKeywords: "",
    publishedAt: "",
    ...rest,
  };
}
