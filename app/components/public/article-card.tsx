import { Link } from "react-router";
import { DEFAULT_CATEGORY_LABEL } from "~/lib/content/rules";
import { formatDate } from "~/lib/dates";
import type { ArticleCard as Card } from "~/lib/content/articles.server";
import { ResponsiveImage } from "~/components/ui/picture";
import { IMAGE_SIZES, parseMediaImage } from "~/lib/media/picture";
import { imageReferenceUrl } from "~/lib/media/url";
import { OG_SIZE } from "~/lib/media/variants";

/** `priority`: the card's image is in the first screen (the page's largest paint): load it first. */
export function ArticleCard({
  article,
  headingLevel = 2,
  priority = false,
  sizes = IMAGE_SIZES.newsCard,
}: {
  article: Card;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** The list's grid (IMAGE_SIZES). */
  sizes?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = imageReferenceUrl(article.featuredImage);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {image ? (
        // The title names the link: the card's image is decorative (alt="").
        <ResponsiveImage
          reference={image}
          variants={parseMediaImage(article.featuredMedia)}
          alt=""
          sizes={sizes}
          priority={priority}
          fallbackSize={OG_SIZE}
          className="aspect-[1200/630] w-full bg-earth-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{article.categoryName ?? DEFAULT_CATEGORY_LABEL}</span>
        <Heading className="mt-3 text-lg font-semibold text-slate-900">
          <Link to={`/actualites/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {article.title}
          </Link>
        </Heading>
        {article.publishedAt ? (
          <time dateTime={new Date(article.publishedAt).toISOString()} className="mt-auto pt-4 text-sm text-slate-500">
            {formatDate(article.publishedAt)}
          </time>
        ) : null}
      </div>
    </article>
  );
}
