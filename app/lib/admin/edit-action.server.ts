// The action of a full-page edit form (services, pages, articles, regions, departments,
// cities): validate with the form's zod schema (an empty slug derived first), run the
// screen's own checks, save at the version the form was loaded at, then redirect with a
// one-time message — or answer the form with its errors (400), the fields the database
// refused, a 409 on a newer version, a 403 or a 404.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { redirectWithFlash } from "./flash.server";
import { conflictResponse, deriveEmptySlug, formFailure, formReply, type ReplyOptions } from "./forms.server";
import type { SaveFailure, SaveResult } from "./save";

export const VERSION_MISSING = "Version manquante : rechargez la page.";

/** A submission the screen's own checks refuse: the form again with these errors. */
export type Refusal = { refuse: ReplyOptions };
export const refuse = (reply: ReplyOptions): Refusal => ({ refuse: reply });

export type EditActionOptions<S extends z.ZodType, Input, Saved extends object> = {
  formData: FormData;
  schema: S;
  /** null: a creation; else the edited row's id (the form must then carry its version). */
  id: number | null;
  /** An empty slug is derived from this field, as `<SlugField>` does (forms posted without JavaScript). */
  slugFrom?: string;
  /** The form-level message of a submission with field errors (none when undefined). */
  summary?: (error: Record<string, Array<string> | null>) => string | undefined;
  /** The screen's checks before saving (publishing rules, unknown image…): a refusal, or the input to save. */
  prepare?: (value: z.output<S>) => Promise<Refusal | { input: Input }>;
  save: (input: NoInfer<Input>, version: number | null) => Promise<SaveResult<Saved>>;
  /** Where a successful save goes, with its one-time message. */
  done: (saved: NoInfer<Saved>, input: NoInfer<Input>) => { to: string; message: string };
  messages: {
    notFound: string;
    /** The form-level message shown with the fields a save refused (a slug taken…). */
    invalid?: string;
    /** The 403 message of a save the actor may not make. */
    forbidden?: string;
    /** When given, a save that throws answers 500 with this message instead of failing. */
    saveFailed?: string;
  };
  /** Records a save that threw (with `messages.saveFailed`); a warning unless told. */
  logFailure?: (error: unknown) => void;
};

export async function editFormAction<S extends z.ZodType, Input = z.output<S>, Saved extends object = object>(request: Request, options: EditActionOptions<S, Input, Saved>) {
  const formData = options.slugFrom ? deriveEmptySlug(options.formData, "slug", options.slugFrom) : options.formData;
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    const summary = submission.status === "error" ? options.summary?.(submission.error ?? {}) : undefined;
    return formReply(request, submission, summary === undefined ? undefined : { formErrors: [summary] });
  }
  const prepared = options.prepare ? await options.prepare(submission.value) : { input: submission.value as Input };
  if ("refuse" in prepared) return formReply(request, submission, prepared.refuse);
  const version = (submission.value as { version?: number }).version ?? null;
  if (options.id !== null && version === null) return formReply(request, submission, { formErrors: [VERSION_MISSING] });
  let outcome: SaveResult<Saved>;
  try {
    outcome = await options.save(prepared.input, version);
  } catch (error) {
    if (options.messages.saveFailed === undefined) throw error;
    (options.logFailure ?? ((reason: unknown) => console.warn("save failed", reason)))(error);
    return formFailure(submission, options.messages.saveFailed);
  }
  if (outcome.ok) {
    const { to, message } = options.done(outcome, prepared.input);
    throw redirectWithFlash(request, to, message);
  }
  return answerFailure(request, submission, outcome, options.messages);
}

/**
 * The answer of a save that did not happen: the form with the fields refused (and the form
 * message), a 409 with who saved first, or a 403 / 404 error page.
 */
export function answerFailure<T>(request: Request, submission: Submission<T>, failure: SaveFailure, messages: { notFound: string; invalid?: string; forbidden?: string }) {
  switch (failure.reason) {
    case "invalid": {
      const formError = failure.formError ?? messages.invalid;
      return formReply(request, submission, { fieldErrors: failure.fieldErrors, ...(formError === undefined ? {} : { formErrors: [formError] }) });
    }
    case "conflict":
      return conflictResponse(submission, failure.conflict);
    case "forbidden":
      throw data(messages.forbidden ?? "Accès refusé", { status: 403 });
    case "not-found":
      throw data(messages.notFound, { status: 404 });
  }
}
