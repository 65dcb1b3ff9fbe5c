import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { PageHero } from "~/components/public/page-hero";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { KIND_LABELS, MARK_END, MARK_START, type SearchKind } from "~/lib/search/constants";
import { parseSearchParams, phraseTerms, queryTerms, type SearchResult, searchQueries, searchResult } from "~/lib/search/search.server";
import { seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, page, type } = parseSearchParams(new URL(request.url));
  const origin = getCloudflare(context).env.SITE_ORIGIN;
  const terms = queryTerms(q);
  const empty: SearchResult = { hits: [], total: 0, facets: [], page: 1, pageCount: 1 };
  if (terms.length === 0) return { q, type, origin, ...empty };
  const { db, load } = getDb(context);
  const rows = await load(searchQueries(db, { terms, phrase: phraseTerms(q) }, type, new Date()));
  return { q, type, origin, ...searchResult(rows, terms, type, page) };
}

/** /search with the query, a kind and a page (absent when default). */
function searchHref(q: string, type: SearchKind | null, page = 1) {
  const params = new URLSearchParams({ q });
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: loaderData?.q ? `Recherche : ${loaderData.q.slice(0, 60)}` : "Rechercher",
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
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed snippet, never reordered; the same word may repeat
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

function Facets({ q, type, facets }: { q: string; type: SearchKind | null; facets: SearchResult["facets"] }) {
  if (facets.length < 2 && !type) return null;
  const all = facets.reduce((sum, f) => sum + f.count, 0);
  const item = "inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium";
  const idle = `${item} border-slate-300 text-brand-800 hover:bg-brand-50`;
  const active = `${item} border-brand-700 bg-brand-700 text-white`;
  return (
    <nav aria-label="Filtrer les résultats par type" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={searchHref(q, null)} className={type ? idle : active} aria-current={type ? undefined : "page"}>
            Tout ({all})
          </Link>
        </li>
        {facets.map((f) => (
          <li key={f.kind}>
            <Link to={searchHref(q, f.kind)} className={type === f.kind ? active : idle} aria-current={type === f.kind ? "page" : undefined}>
              {KIND_LABELS[f.kind].many} ({f.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, type, page, pageCount, hits, total, facets, origin } = loaderData;
  return (
    <main id="contenu" className="flex-1">
      <PageHero title="Rechercher" breadcrumb={[{ label: "Rechercher", href: "/search" }]} origin={origin}>
        <Form method="get" action="/search" role="search" className="mt-8 flex max-w-2xl gap-2">
          <label htmlFor="q" className="sr-only">
            Termes recherchés
          </label>
          {type ? <input type="hidden" name="type" value={type} /> : null}
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={500}
            placeholder="Ex. : retrait-gonflement des argiles, G2, Rouen…"
            className="search-field w-full rounded-lg border-2 border-white bg-white px-4 py-3 text-slate-900 placeholder:text-slate-600 focus-visible:outline-white"
          />
          <button type="submit" className="rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Rechercher
          </button>
        </Form>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {q.trim() === "" ? (
          <p className="text-slate-600">Saisissez un ou plusieurs mots pour rechercher dans tout le site.</p>
        ) : facets.length === 0 ? (
          <p className="text-slate-600">Aucun résultat pour « {q} ». Essayez d'autres mots ou consultez le plan du site.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" role="status">
              {total} résultat{total > 1 ? "s" : ""} pour « {q} »{type ? ` parmi les ${KIND_LABELS[type].many.toLowerCase()}` : ""}
            </p>
            <Facets q={q} type={type} facets={facets} />
            {hits.length === 0 && type ? <p className="mt-6 text-slate-600">Aucun résultat de ce type : choisissez un autre filtre.</p> : null}
            <ol className="mt-6 space-y-6">
              {hits.map((hit) => (
                <li key={hit.url}>
                  <p className="text-xs font-semibold uppercase tracking-wider text-earth-700">{KIND_LABELS[hit.kind].one}</p>
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
                  <Link to={searchHref(q, type, page - 1)} className="font-semibold text-brand-700 hover:underline">
                    ← Précédent
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-sm text-slate-600">
                  Page {page} sur {pageCount}
                </span>
                {page < pageCount ? (
                  <Link to={searchHref(q, type, page + 1)} className="font-semibold text-brand-700 hover:underline">
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
