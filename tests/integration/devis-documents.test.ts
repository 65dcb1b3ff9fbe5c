// The engineer's small frictions: a plan or document attached to a draft devis (PDF or image,
// checked by content), sent with the devis e-mail and downloadable from the link, frozen once
// sent; the note to the client in the devis e-mail; the validity set as a date.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { addDays, parisDay } from "~/lib/dates";
import { attachDocument, removeDocument } from "~/lib/devis/documents.server";
import { sendDevis, validUntilDay } from "~/lib/devis/send.server";
import { reviseDevis } from "~/lib/devis/devis.server";
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

  test("« Modifier le devis » starts indice B with the documents of indice A, in copies of its own: indice A keeps its documents whatever B does", async () => {
    const draft = await completeDraft(staff);
    await attachDocument(deps(), staff, draft.id, file("Plan de masse.pdf", PDF));
    await attachDocument(deps(), staff, draft.id, file("Implantation des sondages.png", PNG));
    expect((await sendDevis(sendDeps(), staff, draft.id, draft.version)).ok).toBe(true);
    const docsOf = async (id: number) =>
      (
        await env.DB.prepare("select id, r2_key, filename, mime_type, size from devis_documents where devis_id = ? order by id")
          .bind(id)
          .all<{ id: number; r2_key: string; filename: string; mime_type: string; size: number }>()
      ).results;
    const before = await docsOf(draft.id);

    const revised = await reviseDevis(deps(), staff, draft.id);
    if (!revised.ok) throw new Error(`révision refusée : ${JSON.stringify(revised)}`);
    const copies = await docsOf(revised.id);
    expect(copies.map((d) => [d.filename, d.mime_type, d.size])).toEqual(before.map((d) => [d.filename, d.mime_type, d.size]));
    for (const [i, copy] of copies.entries()) {
      expect(copy.r2_key).not.toBe(before[i].r2_key);
      expect(copy.r2_key.startsWith(`devis/${draft.number}/document-`)).toBe(true);
      const object = await env.ATTACHMENTS.get(copy.r2_key);
      expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(i === 0 ? PDF : PNG);
      expect(object?.httpMetadata?.contentType).toBe(copy.mime_type);
    }
    expect(
      await env.DB.prepare("select json_extract(details, '$.documents') as d from audit_log where action = 'devis.revise' and target_id = ?").bind(String(revised.id)).first("d"),
    ).toBe(JSON.stringify(["Plan de masse.pdf", "Implantation des sondages.png"]));

    // B drops the plan: A's row and file stay, and A's link still serves it.
    expect(await removeDocument(deps(), staff, revised.id, copies[0].id)).toEqual({ ok: true });
    expect(await env.ATTACHMENTS.head(copies[0].r2_key)).toBeNull();
    expect(await docsOf(draft.id)).toEqual(before);
    expect(await env.ATTACHMENTS.head(before[0].r2_key)).not.toBeNull();
    expect((await request(`/devis/${await linkTokenOf(draft.id)}/documents/${before[0].id}`)).status).toBe(200);

    // B sent: its e-mail attaches the document it kept, from its own copy.
    const b = await devisRow(revised.id);
    expect((await sendDevis(sendDeps(), staff, revised.id, b.version)).ok).toBe(true);
    const refs = JSON.parse((await sentEmailOf(revised.id))?.attachments ?? "[]").filter((r: { kind: string }) => r.kind === "devis-document");
    expect(refs).toEqual([{ kind: "devis-document", documentId: copies[1].id, filename: "Implantation des sondages.png" }]);
    expect((await resolveMailAttachment({ db: db(), env: env as never }, refs[0])).content).toEqual(PNG);
  });

  test("when R2 fails while copying the documents, no new indice is created and no copy is left behind", async () => {
    const draft = await completeDraft(staff);
    await attachDocument(deps(), staff, draft.id, file("Plan de masse.pdf", PDF));
    await attachDocument(deps(), staff, draft.id, file("Coupe.png", PNG));
    await sendDevis(sendDeps(), staff, draft.id, draft.version);
    let puts = 0;
    const failingSecondPut = {
      get: (key: string) => env.ATTACHMENTS.get(key),
      delete: (key: string) => env.ATTACHMENTS.delete(key),
      put: async (...args: Parameters<R2Bucket["put"]>) => {
        puts += 1;
        if (puts === 2) throw new Error("R2 indisponible");
        return env.ATTACHMENTS.put(...args);
      },
    } as unknown as R2Bucket;
    const outcome = await reviseDevis({ db: db(), bucket: failingSecondPut }, staff, draft.id);
    expect(outcome).toMatchObject({ ok: false, reason: "invalid", formError: expect.stringContaining("aucune version n'a été créée") });
    expect(await env.DB.prepare("select count(*) as n from devis where number = ?").bind(draft.number).first("n")).toBe(1);
    expect((await env.ATTACHMENTS.list({ prefix: `devis/${draft.number}/document-` })).objects).toHaveLength(2);
    // Once R2 answers, the new indice gets its copies.
    const again = await reviseDevis(deps(), staff, draft.id);
    expect(again.ok).toBe(true);
    expect((await env.ATTACHMENTS.list({ prefix: `devis/${draft.number}/document-` })).objects).toHaveLength(4);
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
