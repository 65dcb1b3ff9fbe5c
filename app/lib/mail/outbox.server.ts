import { and, count, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, type MailAddress, type MailAttachmentRef } from "~/db/schema";
import { STALE_CLAIM_MS } from "./claim";
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

/**
 * How many e-mails of `type` were written to `address` since `since`, counted from the
 * outbox itself (D1), so that per-recipient caps hold across isolates and data centres.
 */
/**
 * The same count as a raw SQL fragment, for statements whose SQL decides whether to write an
 * e-mail (constant-work answers): binds the type, the start (ms) and the lower-cased address.
 */
export const RECENT_EMAILS_TO_SQL = `(
      select count(*) from email_outbox o
      where o.type = ? and o.created_at >= ?
        and exists (select 1 from json_each(o."to") where lower(json_extract(value, '$.email')) = ?)
    )`;

export async function countRecentEmailsTo(db: Db, input: { address: string; type: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.type, input.type),
        gte(emailOutbox.createdAt, input.since),
        sql`exists (select 1 from json_each(${emailOutbox.to}) where lower(json_extract(value, '$.email')) = ${input.address.trim().toLowerCase()})`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sends the queue message for a stored e-mail. A queue failure is recorded on the
 * row (it stays `queued`) and re-dispatched by the outbox recovery (cron every 10 minutes, rows
 * waiting over an hour): nothing is lost.
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

/**
 * Claims the row for sending (status `sending`, attempts + 1). Returns null when the
 * message was already sent, is being sent by another consumer, or is final: a
 * redelivery never sends twice. A claim older than STALE_CLAIM_MS may be taken over.
 */
export async function claimOutboxRow(db: Db, messageId: string, now = new Date()) {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const rows = await db
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: now, attempts: sql`${emailOutbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(emailOutbox.messageId, messageId), or(eq(emailOutbox.status, "queued"), and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, staleBefore)))))
    .returning();
  return rows[0] ?? null;
}

/**
 * Gives a claimed row back after a failure between the claim and the provider's answer
 * (D1, settings, attachment, transport bug): `queued` again, the attempt counted by the
 * claim kept, the error recorded. Only a row still `sending` is touched.
 */
export async function releaseOutboxClaim(db: Db, messageId: string, lastError: string) {
  const now = new Date();
  await db
    .update(emailOutbox)
    .set({ status: "queued", claimedAt: null, lastError: lastError.slice(0, 2000), updatedAt: now })
    .where(and(eq(emailOutbox.messageId, messageId), eq(emailOutbox.status, "sending")));
}

/** The status of a row (null when unknown). */
export async function outboxStatus(db: Db, messageId: string) {
  const [row] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.messageId, messageId));
  return row?.status ?? null;
}

export async function markOutbox(db: Db, messageId: string, patch: { status: "queued" | "sent" | "failed" | "dead"; lastError?: string | null; transport?: string }) {
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

const stuckSending = (now: Date) => and(eq(emailOutbox.status, "sending"), or(isNull(emailOutbox.claimedAt), lt(emailOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))));

export const INTERRUPTED_MESSAGE = "Envoi interrompu avant la réponse du fournisseur : remis en file d'attente.";

/** Puts a failed, dead or stuck (`sending` past the timeout) message back in the queue (admin "Renvoyer"). */
export async function resendOutboxMessage(deps: { db: Db; queue: Queue }, id: number, now = new Date()) {
  const rows = await deps.db
    .update(emailOutbox)
    .set({ status: "queued", claimedAt: null, lastError: null, updatedAt: now })
    .where(and(eq(emailOutbox.id, id), or(inArray(emailOutbox.status, ["failed", "dead"]), stuckSending(now))))
    .returning({ messageId: emailOutbox.messageId });
  if (!rows[0]) return false;
  await dispatchEmail(deps, rows[0].messageId);
  return true;
}

/**
 * Run by the cron: puts rows left in `sending` past STALE_CLAIM_MS back to `queued` (their
 * consumer died or could not release them), and re-dispatches every row still queued
 * after a while (queue outage at submit time, or just released). Nothing stays stuck.
 */
export async function recoverOutbox(deps: { db: Db; queue: Queue }, now = new Date()) {
  const released = await deps.db
    .update(emailOutbox)
    .set({ status: "queued", claimedAt: null, lastError: INTERRUPTED_MESSAGE, updatedAt: now })
    .where(stuckSending(now))
    .returning({ messageId: emailOutbox.messageId });
  const before = new Date(now.getTime() - 60 * 60 * 1000);
  const waiting = await deps.db
    .select({ messageId: emailOutbox.messageId })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lt(emailOutbox.updatedAt, before)))
    .limit(100);
  const ids = [...new Set([...released.map((r) => r.messageId), ...waiting.map((r) => r.messageId)])];
  for (const messageId of ids) await dispatchEmail(deps, messageId);
  return { released: released.length, dispatched: ids.length };
}
