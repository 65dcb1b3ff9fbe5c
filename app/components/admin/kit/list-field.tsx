// A repeatable group of fields (FAQ, links): add, remove and reorder through conform's intent
// buttons, a round trip to the action without JavaScript.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { FieldErrors } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";

/**
 * An editable list (FAQ, key projects, related links…): add, remove and reorder with
 * conform's intent buttons, which also work without JavaScript (the action answers
 * the intent with `submission.reply()`, see `formReply` in app/lib/admin/forms.server.ts).
 */
export function ListField<Item>({
  form,
  field: meta,
  legend,
  addLabel,
  itemLabel,
  defaultItem,
  emptyLabel = "Aucun élément.",
  description,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: conform's form is generic over its schema; a list field serves any form.
  form: FormMetadata<any, any>;
  field: FieldMetadata<Array<Item> | undefined>;
  legend: string;
  addLabel: string;
  itemLabel: (index: number) => string;
  defaultItem?: Item;
  emptyLabel?: string;
  description?: ReactNode;
  children: (item: FieldMetadata<Item>, index: number) => ReactNode;
}) {
  const items = meta.getFieldList();
  const small = "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40";
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {description ? <p className="text-xs text-slate-500">{description}</p> : null}
      {items.length === 0 ? <p className="text-sm text-slate-500">{emptyLabel}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => (
          // A list changed by an intent posted without JavaScript comes back without keys.
          <li key={item.key ?? `${meta.name}-${index}`} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-700">{itemLabel(index)}</p>
              <div className="flex gap-1">
                <button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index - 1 })} disabled={index === 0} className={small}>
                  Monter<span className="sr-only"> {itemLabel(index)}</span>
                </button>
                <button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })} disabled={index === items.length - 1} className={small}>
                  Descendre<span className="sr-only"> {itemLabel(index)}</span>
                </button>
                <button {...form.remove.getButtonProps({ name: meta.name, index })} className={`${small} text-red-700`}>
                  Supprimer<span className="sr-only"> {itemLabel(index)}</span>
                </button>
              </div>
            </div>
            <div className="space-y-3">{children(item as FieldMetadata<Item>, index)}</div>
          </li>
        ))}
      </ol>
      <button {...form.insert.getButtonProps({ name: meta.name, defaultValue: defaultItem as never })} className={buttonClass("secondary")}>
        <Icon name="plus" className="size-4" />
        {addLabel}
      </button>
      <FieldErrors id={meta.id} errors={meta.errors} />
    </fieldset>
  );
}
