import { and, count, eq, gte, inArray, isNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, type MailAddress, type MailAttachmentRef } from "~/db/schema";
import { STALE_CLAIM_MS } from "./claim";
import { invalidEmailMessage, type MailJob, outgoingEmailSchema } from "./schema";
import { ACCOUNT_MAIL_TYPES, isVisitorMail, type MailType } from "./types";

export type OutgoingEmail = {
  /** A kind of MAIL_TYPES: its audience says whether the personal link is required. */
  type: MailType;
  to: Array<MailAddress>;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<MailAttachmentRef>;
  related?: { type: string; id: number };
};

/** An e-mail refused before it is written: a header-bound value on several lines, no recipient… */
export class InvalidEmailError extends Error {
  override name = "InvalidEmailError";
}

/** The French reason an e-mail would be refused, or null when it may be written. */
export function emailProblem(email: OutgoingEmail): string | null {
  const parsed = outgoingEmailSchema.safeParse(email);
  if (!parsed.success) return invalidEmailMessage(parsed.error);
  if (isVisitorMail(email.type) && !carriesPersonalLink(email)) return PERSONAL_LINK_MISSING;
  return null;
}

/** Path of the personal link (app/lib/privacy/link.server.ts): what the layout prints for a visitor. */
const PERSONAL_LINK_PATH = "/donnees-personnelles/";
export const PERSONAL_LINK_MISSING = "Un e-mail à un visiteur ou à un client doit porter son lien personnel (audience « visitor » du modèle d'e-mail).";

/** A visitor's e-mail was rendered with `audience: { kind: "visitor" }`: both bodies carry the link (docs/decisions/343). */
function carriesPersonalLink(email: OutgoingEmail) {
  return email.text.includes(PERSONAL_LINK_PATH) && email.html.includes(PERSONAL_LINK_PATH);
}

/**
 * Builds the outbox row for an e-mail. The caller writes it (alone or inside a
 * `db.batch` with the record it belongs to) and then calls `dispatchEmail`.
 * Throws InvalidEmailError (French message) when a header-bound value is not one line
 * (docs/decisions/322): callers that take such a value from a form check it first.
 */
export function outboxInsert(db: Db, email: OutgoingEmail, messageId: string = crypto.randomUUID()) {
  const problem = emailProblem(email);
  if (problem) throw new InvalidEmailError(problem);
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
 * The count of `countRecentEmailsTo` as a raw SQL fragment, for statements whose SQL decides whether to write an
 * e-mail (constant-work answers): binds the type, the start (ms) and the lower-cased address.
 */
export const RECENT_EMAILS_TO_SQL = `(
      select count(*) from email_outbox o
      where o.type = ? and o.created_at >= ?
        and exists (select 1 from json_each(o."to") where lower(json_extract(value, '$.email')) = ?)
    )`;

/**
 * How many e-mails of `type` were written to `address` since `since`, counted from the
 * outbox itself (D1), so that per-recipient caps hold across isolates and data centres.
 */
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

/**
 * Records the outcome of a send. `sent` (the provider accepted it) and `captured` (kept here,
 * nothing left the machine) are final; a sent message's account link is replaced in the
 * same statement (`body`, docs/decisions/323).
 */
export async function markOutbox(
  db: Db,
  messageId: string,
  patch: { status: "queued" | "sent" | "captured" | "failed" | "dead"; lastError?: string | null; transport?: string; body?: { text: string; html: string } },
) {
  const now = new Date();
  await db
    .update(emailOutbox)
    .set({
      status: patch.status,
      lastError: patch.lastError,
      transport: patch.transport,
      sentAt: patch.status === "sent" || patch.status === "captured" ? now : undefined,
      text: patch.body?.text,
      html: patch.body?.html,
      updatedAt: now,
    })
    .where(eq(emailOutbox.messageId, messageId));
}

/**
 * The account e-mails (docs/decisions/323): the kinds of the registry, and any e-mail written
 * about a staff account (a kind this version does not know yet stays out of 'Demandes').
 */
export function accountMail() {
  // coalesce: a row about nothing (related_type null) must read false, not null, under `not`.
  return or(inArray(emailOutbox.type, ACCOUNT_MAIL_TYPES), sql`coalesce(${emailOutbox.relatedType}, '') = 'user'`) as SQL;
}

/** Which outbox a list shows: the site's (editors, 'Demandes') or the accounts' (super admins). */
export type OutboxScope = "site" | "account";

export function outboxScope(scope: OutboxScope) {
  return scope === "account" ? accountMail() : not(accountMail());
}

const stuckSending = (now: Date) => and(eq(emailOutbox.status, "sending"), or(isNull(emailOutbox.claimedAt), lt(emailOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))));

export const INTERRUPTED_MESSAGE = "Envoi interrompu avant la réponse du fournisseur : remis en file d'attente.";

/**
 * Puts a failed, dead or stuck (`sending` past the timeout) message back in the queue (admin
 * "Renvoyer"), only from the outbox (`scope`) the screen shows: an editor never resends an
 * account e-mail.
 */
export async function resendOutboxMessage(deps: { db: Db; queue: Queue }, id: number, scope: OutboxScope, now = new Date()) {
  const rows = await deps.db
    .update(emailOutbox)
    .set({ status: "queued", claimedAt: null, lastError: null, updatedAt: now })
    .where(and(eq(emailOutbox.id, id), outboxScope(scope), or(inArray(emailOutbox.status, ["failed", "dead"]), stuckSending(now))))
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
