import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { batchByName, d1BatchByName } from "~/db/batch.server";
import { testimonials } from "~/db/schema";
import { db } from "../helpers";

// docs/decisions/916: a batch is read by name, in the order of the record, groups included.
test("batchByName returns each statement's result under its name, a group's as a list, in one batch", async () => {
  const d = db();
  const { first, group, empty, last } = await batchByName(d, {
    first: d.all<{ n: number }>(sql`select 1 as n`),
    group: [d.all<{ n: number }>(sql`select 2 as n`), d.all<{ n: number }>(sql`select 3 as n`)],
    empty: [],
    last: d.all<{ n: number }>(sql`select 4 as n`),
  });
  expect(first).toEqual([{ n: 1 }]);
  expect(group).toEqual([[{ n: 2 }], [{ n: 3 }]]);
  expect(empty).toEqual([]);
  expect(last).toEqual([{ n: 4 }]);
});

test("batchByName runs the statements in the record's order, as one transaction", async () => {
  const d = db();
  const { inserted, seen } = await batchByName(d, {
    inserted: d.insert(testimonials).values({ quote: "Étude G2 AVP rendue en trois semaines.", author: "M. Durand" }).returning({ id: testimonials.id }),
    seen: d.all<{ n: number }>(sql`select count(*) as n from testimonials where quote = 'Étude G2 AVP rendue en trois semaines.'`),
  });
  expect(inserted).toHaveLength(1);
  expect(seen).toEqual([{ n: 1 }]);
  await expect(
    batchByName(d, {
      second: d.insert(testimonials).values({ quote: "Une autre étude, annulée avec le lot.", author: "Mme Petit" }),
      clash: d.insert(testimonials).values({ id: inserted[0].id, quote: "Même identifiant.", author: "X" }),
    }),
  ).rejects.toThrow();
  const [{ n }] = await d.all<{ n: number }>(sql`select count(*) as n from testimonials where author = 'Mme Petit'`);
  expect(n).toBe(0);
});

test("an empty record sends nothing; d1BatchByName names plain D1 statements", async () => {
  expect(await batchByName(db(), {})).toEqual({});
  const d = db();
  const { one, two } = await d1BatchByName(d.$client, { one: d.$client.prepare("select ? as v").bind("un"), two: d.$client.prepare("select ? as v").bind("deux") });
  expect(one.results).toEqual([{ v: "un" }]);
  expect(two.results).toEqual([{ v: "deux" }]);
});
