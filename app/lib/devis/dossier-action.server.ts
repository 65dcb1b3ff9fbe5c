// The devis screen's dossier intents (« Acompte reçu », « Solde reçu », « Enregistrer une
// rétractation reçue », the amount kept, « Remboursement effectué »): the route has checked the
// role (editors and above); this parses the form, runs the domain step and answers — a redirect
// with its message, the form with its French errors, or the life cycle's refusal (409).
// docs/decisions/640, 642, 643.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getDb } from "~/db/get-db.server";
import { conflictMessage } from "~/lib/admin/concurrency";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { actionError, formReply } from "~/lib/admin/forms.server";
import type { Actor } from "~/lib/auth/actor";
import { getCloudflare } from "~/lib/context";
import { type DossierOutcome, recordPayment, recordRefund, recordWithdrawal, setRefund } from "./dossier.server";
import { DOSSIER_MESSAGES, dossierActionSchema } from "./dossier-schema";
import { DEVIS_MESSAGES } from "./schema";

export async function dossierAction(request: Request, context: Parameters<typeof getDb>[0], actor: Actor, id: number, formData: FormData) {
  const submission = parseWithZod(formData, { schema: dossierActionSchema });
  if (submission.status !== "success") return formReply(request, submission, undefined, { intent: String(formData.get("intent")) });
  const { env } = getCloudflare(context);
  const deps = { db: getDb(context).db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, jwtSecret: env.JWT_SECRET };
  const v = submission.value;
  let outcome: DossierOutcome;
  let done: string;
  switch (v.intent) {
    case "deposit":
    case "balance":
      outcome = await recordPayment(deps, actor, id, v.version, v.intent === "deposit" ? "acompte" : "solde", {
        paidOn: v.paidOn,
        amountCents: v.amount,
        mode: v.mode,
        note: v.note,
      });
      done = v.intent === "deposit" ? DOSSIER_MESSAGES.depositRecorded : DOSSIER_MESSAGES.balanceRecorded;
      break;
    case "withdrawal-received":
      outcome = await recordWithdrawal(deps, actor, id, v.version, { sentOn: v.sentOn, channel: v.channel });
      done = DOSSIER_MESSAGES.withdrawalRecorded;
      break;
    case "refund-set":
      outcome = await setRefund(deps, actor, id, v.version, { keptCents: v.kept, reason: v.reason });
      done = DOSSIER_MESSAGES.refundSet;
      break;
    case "refund":
      outcome = await recordRefund(deps, actor, id, v.version, { paidOn: v.paidOn, mode: v.mode, note: v.note });
      done = DOSSIER_MESSAGES.refunded;
      break;
  }
  if (outcome.ok) throw redirectWithFlash(request, `/admin/devis/${id}`, done);
  switch (outcome.reason) {
    case "not-found":
      throw data(DEVIS_MESSAGES.notFound, { status: 404 });
    case "invalid":
      return formReply(request, submission, { fieldErrors: outcome.fieldErrors }, { intent: v.intent });
    case "conflict":
      return actionError(conflictMessage(outcome.conflict), 409, v.intent);
    case "refused":
      return actionError(outcome.message, 409, v.intent);
    case "storage":
      return actionError(outcome.message, 503, v.intent);
  }
}
