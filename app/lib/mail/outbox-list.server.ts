// The outbox as staff see it: the site's e-mails under 'Demandes' (editors), the account
// e-mails under 'Utilisateurs' (super admins, docs/decisions/323), and one message opened by
// a super admin (docs/decisions/324).
import { batchByName } from "~/db/batch.server";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, outboxStatuses } from "~/db/schema";
import { listPage } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import type { Actor } from "~/lib/auth/actor";
import { LEADS_PAGE_SIZE, type ListFilters } from "~/lib/leads/schema";
import { accountMail, type OutboxScope, outboxScope, resendOutboxMessage } from "./outbox.server";

/** Exports are whole lists; this bound keeps one response inside a Worker's limits. */
export const OUTBOX_EXPORT_LIMIT = 10_000;

function outboxWhere(scope: OutboxScope, filters: Pick<ListFilters, "q" | "status">) {
  const conditions: Array<SQL> = [outboxScope(scope)];
  const search = textSearch([emailOutbox.subject, emailOutbox.to, emailOutbox.type], filters.q);
  if (search) conditions.push(search);
  if ((outboxStatuses as ReadonlyArray<string>).includes(filters.status)) conditions.push(eq(emailOutbox.status, filters.status as (typeof outboxStatuses)[number]));
  return and(...conditions);
}

/** The columns of a list row: never the body. */
const outboxColumns = {
  id: emailOutbox.id,
  type: emailOutbox.type,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  transport: emailOutbox.transport,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  relatedType: emailOutbox.relatedType,
  relatedId: emailOutbox.relatedId,
  sentAt: emailOutbox.sentAt,
  claimedAt: emailOutbox.claimedAt,
  createdAt: emailOutbox.createdAt,
  updatedAt: emailOutbox.updatedAt,
};

export type OutboxRow = {
  [K in keyof typeof outboxColumns]: (typeof emailOutbox.$inferSelect)[K];
};

export async function listOutbox(db: Db, scope: OutboxScope, filters: ListFilters) {
  const where = outboxWhere(scope, filters);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select(outboxColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    totals: db.select({ total: count() }).from(emailOutbox).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, filters);
}

export async function exportOutbox(db: Db, scope: OutboxScope, filters: Pick<ListFilters, "q" | "status">) {
  return db.select(outboxColumns).from(emailOutbox).where(outboxWhere(scope, filters)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(OUTBOX_EXPORT_LIMIT);
}

/** 'Renvoyer': puts a failed, dead or stuck message of that outbox back in the queue, and says who did it. */
export async function resendEmail(deps: { db: Db; queue: Queue }, actor: Actor, scope: OutboxScope, id: number): Promise<boolean> {
  const resent = await resendOutboxMessage(deps, id, scope);
  if (resent) await auditInsert(deps.db, { action: "mail.resend", actor, target: { type: "email_outbox", id } });
  return resent;
}

/**
 * One message for the viewer. Its body is given only while it is captured (kept here, never
 * sent): a sent message's body is not shown (docs/decisions/324). Opening a body is written to
 * the Journal, as it may hold an account link.
 */
export async function openOutboxMessage(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({
      ...outboxColumns,
      replyTo: emailOutbox.replyTo,
      text: emailOutbox.text,
      html: emailOutbox.html,
      attachments: emailOutbox.attachments,
      account: accountMail().mapWith(Boolean).as("is_account"),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .limit(1);
  if (!row) return null;
  const { text, html, ...message } = row;
  const shown = row.status === "captured";
  if (shown) await auditInsert(db, { action: "mail.view", actor, target: { type: "email_outbox", id }, details: { type: row.type } });
  return { ...message, body: shown ? { text, html } : null };
}

/** The attachment references of a captured message (null: unknown message, or not captured). */
export async function capturedAttachments(db: Db, id: number) {
  const [row] = await db.select({ status: emailOutbox.status, attachments: emailOutbox.attachments }).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row && row.status === "captured" ? row.attachments : null;
}
