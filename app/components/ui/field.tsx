// Form fields of the UI kit. Each takes either plain props (name, defaultValue, errors)
// or a conform field (`field={fields.email}`), which fills name, initial value, errors,
// required flag and the reset key. Errors are linked to the input (aria-describedby).
//
// Every field is a native element with its label, description and error linked
// (aria-describedby): public forms work without JavaScript, and no widget library
// weighs on the pages that hydrate.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

// conform's metadata is generic over the schema; the kit accepts any field.
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
};

function resolve(props: BaseProps) {
  const f = props.field;
  const initial = f?.initialValue;
  return {
    key: f?.key,
    name: f?.name ?? props.name ?? "",
    id: f?.id,
    defaultValue: typeof initial === "string" ? initial : props.defaultValue,
    errors: (f?.errors ?? props.errors ?? undefined) as Array<string> | undefined,
    // An explicit isRequired wins: a field may be required for one choice and not another.
    isRequired: props.isRequired ?? f?.required ?? false,
  };
}

export const labelClass = "block text-sm font-medium text-slate-800";
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 ";
export const errorClass = "mt-1 text-sm text-red-700";

function RequiredMark({ show }: { show: boolean }) {
  return show ? (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

export type TextFieldProps = BaseProps & {
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "password";
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email";
};

/** Ids of the description and error of a field, for aria-describedby. */
function describedBy(id: string, description: ReactNode, invalid: boolean) {
  return [description ? `${id}-description` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Description({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-description`} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  ) : null;
}

function Errors({ id, errors }: { id: string; errors?: Array<string> }) {
  return errors?.length ? (
    <p id={`${id}-error`} className={errorClass}>
      {errors.join(" ")}
    </p>
  ) : null;
}

/** What every field derives from its props: id, name, value, errors and the aria links. */
function control(props: BaseProps, prefix: string, suffix?: string) {
  const f = resolve(props);
  const id = f.id ?? [prefix, f.name, suffix].filter(Boolean).join("-");
  const invalid = Boolean(f.errors?.length);
  const aria = {
    "aria-required": f.isRequired || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy(id, props.description, invalid),
  };
  return { f, id, aria };
}

/** The label above a control, its description and its errors below. */
function Labelled({ props, f, id, children }: { props: BaseProps; f: ReturnType<typeof resolve>; id: string; children: ReactNode }) {
  return (
    <div className={props.className} key={f.key}>
      <label htmlFor={id} className={labelClass}>
        {props.label}
        <RequiredMark show={f.isRequired} />
      </label>
      {children}
      <Description id={id}>{props.description}</Description>
      <Errors id={id} errors={f.errors} />
    </div>
  );
}

/** A labelled text input. `<TextField label="Email" type="email" field={fields.email} />` */
export function TextField(props: TextFieldProps) {
  const { f, id, aria } = control(props, "field");
  return (
    <Labelled props={props} f={f} id={id}>
      <input
        id={id}
        name={f.name}
        type={props.type ?? "text"}
        defaultValue={f.defaultValue}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        {...aria}
        className={inputClass}
      />
    </Labelled>
  );
}

export type TextAreaFieldProps = BaseProps & { rows?: number; placeholder?: string };

/** A labelled multi-line text input. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { f, id, aria } = control(props, "field");
  return (
    <Labelled props={props} f={f} id={id}>
      <textarea id={id} name={f.name} rows={props.rows ?? 5} defaultValue={f.defaultValue} placeholder={props.placeholder} {...aria} className={inputClass} />
    </Labelled>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BaseProps & { options: ReadonlyArray<SelectOption>; placeholder?: string };

/** A labelled native select (works without JavaScript). */
export function SelectField(props: SelectFieldProps) {
  const { f, id, aria } = control(props, "select");
  return (
    <Labelled props={props} f={f} id={id}>
      <select id={id} name={f.name} defaultValue={f.defaultValue ?? ""} {...aria} className={inputClass}>
        <option value="">{props.placeholder ?? "Sélectionnez…"}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
  const { f, id, aria } = control(props, "checkbox", props.value ?? "on");
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
          disabled={props.isLocked}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria["aria-describedby"]}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        {props.isLocked ? <input type="hidden" name={f.name} value={props.value ?? "on"} /> : null}
        <div className="text-sm">
          <label htmlFor={id} className="text-slate-800">
            {props.label}
            <RequiredMark show={f.isRequired} />
          </label>
          {props.description ? (
            <div id={`${id}-description`} className="text-slate-600">
              {props.description}
            </div>
          ) : null}
        </div>
      </div>
      <Errors id={id} errors={f.errors} />
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
