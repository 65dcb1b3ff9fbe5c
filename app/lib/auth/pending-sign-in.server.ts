// Between the password step and the code step (or the enrolment a policy requires) the
// browser holds only this: a 5-minute JWT with its own audience and its own cookie. It is
// not a session: the session guard verifies the session audience and reads the session
// cookie, so no admin route but the code step and the enrolment step accepts it
// (docs/decisions/706-two-factor-sign-in.md).
import { jwtVerify, SignJWT } from "jose";
import { redirect } from "react-router";
import { browserCookie } from "~/lib/auth/browsers.server";
import { createSessionToken, sessionCookie } from "~/lib/auth/session.server";
import { readCookie } from "~/lib/http/cookies";
import { isLocalhost } from "~/lib/http/security.server";

export const PENDING_TTL_SECONDS = 5 * 60;
const ISSUER = "lutetia-geotechnique";
const AUDIENCE = "lutetia-admin-second-factor";
const ALGORITHM = "HS256";
const COOKIE_BASE = "lutetia_2fa";

/** code: the account has 2FA, a code is asked; enrol: the policy requires 2FA and the account has none yet. */
export type PendingPurpose = "code" | "enrol";
export type PendingClaims = { userId: number; sessionVersion: number; purpose: PendingPurpose; redirectTo: string };

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function createPendingToken(secret: string, claims: PendingClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.sessionVersion, pur: claims.purpose, to: claims.redirectTo })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_TTL_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired pending token of `purpose`, or null. */
export async function verifyPendingToken(secret: string, token: string, purpose: PendingPurpose, now = new Date()): Promise<PendingClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "iat", "sub", "ver", "pur"],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof payload.ver !== "number" || payload.pur !== purpose) return null;
    const redirectTo = typeof payload.to === "string" ? payload.to : "/admin";
    return { userId, sessionVersion: payload.ver, purpose, redirectTo };
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
