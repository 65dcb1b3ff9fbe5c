// An icon chosen from the site's icon set: a group of native radio buttons, each with its
// preview and a label saying what it depicts (works without JavaScript, arrow keys move
// between options, screen readers read the label).
import type { FieldMetadata } from "@conform-to/react";
import { Icon } from "~/components/ui/icon";
import { Description, FieldErrors } from "~/components/ui/field";

export function IconField({
  field: meta,
  legend,
  options,
  description,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  description?: string;
}) {
  const current = String(meta.initialValue ?? "");
  return (
    <fieldset aria-describedby={[description ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <Description id={meta.id}>{description}</Description>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" key={meta.key}>
        {options.map((option) => {
          const id = `${meta.id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input id={id} type="radio" name={meta.name} value={option.value} defaultChecked={current === option.value} className="peer sr-only" />
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon name={option.value} className="size-5" />
              </span>
              <span className="flex-1">{option.label}</span>
              <Icon name="check" className="invisible size-4 shrink-0 text-brand-700 peer-checked:visible" />
            </label>
          );
        })}
      </div>
      <FieldErrors id={meta.id} errors={meta.errors} />
    </fieldset>
  );
}
