import { parseForm } from "~/lib/forms/parse";
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import { isHoneypotFilled, RATE_LIMIT_MESSAGE, TURNSTILE_MESSAGE, verifyTurnstile, withinRateLimit } from "~/lib/forms/spam.server";
import { createContactRequest } from "./contact.server";
import { checkFileContents } from "./files.server";
import { type ContactActionData, contactMessages, contactSchema, HONEYPOT_FIELD } from "./schema";

export type ContactActionOutcome = { status: number; body: ContactActionData };

const failure = (status: number, message: string): ContactActionOutcome => ({
  status,
  body: { result: { status: "error", error: { "": [message] } } },
});

/** The contact action: spam checks → validation (schema, then file contents) → storage. */
export async function submitContactForm(deps: { db: Db; env: AppEnv; fetcher?: typeof fetch }, request: Request): Promise<ContactActionOutcome> {
  const { env } = deps;
  if (!(await withinRateLimit(env.FORM_LIMITER, "contact", request))) return failure(429, RATE_LIMIT_MESSAGE);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return failure(400, contactMessages.submit);
  }
  if (isHoneypotFilled(formData, HONEYPOT_FIELD)) return failure(400, contactMessages.generic);

  const submission = parseForm(formData, contactSchema);
  if (submission.status !== "success") {
    return { status: 400, body: { result: submission.reply({ hideFields: ["files"] }) } };
  }
  if (!(await verifyTurnstile(env.TURNSTILE_SECRET_KEY, formData, request, deps.fetcher))) {
    return { status: 400, body: { result: submission.reply({ formErrors: [TURNSTILE_MESSAGE], hideFields: ["files"] }) } };
  }

  const checked = await checkFileContents(submission.value.files ?? []);
  if (checked.errors.length > 0) {
    return { status: 400, body: { result: submission.reply({ fieldErrors: { files: checked.errors }, hideFields: ["files"] }) } };
  }

  const { fullName, email, phone, profession, subject, message } = submission.value;
  const created = await createContactRequest(
    { db: deps.db, bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN },
    { fullName, email, phone, profession, subject, message, files: checked.files, userAgent: request.headers.get("user-agent") },
  );
  if (!created.ok) {
    const text = created.reason === "upload" ? contactMessages.upload : contactMessages.generic;
    return { status: 500, body: { result: submission.reply({ formErrors: [text], hideFields: ["files"] }) } };
  }
  return { status: 200, body: { result: submission.reply({ resetForm: true }), reference: created.reference } };
}
