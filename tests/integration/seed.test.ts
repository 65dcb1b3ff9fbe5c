import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { db } from "../helpers";

const tables = ["settings", "services", "page_types", "pages", "blog_categories", "blog_posts", "testimonials", "regions", "departments", "cities", "simulator_services"];

async function snapshot() {
  const result: Record<string, unknown> = {};
  for (const table of tables) {
    const { results } = await env.DB.prepare(`select * from ${table} order by 1`).all();
    result[table] = results;
  }
  return result;
}

test("the seed runner is idempotent: a second run changes nothing", async () => {
  await seedDatabase(db());
  const first = await snapshot();
  await seedDatabase(db());
  const second = await snapshot();
  expect(second).toEqual(first);

  const counts = Object.fromEntries(Object.entries(first).map(([t, rows]) => [t, (rows as Array<unknown>).length]));
  expect(counts.services).toBe(7);
  expect(counts.regions).toBeGreaterThanOrEqual(13);
  expect(counts.departments).toBe(101);
  expect(counts.simulator_services).toBe(11);
  expect(counts.blog_posts).toBeGreaterThanOrEqual(14);
});

test("the seed keeps what staff edited", async () => {
  await seedDatabase(db());
  await env.DB.prepare("update settings set value = ? where section = 'contact' and key = 'phone'").bind("01 99 99 99 99").run();
  await seedDatabase(db());
  const row = await env.DB.prepare("select value from settings where section = 'contact' and key = 'phone'").first<{ value: string }>();
  expect(row?.value).toBe("01 99 99 99 99");
});

test("every department belongs to a region and codes are strings", async () => {
  await seedDatabase(db());
  const orphan = await env.DB.prepare("select count(*) as n from departments where region_id is null").first<{ n: number }>();
  expect(orphan?.n).toBe(0);
  const ain = await env.DB.prepare("select code, name from departments where code = '01'").first();
  expect(ain).toEqual({ code: "01", name: "Ain" });
  const corsica = await env.DB.prepare("select count(*) as n from departments where code in ('2A', '2B')").first<{ n: number }>();
  expect(corsica?.n).toBe(2);
});
