// The report of a dossier: uploaded (checked like the contact attachments), delivered with
// « Remettre le rapport » through the life cycle (no report before acceptance, deposit and
// visit), offered on the client's link, whose first download is recorded as the proof of
// delivery; a D1 or R2 failure half-does nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { addDays, parisDay } from "~/lib/dates";
import { deliverReport, uploadReport } from "~/lib/devis/report.server";
import { planVisit } from "~/lib/devis/visit.server";
import { seedDatabase } from "../../seed";
import { faultyD1, isWrite } from "../faulty-d1";
import { devisRow, editor, fillLegalFacts, sentDevis } from "../factories/devis";
import { acceptedDevis, dossierDeps, orderWithDeposit } from "../factories/dossier";
import { BROWSER_USER_AGENT, db, request } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const REPORT_BYTES = new TextEncoder().encode("%PDF-1.7\n% Rapport d'étude géotechnique G1 ES+PGC\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const reportFile = (name = "Rapport G1 Pontoise.pdf", bytes: Uint8Array<ArrayBuffer> = REPORT_BYTES) => new File([bytes], name, { type: "application/pdf" });

/** A dossier whose visit is planned: the report may be uploaded and delivered. */
async function plannedDossier() {
  const order = await orderWithDeposit(staff);
  const planned = await planVisit(dossierDeps(), staff, order.id, order.version, {
    day: addDays(parisDay(new Date()), 7),
    window: "apres_midi",
    engineerId: staff.id,
    accessNotes: "",
    clientPresence: false,
    dtDeclaredOn: "",
    dtAnsweredOn: "",
  });
  if (!planned.ok) throw new Error(JSON.stringify(planned));
  return { ...order, version: order.version + 1 };
}

const download = (token: string, ip = "198.51.100.23") =>
  request(`/devis/${token}/rapport`, { headers: { "cf-connecting-ip": ip, "user-agent": `${BROWSER_USER_AGENT} Client/2` } });

describe("« Remettre le rapport »", () => {
  test("staff upload the PDF and deliver it: « rapport remis », the client's e-mail links to the dossier, the link offers the report", async () => {
    const dossier = await plannedDossier();
    expect(await uploadReport(dossierDeps(), staff, dossier.id, reportFile())).toEqual({ ok: true, messageId: null });
    // Not offered before delivery.
    expect((await download(dossier.token)).status).toBe(404);
    expect(await deliverReport(dossierDeps(), staff, dossier.id, dossier.version)).toMatchObject({ ok: true });
    expect(await devisRow(dossier.id)).toMatchObject({ status: "rapport_remis", version: dossier.version + 1 });
    const email = await env.DB.prepare("select subject, text, attachments from email_outbox where related_id = ? and type = 'devis-report-delivered'")
      .bind(dossier.id)
      .first<{ subject: string; text: string; attachments: string }>();
    expect(email?.subject).toBe(`Votre rapport est disponible – devis ${dossier.number}`);
    expect(email?.text).toContain(`/devis/${dossier.token}`);
    expect(email?.text).toContain("/donnees-personnelles/");
    // A link, never the file: the download is the proof.
    expect(JSON.parse(email?.attachments ?? "[]")).toEqual([]);
    const events = await env.DB.prepare("select type, from_status, to_status from devis_events where devis_id = ? and type like 'report%' order by id").bind(dossier.id).all();
    expect(events.results).toEqual([
      { type: "report_uploaded", from_status: null, to_status: null },
      { type: "report_delivered", from_status: "intervention_prevue", to_status: "rapport_remis" },
    ]);
    const page = await (await request(`/devis/${dossier.token}`)).text();
    expect(page).toContain("Votre rapport est disponible");
    expect(page).toContain(`/devis/${dossier.token}/rapport`);
  });

  test("the client's first download is recorded as the proof of delivery (time, IP, browser); later ones are only counted", async () => {
    const dossier = await plannedDossier();
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile());
    await deliverReport(dossierDeps(), staff, dossier.id, dossier.version);
    const first = await download(dossier.token, "198.51.100.23");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toBe(`attachment; filename="rapport-${dossier.number}.pdf"`);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(REPORT_BYTES);
    const proof = await env.DB.prepare("select first_download_at, first_download_ip, first_download_user_agent, downloads, sha256 from devis_reports where devis_id = ?")
      .bind(dossier.id)
      .first<{ first_download_at: number; first_download_ip: string; first_download_user_agent: string; downloads: number; sha256: string }>();
    expect(proof).toMatchObject({ first_download_ip: "198.51.100.23", downloads: 1 });
    expect(proof?.first_download_user_agent).toContain("Client/2");
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", REPORT_BYTES))].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(proof?.sha256).toBe(digest);
    await (await download(dossier.token, "192.0.2.50")).arrayBuffer();
    const after = await env.DB.prepare("select first_download_at, first_download_ip, downloads from devis_reports where devis_id = ?").bind(dossier.id).first();
    expect(after).toEqual({ first_download_at: proof?.first_download_at, first_download_ip: "198.51.100.23", downloads: 2 });
    expect(await env.DB.prepare("select count(*) as n from devis_events where devis_id = ? and type = 'report_downloaded'").bind(dossier.id).first("n")).toBe(1);
    expect(await env.DB.prepare("select count(*) as n from audit_log where action = 'devis.report_download' and target_id = ?").bind(String(dossier.id)).first("n")).toBe(1);
  });

  test("12 months after the report the link no longer serves it (410): the client asks for a copy", async () => {
    const dossier = await plannedDossier();
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile());
    await deliverReport(dossierDeps(), staff, dossier.id, dossier.version);
    const { clientReport } = await import("~/lib/devis/report.server");
    const meta = { ip: null, userAgent: null };
    const inAYear = await clientReport({ db: db(), bucket: env.ATTACHMENTS }, dossier.token, meta, new Date(Date.now() + 360 * 86_400_000));
    expect(inAYear.status).toBe(200);
    if (inAYear.status === 200) await new Response(inAYear.body).arrayBuffer();
    expect((await clientReport({ db: db(), bucket: env.ATTACHMENTS }, dossier.token, meta, new Date(Date.now() + 400 * 86_400_000))).status).toBe(410);
  });

  test("an undelivered report can be replaced: the first file is removed from R2", async () => {
    const dossier = await plannedDossier();
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile("v1.pdf"));
    const firstKey = (await env.DB.prepare("select r2_key from devis_reports where devis_id = ?").bind(dossier.id).first<string>("r2_key")) ?? "";
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile("v2.pdf"));
    const rows = await env.DB.prepare("select filename, r2_key from devis_reports where devis_id = ?").bind(dossier.id).all<{ filename: string; r2_key: string }>();
    expect(rows.results.map((r) => r.filename)).toEqual(["v2.pdf"]);
    expect(await env.ATTACHMENTS.head(firstKey)).toBeNull();
    expect(await env.ATTACHMENTS.head(rows.results[0].r2_key)).not.toBeNull();
  });
});

describe("refusals", () => {
  test("no report before acceptance, deposit and visit: refused in French, nothing stored", async () => {
    const sent = await sentDevis(staff);
    const accepted = await acceptedDevis(staff);
    const order = await orderWithDeposit(staff);
    for (const d of [sent, accepted, order]) {
      expect(await uploadReport(dossierDeps(), staff, d.id, reportFile())).toEqual({
        ok: false,
        reason: "refused",
        message: expect.stringContaining("Le rapport ne peut être remis qu'après"),
      });
      expect(await deliverReport(dossierDeps(), staff, d.id, (await devisRow(d.id)).version)).toMatchObject({ ok: false, reason: "refused" });
    }
    expect(await env.DB.prepare("select count(*) as n from devis_reports where devis_id in (?, ?, ?)").bind(sent.id, accepted.id, order.id).first("n")).toBe(0);
    expect((await env.ATTACHMENTS.list({ prefix: `devis/${order.number}/rapport-` })).objects).toEqual([]);
  });

  test("a file that is not a PDF, or over 10 MB, is refused beside the field; « Remettre » without a report is refused", async () => {
    const dossier = await plannedDossier();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await uploadReport(dossierDeps(), staff, dossier.id, reportFile("rapport.pdf", png))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { report: ["Le rapport doit être un fichier PDF (extension .pdf et contenu PDF)."] },
    });
    expect(await uploadReport(dossierDeps(), staff, dossier.id, reportFile("rapport.docx"))).toMatchObject({ ok: false, reason: "invalid" });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(REPORT_BYTES);
    expect(await uploadReport(dossierDeps(), staff, dossier.id, reportFile("gros.pdf", big))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { report: ["Le rapport ne doit pas dépasser 10MB."] },
    });
    expect(await deliverReport(dossierDeps(), staff, dossier.id, dossier.version)).toEqual({
      ok: false,
      reason: "refused",
      message: "Déposez d'abord le rapport (PDF) : il n'y a rien à remettre.",
    });
    expect((await devisRow(dossier.id)).status).toBe("intervention_prevue");
  });

  test("a delivered report never changes: no new upload, no second delivery", async () => {
    const dossier = await plannedDossier();
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile());
    await deliverReport(dossierDeps(), staff, dossier.id, dossier.version);
    expect(await uploadReport(dossierDeps(), staff, dossier.id, reportFile("autre.pdf"))).toMatchObject({ ok: false, reason: "refused" });
    expect(await deliverReport(dossierDeps(), staff, dossier.id, dossier.version + 1)).toMatchObject({ ok: false, reason: "refused" });
    expect(await env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type = 'devis-report-delivered'").bind(dossier.id).first("n")).toBe(1);
  });
});

describe("failures", () => {
  // The writes of a delivery: the dossier's move, the report's delivery time, the history event, the outbox row, the Journal entry.
  test.each([1, 2, 3, 4, 5])("D1 failing at write %i of « Remettre le rapport »: nothing delivered, no e-mail; delivering again works", async (failAt) => {
    const dossier = await plannedDossier();
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile());
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    expect(await deliverReport({ ...dossierDeps(), db: createDb(faulty.binding) }, staff, dossier.id, dossier.version)).toEqual({ ok: false, reason: "storage" });
    expect(faulty.failed).toHaveLength(1);
    expect(await devisRow(dossier.id)).toMatchObject({ status: "intervention_prevue", version: dossier.version });
    expect(await env.DB.prepare("select delivered_at from devis_reports where devis_id = ?").bind(dossier.id).first("delivered_at")).toBeNull();
    expect(await env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type = 'devis-report-delivered'").bind(dossier.id).first("n")).toBe(0);
    expect(await deliverReport(dossierDeps(), staff, dossier.id, dossier.version)).toMatchObject({ ok: true });
  });

  test.each([1, 2, 3, 4])("D1 failing at write %i of the upload: no report row and no file left in R2", async (failAt) => {
    const dossier = await plannedDossier();
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    expect(await uploadReport({ ...dossierDeps(), db: createDb(faulty.binding) }, staff, dossier.id, reportFile())).toEqual({ ok: false, reason: "storage" });
    expect(await env.DB.prepare("select count(*) as n from devis_reports where devis_id = ?").bind(dossier.id).first("n")).toBe(0);
    expect((await env.ATTACHMENTS.list({ prefix: `devis/${dossier.number}/rapport-` })).objects).toEqual([]);
  });

  test("R2 failing: the upload is refused, nothing is written", async () => {
    const dossier = await plannedDossier();
    const bucket = new Proxy(env.ATTACHMENTS, {
      get: (target, property) => (property === "put" ? async () => Promise.reject(new Error("R2 indisponible")) : Reflect.get(target, property, target).bind?.(target)),
    });
    expect(await uploadReport({ db: db(), bucket }, staff, dossier.id, reportFile())).toEqual({ ok: false, reason: "storage" });
    expect(await env.DB.prepare("select count(*) as n from devis_reports where devis_id = ?").bind(dossier.id).first("n")).toBe(0);
  });

  test("D1 failing while the client downloads: the client still gets the report, the next download records the proof", async () => {
    const dossier = await plannedDossier();
    await uploadReport(dossierDeps(), staff, dossier.id, reportFile());
    await deliverReport(dossierDeps(), staff, dossier.id, dossier.version);
    const { clientReport } = await import("~/lib/devis/report.server");
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt: 1 });
    const served = await clientReport({ db: createDb(faulty.binding), bucket: env.ATTACHMENTS }, dossier.token, { ip: "198.51.100.1", userAgent: "x" });
    expect(served.status).toBe(200);
    if (served.status === 200) await new Response(served.body).arrayBuffer();
    expect(await env.DB.prepare("select first_download_at from devis_reports where devis_id = ?").bind(dossier.id).first("first_download_at")).toBeNull();
    await (await download(dossier.token)).arrayBuffer();
    expect(await env.DB.prepare("select downloads from devis_reports where devis_id = ?").bind(dossier.id).first("downloads")).toBe(1);
  });
});
