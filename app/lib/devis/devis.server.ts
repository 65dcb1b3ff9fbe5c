// Over 400 lines: the devis life cycle (draft, save, revise, cancel) and its all-or-nothing batches (docs/decisions/621).
// The devis as staff prepare it: created from a simulation, a contact request or blank,
// numbered once, edited as a draft at its version (409 names who saved first), revised into
// a new indice, cancelled. Sending and the client's answers live in send.server.ts and
// client.server.ts. docs/decisions/620, 621.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { SitePlace } from "~/db/types";
import {
  appState,
  contactRequests,
  type DevisEventDetails,
  type DevisEventType,
  type DevisStatus,
  devis,
  devisAcceptances,
  devisDocuments,
  devisEvents,
  type LeadKind,
  simulations,
  simulatorServices,
  users,
} from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import { leadRoles } from "~/lib/leads/follow-up.server";
import { buildingTypeLabel, floorsLabel, formatSurface } from "~/lib/leads/labels";
import { settingsQuery } from "~/lib/settings/settings.server";
import { buildSettings } from "~/lib/settings/definitions";
import { quoteLinesOf } from "~/lib/simulator/pricing";
import { devisTotals } from "./lines";
import type { DevisLine } from "../../db/types";
import { defaultDeliveryWeeks } from "~/lib/simulator/missions";
import { DEVIS_MESSAGES, type DevisFormInput } from "./schema";
import { can, fromStatuses, isContract, transition } from "./lifecycle";
import { copyDocumentObjects, documentCopyRows, removeCopies } from "./document-copies.server";

export type DevisRow = typeof devis.$inferSelect;

const staffName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

// ---------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------

/**
 * A history event of a devis. `devisId` may be SQL: a sub-select that finds the row only if
 * the statement before it in the same batch changed it, so that a batch whose guarded
 * update matched nothing fails on the NOT NULL column and D1 rolls the whole batch back
 * (docs/decisions/621).
 */
export function devisEventInsert(
  db: Db,
  event: {
    devisId: number | SQL;
    type: DevisEventType;
    from?: DevisStatus | null;
    to?: DevisStatus | null;
    authorId?: number | null;
    details?: DevisEventDetails | null;
    at: Date;
  },
) {
  return db.insert(devisEvents).values({
    devisId: event.devisId as number,
    type: event.type,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    authorId: event.authorId ?? null,
    details: event.details ?? null,
    createdAt: event.at,
  });
}

// ---------------------------------------------------------------------------
// Numbering: D-YYYY-NNNN, one sequence per Paris year (docs/decisions/620-devis-numbering.md)
// ---------------------------------------------------------------------------

export function sequenceKey(year: string) {
  return `devis_sequence:${year}`;
}

/** The counter of the year, incremented atomically (one statement) and read back with RETURNING. */
export function nextNumberStatement(db: Db, year: string, now: Date) {
  return db
    .insert(appState)
    .values({ key: sequenceKey(year), value: 1, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value: sql`${appState.value} + 1`, updatedAt: now } })
    .returning({ value: appState.value });
}

/** The number the counter row holds now, as SQL: read inside the batch that incremented it. */
function numberSql(year: string) {
  return sql<string>`'D-' || ${year} || '-' || printf('%04d', (select ${appState.value} from ${appState} where ${appState.key} = ${sequenceKey(year)}))`;
}

// ---------------------------------------------------------------------------
// Creation
// ---------------------------------------------------------------------------

export type DevisSource = { kind: "blank" } | { kind: LeadKind; id: number };

/** « Montreuil (93100) » → 93100 Montreuil; without a postal code the whole text is the city. */
export function siteFromLocation(location: string): { sitePostcode: string; siteCity: string } {
  const postcode = /(?<!\d)(\d{5})(?!\d)/.exec(location)?.[1] ?? "";
  if (!postcode) return { sitePostcode: "", siteCity: location.trim().slice(0, 120) };
  const city = location.replace(postcode, " ").replace(/[(),]/g, " ").replace(/\s+/g, " ").trim();
  return { sitePostcode: postcode, siteCity: city.slice(0, 120) };
}

/**
 * The plot checked on /mon-terrain (`simulations.site`, docs/decisions/611): its street, INSEE
 * code and clay exposure with its source and day, so the ELAN rule reads what the visitor saw.
 * A place outside the mapped zones keeps no level: the engineer states it before sending.
 */
export function siteFromPlace(site: SitePlace) {
  return {
    siteStreet: site.street ?? "",
    sitePostcode: site.postcode,
    siteCity: site.city,
    siteInseeCode: site.inseeCode,
    clayLevel: site.clay?.level ?? null,
    claySource: site.clay ? site.clay.source : null,
    clayReadOn: site.clay ? site.clay.readAt.slice(0, 10) : null,
  };
}

async function catalogueDefaults(db: Db) {
  const rows = await db.select({ id: simulatorServices.id, programme: simulatorServices.programme, description: simulatorServices.description }).from(simulatorServices);
  return new Map(rows.map((row) => [row.id, row]));
}

type Prefill = Partial<typeof devis.$inferInsert> & { lines: Array<DevisLine> };

async function prefillFrom(db: Db, source: DevisSource): Promise<(Prefill & { ownerId: number | null }) | null> {
  if (source.kind === "blank") return { lines: [], ownerId: null };
  if (source.kind === "simulation") {
    const [s] = await db.select().from(simulations).where(eq(simulations.id, source.id)).limit(1);
    if (!s) return null;
    const catalogue = await catalogueDefaults(db);
    const lines: Array<DevisLine> = quoteLinesOf(s).map((line) =>
      line.kind === "mission"
        ? {
            kind: "mission",
            catalogueId: line.id,
            label: line.label,
            detail: line.detail || catalogue.get(line.id)?.description || "",
            programme: catalogue.get(line.id)?.programme ?? "",
            quantity: 1,
            unitPriceCents: line.amountHt * 100,
          }
        : { kind: "modifier", catalogueId: null, label: line.label, detail: line.detail, programme: "", quantity: 1, unitPriceCents: line.amountHt * 100 },
    );
    const description = [
      buildingTypeLabel(s.constructionType),
      formatSurface(s.surfaceBatie) && `surface bâtie ${formatSurface(s.surfaceBatie)}`,
      formatSurface(s.terrainSuperficie) && `terrain de ${formatSurface(s.terrainSuperficie)}`,
      floorsLabel(s.nombreEtages),
      s.presenceSousSol ? "avec sous-sol" : "",
    ]
      .filter(Boolean)
      .join(", ");
    const missions = await db.select({ id: simulatorServices.id, deliveryWeeks: simulatorServices.deliveryWeeks }).from(simulatorServices);
    return {
      ownerId: s.ownerId,
      // The report's delay from the catalogue: the longest of the missions (docs/decisions/639).
      deliveryWeeks: defaultDeliveryWeeks(
        lines.map((line) => line.catalogueId),
        missions,
      ),
      sourceKind: "simulation",
      sourceId: s.id,
      estimateReference: s.devisNumber,
      clientType: "particulier",
      clientName: `${s.userFirstName} ${s.userLastName}`.trim(),
      clientEmail: s.userEmail,
      clientPhone: s.userPhone,
      ...(s.site ? siteFromPlace(s.site) : siteFromLocation(s.location)),
      projectNature: s.projectNature,
      projectDescription: description ? description.charAt(0).toUpperCase() + description.slice(1) : "",
      lines,
    };
  }
  const [c] = await db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.id, source.id), sql`${contactRequests.pending} is null`))
    .limit(1);
  if (!c) return null;
  return {
    ownerId: c.ownerId,
    sourceKind: "contact",
    sourceId: c.id,
    clientType: c.profession === "particulier" ? "particulier" : "professionnel",
    clientName: c.fullName,
    clientEmail: c.email,
    clientPhone: c.phone,
    lines: [],
  };
}

/**
 * A new draft (indice A) with its number: the year's counter and the row are written in
 * one batch, so a number is taken only by a stored devis and two creations at the same
 * moment never share one.
 */
export async function createDevis(db: Db, actor: Actor, source: DevisSource, now = new Date()): Promise<SaveResult<{ id: number; number: string }>> {
  const [prefill, settingRows] = await Promise.all([prefillFrom(db, source), settingsQuery(db)]);
  if (!prefill) return { ok: false, reason: "not-found" };
  const settings = buildSettings(settingRows);
  const { ownerId, lines, ...rest } = prefill;
  const totals = devisTotals(lines, 0);
  const year = parisDay(now).slice(0, 4);
  const number = numberSql(year);
  const created = sql`(select ${devis.id} from ${devis} where ${devis.number} = ${number} and ${devis.revision} = 1)`;
  const results = await batchByName(db, {
    counter: nextNumberStatement(db, year, now),
    row: db
      .insert(devis)
      .values({
        ...rest,
        number: number as unknown as string,
        revision: 1,
        status: "brouillon",
        ownerId: ownerId ?? actor.id,
        createdBy: actor.id,
        lines,
        totalHtCents: totals.totalHtCents,
        tvaCents: totals.tvaCents,
        totalTtcCents: totals.totalTtcCents,
        paymentTerms: settings.legal.payment_terms,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor.id,
      })
      .returning({ id: devis.id, number: devis.number }),
    event: devisEventInsert(db, { devisId: created, type: "created", to: "brouillon", authorId: actor.id, at: now }),
    audit: auditInsert(db, {
      action: "devis.create",
      actor,
      target: { type: "devis", id: created },
      details: { source: source.kind, sourceId: source.kind === "blank" ? null : source.id },
    }),
  });
  const row = results.row[0];
  return { ok: true, id: row.id, number: row.number };
}

// ---------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------

export async function getDevis(db: Db, id: number): Promise<DevisRow | null> {
  const [row] = await db.select().from(devis).where(eq(devis.id, id)).limit(1);
  return row ?? null;
}

function historyQuery(db: Db, devisIds: SQL | Array<number>) {
  return db
    .select({
      id: devisEvents.id,
      devisId: devisEvents.devisId,
      type: devisEvents.type,
      fromStatus: devisEvents.fromStatus,
      toStatus: devisEvents.toStatus,
      details: devisEvents.details,
      createdAt: devisEvents.createdAt,
      authorName: staffName.as("author_name"),
      number: devis.number,
      revision: devis.revision,
    })
    .from(devisEvents)
    .innerJoin(devis, eq(devis.id, devisEvents.devisId))
    .leftJoin(users, eq(users.id, devisEvents.authorId))
    .where(Array.isArray(devisIds) ? inArray(devisEvents.devisId, devisIds.length ? devisIds : [-1]) : sql`${devisEvents.devisId} in ${devisIds}`)
    .orderBy(desc(devisEvents.createdAt), desc(devisEvents.id));
}

export type DevisHistoryEntry = Awaited<ReturnType<typeof historyQuery>>[number];

/** Everything the devis screen shows: the row, its other versions, its history (all versions), the proof, the staff. */
export async function getDevisScreen(db: Db, id: number) {
  const row = await getDevis(db, id);
  if (!row) return null;
  const sameNumber = sql`(select ${devis.id} from ${devis} where ${devis.number} = ${row.number})`;
  const results = await batchByName(db, {
    versions: db
      .select({ id: devis.id, revision: devis.revision, status: devis.status, sentAt: devis.sentAt, totalHtCents: devis.totalHtCents })
      .from(devis)
      .where(eq(devis.number, row.number))
      .orderBy(asc(devis.revision)),
    history: historyQuery(db, sameNumber),
    acceptance: db.select().from(devisAcceptances).where(eq(devisAcceptances.devisId, id)).limit(1),
    staff: db
      .select({ id: users.id, name: staffName.as("staff_name") })
      .from(users)
      .where(inArray(users.role, leadRoles()))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email)),
    owner: db
      .select({ name: staffName.as("owner_name") })
      .from(users)
      .where(eq(users.id, row.ownerId ?? -1))
      .limit(1),
  });
  return {
    devis: row,
    versions: results.versions,
    history: results.history,
    acceptance: results.acceptance[0] ?? null,
    staff: results.staff,
    ownerName: results.owner[0]?.name ?? null,
  };
}

/** The devis prepared from a request, newest first, with their history: the request's screen shows both. */
export async function devisOfLead(db: Db, kind: LeadKind, id: number) {
  const ofLead = and(eq(devis.sourceKind, kind), eq(devis.sourceId, id));
  const results = await batchByName(db, {
    rows: db
      .select({
        id: devis.id,
        number: devis.number,
        revision: devis.revision,
        status: devis.status,
        totalHtCents: devis.totalHtCents,
        sentAt: devis.sentAt,
        validUntil: devis.validUntil,
      })
      .from(devis)
      .where(ofLead)
      .orderBy(desc(devis.number), desc(devis.revision)),
    history: historyQuery(db, sql`(select ${devis.id} from ${devis} where ${devis.sourceKind} = ${kind} and ${devis.sourceId} = ${id})`),
  });
  return results;
}

export type LeadDevis = Awaited<ReturnType<typeof devisOfLead>>;

// ---------------------------------------------------------------------------
// Saving a draft
// ---------------------------------------------------------------------------

/** The columns a draft's form writes, totals computed here from the lines (never read from the form). */
export function draftValues(input: DevisFormInput) {
  const lines: Array<DevisLine> = input.lines.map((line) => ({
    kind: line.kind,
    catalogueId: line.kind === "mission" ? (line.catalogueId ?? null) : null,
    label: line.label,
    detail: line.detail,
    programme: line.programme,
    quantity: Math.round(line.quantity * 100) / 100,
    unitPriceCents: Math.round(line.unitPrice * 100),
  }));
  const discountCents = Math.round(input.discountAmount * 100);
  const totals = devisTotals(lines, discountCents);
  return {
    ownerId: input.ownerId,
    clientType: input.clientType,
    clientName: input.clientName,
    clientCompany: input.clientCompany,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    clientAddress: input.clientAddress,
    siteStreet: input.siteStreet,
    sitePostcode: input.sitePostcode,
    siteCity: input.siteCity,
    siteInseeCode: input.siteInseeCode || null,
    clayLevel: input.clayLevel,
    claySource: input.claySource || null,
    clayReadOn: input.clayReadOn || null,
    projectNature: input.projectNature,
    projectDescription: input.projectDescription,
    lines,
    discountLabel: input.discountLabel,
    discountCents,
    totalHtCents: totals.totalHtCents,
    tvaCents: totals.tvaCents,
    totalTtcCents: totals.totalTtcCents,
    validityMonths: input.validityMonths,
    validUntil: input.validUntilDay || null,
    paymentTerms: input.paymentTerms,
    deliveryWeeks: input.deliveryWeeks ?? null,
    note: input.note,
    clientReminder: input.clientReminder,
  };
}

const TRACKED = [
  "ownerId",
  "clientType",
  "clientName",
  "clientEmail",
  "siteStreet",
  "sitePostcode",
  "siteCity",
  "clayLevel",
  "projectNature",
  "lines",
  "discountCents",
  "deliveryWeeks",
  "paymentTerms",
  "note",
] as const;

/** A catalogue mission as a devis line: its NF P 94-500 name, « Comprend : … », its default programme and price. */
export async function catalogueLine(db: Db, missionId: string): Promise<DevisLine | null> {
  const [row] = await db.select().from(simulatorServices).where(eq(simulatorServices.id, missionId)).limit(1);
  if (!row) return null;
  return { kind: "mission", catalogueId: row.id, label: row.name, detail: row.description, programme: row.programme ?? "", quantity: 1, unitPriceCents: row.basePrice * 100 };
}

/** The active catalogue missions a draft may add. */
export async function catalogueChoices(db: Db) {
  return db
    .select({ id: simulatorServices.id, name: simulatorServices.name, basePrice: simulatorServices.basePrice })
    .from(simulatorServices)
    .where(eq(simulatorServices.isActive, true))
    .orderBy(asc(simulatorServices.displayOrder), asc(simulatorServices.id));
}

/**
 * Saves a draft at the version its form was loaded at. A sent devis is frozen: its fields
 * never change (a new indice does). `extraLine` is the catalogue mission « Ajouter la
 * mission » appends.
 */
export async function saveDevisDraft(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: DevisFormInput,
  options: { extraLine?: DevisLine | null; now?: Date } = {},
): Promise<SaveResult<{ version: number }>> {
  const now = options.now ?? new Date();
  const before = await getDevis(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  if (!can("send", before.status)) return { ok: false, reason: "invalid", fieldErrors: {}, formError: DEVIS_MESSAGES.notDraft };
  if (input.ownerId !== null) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.ownerId), inArray(users.role, leadRoles())))
      .limit(1);
    if (!owner) return invalidField("ownerId", "Choisissez un membre de l'équipe (éditeur ou super administrateur)");
  }
  const values = draftValues(
    options.extraLine
      ? { ...input, lines: [...input.lines, { ...options.extraLine, catalogueId: options.extraLine.catalogueId ?? undefined, unitPrice: options.extraLine.unitPriceCents / 100 }] }
      : input,
  );
  if (values.deliveryWeeks === null && values.lines.some((line) => line.kind === "mission")) {
    // An empty delay takes the catalogue's: the longest of the draft's missions (docs/decisions/639).
    const missions = await db.select({ id: simulatorServices.id, deliveryWeeks: simulatorServices.deliveryWeeks }).from(simulatorServices);
    values.deliveryWeeks = defaultDeliveryWeeks(
      values.lines.map((line) => line.catalogueId),
      missions,
    );
  }
  const changes = changedFields(before as Record<string, unknown>, values as Record<string, unknown>, TRACKED);
  return saveVersioned(db, devis, { id, version }, actor.id, values, {
    now,
    guard: eq(devis.status, "brouillon"),
    after: [auditInsert(db, { action: "devis.update", actor, target: { type: "devis", id }, details: { number: before.number, revision: before.revision, changes } })],
  });
}

// ---------------------------------------------------------------------------
// Cancel, revise, reminder switch
// ---------------------------------------------------------------------------

type Outcome<T extends object = object> = SaveResult<T>;

/** Annule a draft or a devis waiting for the client's answer: its link then answers « annulé » (410). */
export async function cancelDevis(db: Db, actor: Actor, id: number, version: number, now = new Date()): Promise<Outcome> {
  const before = await getDevis(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const cancellable = fromStatuses("cancel");
  const move = transition("cancel", before.status);
  if (!move.ok) return { ok: false, reason: "invalid", fieldErrors: {}, formError: move.message };
  const guard = sql`${devis.id} = ${id} and ${devis.status} = 'annule' and ${devis.closedAt} = ${now.getTime()}`;
  try {
    await batchByName(db, {
      update: db
        .update(devis)
        .set({ status: "annule", closedAt: now, updatedAt: now, updatedBy: actor.id, version: sql`${devis.version} + 1` })
        .where(and(eq(devis.id, id), eq(devis.version, version), inArray(devis.status, cancellable))),
      event: devisEventInsert(db, {
        devisId: sql`(select ${devis.id} from ${devis} where ${guard})`,
        type: "cancelled",
        from: before.status,
        to: "annule",
        authorId: actor.id,
        at: now,
      }),
      audit: auditInsert(db, { action: "devis.cancel", actor, target: { type: "devis", id }, details: { number: before.number, revision: before.revision, from: before.status } }),
    });
  } catch (error) {
    return staleOrThrow(db, id, version, error);
  }
  return { ok: true };
}

/** A guarded batch that changed nothing: someone saved first (409), or the row is gone. */
async function staleOrThrow(db: Db, id: number, version: number, error: unknown): Promise<Outcome> {
  const now = await getDevis(db, id);
  if (!now) return { ok: false, reason: "not-found" };
  if (now.version !== version) {
    const [who] = await db
      .select({ name: staffName.as("staff_name") })
      .from(users)
      .where(eq(users.id, now.updatedBy ?? -1))
      .limit(1);
    return { ok: false, reason: "conflict", conflict: { version: now.version, at: now.updatedAt, by: who?.name ?? null } };
  }
  throw error;
}

/**
 * « Modifier le devis » on a sent devis: a new draft under the same number, indice + 1,
 * with the same content and a copy of its attached documents (docs/decisions/946). The
 * earlier version stays valid until the new one is sent (it is then marked « remplacé »).
 * An open draft of a later indice is reused, never doubled.
 */
export async function reviseDevis(deps: { db: Db; bucket: R2Bucket }, actor: Actor, id: number, now = new Date()): Promise<SaveResult<{ id: number }>> {
  const { db } = deps;
  const before = await getDevis(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const move = transition("revise", before.status);
  if (!move.ok) return { ok: false, reason: "invalid", fieldErrors: {}, formError: move.message };
  const [latest] = await db
    .select({ id: devis.id, revision: devis.revision, status: devis.status })
    .from(devis)
    .where(eq(devis.number, before.number))
    .orderBy(desc(devis.revision))
    .limit(1);
  if (latest && latest.revision > before.revision && latest.status === "brouillon") return { ok: true, id: latest.id };
  if (latest && isContract(latest.status)) return { ok: false, reason: "invalid", fieldErrors: {}, formError: DEVIS_MESSAGES.cannotRevise };
  const revision = (latest?.revision ?? before.revision) + 1;
  const created = sql`(select ${devis.id} from ${devis} where ${devis.number} = ${before.number} and ${devis.revision} = ${revision})`;
  const copied = await copyDocumentObjects(deps, before.id, before.number);
  if (!copied.ok) return { ok: false, reason: "invalid", fieldErrors: {}, formError: DEVIS_MESSAGES.reviseStorage };
  const documentRows = documentCopyRows(copied.copies, created, actor.id, now);
  const statements = {
    row: db
      .insert(devis)
      .values({
        number: before.number,
        revision,
        status: "brouillon",
        ownerId: before.ownerId,
        createdBy: actor.id,
        sourceKind: before.sourceKind,
        sourceId: before.sourceId,
        estimateReference: before.estimateReference,
        clientType: before.clientType,
        clientName: before.clientName,
        clientCompany: before.clientCompany,
        clientEmail: before.clientEmail,
        clientPhone: before.clientPhone,
        clientAddress: before.clientAddress,
        siteStreet: before.siteStreet,
        sitePostcode: before.sitePostcode,
        siteCity: before.siteCity,
        siteInseeCode: before.siteInseeCode,
        clayLevel: before.clayLevel,
        claySource: before.claySource,
        clayReadOn: before.clayReadOn,
        projectNature: before.projectNature,
        projectDescription: before.projectDescription,
        lines: before.lines,
        discountLabel: before.discountLabel,
        discountCents: before.discountCents,
        totalHtCents: before.totalHtCents,
        tvaCents: before.tvaCents,
        totalTtcCents: before.totalTtcCents,
        validityMonths: before.validityMonths,
        paymentTerms: before.paymentTerms,
        deliveryWeeks: before.deliveryWeeks,
        note: before.note,
        clientReminder: before.clientReminder,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor.id,
      })
      .returning({ id: devis.id }),
    event: devisEventInsert(db, { devisId: created, type: "revised", to: "brouillon", authorId: actor.id, details: { revision: before.revision }, at: now }),
    audit: auditInsert(db, {
      action: "devis.revise",
      actor,
      target: { type: "devis", id: created },
      details: { number: before.number, from: before.revision, to: revision, documents: copied.copies.map((copy) => copy.filename) },
    }),
  };
  try {
    const results = await batchByName(db, documentRows.length > 0 ? { ...statements, documents: db.insert(devisDocuments).values(documentRows) } : statements);
    return { ok: true, id: results.row[0].id };
  } catch (error) {
    await removeCopies(deps.bucket, copied.copies);
    throw error;
  }
}

/** Turns the client's 7-day reminder on or off on a sent devis (a draft saves it with its form). */
export async function setClientReminder(db: Db, actor: Actor, id: number, version: number, on: boolean, now = new Date()): Promise<SaveResult<{ version: number }>> {
  const before = await getDevis(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  return saveVersioned(
    db,
    devis,
    { id, version },
    actor.id,
    { clientReminder: on },
    {
      now,
      after: [auditInsert(db, { action: "devis.reminder", actor, target: { type: "devis", id }, details: { number: before.number, revision: before.revision, on } })],
    },
  );
}
