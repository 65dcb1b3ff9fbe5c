// Several native checkboxes sharing one name (a list field): works without JavaScript,
// conform reads the ticked values as an array.
import type { FieldMetadata } from "@conform-to/react";
import { Description, FieldErrors } from "~/components/ui/field";

export function CheckboxGroupField({
  field: meta,
  legend,
  options,
  description,
}: {
  field: FieldMetadata<Array<string> | undefined>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  description?: string;
}) {
  const initial = meta.initialValue;
  const checked = new Set(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  return (
    <fieldset key={meta.key} aria-describedby={[description ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <Description id={meta.id}>{description}</Description>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${meta.id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                name={meta.name}
                value={option.value}
                defaultChecked={checked.has(option.value)}
                className="size-4 rounded border-slate-400 accent-brand-700"
              />
              <label htmlFor={id} className="text-sm text-slate-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldErrors id={meta.id} errors={meta.errors} />
    </fieldset>
  );
}
