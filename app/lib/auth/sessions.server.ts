import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffSessions } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import { createSessionToken, newSessionId, SESSION_TTL_SECONDS } from "./session.server";
import type { Actor } from "./actor";

/** A session unused for 4 hours expires (the absolute 12 h of the token stays). */
export const SESSION_IDLE_SECONDS = 4 * 60 * 60;
/** `last_seen_at` is written at most once per this interval per session, not on every request. */
export const LAST_SEEN_INTERVAL_SECONDS = 5 * 60;

/** Where and with what a session was started: the User-Agent and Cloudflare's `request.cf`. */
export type SessionOrigin = { userAgent: string | null; country: string | null; city: string | null };

export function sessionOrigin(request: Request): SessionOrigin {
  const cf = (request as Request & { cf?: { country?: unknown; city?: unknown } }).cf;
  const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null);
  return {
    userAgent: text(request.headers.get("user-agent"), 512),
    country: text(cf?.country, 8),
    city: text(cf?.city, 120),
  };
}

const NO_ORIGIN: SessionOrigin = { userAgent: null, country: null, city: null };

/** The staff_sessions row of a new sign-in (written by the caller, e.g. inside a batch). */
export function sessionRow(userId: number, now = new Date(), origin: SessionOrigin = NO_ORIGIN) {
  return {
    id: newSessionId(),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    ...origin,
  };
}

export function sessionInsert(db: Db, row: ReturnType<typeof sessionRow>) {
  return db.insert(staffSessions).values(row);
}

/** Stores a new session for the user and returns its signed token. */
export async function startSession(db: Db, secret: string, user: { id: number; sessionVersion: number }, now = new Date(), origin: SessionOrigin = NO_ORIGIN): Promise<string> {
  const row = sessionRow(user.id, now, origin);
  await sessionInsert(db, row);
  return createSessionToken(secret, { userId: user.id, sessionVersion: user.sessionVersion, sessionId: row.id }, now);
}

/** The moment before which a session's last activity makes it idle-expired. */
export function idleCutoff(now: Date) {
  return new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
}

/** SQL condition of a live session row: not past its absolute expiry, not idle for 4 h. */
export function liveSession(now: Date) {
  return and(gt(staffSessions.expiresAt, now), sql`coalesce(${staffSessions.lastSeenAt}, ${staffSessions.createdAt}) > ${idleCutoff(now).getTime()}`);
}

/** Whether a request should refresh `last_seen_at` (at most every few minutes). */
export function lastSeenIsStale(lastSeenAt: Date | null, createdAt: Date, now: Date) {
  return now.getTime() - (lastSeenAt ?? createdAt).getTime() >= LAST_SEEN_INTERVAL_SECONDS * 1000;
}

export function touchSession(db: Db, sessionId: string, now: Date) {
  return db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

/** The live sessions of one account, most recently used first. */
export function listOwnSessions(db: Db, userId: number, now = new Date()) {
  return db
    .select({
      id: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      userAgent: staffSessions.userAgent,
      country: staffSessions.country,
      city: staffSessions.city,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), liveSession(now)))
    .orderBy(desc(sql`coalesce(${staffSessions.lastSeenAt}, ${staffSessions.createdAt})`));
}

/** Déconnexion: the session's row goes, and with it every copy of its token. */
export async function endSession(db: Db, sessionId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/**
 * Ends one session of this account only (never the current one: that is « Déconnexion »);
 * returns whether a row went. Another account's session id deletes nothing and writes nothing.
 */
export async function endOwnSession(db: Db, actor: Actor, sessionId: string, currentSessionId: string | null) {
  if (sessionId === currentSessionId) return false;
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, actor.id)))
    .returning({ id: staffSessions.id });
  if (rows.length === 0) return false;
  await recordAudit(db, { action: "profile.session_end", actor, target: { type: "user", id: actor.id } });
  return true;
}

/** Ends every session of this account but the current one; returns how many went. */
export async function endOtherSessions(db: Db, actor: Actor, currentSessionId: string) {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, actor.id), ne(staffSessions.id, currentSessionId)))
    .returning({ id: staffSessions.id });
  await recordAudit(db, { action: "profile.sessions_end_others", actor, target: { type: "user", id: actor.id }, details: { count: rows.length } });
  return rows.length;
}

/** Rows of expired or idle sessions (the guard refuses them anyway); run by the cron. */
export function expiredSessionsDelete(db: Db, now = new Date()) {
  return db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), sql`coalesce(${staffSessions.lastSeenAt}, ${staffSessions.createdAt}) <= ${idleCutoff(now).getTime()}`))
    .returning({ id: staffSessions.id });
}
