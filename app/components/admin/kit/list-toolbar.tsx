// The search form of an admin list: the search box, filter selects, the « Filtres avancés »
// popover and the row of status links. A GET form: the list's state stays in its URL.
import { createContext, use, useId, type ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import { Form, Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { listHref, type ListQuery } from "~/lib/admin/list";
import { inputClass, labelClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";

export type Option = { value: string; label: string };

/** A filter of the toolbar: a select when it has options, else an input of `type`. */
/** The search box of a list. */
export type ListSearch = { placeholder: string; label?: string; buttonLabel?: string };

/**
 * Extra fields of the search form (<AdvancedField>s), shown in a "Filtres avancés"
 * popover; `names` are the query parameters they carry.
 */
export type ListAdvancedFilters = { label?: string; names: ReadonlyArray<string>; active: number; content: ReactNode };

export type FilterSelect = {
  name: string;
  label: string;
  options?: ReadonlyArray<Option>;
  allLabel?: string;
  type?: "search" | "date" | "text";
  placeholder?: string;
};

/** The GET form of a list: search box, filter selects, advanced filters. */
export function ListToolbar({
  query,
  search,
  filters,
  advanced,
}: {
  query: ListQuery;
  search?: ListSearch;
  filters?: ReadonlyArray<FilterSelect>;
  advanced?: ListAdvancedFilters;
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
