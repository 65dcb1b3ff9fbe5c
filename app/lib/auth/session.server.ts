// Staff sessions: a JWT (jose, HS256) in an HttpOnly, SameSite=Lax cookie. The token
// carries the user id, the user's session version and the id of its staff_sessions row
// (`jti`); the guard checks both against D1 on every request, so a password or role
// change, a deletion (version) or a Déconnexion (row deleted) signs the token out.
import { jwtVerify, SignJWT } from "jose";
import { readCookie, SESSION_COOKIE_BASE } from "~/lib/http/cookies";
import { isLocalhost } from "~/lib/http/security.server";

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = "lutetia-geotechnique";
const AUDIENCE = "lutetia-admin";
const ALGORITHM = "HS256";

export type SessionClaims = { userId: number; sessionVersion: number; sessionId: string };

/** 128 random bits, base64url (22 characters): a staff_sessions id and the token's jti. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function createSessionToken(secret: string, claims: SessionClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid token, or null (bad signature, other algorithm, expired, no exp…). */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "iat", "sub", "ver", "jti"],
    });
    const userId = Number(payload.sub);
    const sessionVersion = payload.ver;
    const sessionId = payload.jti;
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof sessionVersion !== "number" || !Number.isSafeInteger(sessionVersion)) return null;
    if (typeof sessionId !== "string" || !SESSION_ID_PATTERN.test(sessionId)) return null;
    return { userId, sessionVersion, sessionId };
  } catch {
    return null;
  }
}

/** Secure everywhere but on localhost; the __Host- prefix pins it to this host and path. */
function cookieSettings(request: Request) {
  const secure = !isLocalhost(new URL(request.url));
  return { secure, name: secure ? `__Host-${SESSION_COOKIE_BASE}` : SESSION_COOKIE_BASE };
}

export function sessionCookieName(request: Request) {
  return cookieSettings(request).name;
}

export function readSessionToken(request: Request): string | null {
  return readCookie(request, sessionCookieName(request));
}

function serialize(request: Request, value: string, maxAge: number) {
  const { name, secure } = cookieSettings(request);
  return [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

export function sessionCookie(request: Request, token: string) {
  return serialize(request, token, SESSION_TTL_SECONDS);
}

export function clearedSessionCookie(request: Request) {
  return serialize(request, "", 0);
}
