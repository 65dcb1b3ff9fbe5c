import { recordAudit } from "~/lib/audit/audit.server";
import { createDb, type Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import type { AttachmentResolver } from "./attachments";
import { STALE_CLAIM_MS } from "./claim";
import { bodyKeptAfterSending } from "./account-links.server";
import { dkimKey } from "./dkim.server";
import { claimOutboxRow, markOutbox, outboxStatus, releaseOutboxClaim } from "./outbox.server";
import { invalidEmailMessage, mailJobSchema, outgoingHeadersSchema } from "./schema";
import { forwardContactRequest } from "~/lib/webhook/delivery.server";
import { sendWebhookTest } from "~/lib/webhook/test.server";
import { capturedTransport, mailChannelsTransport, type MailTransport, type RenderedEmail, type SendResult } from "./transport.server";

export const DEAD_LETTER_QUEUE = "lutetia-mail-dlq";

export type ConsumerDeps = {
  db: Db;
  transport: MailTransport;
  resolveAttachment: AttachmentResolver;
  fetcher?: typeof fetch;
  /** The company settings read at send time (sender name and address); getSettings by default. */
  loadSettings?: (db: Db) => Promise<Settings>;
};

/** Exponential backoff in seconds: 30 s, 60 s, 120 s … capped at 1 h. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export function createConsumerDeps(env: AppEnv, resolveAttachment: AttachmentResolver): ConsumerDeps {
  const db = createDb(env.DB);
  return {
    db,
    transport: env.MAILCHANNELS_API_KEY ? mailChannelsTransport(env.MAILCHANNELS_API_KEY, fetch, { dkim: dkimKey(env) }) : capturedTransport,
    resolveAttachment,
  };
}

async function recordInvalid(db: Db, queue: string, body: unknown, reason: string) {
  await recordAudit(db, { action: "mail.invalid_message", target: { type: "queue", id: queue }, details: { reason, body: JSON.stringify(body).slice(0, 2000) } });
}

async function recordWebhookTestDeath(db: Db, testId: string) {
  await recordAudit(db, {
    action: "webhook.test_result",
    target: { type: "setting", id: "integrations.webhook_url" },
    details: { testId, ok: false, outcome: "dead", status: null },
  });
}

/** Handles one batch; every message is acked or retried on its own. */
export async function consumeMailBatch(batch: MessageBatch<unknown>, deps: ConsumerDeps) {
  const dead = batch.queue === DEAD_LETTER_QUEUE;
  for (const message of batch.messages) {
    try {
      await handleMessage(message, deps, dead);
    } catch (error) {
      console.warn("mail consumer error", error);
      // Not wrapped: a retry the runtime refused would leave the message neither acked nor
      // retried, and a handler that returns acks every such message (lost until the outbox
      // recovery an hour later). Thrown, it fails the handler: the queue delivers every message
      // not explicitly acked again (docs/decisions/935-mail-delivered-at-once-in-tests.md).
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

async function handleMessage(message: Message<unknown>, deps: ConsumerDeps, dead: boolean) {
  const parsed = mailJobSchema.safeParse(message.body);
  if (!parsed.success) {
    await recordInvalid(deps.db, dead ? DEAD_LETTER_QUEUE : "lutetia-mail", message.body, parsed.error.message);
    message.ack();
    return;
  }
  const job = parsed.data;

  if (job.type === "webhook-test") {
    if (dead) await recordWebhookTestDeath(deps.db, job.testId);
    else await sendWebhookTest(deps.db, job.testId, deps.fetcher ?? fetch);
    message.ack();
    return;
  }

  if (job.type === "webhook") {
    if (dead) {
      await recordAudit(deps.db, { action: "webhook.dead", target: { type: "contact_request", id: job.contactRequestId } });
      message.ack();
      return;
    }
    const result = await forwardContactRequest(deps.db, job.contactRequestId, deps.fetcher ?? fetch);
    if (result === "retry") message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    else message.ack();
    return;
  }

  if (dead) {
    // A message sent meanwhile (e.g. resent from the admin) stays sent.
    const status = await outboxStatus(deps.db, job.messageId);
    if (status === "queued" || status === "sending") {
      await markOutbox(deps.db, job.messageId, { status: "dead", lastError: "Nombre maximal de tentatives atteint" });
    }
    message.ack();
    return;
  }

  const row = await claimOutboxRow(deps.db, job.messageId);
  if (!row) {
    // Claimed by a consumer that is still sending, or that died without releasing it:
    // come back once such a claim is stale instead of dropping the message.
    if ((await outboxStatus(deps.db, job.messageId)) === "sending") {
      message.retry({ delaySeconds: Math.ceil(STALE_CLAIM_MS / 1000) + 60 });
    } else {
      message.ack();
    }
    return;
  }

  // Claimed: from here on any failure gives the row back (queued, attempt counted, error
  // kept) before the message is retried, or the redelivery would find it claimed.
  let result: SendResult;
  try {
    const settings = await (deps.loadSettings ?? getSettings)(deps.db);
    const from = { email: settings.contact.from_email || settings.contact.email, name: settings.general.site_name };
    // Checked again as it leaves: the sender comes from the settings, and a row may predate the
    // outbox's own check (docs/decisions/322). A header on several lines never goes out.
    const headers = outgoingHeadersSchema.safeParse({ from, to: row.to, replyTo: row.replyTo, subject: row.subject, attachments: row.attachments });
    if (!headers.success) {
      await markOutbox(deps.db, job.messageId, { status: "failed", lastError: `Refusé avant l'envoi : ${invalidEmailMessage(headers.error)}` });
      message.ack();
      return;
    }
    let attachments: RenderedEmail["attachments"];
    try {
      attachments = await Promise.all(row.attachments.map((ref) => deps.resolveAttachment(ref)));
    } catch (error) {
      throw new Error(`Pièce jointe : ${String(error)}`);
    }
    result = await deps.transport.send({
      from,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments,
    });
  } catch (error) {
    await releaseOutboxClaim(deps.db, job.messageId, error instanceof Error ? error.message : String(error));
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  if (result.outcome === "sent" || result.outcome === "captured") {
    // The provider has it (or the outbox keeps it): recording that must not fail on one D1
    // hiccup, or the cron would send it again. A sent message keeps no secret (docs/decisions/726).
    const { outcome, transport } = result;
    const body = outcome === "sent" ? bodyKeptAfterSending(row) : undefined;
    await withRetries(() => markOutbox(deps.db, job.messageId, { status: outcome, lastError: null, transport, body }));
    message.ack();
  } else if (result.outcome === "retry") {
    await markOutbox(deps.db, job.messageId, { status: "queued", lastError: result.error });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  } else {
    await markOutbox(deps.db, job.messageId, { status: "failed", lastError: result.error });
    message.ack();
  }
}

async function withRetries(write: () => Promise<void>, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
