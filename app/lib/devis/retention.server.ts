// How long a devis is kept (docs/decisions/340): an accepted one (any status of the order, or
// withdrawn from: docs/decisions/640) is a contract, kept
// CONTRACT_RETENTION_YEARS after its acceptance with its proof and signed PDF; any other is
// a prospect's document, kept PROSPECT_RETENTION_YEARS after its last change. The daily cron
// removes the others: their PDFs in R2 first, then the rows in one batch (a failure in
// between leaves rows whose files are gone, which the next night finishes).
import { and, eq, inArray, lt, notInArray, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devis, devisAcceptances, devisDocuments, devisEvents, devisInterventions, devisPayments, devisReports, devisSignerCodes, emailOutbox } from "~/db/schema";
import { CONTRACT_STATUSES } from "./lifecycle";
import { CONTRACT_RETENTION_YEARS, PROSPECT_RETENTION_YEARS } from "~/lib/privacy/retention";

const YEAR_MS = 365.25 * 86_400_000;
/** At most this many devis a night: the batch stays far below D1's limits. */
const PURGE_LIMIT = 200;

export async function purgeDevis(deps: { db: Db; bucket: R2Bucket }, now = new Date()) {
  const { db } = deps;
  const prospectLimit = new Date(now.getTime() - PROSPECT_RETENTION_YEARS * YEAR_MS);
  const contractLimit = new Date(now.getTime() - CONTRACT_RETENTION_YEARS * YEAR_MS);
  const expired = await db
    .select({ id: devis.id, pdfKey: devis.pdfKey, signedPdfKey: devis.signedPdfKey })
    .from(devis)
    .where(
      or(
        and(notInArray(devis.status, [...CONTRACT_STATUSES]), lt(devis.updatedAt, prospectLimit)),
        and(inArray(devis.status, [...CONTRACT_STATUSES]), lt(devis.answeredAt, contractLimit)),
      ),
    )
    .limit(PURGE_LIMIT);
  if (expired.length === 0) return { devis: 0, files: 0 };
  const ids = expired.map((row) => row.id);
  // The dossier's report and the devis' documents go with it (docs/decisions/646, 649).
  const [reports, documents] = await Promise.all([
    db.select({ key: devisReports.r2Key }).from(devisReports).where(inArray(devisReports.devisId, ids)),
    db.select({ key: devisDocuments.r2Key }).from(devisDocuments).where(inArray(devisDocuments.devisId, ids)),
  ]);
  const keys = [...expired.flatMap((row) => [row.pdfKey, row.signedPdfKey]), ...reports.map((r) => r.key), ...documents.map((d) => d.key)].filter((key): key is string =>
    Boolean(key),
  );
  if (keys.length > 0) await deps.bucket.delete(keys);
  await db.batch([
    db.delete(devisInterventions).where(inArray(devisInterventions.devisId, ids)),
    db.delete(devisReports).where(inArray(devisReports.devisId, ids)),
    db.delete(devisDocuments).where(inArray(devisDocuments.devisId, ids)),
    db.delete(devisEvents).where(inArray(devisEvents.devisId, ids)),
    db.delete(devisAcceptances).where(inArray(devisAcceptances.devisId, ids)),
    db.delete(devisSignerCodes).where(inArray(devisSignerCodes.devisId, ids)),
    db.delete(devisPayments).where(inArray(devisPayments.devisId, ids)),
    db.delete(emailOutbox).where(and(eq(emailOutbox.relatedType, "devis"), inArray(emailOutbox.relatedId, ids))),
    db.delete(devis).where(inArray(devis.id, ids)),
  ]);
  return { devis: ids.length, files: keys.length };
}
