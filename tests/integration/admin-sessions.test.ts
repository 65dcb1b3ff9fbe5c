// Sessions a staff member can see and end (docs/decisions/704): Mon Profil → « Sessions actives ».
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox, staffSessions } from "~/db/schema";
import { NEW_SIGN_IN_EMAIL_TYPE } from "~/lib/auth/browsers.server";
import { verifySessionToken } from "~/lib/auth/session.server";
import { expiredSessionsDelete, LAST_SEEN_INTERVAL_SECONDS, SESSION_IDLE_SECONDS, startSession } from "~/lib/auth/sessions.server";
import { PROFILE_MESSAGES } from "~/lib/users/schema";
import { createStaff, jwtSecret, randomIp, type TestStaff } from "../factories/staff";
import { db, request } from "../helpers";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A session started at `at` (the injected clock), with its cookie and row id. */
async function session(staff: TestStaff, at = new Date(), origin = { userAgent: null as string | null, country: null as string | null, city: null as string | null }) {
  const token = await startSession(db(), jwtSecret(), staff, at, origin);
  const id = (await verifySessionToken(jwtSecret(), token))?.sessionId ?? "";
  return { id, cookie: `lutetia_session=${token}` };
}

async function row(id: string) {
  const [found] = await db().select().from(staffSessions).where(eq(staffSessions.id, id));
  return found ?? null;
}

async function signedIn(cookie: string) {
  const res = await request("/admin/profile", { headers: { cookie } });
  await res.text();
  return res.status === 200;
}

function post(cookie: string, form: Record<string, string>) {
  return request("/admin/profile", { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
}

async function journal(staff: TestStaff) {
  const { results } = await env.DB.prepare("select action, target_id, details from audit_log where actor_id = ? and action like 'profile.session%' order by id")
    .bind(staff.id)
    .all<{ action: string; target_id: string; details: string | null }>();
  return results;
}

test("the list shows only the account's own sessions, with browser, place and « Cette session »", async () => {
  const staff = await createStaff("contributor");
  const current = await session(staff, new Date(), { userAgent: IPHONE, country: "FR", city: "Lyon" });
  await session(staff, new Date(Date.now() - HOUR), { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", country: null, city: null });
  const stranger = await createStaff("contributor");
  await session(stranger, new Date(), {
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
    country: "BE",
    city: "Liège",
  });

  const res = await request("/admin/profile", { headers: { cookie: current.cookie } });
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("&#x27;", "'");
  expect(html).toContain("Sessions actives");
  expect(html).toContain("Safari sur iPhone");
  expect(html).toContain("Lyon, France");
  expect(html).toContain("Firefox sur Linux");
  expect(html).toContain("Lieu inconnu");
  expect(html.match(/Cette session/g)).toHaveLength(1);
  expect(html).toContain("Déconnecter toutes les autres sessions");
  // The other account's session is not there.
  expect(html).not.toContain("Edge sur Windows");
  expect(html).not.toContain("Liège");
});

test("the login action records the browser of the new session", async () => {
  const staff = await createStaff("author");
  const res = await request("/admin/login", {
    method: "POST",
    headers: { "user-agent": IPHONE, "cf-connecting-ip": randomIp() },
    body: new URLSearchParams({ email: staff.email, password: staff.password }),
  });
  expect(res.status).toBe(302);
  const token = /lutetia_session=([^;]+)/.exec(res.headers.getSetCookie().join("\n"))?.[1] ?? "";
  const id = (await verifySessionToken(jwtSecret(), token))?.sessionId ?? "";
  expect((await row(id))?.userAgent).toBe(IPHONE);
});

test("« Déconnecter » ends one other session: a copy of its cookie is then refused, the current one goes on, the Journal says so", async () => {
  const staff = await createStaff("author");
  const current = await session(staff);
  const other = await session(staff);
  const res = await post(current.cookie, { intent: "end-session", sessionId: other.id });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/profile?ok=session");
  expect(await row(other.id)).toBeNull();
  expect(await signedIn(other.cookie)).toBe(false);
  expect(await signedIn(current.cookie)).toBe(true);
  expect(await journal(staff)).toEqual([{ action: "profile.session_end", target_id: String(staff.id), details: null }]);
});

test("« Déconnecter toutes les autres sessions » keeps the current one only", async () => {
  const staff = await createStaff("editor");
  const current = await session(staff);
  const others = [await session(staff), await session(staff)];
  const stranger = await createStaff("editor");
  const strangers = await session(stranger);

  const res = await post(current.cookie, { intent: "end-other-sessions" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/profile?ok=sessions");
  for (const other of others) expect(await signedIn(other.cookie)).toBe(false);
  expect(await signedIn(current.cookie)).toBe(true);
  // Another account's sessions are not touched.
  expect(await signedIn(strangers.cookie)).toBe(true);
  expect(await journal(staff)).toEqual([{ action: "profile.sessions_end_others", target_id: String(staff.id), details: JSON.stringify({ count: 2 }) }]);
});

test("another account's session id is refused in French and changes nothing", async () => {
  const staff = await createStaff("super_admin");
  const current = await session(staff);
  const victim = await createStaff("contributor");
  const theirs = await session(victim);

  const res = await post(current.cookie, { intent: "end-session", sessionId: theirs.id });
  expect(res.status).toBe(400);
  expect((await res.text()).replaceAll("&#x27;", "'")).toContain(PROFILE_MESSAGES.sessionNotFound);
  expect(await row(theirs.id)).not.toBeNull();
  expect(await signedIn(theirs.cookie)).toBe(true);
  expect(await journal(staff)).toEqual([]);
});

test("a malformed session id or the current session's own id is refused and changes nothing", async () => {
  const staff = await createStaff("author");
  const current = await session(staff);
  for (const sessionId of ["", "pas-un-identifiant", current.id]) {
    const res = await post(current.cookie, { intent: "end-session", sessionId });
    expect(res.status).toBe(400);
    await res.text();
  }
  expect(await signedIn(current.cookie)).toBe(true);
  expect(await journal(staff)).toEqual([]);
});

test("a session unused for 4 hours expires; activity keeps it alive until the absolute 12 h", async () => {
  const staff = await createStaff("editor");
  const now = Date.now();

  // Started (and last seen) 4 h 01 ago: idle, refused, though its token is valid for 8 h more.
  const idle = await session(staff, new Date(now - SESSION_IDLE_SECONDS * 1000 - MINUTE));
  expect(await signedIn(idle.cookie)).toBe(false);

  // Started 3 h 59 ago: still alive, and this request records the activity.
  const quiet = await session(staff, new Date(now - SESSION_IDLE_SECONDS * 1000 + MINUTE));
  expect(await signedIn(quiet.cookie)).toBe(true);
  expect((await row(quiet.id))?.lastSeenAt?.getTime()).toBeGreaterThanOrEqual(now);

  // Started 11 h 59 ago, used a minute ago: alive. Started 12 h 01 ago, used a minute ago: refused.
  const busy = await session(staff, new Date(now - 12 * HOUR + MINUTE));
  await db()
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now - MINUTE) })
    .where(eq(staffSessions.id, busy.id));
  expect(await signedIn(busy.cookie)).toBe(true);
  const old = await session(staff, new Date(now - 12 * HOUR - MINUTE));
  await db()
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now - MINUTE) })
    .where(eq(staffSessions.id, old.id));
  expect(await signedIn(old.cookie)).toBe(false);

  // The idle session is not listed, and the cron deletes its row.
  const html = await (await request("/admin/profile", { headers: { cookie: busy.cookie } })).text();
  expect(html).not.toContain(idle.id);
  await expiredSessionsDelete(db());
  expect(await row(idle.id)).toBeNull();
  expect(await row(busy.id)).not.toBeNull();
});

test("« last seen » is written at most once every few minutes, not on every request", async () => {
  const staff = await createStaff("contributor");
  const started = new Date(Date.now() - (LAST_SEEN_INTERVAL_SECONDS * 1000) / 2);
  const fresh = await session(staff, started);
  expect(await signedIn(fresh.cookie)).toBe(true);
  expect((await row(fresh.id))?.lastSeenAt?.getTime()).toBe(started.getTime());
});

// « Nouvelle connexion à votre compte »: the first sign-in from a browser the account has not
// used before (decision 705).
function login(staff: TestStaff, init: { browser?: string | null; userAgent?: string; cf?: { country: string; city: string } } = {}) {
  const headers: Record<string, string> = { "cf-connecting-ip": randomIp(), "user-agent": init.userAgent ?? IPHONE };
  if (init.browser) headers.cookie = `lutetia_browser=${init.browser}`;
  return request("/admin/login", { method: "POST", headers, body: new URLSearchParams({ email: staff.email, password: staff.password }) });
}

function browserOf(res: Response) {
  return /lutetia_browser=([A-Za-z0-9_-]{22});/.exec(res.headers.getSetCookie().join("\n"))?.[1] ?? null;
}

async function newSignInMails(staff: TestStaff) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, NEW_SIGN_IN_EMAIL_TYPE), eq(emailOutbox.relatedId, staff.id)));
}

test("a sign-in from a browser the account has not used before sends « Nouvelle connexion à votre compte »; a known browser does not", async () => {
  const staff = await createStaff("editor");
  // The account's first browser: recorded, nothing to compare with, no e-mail.
  const first = await login(staff);
  expect(first.status).toBe(302);
  const known = browserOf(first);
  expect(known).not.toBeNull();
  expect(await newSignInMails(staff)).toHaveLength(0);

  // The same browser again: no e-mail, same browser id.
  const again = await login(staff, { browser: known });
  expect(again.status).toBe(302);
  expect(browserOf(again)).toBe(known);
  expect(await newSignInMails(staff)).toHaveLength(0);

  // Another browser (no cookie): one e-mail with the time, the browser and a link to the sessions.
  const other = await login(staff, { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" });
  expect(other.status).toBe(302);
  expect(browserOf(other)).not.toBe(known);
  const [mail, ...more] = await newSignInMails(staff);
  expect(more).toHaveLength(0);
  expect(mail.subject).toContain("Nouvelle connexion à votre compte");
  expect(mail.to).toEqual([{ email: staff.email }]);
  expect(mail.text).toContain("Firefox sur Linux");
  expect(mail.text).toMatch(/le \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
  expect(mail.text).toContain("/admin/profile");

  // A browser cookie another account set (a shared computer) is new to this account too.
  const colleague = await createStaff("author");
  const colleagueFirst = browserOf(await login(colleague));
  await login(colleague, { browser: known });
  expect(await newSignInMails(colleague)).toHaveLength(1);
  expect(colleagueFirst).not.toBeNull();
});

test("a failed sign-in from a new browser sends nothing and records no browser", async () => {
  const staff = await createStaff("author");
  await login(staff);
  const res = await request("/admin/login", {
    method: "POST",
    headers: { "cf-connecting-ip": randomIp(), "user-agent": IPHONE },
    body: new URLSearchParams({ email: staff.email, password: "pas-le-bon" }),
  });
  expect(res.status).toBe(401);
  expect(browserOf(res)).toBeNull();
  expect(await newSignInMails(staff)).toHaveLength(0);
  const { results } = await env.DB.prepare("select count(*) as n from staff_browsers where user_id = ?").bind(staff.id).all<{ n: number }>();
  expect(results[0].n).toBe(1);
});
