// The article page as visitors see it; the staff preview renders the same component.
import { Link } from "react-router";
import { ArticleCard } from "~/components/public/article-card";
import { MarkdownBody } from "~/components/public/markdown";
import { Icon } from "~/components/ui/icon";
import { FeaturedImage } from "~/components/ui/picture";
import { IMAGE_SIZES } from "~/lib/media/picture";
import { OG_SIZE } from "~/lib/media/variants";
import { DEFAULT_CATEGORY_LABEL } from "~/lib/content/rules";
import { formatLongDate } from "~/lib/dates";
import type { ArticlePageData } from "~/lib/content/article-page.server";

type Props = Pick<ArticlePageData, "article" | "body" | "related">;

export function ArticleView({ article, body, related }: Props) {
  return (
    <main id="contenu" className="flex-1">
      <header className="bg-brand-900 text-white">
        <FeaturedImage
          record={article}
          sizes={IMAGE_SIZES.articleCover}
          fallbackSize={OG_SIZE}
          className="mx-auto aspect-[1200/630] max-h-[22rem] w-full max-w-5xl object-cover opacity-90"
        />
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
          <nav aria-label="Fil d'Ariane" className="text-sm text-brand-100">
            <Link to="/" className="hover:text-white">
              Accueil
            </Link>{" "}
            /{" "}
            <Link to="/actualites" className="hover:text-white">
              Actualités
            </Link>
          </nav>
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-brand-100">
            {article.categorySlug ? (
              <Link
                to={`/actualites?category=${encodeURIComponent(article.categorySlug)}`}
                className="rounded-full bg-white/15 px-3 py-1 font-semibold text-white hover:bg-white/25"
              >
                {article.categoryName}
              </Link>
            ) : (
              <span className="rounded-full bg-white/15 px-3 py-1 font-semibold text-white">{DEFAULT_CATEGORY_LABEL}</span>
            )}
            {article.publishedAt ? <time dateTime={new Date(article.publishedAt).toISOString()}>{formatLongDate(article.publishedAt)}</time> : null}
            <span>{article.readingMinutes} min de lecture</span>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-slate-200">{article.excerpt}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        {body.toc.length > 0 ? (
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
              Dans cet article
            </h2>
            <ol className="mt-3 space-y-1.5 border-l border-slate-200 text-sm">
              {body.toc.map((entry) => (
                <li key={entry.id} style={{ paddingLeft: `${(entry.level - 2) * 0.75 + 0.75}rem` }}>
                  <a href={`#${entry.id}`} className="text-slate-600 hover:text-brand-700">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div />
        )}
        <article>
          <MarkdownBody html={body.html} />
          {article.tags.length > 0 ? (
            <div className="mt-10 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-slate-700">Étiquettes :</span>
              {article.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                  {tag}
                </span>
              ))}
            </div>
          ) : null}
          <aside aria-labelledby="author-title" className="mt-10 rounded-xl bg-earth-50 p-6">
            <h2 id="author-title" className="font-semibold text-brand-900">
              À propos de l'auteur
            </h2>
            <p className="mt-2 text-slate-700">
              Cet article a été rédigé par l'équipe d'ingénieurs géotechniciens de Lutetia Géotechnique, qui réalise chaque année des études de sol G1 à G5, des diagnostics et des
              suivis de chantier en Île-de-France et partout en France.
            </p>
          </aside>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/contact" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              Demander un devis
            </Link>
            <Link to="/actualites" className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50">
              Retour aux actualités
            </Link>
            <Link to="/contact" className="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
              Nous contacter
            </Link>
          </div>
        </article>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="related-title" className="text-2xl font-bold text-brand-900">
              Articles connexes
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((a) => (
                <li key={a.slug}>
                  <ArticleCard article={a} headingLevel={3} sizes={IMAGE_SIZES.teaserCard} />
                </li>
              ))}
            </ul>
            <Link to="/actualites" className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Voir plus d'articles <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </section>
      ) : null}
    </main>
  );
}
