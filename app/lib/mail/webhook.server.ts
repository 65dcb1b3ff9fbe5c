import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, contactAttachments, contactRequests } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
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

type PostOutcome = { outcome: "ok"; status: number } | { outcome: "refused"; status: number } | { outcome: "retry"; status?: number; error: string };

/** One POST of a payload; 5xx, 429 and network errors are transient. */
async function postToWebhook(fetcher: typeof fetch, target: string, payload: WebhookPayload): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetcher(target, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
  } catch (error) {
    return { outcome: "retry", error: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  if (response.status >= 500 || response.status === 429) return { outcome: "retry", status: response.status, error: `HTTP ${response.status}` };
  return response.ok ? { outcome: "ok", status: response.status } : { outcome: "refused", status: response.status };
}

/**
 * Forwards a stored contact request to the webhook configured by a super admin
 * (never to a URL sent by a visitor). Returns "retry" on transient failures.
 */
export async function forwardContactRequest(
  db: Db,
  contactRequestId: number,
  fetcher: typeof fetch,
): Promise<"done" | "retry"> {
  const settings = await getSettings(db);
  const target = settings.integrations.webhook_url.trim();
  if (!target) return "done";
  const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, contactRequestId));
  if (!request) return "done";
  const files = await db
    .select({ name: contactAttachments.originalName, size: contactAttachments.size })
    .from(contactAttachments)
    .where(eq(contactAttachments.requestId, contactRequestId));
  const result = await postToWebhook(fetcher, target, {
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
  if (result.outcome === "retry") return "retry";
  if (result.outcome === "refused") {
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
 * happened) and records the answer for the settings screen.
 */
export async function sendWebhookTest(db: Db, testId: string, fetcher: typeof fetch) {
  const settings = await getSettings(db);
  const target = settings.integrations.webhook_url.trim();
  const started = Date.now();
  const result = target ? await postToWebhook(fetcher, target, sampleLead()) : ({ outcome: "retry", error: "Aucune URL de webhook" } as const);
  await auditInsert(db, {
    action: "webhook.test_result",
    target: { type: "setting", id: "integrations.webhook_url" },
    details: {
      testId,
      ok: result.outcome === "ok",
      status: "status" in result ? (result.status ?? null) : null,
      error: result.outcome === "retry" ? result.error.slice(0, 300) : null,
      durationMs: Date.now() - started,
    },
  });
}
