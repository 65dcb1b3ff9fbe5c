// Two-factor sign-in of staff accounts (docs/decisions/706): TOTP, the code step, the
// pending token between the two steps, recovery codes, the policy, disabling and reset.
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { emailOutbox, staffRecoveryCodes, staffTwoFactor } from "~/db/schema";
import { createPendingToken, issuePendingToken, PENDING_TTL_SECONDS } from "~/lib/auth/pending-sign-in.server";
import { newSessionId } from "~/lib/auth/session.server";
import { ADMIN_ROUTES, type AdminRouteKey } from "~/lib/auth/permissions";
import { loginPath } from "~/lib/auth/redirect";
import { base32Decode, base32Encode, hotp, otpauthUri, totp, totpStep } from "~/lib/auth/totp";
import { TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { confirmEnrolment, decryptTotpSecret, startEnrolment, TWO_FACTOR_FAILURES_PER_HOUR, verifySecondFactor } from "~/lib/auth/two-factor.server";
import { requestPasswordReset } from "~/lib/auth/reset.server";
import { inviteUser } from "~/lib/users/invitations.server";
import { createStaff, jwtSecret, randomIp, sessionCookieHeader, type TestStaff, uniqueEmail } from "../factories/staff";
import { db, request } from "../helpers";

const STEP_MS = 30_000;
const ORIGIN = "https://www.lutetia-geotechnique.test";

/** What the code check needs: D1, the key of the secrets, and the outbox's queue for the lock e-mail. */
const factorDeps = () => ({ db: db(), jwtSecret: jwtSecret(), queue: env.MAIL_QUEUE, origin: ORIGIN });

async function setPolicy(value: "none" | "super_admin" | "all") {
  await env.DB.prepare("insert into settings (section, key, value) values ('security', 'two_factor_required', ?) on conflict (section, key) do update set value = excluded.value")
    .bind(value)
    .run();
}

afterEach(async () => {
  await env.DB.prepare("delete from settings where section = 'security'").run();
});

/** Enrols the account as the profile screen does, 3 steps in the past (so the current code is fresh). */
async function enrolled(role: TestStaff["role"] = "editor") {
  const staff = await createStaff(role);
  const enrolment = await startEnrolment(db(), jwtSecret(), staff);
  if (!enrolment) throw new Error("déjà activée");
  const secret = base32Decode(enrolment.secret)!;
  const then = new Date(Date.now() - 3 * STEP_MS);
  const confirmed = await confirmEnrolment(db(), jwtSecret(), staff, { code: await totp(secret, then) }, then);
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { staff, secret, recoveryCodes: confirmed.recoveryCodes };
}

function login(staff: TestStaff, ip = randomIp()) {
  return request("/admin/login", { method: "POST", body: new URLSearchParams({ email: staff.email, password: staff.password }), headers: { "cf-connecting-ip": ip } });
}

function cookieOf(res: Response, name: string) {
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0] ?? null
  );
}

/** The password step of an enrolled account: the pending cookie, and no session. */
async function passwordStep(staff: TestStaff) {
  const res = await login(staff);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/connexion/code");
  expect(cookieOf(res, "lutetia_session")).toBeNull();
  const pending = cookieOf(res, "lutetia_2fa");
  expect(pending).toMatch(/^lutetia_2fa=ey/);
  return pending!;
}

function codeStep(pending: string, fields: Record<string, string>, ip = randomIp()) {
  return request("/admin/connexion/code", { method: "POST", body: new URLSearchParams(fields), headers: { cookie: pending, "cf-connecting-ip": ip } });
}

async function journal(userId: number, action: string) {
  return (await env.DB.prepare("select count(*) as n from audit_log where action = ? and target_id = ?").bind(action, String(userId)).first<{ n: number }>())?.n ?? 0;
}

const ascii = (text: string) => new TextEncoder().encode(text);

test("HOTP/TOTP match the RFC 6238 SHA-1 test vectors (8 digits) and their 6-digit truncation", async () => {
  const secret = ascii("12345678901234567890");
  const vectors: Array<[number, string]> = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
  ];
  for (const [seconds, code] of vectors) {
    expect(await totp(secret, new Date(seconds * 1000), 8), String(seconds)).toBe(code);
    expect(await totp(secret, new Date(seconds * 1000)), String(seconds)).toBe(code.slice(2));
  }
  // RFC 4226 appendix D, counter 0 and 9.
  expect(await hotp(secret, 0)).toBe("755224");
  expect(await hotp(secret, 9)).toBe("520489");
});

test("secrets are 160 random bits in base32, in the otpauth URI the QR code carries", async () => {
  const staff = await createStaff("author");
  const enrolment = await startEnrolment(db(), jwtSecret(), staff);
  expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(base32Decode(enrolment!.secret)).toHaveLength(20);
  expect(base32Encode(base32Decode(enrolment!.secret)!)).toBe(enrolment!.secret);
  expect(enrolment!.uri).toBe(`otpauth://totp/Lutetia%20G%C3%A9otechnique:${staff.email}?secret=${enrolment!.secret}&issuer=Lutetia%20G%C3%A9otechnique`);
  expect(otpauthUri("a@b.fr", "ABC")).toBe("otpauth://totp/Lutetia%20G%C3%A9otechnique:a@b.fr?secret=ABC&issuer=Lutetia%20G%C3%A9otechnique");
  // uqr runs in workerd: a real QR matrix.
  expect(enrolment!.qr.size).toBeGreaterThan(21);
  expect(enrolment!.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  // A reload keeps the secret the app was given.
  expect((await startEnrolment(db(), jwtSecret(), staff))?.secret).toBe(enrolment!.secret);
});

test("the secret is encrypted at rest with a key derived from JWT_SECRET", async () => {
  const { staff, secret } = await enrolled();
  const [row] = await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
  expect(row.secretCiphertext).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
  expect(row.secretCiphertext).not.toContain(base32Encode(secret));
  expect(await decryptTotpSecret(jwtSecret(), row.secretCiphertext)).toEqual(secret);
  expect(await decryptTotpSecret("un-autre-secret-jwt-de-plus-de-32-caracteres", row.secretCiphertext)).toBeNull();
});

test("codes of the previous and next step are accepted, two steps away refused (injected clock)", async () => {
  const now = new Date();
  for (const [offset, accepted] of [
    [-2, false],
    [2, false],
    [-1, true],
    [1, true],
  ] as const) {
    const { staff, secret } = await enrolled();
    const code = await hotp(secret, totpStep(now) + offset);
    const result = await verifySecondFactor(factorDeps(), staff, { code }, now);
    expect(result.ok, `pas ${offset}`).toBe(accepted);
  }
});

test("a code is accepted once: the same code again, or an older one, is refused", async () => {
  const { staff, secret } = await enrolled();
  const now = new Date();
  const code = await totp(secret, now);
  expect((await verifySecondFactor(factorDeps(), staff, { code }, now)).ok).toBe(true);
  expect((await verifySecondFactor(factorDeps(), staff, { code }, now)).ok).toBe(false);
  expect((await verifySecondFactor(factorDeps(), staff, { code: await hotp(secret, totpStep(now) - 1) }, now)).ok).toBe(false);
  // Through the code step too: the replayed code gets the French refusal and no session.
  const pending = await passwordStep(staff);
  const replay = await codeStep(pending, { code });
  expect(replay.status).toBe(401);
  expect(await replay.text()).toContain("Code incorrect ou déjà utilisé");
  expect(cookieOf(replay, "lutetia_session")).toBeNull();
  expect(await journal(staff.id, "auth.two_factor_failed")).toBe(3);
});

test("password then code: the session starts, the pending cookie is cleared, the Journal says how", async () => {
  const { staff, secret } = await enrolled();
  const res = await request(`/admin/login?redirectTo=${encodeURIComponent("/admin/demandes")}`, {
    method: "POST",
    body: new URLSearchParams({ email: staff.email, password: staff.password, redirectTo: "/admin/demandes" }),
    headers: { "cf-connecting-ip": randomIp() },
  });
  const pending = cookieOf(res, "lutetia_2fa")!;
  expect((await request("/admin/connexion/code", { headers: { cookie: pending } })).status).toBe(200);
  const done = await codeStep(pending, { code: await totp(secret, new Date()) });
  expect(done.status).toBe(302);
  expect(done.headers.get("location")).toBe("/admin/demandes");
  expect(done.headers.getSetCookie().some((c) => c.startsWith("lutetia_2fa=;") && c.includes("Max-Age=0"))).toBe(true);
  const session = cookieOf(done, "lutetia_session")!;
  expect((await request("/admin/demandes", { headers: { cookie: session } })).status).toBe(200);
  const row = await env.DB.prepare("select details from audit_log where action = 'auth.sign_in' and target_id = ? order by id desc")
    .bind(String(staff.id))
    .first<{ details: string }>();
  expect(JSON.parse(row!.details)).toEqual({ secondFactor: "totp" });
});

test("a recovery code signs in once; used again it is refused", async () => {
  const { staff, recoveryCodes } = await enrolled();
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  // 24 symbols of a 32-letter alphabet: 120 bits each.
  expect(recoveryCodes.every((code) => /^[A-HJ-NP-Z2-9]{6}(-[A-HJ-NP-Z2-9]{6}){3}$/.test(code))).toBe(true);
  const stored = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
  expect(stored).toHaveLength(10);
  expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash) && !recoveryCodes.some((c) => r.codeHash.includes(c)))).toBe(true);

  const first = await codeStep(await passwordStep(staff), { recoveryCode: recoveryCodes[3].toLowerCase() });
  expect(first.status).toBe(302);
  expect(cookieOf(first, "lutetia_session")).toMatch(/^lutetia_session=ey/);
  expect(await journal(staff.id, "auth.recovery_code_used")).toBe(1);

  const again = await codeStep(await passwordStep(staff), { recoveryCode: recoveryCodes[3] });
  expect(again.status).toBe(401);
  expect(cookieOf(again, "lutetia_session")).toBeNull();
  const left = await env.DB.prepare("select count(*) as n from staff_recovery_codes where user_id = ? and used_at is null").bind(staff.id).first<{ n: number }>();
  expect(left?.n).toBe(9);
});

test("the half-signed-in token opens no admin route, as a cookie of its own or as a session cookie", async () => {
  const { staff } = await enrolled();
  const pending = await passwordStep(staff);
  const asSession = `lutetia_session=${pending.slice("lutetia_2fa=".length)}`;
  const answers: Array<string> = [];
  const wanted: Array<string> = [];
  for (const key of Object.keys(ADMIN_ROUTES) as Array<AdminRouteKey>) {
    const rule = ADMIN_ROUTES[key];
    if (!rule.minimum || rule.kind !== "screen") continue;
    const path = rule.pattern.replace(":id", "42").replace(":list", "contacts");
    for (const cookie of [pending, asSession]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await request(path, { method, headers: { cookie }, ...(method === "POST" ? { body: new URLSearchParams() } : {}) });
        await res.arrayBuffer();
        answers.push(`${method} ${path} ${cookie.split("=")[0]}: ${res.status} → ${res.headers.get("location")}`);
        wanted.push(`${method} ${path} ${cookie.split("=")[0]}: 302 → ${loginPath(path)}`);
      }
    }
  }
  expect(answers).toEqual(wanted);
  // Nor does it open the enrolment step (another purpose).
  const enrol = await request("/admin/connexion/activation", { headers: { cookie: pending } });
  expect(enrol.status).toBe(302);
  expect(enrol.headers.get("location")).toBe("/admin/login?connexion=expiree");
});

test("the pending token expires after 5 minutes", async () => {
  const { staff, secret } = await enrolled();
  const claims = { userId: staff.id, sessionVersion: staff.sessionVersion, purpose: "code" as const, redirectTo: "/admin" };
  const fresh = await issuePendingToken(db(), jwtSecret(), claims, new Date(Date.now() - (PENDING_TTL_SECONDS - 10) * 1000));
  const stale = await issuePendingToken(db(), jwtSecret(), claims, new Date(Date.now() - (PENDING_TTL_SECONDS + 1) * 1000));
  expect((await request("/admin/connexion/code", { headers: { cookie: `lutetia_2fa=${fresh}` } })).status).toBe(200);
  const expired = await codeStep(`lutetia_2fa=${stale}`, { code: await totp(secret, new Date()) });
  expect(expired.status).toBe(302);
  expect(expired.headers.get("location")).toBe("/admin/login?connexion=expiree");
  expect(cookieOf(expired, "lutetia_session")).toBeNull();
  const page = await (await request("/admin/login?connexion=expiree")).text();
  expect(page.replaceAll("&#x27;", "'")).toContain(TWO_FACTOR_MESSAGES.pendingExpired);
  // The code was not spent by the refused attempt.
  expect((await verifySecondFactor(factorDeps(), staff, { code: await totp(secret, new Date()) })).ok).toBe(true);
});

test("a password change meanwhile voids the pending token", async () => {
  const { staff, secret } = await enrolled();
  const pending = await passwordStep(staff);
  await env.DB.prepare("update users set session_version = session_version + 1 where id = ?").bind(staff.id).run();
  const res = await codeStep(pending, { code: await totp(secret, new Date()) });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/login?connexion=expiree");
});

test("the code step has its own rate limit: per account, 429 in French, even for the right code", async () => {
  const { staff, secret } = await enrolled();
  const pending = await passwordStep(staff);
  const statuses: Array<number> = [];
  // Fixed 60 s windows: the 429 comes after at least 5 refused codes, within two windows.
  for (let i = 0; i < 12 && statuses.at(-1) !== 429; i++) {
    const res = await codeStep(pending, { code: "000000" });
    statuses.push(res.status);
    await res.text();
  }
  expect(statuses.length).toBeGreaterThanOrEqual(6);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const blocked = await codeStep(pending, { code: await totp(secret, new Date()) });
  expect(blocked.status).toBe(429);
  expect(await blocked.text()).toContain("Trop de tentatives");
  expect(cookieOf(blocked, "lutetia_session")).toBeNull();
  expect(await journal(staff.id, "auth.two_factor_rate_limited")).toBeGreaterThanOrEqual(1);
});

/** The enrolment page a policy sends to: its secret, read as an authenticator app would. */
async function enrolmentSecret(pending: string) {
  const page = await request("/admin/connexion/activation", { headers: { cookie: pending } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code à scanner avec votre application d&#x27;authentification"/);
  const secret = /data-secret="([A-Z2-7]{32})"/.exec(html)?.[1];
  expect(secret).toBeTruthy();
  return base32Decode(secret!)!;
}

test("by default super admins without 2FA enrol right after the password, and open nothing else until done", async () => {
  const admin = await createStaff("super_admin");
  const res = await login(admin);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/connexion/activation");
  expect(cookieOf(res, "lutetia_session")).toBeNull();
  const pending = cookieOf(res, "lutetia_2fa")!;
  for (const path of ["/admin", "/admin/profile", "/admin/users", "/admin/profile/double-authentification"]) {
    const other = await request(path, { headers: { cookie: pending } });
    expect(other.status, path).toBe(302);
    expect(other.headers.get("location"), path).toBe(loginPath(path));
  }
  const secret = await enrolmentSecret(pending);
  const wrong = await request("/admin/connexion/activation", {
    method: "POST",
    body: new URLSearchParams({ intent: "enable", code: "123456" }),
    headers: { cookie: pending, "cf-connecting-ip": randomIp() },
  });
  expect(wrong.status).toBe(400);
  expect(cookieOf(wrong, "lutetia_session")).toBeNull();
  await wrong.text();
  const done = await request("/admin/connexion/activation", {
    method: "POST",
    body: new URLSearchParams({ intent: "enable", code: await totp(secret, new Date()) }),
    headers: { cookie: pending, "cf-connecting-ip": randomIp() },
  });
  expect(`${done.status} ${done.headers.get("location")}`).toBe("200 null");
  const html = await done.text();
  expect(html).toContain("codes de secours");
  expect(html).toContain("Télécharger (.txt)");
  expect(html.match(/[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}/g)?.length).toBeGreaterThanOrEqual(10);
  const session = cookieOf(done, "lutetia_session")!;
  expect((await request("/admin/users", { headers: { cookie: session } })).status).toBe(200);
  expect(await journal(admin.id, "profile.two_factor_enable")).toBe(1);
  // Editors are not concerned by the default.
  const editor = await createStaff("editor");
  const plain = await login(editor);
  expect(plain.headers.get("location")).toBe("/admin");
  expect(cookieOf(plain, "lutetia_session")).toMatch(/^lutetia_session=ey/);
});

test("'tout le personnel' sends every role to enrolment; 'personne' lets a super admin in with the password", async () => {
  await setPolicy("all");
  for (const role of ["contributor", "editor"] as const) {
    const res = await login(await createStaff(role));
    expect(res.headers.get("location"), role).toBe("/admin/connexion/activation");
    expect(cookieOf(res, "lutetia_session"), role).toBeNull();
  }
  await setPolicy("none");
  const admin = await login(await createStaff("super_admin"));
  expect(admin.headers.get("location")).toBe("/admin");
  expect(cookieOf(admin, "lutetia_session")).toMatch(/^lutetia_session=ey/);
  // An enrolled account is asked its code whatever the policy.
  const { staff } = await enrolled("contributor");
  expect((await login(staff)).headers.get("location")).toBe("/admin/connexion/code");
});

test("the policy is a super admin setting, validated", async () => {
  const admin = await createStaff("super_admin");
  const cookie = await sessionCookieHeader(admin);
  const bad = await request("/admin/settings", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "save-field", id: "security.two_factor_required", value: "tout" }),
  });
  expect(bad.status).toBe(400);
  await bad.text();
  const good = await request("/admin/settings", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "save-field", id: "security.two_factor_required", value: "all" }),
  });
  expect(good.status).toBe(200);
  await good.text();
  const stored = await env.DB.prepare("select value from settings where section = 'security' and key = 'two_factor_required'").first<{ value: string }>();
  expect(stored?.value).toBe("all");
  const page = await (await request("/admin/settings?tab=security", { headers: { cookie } })).text();
  expect(page).toContain("Double authentification obligatoire");
  expect(page).toContain("Tout le personnel");
});

test("enrolling from the profile: QR code and key, first code, 10 recovery codes shown once", async () => {
  const staff = await createStaff("author");
  const cookie = await sessionCookieHeader(staff);
  const page = await request("/admin/profile/double-authentification", { headers: { cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code/);
  const secret = base32Decode(/data-secret="([A-Z2-7]{32})"/.exec(html)![1])!;
  const post = (fields: Record<string, string>) => request("/admin/profile/double-authentification", { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
  const bad = await post({ intent: "enable", password: staff.password, code: "12a456" });
  expect(bad.status).toBe(400);
  expect((await bad.text()).replaceAll("&#x27;", "'")).toContain(TWO_FACTOR_MESSAGES.codeFormat);
  const done = await post({ intent: "enable", password: staff.password, code: await totp(secret, new Date()) });
  expect(done.status).toBe(200);
  const shown = await done.text();
  const codes = shown.match(/>([A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6})</g);
  expect(codes).toHaveLength(10);
  expect(shown).toContain('download="codes-de-secours-lutetia.txt"');
  const again = await (await request("/admin/profile/double-authentification", { headers: { cookie } })).text();
  expect(again).toContain("Codes de secours restants : <strong>10</strong>");
  expect(again).not.toMatch(/>[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}</);
  const profile = await (await request("/admin/profile", { headers: { cookie } })).text();
  expect(profile).toContain("Gérer la double authentification");
});

test("turning 2FA off takes the password and a current code", async () => {
  const { staff, secret } = await enrolled("author");
  const cookie = await sessionCookieHeader(staff);
  const post = (fields: Record<string, string>) =>
    request("/admin/profile/double-authentification", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "disable", ...fields }) });
  const state = async () => [
    (await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id))).length,
    (await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id))).length,
  ];
  const wrongPassword = await post({ password: "pas-le-bon", code: await totp(secret, new Date()) });
  expect(wrongPassword.status).toBe(400);
  expect(await wrongPassword.text()).toContain("Mot de passe incorrect");
  const wrongCode = await post({ password: staff.password, code: "000000" });
  expect(wrongCode.status).toBe(400);
  expect(await wrongCode.text()).toContain("Code incorrect ou déjà utilisé");
  const noCode = await post({ password: staff.password });
  expect(noCode.status).toBe(400);
  await noCode.text();
  expect(await state()).toEqual([1, 10]);
  expect(await journal(staff.id, "profile.two_factor_disable")).toBe(0);

  const done = await post({ password: staff.password, code: await totp(secret, new Date()) });
  expect(done.status).toBe(302);
  expect(await state()).toEqual([0, 0]);
  expect(await journal(staff.id, "profile.two_factor_disable")).toBe(1);
  expect((await login(staff)).headers.get("location")).toBe("/admin");
});

test("a super admin resets another account's 2FA: Journal entry and e-mail through the outbox", async () => {
  const { staff } = await enrolled("editor");
  const admin = await createStaff("super_admin");
  const cookie = await sessionCookieHeader(admin);
  const edit = await (await request(`/admin/users?dialog=edit&id=${staff.id}`, { headers: { cookie } })).text();
  expect(edit).toContain("Réinitialiser la double authentification");
  const res = await request("/admin/users", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "reset-two-factor", id: String(staff.id) }) });
  expect(res.status).toBe(302);
  expect((await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id))).length).toBe(0);
  const entry = await env.DB.prepare("select actor_id, details from audit_log where action = 'user.two_factor_reset' and target_id = ?")
    .bind(String(staff.id))
    .first<{ actor_id: number; details: string }>();
  expect(entry?.actor_id).toBe(admin.id);
  const mail = await env.DB.prepare(`select "to", subject, text from email_outbox where type = 'two-factor-reset' and related_id = ?`)
    .bind(staff.id)
    .first<{ to: string; subject: string; text: string }>();
  expect(mail?.to).toContain(staff.email);
  expect(mail?.subject).toContain("Double authentification réinitialisée");
  expect(mail?.text).toContain("/admin/profile/double-authentification");
  // The account signs in with its password again.
  expect((await login(staff)).headers.get("location")).toBe("/admin");
  // Nothing to reset, or one's own account: refused in French, nothing written.
  const again = await request("/admin/users", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "reset-two-factor", id: String(staff.id) }) });
  expect(again.status).toBe(302);
  expect(decodeURIComponent(again.headers.getSetCookie().join(";"))).toContain(TWO_FACTOR_MESSAGES.resetNothing);
  expect(await journal(staff.id, "user.two_factor_reset")).toBe(1);
});

test("an invitee whose role must have 2FA enrols before getting a session", async () => {
  await setPolicy("all");
  const admin = await createStaff("super_admin");
  const email = uniqueEmail("invitee-2fa");
  const invited = await inviteUser({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" }, admin, {
    email,
    firstName: "Inès",
    lastName: "Martin",
    role: "author",
  });
  if (!invited.ok) throw new Error(invited.message);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "staff-invitation"), eq(emailOutbox.relatedId, invited.userId)))
    .orderBy(desc(emailOutbox.id));
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  const res = await request(`/admin/invitation/${token}`, {
    method: "POST",
    body: new URLSearchParams({ password: "un mot de passe neuf", confirmPassword: "un mot de passe neuf" }),
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/connexion/activation");
  expect(cookieOf(res, "lutetia_session")).toBeNull();
  await enrolmentSecret(cookieOf(res, "lutetia_2fa")!);
});

test("the return path survives the code step and stays on the site", async () => {
  const { staff, secret } = await enrolled();
  const res = await request("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: staff.email, password: staff.password, redirectTo: "//evil.com" }),
    headers: { "cf-connecting-ip": randomIp() },
  });
  const done = await codeStep(cookieOf(res, "lutetia_2fa")!, { code: await totp(secret, new Date()) });
  expect(done.status).toBe(302);
  expect(done.headers.get("location")).toBe("/admin");
});

test("« Mot de passe oublié » changes the password only: the code is still asked at the next sign-in", async () => {
  const { staff, secret } = await enrolled();
  await requestPasswordReset({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" }, { email: staff.email });
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "password-reset"), eq(emailOutbox.relatedId, staff.id)))
    .orderBy(desc(emailOutbox.id));
  const token = /\/admin\/nouveau-mot-de-passe\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  const reset = await request(`/admin/nouveau-mot-de-passe/${token}`, {
    method: "POST",
    body: new URLSearchParams({ password: "un tout nouveau secret", confirmPassword: "un tout nouveau secret" }),
    headers: { "cf-connecting-ip": randomIp() },
  });
  expect(reset.status).toBe(302);
  expect(cookieOf(reset, "lutetia_session")).toBeNull();
  const res = await login({ ...staff, password: "un tout nouveau secret" });
  expect(res.headers.get("location")).toBe("/admin/connexion/code");
  expect(cookieOf(res, "lutetia_session")).toBeNull();
  const done = await codeStep(cookieOf(res, "lutetia_2fa")!, { code: await totp(secret, new Date()) });
  expect(done.status).toBe(302);
});

// --- Turning it on asks the current password (ASVS 5.0 7.5.1, decision 716) ---

test("turning 2FA on from the profile asks the current password: a wrong or missing one enrols nothing, in French", async () => {
  const staff = await createStaff("author");
  const cookie = await sessionCookieHeader(staff);
  const html = await (await request("/admin/profile/double-authentification", { headers: { cookie } })).text();
  expect(html).toMatch(/<input[^>]*name="password"[^>]*type="password"[^>]*autoComplete="current-password"|<input[^>]*id="totp-enable-password"/);
  const secret = base32Decode(/data-secret="([A-Z2-7]{32})"/.exec(html)![1])!;
  const post = (fields: Record<string, string>) => request("/admin/profile/double-authentification", { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
  const state = async () => [
    (await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id)))[0]?.enabledAt ?? null,
    (await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id))).length,
    await journal(staff.id, "profile.two_factor_enable"),
  ];
  const code = await totp(secret, new Date());
  const wrong = await post({ intent: "enable", password: "pas-le-bon", code });
  expect(wrong.status).toBe(400);
  const answer = await wrong.text();
  expect(answer).toContain(TWO_FACTOR_MESSAGES.wrongPassword);
  expect(answer).not.toMatch(/>[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}</);
  const missing = await post({ intent: "enable", code });
  expect(missing.status).toBe(400);
  expect(await missing.text()).toContain("Mot de passe requis");
  expect(await state()).toEqual([null, 0, 0]);
  // The code was not spent by the refusals: with the password it enrols.
  const done = await post({ intent: "enable", password: staff.password, code });
  expect(done.status).toBe(200);
  expect((await done.text()).match(/>[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}-[A-Z2-9]{6}</g)).toHaveLength(10);
  const [enabledAt, codes, entries] = await state();
  expect(enabledAt).toBeInstanceOf(Date);
  expect([codes, entries]).toEqual([10, 1]);
});

// --- The pending token is single use (decision 714) ---

test("the pending token is single use: after the code step succeeds, a copy with a later valid code opens no session", async () => {
  const { staff, secret } = await enrolled();
  const pending = await passwordStep(staff);
  const now = new Date();
  const first = await codeStep(pending, { code: await hotp(secret, totpStep(now)) });
  expect(first.status).toBe(302);
  expect(cookieOf(first, "lutetia_session")).toMatch(/^lutetia_session=ey/);

  const later = await hotp(secret, totpStep(now) + 1);
  const replay = await codeStep(pending, { code: later });
  expect(replay.status).toBe(302);
  expect(replay.headers.get("location")).toBe("/admin/login?connexion=expiree");
  expect(cookieOf(replay, "lutetia_session")).toBeNull();
  const page = await request("/admin/connexion/code", { headers: { cookie: pending } });
  expect(`${page.status} ${page.headers.get("location")}`).toBe("302 /admin/login?connexion=expiree");
  const sessions = await env.DB.prepare("select count(*) as n from staff_sessions where user_id = ?").bind(staff.id).first<{ n: number }>();
  expect(sessions?.n).toBe(1);
  // Refused before the code was looked at: the later code is still unspent.
  expect((await verifySecondFactor(factorDeps(), staff, { code: later }, now)).ok).toBe(true);
});

test("a pending token without its server record, or naming another account's record, opens nothing", async () => {
  const { staff, secret } = await enrolled();
  const other = await enrolled();
  const claims = { userId: staff.id, sessionVersion: staff.sessionVersion, purpose: "code" as const, redirectTo: "/admin" };
  const unrecorded = await createPendingToken(jwtSecret(), { ...claims, pendingId: newSessionId() });
  // A record of another account (its own valid token's jti) does not open this account.
  const otherToken = await issuePendingToken(db(), jwtSecret(), { ...claims, userId: other.staff.id, sessionVersion: other.staff.sessionVersion });
  const otherJti = JSON.parse(atob(otherToken.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).jti as string;
  const borrowed = await createPendingToken(jwtSecret(), { ...claims, pendingId: otherJti });
  for (const token of [unrecorded, borrowed]) {
    const res = await codeStep(`lutetia_2fa=${token}`, { code: await totp(secret, new Date()) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?connexion=expiree");
    expect(cookieOf(res, "lutetia_session")).toBeNull();
  }
});

test("the enrolment's pending token is single use too: once enrolled, a copy opens neither the page nor a session", async () => {
  const admin = await createStaff("super_admin");
  const res = await login(admin);
  const pending = cookieOf(res, "lutetia_2fa")!;
  const secret = await enrolmentSecret(pending);
  const now = new Date();
  const done = await request("/admin/connexion/activation", {
    method: "POST",
    body: new URLSearchParams({ intent: "enable", code: await hotp(secret, totpStep(now)) }),
    headers: { cookie: pending, "cf-connecting-ip": randomIp() },
  });
  expect(done.status).toBe(200);
  expect(cookieOf(done, "lutetia_session")).toMatch(/^lutetia_session=ey/);
  await done.text();
  for (const method of ["GET", "POST"] as const) {
    const again = await request("/admin/connexion/activation", {
      method,
      headers: { cookie: pending, "cf-connecting-ip": randomIp() },
      ...(method === "POST" ? { body: new URLSearchParams({ intent: "enable", code: await hotp(secret, totpStep(now) + 1) }) } : {}),
    });
    expect(`${method} ${again.status} ${again.headers.get("location")}`).toBe(`${method} 302 /admin/login?connexion=expiree`);
    expect(cookieOf(again, "lutetia_session")).toBeNull();
  }
});

test("expired pending records are deleted by the daily purge", async () => {
  const { purgeExpired } = await import("~/lib/stats/rollup.server");
  const staff = await createStaff("editor");
  const claims = { userId: staff.id, sessionVersion: staff.sessionVersion, purpose: "code" as const, redirectTo: "/admin" };
  await issuePendingToken(db(), jwtSecret(), claims, new Date(Date.now() - (PENDING_TTL_SECONDS + 60) * 1000));
  await issuePendingToken(db(), jwtSecret(), claims);
  const purged = await purgeExpired({ db: db(), attachments: env.ATTACHMENTS });
  expect(purged.pendingSignIns).toBeGreaterThanOrEqual(1);
  const left = await env.DB.prepare("select count(*) as n from staff_pending_sign_ins where user_id = ?").bind(staff.id).first<{ n: number }>();
  expect(left?.n).toBe(1);
});

// --- Code guessing: an hourly cap per account, then a lock (decision 715) ---

/** `count` refused codes as the code check sees them (the route's 5-a-minute limit aside). */
async function refuseCodes(staff: TestStaff, count: number, now = new Date()) {
  for (let i = 0; i < count; i++) {
    const result = await verifySecondFactor(factorDeps(), staff, { code: "000000" }, now);
    expect(result.ok).toBe(false);
  }
}

async function lockMails(userId: number) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "two-factor-locked"), eq(emailOutbox.relatedId, userId)));
}

test("too many refused codes in an hour lock the second factor: French messages on the code screen, e-mail through the outbox, Journal", async () => {
  expect(TWO_FACTOR_FAILURES_PER_HOUR).toBe(10);
  const { staff, secret } = await enrolled();
  await refuseCodes(staff, TWO_FACTOR_FAILURES_PER_HOUR - 4);
  const pending = await passwordStep(staff);
  // Three refusals left: the screen says so.
  const warned = await codeStep(pending, { code: "000000" });
  expect(warned.status).toBe(401);
  expect(await warned.text()).toContain("Attention : encore 3 codes erronés et la double authentification de ce compte sera bloquée.");
  await refuseCodes(staff, 2);
  expect(await lockMails(staff.id)).toHaveLength(0);

  const locking = await codeStep(pending, { code: "000000" });
  expect(locking.status).toBe(423);
  expect((await locking.text()).replaceAll("&#x27;", "'")).toContain(TWO_FACTOR_MESSAGES.locked);
  expect(cookieOf(locking, "lutetia_session")).toBeNull();
  const [row] = await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
  expect(row.lockedAt).toBeInstanceOf(Date);
  expect(await journal(staff.id, "auth.two_factor_locked")).toBe(1);
  expect(await journal(staff.id, "auth.two_factor_failed")).toBe(TWO_FACTOR_FAILURES_PER_HOUR);

  const mails = await lockMails(staff.id);
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toEqual([{ email: staff.email }]);
  expect(mails[0].subject).toBe("Double authentification bloquée – Lutetia Géotechnique");
  expect(mails[0].text).toContain("10 codes de double authentification erronés ont été saisis en moins d'une heure");
  expect(mails[0].text).toContain(`${ORIGIN}/admin/mot-de-passe-oublie`);

  // Locked: even the right code (or a recovery code) opens nothing, and is not spent or counted.
  const code = await totp(secret, new Date());
  const right = await codeStep(pending, { code });
  expect(right.status).toBe(423);
  expect(cookieOf(right, "lutetia_session")).toBeNull();
  await right.text();
  const page = await request("/admin/connexion/code", { headers: { cookie: await passwordStep(staff) } });
  expect(page.status).toBe(200);
  const html = (await page.text()).replaceAll("&#x27;", "'");
  expect(html).toContain(TWO_FACTOR_MESSAGES.locked);
  expect(html).toContain('href="/admin/mot-de-passe-oublie"');
  expect(html).not.toContain('name="code"');
  expect(await lockMails(staff.id)).toHaveLength(1);
  expect(await journal(staff.id, "auth.two_factor_failed")).toBe(TWO_FACTOR_FAILURES_PER_HOUR);
});

test("the cap counts refused codes within one hour; an accepted code starts the count again", async () => {
  const { staff, secret } = await enrolled();
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  await refuseCodes(staff, TWO_FACTOR_FAILURES_PER_HOUR - 1, twoHoursAgo);
  // An hour later the window has closed: this refusal is the first of a new one.
  const next = await verifySecondFactor(factorDeps(), staff, { code: "000000" });
  expect(next).toEqual({ ok: false, reason: "wrong-code", locked: false, attemptsLeft: null });
  await refuseCodes(staff, TWO_FACTOR_FAILURES_PER_HOUR - 2);
  const accepted = await verifySecondFactor(factorDeps(), staff, { code: await totp(secret, new Date()) });
  expect(accepted.ok).toBe(true);
  await refuseCodes(staff, TWO_FACTOR_FAILURES_PER_HOUR - 1);
  const [row] = await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
  expect([row.failedCount, row.lockedAt]).toEqual([TWO_FACTOR_FAILURES_PER_HOUR - 1, null]);
  expect(await lockMails(staff.id)).toHaveLength(0);
});

test("a reset link lifts the lock: the new password and a code open the session", async () => {
  const { staff, secret } = await enrolled();
  await refuseCodes(staff, TWO_FACTOR_FAILURES_PER_HOUR);
  expect((await verifySecondFactor(factorDeps(), staff, { code: await totp(secret, new Date()) })).ok).toBe(false);
  await requestPasswordReset({ db: db(), queue: env.MAIL_QUEUE, origin: ORIGIN }, { email: staff.email });
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "password-reset"), eq(emailOutbox.relatedId, staff.id)))
    .orderBy(desc(emailOutbox.id));
  const token = /\/admin\/nouveau-mot-de-passe\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  const reset = await request(`/admin/nouveau-mot-de-passe/${token}`, {
    method: "POST",
    body: new URLSearchParams({ password: "un tout nouveau secret", confirmPassword: "un tout nouveau secret" }),
    headers: { "cf-connecting-ip": randomIp() },
  });
  expect(reset.status).toBe(302);
  const [row] = await db().select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, staff.id));
  expect([row.lockedAt, row.failedCount]).toEqual([null, 0]);
  const res = await login({ ...staff, password: "un tout nouveau secret" });
  const done = await codeStep(cookieOf(res, "lutetia_2fa")!, { code: await totp(secret, new Date()) });
  expect(done.status).toBe(302);
  expect(cookieOf(done, "lutetia_session")).toMatch(/^lutetia_session=ey/);
});

test("a super admin unlocks another account from the users screen; the Journal says who; not their own", async () => {
  const { staff, secret } = await enrolled();
  await refuseCodes(staff, TWO_FACTOR_FAILURES_PER_HOUR);
  const admin = await createStaff("super_admin");
  const cookie = await sessionCookieHeader(admin);
  const list = await (await request(`/admin/users?q=${encodeURIComponent(staff.email)}`, { headers: { cookie } })).text();
  expect(list).toContain("Bloquée");
  expect(list).toContain('value="unlock-two-factor"');
  const res = await request("/admin/users", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "unlock-two-factor", id: String(staff.id) }) });
  expect(res.status).toBe(302);
  expect(decodeURIComponent(res.headers.getSetCookie().join(";"))).toContain(TWO_FACTOR_MESSAGES.unlocked(staff.email));
  const entry = await env.DB.prepare("select actor_id, details from audit_log where action = 'user.two_factor_unlock' and target_id = ?")
    .bind(String(staff.id))
    .first<{ actor_id: number; details: string }>();
  expect(entry?.actor_id).toBe(admin.id);
  expect(JSON.parse(entry!.details)).toMatchObject({ email: staff.email });
  const done = await codeStep(await passwordStep(staff), { code: await totp(secret, new Date()) });
  expect(done.status).toBe(302);
  expect(cookieOf(done, "lutetia_session")).toMatch(/^lutetia_session=ey/);
  // Nothing left to unlock; and one's own lock is lifted by a reset link only.
  const again = await request("/admin/users", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "unlock-two-factor", id: String(staff.id) }) });
  expect(decodeURIComponent(again.headers.getSetCookie().join(";"))).toContain(TWO_FACTOR_MESSAGES.unlockNothing);
  await env.DB.prepare("insert into staff_two_factor (user_id, secret_ciphertext, enabled_at, locked_at) values (?, 'v1:x:y', ?, ?)").bind(admin.id, Date.now(), Date.now()).run();
  const self = await request("/admin/users", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "unlock-two-factor", id: String(admin.id) }) });
  expect(decodeURIComponent(self.headers.getSetCookie().join(";"))).toContain(TWO_FACTOR_MESSAGES.unlockSelf);
  expect(await journal(staff.id, "user.two_factor_unlock")).toBe(1);
  expect(await journal(admin.id, "user.two_factor_unlock")).toBe(0);
});
