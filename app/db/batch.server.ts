import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.server";

type Statements = Record<string, BatchItem<"sqlite">>;
export type BatchByNameResult<T extends Statements> = { [K in keyof T]: T[K]["_"]["result"] };

/**
 * Runs named statements as ONE D1 batch (one round trip, one transaction) and returns each
 * result under its name: a statement added or removed never shifts another's result
 * (docs/decisions/916). An empty record sends nothing.
 */
export async function batchByName<T extends Statements>(db: Db, statements: T): Promise<BatchByNameResult<T>> {
  const names = Object.keys(statements) as Array<keyof T & string>;
  if (names.length === 0) return {} as BatchByNameResult<T>;
  const items = names.map((name) => statements[name]);
  const results = (await db.batch(items as unknown as [BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>])) as Array<unknown>;
  const byName: Record<string, unknown> = {};
  names.forEach((name, index) => {
    byName[name] = results[index];
  });
  return byName as BatchByNameResult<T>;
}
