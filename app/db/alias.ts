import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * A joined column under its own name. D1 returns batch rows as objects keyed by
 * column name, so two joined columns called "slug" would overwrite each other.
 */
export function aliased<T extends Column>(column: T, alias: string): SQL.Aliased<T["_"]["data"]> {
  return sql<T["_"]["data"]>`${column}`.mapWith(column).as(alias);
}
