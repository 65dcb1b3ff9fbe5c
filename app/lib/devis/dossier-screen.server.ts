// What the devis screen and the client's page show of the dossier's visit, report and
// documents (one batch). docs/decisions/645, 646, 649.
import { asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devisDocuments, devisInterventions, devisReports, users } from "~/db/schema";
import { leadRoles } from "~/lib/leads/follow-up.server";
import { inArray } from "drizzle-orm";
import { findDevisByToken, linkState } from "./client.server";

const engineer = alias(users, "engineer");
const engineerName = sql<string | null>`coalesce(nullif(trim(${engineer.firstName} || ' ' || ${engineer.lastName}), ''), ${engineer.email})`;
const staffName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

export async function dossierParts(db: Db, devisId: number, options: { staff: boolean }) {
  const results = await batchByName(db, {
    visits: db
      .select({
        sequence: devisInterventions.sequence,
        day: devisInterventions.day,
        window: devisInterventions.window,
        engineerId: devisInterventions.engineerId,
        engineerName: engineerName.as("engineer_name"),
        accessNotes: devisInterventions.accessNotes,
        clientPresence: devisInterventions.clientPresence,
        dtDeclaredOn: devisInterventions.dtDeclaredOn,
        dtAnsweredOn: devisInterventions.dtAnsweredOn,
        createdAt: devisInterventions.createdAt,
      })
      .from(devisInterventions)
      .leftJoin(engineer, eq(engineer.id, devisInterventions.engineerId))
      .where(eq(devisInterventions.devisId, devisId))
      .orderBy(desc(devisInterventions.sequence)),
    report: db.select().from(devisReports).where(eq(devisReports.devisId, devisId)).limit(1),
    documents: db
      .select({ id: devisDocuments.id, filename: devisDocuments.filename, mimeType: devisDocuments.mimeType, size: devisDocuments.size })
      .from(devisDocuments)
      .where(eq(devisDocuments.devisId, devisId))
      .orderBy(asc(devisDocuments.id)),
    engineers: options.staff
      ? db
          .select({ id: users.id, name: staffName.as("staff_name") })
          .from(users)
          .where(inArray(users.role, leadRoles()))
          .orderBy(asc(users.firstName), asc(users.lastName))
      : db
          .select({ id: users.id, name: staffName.as("staff_name") })
          .from(users)
          .where(sql`0`),
  });
  const report = results.report[0] ?? null;
  return {
    visits: results.visits,
    visit: results.visits[0] ?? null,
    report: report
      ? {
          filename: report.filename,
          size: report.size,
          sha256: report.sha256,
          uploadedAt: report.uploadedAt,
          deliveredAt: report.deliveredAt,
          ...(options.staff
            ? {
                firstDownloadAt: report.firstDownloadAt,
                firstDownloadIp: report.firstDownloadIp,
                firstDownloadUserAgent: report.firstDownloadUserAgent,
                downloads: report.downloads,
              }
            : {}),
        }
      : null,
    documents: results.documents,
    engineers: results.engineers,
  };
}

export type DossierParts = Awaited<ReturnType<typeof dossierParts>>;

/** The client's view: only what was announced or delivered (no staff data, no IP). */
export function clientDossierParts(parts: DossierParts) {
  const v = parts.visit;
  return {
    visit: v
      ? {
          day: v.day,
          window: v.window,
          engineerName: v.engineerName,
          accessNotes: v.accessNotes,
          clientPresence: v.clientPresence,
          dtPending: Boolean(v.dtDeclaredOn && !v.dtAnsweredOn),
          changed: v.sequence > 0,
        }
      : null,
    report: parts.report?.deliveredAt ? { filename: parts.report.filename, size: parts.report.size, deliveredAt: parts.report.deliveredAt } : null,
    documents: parts.documents,
  };
}

export type ClientDossierParts = ReturnType<typeof clientDossierParts>;

/** The dossier parts a personal link shows (documents of any live devis; visit and report of an order). */
export async function clientDossierOf(db: Db, token: string, now = new Date()): Promise<ClientDossierParts | null> {
  const row = await findDevisByToken(db, token);
  if (!row) return null;
  const state = linkState(row, now);
  if (state === "replaced" || state === "expired" || state === "cancelled") return null;
  return clientDossierParts(await dossierParts(db, row.id, { staff: false }));
}
