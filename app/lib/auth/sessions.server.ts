import { eq, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffSessions } from "~/db/schema";
import { createSessionToken, newSessionId, SESSION_TTL_SECONDS } from "./session.server";

/** The staff_sessions row of a new sign-in (written by the caller, e.g. inside a batch). */
export function sessionRow(userId: number, now = new Date()) {
  return { id: newSessionId(), userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) };
}

export function sessionInsert(db: Db, row: ReturnType<typeof sessionRow>) {
  return db.insert(staffSessions).values(row);
}

/** Stores a new session for the user and returns its signed token. */
export async function startSession(
  db: Db,
  secret: string,
  user: { id: number; sessionVersion: number },
  now = new Date(),
): Promise<string> {
  const row = sessionRow(user.id, now);
  await sessionInsert(db, row);
  return createSessionToken(secret, { userId: user.id, sessionVersion: user.sessionVersion, sessionId: row.id }, now);
}

/** Déconnexion: the session's row goes, and with it every copy of its token. */
export async function endSession(db: Db, sessionId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Rows of expired sessions (their tokens are refused by `exp` anyway); run by the cron. */
export function expiredSessionsDelete(db: Db, now = new Date()) {
  return db.delete(staffSessions).where(lt(staffSessions.expiresAt, now)).returning({ id: staffSessions.id });
}
