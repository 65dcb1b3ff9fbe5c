// Devis numbers: D-YYYY-NNNN, one sequence per Paris year, taken in the same batch as the
// row (docs/decisions/620): concurrent creations never share a number, and a creation that
// fails takes none.
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { createDevis } from "~/lib/devis/devis.server";
import { faultyD1 } from "../faulty-d1";
import { createDb } from "~/db/client.server";
import { editor } from "../factories/devis";
import { db } from "../helpers";

test("twenty devis created at the same moment get twenty consecutive numbers, none reused", async () => {
  const staff = await editor();
  const now = new Date("2031-05-04T10:00:00Z");
  const results = await Promise.all(Array.from({ length: 20 }, () => createDevis(db(), staff, { kind: "blank" }, now)));
  const numbers = results.map((r) => (r.ok ? r.number : "échec"));
  expect(new Set(numbers).size).toBe(20);
  expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `D-2031-${String(i + 1).padStart(4, "0")}`));
  const stored = await env.DB.prepare("select count(*) as n, count(distinct number) as d from devis where number like 'D-2031-%'").first<{ n: number; d: number }>();
  expect(stored).toEqual({ n: 20, d: 20 });
});

test("each Paris year has its own sequence: the first devis of 1 January is number 0001", async () => {
  const staff = await editor();
  // 31/12/2032 23:30 UTC is already 1 January 2033 in Paris.
  const first = await createDevis(db(), staff, { kind: "blank" }, new Date("2032-12-31T23:30:00Z"));
  expect(first).toMatchObject({ ok: true, number: "D-2033-0001" });
  const second = await createDevis(db(), staff, { kind: "blank" }, new Date("2033-01-02T09:00:00Z"));
  expect(second).toMatchObject({ ok: true, number: "D-2033-0002" });
});

test("a creation that fails in D1 takes no number: the next one gets it", async () => {
  const staff = await editor();
  const now = new Date("2034-02-02T10:00:00Z");
  // The batch's statement inserting the devis row is made to fail: the counter rolls back with it.
  const faulty = faultyD1(env.DB, { counts: (sql) => /^insert into "devis"/i.test(sql), failAt: 1 });
  await expect(createDevis(createDb(faulty.binding), staff, { kind: "blank" }, now)).rejects.toThrow();
  expect(faulty.failed).toHaveLength(1);
  expect(await env.DB.prepare("select count(*) as n from devis where number like 'D-2034-%'").first("n")).toBe(0);
  const next = await createDevis(db(), staff, { kind: "blank" }, now);
  expect(next).toMatchObject({ ok: true, number: "D-2034-0001" });
});
