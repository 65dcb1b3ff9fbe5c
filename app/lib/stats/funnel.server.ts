// The simulator funnel, recorded by the server as the wizard advances (no personal data):
// step 1 when the simulator page is opened (a GET), steps 2–4 when a step is validated,
// 5 when the simulation is sent. The visitor is the first-party random id of the page
// views (lg_vid cookie); the source is the one of the visit that led to the simulator.
// See docs/decisions/462-simulator-funnel.md.
import { lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { simulatorFunnel } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { BROWSING_RETENTION_DAYS } from "~/lib/privacy/retention";
import { FUNNEL_SUBMITTED } from "./labels";
import { isCountedVisitor, trafficSource, visitorIdOf } from "./page-views.server";
import { recordStats, type StatsSink } from "./stats-queue.server";

/** The funnel step an answer of the wizard action reached, or null (error, back to an earlier step). */
export function funnelStepOf(outcome: { status: number; view: { step: number; done?: unknown } }): number | null {
  if (outcome.status !== 200) return null;
  if (outcome.view.done) return FUNNEL_SUBMITTED;
  return outcome.view.step >= 2 ? outcome.view.step : null;
}

/**
 * Records that the visitor of `request` reached `step` now (once per visitor, day and step;
 * the source is resolved when the step is written: `insertFunnelStep`). Without the visitor
 * cookie (a first landing on the simulator, cookies refused) a random id stands for the
 * visitor. The step goes through the statistics queue, after the page views before it.
 */
export async function recordFunnelStep(sink: StatsSink, request: Request, step: number, now = new Date()): Promise<void> {
  if (!isCountedVisitor(request)) return;
  const known = visitorIdOf(request);
  await recordStats(sink, {
    version: 1,
    type: "funnel-step",
    at: now.getTime(),
    visitorId: known ?? crypto.randomUUID(),
    knownVisitor: known !== null,
    step,
    source: trafficSource(request.headers.get("referer"), new URL(request.url).hostname).source,
  });
}

/** Records the step in the background (the visitor's answer does not wait for it). */
export function trackFunnelStep(deps: { sink: StatsSink; ctx: ExecutionContext }, request: Request, step: number | null) {
  if (step === null) return;
  deps.ctx.waitUntil(recordFunnelStep(deps.sink, request, step).catch((error) => console.warn("étape du simulateur non enregistrée", error)));
}

/** Deletes funnel rows past the retention of the browsing data (13 months). */
export async function purgeFunnel(db: Db, now = new Date()) {
  const limit = addDays(parisDay(now), -BROWSING_RETENTION_DAYS);
  const rows = await db.delete(simulatorFunnel).where(lt(simulatorFunnel.day, limit)).returning({ day: simulatorFunnel.day });
  return rows.length;
}
