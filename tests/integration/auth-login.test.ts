import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { PBKDF2_ITERATIONS } from "~/lib/auth/password.server";
import { safeRedirect } from "~/lib/auth/redirect";
import { createStaff, randomIp, sessionCookieHeader, uniqueEmail } from "../factories/staff";
import { request } from "../helpers";

function login(fields: Record<string, string>, options: { ip?: string; base?: string; headers?: Record<string, string> } = {}) {
  return request(`${options.base ?? ""}/admin/login${fields.redirectTo ? `?redirectTo=${encodeURIComponent(fields.redirectTo)}` : ""}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "cf-connecting-ip": options.ip ?? randomIp(), ...options.headers },
  });
}

function sessionFrom(res: Response) {
  return res.headers.getSetCookie().find((c) => c.includes("lutetia_session="));
}

test("PBKDF2 stays at the 100 000 iterations Workers accepts", () => {
  expect(PBKDF2_ITERATIONS).toBe(100_000);
});

test("the login page renders its form, noindex, with security headers and a fresh nonce per response", async () => {
  const first = await request("/admin/login");
  const second = await request("/admin/login");
  const html = await first.text();
  await second.text();
  expect(first.status).toBe(200);
  expect(html).toContain('name="robots" content="noindex, nofollow"');
  expect(html).toContain("Se connecter");
  expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  for (const res of [first, second]) {
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  }
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const csp = first.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/frame-src https:\/\/www\.openstreetmap\.org/);
  expect(nonceOf(first)).toBeTruthy();
  expect(nonceOf(first)).not.toBe(nonceOf(second));
  expect(html).toContain(`nonce="${nonceOf(first)}"`);
});

test("HSTS is sent outside localhost only", async () => {
  const remote = await request("https://www.lutetia-geotechnique.test/admin/login");
  await remote.text();
  expect(remote.headers.get("strict-transport-security")).toContain("max-age=");
  const local = await request("/admin/login");
  await local.text();
  expect(local.headers.get("strict-transport-security")).toBeNull();
});

test("signing in sets an HttpOnly SameSite=Lax cookie and returns to the page asked for", async () => {
  const staff = await createStaff("editor");
  const res = await login({ email: staff.email.toUpperCase(), password: staff.password, redirectTo: "/admin/demandes?status=nouveau" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/demandes?status=nouveau");
  const cookie = sessionFrom(res) ?? "";
  expect(cookie).toMatch(/^lutetia_session=[\w-]+\.[\w-]+\.[\w-]+;/);
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  expect(cookie).toContain("Path=/");
  expect(cookie).not.toContain("Secure");

  const page = await request("/admin/demandes", { headers: { cookie: cookie.split(";")[0] } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(staff.email);
});

test("outside localhost the cookie is Secure with the __Host- prefix", async () => {
  const staff = await createStaff("author");
  const res = await login(
    { email: staff.email, password: staff.password },
    { base: "https://www.lutetia-geotechnique.test", headers: { origin: "https://www.lutetia-geotechnique.test" } },
  );
  expect(res.status).toBe(302);
  const cookie = sessionFrom(res) ?? "";
  expect(cookie).toMatch(/^__Host-lutetia_session=/);
  expect(cookie).toContain("; Secure");
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  expect(cookie).toContain("Path=/");
  expect(cookie).not.toContain("Domain=");
});

test.each([
  ["//evil.com", "/admin"],
  ["https://evil.com/admin", "/admin"],
  ["/\\evil.com", "/admin"],
  ["javascript:alert(1)", "/admin"],
  ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ["/admin/users?page=2", "/admin/users?page=2"],
])("the return path %s after sign-in becomes %s", async (redirectTo, expected) => {
  expect(safeRedirect(redirectTo)).toBe(expected);
  // An editor: super admins must enrol a second factor first by default (decision 706).
  const staff = await createStaff("editor");
  const res = await login({ email: staff.email, password: staff.password, redirectTo });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(expected);
});

test("an unknown e-mail and a wrong password get the same answer", async () => {
  const staff = await createStaff("editor");
  const unknown = uniqueEmail("inconnu");
  const wrong = await login({ email: staff.email, password: "pas-le-bon-mot-de-passe" });
  const missing = await login({ email: unknown, password: "pas-le-bon-mot-de-passe" });
  expect(wrong.status).toBe(401);
  expect(missing.status).toBe(401);
  // Same page but for the e-mail typed and the per-response CSP nonce.
  const normalise = async (res: Response, email: string) => {
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    return (await res.text()).replaceAll(email, "EMAIL").replaceAll(nonce, "NONCE");
  };
  const [a, b] = [await normalise(wrong, staff.email), await normalise(missing, unknown)];
  expect(a).toContain("Identifiants incorrects. Vérifiez votre email et mot de passe.");
  expect(a).toBe(b);
  expect(a).not.toContain("pas-le-bon-mot-de-passe");
  expect(sessionFrom(wrong)).toBeUndefined();
  expect(wrong.headers.get("content-type")).toBe(missing.headers.get("content-type"));
});

test("the login form answers with the specification's validation messages", async () => {
  const res = await login({ email: "pas-un-email", password: "" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Email invalide");
  expect(html).toContain("Mot de passe requis");
});

test("login attempts are limited per e-mail (429 with a French message)", async () => {
  const staff = await createStaff("editor");
  // The limiter counts in fixed 60 s windows: a window may end during the loop, so
  // the 429 is expected after at least 10 refused attempts, within two windows.
  const statuses = await attemptsUntilLimited((i) => login({ email: staff.email, password: `faux-${i}` }, { ip: randomIp() }));
  expect(statuses.length).toBeGreaterThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Even the right password is refused while the limit holds.
  const blocked = await login({ email: staff.email, password: staff.password });
  expect(blocked.status).toBe(429);
  expect(await blocked.text()).toContain("Trop de tentatives de connexion");
  expect(sessionFrom(blocked)).toBeUndefined();
});

test("login attempts are limited per IP across e-mails", async () => {
  const ip = randomIp();
  const statuses = await attemptsUntilLimited(() => login({ email: uniqueEmail("spray"), password: "motdepasse" }, { ip }));
  expect(statuses.length).toBeGreaterThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

async function attemptsUntilLimited(attempt: (i: number) => Promise<Response>) {
  const statuses: Array<number> = [];
  for (let i = 0; i < 22 && statuses.at(-1) !== 429; i++) {
    const res = await attempt(i);
    statuses.push(res.status);
    await res.text();
  }
  return statuses;
}

test("sign-in success and failure are written to the audit log", async () => {
  const staff = await createStaff("author");
  await (await login({ email: staff.email, password: "mauvais-mot-de-passe" })).text();
  await login({ email: staff.email, password: staff.password });
  const { results } = await env.DB.prepare("select action, actor_id, actor_email from audit_log where actor_email = ? order by id").bind(staff.email).all();
  expect(results).toEqual([
    { action: "auth.sign_in_failed", actor_id: null, actor_email: staff.email },
    { action: "auth.sign_in", actor_id: staff.id, actor_email: staff.email },
  ]);
  const row = await env.DB.prepare("select last_sign_in_at from users where id = ?").bind(staff.id).first<{ last_sign_in_at: number }>();
  expect(row?.last_sign_in_at).toBeGreaterThan(0);
});

test("Déconnexion (POST) clears the cookie; a GET changes nothing", async () => {
  const staff = await createStaff("contributor");
  const cookie = await sessionCookieHeader(staff);
  const get = await request("/admin/logout", { headers: { cookie } });
  expect(get.status).toBe(302);
  expect(get.headers.get("location")).toBe("/admin");
  expect(sessionFrom(get)).toBeUndefined();

  const post = await request("/admin/logout", { method: "POST", headers: { cookie } });
  expect(post.status).toBe(302);
  expect(post.headers.get("location")).toBe("/admin/login");
  expect(sessionFrom(post)).toMatch(/^lutetia_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
  const audit = await env.DB.prepare("select action from audit_log where actor_id = ? order by id desc limit 1").bind(staff.id).first();
  expect(audit).toEqual({ action: "auth.sign_out" });
});

test.each([
  ["a UI route", "/admin/login"],
  ["a resource route", "/admin/logout"],
])("a cross-origin POST to %s is refused", async (_kind, path) => {
  // The Worker refuses it before React Router runs: a plain 403, nothing logged.
  const staff = await createStaff("editor");
  const cookie = await sessionCookieHeader(staff);
  const attempts: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
  for (const headers of attempts) {
    const res = await request(path, {
      method: "POST",
      body: new URLSearchParams({ email: staff.email, password: staff.password }),
      headers: { cookie, "cf-connecting-ip": randomIp(), ...headers },
    });
    expect(res.status).toBe(403);
    expect(sessionFrom(res)).toBeUndefined();
    await res.text();
  }
  const audit = await env.DB.prepare("select count(*) as n from audit_log where actor_email = ?").bind(staff.email).first<{ n: number }>();
  expect(audit?.n).toBe(0);

  const sameOrigin = await request(path, {
    method: "POST",
    body: new URLSearchParams({ email: staff.email, password: staff.password }),
    headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin", "cf-connecting-ip": randomIp() },
  });
  expect(sameOrigin.status).toBe(302);
});
