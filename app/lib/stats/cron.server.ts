// The daily cron's statistics and retention: roll-up and purges (rollup.server.ts), the
// funnel's, the terrain requests' and the devis' retention, the personal data requests' own work
// (expired exports, the register after 3 years, interrupted erasures), then the weekly
// digest. A failing part does not stop the others; every run is recorded with what each
// purge removed (retention_runs, docs/decisions/340), and the cron reports the first
// failure once all of them ran.
import type { Db } from "~/db/client.server";
import { purgeDevis } from "~/lib/devis/retention.server";
import { finishPendingErasures } from "~/lib/privacy/erase.server";
import { purgeExports } from "~/lib/privacy/export.server";
import { reduceRegister } from "~/lib/privacy/register.server";
import type { PurgeKey } from "~/lib/privacy/retention";
import { type PurgeOutcome, recordRetentionRun } from "~/lib/privacy/retention-runs.server";
import { purgeTerrainRequests } from "~/lib/terrain/admin.server";
import { sendWeeklyDigest } from "./digest.server";
import { purgeFunnel } from "./funnel.server";
import { runDailyStats } from "./rollup.server";

export type StatsCronDeps = { db: Db; attachments: R2Bucket; queue: Queue; origin: string };

const sum = (details: Record<string, number>) => Object.values(details).reduce((a, b) => a + b, 0);
const outcome = (details: Record<string, number>): PurgeOutcome => ({ removed: sum(details), details });

export async function runStatsCron(deps: StatsCronDeps, now = new Date()) {
  const errors: Array<unknown> = [];
  async function attempt<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      errors.push(error);
      return null;
    }
  }
  const failed = (): PurgeOutcome => ({ error: String(errors[errors.length - 1] ?? "échec").slice(0, 300) });
  const privacyDeps = { db: deps.db, bucket: deps.attachments };
  const daily = await attempt(() => runDailyStats({ db: deps.db, attachments: deps.attachments }, now));
  const dailyFailed = daily ? null : failed();
  const funnelPurged = await attempt(() => purgeFunnel(deps.db, now));
  const funnelFailed = funnelPurged === null ? failed() : null;
  const terrainPurged = await attempt(() => purgeTerrainRequests(deps.db, now));
  const terrainFailed = terrainPurged === null ? failed() : null;
  const exportsPurged = await attempt(() => purgeExports(privacyDeps, now));
  const exportsFailed = exportsPurged ? null : failed();
  const registerReduced = await attempt(() => reduceRegister(deps.db, now));
  const registerFailed = registerReduced === null ? failed() : null;
  const devisPurged = await attempt(() => purgeDevis(privacyDeps, now));
  const devisFailed = devisPurged ? null : failed();
  const erasuresFinished = await attempt(() => finishPendingErasures(privacyDeps, now));
  const erasuresFailed = erasuresFinished === null ? failed() : null;

  const purged = daily?.purged;
  const results: Partial<Record<PurgeKey, PurgeOutcome>> = {
    browsing: dailyFailed ?? funnelFailed ?? outcome({ pageViews: purged?.pageViews ?? 0, notFound: purged?.notFound ?? 0, funnel: funnelPurged ?? 0 }),
    prospects:
      dailyFailed ??
      outcome({
        contactRequests: purged?.contactRequests ?? 0,
        simulations: purged?.simulations ?? 0,
        visitorInfo: purged?.visitorInfo ?? 0,
        emails: purged?.emails ?? 0,
        leadEvents: purged?.leadEvents ?? 0,
      }),
    terrain: terrainFailed ?? { removed: terrainPurged ?? 0 },
    devis: devisFailed ?? outcome({ devis: devisPurged?.devis ?? 0, files: devisPurged?.files ?? 0 }),
    staff: dailyFailed ?? outcome({ staffSessions: purged?.staffSessions ?? 0, accountTokens: purged?.accountTokens ?? 0, staffBrowsers: purged?.staffBrowsers ?? 0 }),
    exports: exportsFailed ?? outcome({ files: exportsPurged?.files ?? 0, rows: exportsPurged?.rows ?? 0 }),
    register: registerFailed ?? { removed: registerReduced ?? 0 },
    erasures: erasuresFailed ?? { removed: erasuresFinished ?? 0 },
  };
  await attempt(() => recordRetentionRun(deps.db, results, now));
  // The digest reads the days the roll-up writes: after a failed roll-up it waits for a
  // later run of the week.
  const digest = daily ? await attempt(() => sendWeeklyDigest({ db: deps.db, queue: deps.queue, origin: deps.origin }, now)) : null;
  if (errors.length > 0) throw errors[0];
  return { daily, funnelPurged, terrainPurged, devisPurged, exportsPurged, registerReduced, erasuresFinished, digest };
}
