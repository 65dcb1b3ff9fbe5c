import { Link } from "react-router";
import { listHref, pageNumbers } from "~/lib/admin/list";
import { buttonClass } from "~/components/ui/button";

/** "Page X sur N (total résultats)" with Précédent/Suivant (and page numbers) when there is more than one page. */
export function Pagination({ page, pageCount, total, search, numbered = false }: { page: number; pageCount: number; total: number; search: string; numbered?: boolean }) {
  const disabled = `${buttonClass("secondary")} pointer-events-none opacity-50`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        Page {Math.min(page, pageCount)} sur {pageCount} ({total} résultat{total > 1 ? "s" : ""})
      </p>
      {pageCount > 1 ? (
        <div className="flex flex-wrap gap-2">
          {page > 1 ? (
            <Link to={listHref(search, { page: page - 1 })} className={buttonClass("secondary")} rel="prev">
              Précédent
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Précédent
            </span>
          )}
          {numbered
            ? pageNumbers(page, pageCount).map((n, index, all) =>
                n === "…" ? (
                  // A gap always follows a page number: that number names it.
                  <span key={`gap-after-${all[index - 1]}`} className="px-2 py-2" aria-hidden="true">
                    …
                  </span>
                ) : (
                  <Link
                    key={n}
                    to={listHref(search, { page: n })}
                    aria-current={n === page ? "page" : undefined}
                    aria-label={`Page ${n}`}
                    className={n === page ? buttonClass("primary") : buttonClass("secondary")}
                  >
                    {n}
                  </Link>
                ),
              )
            : null}
          {page < pageCount ? (
            <Link to={listHref(search, { page: page + 1 })} className={buttonClass("secondary")} rel="next">
              Suivant
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Suivant
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
