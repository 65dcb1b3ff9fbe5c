import { parseForm } from "~/lib/forms/parse";
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import { isHoneypotFilled, RATE_LIMIT_MESSAGE, withinRateLimit } from "~/lib/forms/spam.server";
import { subscribeToNewsletter } from "./newsletter.server";
import { NEWSLETTER_HONEYPOT, type NewsletterActionData, newsletterMessages, newsletterSchema } from "./schema";

const failure = (status: number, message: string) => ({
  status,
  body: { result: { status: "error" as const, error: { "": [message] } } } satisfies NewsletterActionData,
});

/** The newsletter action: spam checks → validation → double opt-in. */
export async function submitNewsletterForm(deps: { db: Db; env: AppEnv }, request: Request): Promise<{ status: number; body: NewsletterActionData }> {
  const formData = await request.formData().catch(() => new FormData());
  if (isHoneypotFilled(formData, NEWSLETTER_HONEYPOT)) return failure(400, newsletterMessages.generic);
  const submission = parseForm(formData, newsletterSchema);
  if (submission.status !== "success") return { status: 400, body: { result: submission.reply() } };
  if (!(await withinRateLimit(deps.env.FORM_LIMITER, "newsletter", request))) {
    return { status: 429, body: { result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }) } };
  }
  const result = await subscribeToNewsletter(
    { db: deps.db, queue: deps.env.MAIL_QUEUE, origin: deps.env.SITE_ORIGIN, secret: deps.env.JWT_SECRET },
    { email: submission.value.email, source: submission.value.source },
  );
  if (!result.ok) return { status: 500, body: { result: submission.reply({ formErrors: [newsletterMessages.generic] }) } };
  return {
    status: 200,
    body: {
      result: submission.reply({ resetForm: true }),
      outcome: "pending",
      message: newsletterMessages.pending,
    },
  };
}
