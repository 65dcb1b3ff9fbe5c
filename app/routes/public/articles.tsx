import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/articles";
import { ArticleCard } from "~/components/public/article-card";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { NEWS_PAGE_SIZE, newsListQueries, parseNewsFilters } from "~/lib/content/articles.server";
import { seo } from "~/lib/seo/meta";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { NewsletterBlock } from "~/components/public/newsletter-block";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseNewsFilters(url);
  const { db, load } = getDb(context);
  const [articles, [{ total }], categories] = await load(newsListQueries(db, filters, new Date()));
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (filters.page > pageCount) {
    url.searchParams.set("page", String(pageCount));
    if (pageCount === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { articles, total, pageCount, categories, filters, origin: getCloudflare(context).env.SITE_ORIGIN };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.filters.page ?? 1;
  return seo({
    title: page > 1 ? `Actualités & Blog – page ${page}` : "Actualités & Blog",
    description: "Conseils, réglementation (loi ELAN), risques naturels et techniques géotechniques : les articles et actualités de nos ingénieurs.",
    path: page > 1 ? `/actualites?page=${page}` : "/actualites",
    origin: loaderData?.origin ?? "",
    noindex: Boolean(loaderData?.filters.search),
  });
}

export function links() {
  return [{ rel: "alternate", type: "application/rss+xml", title: "Actualités – Lutetia Géotechnique", href: "/actualites/rss.xml" }];
}

function pageHref(filters: { search: string; category: string }, page: number) {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.search) params.set("search", filters.search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/actualites?${query}` : "/actualites";
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { articles, total, pageCount, categories, filters, origin } = loaderData;
  const chip = (active: boolean) =>
    `inline-flex rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
      active ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50"
    }`;
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title="Actualités & Blog"
        subtitle="Réglementation, risques, techniques d'investigation et vie du bureau d'études : nos ingénieurs partagent leur expérience."
        breadcrumb={[{ label: "Actualités", href: "/actualites" }]}
        origin={origin}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Catégories">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to="/actualites" className={chip(!filters.category)} aria-current={!filters.category ? "page" : undefined}>
                  Tout
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/actualites?category=${encodeURIComponent(c.slug)}`}
                    className={chip(filters.category === c.slug)}
                    aria-current={filters.category === c.slug ? "page" : undefined}
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="get" action="/actualites" role="search" className="flex w-full max-w-sm gap-2">
            {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
            <label htmlFor="news-search" className="sr-only">
              Rechercher un article
            </label>
            <input
              id="news-search"
              type="search"
              name="search"
              defaultValue={filters.search}
              placeholder="Rechercher..."
              maxLength={100}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
            />
            <button type="submit" className="rounded-lg bg-brand-700 px-3 py-2 text-white hover:bg-brand-800" aria-label="Rechercher">
              <Icon name="search" className="size-4" />
            </button>
          </Form>
        </div>
        {filters.category ? (
          <p className="mt-4">
            <Link to="/actualites" className="text-sm font-medium text-brand-700 underline">
              Réinitialiser les filtres
            </Link>
          </p>
        ) : null}

        {total === 0 ? (
          <p className="mt-12 rounded-xl bg-slate-50 p-8 text-center text-slate-600">Aucun article ne correspond à votre recherche.</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 ? (
          <nav aria-label="Pagination" className="mt-10 flex justify-center">
            <ul className="flex items-center gap-1">
              {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => (
                <li key={page}>
                  <Link
                    to={pageHref(filters, page)}
                    aria-current={page === filters.page ? "page" : undefined}
                    aria-label={`Page ${page}`}
                    className={`inline-flex size-10 items-center justify-center rounded-lg text-sm font-medium ${
                      page === filters.page ? "bg-brand-700 text-white" : "text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50"
                    }`}
                  >
                    {page}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <p className="mt-10 text-center text-sm">
          <a href="/actualites/rss.xml" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
            Suivre nos actualités (flux RSS)
          </a>
        </p>
      </div>
      <NewsletterBlock>
        <NewsletterForm />
      </NewsletterBlock>
    </main>
  );
}
