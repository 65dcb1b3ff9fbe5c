// Uniqueness checks shared by the back-office saves: a clear French error before the
// insert, and the database's own refusal recognised when a concurrent save wins the race.
import { and, eq, ne } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";

type SluggedTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn };

/** True when another row of the table (not `exceptId`) already has this slug. */
export async function slugTaken(db: Db, table: SluggedTable, slug: string, exceptId?: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** D1's refusal by a unique index (of `column`, e.g. "regions.code", when given); the message may sit in the error's causes. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const pattern = `unique constraint failed${column ? `: ${column.toLowerCase()}` : ""}`;
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Error && current.message.toLowerCase().includes(pattern)) return true;
    if (!(current instanceof Error)) break;
  }
  return false;
}
