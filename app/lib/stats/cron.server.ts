// The statistics part of the daily cron: roll-up and retention (rollup.server.ts), the
// funnel's retention, then the weekly digest. A failing part does not stop the others;
// the cron reports the first failure once all of them ran.
import type { Db } from "~/db/client.server";
import { sendWeeklyDigest } from "./digest.server";
import { purgeTerrainRequests } from "~/lib/terrain/admin.server";
import { purgeFunnel } from "./funnel.server";
import { runDailyStats } from "./rollup.server";

export type StatsCronDeps = { db: Db; attachments: R2Bucket; queue: Queue; origin: string };

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
  const daily = await attempt(() => runDailyStats({ db: deps.db, attachments: deps.attachments }, now));
  const funnelPurged = await attempt(() => purgeFunnel(deps.db, now));
  const terrainPurged = await attempt(() => purgeTerrainRequests(deps.db, now));
  // The digest reads the days the roll-up writes: after a failed roll-up it waits for a
  // later run of the week.
  const digest = daily ? await attempt(() => sendWeeklyDigest({ db: deps.db, queue: deps.queue, origin: deps.origin }, now)) : null;
  if (errors.length > 0) throw errors[0];
  return { daily, funnelPurged, terrainPurged, digest };
}
