import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Case-insensitive "contains" over several columns for admin searches. SQLite's lower()
 * only folds ASCII letters, so "étude" is also tried as "Étude" and "ÉTUDE" (a capital
 * accented first letter is the common case in French titles). No LIKE: D1 caps its
 * patterns at 50 bytes.
 */
export function textSearch(columns: ReadonlyArray<SQLWrapper>, q: string): SQL | undefined {
  const term = q.trim().slice(0, 100);
  if (!term) return undefined;
  const haystack = sql`lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;
  const lower = term.toLocaleLowerCase("fr-FR");
  const capitalised = lower.charAt(0).toLocaleUpperCase("fr-FR") + lower.slice(1);
  const variants = [...new Set([lower, capitalised, term.toLocaleUpperCase("fr-FR")].map(asciiLower))];
  return sql`(${sql.join(
    variants.map((variant) => sql`instr(${haystack}, ${variant}) > 0`),
    sql` or `,
  )})`;
}
