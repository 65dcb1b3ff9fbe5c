// The D1 binding a request works with. Where the runtime offers D1 read replication's
// Sessions API, anonymous reads may go to any replica ("first-unconstrained"); staff get
// read-your-writes through a bookmark cookie (the edit they just saved is what they see
// next, from whichever replica answers). See docs/decisions/501-fast-content-pages.md.
// The request's facts (staff or not, the cookie, local or not) come from the caller, the
// request pipeline (app/lib/http/pipeline.server.ts): the database layer imports nothing
// from app/lib (docs/decisions/925-imports-run-downhill.md).

export const BOOKMARK_COOKIE = "lutetia_d1_bookmark";

/** What requestDb needs to know of the request, read by the caller. */
export type RequestDbFacts = {
  /** The request carries a staff session cookie: reads follow the staff member's own writes. */
  staff: boolean;
  /** The value of the BOOKMARK_COOKIE cookie, if any (checked here). */
  bookmarkCookie: string | null;
  /** The bookmark cookie is set with `Secure` (anywhere but on localhost). */
  secure: boolean;
};

/** The bookmark of the staff member's last request, when it looks like one. */
function validBookmark(value: string | null): string | null {
  return value && /^[0-9a-f-]{1,200}$/i.test(value) ? value : null;
}

export type RequestDb = {
  db: D1Database;
  /** Adds the staff member's bookmark cookie to the response (read-your-writes). */
  finish: (response: Response) => Response;
};

export function requestDb(binding: D1Database, { staff, bookmarkCookie, secure }: RequestDbFacts): RequestDb {
  if (typeof binding.withSession !== "function") return { db: binding, finish: (response) => response };
  // Opened on the first statement: an edge-cache hit sends none.
  let session: D1DatabaseSession | null = null;
  const open = () => {
    session ??= binding.withSession(staff ? (validBookmark(bookmarkCookie) ?? "first-primary") : "first-unconstrained");
    return session;
  };
  // Drizzle's D1 driver only calls prepare() and batch(), which a session has.
  const db = {
    prepare: (query: string) => open().prepare(query),
    batch: (statements: Array<D1PreparedStatement>) => open().batch(statements),
  } as unknown as D1Database;
  return {
    db,
    finish(response) {
      const bookmark = staff ? open().getBookmark() : null;
      if (!bookmark) return response;
      const headers = new Headers(response.headers);
      headers.append("Set-Cookie", `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  };
}

/** `npm run bench` only: the D1 statements this isolate ran (requests and queue batches alike). */
export type D1Tally = { statements: number; writes: number };

// Per isolate, on purpose: the bench reads it between runs (`/__bench/d1`) to report the D1
// write statements per 1 000 page views, wherever the write happens (request, waitUntil, queue).
const TALLY = Symbol.for("lutetia.benchD1Tally");
const tallyHolder = globalThis as typeof globalThis & { [TALLY]?: D1Tally };

export function benchD1Tally(): D1Tally {
  tallyHolder[TALLY] ??= { statements: 0, writes: 0 };
  return tallyHolder[TALLY];
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|replace)\b/i;

/**
 * `npm run bench` only: counts the round trips to D1 a response needs (a batch is one),
 * reported in the `x-d1-calls` header, and every statement in the isolate's tally.
 */
export function countingD1(db: D1Database, counter: { calls: number }): D1Database {
  const tally = benchD1Tally();
  const real = new WeakMap<object, { statement: D1PreparedStatement; write: boolean }>();
  const wrap = (statement: D1PreparedStatement, write: boolean): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...args: Array<unknown>) => wrap(target.bind(...args), write);
        if (property === "first" || property === "all" || property === "run" || property === "raw") {
          return (...args: Array<unknown>) => {
            counter.calls += 1;
            tally.statements += 1;
            if (write) tally.writes += 1;
            return (value as (...a: Array<unknown>) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, { statement, write });
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "prepare") return (query: string) => wrap(target.prepare(query), WRITE_STATEMENT.test(query));
      if (property === "batch") {
        return (statements: Array<D1PreparedStatement>) => {
          counter.calls += 1;
          const unwrapped = statements.map((s) => real.get(s) ?? { statement: s, write: false });
          tally.statements += unwrapped.length;
          tally.writes += unwrapped.filter((s) => s.write).length;
          return target.batch(unwrapped.map((s) => s.statement));
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
