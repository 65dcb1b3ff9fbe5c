// The table of an admin list: columns with sortable headers, a row header, and each row's
// actions (links, or POST buttons that show their pending label).
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { listHref } from "~/lib/admin/list";
import { buttonClass } from "~/components/ui/button";
import { dialogHref } from "~/lib/admin/list";

export const tableClass = {
  wrapper: "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm",
  table: "min-w-full divide-y divide-slate-200 text-sm",
  th: "bg-slate-50 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600",
  td: "px-4 py-3 align-top text-slate-700",
  row: "hover:bg-slate-50",
} as const;

export type Column<T> = {
  /** Unique key of the column. */
  key: string;
  header: string;
  /** Sort key sent as `?sort=` (must be in the loader's ListSpec.sorts). */
  sortKey?: string;
  /** Hide the header text visually (still read by screen readers). */
  srOnlyHeader?: boolean;
  /** The row's name: rendered as a row header (<th scope="row">). */
  rowHeader?: boolean;
  className?: string;
  cell: (row: T) => ReactNode;
};

export type RowAction = {
  label: string;
  /** Appended for screen readers, e.g. the row's title: "Modifier <span>Étude G2</span>". */
  target?: string;
  /** A link… */
  href?: string;
  /** …or a POST to the screen's action with these fields (e.g. `{ intent: "resend", id: 3 }`). */
  post?: Record<string, string | number>;
  pendingLabel?: string;
  /** Opens in a new tab (public pages). */
  newTab?: boolean;
  tone?: "default" | "danger";
  /** A plain document navigation (files, downloads). */
  reloadDocument?: boolean;
};

/** A table of rows with sortable headers and row actions. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  sort,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => string | number;
  rowActions?: (row: T) => ReadonlyArray<RowAction | null | false>;
  sort?: { key: string; direction: "asc" | "desc"; search: string };
}) {
  return (
    // A table wider than a phone scrolls: the keyboard must be able to reach and scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the focus to be scrolled (axe: scrollable-region-focusable).
    <div className={tableClass.wrapper} tabIndex={0} role="region" aria-label={caption}>
      <table className={tableClass.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} />
            ))}
            {rowActions ? (
              <th scope="col" className={tableClass.th}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={tableClass.row}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={`${tableClass.td} text-left font-medium text-slate-900 ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={`${tableClass.td} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {rowActions ? (
                <td className={`${tableClass.td} whitespace-nowrap text-right`}>
                  <RowActions actions={rowActions(row)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortableHeader<T>({ column, sort }: { column: Column<T>; sort?: { key: string; direction: "asc" | "desc"; search: string } }) {
  const label = column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header;
  if (!column.sortKey || !sort) {
    return (
      <th scope="col" className={tableClass.th}>
        {label}
      </th>
    );
  }
  const active = sort.key === column.sortKey;
  const next = active && sort.direction === "asc" ? "desc" : "asc";
  return (
    <th scope="col" className={tableClass.th} aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={listHref(sort.search, { sort: column.sortKey, dir: next })} className="inline-flex items-center gap-1 hover:text-slate-900">
        {label}
        <span aria-hidden="true">{active ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">
          {active ? `, trié par ordre ${sort.direction === "asc" ? "croissant" : "décroissant"}` : ""}, trier par ordre {next === "asc" ? "croissant" : "décroissant"}
        </span>
      </Link>
    </th>
  );
}

export function RowActions({ actions }: { actions: ReadonlyArray<RowAction | null | false> }) {
  return (
    <span className="inline-flex flex-wrap justify-end gap-x-4 gap-y-1">
      {actions
        .filter((a): a is RowAction => Boolean(a))
        .map((action) => {
          // At least 24 px high (WCAG 2.2 target size), whatever the row's height around it.
          const className = `${action.tone === "danger" ? "font-semibold text-red-700 hover:underline" : buttonClass("link")} inline-flex min-h-6 items-center`;
          const content = (
            <>
              {action.label}
              {action.target ? <span className="sr-only"> {action.target}</span> : null}
              {action.newTab ? <span className="sr-only"> (nouvel onglet)</span> : null}
            </>
          );
          if (action.post) {
            return (
              <Form key={action.label} method="post" className="inline">
                {Object.entries(action.post).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <PostButton className={className} intent={String(action.post.intent ?? "")} pendingLabel={action.pendingLabel}>
                  {content}
                </PostButton>
              </Form>
            );
          }
          return action.newTab ? (
            <a key={action.label} href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
              {content}
            </a>
          ) : (
            <Link key={action.label} to={action.href ?? "."} preventScrollReset={!action.reloadDocument} reloadDocument={action.reloadDocument} className={className}>
              {content}
            </Link>
          );
        })}
    </span>
  );
}

function PostButton({ className, intent, pendingLabel, children }: { className: string; intent: string; pendingLabel?: string; children: ReactNode }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" disabled={pending} className={`${className} disabled:cursor-wait disabled:opacity-60`}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** "Supprimer" row action opening the list's delete confirmation. */
export function deleteAction(search: string, id: string | number, target?: string): RowAction {
  return { label: "Supprimer", target, href: dialogHref(search, "delete", id), tone: "danger" };
}
