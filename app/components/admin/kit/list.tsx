// The admin list kit. Every back-office list is a <ListScreen>: a GET search form with
// filters, an optional row of status links and an advanced-filters popover, a sortable
// table with row actions, "Page X sur N (total résultats)", and the loading, error and
// empty states. All of its state lives in the URL (app/lib/admin/list.ts), so it works
// without JavaScript and the back button behaves.
//
// As in app/routes/admin/testimonials.tsx:
//   <ListScreen title="Témoignages" query={query} page={page} columns={columns} rowKey={(row) => row.id}
//     rowActions={(row) => [
//       { label: "Modifier", target: `le témoignage de ${row.author}`, href: dialogHref(location.search, "edit", row.id) },
//       deleteAction(location.search, row.id, `le témoignage de ${row.author}`),
//     ]}
//     search={{ placeholder: "Texte, auteur ou société", label: "Rechercher un témoignage" }} />
import { createContext, use, useId, type ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { closeDialogHref, dialogHref, listHref, type ListPage, type ListQuery, pageNumbers } from "~/lib/admin/list";

export { closeDialogHref, dialogHref };
import { inputClass, labelClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "./page";

export const tableClass = {
  wrapper: "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm",
  table: "min-w-full divide-y divide-slate-200 text-sm",
  th: "bg-slate-50 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600",
  td: "px-4 py-3 align-top text-slate-700",
  row: "hover:bg-slate-50",
} as const;

export type Option = { value: string; label: string };

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

/** A filter of the toolbar: a select when it has options, else an input of `type`. */
export type FilterSelect = {
  name: string;
  label: string;
  options?: ReadonlyArray<Option>;
  allLabel?: string;
  type?: "search" | "date" | "text";
  placeholder?: string;
};

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
  search?: { placeholder: string; label?: string; buttonLabel?: string };
  /** Selects of the search form (GET). */
  filters?: ReadonlyArray<FilterSelect>;
  /** A row of links above the table (e.g. Tous / Brouillon / Programmé / Publié). */
  statusLinks?: { name: string; label: string; options: ReadonlyArray<Option> };
  /**
   * Extra fields of the search form (<AdvancedField>s), shown in a "Filtres avancés"
   * popover; `names` are the query parameters they carry.
   */
  advancedFilters?: { label?: string; names: ReadonlyArray<string>; active: number; content: ReactNode };
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

/** The GET form of a list: search box, filter selects, advanced filters. */
export function ListToolbar({
  query,
  search,
  filters,
  advanced,
}: {
  query: ListQuery;
  search?: ListScreenProps<unknown>["search"];
  filters?: ReadonlyArray<FilterSelect>;
  advanced?: ListScreenProps<unknown>["advancedFilters"];
}) {
  const id = useId();
  const formId = `${id}-list-form`;
  // Hidden copies of the parameters this form does not show, so a search keeps them.
  const shown = new Set(["q", "page", "dialog", "id", ...(filters ?? []).map((f) => f.name), ...(advanced?.names ?? [])]);
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => !shown.has(key));
  return (
    <Form method="get" role="search" id={formId} className="mb-4 flex flex-wrap items-end gap-2">
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {search ? (
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {search.label ?? "Rechercher"}
          </label>
          <input id={`${id}-q`} type="search" name="q" defaultValue={query.q} placeholder={search.placeholder} className={`mt-1 ${inputClass} text-sm`} />
        </div>
      ) : null}
      {(filters ?? []).map((filter) => (
        <div key={filter.name}>
          <label htmlFor={`${id}-${filter.name}`} className={labelClass}>
            {filter.label}
          </label>
          {filter.options ? (
            <select id={`${id}-${filter.name}`} name={filter.name} defaultValue={query.filters[filter.name] ?? ""} className={`mt-1 ${inputClass} text-sm`}>
              <option value="">{filter.allLabel ?? "Tous"}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${filter.name}`}
              type={filter.type ?? "text"}
              name={filter.name}
              defaultValue={query.filters[filter.name] ?? ""}
              placeholder={filter.placeholder}
              className={`mt-1 ${inputClass} text-sm`}
            />
          )}
        </div>
      ))}
      {advanced ? (
        <AdvancedFilters label={advanced.label} active={advanced.active} formId={formId}>
          {advanced.content}
        </AdvancedFilters>
      ) : null}
      <button type="submit" className={buttonClass("secondary")}>
        <Icon name="search" className="size-4" />
        {search?.buttonLabel ?? "Rechercher"}
      </button>
    </Form>
  );
}

/**
 * The "Filtres avancés" popover (react-aria) once hydrated; a <details> disclosure
 * before, so its fields still belong to the GET form without JavaScript. Fields inside
 * must carry `form={formId}` when rendered in the popover (it is portalled out of the
 * form): use <AdvancedField>.
 */
function AdvancedFilters({ label = "Filtres avancés", active, formId, children }: { label?: string; active: number; formId: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const title = `${label}${active > 0 ? ` (${active})` : ""}`;
  if (!hydrated) {
    return (
      <details className="relative">
        <summary className={`${buttonClass("secondary")} cursor-pointer list-none`}>
          <Icon name="settings" className="size-4" />
          {title}
        </summary>
        <div className="mt-2 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:absolute sm:z-20 sm:w-80">
          <AdvancedFormContext value={formId}>{children}</AdvancedFormContext>
        </div>
      </details>
    );
  }
  return (
    <DialogTrigger>
      <Button className={`${buttonClass("secondary")} outline-none rac-focus-visible:outline-2 rac-focus-visible:outline-brand-500`}>
        <Icon name="settings" className="size-4" />
        {title}
      </Button>
      <Popover placement="bottom start" className="w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-lg outline-none">
        <Dialog aria-label={label} className="grid gap-3 outline-none">
          <AdvancedFormContext value={formId}>{children}</AdvancedFormContext>
          <button type="submit" form={formId} className={buttonClass("primary")}>
            Appliquer les filtres
          </button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

const AdvancedForm = createContext<string | undefined>(undefined);
function AdvancedFormContext({ value, children }: { value: string; children: ReactNode }) {
  return <AdvancedForm value={value}>{children}</AdvancedForm>;
}

/** A labelled field of the advanced filters (select or input), bound to the list's form. */
export function AdvancedField({
  name,
  label,
  defaultValue,
  options,
  type = "text",
  allLabel = "Tous",
}: {
  name: string;
  label: string;
  defaultValue: string;
  options?: ReadonlyArray<Option>;
  type?: "text" | "date";
  allLabel?: string;
}) {
  const form = use(AdvancedForm);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {options ? (
        <select id={id} name={name} form={form} defaultValue={defaultValue} className={`mt-1 ${inputClass} text-sm`}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type={type} name={name} form={form} defaultValue={defaultValue} className={`mt-1 ${inputClass} text-sm`} />
      )}
    </div>
  );
}

/** Links that set one filter (e.g. the status of articles). */
export function StatusLinks({ name, label, options, current }: { name: string; label: string; options: ReadonlyArray<Option>; current: string }) {
  const location = useLocation();
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {[{ value: "", label: "Tous" }, ...options].map((option) => {
        const active = option.value === current;
        return (
          <Link
            key={option.value || "all"}
            to={listHref(location.search, { [name]: option.value || null })}
            aria-current={active ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm font-semibold ${
              active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
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

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      <p>{children}</p>
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}

/**
 * The error state of a screen whose data could not be loaded (D1 outage…): the
 * screen's own message and 'Réessayer' (a plain link to the same URL: it works
 * without JavaScript too).
 */
export function LoadError({ message, title }: { message: string; title?: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <Icon name="alert" className="mx-auto size-10 text-red-600" />
      {title ? <p className="mt-3 font-semibold text-slate-900">{title}</p> : null}
      <p className={title ? "mt-1 text-slate-700" : "mt-3 font-semibold text-slate-900"}>{message}</p>
      <a href={`${location.pathname}${location.search}`} className={`mt-4 ${buttonClass("primary")}`}>
        <Icon name="refresh" className="size-4" />
        Réessayer
      </a>
    </div>
  );
}
