// The content generation: a number every admin write bumps. Edge-cache keys include it,
// so an edit retires every cached page at once. An isolate re-reads it at most every
// 30 seconds; the same read returns the next scheduled publication, so a scheduled
// article appears on the first request after its time even with the cache.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { appState } from "~/db/schema";

export const GENERATION_TTL_MS = 30_000;
export const CONTENT_GENERATION_KEY = "content_generation";

type Known = { value: string; readAt: number; nextChange: number | null };

// Per isolate, on purpose: the point is to save a D1 round trip per cached page. Kept on
// globalThis so that every copy of this module in the isolate shares it.
const MEMO = Symbol.for("lutetia.contentGeneration");
const memo = globalThis as typeof globalThis & { [MEMO]?: Known | null };

/** Forgets the isolate's copy: the next request re-reads the generation. */
export function resetGenerationMemo() {
  memo[MEMO] = null;
}

async function readGeneration(db: Db, now: number): Promise<Known> {
  const [row] = await db.all<{ generation: number | null; next_change: number | null }>(
    sql`select
      (select value from ${appState} where key = ${CONTENT_GENERATION_KEY}) as generation,
      (select min(published_at) from blog_posts where status = 'published' and published_at > ${now}) as next_change`,
  );
  const nextChange = row?.next_change ?? null;
  return { value: `${row?.generation ?? 0}-${nextChange ?? 0}`, readAt: now, nextChange };
}

/**
 * The generation of the cached pages: at most 30 s old, re-read at once when a scheduled
 * publication time has passed. When D1 cannot be read, the last known value is used
 * (cached pages keep being served); null when none is known yet. `db` may be a function:
 * the client is then built only when the generation has to be read.
 */
export async function contentGeneration(db: Db | (() => Db), now = Date.now()): Promise<string | null> {
  const known = memo[MEMO];
  const fresh = known && now - known.readAt < GENERATION_TTL_MS && (known.nextChange === null || now < known.nextChange);
  if (fresh) return known.value;
  try {
    const read = await readGeneration(typeof db === "function" ? db() : db, now);
    memo[MEMO] = read;
    return read.value;
  } catch (error) {
    console.warn("content generation unreadable, serving the last known one", error);
    return known?.value ?? null;
  }
}

/**
 * Every admin write calls this: cached pages are retired at the next generation check
 * (at once in this isolate, within 30 s in the others).
 */
export async function bumpContentGeneration(db: Db) {
  resetGenerationMemo();
  await db
    .insert(appState)
    .values({ key: CONTENT_GENERATION_KEY, value: 1 })
    .onConflictDoUpdate({ target: appState.key, set: { value: sql`${appState.value} + 1`, updatedAt: new Date() } });
}
