import { Form, Link } from "react-router";
import { buttonClass, inputClass } from "./form";
import { Icon } from "~/components/ui/icon";

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** Builds list URLs that keep the other query parameters. */
export function withParams(search: string, changes: Record<string, string | number | null | undefined>, pathname = ""): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : pathname ? "" : "?"}`;
}

/** "Page X sur N (total résultats)" with Précédent/Suivant when there is more than one page. */
export function Pagination({ page, pageCount, total, search }: { page: number; pageCount: number; total: number; search: string }) {
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        Page {Math.min(page, pageCount)} sur {pageCount} ({total} résultat{total > 1 ? "s" : ""})
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={withParams(search, { page: page - 1 })} className={buttonClass.secondary} rel="prev">
              Précédent
            </Link>
          ) : (
            <span className={`${buttonClass.secondary} pointer-events-none opacity-50`} aria-disabled="true">
              Précédent
            </span>
          )}
          {page < pageCount ? (
            <Link to={withParams(search, { page: page + 1 })} className={buttonClass.secondary} rel="next">
              Suivant
            </Link>
          ) : (
            <span className={`${buttonClass.secondary} pointer-events-none opacity-50`} aria-disabled="true">
              Suivant
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}

/** GET search form: works without JavaScript, keeps the status filter. */
export function SearchForm({
  q,
  placeholder,
  label,
  children,
}: {
  q: string;
  placeholder: string;
  label: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <label htmlFor="admin-search" className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input id="admin-search" type="search" name="q" defaultValue={q} placeholder={placeholder} className={`mt-1 ${inputClass}`} />
      </div>
      {children}
      <button type="submit" className={buttonClass.secondary}>
        <Icon name="search" className="size-4" />
        Rechercher
      </button>
    </Form>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">{children}</p>;
}

export const tableClass = {
  wrapper: "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm",
  table: "min-w-full divide-y divide-slate-200 text-sm",
  th: "bg-slate-50 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600",
  td: "px-4 py-3 align-top text-slate-700",
  row: "hover:bg-slate-50",
} as const;

export function Badge({ tone = "slate", children }: { tone?: "slate" | "blue" | "amber" | "green" | "red"; children: React.ReactNode }) {
  const styles = {
    slate: "bg-slate-100 text-slate-700",
    blue: "bg-brand-100 text-brand-800",
    amber: "bg-amber-100 text-amber-900",
    green: "bg-green-100 text-green-800",
    red: "bg-red-100 text-red-800",
  }[tone];
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${styles}`}>{children}</span>;
}

export function Card({ title, children, actions }: { title?: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {title || actions ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold text-slate-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
