// The answer of « Me rétracter » on /devis/{token}: the form's schema, the domain step, then a
// 303 back to the page (which shows « Rétracté ») or the form again with its French error.
// docs/decisions/643-withdrawal.md
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { PRIVATE_HEADERS } from "./client.server";
import { withdrawOnline } from "./dossier.server";
import { DOSSIER_MESSAGES, withdrawSchema } from "./dossier-schema";

type Context = Parameters<typeof getDb>[0];

export async function withdrawAnswer(request: Request, context: Context, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: withdrawSchema });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter((entry): entry is [string, Array<string>] => Array.isArray(entry[1])));
    return data({ intent: "withdraw", error: null, errors }, { status: formAnswerStatus(request, 400), headers: PRIVATE_HEADERS });
  }
  const { env } = getCloudflare(context);
  const outcome = await withdrawOnline({ db: getDb(context).db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, jwtSecret: env.JWT_SECRET }, token);
  if (outcome.ok) throw redirect(`/devis/${token}`, { status: 303, headers: PRIVATE_HEADERS });
  const error = outcome.reason === "refused" ? outcome.message : outcome.reason === "not-found" ? "Ce lien ne correspond à aucun devis." : DOSSIER_MESSAGES.withdrawStorage;
  const status = outcome.reason === "not-found" ? 404 : outcome.reason === "refused" || outcome.reason === "conflict" ? 409 : 503;
  return data({ intent: "withdraw", error, errors: {} as Record<string, Array<string>> }, { status, headers: PRIVATE_HEADERS });
}
