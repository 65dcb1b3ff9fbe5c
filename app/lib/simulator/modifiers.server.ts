import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { simulatorPricing } from "~/db/schema";
import { type SaveOutcome, saveVersioned } from "~/lib/admin/concurrency.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { NO_MODIFIERS, type PricingModifiers } from "./pricing";

/** The one row of modifiers (seeded; see seed/data/simulator.ts). */
export const PRICING_ID = "default";

/** The modifiers row (a batchable query). */
export function modifiersQuery(db: Db) {
  return db.select().from(simulatorPricing).where(eq(simulatorPricing.id, PRICING_ID)).limit(1);
}

/** The modifiers in force; none when the row was never seeded (catalogue prices only). */
export async function getPricingModifiers(db: Db): Promise<PricingModifiers> {
  const [row] = await modifiersQuery(db);
  return row ? { ...NO_MODIFIERS, ...row.modifiers } : NO_MODIFIERS;
}

/** The row as the « Majorations » form edits it (created with no modifier when missing). */
export async function getModifiersForEdit(db: Db) {
  const [row] = await modifiersQuery(db);
  if (row) return { version: row.version, modifiers: { ...NO_MODIFIERS, ...row.modifiers } };
  await db.insert(simulatorPricing).values({ id: PRICING_ID, modifiers: NO_MODIFIERS }).onConflictDoNothing();
  const [created] = await modifiersQuery(db);
  return { version: created.version, modifiers: { ...NO_MODIFIERS, ...created.modifiers } };
}

/**
 * Saves the modifiers at the version the form was loaded at (409 otherwise). Stored
 * simulations keep their priced lines (simulations.price_lines): only new quotes change.
 */
export async function saveModifiers(db: Db, actor: { id: number; email: string }, modifiers: PricingModifiers, version: number): Promise<SaveOutcome> {
  const before = await getPricingModifiers(db);
  return saveVersioned(db, simulatorPricing, { id: PRICING_ID, version }, actor.id, { modifiers }, {
    after: [auditInsert(db, { action: "simulator_pricing.update", actor, target: { type: "simulator_pricing", id: PRICING_ID }, details: { before, after: modifiers } })],
  });
}
