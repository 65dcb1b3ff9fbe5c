// The data of an article page, shared by the public page (/actualites/{slug}) and the
// staff preview (/admin/blog/posts/{id}/apercu), so a draft is rendered exactly as it
// will be published.
import { blogPosts } from "~/db/schema";
import type { ArticleCard } from "./articles.server";
import { markdownToText } from "./markdown.server";
import { servedBody, type ServedBodyDeps } from "./served-body.server";
import { rankRelated, readingTime } from "./rules";
import type { PublicSettings } from "~/lib/settings/definitions";
import { absoluteUrl } from "~/lib/seo/meta";
import { organization } from "~/lib/seo/structured-data";
import { parseMediaImage, shareImage } from "~/lib/media/picture";
import { imageReferenceUrl } from "~/lib/media/url";

type Found = { post: typeof blogPosts.$inferSelect; featuredMedia: string | null; categoryName: string | null; categorySlug: string | null };
type Candidate = ArticleCard & { tags: Array<string>; categoryId: number | null };

export function buildArticlePage({
  found,
  candidates,
  settings,
  origin,
  deps,
}: {
  found: Found;
  candidates: Array<Candidate>;
  settings: PublicSettings;
  origin: string;
  deps: ServedBodyDeps;
}) {
  const { post, categoryName, categorySlug } = found;
  const body = servedBody(deps, blogPosts, post, settings);
  const related = rankRelated(post, candidates, 3).map(({ tags: _t, categoryId: _c, ...card }) => card);
  const url = absoluteUrl(origin, `/actualites/${post.slug}`);
  const featuredImage = imageReferenceUrl(post.featuredImage);
  const featuredMedia = featuredImage ? parseMediaImage(found.featuredMedia) : null;
  const structured = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    image: featuredImage ? absoluteUrl(origin, featuredImage) : undefined,
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    mainEntityOfPage: url,
    url,
    keywords: post.tags.join(", "),
    articleSection: categoryName ?? undefined,
    inLanguage: "fr-FR",
    author: organization(settings, origin),
    publisher: organization(settings, origin),
  };
  return {
    article: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      featuredImage,
      featuredMedia,
      featuredImageAlt: post.featuredImageAlt,
      shareImage: shareImage(featuredImage, featuredMedia),
      publishedAt: post.publishedAt,
      tags: post.tags,
      categoryName,
      categorySlug,
      readingMinutes: readingTime(markdownToText(post.content)),
    },
    body,
    related,
    structured,
    origin,
  };
}

export type ArticlePageData = ReturnType<typeof buildArticlePage>;
