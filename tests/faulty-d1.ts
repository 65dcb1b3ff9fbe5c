// Fault injection for tests: a D1 binding that fails at a chosen statement. Given where the
// code takes its D1 dependency (a domain function's `db`, or the Worker's `env.DB` through
// `fetchWith`), it shows what a save leaves behind when D1 fails in the middle of it.
//
// Statements are numbered in the order they reach D1, those inside a `batch()` included.
// A failing statement alone throws a D1-like error; inside a batch it is swapped for a
// statement D1 itself rejects, so the batch fails in D1 and its rollback is D1's own.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../workers/app";

export type FaultPlan = {
  /** Which statements are numbered (default: all). */
  counts?: (sql: string) => boolean;
  /** The Nth numbered statement fails, 1-based (once). */
  failAt?: number;
  /** Every numbered statement from the Nth on fails: D1 stays down. */
  downFrom?: number;
};

export type FaultyD1 = {
  binding: D1Database;
  /** The numbered statements that reached the binding, in order. */
  seen: Array<string>;
  /** The statements that were made to fail. */
  failed: Array<string>;
};

export const isWrite = (sql: string) => /^\s*(insert|update|delete|replace)\b/i.test(sql);

const REJECTED_BY_D1 = "insert into fault_injected_by_test default values";

export function faultyD1(real: D1Database, plan: FaultPlan = {}): FaultyD1 {
  const seen: Array<string> = [];
  const failed: Array<string> = [];
  const sqlOf = new WeakMap<object, string>();
  const realOf = new WeakMap<object, D1PreparedStatement>();

  /** Numbers the statement if it counts; true when it must fail. */
  function shouldFail(sql: string) {
    if (plan.counts && !plan.counts(sql)) return false;
    seen.push(sql);
    const n = seen.length;
    const fail = n === plan.failAt || (plan.downFrom !== undefined && n >= plan.downFrom);
    if (fail) failed.push(sql);
    return fail;
  }

  function wrapStatement(statement: D1PreparedStatement, sql: string, prepare: (query: string) => D1PreparedStatement): D1PreparedStatement {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...args: Array<unknown>) => wrapStatement(target.bind(...args), sql, prepare);
        if (property === "first" || property === "all" || property === "run" || property === "raw") {
          return async (...args: Array<unknown>) => {
            if (shouldFail(sql)) throw new Error(`D1_ERROR: fault injected by the test at: ${sql.slice(0, 120)}`);
            return (value as (...a: Array<unknown>) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(proxy, sql);
    realOf.set(proxy, statement);
    return proxy;
  }

  function wrapDatabase<T extends Pick<D1Database, "prepare" | "batch">>(db: T): T {
    return new Proxy(db, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "prepare") {
          const prepare = (query: string) => target.prepare(query);
          return (query: string) => wrapStatement(prepare(query), query, prepare);
        }
        if (property === "batch") {
          return (statements: Array<D1PreparedStatement>) =>
            target.batch(statements.map((s) => (shouldFail(sqlOf.get(s) ?? "") ? target.prepare(REJECTED_BY_D1) : (realOf.get(s) ?? s))));
        }
        if (property === "withSession") {
          return (...args: Array<unknown>) => wrapDatabase((value as (...a: Array<unknown>) => D1DatabaseSession).apply(target, args));
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  return { binding: wrapDatabase(real), seen, failed };
}

/** A request through the Worker's fetch handler with another D1 binding (e.g. a faulty one). */
export async function fetchWith(binding: D1Database, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB: binding },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body: body.replaceAll("<!-- -->", "") };
}
