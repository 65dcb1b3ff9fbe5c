import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { createContext, type RouterContextProvider } from "react-router";
import { createDb, type Db } from "./client.server";

/**
 * The request's D1 binding (its read-replication session), put into React Router's context by
 * the caller (app/lib/http/pipeline.server.ts): the database layer reads no request helper
 * (docs/decisions/925-imports-run-downhill.md).
 */
export const requestD1Context = createContext<D1Database>();

type Pending = {
  queries: ReadonlyArray<BatchItem<"sqlite">>;
  resolve: (value: Array<unknown>) => void;
  reject: (reason: unknown) => void;
};

/**
 * Collects the reads that the loaders of one request register in the same tick
 * (root layout + page) and sends them to D1 as a single batch: one round trip.
 */
export function createBatcher(db: Db) {
  let pending: Array<Pending> = [];
  let scheduled = false;

  async function flush() {
    const jobs = pending;
    pending = [];
    scheduled = false;
    const all = jobs.flatMap((job) => job.queries);
    try {
      const results = (await db.batch(all as unknown as [BatchItem<"sqlite">])) as Array<unknown>;
      let offset = 0;
      for (const job of jobs) {
        job.resolve(results.slice(offset, offset + job.queries.length));
        offset += job.queries.length;
      }
    } catch (error) {
      for (const job of jobs) job.reject(error);
    }
  }

  return function load<T extends Readonly<[BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>]>>(queries: T): Promise<BatchResponse<T>> {
    return new Promise((resolve, reject) => {
      pending.push({ queries, resolve: resolve as (value: Array<unknown>) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    });
  };
}

export type Batcher = ReturnType<typeof createBatcher>;

const perRequest = new WeakMap<object, { db: Db; load: Batcher }>();

/** The request's Drizzle client and read batcher. */
export function getDb(context: Readonly<RouterContextProvider>) {
  let entry = perRequest.get(context);
  if (!entry) {
    const db = createDb(context.get(requestD1Context));
    entry = { db, load: createBatcher(db) };
    perRequest.set(context, entry);
  }
  return entry;
}
