import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.server";

type Statement = BatchItem<"sqlite">;
/** A name stands for one statement, or for a group of them (a helper's list, possibly empty). */
type Statements = Record<string, Statement | ReadonlyArray<Statement>>;
type ResultOf<S> = S extends Statement ? S["_"]["result"] : S extends ReadonlyArray<infer I extends Statement> ? Array<I["_"]["result"]> : never;
export type BatchByNameResult<T extends Statements> = { [K in keyof T]: ResultOf<T[K]> };

/**
 * Runs named statements as ONE D1 batch (one round trip, one transaction), in the order of the
 * record, and returns each result under its name (a group's as an array): a statement added or
 * removed never shifts another's result (docs/decisions/916). An empty record sends nothing.
 */
export async function batchByName<T extends Statements>(db: Db, statements: T): Promise<BatchByNameResult<T>> {
  const names = Object.keys(statements) as Array<keyof T & string>;
  const items: Array<Statement> = [];
  const spans = names.map((name) => {
    const entry = statements[name];
    const group = Array.isArray(entry);
    const start = items.length;
    items.push(...(group ? (entry as ReadonlyArray<Statement>) : [entry as Statement]));
    return { name, group, start, end: items.length };
  });
  const results = items.length === 0 ? [] : ((await db.batch(items as unknown as [Statement, ...Array<Statement>])) as Array<unknown>);
  const byName: Record<string, unknown> = {};
  for (const { name, group, start, end } of spans) byName[name] = group ? results.slice(start, end) : results[start];
  return byName as BatchByNameResult<T>;
}

/**
 * The same for plain D1 statements (`db.$client.prepare(…).bind(…)`), used where Drizzle's batch
 * cannot bind the parameters of a raw `sql` statement.
 */
export async function d1BatchByName<K extends string>(client: D1Database, statements: Record<K, D1PreparedStatement>): Promise<Record<K, D1Result>> {
  const names = Object.keys(statements) as Array<K>;
  if (names.length === 0) return {} as Record<K, D1Result>;
  const results = await client.batch(names.map((name) => statements[name]));
  return Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<K, D1Result>;
}
