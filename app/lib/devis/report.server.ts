// The report of a dossier: staff upload the PDF (checked like the contact attachments: its
// extension, its content, 10 MB), then « Remettre le rapport » moves the dossier through the
// life cycle and tells the client; the client downloads it from the personal link, and the
// first download is recorded as the proof of delivery. docs/decisions/646-report-delivery-proof.md
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis, devisEvents, devisReports } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert, auditInsertWhen } from "~/lib/audit/audit.server";
import { MAX_FILE_SIZE } from "~/lib/contact/schema";
import { parisDay } from "~/lib/dates";
import { hasSignature } from "~/lib/files/signatures";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { buildSettings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { sha256Hex } from "../sha256.server";
import { findDevisByToken } from "./client.server";
import { devisEventInsert, getDevis } from "./devis.server";
import { reportEmail } from "./visit-report-emails.server";
import { REPORT_MESSAGES } from "./visit-report-schema";
import { DOSSIER_STATUSES, fromStatuses, transition } from "./lifecycle";
import { ownerRecipient } from "./send.server";
import { dossierLinkArchived } from "./timeline";
import { clientLinkOf, type DossierDeps, type StepOutcome } from "./visit.server";

export type ReportRow = typeof devisReports.$inferSelect;

export async function reportOf(db: Db, devisId: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(devisReports).where(eq(devisReports.devisId, devisId)).limit(1);
  return row ?? null;
}

/** « Rapport G1 – D-2026-0042.pdf »: the name the client's browser saves. */
export function reportFilename(number: string): string {
  return `rapport-${number}.pdf`;
}

/** The checks of the contact attachments, for one PDF: the French problem, or null. */
export async function reportProblem(file: File | null): Promise<{ message: string } | { bytes: Uint8Array }> {
  if (!file || file.size === 0) return { message: REPORT_MESSAGES.missingFile };
  if (!/\.pdf$/i.test(file.name)) return { message: REPORT_MESSAGES.notPdf };
  if (file.size > MAX_FILE_SIZE) return { message: REPORT_MESSAGES.tooBig };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasSignature("pdf", bytes)) return { message: REPORT_MESSAGES.notPdf };
  return { bytes };
}

/**
 * Stores the report of dossier `id` (not yet delivered: an undelivered one is replaced). The
 * file goes to R2 first; then one batch writes its row, the history and the Journal. A D1
 * failure removes the new file; a replaced file is removed only once its row is gone.
 */
export async function uploadReport(deps: { db: Db; bucket: R2Bucket }, actor: Actor, id: number, file: File | null, now = new Date()): Promise<StepOutcome> {
  const { db } = deps;
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  const allowed = transition("deliverReport", row.status);
  if (!allowed.ok) return { ok: false, reason: "refused", message: allowed.message };
  const checked = await reportProblem(file);
  if ("message" in checked) return { ok: false, reason: "invalid", fieldErrors: { report: [checked.message] } };
  const before = await reportOf(db, id);
  if (before?.deliveredAt) return { ok: false, reason: "refused", message: REPORT_MESSAGES.alreadyDelivered };
  const sha256 = await sha256Hex(checked.bytes);
  const key = `devis/${row.number}/rapport-${crypto.randomUUID()}.pdf`;
  const filename = file?.name.slice(0, 200) ?? reportFilename(row.number);
  try {
    await deps.bucket.put(key, checked.bytes, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { sha256 } });
  } catch (error) {
    console.warn("report not stored", error);
    return { ok: false, reason: "storage" };
  }
  const stored = sql`(select ${devisReports.devisId} from ${devisReports} where ${devisReports.r2Key} = ${key})`;
  try {
    await batchByName(db, {
      replace: db.delete(devisReports).where(and(eq(devisReports.devisId, id), isNull(devisReports.deliveredAt))),
      report: db.insert(devisReports).values({
        // Found only while the dossier may receive its report (the life cycle's guard).
        devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${id} and ${inArray(devis.status, fromStatuses("deliverReport"))})` as unknown as number,
        r2Key: key,
        filename,
        size: checked.bytes.byteLength,
        sha256,
        uploadedAt: now,
        uploadedBy: actor.id,
      }),
      event: devisEventInsert(db, { devisId: stored, type: "report_uploaded", authorId: actor.id, details: { filename, sha256 }, at: now }),
      audit: auditInsert(db, {
        action: "devis.report_upload",
        actor,
        target: { type: "devis", id },
        details: { number: row.number, filename, sha256, size: checked.bytes.byteLength },
      }),
    });
  } catch (error) {
    await deps.bucket.delete(key).catch(() => undefined);
    const again = await reportOf(db, id);
    if (again?.deliveredAt) return { ok: false, reason: "refused", message: REPORT_MESSAGES.alreadyDelivered };
    const now2 = await getDevis(db, id);
    const still = now2 ? transition("deliverReport", now2.status) : null;
    if (still && !still.ok) return { ok: false, reason: "refused", message: still.message };
    console.warn("report not recorded", error);
    return { ok: false, reason: "storage" };
  }
  if (before) await deps.bucket.delete(before.r2Key).catch((error) => console.warn("replaced report not removed", error));
  return { ok: true, messageId: null };
}

/** « Remettre le rapport »: the dossier moves to « rapport remis », the client is told by e-mail. */
export async function deliverReport(deps: DossierDeps, actor: Actor, id: number, version: number, now = new Date()): Promise<StepOutcome> {
  const { db } = deps;
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  const moved = transition("deliverReport", row.status);
  if (!moved.ok) return { ok: false, reason: "refused", message: moved.message };
  if (row.version !== version) return { ok: false, reason: "conflict" };
  const report = await reportOf(db, id);
  if (!report) return { ok: false, reason: "refused", message: REPORT_MESSAGES.noReport };
  if (report.deliveredAt) return { ok: false, reason: "refused", message: REPORT_MESSAGES.alreadyDelivered };
  const [settingRows, owner, link, privacyUrl] = await Promise.all([
    settingsQuery(db),
    ownerRecipient(db, row.ownerId),
    clientLinkOf(deps, row),
    privacyLinkUrl(deps.jwtSecret, deps.origin, row.clientEmail),
  ]);
  const email = reportEmail(buildSettings(settingRows), row, { link, owner, privacyUrl, filename: reportFilename(row.number) });
  const messageId = crypto.randomUUID();
  // Found only if both statements before it changed their row: the dossier at this version, and its report.
  const delivered = sql`(select ${devis.id} from ${devis} where ${devis.id} = ${id} and ${devis.version} = ${version + 1} and exists (select 1 from ${devisReports} where ${devisReports.devisId} = ${id} and ${devisReports.deliveredAt} = ${now.getTime()}))`;
  try {
    await batchByName(db, {
      move: db
        .update(devis)
        .set({ status: moved.to, version: sql`${devis.version} + 1`, updatedAt: now, updatedBy: actor.id })
        .where(and(eq(devis.id, id), eq(devis.version, version), inArray(devis.status, fromStatuses("deliverReport")))),
      report: db
        .update(devisReports)
        .set({ deliveredAt: now, deliveredBy: actor.id })
        .where(and(eq(devisReports.id, report.id), isNull(devisReports.deliveredAt))),
      event: devisEventInsert(db, {
        devisId: delivered,
        type: "report_delivered",
        from: row.status,
        to: moved.to,
        authorId: actor.id,
        details: { filename: report.filename, sha256: report.sha256, messageId },
        at: now,
      }),
      outbox: outboxInsert(db, email, messageId),
      audit: auditInsert(db, { action: "devis.report_deliver", actor, target: { type: "devis", id }, details: { number: row.number, sha256: report.sha256 } }),
    });
  } catch (error) {
    const again = await getDevis(db, id);
    if (!again) return { ok: false, reason: "not-found" };
    if (again.version !== version) return { ok: false, reason: "conflict" };
    console.warn("report not delivered", error);
    return { ok: false, reason: "storage" };
  }
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true, messageId };
}

/**
 * The report a personal link serves: only a delivered one, while the link shows the dossier.
 * Every download is counted; the first one records its time, IP and User-Agent (the proof of
 * delivery) with its history event and Journal row, in one batch. A D1 failure never keeps
 * the client from the report: the proof is then recorded by the next download.
 */
export async function clientReport(deps: { db: Db; bucket: R2Bucket }, token: string, meta: { ip: string | null; userAgent: string | null }, now = new Date()) {
  const { db } = deps;
  const row = await findDevisByToken(db, token);
  if (!row) return { status: 404 as const };
  if (!(DOSSIER_STATUSES as ReadonlyArray<string>).includes(row.status)) return { status: 404 as const };
  const report = await reportOf(db, row.id);
  if (!report?.deliveredAt) return { status: 404 as const };
  // The link shows the dossier for 12 months after the report (timeline.ts); then a copy is asked for.
  if (dossierLinkArchived(parisDay(report.deliveredAt), parisDay(now))) return { status: 410 as const };
  const object = await deps.bucket.get(report.r2Key);
  if (!object) return { status: 404 as const };
  const first = and(eq(devisReports.id, report.id), eq(devisReports.firstDownloadAt, now));
  try {
    await batchByName(db, {
      count: db
        .update(devisReports)
        .set({
          downloads: sql`${devisReports.downloads} + 1`,
          firstDownloadAt: sql`coalesce(${devisReports.firstDownloadAt}, ${now.getTime()})`,
          firstDownloadIp: sql`case when ${devisReports.firstDownloadAt} is null then ${meta.ip} else ${devisReports.firstDownloadIp} end`,
          firstDownloadUserAgent: sql`case when ${devisReports.firstDownloadAt} is null then ${meta.userAgent?.slice(0, 512) ?? null} else ${devisReports.firstDownloadUserAgent} end`,
        })
        .where(eq(devisReports.id, report.id)),
      // insert … select: written only by the download that set the first-download time.
      event: db.insert(devisEvents).select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            devisId: devisReports.devisId,
            type: sql<string>`'report_downloaded'`.as("type"),
            fromStatus: sql<string | null>`null`.as("from_status"),
            toStatus: sql<string | null>`null`.as("to_status"),
            authorId: sql<number | null>`null`.as("author_id"),
            details: sql<string>`${JSON.stringify({ filename: report.filename, sha256: report.sha256 })}`.as("details"),
            createdAt: sql<number>`${now.getTime()}`.as("created_at"),
          })
          .from(devisReports)
          .where(first),
      ),
      audit: auditInsertWhen(
        db,
        {
          action: "devis.report_download",
          actorEmail: row.clientEmail,
          target: { type: "devis", id: row.id },
          details: { number: row.number, sha256: report.sha256, ip: meta.ip },
        },
        devisReports,
        first,
        now,
      ),
    });
  } catch (error) {
    console.warn("report download not recorded", error);
  }
  return { status: 200 as const, body: object.body, filename: reportFilename(row.number) };
}
