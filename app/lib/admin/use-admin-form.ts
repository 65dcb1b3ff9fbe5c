// The conform set-up of every back-office form: the zod schema the action uses validates in
// the browser too (on blur, then as the person types), its constraints become the inputs'
// attributes, and the action's last answer shows its errors. Public forms keep their own.
import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export type AdminFormOptions<Fields> = {
  /** A stable id per record (`service-12`), so a reloaded record gets a fresh form. */
  id?: string;
  lastResult?: SubmissionResult<Array<string>> | null;
  defaultValue?: DefaultValue<Fields>;
  /** The object schema to read the inputs' constraints from when `schema` is piped (conform cannot see through a transform). */
  constraintSchema?: z.ZodType;
  /** false: validated only when submitted (no message while the person fills it in). */
  live?: boolean;
};

type FieldsOf<S extends z.ZodType> = z.input<S> extends Record<string, unknown> ? z.input<S> : never;

/**
 * `Fields`: the values the form's inputs hold, when they differ from what the schema reads
 * (numbers and booleans typed as text): `useAdminForm<typeof schema, PageFormValues>(schema, …)`.
 */
export function useAdminForm<S extends z.ZodType, Fields extends Record<string, unknown> = FieldsOf<S>>(schema: S, options: AdminFormOptions<NoInfer<Fields>> = {}) {
  const live = options.live ?? true;
  return useForm<Fields, z.output<S>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(options.constraintSchema ?? schema),
    ...(live ? { shouldValidate: "onBlur", shouldRevalidate: "onInput" } : {}),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
