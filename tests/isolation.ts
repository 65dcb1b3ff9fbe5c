// Test files share one workerd per vitest worker (`isolate: false`, docs/decisions/910-shared-test-runtime.md):
// the module graph is loaded once, and each file starts from the state a fresh runtime gave it
// (empty D1 with every migration applied, empty R2 buckets, Cache API, rate limiters and queues),
// after the background work of the file before it has settled.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { waitForGlobalWaitUntil } from "cloudflare:test-internal";
import { resetGenerationMemo } from "~/lib/cache/generation.server";

type SchemaObject = { type: string; name: string; tbl_name: string; sql: string };
type MigratedState = { objects: Array<SchemaObject>; migrations: Array<{ id: number; name: string }> };

/** The schema the migrations produced, read once per runtime and recreated for every later file. */
let migrated: MigratedState | null = null;

/** What SQLite recorded, in creation order: tables, indexes, triggers and virtual tables (their shadow tables excepted). */
export async function readSchema(db: D1Database): Promise<MigratedState> {
  const { results } = await db
    .prepare("select type, name, tbl_name, sql from sqlite_master where sql is not null and name not like 'sqlite_%' and name not like '_cf_%' order by rowid")
    .all<SchemaObject>();
  const virtual = results.filter((o) => /^create virtual table/i.test(o.sql)).map((o) => `${o.name}_`);
  const objects = results.filter((o) => !(o.type === "table" && virtual.some((prefix) => o.name.startsWith(prefix)) && !/^create virtual table/i.test(o.sql)));
  const hasLog = objects.some((o) => o.name === "d1_migrations");
  const migrations = hasLog ? (await db.prepare("select id, name from d1_migrations order by id").all<{ id: number; name: string }>()).results : [];
  return { objects, migrations };
}

async function recreate(db: D1Database, state: MigratedState) {
  await db.batch([
    ...state.objects.map((o) => db.prepare(o.sql)),
    ...state.migrations.map((m) => db.prepare("insert into d1_migrations (id, name) values (?, ?)").bind(m.id, m.name)),
  ]);
}

type Stores = { databases: Array<D1Database>; buckets: Array<R2Bucket>; limiters: Array<RateLimit> };

/**
 * The bindings that keep data, by their class (D1Database, R2Bucket, Ratelimit) so that a new
 * one is covered too; service bindings answer any property, so no property is probed.
 */
function stores(): Stores {
  const found: Stores = { databases: [], buckets: [], limiters: [] };
  for (const binding of Object.values(env)) {
    if (typeof binding !== "object" || binding === null) continue;
    const kind = Object.getPrototypeOf(binding)?.constructor?.name;
    if (kind === "D1Database") found.databases.push(binding as D1Database);
    else if (kind === "R2Bucket") found.buckets.push(binding as R2Bucket);
    else if (kind === "Ratelimit") found.limiters.push(binding as RateLimit);
  }
  if (found.databases.length === 0 || found.buckets.length === 0) throw new Error("tests/isolation.ts no longer recognises the D1 and R2 bindings.");
  return found;
}

const TOUCH_KEY = "test-isolation-touch";

/**
 * `reset` deletes the data of the storage objects that are running; one that an earlier test
 * left aborted keeps its data until it is used again. Each store is used once first.
 */
async function touch({ databases, buckets, limiters }: Stores) {
  await Promise.all([
    ...databases.map((db) => db.prepare("select 1").first()),
    ...buckets.map((bucket) => bucket.head(TOUCH_KEY)),
    ...limiters.map((limiter) => limiter.limit({ key: TOUCH_KEY })),
    (caches as unknown as { default: Cache }).default.match(`https://${TOUCH_KEY}.invalid/`),
  ]);
}

async function leftovers({ databases, buckets }: Stores): Promise<string | null> {
  for (const db of databases) {
    const row = await db.prepare("select name from sqlite_master where name not like 'sqlite_%' and name not like '_cf_%' limit 1").first<{ name: string }>();
    if (row) return `D1 table ${row.name}`;
  }
  for (const bucket of buckets) {
    const { objects } = await bucket.list({ limit: 1 });
    if (objects.length > 0) return `R2 object ${objects[0].key}`;
  }
  return null;
}

/**
 * Deletes every binding's data (the pool's `reset`, checked on D1 and R2), then gives D1 the
 * migrated schema: the migrations themselves for the first file of a runtime, their recorded
 * result after.
 */
export async function startFromFreshState() {
  const found = stores();
  let left: string | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    await touch(found);
    await reset();
    left = await leftovers(found);
    if (!left) break;
  }
  if (left) throw new Error(`The previous test file's data could not be deleted (${left}).`);
  if (migrated) await recreate(env.DB, migrated);
  else {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    migrated = await readSchema(env.DB);
  }
  // Per isolate on purpose in the app (decision 501): a new file must read the generation again.
  resetGenerationMemo();
}

/** The answers the file's requests got (tests/helpers.ts), so that none is left unread. */
let answers: Array<Response> = [];

export function keepAnswer(response: Response): Response {
  answers.push(response);
  return response;
}

/**
 * Reads what the file's tests left unread, then waits for the `waitUntil` work of its requests
 * (page views, edge-cache writes, 404 log, stored HTML repairs), before the next file starts.
 * A page view or a cache write reads its page as the visitor does: an answer never read would
 * keep it waiting, then let it write into a later file's state once the answer is collected.
 */
export async function settleBackgroundWork() {
  const unread = answers.filter((response) => !response.bodyUsed && response.body);
  answers = [];
  await Promise.all(unread.map((response) => response.arrayBuffer().catch(() => undefined)));
  try {
    await waitForGlobalWaitUntil();
  } catch (error) {
    console.warn("background work of this test file failed", error);
  }
}
