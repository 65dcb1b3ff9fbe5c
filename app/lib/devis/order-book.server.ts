// The order book of « Devis » and of the dashboard: the open dossiers (accepted, deposit
// received, visit planned) with their start of work and promised delivery day, and the
// figures the firm runs them by: deposits awaited (count and €), visits in the next 7 days,
// reports due this week and late, cash received this month. The dates come from the dossier's
// date rules (dossier-dates.ts); the dossiers are few, so they are read once and computed here.
// docs/decisions/647-order-book.md
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis, devisAcceptances, devisInterventions, devisPayments } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { depositCents, dueState, type DueState, promisedDeliveryDay, startOfWork } from "./dossier-dates";
import { monthDays } from "./list.server";
import type { OrderBookFilter } from "./order-book";

/** The statuses of a dossier whose report is still to deliver. */
export const OPEN_DOSSIER_STATUSES = ["accepte", "acompte_recu", "intervention_prevue"] as const;
export const DEFAULT_DEPOSIT_PERCENT = 30;
const VISIT_DAYS = 7;

/** Sunday of the (Monday-first) week of `day`. */
export function endOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, weekday === 0 ? 0 : 7 - weekday);
}

export type OpenDossier = {
  id: number;
  number: string;
  status: (typeof OPEN_DOSSIER_STATUSES)[number];
  clientName: string;
  siteCity: string;
  depositDueCents: number;
  depositOn: string | null;
  start: string | null;
  promised: string | null;
  due: DueState | null;
  visitDay: string | null;
  visitWindow: "matin" | "apres_midi" | null;
};

/** The dossiers whose report is still to deliver, with their dates, computed for `today`. */
export async function openDossiers(db: Db, now = new Date()) {
  const today = parisDay(now);
  const month = monthDays(today.slice(0, 7));
  const currentVisit = (column: typeof devisInterventions.day | typeof devisInterventions.window) =>
    sql`(select ${column} from ${devisInterventions} where ${devisInterventions.devisId} = ${devis.id} order by ${devisInterventions.sequence} desc limit 1)`;
  const results = await batchByName(db, {
    rows: db
      .select({
        id: devis.id,
        number: devis.number,
        status: devis.status,
        clientType: devis.clientType,
        clientName: devis.clientName,
        siteCity: devis.siteCity,
        totalTtcCents: devis.totalTtcCents,
        depositDueCents: devis.depositDueCents,
        deliveryWeeks: devis.deliveryWeeks,
        acceptedAt: devisAcceptances.acceptedAt,
        withdrawalChoice: devisAcceptances.withdrawalChoice,
        answeredAt: devis.answeredAt,
        depositOn: sql<string | null>`(select ${devisPayments.paidOn} from ${devisPayments} where ${devisPayments.devisId} = ${devis.id} and ${devisPayments.kind} = 'acompte')`.as(
          "deposit_on",
        ),
        visitDay: sql<string | null>`${currentVisit(devisInterventions.day)}`.as("visit_day"),
        visitWindow: sql<"matin" | "apres_midi" | null>`${currentVisit(devisInterventions.window)}`.as("visit_window"),
      })
      .from(devis)
      .leftJoin(devisAcceptances, eq(devisAcceptances.devisId, devis.id))
      .where(inArray(devis.status, [...OPEN_DOSSIER_STATUSES])),
    // Cash received this month (Paris days): deposits and balances, refunds deducted.
    collected: db
      .select({
        cents: sql<number>`coalesce(sum(case when ${devisPayments.kind} = 'remboursement' then -${devisPayments.amountCents} else ${devisPayments.amountCents} end), 0)`.as(
          "cents",
        ),
      })
      .from(devisPayments)
      .where(month ? and(gte(devisPayments.paidOn, month[0]), lt(devisPayments.paidOn, month[1])) : sql`0`),
  });
  const dossiers: Array<OpenDossier> = results.rows.map((r) => {
    const acceptedOn = parisDay(r.acceptedAt ?? r.answeredAt ?? now);
    const start = startOfWork({ clientType: r.clientType, withdrawalChoice: r.withdrawalChoice ?? null, acceptedOn, depositOn: r.depositOn });
    const promised = promisedDeliveryDay(start, r.deliveryWeeks);
    return {
      id: r.id,
      number: r.number,
      status: r.status as OpenDossier["status"],
      clientName: r.clientName,
      siteCity: r.siteCity,
      depositDueCents: r.depositDueCents ?? depositCents(r.totalTtcCents, DEFAULT_DEPOSIT_PERCENT),
      depositOn: r.depositOn,
      start,
      promised,
      due: dueState(today, promised),
      visitDay: r.visitDay,
      visitWindow: r.visitWindow,
    };
  });
  return { today, dossiers, collectedCents: Number(results.collected[0]?.cents ?? 0) };
}

/** Which open dossiers a filter of the order book keeps. */
export function orderBookMatches(filter: OrderBookFilter, d: OpenDossier, today: string): boolean {
  switch (filter) {
    case "acompte":
      return d.status === "accepte";
    case "intervention":
      return d.visitDay !== null && d.visitDay >= today && d.visitDay < addDays(today, VISIT_DAYS);
    case "semaine":
      return d.promised !== null && d.promised >= today && d.promised <= endOfWeek(today);
    case "retard":
      return d.promised !== null && d.promised < today;
  }
}

export type OrderBookFigures = {
  depositsPending: { count: number; cents: number };
  visitsNext7Days: number;
  reportsDueThisWeek: number;
  reportsLate: number;
  collectedThisMonthCents: number;
};

export function orderBookFigures(book: Awaited<ReturnType<typeof openDossiers>>): OrderBookFigures {
  const { today, dossiers } = book;
  const pending = dossiers.filter((d) => orderBookMatches("acompte", d, today));
  return {
    depositsPending: { count: pending.length, cents: pending.reduce((sum, d) => sum + d.depositDueCents, 0) },
    visitsNext7Days: dossiers.filter((d) => orderBookMatches("intervention", d, today)).length,
    reportsDueThisWeek: dossiers.filter((d) => orderBookMatches("semaine", d, today)).length,
    reportsLate: dossiers.filter((d) => orderBookMatches("retard", d, today)).length,
    collectedThisMonthCents: book.collectedCents,
  };
}

/** The ids a filter keeps (the list's SQL reads them: `id in (…)`); never empty, so the SQL stays valid. */
export function orderBookIds(book: Awaited<ReturnType<typeof openDossiers>>, filter: OrderBookFilter): Array<number> {
  const ids = book.dossiers.filter((d) => orderBookMatches(filter, d, book.today)).map((d) => d.id);
  return ids.length > 0 ? ids : [-1];
}

/** The dashboard's week: the visits from today to Sunday, and the reports due this week or late. */
export async function weekOfDossiers(db: Db, now = new Date()) {
  const book = await openDossiers(db, now);
  const sunday = endOfWeek(book.today);
  const visits = book.dossiers
    .filter((d) => d.visitDay !== null && d.visitDay >= book.today && d.visitDay <= sunday)
    .sort((a, b) => `${a.visitDay}${a.visitWindow}`.localeCompare(`${b.visitDay}${b.visitWindow}`));
  const reports = book.dossiers
    .filter((d) => orderBookMatches("semaine", d, book.today) || orderBookMatches("retard", d, book.today))
    .sort((a, b) => (a.promised ?? "").localeCompare(b.promised ?? ""));
  return { today: book.today, visits, reports };
}
