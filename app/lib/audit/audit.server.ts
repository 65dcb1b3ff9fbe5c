import { batchByName } from "~/db/batch.server";
import { and, count, desc, eq, gte, is, lt, SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { auditLog } from "~/db/schema";
import type { AuditAction } from "./actions";
import { addDays, parisMidnight } from "~/lib/dates";

export type AuditEntry = {
  action: AuditAction;
  actor?: { id: number; email: string } | null;
  /** For failed sign-ins: the e-mail that was typed. */
  actorEmail?: string | null;
  /** `id` may be SQL (e.g. a sub-select of a row inserted earlier in the same batch). */
  target?: { type: string; id: string | number | SQL } | null;
  details?: Record<string, unknown> | null;
};

/** The insert of an audit row, to run alone or inside the `db.batch` of the change it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? entry.actorEmail ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? (is(entry.target.id, SQL) ? sql`cast(${entry.target.id} as text)` : String(entry.target.id)) : null,
    details: entry.details ?? null,
  });
}

/**
 * The same row written only when `where` holds on a row of `from` (insert … select): a change
 * that happens only if the row is still in a given state records itself in the same statement.
 */
export function auditInsertWhen(db: Db, entry: AuditEntry, from: SQLiteTable, where: SQL | undefined, now: Date = new Date()) {
  const targetId = entry.target ? (is(entry.target.id, SQL) ? sql`cast(${entry.target.id} as text)` : String(entry.target.id)) : null;
  // Every column of the table, in its order (Drizzle's rule for insert … select); id null = the next one.
  return db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        actorId: sql<number | null>`${entry.actor?.id ?? null}`.as("actor_id"),
        actorEmail: sql<string | null>`${entry.actor?.email ?? entry.actorEmail ?? null}`.as("actor_email"),
        action: sql<string>`${entry.action}`.as("action"),
        targetType: sql<string | null>`${entry.target?.type ?? null}`.as("target_type"),
        targetId: sql<string | null>`${targetId}`.as("target_id"),
        details: sql<string | null>`${entry.details ? JSON.stringify(entry.details) : null}`.as("details"),
        createdAt: sql<number>`${now.getTime()}`.as("created_at"),
      })
      .from(from)
      .where(where),
  );
}

export async function recordAudit(db: Db, entry: AuditEntry) {
  await auditInsert(db, entry);
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  action?: string;
  actor?: string;
  /** YYYY-MM-DD, inclusive, days in Europe/Paris. */
  from?: string;
  to?: string;
  page: number;
};

export async function listAuditEntries(db: Db, filters: AuditFilters) {
  const conditions: Array<SQL> = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actor) conditions.push(sql`instr(lower(coalesce(${auditLog.actorEmail}, '')), ${filters.actor.toLowerCase()}) > 0`);
  if (filters.from) conditions.push(gte(auditLog.createdAt, parisMidnight(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.createdAt, parisMidnight(addDays(filters.to, 1))));
  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (filters.page - 1) * AUDIT_PAGE_SIZE;
  const { rows, totals, actions } = await batchByName(db, {
    rows: db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_PAGE_SIZE).offset(offset),
    totals: db.select({ total: count() }).from(auditLog).where(where),
    actions: db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  });
  return { rows, total: totals[0]?.total ?? 0, actions: actions.map((a) => a.action) };
}
