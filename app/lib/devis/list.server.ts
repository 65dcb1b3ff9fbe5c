// « Devis » (/admin/devis): the list with its filters in the URL (status, owner, month), the
// figures at its top (the same query feeds the dashboard), and the CSV export.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { type DevisStatus, devis, devisStatuses, users } from "~/db/schema";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { addDays, parisDay, parisMidnight } from "~/lib/dates";
import { leadRoles } from "~/lib/leads/follow-up.server";
import { natureLabel } from "~/lib/leads/labels";
import { toCsv } from "~/lib/leads/csv";
import { formatDateTime } from "~/lib/admin/format";
import { indiceOf, spreadsheetEuros } from "./lines";
import { OPEN_STATUSES, ORDER_STATUSES } from "./lifecycle";
import { CLIENT_TYPE_LABELS, DEVIS_STATUS_LABELS, refusalReasonLabel } from "./schema";

/** « 2026-03 » → its first day and the first day of the next month. */
export function monthDays(month: string): [string, string] | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const [y, m] = [Number(match[1]), Number(match[2])];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return [`${month}-01`, `${next}-01`];
}

// ---------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------

export const PROMISE_HOURS = 48;
export const EXPIRING_DAYS = 7;
const CONVERSION_DAYS = 365;
const RESPONSE_DAYS = 90;

/** The request a devis was prepared from, its creation instant (ms). */
const requestCreatedAt = sql`(case ${devis.sourceKind}
  when 'simulation' then (select s.created_at from simulations s where s.id = ${devis.sourceId})
  when 'contact' then (select c.created_at from contact_requests c where c.id = ${devis.sourceId})
end)`;

/**
 * One statement (aggregates over the devis table: always one row) for the figures of the
 * month in Paris: sent (€ HT), accepted (€ HT and count), conversion rate over 12 months,
 * time from request to sending over 90 days (the « 48 h » promise), expiring within 7 days.
 * A replaced version is not counted: the version that replaced it is.
 */
export function devisFiguresQuery(db: Db, now = new Date()) {
  const today = parisDay(now);
  const [first, next] = monthDays(today.slice(0, 7)) ?? [today, today];
  const start = parisMidnight(first).getTime();
  const end = parisMidnight(next).getTime();
  const sentInMonth = sql`${devis.sentAt} >= ${start} and ${devis.sentAt} < ${end} and ${devis.status} <> 'remplace'`;
  const acceptedInMonth = sql`${devis.status} in ${[...ORDER_STATUSES]} and ${devis.answeredAt} >= ${start} and ${devis.answeredAt} < ${end}`;
  const decided = sql`${devis.sentAt} >= ${now.getTime() - CONVERSION_DAYS * 86_400_000} and ${devis.status} not in ('remplace', 'annule')`;
  const measured = sql`${devis.revision} = 1 and ${devis.sourceKind} is not null and ${devis.sentAt} >= ${now.getTime() - RESPONSE_DAYS * 86_400_000}`;
  return db
    .select({
      sentCount: sql<number>`coalesce(sum(case when ${sentInMonth} then 1 else 0 end), 0)`.as("sent_count"),
      sentHtCents: sql<number>`coalesce(sum(case when ${sentInMonth} then ${devis.totalHtCents} else 0 end), 0)`.as("sent_ht_cents"),
      acceptedCount: sql<number>`coalesce(sum(case when ${acceptedInMonth} then 1 else 0 end), 0)`.as("accepted_count"),
      acceptedHtCents: sql<number>`coalesce(sum(case when ${acceptedInMonth} then ${devis.totalHtCents} else 0 end), 0)`.as("accepted_ht_cents"),
      decidedCount: sql<number>`coalesce(sum(case when ${decided} then 1 else 0 end), 0)`.as("decided_count"),
      decidedAccepted: sql<number>`coalesce(sum(case when ${decided} and ${devis.status} in ${[...ORDER_STATUSES]} then 1 else 0 end), 0)`.as("decided_accepted"),
      measuredCount: sql<number>`coalesce(sum(case when ${measured} and ${requestCreatedAt} is not null then 1 else 0 end), 0)`.as("measured_count"),
      averageMs: sql<number | null>`avg(case when ${measured} then ${devis.sentAt} - ${requestCreatedAt} end)`.as("average_ms"),
      within48h: sql<number>`coalesce(sum(case when ${measured} and ${devis.sentAt} - ${requestCreatedAt} <= ${PROMISE_HOURS * 3_600_000} then 1 else 0 end), 0)`.as("within_48h"),
      expiring:
        sql<number>`coalesce(sum(case when ${devis.status} in ${[...OPEN_STATUSES]} and ${devis.validUntil} >= ${today} and ${devis.validUntil} <= ${addDays(today, EXPIRING_DAYS)} then 1 else 0 end), 0)`.as(
          "expiring",
        ),
    })
    .from(devis);
}

export type DevisFigures = {
  month: string;
  sent: { count: number; htCents: number };
  accepted: { count: number; htCents: number };
  /** Accepted ÷ sent over 12 months (replaced and cancelled versions aside), in %; null before the first devis. */
  conversion: { rate: number | null; accepted: number; sent: number };
  /** Hours from the request to the first sending, over 90 days; null when nothing was measured. */
  response: { averageHours: number | null; within48h: number; measured: number };
  expiring: number;
};

export function devisFigures(row: Awaited<ReturnType<typeof devisFiguresQuery>>[number] | undefined, now = new Date()): DevisFigures {
  const n = (value: unknown) => Number(value ?? 0);
  const sent = n(row?.decidedCount);
  const measured = n(row?.measuredCount);
  return {
    month: parisDay(now).slice(0, 7),
    sent: { count: n(row?.sentCount), htCents: n(row?.sentHtCents) },
    accepted: { count: n(row?.acceptedCount), htCents: n(row?.acceptedHtCents) },
    conversion: { rate: sent > 0 ? Math.round((n(row?.decidedAccepted) / sent) * 1000) / 10 : null, accepted: n(row?.decidedAccepted), sent },
    response: { averageHours: measured > 0 && row?.averageMs != null ? Math.round(Number(row.averageMs) / 360_000) / 10 : null, within48h: n(row?.within48h), measured },
    expiring: n(row?.expiring),
  };
}

/** The figures of « Devis » and of the dashboard. */
export async function getDevisFigures(db: Db, now = new Date()): Promise<DevisFigures> {
  const [row] = await devisFiguresQuery(db, now);
  return devisFigures(row, now);
}

// ---------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------

export type DevisFilter = "status" | "owner" | "month" | "dossier";

const ownerName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

function listWhere(query: Pick<ListQuery<DevisFilter>, "q" | "filters">, me: number, only?: Array<number>): SQL | undefined {
  const { status, owner, month } = query.filters;
  const bounds = month ? monthDays(month) : null;
  return and(
    textSearch([devis.number, devis.clientName, devis.clientCompany, devis.clientEmail, devis.siteCity, devis.estimateReference], query.q),
    devisStatuses.includes(status as DevisStatus) ? eq(devis.status, status as DevisStatus) : undefined,
    owner === "moi" ? eq(devis.ownerId, me) : /^\d+$/.test(owner ?? "") ? eq(devis.ownerId, Number(owner)) : undefined,
    bounds
      ? and(
          gte(sql`coalesce(${devis.sentAt}, ${devis.createdAt})`, parisMidnight(bounds[0]).getTime()),
          lt(sql`coalesce(${devis.sentAt}, ${devis.createdAt})`, parisMidnight(bounds[1]).getTime()),
        )
      : undefined,
    // An order book filter: the dossiers it keeps (order-book.server.ts).
    only ? inArray(devis.id, only) : undefined,
  );
}

function listColumns() {
  return {
    id: devis.id,
    number: devis.number,
    revision: devis.revision,
    status: devis.status,
    clientType: devis.clientType,
    clientName: devis.clientName,
    clientCompany: devis.clientCompany,
    clientEmail: devis.clientEmail,
    clientPhone: devis.clientPhone,
    siteCity: devis.siteCity,
    sitePostcode: devis.sitePostcode,
    projectNature: devis.projectNature,
    totalHtCents: devis.totalHtCents,
    tvaCents: devis.tvaCents,
    totalTtcCents: devis.totalTtcCents,
    estimateReference: devis.estimateReference,
    createdAt: devis.createdAt,
    sentAt: devis.sentAt,
    validUntil: devis.validUntil,
    answeredAt: devis.answeredAt,
    refusalReason: devis.refusalReason,
    ownerName: ownerName.as("owner_name"),
  };
}

export type DevisListRow = Awaited<ReturnType<typeof listDevis>>["page"]["rows"][number];

/** A page of the list, newest number first, with the owners the filter offers and the figures. */
export async function listDevis(db: Db, query: ListQuery<DevisFilter>, me: number, now = new Date(), only?: Array<number>) {
  const where = listWhere(query, me, only);
  const results = await batchByName(db, {
    rows: db
      .select(listColumns())
      .from(devis)
      .leftJoin(users, eq(users.id, devis.ownerId))
      .where(where)
      .orderBy(desc(devis.createdAt), desc(devis.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    total: db.select({ total: count() }).from(devis).where(where),
    owners: db
      .select({ id: users.id, name: ownerName.as("staff_name") })
      .from(users)
      .where(inArray(users.role, leadRoles()))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    figures: devisFiguresQuery(db, now),
  });
  const page: ListPage<(typeof results.rows)[number]> = listPage(results.rows, results.total[0]?.total ?? 0, query);
  return { page, owners: results.owners, figures: devisFigures(results.figures[0], now) };
}

/**
 * Every devis the list shows under its filters (search, status, owner, month and the order
 * book's `only` ids), as CSV: amounts as numbers a French spreadsheet adds (1200,50).
 */
export async function exportDevisCsv(db: Db, query: Pick<ListQuery<DevisFilter>, "q" | "filters">, me: number, now = new Date(), only?: Array<number>) {
  const rows = await db
    .select(listColumns())
    .from(devis)
    .leftJoin(users, eq(users.id, devis.ownerId))
    .where(listWhere(query, me, only))
    .orderBy(asc(devis.number), asc(devis.revision));
  const day = (value: string | null) => (value ? value.split("-").reverse().join("/") : "");
  const csv = toCsv(
    [
      "Numéro",
      "Indice",
      "Statut",
      "Responsable",
      "Type de client",
      "Client",
      "Société",
      "Email",
      "Téléphone",
      "Code postal du chantier",
      "Commune du chantier",
      "Nature du projet",
      "Estimation d'origine",
      "Créé le",
      "Envoyé le",
      "Valable jusqu'au",
      "Réponse le",
      "Raison du refus",
      "Total HT (€)",
      "TVA (€)",
      "Total TTC (€)",
    ],
    rows.map((r) => [
      r.number,
      indiceOf(r.revision),
      DEVIS_STATUS_LABELS[r.status],
      r.ownerName ?? "",
      CLIENT_TYPE_LABELS[r.clientType],
      r.clientName,
      r.clientCompany,
      r.clientEmail,
      r.clientPhone,
      r.sitePostcode,
      r.siteCity,
      natureLabel(r.projectNature),
      r.estimateReference ?? "",
      formatDateTime(r.createdAt),
      formatDateTime(r.sentAt),
      day(r.validUntil),
      formatDateTime(r.answeredAt),
      r.status === "refuse" ? refusalReasonLabel(r.refusalReason) : "",
      spreadsheetEuros(r.totalHtCents),
      spreadsheetEuros(r.tvaCents),
      spreadsheetEuros(r.totalTtcCents),
    ]),
  );
  return { filename: `devis-${parisDay(now)}.csv`, csv };
}
