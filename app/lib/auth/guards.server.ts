// Server guards. EVERY admin loader and action calls one of them; the user is loaded
// once per request (cached on the request's context), in one query that also checks
// the session version and that the token's session row still exists (not signed out,
// not expired).
import { and, eq } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/get-db.server";
import type { Db } from "~/db/client.server";
import { staffSessions, users } from "~/db/schema";
import { getCloudflare } from "~/lib/context";
import { type AdminRouteKey, hasRole, permissionMinimum, type Permission, type Role, routeMinimum, type SessionUser } from "./permissions";
import { loginPath } from "./redirect";
import { clearedSessionCookie, readSessionToken, verifySessionToken } from "./session.server";
import { sessionAccountColumns } from "./session-account.server";
import { lastSeenIsStale, liveSession, touchSession } from "./sessions.server";

export type { SessionUser };

type SessionState = { user: SessionUser | null; hadToken: boolean; sessionId: string | null };

const perRequest = new WeakMap<object, Promise<SessionState>>();

function sessionUserQuery(db: Db, id: number, sessionId: string, now: Date) {
  return db
    .select({
      ...sessionAccountColumns,
      sessionCreatedAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(users)
    .innerJoin(staffSessions, and(eq(staffSessions.userId, users.id), eq(staffSessions.id, sessionId), liveSession(now)))
    .where(eq(users.id, id))
    .limit(1);
}

async function resolveSession(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionState> {
  const token = readSessionToken(request);
  if (!token) return { user: null, hadToken: false, sessionId: null };
  const claims = await verifySessionToken(getCloudflare(context).env.JWT_SECRET, token);
  if (!claims) return { user: null, hadToken: true, sessionId: null };
  const { db, load } = getDb(context);
  const now = new Date();
  const [rows] = await load([sessionUserQuery(db, claims.userId, claims.sessionId, now)]);
  const row = rows[0];
  if (!row || row.sessionVersion !== claims.sessionVersion) return { user: null, hadToken: true, sessionId: claims.sessionId };
  // Idle expiry (4 h) needs the last activity: one small write every few minutes, not per request.
  if (lastSeenIsStale(row.lastSeenAt, row.sessionCreatedAt, now)) await touchSession(db, claims.sessionId, now);
  const { sessionVersion: _version, sessionCreatedAt: _created, lastSeenAt: _seen, ...user } = row;
  return { user, hadToken: true, sessionId: claims.sessionId };
}

function session(request: Request, context: Readonly<RouterContextProvider>) {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = resolveSession(request, context);
    perRequest.set(context, pending);
  }
  return pending;
}

/** The signed-in staff member, or null. */
export async function getOptionalUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  return (await session(request, context)).user;
}

/** The id of the session named by the request's (authentic) token, signed in or not. */
export async function getSessionId(request: Request, context: Readonly<RouterContextProvider>): Promise<string | null> {
  return (await session(request, context)).sessionId;
}

/** The path of the page asked for (never the `.data` URL of a client navigation). */
function originPath(request: Request) {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/** The signed-in user; otherwise a redirect to the login page that remembers the origin. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const state = await session(request, context);
  if (state.user) return state.user;
  const headers = new Headers();
  if (state.hadToken) headers.append("Set-Cookie", clearedSessionCookie(request));
  throw redirect(loginPath(originPath(request)), { headers });
}

/** The signed-in user with at least `minimumRole`; otherwise login or /admin/access-denied. */
export async function requireRole(request: Request, context: Readonly<RouterContextProvider>, minimumRole: Role): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!hasRole(user.role, minimumRole)) throw redirect("/admin/access-denied");
  return user;
}

export async function requirePermission(request: Request, context: Readonly<RouterContextProvider>, permission: Permission): Promise<SessionUser> {
  return requireRole(request, context, permissionMinimum(permission));
}

/**
 * The action of a read-only admin screen: the POST is still checked against the
 * route's minimum role (an anonymous or under-privileged caller is redirected like
 * on GET), then refused with 405.
 */
export function readOnlyAction(route: AdminRouteKey) {
  return async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    await requireRole(request, context, routeMinimum(route));
    return new Response("Méthode non autorisée", { status: 405, headers: { Allow: "GET, HEAD" } });
  };
}
