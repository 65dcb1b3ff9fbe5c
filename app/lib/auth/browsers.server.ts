// Browsers an account has signed in from: a long-lived random cookie names the
// browser; its SHA-256 is stored per account. The first sign-in from a browser the account
// has not used before sends « Nouvelle connexion à votre compte » (docs/decisions/705).
import { count, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffBrowsers } from "~/db/schema";
import { readCookie } from "~/lib/http/cookies";
import { isLocalhost } from "~/lib/http/security.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { newSessionId, SESSION_ID_PATTERN } from "./session.server";
import type { SessionOrigin } from "./sessions.server";
import { browserLabel, placeLabel } from "./user-agent";
import { BROWSER_RETENTION_DAYS } from "~/lib/privacy/retention";
import { sha256Hex } from "../sha256.server";

export const NEW_SIGN_IN_EMAIL_TYPE = "new-sign-in" as const;
const BROWSER_COOKIE_BASE = "lutetia_browser";
// A browser unused for BROWSER_RETENTION_DAYS (180) is forgotten by the daily purge
// (docs/decisions/713): the next sign-in from it counts as new and sends « Nouvelle connexion
// à votre compte ». The constant lives with the other retention periods (docs/decisions/340).
export { BROWSER_RETENTION_DAYS };
/** 400 days: the longest lifetime browsers accept. */
const BROWSER_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

function cookieSettings(request: Request) {
  const secure = !isLocalhost(new URL(request.url));
  return { secure, name: secure ? `__Host-${BROWSER_COOKIE_BASE}` : BROWSER_COOKIE_BASE };
}

/** The browser id the request carries (22 base64url characters), or null. */
export function readBrowserId(request: Request): string | null {
  const value = readCookie(request, cookieSettings(request).name);
  return value && SESSION_ID_PATTERN.test(value) ? value : null;
}

export function browserCookie(request: Request, browserId: string) {
  const { name, secure } = cookieSettings(request);
  return [`${name}=${browserId}`, "Path=/", `Max-Age=${BROWSER_COOKIE_MAX_AGE}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

/**
 * Where this sign-in's browser stands for the account: its id (the cookie's, or a new one),
 * the upsert that records it, and whether it is new to an account that already knows others
 * (the very first browser of an account is recorded silently: nothing to compare with).
 */
export async function browserCheck(db: Db, userId: number, browserId: string | null, now: Date) {
  const id = browserId ?? newSessionId();
  const hash = await sha256Hex(id);
  const [known] = await db
    .select({ total: count(), mine: sql<number>`coalesce(sum(${staffBrowsers.browserHash} = ${hash}), 0)` })
    .from(staffBrowsers)
    .where(eq(staffBrowsers.userId, userId));
  const upsert = db
    .insert(staffBrowsers)
    .values({ userId, browserHash: hash, createdAt: now, lastSignInAt: now })
    .onConflictDoUpdate({ target: [staffBrowsers.userId, staffBrowsers.browserHash], set: { lastSignInAt: now } });
  return { browserId: id, upsert, isNew: (known?.total ?? 0) > 0 && Number(known?.mine ?? 0) === 0 };
}

/** The rows of browsers no sign-in has used for BROWSER_RETENTION_DAYS; run by the daily cron. */
export function staleBrowsersDelete(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - BROWSER_RETENTION_DAYS * 86400_000);
  return db.delete(staffBrowsers).where(lt(staffBrowsers.lastSignInAt, cutoff)).returning({ id: staffBrowsers.id });
}

/** « Nouvelle connexion à votre compte »: the time, browser and place, and a link to the sessions. */
export function newSignInEmail(settings: Settings, origin: string, account: { id: number; email: string }, from: SessionOrigin, now: Date) {
  const when = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(now);
  const place = placeLabel(from.city, from.country) ?? "lieu inconnu";
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: "Bonjour,",
    title: "Nouvelle connexion à votre compte",
    blocks: [
      {
        kind: "paragraph",
        text: `Une connexion à votre compte d'administration ${settings.general.site_name} a eu lieu le ${when} depuis un navigateur que vous n'aviez pas encore utilisé : ${browserLabel(from.userAgent)} (${place}).`,
      },
      { kind: "button", label: "Voir mes sessions actives", href: `${origin}/admin/profile` },
      {
        kind: "note",
        text: "Si c'est vous, il n'y a rien à faire. Sinon, déconnectez cette session depuis « Sessions actives », changez votre mot de passe et prévenez votre administrateur.",
      },
    ],
  });
  return {
    type: NEW_SIGN_IN_EMAIL_TYPE,
    to: [{ email: account.email }],
    subject: `Nouvelle connexion à votre compte – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "user", id: account.id },
  };
}
