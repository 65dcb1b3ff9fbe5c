import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { PageHero } from "~/components/public/page-hero";
import { getDb } from "~/db/batch.server";
import { getCloudflare } from "~/lib/context";
import { MARK_END, MARK_START, SEARCH_PAGE_SIZE } from "~/lib/search/constants";
import { parseSearchParams, searchQueries, toFtsQuery } from "~/lib/search/search.server";
import { seo } from "~/lib/seo/meta";

const KIND_LABELS: Record<string, string> = {
  article: "Article",
  service: "Service",
  page: "Page",
  region: "Région",
  department: "Département",
  city: "Ville",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, page } = parseSearchParams(new URL(request.url));
  const origin = getCloudflare(context).env.SITE_ORIGIN;
  const fts = toFtsQuery(q);
  if (!fts) return { q, page, hits: [], total: 0, origin };
  const { db, load } = getDb(context);
  const [hits, [{ total }]] = await load(searchQueries(db, fts, page, new Date()));
  return { q, page, hits, total, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: loaderData?.q ? `Recherche : ${loaderData.q.slice(0, 60)}` : "Rechercher",
    description: "Recherchez dans nos articles, services, pages et zones d'intervention.",
    path: "/search",
    origin: loaderData?.origin ?? "",
    noindex: true,
  });
}

/** Renders a snippet: text is escaped by React, highlights come from control markers. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(new RegExp(`(${MARK_START}[^${MARK_END}]*${MARK_END})`, "g"));
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith(MARK_START) ? (
          <mark key={i} className="rounded bg-earth-100 px-0.5 text-slate-900">
            {part.slice(1, -1)}
          </mark>
        ) : (
          part.replace(/[#*_>`|]+/g, " ")
        ),
      )}
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, page, hits, total, origin } = loaderData;
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  return (
    <main id="contenu" className="flex-1">
      <PageHero title="Rechercher" breadcrumb={[{ label: "Rechercher", href: "/search" }]} origin={origin}>
        <Form method="get" action="/search" role="search" className="mt-8 flex max-w-2xl gap-2">
          <label htmlFor="q" className="sr-only">
            Termes recherchés
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={500}
            placeholder="Ex. : retrait-gonflement des argiles, G2, Rouen…"
            className="w-full rounded-lg border-0 px-4 py-3 text-slate-900 outline-none ring-2 ring-transparent focus:ring-brand-200"
          />
          <button type="submit" className="rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Rechercher
          </button>
        </Form>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {q.trim() === "" ? (
          <p className="text-slate-600">Saisissez un ou plusieurs mots pour rechercher dans tout le site.</p>
        ) : total === 0 ? (
          <p className="text-slate-600">Aucun résultat pour « {q} ». Essayez d'autres mots ou consultez le plan du site.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {total} résultat{total > 1 ? "s" : ""} pour « {q} »
            </p>
            <ol className="mt-6 space-y-6">
              {hits.map((hit) => (
                <li key={hit.url}>
                  <p className="text-xs font-semibold uppercase tracking-wider text-earth-700">{KIND_LABELS[hit.kind] ?? hit.kind}</p>
                  <h2 className="mt-1 text-lg font-semibold">
                    <Link to={hit.url} className="text-brand-700 hover:underline">
                      {hit.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">
                    <Snippet text={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
            {pageCount > 1 ? (
              <nav aria-label="Pagination" className="mt-10 flex justify-between">
                {page > 1 ? (
                  <Link to={`/search?q=${encodeURIComponent(q)}&page=${page - 1}`} className="font-semibold text-brand-700 hover:underline">
                    ← Précédent
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-sm text-slate-600">
                  Page {page} sur {pageCount}
                </span>
                {page < pageCount ? (
                  <Link to={`/search?q=${encodeURIComponent(q)}&page=${page + 1}`} className="font-semibold text-brand-700 hover:underline">
                    Suivant →
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
