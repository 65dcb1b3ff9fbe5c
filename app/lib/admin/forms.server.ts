// Answers of admin form actions (conform submissions). Every answer is a `FormAnswer`, so
// React Router infers a screen's `actionData` without a cast.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { slugify } from "~/lib/content/rules";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { type Conflict, conflictMessage } from "./concurrency";

export type ReplyOptions = Parameters<Submission<unknown>["reply"]>[0];

/**
 * What an admin action answers when it does not redirect: the submission's result for the
 * form, who saved first when a save is refused (409), why a restore failed, or an error
 * with no form to show it (a deletion); `intent` names which of the screen's forms answers.
 */
export type FormAnswer = { intent?: string; result?: SubmissionResult<Array<string>>; conflict?: Conflict; restoreError?: string; error?: string };

/**
 * The answer of a submission that did not save: a list intent (add/remove/reorder an
 * item, posted without JavaScript) answers 200 with the updated form; validation errors
 * answer 400 to JavaScript and 200 to a document post (app/lib/forms/status.server.ts).
 */
export function formReply<T, Extra extends object = object>(request: Request, submission: Submission<T>, options?: ReplyOptions, extra?: Extra) {
  const status = submission.status === undefined ? 200 : formAnswerStatus(request, 400);
  return data<FormAnswer & Extra>({ result: submission.reply(options) as SubmissionResult<Array<string>>, ...(extra as Extra) }, { status });
}

/** A failure that is not the visitor's input (storage…): 500 with a form-level message. */
export function formFailure<T, Extra extends object = object>(submission: Submission<T>, message: string, status = 500, extra?: Extra) {
  return data<FormAnswer & Extra>({ result: submission.reply({ formErrors: [message] }) as SubmissionResult<Array<string>>, ...(extra as Extra) }, { status });
}

/** The 409 answer of a refused save: the form keeps what was typed and shows who changed it. */
export function conflictResponse<T, Extra extends object = object>(submission: Submission<T>, conflict: Conflict, extra?: Extra) {
  return data<FormAnswer & Extra>(
    { result: submission.reply({ formErrors: [conflictMessage(conflict)] }) as SubmissionResult<Array<string>>, conflict, ...(extra as Extra) },
    { status: 409 },
  );
}

/** An error shown as a toast, for an action with no form to answer (`intent`: which one failed). */
export function actionError(message: string, status: number, intent?: string) {
  return data<FormAnswer>({ ...(intent === undefined ? {} : { intent }), error: message }, { status });
}

/** The answer of a restore that did not happen (under the revisions list). */
export function restoreFailure(message: string, status: number) {
  return data<FormAnswer>({ restoreError: message }, { status });
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
