import { drizzle } from "drizzle-orm/d1";

/**
 * A Drizzle client over a D1 binding (or a session of it). Without `schema`: the site uses
 * the query builder only, and the relational config Drizzle would otherwise derive from
 * the schema on every call cost each request about a millisecond.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
