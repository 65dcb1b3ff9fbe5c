// The action of a lead's detail screen (contact request or simulation): one form per
// intent (status, assign, follow_up, note, reply). The route has checked the role.
import { data, type RouterContextProvider } from "react-router";
import type { LeadKind } from "~/db/schema";
import { conflictMessage } from "~/lib/admin/concurrency";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import type { SessionUser } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { getDb } from "~/db/get-db.server";
import { FOLLOW_UP_MESSAGES, leadIntentSchema, leadPath } from "./follow-up";
import { addLeadNote, replyToLead, updateLead } from "./follow-up.server";
import { LEAD_MESSAGES } from "./schema";

/** `field`: the input the error belongs to, shown next to it. */
export type LeadActionData = { intent: string; error: string; field?: string; values?: Record<string, string> };

function failure(intent: string, error: string, status: number, values?: Record<string, string>, field?: string) {
  return data<LeadActionData>({ intent, error, values, field }, { status });
}

export async function leadAction(args: { request: Request; context: Readonly<RouterContextProvider>; user: SessionUser; kind: LeadKind; id: number }) {
  const { request, context, user, kind, id } = args;
  const db = getDb(context).db;
  const notFound = kind === "contact" ? LEAD_MESSAGES.contactNotFound : LEAD_MESSAGES.simulationNotFound;
  const path = leadPath(kind, id);
  const form = Object.fromEntries(await request.formData());
  const intent = typeof form.intent === "string" ? form.intent : "";
  const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = leadIntentSchema.safeParse(form);
  if (!parsed.success) {
    const message = intent === "status" && !parsed.error.issues.some((issue) => issue.path[0] === "version") ? LEAD_MESSAGES.statusFailed : parsed.error.issues[0]?.message;
    const field = parsed.error.issues[0]?.path[0];
    return failure(intent, message ?? FOLLOW_UP_MESSAGES.unknownIntent, 400, values, typeof field === "string" ? field : undefined);
  }
  const input = parsed.data;

  if (input.intent === "note") {
    if (!(await addLeadNote(db, user, { kind, id, body: input.body }))) throw data(notFound, { status: 404 });
    throw redirectWithFlash(request, path, FOLLOW_UP_MESSAGES.noteAdded);
  }

  if (input.intent === "reply") {
    const { env } = getCloudflare(context);
    const outcome = await replyToLead({ db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, secret: env.JWT_SECRET }, user, {
      kind,
      id,
      messageId: input.messageId,
      subject: input.subject,
      body: input.body,
    });
    if (!outcome.ok && outcome.reason === "not-found") throw data(notFound, { status: 404 });
    if (!outcome.ok && outcome.reason === "invalid-email") return failure(intent, outcome.message, 400, values);
    if (!outcome.ok) return failure(intent, FOLLOW_UP_MESSAGES.replyAlreadyQueued, 409);
    throw redirectWithFlash(request, path, FOLLOW_UP_MESSAGES.replyQueued);
  }

  const change = input.intent === "status" ? { status: input.status } : input.intent === "assign" ? { ownerId: input.ownerId } : { followUpOn: input.followUpOn };
  const outcome = await updateLead(db, user, { kind, id, version: input.version }, change);
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw data(notFound, { status: 404 });
    if (outcome.reason === "invalid-owner") return failure(intent, FOLLOW_UP_MESSAGES.ownerInvalid, 400, values);
    return failure(intent, conflictMessage(outcome.conflict), 409, values);
  }
  const message =
    input.intent === "status"
      ? LEAD_MESSAGES.statusUpdated
      : input.intent === "assign"
        ? input.ownerId === null
          ? FOLLOW_UP_MESSAGES.unassigned
          : FOLLOW_UP_MESSAGES.assigned
        : input.followUpOn === null
          ? FOLLOW_UP_MESSAGES.followUpCleared
          : FOLLOW_UP_MESSAGES.followUpSaved;
  throw redirectWithFlash(request, path, message);
}
