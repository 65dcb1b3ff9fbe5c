// Form primitives of the back-office: real inputs (they work without JavaScript),
// wired to conform's field metadata for ids, errors and aria attributes.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500";

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-70",
  link: "font-semibold text-brand-700 underline-offset-2 hover:underline",
} as const;

export function FieldErrors({ id, errors }: { id: string; errors?: Array<string> }) {
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className="mt-1 text-sm text-red-700">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

type FieldProps = {
  meta: FieldMetadata<string | number | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "search" | "date" | "datetime-local" | "url" | "tel" | "number";
  description?: React.ReactNode;
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  /** Shows "n / max caractères" under the field, updated as you type (SEO fields). */
  counter?: number;
  disabled?: boolean;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url";
  step?: string;
};

export function TextField({ meta, label, type = "text", description, autoComplete, required, placeholder, counter, disabled, inputMode, step }: FieldProps) {
  const describedBy = [description ? meta.descriptionId : null, counter ? `${meta.id}-counter` : null].filter(Boolean).join(" ") || undefined;
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: describedBy });
  const isRequired = required ?? meta.required;
  const [length, setLength] = useState(String(meta.initialValue ?? "").length);
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-700">
        {label}
        {isRequired ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        key={key}
        {...props}
        required={isRequired}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={inputMode}
        step={step}
        onInput={counter ? (event) => setLength(event.currentTarget.value.length) : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {description ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {counter ? <LengthCounter id={`${meta.id}-counter`} length={length} max={counter} /> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** "52 / 60 caractères", amber past the recommended length. */
export function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={`mt-1 text-xs ${length > max ? "font-semibold text-amber-800" : "text-slate-500"}`}>
      {length} / {max} caractères{length > max ? " (trop long pour les résultats de recherche)" : ""}
    </p>
  );
}

/** A labelled text area, with an optional live length counter. */
export function TextAreaField({
  meta,
  label,
  rows = 4,
  description,
  required,
  counter,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  rows?: number;
  description?: React.ReactNode;
  required?: boolean;
  counter?: number;
  placeholder?: string;
}) {
  const describedBy = [description ? meta.descriptionId : null, counter ? `${meta.id}-counter` : null].filter(Boolean).join(" ") || undefined;
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: describedBy });
  const isRequired = required ?? meta.required;
  const [length, setLength] = useState(String(meta.initialValue ?? "").length);
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-700">
        {label}
        {isRequired ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <textarea
        key={key}
        {...props}
        rows={rows}
        required={isRequired}
        placeholder={placeholder}
        onInput={counter ? (event) => setLength(event.currentTarget.value.length) : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {description ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {counter ? <LengthCounter id={`${meta.id}-counter`} length={length} max={counter} /> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A native checkbox bound to a boolean field ("on" when ticked). */
export function CheckboxField({ meta, label, description }: { meta: FieldMetadata<boolean | string | undefined>; label: string; description?: React.ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", value: "on", ariaDescribedBy: description ? meta.descriptionId : undefined });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input key={key} {...props} className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700" />
        <div className="text-sm">
          <label htmlFor={meta.id} className="font-medium text-slate-800">
            {label}
          </label>
          {description ? (
            <p id={meta.descriptionId} className="text-xs text-slate-500">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A value shown in a disabled input: visible, labelled, never submitted. */
export function ReadOnlyField({ id, label, value, description }: { id: string; label: string; value: string; description?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} type="text" value={value} disabled readOnly aria-describedby={description ? `${id}-description` : undefined} className={`mt-1 ${inputClass}`} />
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  description,
  disabled,
}: {
  meta: FieldMetadata<string | number | undefined>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  description?: string;
  disabled?: boolean;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: description ? meta.descriptionId : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select key={key} {...props} disabled={disabled} className={`mt-1 ${inputClass}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {disabled ? <input type="hidden" name={meta.name} value={String(meta.initialValue ?? "")} /> : null}
      {description ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * Submit button that is disabled while its form is in flight (no double submit).
 * `intent` only tells which form is pending: the form carries its own hidden intent.
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  tone = "primary",
  formAction,
}: {
  children: React.ReactNode;
  pendingLabel: string;
  intent?: string;
  tone?: "primary" | "danger";
  formAction?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent) &&
    (formAction === undefined || navigation.formAction === formAction);
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending || undefined}
      className={buttonClass[tone]}
    >
      {pending ? (
        <>
          <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export function Banner({
  tone,
  children,
  id,
}: {
  tone: "success" | "error" | "info" | "warning";
  children: React.ReactNode;
  id?: string;
}) {
  const styles = {
    success: "border-green-200 bg-green-50 text-green-800",
    error: "border-red-200 bg-red-50 text-red-800",
    info: "border-brand-200 bg-brand-50 text-brand-800",
    warning: "border-amber-200 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${styles}`}>
      <Icon name={tone === "success" ? "check" : "alert"} className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
