// The simulator funnel, recorded by the server as the wizard advances (no personal data):
// step 1 when the simulator page is opened (a GET), steps 2–4 when a step is validated,
// 5 when the simulation is sent. The visitor is the first-party random id of the page
// views (lg_vid cookie); the source is the one of the visit that led to the simulator.
// See docs/decisions/462-simulator-funnel.md.
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pageViews, simulatorFunnel } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { BROWSING_RETENTION_DAYS } from "~/lib/privacy/retention";
import { FUNNEL_SUBMITTED } from "./labels";
import { isCountedVisitor, trafficSource, visitorIdOf } from "./page-views.server";

/** The funnel step an answer of the wizard action reached, or null (error, back to an earlier step). */
export function funnelStepOf(outcome: { status: number; view: { step: number; done?: unknown } }): number | null {
  if (outcome.status !== 200) return null;
  if (outcome.view.done) return FUNNEL_SUBMITTED;
  return outcome.view.step >= 2 ? outcome.view.step : null;
}

/**
 * Records that the visitor of `request` reached `step` today (once per visitor, day and
 * step). Without the visitor cookie (a first landing on the simulator, cookies refused)
 * a random id stands for the visitor. The source of step 1 is the request's own when it
 * comes from outside the site; otherwise (and for later steps) the one this visitor's
 * step 1 was recorded with today, else the one of the visitor's latest page view from
 * outside the site today, else the request's own.
 */
export async function recordFunnelStep(db: Db, request: Request, step: number, now = new Date()): Promise<void> {
  if (!isCountedVisitor(request)) return;
  const day = parisDay(now);
  const url = new URL(request.url);
  const known = visitorIdOf(request);
  const visitorId = known ?? crypto.randomUUID();
  const own = trafficSource(request.headers.get("referer"), url.hostname).source;
  // Steps 2 and later are posted from the simulator itself: their own referrer says nothing of the visit.
  const source =
    (step === 1 && own !== "internal") || !known
      ? own
      : sql`coalesce(
          (select ${simulatorFunnel.source} from ${simulatorFunnel}
            where ${simulatorFunnel.day} = ${day} and ${simulatorFunnel.visitorId} = ${known} and ${simulatorFunnel.step} = 1),
          (select ${pageViews.source} from ${pageViews}
            where ${pageViews.day} = ${day} and ${pageViews.visitorId} = ${known} and ${pageViews.source} <> 'internal'
            order by ${pageViews.id} desc limit 1),
          ${own})`;
  await db.insert(simulatorFunnel).values({ day, visitorId, step, source }).onConflictDoNothing();
}

/** Records the step in the background (the visitor's answer does not wait for it). */
export function trackFunnelStep(deps: { db: Db; ctx: ExecutionContext }, request: Request, step: number | null) {
  if (step === null) return;
  deps.ctx.waitUntil(recordFunnelStep(deps.db, request, step).catch((error) => console.warn("étape du simulateur non enregistrée", error)));
}

/** Deletes funnel rows past the retention of the browsing data (13 months). */
export async function purgeFunnel(db: Db, now = new Date()) {
  const limit = addDays(parisDay(now), -BROWSING_RETENTION_DAYS);
  const rows = await db.delete(simulatorFunnel).where(lt(simulatorFunnel.day, limit)).returning({ day: simulatorFunnel.day });
  return rows.length;
}
