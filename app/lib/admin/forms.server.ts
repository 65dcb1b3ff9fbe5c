// Answers of admin form actions (conform submissions).
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { slugify } from "~/lib/content/rules";
import { formAnswerStatus } from "~/lib/forms/status.server";

type ReplyOptions = Parameters<Submission<unknown>["reply"]>[0];

/**
 * The answer of a submission that did not save: a list intent (add/remove/reorder an
 * item, posted without JavaScript) answers 200 with the updated form; validation errors
 * answer 400 to JavaScript and 200 to a document post (app/lib/forms/status.server.ts).
 */
export function formReply<T>(request: Request, submission: Submission<T>, options?: ReplyOptions, extra: Record<string, unknown> = {}) {
  const status = submission.status === undefined ? 200 : formAnswerStatus(request, 400);
  return data({ result: submission.reply(options) as SubmissionResult<Array<string>>, ...extra }, { status });
}

/** A failure that is not the visitor's input (storage…): 500 with a form-level message. */
export function formFailure<T>(submission: Submission<T>, message: string, status = 500) {
  return data({ result: submission.reply({ formErrors: [message] }) as SubmissionResult<Array<string>> }, { status });
}

/**
 * Fills an empty slug from its source field by `slugify` (what `<SlugField>` does as you
 * type), so a form posted without JavaScript gets the same slug.
 */
export function deriveEmptySlug(formData: FormData, slugName = "slug", sourceName = "title") {
  const slug = formData.get(slugName);
  const source = formData.get(sourceName);
  if ((slug === null || (typeof slug === "string" && slug.trim() === "")) && typeof source === "string") formData.set(slugName, slugify(source));
  return formData;
}
