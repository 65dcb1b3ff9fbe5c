import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, type MailAddress, type MailAttachmentRef } from "~/db/schema";
import type { MailJob } from "./schema";

export type OutgoingEmail = {
  type: string;
  to: Array<MailAddress>;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<MailAttachmentRef>;
  related?: { type: string; id: number };
};

/**
 * Builds the outbox row for an e-mail. The caller writes it (alone or inside a
 * `db.batch` with the record it belongs to) and then calls `dispatchEmail`.
 */
export function outboxInsert(db: Db, email: OutgoingEmail, messageId: string = crypto.randomUUID()) {
  return db.insert(emailOutbox).values({
    messageId,
    type: email.type,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments ?? [],
    relatedType: email.related?.type,
    relatedId: email.related?.id,
  });
}

/** Stores the e-mail in the outbox, then queues its delivery. */
export async function enqueueEmail(
  deps: { db: Db; queue: Queue },
  email: OutgoingEmail,
): Promise<string> {
  const messageId = crypto.randomUUID();
  await outboxInsert(deps.db, email, messageId);
  await dispatchEmail(deps, messageId);
  return messageId;
}

/**
 * Sends the queue message for a stored e-mail. A queue failure is recorded on the
 * row (it stays `queued`) and re-dispatched by the daily cron: nothing is lost.
 */
export async function dispatchEmail(deps: { db: Db; queue: Queue }, messageId: string) {
  const job: MailJob = { version: 1, type: "email", messageId };
  try {
    await deps.queue.send(job, { contentType: "json" });
  } catch (error) {
    await deps.db
      .update(emailOutbox)
      .set({ lastError: `File d'attente indisponible : ${String(error)}`, updatedAt: new Date() })
      .where(eq(emailOutbox.messageId, messageId));
  }
}

const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * Claims the row for sending. Returns null when the message was already sent,
 * is being sent by another consumer, or is final: a redelivery never sends twice.
 */
export async function claimOutboxRow(db: Db, messageId: string, now = new Date()) {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const rows = await db
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: now, attempts: sql`${emailOutbox.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(emailOutbox.messageId, messageId),
        or(
          eq(emailOutbox.status, "queued"),
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function markOutbox(
  db: Db,
  messageId: string,
  patch: { status: "queued" | "sent" | "failed" | "dead"; lastError?: string | null; transport?: string },
) {
  const now = new Date();
  await db
    .update(emailOutbox)
    .set({
      status: patch.status,
      lastError: patch.lastError,
      transport: patch.transport,
      sentAt: patch.status === "sent" ? now : undefined,
      updatedAt: now,
    })
    .where(eq(emailOutbox.messageId, messageId));
}

/** Puts a failed or dead message back in the queue (admin "Renvoyer"). */
export async function resendOutboxMessage(deps: { db: Db; queue: Queue }, id: number) {
  const rows = await deps.db
    .update(emailOutbox)
    .set({ status: "queued", lastError: null, updatedAt: new Date() })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "dead"])))
    .returning({ messageId: emailOutbox.messageId });
  if (!rows[0]) return false;
  await dispatchEmail(deps, rows[0].messageId);
  return true;
}

/** Re-dispatches rows still queued after a while (queue outage at submit time). */
export async function redispatchStaleQueued(deps: { db: Db; queue: Queue }, now = new Date()) {
  const before = new Date(now.getTime() - 60 * 60 * 1000);
  const rows = await deps.db
    .select({ messageId: emailOutbox.messageId })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lt(emailOutbox.updatedAt, before)))
    .limit(100);
  for (const row of rows) await dispatchEmail(deps, row.messageId);
  return rows.length;
}
