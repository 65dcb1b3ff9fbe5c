import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { isUniqueViolation } from "~/lib/admin/uniqueness.server";
import { simulatorServices } from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { auditInsert } from "~/lib/audit/audit.server";
import { CATALOGUE_MESSAGES, type CatalogueInput, legacyColumns } from "./catalogue-schema";
import { ruleFor, rulesOf } from "./rules";
import { type CatalogueItem, splitCatalogue } from "./selection";
import { projectNatures } from "./rules";

/** What a devis copies from a mission (docs/decisions/635): read with the catalogue and on its own. */
const MISSION_TEXTS = {
  programme: simulatorServices.programme,
  deliverables: simulatorServices.deliverables,
  exclusions: simulatorServices.exclusions,
  clientInputs: simulatorServices.clientInputs,
  deliveryWeeks: simulatorServices.deliveryWeeks,
  decennial: simulatorServices.decennial,
};

/** Active catalogue rows in display order (a batchable query). */
export function catalogueQuery(db: Db) {
  return db
    .select({
      id: simulatorServices.id,
      name: simulatorServices.name,
      description: simulatorServices.description,
      basePrice: simulatorServices.basePrice,
      mandatory: simulatorServices.mandatory,
      recommendedFor: simulatorServices.recommendedFor,
      rules: simulatorServices.rules,
      serviceSlug: simulatorServices.serviceSlug,
      ...MISSION_TEXTS,
    })
    .from(simulatorServices)
    .where(eq(simulatorServices.isActive, true))
    .orderBy(asc(simulatorServices.displayOrder), asc(simulatorServices.id));
}

/**
 * Every mission, active or not, with what a devis copies from it (docs/decisions/635): a draft
 * may hold a mission staff have since deactivated; it keeps its texts and its décennale.
 */
export function missionCatalogueQuery(db: Db) {
  return db
    .select({
      id: simulatorServices.id,
      ...MISSION_TEXTS,
    })
    .from(simulatorServices);
}

export type MissionCatalogue = Awaited<ReturnType<typeof missionCatalogueQuery>>;

/** The active missions a service page presents, with their technical content (docs/decisions/635; a batchable query). */
export function serviceMissionsQuery(db: Db, serviceSlug: string) {
  return db
    .select({
      id: simulatorServices.id,
      name: simulatorServices.name,
      description: simulatorServices.description,
      programme: simulatorServices.programme,
      deliverables: simulatorServices.deliverables,
      exclusions: simulatorServices.exclusions,
      clientInputs: simulatorServices.clientInputs,
      deliveryWeeks: simulatorServices.deliveryWeeks,
    })
    .from(simulatorServices)
    .where(and(eq(simulatorServices.isActive, true), eq(simulatorServices.serviceSlug, serviceSlug)))
    .orderBy(asc(simulatorServices.displayOrder), asc(simulatorServices.id));
}

export type ServiceMission = Awaited<ReturnType<typeof serviceMissionsQuery>>[number];

export async function getCatalogue(db: Db): Promise<Array<CatalogueItem>> {
  return catalogueQuery(db);
}

// ---------------------------------------------------------------------------
// Back-office (/admin/simulator)
// ---------------------------------------------------------------------------

export type CatalogueRow = typeof simulatorServices.$inferSelect;

/** Every row, active or not, in the simulator's order; optionally those with a rule for one nature. */
export async function listCatalogue(db: Db, query: ListQuery<"nature">): Promise<ListPage<CatalogueRow>> {
  const all = await db.select().from(simulatorServices).orderBy(asc(simulatorServices.displayOrder), asc(simulatorServices.id));
  const nature = query.filters.nature;
  const matching = nature ? all.filter((row) => ruleFor(row, nature) !== null) : all;
  const rows = matching.slice(offsetOf(query), offsetOf(query) + query.pageSize);
  return listPage(rows, matching.length, query);
}

/** For each project nature: the active services it makes mandatory and the others it recommends. */
export async function recommendationMatrix(db: Db) {
  const catalogue = await catalogueQuery(db);
  return projectNatures.map((nature) => {
    const { mandatory, recommended } = splitCatalogue(catalogue, nature.value);
    const entry = ({ id, name, basePrice }: CatalogueItem) => ({ id, name, basePrice });
    return { nature: nature.value, label: nature.label, mandatory: mandatory.map(entry), recommended: recommended.map(entry) };
  });
}

export async function getCatalogueItem(db: Db, id: string) {
  const [row] = await db.select().from(simulatorServices).where(eq(simulatorServices.id, id)).limit(1);
  return row ?? null;
}

function values(input: Omit<CatalogueInput, "id">) {
  return {
    name: input.name,
    description: input.description,
    // Empty is "not set": the seed may still fill it (seed/index.ts).
    programme: input.programme || null,
    deliverables: input.deliverables || null,
    exclusions: input.exclusions || null,
    clientInputs: input.clientInputs || null,
    deliveryWeeks: input.deliveryWeeks ?? null,
    decennial: input.decennial,
    basePrice: input.basePrice,
    rules: input.rules,
    ...legacyColumns(input.rules),
    isActive: input.isActive,
    displayOrder: input.displayOrder,
  };
}

const idTaken = () => invalidField("id", CATALOGUE_MESSAGES.idTaken);

export async function createCatalogueItem(db: Db, actor: Actor, input: CatalogueInput): Promise<SaveResult> {
  if (await getCatalogueItem(db, input.id)) return idTaken();
  try {
    await db.batch([
      db.insert(simulatorServices).values({ id: input.id, ...values(input), updatedBy: actor.id }),
      auditInsert(db, {
        action: "simulator_service.create",
        actor,
        target: { type: "simulator_service", id: input.id },
        details: { name: input.name, basePrice: input.basePrice },
      }),
    ]);
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return idTaken();
    throw error;
  }
}

/**
 * Saves a catalogue row. Stored simulations keep the lines they were computed with
 * (simulations.services_details), so a new price only reaches the next quotes.
 */
export async function updateCatalogueItem(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  input: Omit<CatalogueInput, "id">,
  now = new Date(),
): Promise<SaveResult<{ version: number }>> {
  const before = await getCatalogueItem(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const next = values(input);
  const changes = changedFields({ ...before, rules: rulesOf(before) }, next, [
    "name",
    "description",
    "programme",
    "deliverables",
    "exclusions",
    "clientInputs",
    "deliveryWeeks",
    "decennial",
    "basePrice",
    "rules",
    "isActive",
    "displayOrder",
  ]);
  return saveVersioned(db, simulatorServices, { id, version }, actor.id, next, {
    now,
    after: [
      auditInsert(db, {
        action: "simulator_service.update",
        actor,
        target: { type: "simulator_service", id },
        details: { name: input.name, changes, ...(changes.includes("basePrice") ? { fromPrice: before.basePrice, toPrice: input.basePrice } : {}) },
      }),
    ],
  });
}

export async function deleteCatalogueItem(db: Db, actor: Actor, id: string): Promise<boolean> {
  const before = await getCatalogueItem(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(simulatorServices).where(eq(simulatorServices.id, id)),
    auditInsert(db, { action: "simulator_service.delete", actor, target: { type: "simulator_service", id }, details: { name: before.name, basePrice: before.basePrice } }),
  ]);
  return true;
}
