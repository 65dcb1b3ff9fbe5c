// Optimistic concurrency: a form carries the `version` of the row it was loaded at; the
// save updates `where id = ? and version = ?` and bumps it. A save over a newer version
// changes nothing and answers 409 with who saved last and when (nothing is overwritten
// silently, and what the person typed stays in the form).
import { batchByName } from "~/db/batch.server";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Conflict } from "./concurrency";
import type { SaveResult } from "./save";

export type { Conflict };

/** The name a colleague is shown by ("Prénom Nom", else their email), for "saved by …" columns. */
export const staffNameSql = staffName(users);

function staffName(staff: { firstName: SQLiteColumn; lastName: SQLiteColumn; email: SQLiteColumn }) {
  return sql<string | null>`coalesce(nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), ''), ${staff.email})`;
}

/** The colleague who saved a row, joined under their own name (the users table itself is versioned). */
const savedBy = alias(users, "saved_by");

export type VersionedTable = SQLiteTable & {
  id: SQLiteColumn;
  version: SQLiteColumn;
  updatedAt: SQLiteColumn;
  updatedBy: SQLiteColumn;
};

/** The columns a save writes: values, or SQL computed from the row (`sessionVersion + 1`). */
export type VersionedValues<T extends VersionedTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/** What `saveVersioned` answers: the new version, a conflict or a row that is gone. */
export type SaveOutcome = Extract<SaveResult<{ version: number }>, { ok: true } | { reason: "conflict" | "not-found" }>;

/** The update of a versioned row (for a `db.batch`); returns the new version, or no row on conflict. */
export function versionedUpdate<T extends VersionedTable>(
  db: Db,
  table: T,
  target: { id: number | string; version: number },
  actorId: number | null,
  values: VersionedValues<T>,
  now: Date = new Date(),
  /** A further condition the row must meet at write time (e.g. another super admin remains). */
  guard?: SQL,
) {
  const set = { ...values, version: sql`${table.version} + 1`, updatedAt: now, updatedBy: actorId };
  return db
    .update(table)
    .set(set as never)
    .where(and(eq(table.id, target.id), eq(table.version, target.version), guard))
    .returning({ version: table.version });
}

/** Who saved the row last, and when; null when the row does not exist. */
export async function currentVersion<T extends VersionedTable>(db: Db, table: T, id: number | string): Promise<Conflict | null> {
  const [row] = await db
    .select({
      version: sql<number>`${table.version}`,
      at: sql<number>`${table.updatedAt}`,
      by: staffName(savedBy).as("updated_by_name"),
    })
    .from(table as SQLiteTable)
    .leftJoin(savedBy, eq(savedBy.id, table.updatedBy))
    .where(eq(table.id, id))
    .limit(1);
  return row ? { version: Number(row.version), at: new Date(Number(row.at)), by: row.by } : null;
}

/**
 * Saves a row at the version the form was loaded at, with the statements that belong
 * to the change (audit row, revision, search index…) in the same batch. Those run only
 * when the pre-check found the expected version; the update itself is still guarded,
 * so a save racing between the check and the batch never overwrites anything.
 */
export async function saveVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  target: { id: number | string; version: number },
  actorId: number | null,
  values: VersionedValues<T>,
  statements: { before?: Array<BatchItem<"sqlite">>; after?: Array<BatchItem<"sqlite">>; now?: Date; guard?: SQL } = {},
): Promise<SaveOutcome> {
  const current = await currentVersion(db, table, target.id);
  if (!current) return { ok: false, reason: "not-found" };
  if (current.version !== target.version) return { ok: false, reason: "conflict", conflict: current };
  const results = await batchByName(db, {
    before: statements.before ?? [],
    updated: versionedUpdate(db, table, target, actorId, values, statements.now, statements.guard) as unknown as BatchItem<"sqlite">,
    after: statements.after ?? [],
  });
  const updated = results.updated as Array<{ version: number }>;
  if (updated.length === 0) {
    const now = await currentVersion(db, table, target.id);
    return now ? { ok: false, reason: "conflict", conflict: now } : { ok: false, reason: "not-found" };
  }
  return { ok: true, version: updated[0].version };
}
