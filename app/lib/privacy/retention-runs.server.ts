// Each run of the daily purges is recorded: when it ran and what each purge removed (or why
// it failed), so the « Données personnelles » screen shows the retention at work.
import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type RetentionRunResults, retentionRuns } from "~/db/schema";
import { PURGES, type PurgeKey } from "./retention";

export type PurgeOutcome = { removed: number; details?: Record<string, number> } | { error: string };

export async function recordRetentionRun(db: Db, results: Partial<Record<PurgeKey, PurgeOutcome>>, now = new Date()) {
  await db.insert(retentionRuns).values({ ranAt: now, results: results as RetentionRunResults });
}

/** The purges as the screen lists them, each with the last run that reported on it. */
export async function retentionOverview(db: Db) {
  const runs = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.ranAt)).limit(30);
  return PURGES.map((purge) => {
    const run = runs.find((r) => r.results[purge.key] !== undefined);
    return { ...purge, lastRun: run ? { at: run.ranAt, outcome: run.results[purge.key] as PurgeOutcome } : null };
  });
}

/** What a purge removed, in French (« 12 supprimés : 10 pages vues, 2 erreurs 404 »). */
export const DETAIL_LABELS: Record<string, string> = {
  pageViews: "pages vues",
  notFound: "erreurs 404",
  funnel: "étapes du simulateur",
  contactRequests: "demandes de contact",
  simulations: "simulations",
  visitorInfo: "acceptations des conditions",
  emails: "e-mails",
  leadEvents: "éléments d'historique",
  staffSessions: "sessions",
  accountTokens: "liens de connexion",
  staffBrowsers: "navigateurs",
  files: "fichiers",
  rows: "exports",
};
