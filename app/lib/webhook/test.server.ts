// The 'Tester' button of the settings screen: a sample lead queued through the mail/webhook
// queue, posted once by the consumer, its answer journalled and shown on the screen.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { OUTBOUND_URL_MESSAGES, type OutboundUrlRefusal } from "~/lib/http/outbound-url";
import type { MailJob } from "~/lib/mail/schema";
import { getSettings } from "~/lib/settings/settings.server";
import { webhookRefusalMessage } from "~/lib/settings/schema";
import { postToWebhook, type WebhookOutcome, type WebhookPayload } from "./delivery.server";
import { resolvedWebhookTarget, webhookTarget } from "./target.server";

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

/**
 * 'Tester' of the webhook: queues the sample lead through the mail/webhook queue (the
 * consumer posts it and records the answer). Nothing is queued when no URL is set or when
 * the stored URL is not a public https address (a value saved before that check).
 */
export async function requestWebhookTest(
  deps: { db: Db; queue: Queue },
  actor: { id: number; email: string },
): Promise<{ status: "queued"; testId: string } | { status: "missing" } | { status: "refused"; message: string }> {
  const target = webhookTarget(await getSettings(deps.db));
  if (target.kind === "none") return { status: "missing" };
  if (target.kind === "refused") return { status: "refused", message: webhookRefusalMessage(target.reason) };
  const testId = crypto.randomUUID();
  await auditInsert(deps.db, { action: "webhook.test", actor, target: { type: "setting", id: "integrations.webhook_url" }, details: { testId, host: target.url.host } });
  const job: MailJob = { version: 1, type: "webhook-test", testId };
  try {
    await deps.queue.send(job, { contentType: "json" });
  } catch (error) {
    console.warn("webhook test not queued", error);
    await auditInsert(deps.db, {
      action: "webhook.test_result",
      target: { type: "setting", id: "integrations.webhook_url" },
      details: { testId, ok: false, outcome: "queue-unavailable", status: null },
    });
  }
  return { status: "queued", testId };
}

/** How a test ended, as the screen tells it: no text written by the remote server. */
export type WebhookTestOutcome = "ok" | "http" | "timeout" | "network" | "refused-target" | "missing" | "queue-unavailable" | "dead";

export type WebhookTest = {
  testId: string;
  requestedAt: Date;
  /** No answer yet, and asked less than two minutes ago: the screen keeps polling. */
  awaiting: boolean;
  requestedBy: string | null;
  result: { ok: boolean; outcome: WebhookTestOutcome; status: number | null; durationMs: number | null; reason: OutboundUrlRefusal | null; at: Date } | null;
};

const OUTCOMES: ReadonlyArray<WebhookTestOutcome> = ["ok", "http", "timeout", "network", "refused-target", "missing", "queue-unavailable", "dead"];

/** How long the screen waits for the queue's answer to a test before saying none came. */
const WEBHOOK_TEST_WAIT_MS = 120_000;

/** The last test asked for, and its answer once the queue has delivered it. */
export async function latestWebhookTest(db: Db, now: Date = new Date()): Promise<WebhookTest | null> {
  const [requested] = await db
    .select({ details: auditLog.details, createdAt: auditLog.createdAt, by: auditLog.actorEmail })
    .from(auditLog)
    .where(eq(auditLog.action, "webhook.test"))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const testId = typeof requested?.details?.testId === "string" ? requested.details.testId : null;
  if (!requested || !testId) return null;
  const [answer] = await db
    .select({ details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, "webhook.test_result"), sql`json_extract(${auditLog.details}, '$.testId') = ${testId}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!answer) {
    const awaiting = now.getTime() - requested.createdAt.getTime() < WEBHOOK_TEST_WAIT_MS;
    return { testId, requestedAt: requested.createdAt, requestedBy: requested.by, awaiting, result: null };
  }
  const details = (answer.details ?? {}) as { ok?: unknown; outcome?: unknown; status?: unknown; durationMs?: unknown; reason?: unknown };
  const status = typeof details.status === "number" ? details.status : null;
  const ok = details.ok === true;
  // Rows written before outcomes were recorded held the remote error text: never shown.
  const outcome = OUTCOMES.includes(details.outcome as WebhookTestOutcome) ? (details.outcome as WebhookTestOutcome) : ok ? "ok" : status !== null ? "http" : "network";
  const reason = typeof details.reason === "string" && details.reason in OUTBOUND_URL_MESSAGES ? (details.reason as OutboundUrlRefusal) : null;
  return {
    testId,
    requestedAt: requested.createdAt,
    requestedBy: requested.by,
    awaiting: false,
    result: { ok, outcome, status, durationMs: typeof details.durationMs === "number" ? details.durationMs : null, reason, at: answer.createdAt },
  };
}
