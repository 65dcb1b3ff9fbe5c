// The state of an admin list lives in its URL (search, filters, sort, page): the back
// button works, a list can be shared, and everything works without JavaScript.
// Browser-safe: the loader parses with it and the list components build links with it.

export type SortDirection = "asc" | "desc";

export type ListSpec<F extends string = string, S extends string = string> = {
  pageSize: number;
  /** Query parameters kept as filters (e.g. "status", "category"). */
  filters?: ReadonlyArray<F>;
  /** Sort keys accepted from `?sort=`; anything else falls back to `defaultSort`. */
  sorts?: ReadonlyArray<S>;
  defaultSort?: S;
  defaultDirection?: SortDirection;
};

export type ListQuery<F extends string = string, S extends string = string> = {
  q: string;
  page: number;
  sort: S | "";
  direction: SortDirection;
  filters: Record<F, string>;
  pageSize: number;
};

export type ListPage<T> = {
  rows: Array<T>;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;

/** Reads the list state from the URL; bad values fall back to the defaults. */
export function parseListQuery<F extends string, S extends string>(url: URL, spec: ListSpec<F, S>): ListQuery<F, S> {
  const params = url.searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const rawPage = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(rawPage) && rawPage > 0 ? Math.min(rawPage, MAX_PAGE) : 1;
  const wanted = params.get("sort") ?? "";
  const sort = (spec.sorts?.includes(wanted as S) ? wanted : (spec.defaultSort ?? "")) as S | "";
  const rawDirection = params.get("dir");
  const direction: SortDirection = rawDirection === "asc" || rawDirection === "desc" ? rawDirection : (spec.defaultDirection ?? "desc");
  const filters = {} as Record<F, string>;
  for (const name of spec.filters ?? []) filters[name] = (params.get(name) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return { q, page, sort, direction, filters, pageSize: spec.pageSize };
}

/** The page of a list from its rows and total. */
export function listPage<T>(rows: Array<T>, total: number, query: Pick<ListQuery, "page" | "pageSize">): ListPage<T> {
  return {
    rows,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** SQL offset of the current page. */
export function offsetOf(query: Pick<ListQuery, "page" | "pageSize">): number {
  return (query.page - 1) * query.pageSize;
}

/**
 * A URL of the list with some parameters changed (null or "" removes one). A change of
 * search, filter or sort goes back to page 1 unless the page is given.
 */
export function listHref(search: string, changes: Record<string, string | number | null | undefined>, pathname = ""): string {
  const params = new URLSearchParams(search);
  const resetsPage = Object.keys(changes).some((key) => key !== "page" && key !== "dialog" && key !== "id");
  if (resetsPage && !("page" in changes)) params.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : pathname ? "" : "?"}`;
}

/** The numbers of a numbered pagination, with "…" gaps beyond 7 pages. */
export function pageNumbers(page: number, pageCount: number): Array<number | "…"> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pageCount);
  const numbers = [1, ...around, pageCount];
  const out: Array<number | "…"> = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && n - previous > 1) out.push("…");
    out.push(n);
  }
  return out;
}

/** The URL that opens a dialog of the list (`?dialog=delete&id=12`), keeping the list state. */
export function dialogHref(search: string, dialog: string, id?: string | number) {
  return listHref(search, { dialog, id: id ?? null });
}

/** The list URL without its dialog parameters. */
export function closeDialogHref(pathname: string, search: string) {
  return listHref(search, { dialog: null, id: null }, pathname);
}
