import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { simulatorPricing, simulatorServices } from "~/db/schema";
import { type SaveOutcome, saveVersioned } from "~/lib/admin/concurrency.server";
import { backToList } from "~/lib/admin/dialogs.server";
import { conflictResponse, formFailure, formReply } from "~/lib/admin/forms.server";
import { auditInsert } from "~/lib/audit/audit.server";
import type { Actor } from "~/lib/auth/actor";
import { MODIFIERS_MESSAGES, modifiersSchema, toModifiers } from "./modifiers-schema";
import { NO_MODIFIERS } from "./pricing";
import type { PricingModifiers } from "../../db/types";

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

/** The modifiers as the « Majorations » form edits them, with the catalogue's missions to tick. */
export async function getModifiersForEdit(db: Db) {
  const [[row], missions] = await Promise.all([
    modifiersQuery(db),
    db.select({ id: simulatorServices.id, name: simulatorServices.name }).from(simulatorServices).orderBy(asc(simulatorServices.displayOrder), asc(simulatorServices.id)),
  ]);
  // A database never seeded has no row yet: the first save creates it (version 1).
  return { version: row?.version ?? 1, modifiers: row ? { ...NO_MODIFIERS, ...row.modifiers } : NO_MODIFIERS, missions };
}

/**
 * Saves the modifiers at the version the form was loaded at (409 otherwise). Stored
 * simulations keep their priced lines (simulations.price_lines): only new quotes change.
 */
export async function saveModifiers(db: Db, actor: Actor, modifiers: PricingModifiers, version: number): Promise<SaveOutcome> {
  const before = await getPricingModifiers(db);
  await db.insert(simulatorPricing).values({ id: PRICING_ID, modifiers: NO_MODIFIERS }).onConflictDoNothing();
  return saveVersioned(
    db,
    simulatorPricing,
    { id: PRICING_ID, version },
    actor.id,
    { modifiers },
    {
      after: [auditInsert(db, { action: "simulator_pricing.update", actor, target: { type: "simulator_pricing", id: PRICING_ID }, details: { before, after: modifiers } })],
    },
  );
}

/** The « Majorations » form's action (its own intent: the catalogue's form is untouched). */
export async function modifiersAction(request: Request, db: Db, actor: Actor, formData: FormData) {
  const submission = parseWithZod(formData, { schema: modifiersSchema });
  if (submission.status !== "success") return formReply(request, submission, undefined, { form: "modifiers" });
  const saved = await saveModifiers(db, actor, toModifiers(submission.value), submission.value.version);
  if (saved.ok) throw backToList(request, MODIFIERS_MESSAGES.updated);
  if (saved.reason === "conflict") return conflictResponse(submission, saved.conflict, { form: "modifiers" });
  return formFailure(submission, MODIFIERS_MESSAGES.notFound, 404, { form: "modifiers" });
}
