import { and, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { simulations } from "~/db/schema";
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { getSettings } from "~/lib/settings/settings.server";

// The estimate (SOL-…) is a document with a number: rendered once, kept in R2 (the private
// ATTACHMENTS bucket), and every download and the recap e-mail serve those bytes, whatever
// the settings or prices become. docs/decisions/610-the-estimate-is-frozen.md

type Simulation = typeof simulations.$inferSelect;
export type EstimateDeps = { db: Db; bucket: R2Bucket };

/** Private prefix: never served by the media routes. */
export const ESTIMATES_PREFIX = "estimates/";

export function estimateKey(s: Pick<Simulation, "id" | "devisNumber">) {
  return `${ESTIMATES_PREFIX}${s.id}/${s.devisNumber}.pdf`;
}

/** Renders the estimate with today's settings, stores it, then records its key on the row. Throws when R2 or D1 fails. */
export async function storeEstimate(deps: EstimateDeps, s: Simulation): Promise<Uint8Array<ArrayBuffer>> {
  // pdf-lib is only loaded when a PDF is rendered.
  const { renderEstimatePdf } = await import("./pdf.server");
  const bytes = await renderEstimatePdf(await getSettings(deps.db), s);
  const key = estimateKey(s);
  await deps.bucket.put(key, bytes, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { simulationId: String(s.id) } });
  await deps.db.update(simulations).set({ estimatePdfKey: key }).where(eq(simulations.id, s.id));
  return bytes;
}

/**
 * The stored estimate of a simulation, or null when the simulation does not exist. An estimate
 * not stored yet (stored before this rule, or R2 failed when it was issued) is rendered and
 * stored now, then frozen. Throws when it can be neither read nor stored: a document that
 * is not kept is never handed out, since a later copy could differ.
 */
export async function estimatePdf(deps: EstimateDeps, simulationId: number): Promise<{ bytes: Uint8Array<ArrayBuffer>; devisNumber: string } | null> {
  const [s] = await deps.db.select().from(simulations).where(eq(simulations.id, simulationId));
  if (!s) return null;
  const stored = await deps.bucket.get(estimateKey(s));
  if (stored) return { bytes: new Uint8Array(await stored.arrayBuffer()), devisNumber: s.devisNumber };
  return { bytes: await storeEstimate(deps, s), devisNumber: s.devisNumber };
}

/** How far back the cron looks for estimates R2 did not take when they were issued. */
const MISSING_ESTIMATES_DAYS = 7;
const MISSING_ESTIMATES_PER_RUN = 20;

/** The cron's part: stores the recent estimates still missing (R2 failed when they were issued). Never throws. */
export async function storeMissingEstimates(deps: EstimateDeps, now = new Date()) {
  let stored = 0;
  try {
    const since = new Date(now.getTime() - MISSING_ESTIMATES_DAYS * 86_400_000);
    const rows = await deps.db
      .select()
      .from(simulations)
      .where(and(isNull(simulations.estimatePdfKey), gte(simulations.createdAt, since)))
      .orderBy(simulations.id)
      .limit(MISSING_ESTIMATES_PER_RUN);
    for (const row of rows) {
      try {
        // Another request may have stored it since: the stored copy wins.
        if (!(await deps.bucket.head(estimateKey(row)))) await storeEstimate(deps, row);
        else
          await deps.db
            .update(simulations)
            .set({ estimatePdfKey: estimateKey(row) })
            .where(eq(simulations.id, row.id));
        stored += 1;
      } catch (error) {
        console.warn("estimation non stockée", row.id, error instanceof Error ? error.message : error);
      }
    }
  } catch (error) {
    console.warn("estimations manquantes non relues", error instanceof Error ? error.message : error);
  }
  return stored;
}

/** The recap e-mail's attachment: the estimate stored when the simulation was made, the same bytes as every download. */
export const estimateAttachment: AttachmentProducer<"simulation-pdf"> = async (deps, ref) => {
  const estimate = await estimatePdf({ db: deps.db, bucket: deps.env.ATTACHMENTS }, ref.simulationId);
  if (!estimate) throw new Error(`Simulation ${ref.simulationId} introuvable pour la pièce jointe`);
  return { filename: ref.filename, contentType: "application/pdf", content: estimate.bytes };
};
