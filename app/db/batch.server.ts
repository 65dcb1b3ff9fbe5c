// Multi-statement batches read by name, not by position (ARCHITECTURE 23): adding a statement
// in the middle of a batch cannot shift the results its readers expect.
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.server";

export type NamedResults<T extends Record<string, BatchItem<"sqlite">>> = { [K in keyof T]: Awaited<T[K]> };

/** Runs the statements in one `db.batch` (one round trip, one transaction) and returns each result under its name. */
export async function batchByName<T extends Record<string, BatchItem<"sqlite">>>(db: Db, statements: T): Promise<NamedResults<T>> {
  const names = Object.keys(statements) as Array<keyof T>;
  const results = (await db.batch(names.map((name) => statements[name]) as unknown as [BatchItem<"sqlite">])) as Array<unknown>;
  return Object.fromEntries(names.map((name, index) => [name, results[index]])) as NamedResults<T>;
}
