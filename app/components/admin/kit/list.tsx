// The admin list kit. Every back-office list is a <ListScreen>: a GET search form with
// filters, an optional row of status links and an advanced-filters popover, a sortable
// table with row actions, "Page X sur N (total résultats)", and the loading, error and
// empty states. All of its state lives in the URL (app/lib/admin/list.ts), so it works
// without JavaScript and the back button behaves. Its parts are their own files:
// list-toolbar.tsx, data-table.tsx, pagination.tsx, list-states.tsx.
//
// As in app/routes/admin/testimonials.tsx:
//   <ListScreen title="Témoignages" query={query} page={page} columns={columns} rowKey={(row) => row.id}
//     rowActions={(row) => [
//       { label: "Modifier", target: `le témoignage de ${row.author}`, href: dialogHref(location.search, "edit", row.id) },
//       deleteAction(location.search, row.id, `le témoignage de ${row.author}`),
//     ]}
//     search={{ placeholder: "Texte, auteur ou société", label: "Rechercher un témoignage" }} />
import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import type { ListPage, ListQuery } from "~/lib/admin/list";
import { PageHeader } from "./page";
import { DataTable, type Column, type RowAction } from "./data-table";
import { EmptyState } from "./list-states";
import { type FilterSelect, type ListAdvancedFilters, type ListSearch, ListToolbar, type Option, StatusLinks } from "./list-toolbar";
import { Pagination } from "./pagination";

export type ListScreenProps<T> = {
  title: string;
  description?: string;
  /** Buttons of the header ("Nouvel article"…). */
  actions?: ReactNode;
  query: ListQuery;
  page: ListPage<T>;
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => string | number;
  rowActions?: (row: T) => ReadonlyArray<RowAction | null | false>;
  /** Accessible name of the table (defaults to the title). */
  caption?: string;
  search?: ListSearch;
  /** Selects of the search form (GET). */
  filters?: ReadonlyArray<FilterSelect>;
  /** A row of links above the table (e.g. Tous / Brouillon / Programmé / Publié). */
  statusLinks?: { name: string; label: string; options: ReadonlyArray<Option> };
  advancedFilters?: ListAdvancedFilters;
  empty: { message: string; filteredMessage?: string; action?: ReactNode };
  /** Shown above the toolbar (notices). */
  notice?: ReactNode;
  /** Numbered page links instead of Précédent / Suivant only. */
  numberedPages?: boolean;
  /** Rows shown as a grid of cards (e.g. regions) instead of the table; row actions go inside the card. */
  cards?: (row: T) => ReactNode;
  /** A panel beside the list from 1024 px, below it on smaller screens (e.g. the selected row's details). */
  aside?: ReactNode;
  /** Dialogs and anything else rendered after the list. */
  children?: ReactNode;
};

/** True while the list reloads after a change of its URL (search, filter, page…). */
export function useListLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

export function ListScreen<T>(props: ListScreenProps<T>) {
  const { query, page } = props;
  const location = useLocation();
  const loading = useListLoading();
  const filtered = Boolean(query.q) || Object.values(query.filters).some(Boolean);
  return (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.notice ? <div className="mb-4 space-y-2">{props.notice}</div> : null}
      {props.search || props.filters?.length || props.advancedFilters ? (
        <ListToolbar query={query} search={props.search} filters={props.filters} advanced={props.advancedFilters} />
      ) : null}
      {props.statusLinks ? <StatusLinks {...props.statusLinks} current={query.filters[props.statusLinks.name] ?? ""} /> : null}
      <div className={props.aside ? "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" : undefined}>
        <div>
          <div aria-busy={loading || undefined} className={`relative ${loading ? "opacity-60" : ""}`}>
            {loading ? (
              <p role="status" className="absolute inset-x-0 top-2 z-10 mx-auto w-fit rounded-full bg-white px-3 py-1 text-sm text-slate-700 shadow">
                Chargement...
              </p>
            ) : null}
            {page.rows.length === 0 ? (
              <EmptyState action={props.empty.action}>{filtered && props.empty.filteredMessage ? props.empty.filteredMessage : props.empty.message}</EmptyState>
            ) : props.cards ? (
              <CardGrid label={props.caption ?? props.title} rows={page.rows} rowKey={props.rowKey} card={props.cards} />
            ) : (
              <DataTable
                caption={props.caption ?? props.title}
                columns={props.columns}
                rows={page.rows}
                rowKey={props.rowKey}
                rowActions={props.rowActions}
                sort={{ key: query.sort, direction: query.direction, search: location.search }}
              />
            )}
          </div>
          <Pagination page={page.page} pageCount={page.pageCount} total={page.total} search={location.search} numbered={props.numberedPages} />
        </div>
        {props.aside}
      </div>
      {props.children}
    </>
  );
}

/** The rows of a list shown as cards (e.g. regions), one list item each. */
function CardGrid<T>({ label, rows, rowKey, card }: { label: string; rows: ReadonlyArray<T>; rowKey: (row: T) => string | number; card: (row: T) => ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((row) => (
        <li key={rowKey(row)}>{card(row)}</li>
      ))}
    </ul>
  );
}
