import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, contactAttachments, contactRequests } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { resolvesToPublicAddresses } from "~/lib/http/outbound-target.server";
import { OUTBOUND_TIMEOUT_MS, type OutboundUrlRefusal, parsePublicHttpsUrl } from "~/lib/http/outbound-url";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";

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

export type WebhookTarget = { kind: "none" } | { kind: "ok"; url: URL } | { kind: "refused"; reason: OutboundUrlRefusal };

/** The stored webhook URL, checked again at each send: a value saved before the check is not called. */
export function webhookTarget(settings: Settings): WebhookTarget {
  const value = settings.integrations.webhook_url.trim();
  if (!value) return { kind: "none" };
  const checked = parsePublicHttpsUrl(value);
  return checked.ok ? { kind: "ok", url: checked.url } : { kind: "refused", reason: checked.reason };
}

/**
 * The webhook URL right before a call: its text checked (webhookTarget), then its name
 * resolved over DNS-over-HTTPS, every address public (docs/decisions/717). A resolver that does
 * not answer refuses the call too.
 */
export async function resolvedWebhookTarget(settings: Settings, fetcher: typeof fetch): Promise<WebhookTarget> {
  const target = webhookTarget(settings);
  if (target.kind !== "ok") return target;
  const resolved = await resolvesToPublicAddresses(target.url, { fetcher });
  return resolved.ok ? target : { kind: "refused", reason: resolved.reason };
}

/** One POST of a payload: a short timeout, redirects never followed (a 3xx is an answer, not a new target). */
async function postToWebhook(fetcher: typeof fetch, target: URL, payload: WebhookPayload): Promise<WebhookOutcome> {
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
    await db.insert(auditLog).values({ action: "webhook.delivered", targetType: "contact_request", targetId: String(contactRequestId), details: { status: result.status } });
  }
  if (result.outcome === "http") {
    await db.insert(auditLog).values({
      action: "webhook.failed",
      targetType: "contact_request",
      targetId: String(contactRequestId),
      details: { status: result.status },
    });
  }
  return "done";
}

/** The sample lead of the 'Tester' button: the shape of a real request, marked as a test. */
export function sampleLead(now = new Date()): WebhookPayload {
  return {
    reference: "TEST-000000",
    fullName: "Demande de test",
    email: "test@example.fr",
    phone: "01 00 00 00 00",
    profession: "particulier",
    subject: "etude_geotechnique_g2",
    message: "Envoi de test depuis les paramètres du site : maison individuelle sur sol argileux, étude de conception G2 AVP. Aucune demande réelle.",
    withoutAttachments: true,
    fileNames: [],
    createdAt: now.toISOString(),
    test: true,
  };
}

/**
 * Sends the sample lead to the configured webhook once (no retry: a test reports what
 * happened) and records the answer for the settings screen: its status class and
 * duration, never what the remote server wrote.
 */
export async function sendWebhookTest(db: Db, testId: string, fetcher: typeof fetch) {
  const target = await resolvedWebhookTarget(await getSettings(db), fetcher);
  const started = Date.now();
  const result: WebhookOutcome | { outcome: "missing" } =
    target.kind === "ok"
      ? await postToWebhook(fetcher, target.url, sampleLead())
      : target.kind === "refused"
        ? { outcome: "refused-target", reason: target.reason }
        : { outcome: "missing" };
  await auditInsert(db, {
    action: "webhook.test_result",
    target: { type: "setting", id: "integrations.webhook_url" },
    details: {
      testId,
      ok: result.outcome === "ok",
      outcome: result.outcome,
      status: "status" in result ? result.status : null,
      reason: "reason" in result ? result.reason : null,
      durationMs: Date.now() - started,
    },
  });
}
