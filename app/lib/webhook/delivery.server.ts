// Delivering a contact request to the webhook a super admin configured: one POST with a short
// timeout, no redirect followed, the answer recorded without anything the remote server wrote.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactAttachments, contactRequests } from "~/db/schema";
import { auditInsert, recordAudit } from "~/lib/audit/audit.server";
import { OUTBOUND_TIMEOUT_MS, type OutboundUrlRefusal } from "~/lib/http/outbound-url";
import { getSettings } from "~/lib/settings/settings.server";
import { resolvedWebhookTarget } from "./target.server";

/** What the webhook receives for a contact request (a real one or the test sample). */
export type WebhookPayload = {
  reference: string | null;
  fullName: string;
  email: string;
  phone: string;
  profession: string;
  subject: string;
  message: string;
  withoutAttachments: boolean;
  fileNames: Array<string>;
  createdAt: string;
  test?: true;
};

/** A webhook that has not answered within this delay is given up (a test reports it; a lead is retried). */
export const WEBHOOK_TIMEOUT_MS = OUTBOUND_TIMEOUT_MS;

/**
 * What a POST gave, without anything the remote server wrote: only its status, or whether
 * it did not answer in time or could not be reached. Error texts and bodies stay out of the
 * journal and the screen (they would describe whatever host the URL designates).
 */
export type WebhookOutcome =
  | { outcome: "ok"; status: number }
  | { outcome: "http"; status: number }
  | { outcome: "timeout" }
  | { outcome: "network" }
  | { outcome: "refused-target"; reason: OutboundUrlRefusal };

/** One POST of a payload: a short timeout, redirects never followed (a 3xx is an answer, not a new target). */
export async function postToWebhook(fetcher: typeof fetch, target: URL, payload: WebhookPayload): Promise<WebhookOutcome> {
  let response: Response;
  try {
    response = await fetcher(target.href, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError") ? { outcome: "timeout" } : { outcome: "network" };
  }
  await response.body?.cancel().catch(() => undefined);
  return response.status >= 200 && response.status < 300 ? { outcome: "ok", status: response.status } : { outcome: "http", status: response.status };
}

/** 5xx, 429, a timeout and a network error are transient. */
function transient(result: WebhookOutcome) {
  return result.outcome === "timeout" || result.outcome === "network" || (result.outcome === "http" && (result.status >= 500 || result.status === 429));
}

/**
 * Forwards a stored contact request to the webhook configured by a super admin
 * (never to a URL sent by a visitor). Returns "retry" on transient failures.
 */
export async function forwardContactRequest(db: Db, contactRequestId: number, fetcher: typeof fetch): Promise<"done" | "retry"> {
  const target = await resolvedWebhookTarget(await getSettings(db), fetcher);
  if (target.kind === "none") return "done";
  // The resolver did not answer: not called now, tried again with the queue's backoff.
  if (target.kind === "refused" && target.reason === "resolver-failed") return "retry";
  if (target.kind === "refused") {
    await auditInsert(db, { action: "webhook.target_refused", target: { type: "contact_request", id: contactRequestId }, details: { reason: target.reason } });
    return "done";
  }
  const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, contactRequestId));
  if (!request) return "done";
  const files = await db
    .select({ name: contactAttachments.originalName, size: contactAttachments.size })
    .from(contactAttachments)
    .where(eq(contactAttachments.requestId, contactRequestId));
  const result = await postToWebhook(fetcher, target.url, {
    reference: request.reference,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    profession: request.profession,
    subject: request.subject,
    message: request.message,
    withoutAttachments: files.length === 0,
    fileNames: files.map((f) => f.name),
    createdAt: request.createdAt.toISOString(),
  });
  if (transient(result)) return "retry";
  // The last delivery's outcome is what 'État du site' reports: a success is recorded too.
  if (result.outcome === "ok") {
    await recordAudit(db, { action: "webhook.delivered", target: { type: "contact_request", id: contactRequestId }, details: { status: result.status } });
  }
  if (result.outcome === "http") {
    await recordAudit(db, { action: "webhook.failed", target: { type: "contact_request", id: contactRequestId }, details: { status: result.status } });
  }
  return "done";
}
