// The visit and the report on the dossier's timeline (timeline.ts reads them as data).
// docs/decisions/645, 646.
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devisInterventions, devisReports } from "~/db/schema";
import { parisDay } from "~/lib/dates";
import type { TimelineFacts } from "./timeline";

/**
 * The visit and the report as the dossier's timeline reads them (timeline.ts `TimelineFacts`):
 * the current planning, and the delivered report with the link it is downloaded from.
 */
export async function timelineVisitReport(db: Db, devisId: number, reportHref: string): Promise<Pick<TimelineFacts, "visit" | "report">> {
  const [visit] = await db
    .select({ day: devisInterventions.day, window: devisInterventions.window })
    .from(devisInterventions)
    .where(eq(devisInterventions.devisId, devisId))
    .orderBy(desc(devisInterventions.sequence))
    .limit(1);
  const [report] = await db.select({ deliveredAt: devisReports.deliveredAt }).from(devisReports).where(eq(devisReports.devisId, devisId)).limit(1);
  return {
    visit: visit ? { day: visit.day, halfDay: visit.window === "apres_midi" ? "apres-midi" : "matin" } : null,
    report: report?.deliveredAt ? { deliveredOn: parisDay(report.deliveredAt), href: reportHref } : null,
  };
}
