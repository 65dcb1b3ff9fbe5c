// One field of the devis' plain HTML forms (the client's acceptance, the dossier's payments and
// withdrawal, the visit): the label, the control, its hint `<id>-hint` and its error
// `<id>-error`, which the control names in aria-describedby. The control is the caller's
// (input, select, textarea), given the id and the aria links (docs/decisions/941).
import type { ReactNode } from "react";
import { labelClass } from "~/components/ui/field";

export type HintedControl = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

export function HintedField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | null;
  children: (control: HintedControl) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A field's error, `<id>-error`, where the label and the control stand apart from it (a file input). */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
