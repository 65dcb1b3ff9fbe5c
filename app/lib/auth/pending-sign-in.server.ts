// Between the password step and the code step (or the enrolment a policy requires) the
// browser holds only this: a 5-minute JWT with its own audience and its own cookie. It is
// not a session: the session guard verifies the session audience and reads the session
// cookie, so no admin route but the code step and the enrolment step accepts it
// (docs/decisions/706-two-factor-sign-in.md). Its `jti` names a staff_pending_sign_ins row
// that the first success marks used: a copy of the token opens nothing afterwards
// (docs/decisions/714-single-use-pending-sign-in.md).
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { staffPendingSignIns } from "~/db/schema";
import { browserCookie } from "~/lib/auth/browsers.server";
import { createSessionToken, newSessionId, SESSION_ID_PATTERN, sessionCookie } from "~/lib/auth/session.server";
import { readCookie } from "~/lib/http/cookies";
import { isLocalhost } from "~/lib/http/security.server";

export const PENDING_TTL_SECONDS = 5 * 60;
const ISSUER = "lutetia-geotechnique";
const AUDIENCE = "lutetia-admin-second-factor";
const ALGORITHM = "HS256";
const COOKIE_BASE = "lutetia_2fa";

/** code: the account has 2FA, a code is asked; enrol: the policy requires 2FA and the account has none yet. */
export type PendingPurpose = "code" | "enrol";
export type PendingClaims = { pendingId: string; userId: number; sessionVersion: number; purpose: PendingPurpose; redirectTo: string };

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

/** Signs a pending token for an existing record (`issuePendingToken` writes the record first). */
export async function createPendingToken(secret: string, claims: PendingClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.sessionVersion, pur: claims.purpose, to: claims.redirectTo })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setJti(claims.pendingId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_TTL_SECONDS)
    .sign(key(secret));
}

/** Stores the record of a new pending sign-in, then signs its token (5 minutes, single use). */
export async function issuePendingToken(db: Db, secret: string, claims: Omit<PendingClaims, "pendingId">, now = new Date()): Promise<string> {
  const pendingId = newSessionId();
  await db.insert(staffPendingSignIns).values({
    id: pendingId,
    userId: claims.userId,
    purpose: claims.purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_TTL_SECONDS * 1000),
  });
  return createPendingToken(secret, { ...claims, pendingId }, now);
}

/** SQL condition of the live, unused record a pending token names. */
export function livePendingSignIn(claims: Pick<PendingClaims, "pendingId" | "userId" | "purpose">, now: Date) {
  return and(
    eq(staffPendingSignIns.id, claims.pendingId),
    eq(staffPendingSignIns.userId, claims.userId),
    eq(staffPendingSignIns.purpose, claims.purpose),
    isNull(staffPendingSignIns.usedAt),
    gt(staffPendingSignIns.expiresAt, now),
  );
}

/** Marks the record used; false when another request used it first (or it expired meanwhile). */
export async function consumePendingSignIn(db: Db, claims: Pick<PendingClaims, "pendingId" | "userId" | "purpose">, now = new Date()): Promise<boolean> {
  const rows = await db.update(staffPendingSignIns).set({ usedAt: now }).where(livePendingSignIn(claims, now)).returning({ id: staffPendingSignIns.id });
  return rows.length === 1;
}

/** The claims of a valid, unexpired pending token of `purpose`, or null. */
export async function verifyPendingToken(secret: string, token: string, purpose: PendingPurpose, now = new Date()): Promise<PendingClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "iat", "sub", "ver", "pur", "jti"],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof payload.ver !== "number" || payload.pur !== purpose) return null;
    if (typeof payload.jti !== "string" || !SESSION_ID_PATTERN.test(payload.jti)) return null;
    const redirectTo = typeof payload.to === "string" ? payload.to : "/admin";
    return { pendingId: payload.jti, userId, sessionVersion: payload.ver, purpose, redirectTo };
  } catch {
    return null;
  }
}

function cookieSettings(request: Request) {
  const secure = !isLocalhost(new URL(request.url));
  return { secure, name: secure ? `__Host-${COOKIE_BASE}` : COOKIE_BASE };
}

export function readPendingToken(request: Request): string | null {
  return readCookie(request, cookieSettings(request).name);
}

function serialize(request: Request, value: string, maxAge: number) {
  const { name, secure } = cookieSettings(request);
  return [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

export function pendingCookie(request: Request, token: string) {
  return serialize(request, token, PENDING_TTL_SECONDS);
}

export function clearedPendingCookie(request: Request) {
  return serialize(request, "", 0);
}

/** The claims of the request's pending token for `purpose`, or null (none, expired, forged, other purpose). */
export async function pendingClaimsOf(request: Request, secret: string, purpose: PendingPurpose): Promise<PendingClaims | null> {
  const token = readPendingToken(request);
  return token ? verifyPendingToken(secret, token, purpose) : null;
}

/** No valid pending token: back to the password step, the stale cookie cleared. */
export function backToPasswordStep(request: Request) {
  return redirect("/admin/login?connexion=expiree", { headers: { "Set-Cookie": clearedPendingCookie(request) } });
}

/**
 * The cookies of a completed sign-in (password alone, or password then code): the session,
 * the browser's id (new-browser e-mail), and the pending token cleared.
 */
export async function signedInHeaders(
  request: Request,
  secret: string,
  signedIn: { user: { id: number }; sessionVersion: number; session: { id: string }; browserId: string },
): Promise<Headers> {
  const token = await createSessionToken(secret, { userId: signedIn.user.id, sessionVersion: signedIn.sessionVersion, sessionId: signedIn.session.id });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, token));
  headers.append("Set-Cookie", browserCookie(request, signedIn.browserId));
  headers.append("Set-Cookie", clearedPendingCookie(request));
  return headers;
}

/** Records of pending sign-ins past their 5 minutes (used or not): refused anyway, deleted by the daily cron. */
export function expiredPendingSignInsDelete(db: Db, now = new Date()) {
  return db.delete(staffPendingSignIns).where(lt(staffPendingSignIns.expiresAt, now)).returning({ id: staffPendingSignIns.id });
}
