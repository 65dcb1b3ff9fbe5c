import { SignJWT, UnsecuredJWT } from "jose";
import { expect, test } from "vitest";
import { createSessionToken, SESSION_TTL_SECONDS, verifySessionToken } from "~/lib/auth/session.server";
import { createStaff, currentSessionVersion, jwtSecret, sessionCookieHeader, type TestStaff } from "../factories/staff";
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

async function editorWithToken(): Promise<{ staff: TestStaff; token: string }> {
  const staff = await createStaff("editor");
  const token = await createSessionToken(jwtSecret(), { userId: staff.id, sessionVersion: staff.sessionVersion });
  return { staff, token };
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
  const forged = btoa(JSON.stringify({ ...claims, sub: String(other.id) })).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  expect(staff.id).not.toBe(other.id);
  await expectSignedOut(`${header}.${forged}.${signature}`);
});

test("an unsigned token (alg: none) is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  const token = new UnsecuredJWT({ ver: staff.sessionVersion })
    .setSubject(String(staff.id))
    .setIssuer("lutetia-geotechnique")
    .setAudience("lutetia-admin")
    .setIssuedAt()
    .setExpirationTime("1h")
    .encode();
  expect(await verifySessionToken(jwtSecret(), token)).toBeNull();
  await expectSignedOut(token);
});

test("a token signed with another key is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  const token = await sign({ sub: String(staff.id), ver: staff.sessionVersion }, { key: new TextEncoder().encode("une-autre-cle-secrete-de-32-caracteres-au-moins") });
  await expectSignedOut(token);
});

test("a token with another algorithm than HS256 is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  const token = await sign({ sub: String(staff.id), ver: staff.sessionVersion }, { alg: "HS512" });
  await expectSignedOut(token);
});

test("an expired token is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  const issued = new Date(Date.now() - (SESSION_TTL_SECONDS + 60) * 1000);
  const token = await createSessionToken(jwtSecret(), { userId: staff.id, sessionVersion: staff.sessionVersion }, issued);
  await expectSignedOut(token);
});

test("a token without exp is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  const token = await sign({ sub: String(staff.id), ver: staff.sessionVersion }, { exp: null });
  expect(await verifySessionToken(jwtSecret(), token)).toBeNull();
  await expectSignedOut(token);
});

test("a token for another audience or issuer is treated as signed out", async () => {
  const { staff } = await editorWithToken();
  await expectSignedOut(await sign({ sub: String(staff.id), ver: staff.sessionVersion }, { aud: "autre-application" }));
  await expectSignedOut(await sign({ sub: String(staff.id), ver: staff.sessionVersion }, { iss: "ailleurs" }));
});

test("garbage in the cookie is treated as signed out", async () => {
  await expectSignedOut("pas-un-jwt");
});

test("after a demotion the old token no longer carries the old privileges", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  const cookie = { cookie: `lutetia_session=${token}` };
  expect((await request("/admin/demandes", { headers: cookie })).status).toBe(200);

  const outcome = await updateUser(db(), admin, { id: staff.id, firstName: "Prénom", lastName: "editor", role: "author" });
  expect(outcome.ok).toBe(true);
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion + 1);

  await expectSignedOut(token);
  // Signing in again gives the new role only.
  const fresh = await sessionCookieHeader({ id: staff.id, sessionVersion: staff.sessionVersion + 1 });
  const denied = await request("/admin/demandes", { headers: { cookie: fresh } });
  expect(denied.status).toBe(302);
  expect(denied.headers.get("location")).toBe("/admin/access-denied");
});

test("after a password change by a super admin the old token is signed out", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  await updateUser(db(), admin, { id: staff.id, firstName: "Prénom", lastName: "editor", role: "editor", password: "nouveau-mot-de-passe" });
  await expectSignedOut(token);
});

test("a name change alone keeps existing sessions", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  await updateUser(db(), admin, { id: staff.id, firstName: "Nouveau", lastName: "Nom", role: "editor" });
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
  const renewed = res.headers.getSetCookie().find((c) => c.startsWith("lutetia_session="))?.split(";")[0];
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
  const outcome = await changeOwnPassword(db(), staff, { currentPassword: staff.password, newPassword: "encore-un-autre" });
  expect(outcome.ok).toBe(true);
});

test("a deleted account is signed out on its next request", async () => {
  const admin = await createStaff("super_admin");
  const { staff, token } = await editorWithToken();
  expect(await deleteUser(db(), admin, staff.id)).toEqual({ ok: true });
  await expectSignedOut(token);
});
