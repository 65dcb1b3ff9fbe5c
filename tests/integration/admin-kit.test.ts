// The admin kit's server side: optimistic concurrency, the edit action and one-time messages.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { z } from "zod";
import { auditLog, testimonials, users } from "~/db/schema";
import { conflictMessage } from "~/lib/admin/concurrency";
import { currentVersion, saveVersioned } from "~/lib/admin/concurrency.server";
import { type EditActionOptions, editFormAction, refuse } from "~/lib/admin/edit-action.server";
import type { SaveResult } from "~/lib/admin/save";
import { versionField } from "~/lib/admin/schema";
import { textSearch } from "~/lib/admin/search.server";
import { createStaff } from "../factories/staff";
import { db, flashOf } from "../helpers";

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
  const audit = db()
    .insert(auditLog)
    .values({ action: "testimonial.update", targetType: "testimonial", targetId: String(row.id) });
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
    (
      await db()
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(textSearch([testimonials.quote, testimonials.author], q))
    ).some((r) => r.id === row.id);
  expect(await find("étude g2")).toBe(true);
  expect(await find("ÉTUDE")).toBe(true);
  expect(await find("claire")).toBe(true);
  expect(await find("géomètre")).toBe(false);
});

// ---------------------------------------------------------------------------
// The edit action of full-page forms (services, pages, articles, territory)
// ---------------------------------------------------------------------------

const placeSchema = z.object({
  name: z.string({ message: "Le nom est requis" }).trim().min(1, "Le nom est requis"),
  slug: z.string().trim().min(1),
  version: versionField.optional(),
});
type Place = z.output<typeof placeSchema>;

/** Runs the edit action on a posted form; returns what it answered or threw. */
async function edit(fields: Record<string, string>, options: Partial<EditActionOptions<typeof placeSchema, Place, { id: number }>> & { id: number | null }) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const saved: Array<{ input: Place; version: number | null }> = [];
  const request = new Request("http://localhost/admin/lieux/7", { method: "POST", headers: { "Sec-Fetch-Mode": "cors" } });
  try {
    const answer = await editFormAction(request, {
      formData,
      schema: placeSchema,
      slugFrom: "name",
      save: async (input, version): Promise<SaveResult<{ id: number }>> => {
        saved.push({ input, version });
        return { ok: true, id: 7 };
      },
      done: (result) => ({ to: `/admin/lieux/${result.id}`, message: "Lieu enregistré" }),
      messages: { notFound: "Lieu introuvable", invalid: "Corrigez les champs signalés.", forbidden: "Pas le vôtre" },
      ...options,
    });
    return { answer, saved };
  } catch (thrown) {
    return { thrown, saved };
  }
}

test("the edit action derives an empty slug, saves at the posted version and redirects with its message", async () => {
  const { thrown, saved } = await edit({ name: "Île de la Cité", slug: "", version: "3" }, { id: 7 });
  expect(saved).toEqual([{ input: { name: "Île de la Cité", slug: "ile-de-la-cite", version: 3 }, version: 3 }]);
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/admin/lieux/7");
  expect(flashOf(response)).toEqual({ message: "Lieu enregistré", tone: "success" });
});

test("the edit action answers the form without saving: field errors (400), a refused check, an edit without its version", async () => {
  const invalid = await edit({ name: "", slug: "" }, { id: null, summary: () => "Formulaire incomplet" });
  expect(invalid.saved).toEqual([]);
  expect(invalid.answer?.init?.status).toBe(400);
  expect(invalid.answer?.data.result?.error).toMatchObject({ "": ["Formulaire incomplet"], name: ["Le nom est requis"] });

  const refused = await edit({ name: "Cité", slug: "cite" }, { id: null, prepare: async () => refuse({ formErrors: ["Bouton inconnu"] }) });
  expect(refused.saved).toEqual([]);
  expect(refused.answer?.data.result?.error).toEqual({ "": ["Bouton inconnu"] });

  const versionless = await edit({ name: "Cité", slug: "cite" }, { id: 7 });
  expect(versionless.saved).toEqual([]);
  expect(versionless.answer?.data.result?.error).toEqual({ "": ["Version manquante : rechargez la page."] });
});

test("the edit action turns each refused save into its answer: fields, 409 with who saved, 404, 403, 500", async () => {
  const conflict = { by: "Inès Garnier", at: new Date("2026-11-20T09:30:00Z"), version: 4 };
  const outcomes: Array<[SaveResult<{ id: number }>, (result: Awaited<ReturnType<typeof edit>>) => void]> = [
    [
      { ok: false, reason: "invalid", fieldErrors: { slug: ["Ce slug est déjà utilisé."] } },
      ({ answer }) => {
        expect(answer?.init?.status).toBe(400);
        expect(answer?.data.result?.error).toEqual({ slug: ["Ce slug est déjà utilisé."], "": ["Corrigez les champs signalés."] });
      },
    ],
    [
      { ok: false, reason: "conflict", conflict },
      ({ answer }) => {
        expect(answer?.init?.status).toBe(409);
        expect(answer?.data.conflict).toEqual(conflict);
        expect(answer?.data.result?.error?.[""]).toEqual([conflictMessage(conflict)]);
      },
    ],
    [{ ok: false, reason: "not-found" }, ({ thrown }) => expect(thrown).toMatchObject({ data: "Lieu introuvable", init: { status: 404 } })],
    [{ ok: false, reason: "forbidden" }, ({ thrown }) => expect(thrown).toMatchObject({ data: "Pas le vôtre", init: { status: 403 } })],
  ];
  for (const [outcome, check] of outcomes) {
    check(await edit({ name: "Cité", slug: "cite", version: "3" }, { id: 7, save: async () => outcome }));
  }
  const failed = await edit(
    { name: "Cité", slug: "cite", version: "3" },
    { id: 7, save: () => Promise.reject(new Error("D1 indisponible")), messages: { notFound: "Lieu introuvable", saveFailed: "Échec de l'enregistrement." } },
  );
  expect(failed.answer?.init?.status).toBe(500);
  expect(failed.answer?.data.result?.error).toEqual({ "": ["Échec de l'enregistrement."] });
});
