// What the engineer checks before a devis leaves: « Aperçu du PDF » (the document that will be
// frozen, marked « Aperçu – non envoyé »), the confirmation naming the recipient, the total TTC
// and the attachments, and a missing setting fixed with a way back to the devis.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { formatCents } from "~/lib/devis/lines";
import { PREVIEW_WATERMARK, previewDevisPdf } from "~/lib/devis/preview.server";
import { sendDevis } from "~/lib/devis/send.server";
import { safeReturnTo } from "~/lib/admin/return-to";
import { seedDatabase } from "../../seed";
import { completeDraft, completeInput, devisRow, draftForm, editor, fillLegalFacts, sendDeps, setSettingValue } from "../factories/devis";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, flashOf, request } from "../helpers";
import { esc, postForm } from "./admin-content-helpers";
import { pdfVisibleText } from "./pdf-text";

let staff: Awaited<ReturnType<typeof editor>>;
let cookie: string;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
  cookie = await sessionCookieHeader(staff);
});

const page = async (path: string, as = cookie) => {
  const res = await request(path, { headers: { cookie: as } });
  return { res, html: await res.text() };
};
const outboxOf = async (id: number) =>
  (await env.DB.prepare("select count(*) as n from email_outbox where related_type = 'devis' and related_id = ?").bind(id).first<{ n: number }>())?.n;

describe("« Aperçu du PDF »", () => {
  test("a draft's preview opens as a PDF marked « Aperçu – non envoyé » on every page, stores nothing and sends nothing", async () => {
    const draft = await completeDraft(staff);
    const before = await devisRow(draft.id);
    const { html } = await page(`/admin/devis/${draft.id}`);
    expect(html).toContain(`href="/admin/devis/${draft.id}/apercu.pdf"`);
    expect(html).toContain("Aperçu du PDF");
    const res = await request(`/admin/devis/${draft.id}/apercu.pdf`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="apercu-devis-${draft.number}-indice-A.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfVisibleText(new Uint8Array(await res.arrayBuffer()));
    const pages = Number(/page 1\/(\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(0);
    expect(text.split("\n").filter((line) => line === PREVIEW_WATERMARK)).toHaveLength(pages);
    expect(await devisRow(draft.id)).toEqual(before);
    expect((await env.ATTACHMENTS.list({ prefix: `devis/${draft.number}/` })).objects).toEqual([]);
    expect(await outboxOf(draft.id)).toBe(0);
  });

  test("the preview is the document that « Envoyer » freezes at the same moment, but for the mark", async () => {
    const draft = await completeDraft(staff);
    const now = new Date("2026-03-09T09:30:00Z");
    const preview = await previewDevisPdf(db(), draft.id, now);
    if (!preview.ok) throw new Error("aperçu refusé");
    const sent = await sendDevis(sendDeps(), staff, draft.id, draft.version, now);
    expect(sent.ok).toBe(true);
    const row = await devisRow(draft.id);
    const frozen = new Uint8Array(await (await env.ATTACHMENTS.get(row.pdfKey ?? ""))!.arrayBuffer());
    const previewText = (await pdfVisibleText(preview.pdf))
      .split("\n")
      .filter((line) => line !== PREVIEW_WATERMARK)
      .join("\n");
    expect(previewText).toBe(await pdfVisibleText(frozen));
    expect(await pdfVisibleText(frozen)).not.toContain("Aperçu");
  });

  test("a sent devis has no preview (its PDF is the frozen one); below editor, no preview at all", async () => {
    const draft = await completeDraft(staff);
    await sendDevis(sendDeps(), staff, draft.id, draft.version);
    expect((await request(`/admin/devis/${draft.id}/apercu.pdf`, { headers: { cookie } })).status).toBe(409);
    const author = await sessionCookieHeader(await createStaff("author"));
    const other = await completeDraft(staff);
    const refused = await request(`/admin/devis/${other.id}/apercu.pdf`, { headers: { cookie: author } });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin/access-denied");
  });
});

describe("« Envoyer au client » asks first", () => {
  test("sending saves the draft and opens a confirmation naming the recipient, the total TTC and the attachments; only « Confirmer l'envoi » sends", async () => {
    const draft = await completeDraft(staff);
    const res = await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("send", completeInput({ version: draft.version, note: "Accès par le portail nord." })));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/devis/${draft.id}?dialog=envoi`);
    const saved = await devisRow(draft.id);
    expect(saved).toMatchObject({ status: "brouillon", note: "Accès par le portail nord.", pdfKey: null });
    expect(await outboxOf(draft.id)).toBe(0);

    const { html } = await page(`/admin/devis/${draft.id}?dialog=envoi`);
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain("Envoyer le devis au client ?");
    expect(html).toContain("claire.dubois@exemple.fr");
    expect(html).toContain(esc(formatCents(saved.totalTtcCents)));
    expect(html).toContain(`devis-${draft.number}-indice-A.pdf`);
    expect(html).toContain('name="intent" value="send-confirmed"');
    expect(html).toContain(`name="version" value="${saved.version}"`);

    const sent = await postForm(`/admin/devis/${draft.id}`, cookie, { intent: "send-confirmed", version: String(saved.version) });
    expect(flashOf(sent)?.message).toBe("Devis envoyé au client : le PDF figé et le lien personnel partent par e-mail.");
    expect((await devisRow(draft.id)).status).toBe("envoye");
    expect(await outboxOf(draft.id)).toBe(1);
  });

  test("a confirmation for a version changed meanwhile sends nothing and names who changed it", async () => {
    const draft = await completeDraft(staff);
    await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("send", completeInput({ version: draft.version })));
    const shown = await devisRow(draft.id);
    await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("save", completeInput({ version: shown.version, clientEmail: "autre@exemple.fr" })));
    const stale = await postForm(`/admin/devis/${draft.id}`, cookie, { intent: "send-confirmed", version: String(shown.version) });
    expect(flashOf(stale)?.tone).toBe("error");
    expect(flashOf(stale)?.message).toContain("modifié");
    expect((await devisRow(draft.id)).status).toBe("brouillon");
    expect(await outboxOf(draft.id)).toBe(0);
  });

  test("with a point to fix, no confirmation opens: the checklist says what, nothing is sent", async () => {
    const draft = await completeDraft(staff);
    const res = await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("send", completeInput({ version: draft.version, paymentTerms: "" })));
    expect(res.headers.get("location")).toBe(`/admin/devis/${draft.id}`);
    expect(flashOf(res)?.message).toContain("Devis enregistré mais non envoyé");
    const { html } = await page(`/admin/devis/${draft.id}?dialog=envoi`);
    expect(html).not.toContain("Envoyer le devis au client ?");
    expect(await outboxOf(draft.id)).toBe(0);
  });
});

describe("a missing setting, fixed without losing the devis", () => {
  test("« Modifier le paramètre » carries the way back; the settings show « Revenir au devis » and keep it after saving", async () => {
    await setSettingValue("legal.siret", "000 000 000 00000 (à compléter)");
    try {
      const draft = await completeDraft(staff);
      const back = `/admin/devis/${draft.id}`;
      const { html } = await page(back);
      expect(html).toContain(`href="/admin/settings?tab=company&amp;returnTo=${encodeURIComponent(back)}#legal-siret"`);
      const admin = await sessionCookieHeader(await createStaff("super_admin"));
      const settings = await page(`/admin/settings?tab=company&returnTo=${encodeURIComponent(back)}`, admin);
      expect(settings.html).toContain(`href="${back}"`);
      expect(settings.html).toContain("Revenir au devis");
      const saved = await request(`/admin/settings?tab=company&returnTo=${encodeURIComponent(back)}`, {
        method: "POST",
        headers: { cookie: admin },
        body: new URLSearchParams({ intent: "save-tab", tab: "company", "legal.siret": "912 345 678 00017" }),
      });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe(`/admin/settings?tab=company&returnTo=${encodeURIComponent(back)}`);
      const after = await page(back);
      expect(after.html).not.toContain("SIRET » non renseigné");
    } finally {
      await fillLegalFacts();
    }
  });

  test("a way back that is not a local admin path is ignored", async () => {
    for (const hostile of [
      "https://evil.example/admin/devis/1",
      "//evil.example/admin",
      "/admin/login",
      "javascript:alert(1)",
      "/devis/abc",
      "/admin/%2e%2e//evil.example",
      "/admin/settings",
    ]) {
      expect(safeReturnTo(hostile, "/admin/settings"), hostile).toBeNull();
    }
    expect(safeReturnTo("/admin/devis/12", "/admin/settings")).toBe("/admin/devis/12");
    const admin = await sessionCookieHeader(await createStaff("super_admin"));
    const { html } = await page(`/admin/settings?returnTo=${encodeURIComponent("https://evil.example/")}`, admin);
    expect(html).not.toContain('href="https://evil.example');
    expect(html).not.toContain("Revenir au devis");
    expect(html).not.toContain("Revenir à l");
  });
});
