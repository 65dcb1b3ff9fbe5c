// The admin kit's server side: optimistic concurrency and one-time messages.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { auditLog, testimonials, users } from "~/db/schema";
import { conflictMessage } from "~/lib/admin/concurrency";
import { currentVersion, saveVersioned } from "~/lib/admin/concurrency.server";
import { textSearch } from "~/lib/admin/search.server";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";

async function testimonial() {
  const [row] = await db()
    .insert(testimonials)
    .values({ quote: `Étude G2 livrée en trois semaines ${crypto.randomUUID()}`, author: "Claire Martin", position: "Architecte" })
    .returning();
  return row;
}

test("a save at the loaded version bumps it and records who saved", async () => {
  const editor = await createStaff("editor", { firstName: "Inès", lastName: "Garnier" });
  const row = await testimonial();
  const outcome = await saveVersioned(db(), testimonials, { id: row.id, version: 1 }, editor.id, { author: "Claire M." });
  expect(outcome).toEqual({ ok: true, version: 2 });
  const [saved] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
  expect(saved).toMatchObject({ author: "Claire M.", version: 2, updatedBy: editor.id });
});

test("a save over a newer version changes nothing and says who changed it and when", async () => {
  const first = await createStaff("editor", { firstName: "Inès", lastName: "Garnier" });
  const second = await createStaff("editor");
  const row = await testimonial();
  await saveVersioned(db(), testimonials, { id: row.id, version: 1 }, first.id, { author: "Version d'Inès" });
  const audit = db().insert(auditLog).values({ action: "testimonial.update", targetType: "testimonial", targetId: String(row.id) });
  const stale = await saveVersioned(db(), testimonials, { id: row.id, version: 1 }, second.id, { author: "Version écrasante" }, { after: [audit] });
  expect(stale.ok).toBe(false);
  if (stale.ok || stale.reason !== "conflict") throw new Error("conflit attendu");
  expect(stale.conflict).toMatchObject({ by: "Inès Garnier", version: 2 });
  expect(conflictMessage(stale.conflict)).toMatch(/^Ce contenu a été modifié par Inès Garnier le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const [kept] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
  expect(kept.author).toBe("Version d'Inès");
  const audits = await env.DB.prepare("select count(*) as n from audit_log where action = 'testimonial.update' and target_id = ?").bind(String(row.id)).first<{ n: number }>();
  expect(audits?.n).toBe(0);
});

test("saving a deleted row answers not-found; deleting the last editor keeps the content", async () => {
  expect(await saveVersioned(db(), testimonials, { id: 987654, version: 1 }, null, { author: "x" })).toEqual({ ok: false, reason: "not-found" });
  const editor = await createStaff("editor");
  const row = await testimonial();
  await saveVersioned(db(), testimonials, { id: row.id, version: 1 }, editor.id, { author: "Avant suppression" });
  await db().delete(users).where(eq(users.id, editor.id));
  const current = await currentVersion(db(), testimonials, row.id);
  expect(current).toMatchObject({ version: 2, by: null });
});

test("admin searches ignore case, including a capital accented first letter", async () => {
  const row = await testimonial();
  const find = async (q: string) =>
    (await db().select({ id: testimonials.id }).from(testimonials).where(textSearch([testimonials.quote, testimonials.author], q))).some((r) => r.id === row.id);
  expect(await find("étude g2")).toBe(true);
  expect(await find("ÉTUDE")).toBe(true);
  expect(await find("claire")).toBe(true);
  expect(await find("géomètre")).toBe(false);
});
