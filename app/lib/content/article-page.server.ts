// The data of an article page, shared by the public page (/actualites/{slug}) and the
// staff preview (/admin/blog/posts/{id}/apercu), so a draft is rendered exactly as it
// will be published.
import type { blogPosts } from "~/db/schema";
import type { ArticleCard } from "./articles.server";
import { markdownToText, renderMarkdown } from "./markdown.server";
import { rankRelated, readingTime } from "./rules";
import { fillPlaceholders, type PublicSettings } from "~/lib/settings/definitions";
import { absoluteUrl } from "~/lib/seo/meta";
import { organization } from "~/lib/seo/structured-data";

type Found = { post: typeof blogPosts.$inferSelect; categoryName: string | null; categorySlug: string | null };
type Candidate = ArticleCard & { tags: Array<string>; categoryId: number | null };

export function buildArticlePage({ found, candidates, settings, origin }: { found: Found; candidates: Array<Candidate>; settings: PublicSettings; origin: string }) {
  const { post, categoryName, categorySlug } = found;
  const markdown = fillPlaceholders(post.content, settings);
  const body = renderMarkdown(markdown);
  const related = rankRelated(post, candidates, 3).map(({ tags: _t, categoryId: _c, ...card }) => card);
  const url = absoluteUrl(origin, `/actualites/${post.slug}`);
  const structured = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    image: post.featuredImage ? absoluteUrl(origin, post.featuredImage) : undefined,
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
      featuredImage: post.featuredImage,
      featuredImageAlt: post.featuredImageAlt,
      publishedAt: post.publishedAt,
      tags: post.tags,
      categoryName,
      categorySlug,
      readingMinutes: readingTime(markdownToText(markdown)),
    },
    body,
    related,
    structured,
    origin,
  };
}

export type ArticlePageData = ReturnType<typeof buildArticlePage>;
