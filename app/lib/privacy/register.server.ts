// The register of personal data requests (RGPD art. 12, 15–17, 21): what was asked, when,
// the one-month deadline, how the identity was checked, when it was acknowledged, what was
// done (counts only), and the answer sent — a request is « Traitée » only once the answer
// e-mail is written (docs/decisions/345). After REGISTER_FULL_RETENTION_YEARS the address,
// phone, identity check and answer text give way to the address's hash.
import { batchByName } from "~/db/batch.server";
import { and, asc, count, desc, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { type PrivacyRequestType, privacyRequests, users } from "~/db/schema";
import { listPage } from "~/lib/admin/list";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { addDays, parisDay } from "~/lib/dates";
import { emailHash, normaliseEmail } from "./hash.server";
import { REGISTER_FULL_RETENTION_YEARS, REQUEST_ANSWER_MONTHS, REQUEST_WARNING_DAYS } from "./retention";

export const REGISTER_PAGE_SIZE = 20;

/** A YYYY-MM-DD day plus whole months; the 31st of a shorter month is its last day (31/01 → 28/02). */
export function addMonthsToDay(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** The day an answer is due: one month after receipt, in Paris (RGPD art. 12.3). */
export function dueDayOf(receivedAt: Date): string {
  return addMonthsToDay(parisDay(receivedAt), REQUEST_ANSWER_MONTHS);
}

export type NewRequest = {
  type: PrivacyRequestType;
  email: string;
  phone?: string | null;
  receivedAt: Date;
  source: "staff" | "link";
  /** How the identity was checked (a request entered by hand: docs/decisions/344). */
  identityCheck?: string | null;
};

/**
 * The row of a request (its hash computed here). Not a statement: an async function that
 * returned a Drizzle query would run it (a thenable is awaited).
 */
export async function requestValues(actor: Actor | null, input: NewRequest): Promise<typeof privacyRequests.$inferInsert> {
  const email = normaliseEmail(input.email);
  return {
    type: input.type,
    source: input.source,
    email,
    phone: input.phone?.trim() || null,
    emailHash: await emailHash(email),
    receivedAt: input.receivedAt,
    dueOn: dueDayOf(input.receivedAt),
    identityCheck: input.identityCheck?.trim() || null,
    createdBy: actor?.id ?? null,
  };
}

/** Records a request and journals it (the type and id, never the address). */
export async function recordRequest(db: Db, actor: Actor | null, input: NewRequest): Promise<number> {
  const values = await requestValues(actor, input);
  const {
    request: [row],
  } = await batchByName(db, {
    request: db.insert(privacyRequests).values(values).returning({ id: privacyRequests.id }),
    audit: auditInsert(db, {
      action: input.source === "link" ? "privacy.request_link" : "privacy.request_create",
      actor,
      target: { type: "privacy_request", id: sql`(select max(${privacyRequests.id}) from ${privacyRequests})` },
      details: { type: input.type },
    }),
  });
  return row.id;
}

/** The oldest open request of this type from this person, if any. */
export async function openRequest(db: Db, email: string, type: PrivacyRequestType) {
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.emailHash, await emailHash(email)), eq(privacyRequests.type, type), isNull(privacyRequests.answeredAt)))
    .orderBy(asc(privacyRequests.receivedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The open request of this type from this person whose identity is verified: sent through the
 * personal link (tied to the address it was sent to), or recorded by hand with how the identity
 * was checked (docs/decisions/344). Its id, or null: export and erasure wait for it.
 */
export async function verifiedRequest(db: Db, email: string, type: PrivacyRequestType): Promise<number | null> {
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.emailHash, await emailHash(email)),
        eq(privacyRequests.type, type),
        isNull(privacyRequests.answeredAt),
        or(eq(privacyRequests.source, "link"), isNotNull(privacyRequests.identityCheck)),
      ),
    )
    .orderBy(asc(privacyRequests.receivedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The open request an action answers: the one recorded for it, or a new one received now. */
export async function requestToAnswer(db: Db, actor: Actor, email: string, type: PrivacyRequestType, now = new Date()): Promise<number> {
  return (await openRequest(db, email, type)) ?? (await recordRequest(db, actor, { type, email, receivedAt: now, source: "staff" }));
}

/**
 * Records what was done for a request (export, rectification, erasure) in the batch that does
 * it. The request stays open: it is « Traitée » once the answer is sent (answer.server.ts).
 */
export function actedStatement(db: Db, id: number, input: { handledBy: number | null; outcome: string; now: Date }) {
  return db
    .update(privacyRequests)
    .set({ actedAt: input.now, outcome: input.outcome.slice(0, 2000), handledBy: input.handledBy, updatedAt: input.now })
    .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.answeredAt)))
    .returning({ id: privacyRequests.id });
}

/** One request of the register, as the answer and the screen read it. */
export async function getRequest(db: Db, id: number) {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return row ?? null;
}

const handler = alias(users, "handler");

/** The register, newest first, with who answered. */
export async function listRegister(db: Db, query: { page: number; open: boolean }) {
  const where = query.open ? isNull(privacyRequests.answeredAt) : undefined;
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({
        id: privacyRequests.id,
        type: privacyRequests.type,
        source: privacyRequests.source,
        email: privacyRequests.email,
        phone: privacyRequests.phone,
        receivedAt: privacyRequests.receivedAt,
        dueOn: privacyRequests.dueOn,
        answeredAt: privacyRequests.answeredAt,
        actedAt: privacyRequests.actedAt,
        acknowledgedAt: privacyRequests.acknowledgedAt,
        answerKind: privacyRequests.answerKind,
        identityCheck: privacyRequests.identityCheck,
        outcome: privacyRequests.outcome,
        reducedAt: privacyRequests.reducedAt,
        handledByName: sql<string | null>`nullif(trim(coalesce(${handler.firstName}, '') || ' ' || coalesce(${handler.lastName}, '')), '')`.as("handled_by_name"),
        handledByEmail: sql<string | null>`${handler.email}`.as("handled_by_email"),
      })
      .from(privacyRequests)
      .leftJoin(handler, eq(handler.id, privacyRequests.handledBy))
      .where(where)
      .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id))
      .limit(REGISTER_PAGE_SIZE)
      .offset((query.page - 1) * REGISTER_PAGE_SIZE),
    totals: db.select({ total: count() }).from(privacyRequests).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, { page: query.page, pageSize: REGISTER_PAGE_SIZE });
}

/** Open requests due within REQUEST_WARNING_DAYS (overdue included), the soonest first: the dashboard's line. */
export function dueSoonQuery(db: Db, now = new Date()) {
  const limit = addDays(parisDay(now), REQUEST_WARNING_DAYS);
  return db
    .select({ total: count(), first: sql<string | null>`min(${privacyRequests.dueOn})`.as("first_due") })
    .from(privacyRequests)
    .where(and(isNull(privacyRequests.answeredAt), lte(privacyRequests.dueOn, limit)));
}

export async function requestsDueSoon(db: Db, now = new Date()) {
  const [row] = await dueSoonQuery(db, now);
  return { total: row?.total ?? 0, firstDue: row?.first ?? null };
}

/** Open requests shown at most on the dashboard and in the digest (the register lists them all). */
export const PENDING_LIST_LIMIT = 20;

export type PendingRequest = {
  id: number;
  type: PrivacyRequestType;
  source: "staff" | "link";
  receivedAt: Date;
  dueOn: string;
  acted: boolean;
  /** Whole days until the deadline (Paris days); negative once it has passed. */
  daysLeft: number;
  overdue: boolean;
};

/** Every open request, the soonest deadline first, with its days left (docs/decisions/346): the dashboard's panel and the digest. */
export async function pendingRequests(db: Db, now = new Date()): Promise<{ total: number; overdue: number; rows: Array<PendingRequest> }> {
  const today = parisDay(now);
  const open = isNull(privacyRequests.answeredAt);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select({
        id: privacyRequests.id,
        type: privacyRequests.type,
        source: privacyRequests.source,
        receivedAt: privacyRequests.receivedAt,
        dueOn: privacyRequests.dueOn,
        actedAt: privacyRequests.actedAt,
      })
      .from(privacyRequests)
      .where(open)
      .orderBy(asc(privacyRequests.dueOn), asc(privacyRequests.id))
      .limit(PENDING_LIST_LIMIT),
    totals: db
      .select({ total: count(), overdue: sql<number>`coalesce(sum(case when ${privacyRequests.dueOn} < ${today} then 1 else 0 end), 0)`.as("overdue") })
      .from(privacyRequests)
      .where(open),
  });
  const dayMs = (day: string) => Date.parse(`${day}T12:00:00Z`);
  return {
    total: totals[0]?.total ?? 0,
    overdue: Number(totals[0]?.overdue ?? 0),
    rows: rows.map(({ actedAt, ...row }) => {
      const daysLeft = Math.round((dayMs(row.dueOn) - dayMs(today)) / 86400_000);
      return { ...row, acted: actedAt !== null, daysLeft, overdue: daysLeft < 0 };
    }),
  };
}

/**
 * The daily cron: requests received more than REGISTER_FULL_RETENTION_YEARS ago keep only
 * the address's hash (an open one too: it is long overdue, and the hash still ties it to the person).
 */
export async function reduceRegister(db: Db, now = new Date()) {
  const limit = new Date(now.getTime() - REGISTER_FULL_RETENTION_YEARS * 365.25 * 86400_000);
  const rows = await db
    .update(privacyRequests)
    .set({ email: null, phone: null, identityCheck: null, answerText: null, reducedAt: now, updatedAt: now })
    .where(and(lt(privacyRequests.receivedAt, limit), isNotNull(privacyRequests.email)))
    .returning({ id: privacyRequests.id });
  return rows.length;
}
