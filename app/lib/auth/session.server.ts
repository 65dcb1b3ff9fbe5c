// Staff sessions: a JWT (jose, HS256) in an HttpOnly, SameSite=Lax cookie. The token
// carries the user id and the user's session version; the guard compares the version
// with the row in D1 on every request, so a password or role change, or a deletion,
// signs out every existing token.
import { jwtVerify, SignJWT } from "jose";
import { isLocalhost } from "~/lib/http/security.server";

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = "lutetia-geotechnique";
const AUDIENCE = "lutetia-admin";
const ALGORITHM = "HS256";
const COOKIE_BASE_NAME = "lutetia_session";

export type SessionClaims = { userId: number; sessionVersion: number };

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function createSessionToken(secret: string, claims: SessionClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
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
      requiredClaims: ["exp", "iat", "sub", "ver"],
    });
    const userId = Number(payload.sub);
    const sessionVersion = payload.ver;
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof sessionVersion !== "number" || !Number.isSafeInteger(sessionVersion)) return null;
    return { userId, sessionVersion };
  } catch {
    return null;
  }
}

/** Secure everywhere but on localhost; the __Host- prefix pins it to this host and path. */
function cookieSettings(request: Request) {
  const secure = !isLocalhost(new URL(request.url));
  return { secure, name: secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME };
}

export function sessionCookieName(request: Request) {
  return cookieSettings(request).name;
}

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const name = sessionCookieName(request);
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value === "" ? null : value;
    }
  }
  return null;
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
