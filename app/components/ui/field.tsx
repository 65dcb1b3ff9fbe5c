// The one field kit, public site and back-office alike. Each field takes either plain props
// (name, defaultValue, errors) or a conform field (`field={fields.email}`), which fills id,
// name, initial value, errors, required flag and the reset key. Errors are linked to the
// input (aria-describedby).
//
// Every field is a native element with its label, description and error linked
// (aria-describedby): forms work without JavaScript, and no widget library weighs on the
// pages that hydrate. This module is in the public forms' scripts: admin-only code (icons,
// navigation state, conform's prop getters) stays out of it.
//
// `variant="admin"` is the back-office's: compact text, and the browser's constraint
// attributes (required, minLength, maxLength, min, max, step, pattern, form) read from the
// conform field, where public fields only say aria-required.
import type { FieldMetadata } from "@conform-to/react";
import { cloneElement, type ReactElement, type ReactNode } from "react";

// biome-ignore lint/suspicious/noExplicitAny: conform's metadata is generic over the schema; the kit accepts any form's field.
type AnyField = FieldMetadata<any, any, any>;

type BaseProps = {
  label: ReactNode;
  /** conform field metadata; overrides name/defaultValue/errors (isRequired, when given, wins over its constraint). */
  field?: AnyField;
  name?: string;
  defaultValue?: string;
  errors?: Array<string> | null;
  isRequired?: boolean;
  description?: ReactNode;
  className?: string;
  /** The back-office's fields: compact, with native constraint attributes (see above). */
  variant?: "admin";
  /** The id when there is no conform field (default `field-<name>`). */
  id?: string;
  disabled?: boolean;
};

function resolve(props: BaseProps) {
  const f = props.field;
  const initial = f?.initialValue;
  return {
    key: f?.key,
    name: f?.name ?? props.name,
    id: f?.id ?? props.id,
    defaultValue: typeof initial === "string" ? initial : props.defaultValue,
    errors: (f?.errors ?? props.errors ?? undefined) as Array<string> | undefined,
    // An explicit isRequired wins: a field may be required for one choice and not another.
    isRequired: props.isRequired ?? f?.required ?? false,
  };
}

export const labelClass = "block text-sm font-medium text-slate-800";
/** The look of every text input, select and text area (add `mt-1` under a label). */
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 ";
export const errorClass = "mt-1 text-sm text-red-700";

/** The " *" after the label of a required field (hidden from screen readers: the control says it). */
export function RequiredMark({ show }: { show: boolean }) {
  return show ? (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

export type TextFieldProps = BaseProps & {
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "datetime-local" | "password" | "search";
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url";
  step?: string;
  counter?: Counter;
};

/**
 * Shown under the description and named by the control's aria-describedby (the admin's
 * `<LengthCounter max={60} />`): the field gives it the id `<id>-counter` and its initial value.
 */
type Counter = ReactElement<{ id?: string; value?: string }>;

/** Ids of the description, length counter and error of a field, for aria-describedby. */
function describedBy(id: string, description: ReactNode, invalid: boolean, counter?: Counter) {
  return [description ? `${id}-description` : null, counter ? `${id}-counter` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's help text, `<id>-description`. */
export function Description({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-description`} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  ) : null;
}

/** The errors of a field, `<id>-error` (the id its control's aria-describedby names). */
export function FieldErrors({ id, errors }: { id: string; errors?: Array<string> | null }) {
  return errors?.length ? (
    <p id={`${id}-error`} className={errorClass}>
      {errors.join(" ")}
    </p>
  ) : null;
}

/** What every field derives from its props: id, name, value, errors, the aria links and, for the admin variant, the native constraints. */
function control(props: BaseProps, prefix: string, suffix?: string, counter?: Counter) {
  const f = resolve(props);
  const id = f.id ?? [prefix, f.name, suffix].filter(Boolean).join("-");
  const invalid = Boolean(f.errors?.length);
  const c = props.variant && props.field;
  const aria = {
    "aria-required": (!props.variant && f.isRequired) || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy(id, props.description, invalid, counter),
    ...(c && { form: c.formId, required: f.isRequired || undefined, minLength: c.minLength, maxLength: c.maxLength }),
    disabled: props.disabled,
  };
  // The frame's props; `key` stays apart (React refuses it in a spread).
  const frame = {
    ...props,
    id,
    mark: f.isRequired,
    errors: f.errors,
    after: counter && cloneElement(counter, { id: `${id}-counter`, value: f.defaultValue }),
  };
  return { f, id, aria, c, frame, className: props.variant ? `mt-1 ${inputClass}text-sm` : `mt-1 ${inputClass}` };
}

/**
 * The label above a control (`id`), its description and errors below: the frame of every
 * field, admin widgets included. The control links them itself (aria-describedby with
 * `<id>-description` and `<id>-error`).
 *   <Labelled id={meta.id} label="Image" description="…" errors={meta.errors}><input id={meta.id} … /></Labelled>
 */
export function Labelled({
  id,
  label,
  description,
  className,
  mark,
  errors,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  /** Shows the required mark after the label. */
  mark?: boolean;
  errors?: Array<string> | null;
  /** Shown between the description and the errors (the length counter). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <RequiredMark show={Boolean(mark)} />
      </label>
      {children}
      <Description id={id}>{description}</Description>
      {after}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

/** A labelled text input. `<TextField label="Email" type="email" field={fields.email} />` */
export function TextField(props: TextFieldProps) {
  const { f, id, aria, c, frame, className } = control(props, "field", undefined, props.counter);
  return (
    <Labelled key={f.key} {...frame}>
      <input
        id={id}
        name={f.name}
        type={props.type ?? "text"}
        defaultValue={f.defaultValue}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        {...aria}
        {...(c && { min: c.min, max: c.max, step: c.step, pattern: c.pattern })}
        step={props.step}
        className={className}
      />
    </Labelled>
  );
}

export type TextAreaFieldProps = BaseProps & { rows?: number; placeholder?: string; counter?: Counter };

/** A labelled multi-line text input (5 rows, 4 in the back-office). */
export function TextAreaField(props: TextAreaFieldProps) {
  const { f, id, aria, frame, className } = control(props, "field", undefined, props.counter);
  return (
    <Labelled key={f.key} {...frame}>
      <textarea id={id} name={f.name} rows={props.rows ?? (props.variant ? 4 : 5)} defaultValue={f.defaultValue} placeholder={props.placeholder} {...aria} className={className} />
    </Labelled>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BaseProps & { options: ReadonlyArray<SelectOption>; placeholder?: string };

/**
 * A labelled native select (works without JavaScript). Public selects start with an empty
 * choice (`placeholder`); admin ones list their options only, and a disabled one still
 * submits its value (hidden input).
 */
export function SelectField(props: SelectFieldProps) {
  const { f, id, aria, className } = control(props, "select");
  const admin = props.variant;
  return (
    <Labelled {...props} key={f.key} id={id} mark={!admin && f.isRequired} errors={f.errors}>
      <select id={id} name={f.name} defaultValue={f.defaultValue ?? ""} {...aria} className={className}>
        {admin ? null : <option value="">{props.placeholder ?? "Sélectionnez…"}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {admin && props.disabled ? <input type="hidden" name={f.name} value={f.defaultValue ?? ""} /> : null}
    </Labelled>
  );
}

export type CheckboxFieldProps = Omit<BaseProps, "defaultValue"> & {
  defaultChecked?: boolean;
  value?: string;
  /** Checked and not changeable; the value is still submitted (hidden input). */
  isLocked?: boolean;
};

/** A native checkbox with its label (works without JavaScript). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { f, id, aria, c } = control(props, "checkbox", props.value ?? "on");
  const initial = props.field?.initialValue;
  const checked =
    props.defaultChecked ?? (typeof initial === "string" ? initial === (props.value ?? "on") : Array.isArray(initial) ? initial.includes(props.value ?? "on") : false);
  return (
    <div className={props.className} key={f.key}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={props.isLocked ? undefined : f.name}
          value={props.value ?? "on"}
          defaultChecked={props.isLocked || checked}
          disabled={props.isLocked || props.disabled}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria["aria-describedby"]}
          {...(c && { form: c.formId, required: f.isRequired || undefined })}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        {props.isLocked ? <input type="hidden" name={f.name} value={props.value ?? "on"} /> : null}
        <div className="text-sm">
          <label htmlFor={id} className="text-slate-800">
            {props.label}
            <RequiredMark show={!c && f.isRequired} />
          </label>
          {props.description ? (
            <div id={`${id}-description`} className="text-slate-600">
              {props.description}
            </div>
          ) : null}
        </div>
      </div>
      <FieldErrors id={id} errors={f.errors} />
    </div>
  );
}

/** The errors that concern the whole form (conform's `form.errors`). */
export function FormErrors({ errors, id }: { errors?: Array<string> | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
