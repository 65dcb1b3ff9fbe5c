import { SignJWT, UnsecuredJWT } from "jose";
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { users } from "~/db/schema";
import { verifyPassword } from "~/lib/auth/password.server";
import { SESSION_TTL_SECONDS, verifySessionToken } from "~/lib/auth/session.server";
import { startSession } from "~/lib/auth/sessions.server";
import { createStaff, currentSessionVersion, jwtSecret, randomIp, sessionCookieHeader, sessionToken, type TestStaff } from "../factories/staff";
import { db, request } from "../helpers";
import { updateUser, deleteUser, changeOwnPassword } from "~/lib/users/users.server";

const secret = () => new TextEncoder().encode(jwtSecret());

function sign(claims: Record<string, unknown>, options: { alg?: string; key?: Uint8Array; exp?: number | null; iss?: string; aud?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? "HS256" })
    .setIssuer(options.iss ?? "lutetia-geotechnique")
    .setAudience(options.aud ?? "lutetia-admin")
    .setIssuedAt(now);
  if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? now + 3600);
  return jwt.sign(options.key ?? secret());
}

async function expectSignedOut(cookieValue: string, path = "/admin/demandes") {
  const res = await request(path, { headers: { cookie: `lutetia_session=${cookieValue}` } });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  // The bad cookie is cleared on the way.
  expect(res.headers.getSetCookie().join("\n")).toContain("lutetia_session=; Path=/; Max-Age=0");
}

async function editorWithToken(): Promise<{ staff: TestStaff; token: string; jti: string }> {
  const staff = await createStaff("editor");
  const token = await sessionToken(staff);
  const claims = await verifySessionToken(jwtSecret(), token);
  return { staff, token, jti: claims?.sessionId ?? "" };
}

test("a valid token opens the admin", async () => {
  const { token } = await editorWithToken();
  const res = await request("/admin/demandes", { headers: { cookie: `lutetia_session=${token}` } });
  expect(res.status).toBe(200);
});

test("no cookie: the login page remembers where the visitor was going", async () => {
  const res = await request("/admin/users?page=2");
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fusers%3Fpage%3D2");
  expect(res.headers.getSetCookie()).toEqual([]);
});

test("a token whose payload was edited is treated as signed out", async () => {
  const { staff, token } = await editorWithToken();
  const other = await createStaff("super_admin");
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
  const forged = btoa(JSON.stringify({ ...claims, sub: String(other.id) }))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  expect(staff.id).not.toBe(other.id);
  await expectSignedOut(`${header}.${forged}.${signature}`);
});

test("an unsigned token (alg: none) is treated as signed out", async () => {
  const { staff, jti } = await editorWithToken();
  const token = new UnsecuredJWT({ ver: staff.sessionVersion })
    .setSubject(String(staff.id))
    .setJti(jti)
    .setIssuer("lutetia-geotechnique")
    .setAudience("lutetia-admin")
    .setIssuedAt()
    .setExpirationTime("1h")
    .encode();
  expect(await verifySessionToken(jwtSecret(), token)).toBeNull();
  await expectSignedOut(token);
});

test("a token signed with another key is treated as signed out", async () => {
  const { staff, jti } = await editorWithToken();
  const token = await sign({ sub: String(staff.id), ver: staff.sessionVersion, jti }, { key: new TextEncoder().encode("une-autre-cle-secrete-de-32-caracteres-au-moins") });
  await expectSignedOut(token);
});

test("a token with another algorithm than HS256 is treated as signed out", async () => {
  const { staff, jti } = await editorWithToken();
  const token = await sign({ sub: String(staff.id), ver: staff.sessionVersion, jti }, { alg: "HS512" });
  await expectSignedOut(token);
});

test("an expired token is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  const issued = new Date(Date.now() - (SESSION_TTL_SECONDS + 60) * 1000);
  const token = await startSession(db(), jwtSecret(), staff, issued);
  await expectSignedOut(token);
});

test("a token without exp is treated as signed out", async () => {
  const { staff, jti } = await editorWithToken();
  const token = await sign({ sub: String(staff.id), ver: staff.sessionVersion, jti }, { exp: null });
  expect(await verifySessionToken(jwtSecret(), token)).toBeNull();
  await expectSignedOut(token);
});

test("a token for another audience or issuer is treated as signed out", async () => {
  const { staff, jti } = await editorWithToken();
  await expectSignedOut(await sign({ sub: String(staff.id), ver: staff.sessionVersion, jti }, { aud: "autre-application" }));
  await expectSignedOut(await sign({ sub: String(staff.id), ver: staff.sessionVersion, jti }, { iss: "ailleurs" }));
});

test("garbage in the cookie is treated as signed out", async () => {
  await expectSignedOut("pas-un-jwt");
});

test("after a demotion the old token no longer carries the old privileges", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  const cookie = { cookie: `lutetia_session=${token}` };
  expect((await request("/admin/demandes", { headers: cookie })).status).toBe(200);

  const outcome = await updateUser(db(), admin, staff.id, 1, { firstName: "Prénom", lastName: "editor", role: "author" });
  expect(outcome.ok).toBe(true);
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion + 1);

  await expectSignedOut(token);
  // Signing in again gives the new role only.
  const fresh = await sessionCookieHeader({ id: staff.id, sessionVersion: staff.sessionVersion + 1 });
  const denied = await request("/admin/demandes", { headers: { cookie: fresh } });
  expect(denied.status).toBe(302);
  expect(denied.headers.get("location")).toBe("/admin/access-denied");
});

test("a super admin cannot set another person's password: a password posted with the edit is ignored", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  const res = await request(`/admin/users?dialog=edit&id=${staff.id}`, {
    method: "POST",
    headers: { cookie: await sessionCookieHeader(admin) },
    body: new URLSearchParams({ intent: "update", id: String(staff.id), version: "1", firstName: "Prénom", lastName: "editor", role: "editor", password: "choisi-par-un-autre" }),
  });
  expect(res.status).toBe(302);
  const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, staff.id));
  expect(await verifyPassword(staff.password, row.hash)).toBe(true);
  expect(await verifyPassword("choisi-par-un-autre", row.hash)).toBe(false);
  expect((await request("/admin/demandes", { headers: { cookie: `lutetia_session=${token}` } })).status).toBe(200);
});

test("a name change alone keeps existing sessions", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  await updateUser(db(), admin, staff.id, 1, { firstName: "Nouveau", lastName: "Nom", role: "editor" });
  const res = await request("/admin/demandes", { headers: { cookie: `lutetia_session=${token}` } });
  expect(res.status).toBe(200);
});

test("changing one's own password signs out the other sessions and keeps this one", async () => {
  const { staff, token } = await editorWithToken();
  const res = await request("/admin/profile", {
    method: "POST",
    headers: { cookie: `lutetia_session=${token}` },
    body: new URLSearchParams({ intent: "password", currentPassword: staff.password, newPassword: "un-tout-nouveau-mdp", confirmPassword: "un-tout-nouveau-mdp" }),
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/profile?ok=password");
  const renewed = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("lutetia_session="))
    ?.split(";")[0];
  expect(renewed).toBeTruthy();
  await expectSignedOut(token);
  expect((await request("/admin/profile", { headers: { cookie: renewed! } })).status).toBe(200);
});

test("changing one's password requires the current password", async () => {
  const { staff, token } = await editorWithToken();
  const res = await request("/admin/profile", {
    method: "POST",
    headers: { cookie: `lutetia_session=${token}` },
    body: new URLSearchParams({ intent: "password", currentPassword: "pas-le-bon", newPassword: "un-tout-nouveau-mdp", confirmPassword: "un-tout-nouveau-mdp" }),
  });
  expect(res.status).toBe(400);
  expect(await res.text()).toContain("Le mot de passe actuel est incorrect");
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);
  const outcome = await changeOwnPassword({ db: db(), limiter: env.LOGIN_LIMITER }, staff, { currentPassword: staff.password, newPassword: "encore-un-autre" });
  expect(outcome.ok).toBe(true);
});

test("a deleted account is signed out on its next request", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  expect(await deleteUser(db(), admin, staff.id)).toEqual({ ok: true });
  await expectSignedOut(token);
});

async function signInForCookie(staff: TestStaff) {
  const res = await request("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: staff.email, password: staff.password }),
    headers: { "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(302);
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("lutetia_session="))
      ?.split(";")[0] ?? ""
  );
}

test("after Déconnexion a copy of the token is refused; the account's other sessions go on", async () => {
  const staff = await createStaff("editor");
  const copied = await signInForCookie(staff);
  const otherBrowser = await signInForCookie(staff);
  expect((await request("/admin/demandes", { headers: { cookie: copied } })).status).toBe(200);

  const logout = await request("/admin/logout", { method: "POST", headers: { cookie: copied } });
  expect(logout.status).toBe(302);

  const replay = await request("/admin/demandes", { headers: { cookie: copied } });
  expect(replay.status).toBe(302);
  expect(replay.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/demandes")}`);
  const action = await request("/admin/demandes/emails", { method: "POST", headers: { cookie: copied }, body: new URLSearchParams({ intent: "resend", id: "1" }) });
  expect(action.status).toBe(302);
  expect(action.headers.get("location")).toMatch(/^\/admin\/login/);
  expect((await request("/admin/demandes", { headers: { cookie: otherBrowser } })).status).toBe(200);
});

test("signing in stores one session row per browser, and Déconnexion deletes it", async () => {
  const staff = await createStaff("author");
  const cookie = await signInForCookie(staff);
  const claims = await verifySessionToken(jwtSecret(), cookie.split("=")[1]);
  const row = await env.DB.prepare("select user_id, expires_at, created_at from staff_sessions where id = ?")
    .bind(claims?.sessionId)
    .first<{ user_id: number; expires_at: number; created_at: number }>();
  expect(row?.user_id).toBe(staff.id);
  expect(row!.expires_at - row!.created_at).toBe(SESSION_TTL_SECONDS * 1000);
  await request("/admin/logout", { method: "POST", headers: { cookie } });
  expect(await env.DB.prepare("select count(*) as n from staff_sessions where id = ?").bind(claims?.sessionId).first("n")).toBe(0);
});

test("a well-signed token naming no stored session is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  await expectSignedOut(await sign({ sub: String(staff.id), ver: staff.sessionVersion, jti: "AAAAAAAAAAAAAAAAAAAAAA" }));
});

test("a well-signed token without a session id is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  await expectSignedOut(await sign({ sub: String(staff.id), ver: staff.sessionVersion }));
});

test("a token whose session row has expired is treated as signed out", async () => {
  const { token, jti } = await editorWithToken();
  await env.DB.prepare("update staff_sessions set expires_at = ? where id = ?")
    .bind(Date.now() - 1000, jti)
    .run();
  await expectSignedOut(token);
});

test("a session of one account cannot be used with another account's id", async () => {
  const { jti } = await editorWithToken();
  const other = await createStaff("super_admin");
  await expectSignedOut(await sign({ sub: String(other.id), ver: other.sessionVersion, jti }));
});
