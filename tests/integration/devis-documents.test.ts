// The engineer's small frictions: a plan or document attached to a draft devis (PDF or image,
// checked by content), sent with the devis e-mail and downloadable from the link, frozen once
// sent; the note to the client in the devis e-mail; the validity set as a date.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { addDays, parisDay } from "~/lib/dates";
import { attachDocument, removeDocument } from "~/lib/devis/documents.server";
import { sendDevis, validUntilDay } from "~/lib/devis/send.server";
import { seedDatabase } from "../../seed";
import { completeDraft, devisRow, editor, fillLegalFacts, linkTokenOf, sendDeps } from "../factories/devis";
import { sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;
const today = parisDay(new Date());

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode("%PDF-1.4\n% plan de masse\n%%EOF\n");
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type = "application/octet-stream") => new File([bytes], name, { type });
const deps = () => ({ db: db(), bucket: env.ATTACHMENTS });

async function sentEmailOf(id: number) {
  return env.DB.prepare("select text, attachments from email_outbox where related_id = ? and type = 'devis-sent'").bind(id).first<{ text: string; attachments: string }>();
}

describe("documents attached to a devis", () => {
  test("a plan attached to the draft goes with the devis e-mail and is downloadable from the link", async () => {
    const draft = await completeDraft(staff);
    expect(await attachDocument(deps(), staff, draft.id, file("Plan d'implantation des sondages.png", PNG, "image/png"))).toEqual({ ok: true });
    const sent = await sendDevis(sendDeps(), staff, draft.id, draft.version);
    expect(sent.ok).toBe(true);
    const email = await sentEmailOf(draft.id);
    const refs = JSON.parse(email?.attachments ?? "[]");
    expect(refs.map((r: { kind: string; filename: string }) => [r.kind, r.filename])).toEqual([
      ["stored-pdf", expect.stringMatching(/\.pdf$/)],
      ["devis-document", "Plan d'implantation des sondages.png"],
    ]);
    const attached = await resolveMailAttachment({ db: db(), env: env as never }, refs[1]);
    expect(attached.contentType).toBe("image/png");
    expect(attached.content).toEqual(PNG);
    expect(email?.text).toContain("DOCUMENTS JOINTS AU DEVIS\n- Plan d'implantation des sondages.png");
    const token = await linkTokenOf(draft.id);
    const page = await (await request(`/devis/${token}`)).text();
    expect(page).toContain("Plans et documents joints");
    const docId = await env.DB.prepare("select id from devis_documents where devis_id = ?").bind(draft.id).first<number>("id");
    const res = await request(`/devis/${token}/documents/${docId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toContain("filename*=UTF-8''Plan%20d'implantation%20des%20sondages.png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    // Another devis' link never serves it.
    const other = await completeDraft(staff);
    await sendDevis(sendDeps(), staff, other.id, other.version);
    expect((await request(`/devis/${await linkTokenOf(other.id)}/documents/${docId}`)).status).toBe(404);
  });

  test("a renamed file, an unknown type or a sent devis: refused in French, nothing stored", async () => {
    const draft = await completeDraft(staff);
    expect(await attachDocument(deps(), staff, draft.id, file("plan.pdf", PNG))).toEqual({
      ok: false,
      reason: "invalid",
      message: "Le contenu du fichier ne correspond pas à son extension : « plan.pdf ».",
    });
    expect(await attachDocument(deps(), staff, draft.id, file("plan.docx", PDF))).toEqual({ ok: false, reason: "invalid", message: "Formats acceptés : PDF, JPG, PNG ou WebP." });
    await sendDevis(sendDeps(), staff, draft.id, draft.version);
    expect(await attachDocument(deps(), staff, draft.id, file("plan.pdf", PDF))).toMatchObject({
      ok: false,
      reason: "invalid",
      message: expect.stringContaining("déjà été envoyé"),
    });
    expect(await env.DB.prepare("select count(*) as n from devis_documents where devis_id = ?").bind(draft.id).first("n")).toBe(0);
    expect((await env.ATTACHMENTS.list({ prefix: `devis/${draft.number}/document-` })).objects).toEqual([]);
  });

  test("a document removed from the draft is gone from R2 too; a sent devis keeps its documents", async () => {
    const draft = await completeDraft(staff);
    await attachDocument(deps(), staff, draft.id, file("plan.pdf", PDF));
    const doc = await env.DB.prepare("select id, r2_key from devis_documents where devis_id = ?").bind(draft.id).first<{ id: number; r2_key: string }>();
    expect(await removeDocument(deps(), staff, draft.id, doc?.id ?? 0)).toEqual({ ok: true });
    expect(await env.ATTACHMENTS.head(doc?.r2_key ?? "")).toBeNull();
    await attachDocument(deps(), staff, draft.id, file("plan.pdf", PDF));
    await sendDevis(sendDeps(), staff, draft.id, draft.version);
    const kept = await env.DB.prepare("select id from devis_documents where devis_id = ?").bind(draft.id).first<number>("id");
    expect(await removeDocument(deps(), staff, draft.id, kept ?? 0)).toMatchObject({ ok: false, reason: "invalid" });
  });

  test("staff attach from the devis screen (multipart form, up to 10 MB through the body limit)", async () => {
    const draft = await completeDraft(staff);
    const form = new FormData();
    form.set("intent", "attach-document");
    form.set("document", file("plan.pdf", PDF, "application/pdf"));
    const res = await request(`/admin/devis/${draft.id}`, { method: "POST", headers: { cookie: await sessionCookieHeader(staff) }, body: form });
    expect(res.status).toBe(302);
    expect(await env.DB.prepare("select filename from devis_documents where devis_id = ?").bind(draft.id).first("filename")).toBe("plan.pdf");
  });
});

describe("the note and the validity", () => {
  test("the note to the client is in the devis e-mail", async () => {
    const draft = await completeDraft(staff, { note: "Prévoir un accès de 3 m de large pour la foreuse." });
    await sendDevis(sendDeps(), staff, draft.id, draft.version);
    const email = await sentEmailOf(draft.id);
    expect(email?.text).toContain("LE MOT DE L'INGÉNIEUR");
    expect(email?.text).toContain("Prévoir un accès de 3 m de large pour la foreuse.");
  });

  test("a validity set as a date is the devis' last day; without it the months apply", async () => {
    const chosen = addDays(today, 20);
    const dated = await completeDraft(staff, { validUntilDay: chosen, validityMonths: 3 });
    await sendDevis(sendDeps(), staff, dated.id, dated.version);
    expect((await devisRow(dated.id)).validUntil).toBe(chosen);
    const months = await completeDraft(staff, { validityMonths: 3 });
    await sendDevis(sendDeps(), staff, months.id, months.version);
    expect((await devisRow(months.id)).validUntil).toBe(validUntilDay(today, 3));
  });

  test("a past date, or one more than 6 months ahead, keeps the devis from being sent, with the reason", async () => {
    const past = await completeDraft(staff, { validUntilDay: addDays(today, -1) });
    const outcome = await sendDevis(sendDeps(), staff, past.id, past.version);
    expect(outcome).toMatchObject({ ok: false, reason: "problems", problems: [{ message: expect.stringContaining("est passée") }] });
    const far = await completeDraft(staff, { validUntilDay: addDays(today, 200) });
    expect(await sendDevis(sendDeps(), staff, far.id, far.version)).toMatchObject({ ok: false, problems: [{ message: expect.stringContaining("dépasse 6 mois") }] });
    expect((await devisRow(past.id)).status).toBe("brouillon");
  });
});
