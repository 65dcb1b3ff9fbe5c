// The workerd tests share one runtime per vitest worker (docs/decisions/910-shared-test-runtime.md):
// what a file leaves behind (rows, objects, cached pages, spent rate limits, work still running
// in waitUntil, a storage object left aborted) never reaches the next file.
import { abortAllDurableObjects, applyD1Migrations, env, reset } from "cloudflare:test";
import { expect, test } from "vitest";
import { pageViews } from "~/db/schema";
import { createStaff } from "../factories/staff";
import { db, request } from "../helpers";
import { readSchema, settleBackgroundWork, startFromFreshState } from "../isolation";

const cache = () => (caches as unknown as { default: Cache }).default;
const CACHED = "https://www.lutetia-geotechnique.test/isolation-probe";

async function rowCounts() {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'search_index_%' and name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) counts[name] = (await env.DB.prepare(`select count(*) as n from "${name}"`).first<{ n: number }>())?.n ?? -1;
  return counts;
}

test("the next file starts with empty tables, buckets, cache and rate limits, the migrated schema, and none of this file's background work", async () => {
  // What a file leaves behind.
  await createStaff("editor");
  await env.MEDIA.put("leftover.txt", "x");
  await env.ATTACHMENTS.put("contact/1/leftover.pdf", "x");
  await cache().put(CACHED, new Response("page", { headers: { "cache-control": "public, max-age=600" } }));
  for (let i = 0; i < 10; i++) await env.FORM_LIMITER.limit({ key: "isolation-probe" });
  expect((await env.FORM_LIMITER.limit({ key: "isolation-probe" })).success).toBe(false);
  // A public page left unread: its view is written in waitUntil once the page has been read.
  const page = await request("/");
  expect(page.status).toBe(200);

  // End of the file: the unread page is read and the background work is waited for, so the
  // edge-cache write of the page has happened (it reads the page as the visitor does).
  await settleBackgroundWork();
  expect((await db().select({ id: pageViews.id }).from(pageViews)).length).toBe(1);
  const again = await request("/");
  expect(again.headers.get("x-edge-cache")).toBe("HIT");
  await settleBackgroundWork();
  expect(Object.values(await rowCounts()).some((n) => n > 0)).toBe(true);

  // An earlier test may leave storage objects aborted: reset alone would not empty them.
  await abortAllDurableObjects();

  // Start of the next file.
  await startFromFreshState();
  const counts = await rowCounts();
  expect(Object.keys(counts).length).toBeGreaterThan(30);
  expect(Object.entries(counts).filter(([, n]) => n !== 0)).toEqual([]);
  expect((await env.DB.prepare("select name from sqlite_sequence").all<{ name: string }>()).results.map((r) => r.name)).toEqual(["d1_migrations"]);
  expect((await env.MEDIA.list()).objects).toEqual([]);
  expect((await env.ATTACHMENTS.list()).objects).toEqual([]);
  expect(await cache().match(CACHED)).toBeUndefined();
  expect((await env.FORM_LIMITER.limit({ key: "isolation-probe" })).success).toBe(true);

  // The schema is exactly what the migrations make.
  const recreated = await readSchema(env.DB);
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  expect(recreated).toEqual(await readSchema(env.DB));
  expect(recreated.migrations.length).toBe(env.TEST_MIGRATIONS.length);
});
