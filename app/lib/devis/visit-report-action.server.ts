// The dossier's intents on the devis screen (/admin/devis/:id): plan or move the visit, upload
// and deliver the report, attach or remove a document on a draft. The route calls this first
// and falls back to its own intents when the answer is null; every branch ends in a redirect
// with its toast, or an answer that names its form (`intent`) and the field at fault.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Actor } from "~/lib/auth/actor";
import { conflictMessage } from "~/lib/admin/concurrency";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { actionError, type FormAnswer } from "~/lib/admin/forms.server";
import type { SubmissionResult } from "@conform-to/react";
import type { Db } from "~/db/client.server";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { attachDocument, DOCUMENT_MESSAGES, removeDocument } from "./documents.server";
import { deliverReportSchema, planVisitSchema, REPORT_MESSAGES, VISIT_MESSAGES } from "./visit-report-schema";
import { deliverReport, uploadReport } from "./report.server";
import { DEVIS_MESSAGES } from "./schema";
import { planVisit, type StepOutcome } from "./visit.server";
import { getDevis } from "./devis.server";

export const DOSSIER_INTENTS = ["plan-visit", "upload-report", "deliver-report", "attach-document", "remove-document"] as const;

export type DossierActionDeps = { db: Db; bucket: R2Bucket; queue: Queue; origin: string; jwtSecret: string };

async function failure(request: Request, db: Db, id: number, intent: string, outcome: Exclude<StepOutcome, { ok: true }>, storage: string) {
  if ("fieldErrors" in outcome) {
    const first = Object.values(outcome.fieldErrors)[0]?.[0] ?? storage;
    return data<FormAnswer>(
      { intent, error: first, result: { status: "error", error: outcome.fieldErrors } as SubmissionResult<Array<string>> },
      { status: formAnswerStatus(request, 400) },
    );
  }
  if ("message" in outcome) return actionError(outcome.message, 409, intent);
  if (outcome.reason === "not-found") throw data(DEVIS_MESSAGES.notFound, { status: 404 });
  if (outcome.reason === "storage") return actionError(storage, 503, intent);
  const row = await getDevis(db, id);
  return actionError(row ? conflictMessage({ version: row.version, at: row.updatedAt, by: null }) : DEVIS_MESSAGES.notFound, 409, intent);
}

export async function visitReportAction(request: Request, deps: DossierActionDeps, actor: Actor, id: number, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const path = `/admin/devis/${id}`;
  switch (intent) {
    case "plan-visit": {
      const submission = parseWithZod(formData, { schema: planVisitSchema });
      if (submission.status !== "success")
        return data<FormAnswer>({ intent, result: submission.reply() as SubmissionResult<Array<string>> }, { status: formAnswerStatus(request, 400) });
      const { intent: _, version, ...input } = submission.value;
      const outcome = await planVisit(deps, actor, id, version, input);
      if (outcome.ok) throw redirectWithFlash(request, path, outcome.replanned ? VISIT_MESSAGES.replanned : VISIT_MESSAGES.planned);
      return failure(request, deps.db, id, intent, outcome, VISIT_MESSAGES.storageFailed);
    }
    case "upload-report": {
      const file = formData.get("report");
      const outcome = await uploadReport(deps, actor, id, file instanceof File ? file : null);
      if (outcome.ok) throw redirectWithFlash(request, path, REPORT_MESSAGES.uploaded);
      return failure(request, deps.db, id, intent, outcome, REPORT_MESSAGES.storageFailed);
    }
    case "deliver-report": {
      const submission = parseWithZod(formData, { schema: deliverReportSchema });
      if (submission.status !== "success") return actionError(DEVIS_MESSAGES.notFound, 400, intent);
      const outcome = await deliverReport(deps, actor, id, submission.value.version);
      if (outcome.ok) throw redirectWithFlash(request, path, REPORT_MESSAGES.delivered);
      return failure(request, deps.db, id, intent, outcome, REPORT_MESSAGES.storageFailed);
    }
    case "attach-document":
    case "remove-document": {
      const file = formData.get("document");
      const outcome =
        intent === "attach-document"
          ? await attachDocument(deps, actor, id, file instanceof File ? file : null)
          : await removeDocument(deps, actor, id, Number(formData.get("documentId")));
      if (outcome.ok) throw redirectWithFlash(request, path, intent === "attach-document" ? DOCUMENT_MESSAGES.attached : DOCUMENT_MESSAGES.removed);
      if ("message" in outcome) return data<FormAnswer>({ intent, error: outcome.message }, { status: formAnswerStatus(request, 400) });
      if (outcome.reason === "not-found") throw data(DEVIS_MESSAGES.notFound, { status: 404 });
      return actionError(DOCUMENT_MESSAGES.storage, 503, intent);
    }
    default:
      return null;
  }
}
