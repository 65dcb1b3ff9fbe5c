import { batchByName } from "~/db/batch.server";
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { contactAttachments, contactRequests, leadStatuses, newsletterStatuses, newsletterSubscribers, simulations, users } from "~/db/schema";
import { listPage } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { LEADS_PAGE_SIZE, type ListFilters } from "./schema";

/** Exports are whole lists; this bound keeps one response inside a Worker's limits. */
export const EXPORT_LIMIT = 10_000;

// Every joined or computed column gets its own name: drizzle maps D1 batch rows by
// column name, so a second "email" or "created_at" would shift the values.
const changer = alias(users, "changer");
const changerName = sql<string | null>`nullif(trim(${changer.firstName} || ' ' || ${changer.lastName}), '')`.as("status_changed_by_name");
const changerEmail = sql<string | null>`${changer.email}`.as("status_changed_by_email");

function isIn<T extends string>(list: ReadonlyArray<T>, value: string): value is T {
  return (list as ReadonlyArray<string>).includes(value);
}

function page<T>(rows: Array<T>, filters: ListFilters, total: number) {
  return listPage(rows, total, filters);
}

// ---------------------------------------------------------------------------
// Contact requests
// ---------------------------------------------------------------------------

/** Requests still being stored (docs/decisions/313) are not leads yet. */
const stored = isNull(contactRequests.pending);

function contactWhere(filters: Pick<ListFilters, "q" | "status">) {
  const conditions: Array<SQL> = [stored];
  const search = textSearch([contactRequests.fullName, contactRequests.email, contactRequests.reference, contactRequests.phone, contactRequests.message], filters.q);
  if (search) conditions.push(search);
  if (isIn(leadStatuses, filters.status)) conditions.push(eq(contactRequests.status, filters.status));
  return and(...conditions);
}

const contactColumns = {
  id: contactRequests.id,
  reference: contactRequests.reference,
  fullName: contactRequests.fullName,
  email: contactRequests.email,
  phone: contactRequests.phone,
  profession: contactRequests.profession,
  subject: contactRequests.subject,
  status: contactRequests.status,
  statusChangedAt: contactRequests.statusChangedAt,
  statusChangedByEmail: changerEmail,
  statusChangedByName: changerName,
  createdAt: contactRequests.createdAt,
  attachmentCount: sql<number>`(select count(*) from ${contactAttachments} where ${contactAttachments.requestId} = ${contactRequests.id})`.as("attachment_count"),
};

export async function listContactRequests(db: Db, filters: ListFilters) {
  const where = contactWhere(filters);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select(contactColumns)
      .from(contactRequests)
      .leftJoin(changer, eq(changer.id, contactRequests.statusChangedBy))
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    totals: db.select({ total: count() }).from(contactRequests).where(where),
  });
  return page(rows, filters, totals[0]?.total ?? 0);
}

export async function getContactRequest(db: Db, id: number) {
  const { rows, attachments } = await batchByName(db, {
    rows: db
      .select({ ...contactColumns, message: contactRequests.message, userAgent: contactRequests.userAgent })
      .from(contactRequests)
      .leftJoin(changer, eq(changer.id, contactRequests.statusChangedBy))
      .where(and(eq(contactRequests.id, id), stored))
      .limit(1),
    attachments: db
      .select({
        id: contactAttachments.id,
        originalName: contactAttachments.originalName,
        mimeType: contactAttachments.mimeType,
        size: contactAttachments.size,
      })
      .from(contactAttachments)
      .where(eq(contactAttachments.requestId, id))
      .orderBy(contactAttachments.id),
  });
  const request = rows[0];
  return request ? { ...request, attachments } : null;
}

export async function exportContactRequests(db: Db, filters: Pick<ListFilters, "q" | "status">) {
  return db
    .select({ ...contactColumns, message: contactRequests.message })
    .from(contactRequests)
    .leftJoin(changer, eq(changer.id, contactRequests.statusChangedBy))
    .where(contactWhere(filters))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(EXPORT_LIMIT);
}

/** The attachment row of a download: its R2 key, name and type. */
export async function getAttachment(db: Db, id: number) {
  const [row] = await db.select().from(contactAttachments).where(eq(contactAttachments.id, id)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Simulations
// ---------------------------------------------------------------------------

function simulationWhere(filters: Pick<ListFilters, "q" | "status">) {
  const conditions: Array<SQL> = [];
  const search = textSearch(
    [simulations.devisNumber, simulations.userFirstName, simulations.userLastName, simulations.userEmail, simulations.userPhone, simulations.location],
    filters.q,
  );
  if (search) conditions.push(search);
  if (isIn(leadStatuses, filters.status)) conditions.push(eq(simulations.status, filters.status));
  return conditions.length ? and(...conditions) : undefined;
}

const simulationColumns = {
  id: simulations.id,
  devisNumber: simulations.devisNumber,
  devisDate: simulations.devisDate,
  userFirstName: simulations.userFirstName,
  userLastName: simulations.userLastName,
  userEmail: simulations.userEmail,
  userPhone: simulations.userPhone,
  projectNature: simulations.projectNature,
  constructionType: simulations.constructionType,
  location: simulations.location,
  site: simulations.site,
  totalHt: simulations.totalHt,
  totalTtc: simulations.totalTtc,
  contactRequested: simulations.contactRequested,
  status: simulations.status,
  statusChangedAt: simulations.statusChangedAt,
  statusChangedByEmail: changerEmail,
  statusChangedByName: changerName,
  createdAt: simulations.createdAt,
};

export async function listSimulations(db: Db, filters: ListFilters) {
  const where = simulationWhere(filters);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select(simulationColumns)
      .from(simulations)
      .leftJoin(changer, eq(changer.id, simulations.statusChangedBy))
      .where(where)
      .orderBy(desc(simulations.createdAt), desc(simulations.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    totals: db.select({ total: count() }).from(simulations).where(where),
  });
  return page(rows, filters, totals[0]?.total ?? 0);
}

export async function getSimulation(db: Db, id: number) {
  const [row] = await db
    .select({
      ...simulationColumns,
      projectType: simulations.projectType,
      surfaceBatie: simulations.surfaceBatie,
      terrainSuperficie: simulations.terrainSuperficie,
      nombreEtages: simulations.nombreEtages,
      presenceSousSol: simulations.presenceSousSol,
      presenceEau: simulations.presenceEau,
      dateDebutProjet: simulations.dateDebutProjet,
      accessibiliteSite: simulations.accessibiliteSite,
      urgenceMission: simulations.urgenceMission,
      description: simulations.description,
      typeTerrainConnu: simulations.typeTerrainConnu,
      servicesDetails: simulations.servicesDetails,
      priceLines: simulations.priceLines,
    })
    .from(simulations)
    .leftJoin(changer, eq(changer.id, simulations.statusChangedBy))
    .where(eq(simulations.id, id))
    .limit(1);
  return row ?? null;
}

export async function exportSimulations(db: Db, filters: Pick<ListFilters, "q" | "status">) {
  return db
    .select({ ...simulationColumns, surfaceBatie: simulations.surfaceBatie, terrainSuperficie: simulations.terrainSuperficie })
    .from(simulations)
    .leftJoin(changer, eq(changer.id, simulations.statusChangedBy))
    .where(simulationWhere(filters))
    .orderBy(desc(simulations.createdAt), desc(simulations.id))
    .limit(EXPORT_LIMIT);
}

// ---------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------

function newsletterWhere(filters: Pick<ListFilters, "q" | "status">) {
  const conditions: Array<SQL> = [];
  const search = textSearch([newsletterSubscribers.email], filters.q);
  if (search) conditions.push(search);
  if (isIn(newsletterStatuses, filters.status)) conditions.push(eq(newsletterSubscribers.status, filters.status));
  return conditions.length ? and(...conditions) : undefined;
}

const newsletterColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  source: newsletterSubscribers.source,
  consentAt: newsletterSubscribers.consentAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  createdAt: newsletterSubscribers.createdAt,
};

export async function listNewsletterSubscribers(db: Db, filters: ListFilters) {
  const where = newsletterWhere(filters);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select(newsletterColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    totals: db.select({ total: count() }).from(newsletterSubscribers).where(where),
  });
  return page(rows, filters, totals[0]?.total ?? 0);
}

export async function exportNewsletterSubscribers(db: Db, filters: Pick<ListFilters, "q" | "status">) {
  return db
    .select(newsletterColumns)
    .from(newsletterSubscribers)
    .where(newsletterWhere(filters))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(EXPORT_LIMIT);
}

/** Counts of new leads for the dashboard. */
export async function countNewLeads(db: Db) {
  const { contacts, sims } = await batchByName(db, {
    contacts: db
      .select({ total: count() })
      .from(contactRequests)
      .where(and(eq(contactRequests.status, "nouveau"), stored)),
    sims: db.select({ total: count() }).from(simulations).where(eq(simulations.status, "nouveau")),
  });
  return { contacts: contacts[0]?.total ?? 0, simulations: sims[0]?.total ?? 0 };
}
