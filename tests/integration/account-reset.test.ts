import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { accountTokens, auditLog, emailOutbox, staffSessions, users } from "~/db/schema";
import { requestPasswordReset, RESET_LINKS_PER_HOUR, resetPassword } from "~/lib/auth/reset.server";
import { ACCOUNT_LINK_MESSAGES } from "~/lib/auth/schema";
import { constantTimeEqual, findAccountToken, hashAccountToken } from "~/lib/auth/tokens.server";
import { createStaff, currentSessionVersion, randomIp, sessionCookieHeader, uniqueEmail } from "../factories/staff";
import { db, request } from "../helpers";
import { esc, html } from "./forms-helpers";

const deps = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" });

function forgot(email: string, ip = randomIp()) {
  return request("/admin/mot-de-passe-oublie", { method: "POST", body: new URLSearchParams({ email }), headers: { "cf-connecting-ip": ip } });
}

function setPassword(token: string, password: string, confirmPassword = password) {
  return request(`/admin/nouveau-mot-de-passe/${token}`, {
    method: "POST",
    body: new URLSearchParams({ password, confirmPassword }),
    headers: { "cf-connecting-ip": randomIp() },
  });
}

async function resetMails(userId: number) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "password-reset"), eq(emailOutbox.relatedId, userId)))
    .orderBy(desc(emailOutbox.id));
}

/** The token of the newest reset e-mail of the account. */
async function latestLink(userId: number) {
  const [mail] = await resetMails(userId);
  const token = /\/admin\/nouveau-mot-de-passe\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("pas de lien dans l'e-mail");
  return token;
}

/** The page with what differs between two requests (nonces, the address typed) blanked out. */
async function normalised(res: Response, email: string) {
  return (await html(res))
    .replace(/nonce="[^"]*"/g, "")
    .replace(/'nonce-[^']*'/g, "")
    .replace(/\\"nonce\\",\\"[0-9a-f]+\\"/g, "")
    .replaceAll(email, "ADDRESS");
}

test("the login page links to « Mot de passe oublié »", async () => {
  const page = await html(await request("/admin/login"));
  expect(page).toContain('href="/admin/mot-de-passe-oublie"');
  expect(page).toContain("Mot de passe oublié ?");
  const form = await request("/admin/mot-de-passe-oublie");
  expect(form.status).toBe(200);
  expect(await html(form)).toContain("Recevoir un lien");
});

test("a known and an unknown address get the same status and the same page; only the known one gets a link", async () => {
  const staff = await createStaff("editor");
  const unknown = uniqueEmail("inconnu");
  const known = await forgot(staff.email.toUpperCase());
  const stranger = await forgot(unknown);
  expect(known.status).toBe(200);
  expect(stranger.status).toBe(known.status);
  const knownPage = await normalised(known, staff.email.toUpperCase());
  expect(knownPage).toContain(esc(ACCOUNT_LINK_MESSAGES.resetSent));
  expect(await normalised(stranger, unknown)).toBe(knownPage);

  const mails = await resetMails(staff.id);
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toEqual([{ email: staff.email }]);
  expect(mails[0].subject).toContain("Réinitialisation de votre mot de passe");
  const { results } = await env.DB.prepare(`select count(*) as n from email_outbox where "to" like ?`).bind(`%${unknown}%`).all();
  expect(results[0].n).toBe(0);
});

test("the link is stored only as its SHA-256 hash and is bound to the account", async () => {
  const staff = await createStaff("author");
  await requestPasswordReset(deps(), { email: staff.email });
  const token = await latestLink(staff.id);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
  const rows = await db().select().from(accountTokens).where(eq(accountTokens.userId, staff.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ purpose: "reset", usedAt: null, tokenHash: await hashAccountToken(token) });
  const { results } = await env.DB.prepare("select count(*) as n from account_tokens where token_hash = ? or token_hash like ?").bind(token, `%${token}%`).all();
  expect(results[0].n).toBe(0);
  expect((await findAccountToken(db(), "reset", token))?.userId).toBe(staff.id);
  // Not an invitation, and a token one character off opens nothing.
  expect(await findAccountToken(db(), "invitation", token)).toBeNull();
  expect(await findAccountToken(db(), "reset", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
});

test("the hashes are compared in constant time (no early exit)", () => {
  expect(constantTimeEqual("abcd", "abcd")).toBe(true);
  expect(constantTimeEqual("abcd", "abce")).toBe(false);
  expect(constantTimeEqual("abcd", "abc")).toBe(false);
});

test("the link is refused after 30 minutes (injected clock)", async () => {
  const staff = await createStaff("author");
  const issued = new Date();
  await requestPasswordReset(deps(), { email: staff.email }, issued);
  const token = await latestLink(staff.id);
  const at = (minutes: number) => new Date(issued.getTime() + minutes * 60_000);
  expect(await findAccountToken(db(), "reset", token, at(29))).not.toBeNull();
  expect(await findAccountToken(db(), "reset", token, at(31))).toBeNull();
  expect(await resetPassword(deps(), { token, password: "un nouveau mot de passe" }, at(31))).toEqual({ ok: false, reason: "invalid-link" });
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);
});

test("a link works once; opened again it shows the French page, 410", async () => {
  const staff = await createStaff("editor");
  await (await forgot(staff.email)).text();
  const token = await latestLink(staff.id);
  const form = await request(`/admin/nouveau-mot-de-passe/${token}`);
  expect(form.status).toBe(200);
  expect(await html(form)).toContain("Enregistrer le mot de passe");

  const done = await setPassword(token, "un tout nouveau secret");
  expect(done.status).toBe(302);
  expect(done.headers.get("location")).toBe("/admin/login?motDePasse=modifie");

  for (const again of [await request(`/admin/nouveau-mot-de-passe/${token}`), await setPassword(token, "encore un autre secret")]) {
    expect(again.status).toBe(410);
    expect(await html(again)).toContain(esc(ACCOUNT_LINK_MESSAGES.resetExpired));
  }
  const [row] = await db().select().from(accountTokens).where(eq(accountTokens.userId, staff.id));
  expect(row.usedAt).not.toBeNull();
});

test("a newer link kills the older one", async () => {
  const staff = await createStaff("author");
  await requestPasswordReset(deps(), { email: staff.email });
  const older = await latestLink(staff.id);
  await requestPasswordReset(deps(), { email: staff.email });
  const newer = await latestLink(staff.id);
  expect(newer).not.toBe(older);
  expect(await findAccountToken(db(), "reset", older)).toBeNull();
  const res = await setPassword(older, "un tout nouveau secret");
  expect(res.status).toBe(410);
  expect((await setPassword(newer, "un tout nouveau secret")).status).toBe(302);
});

test("a new password ends every session of the account, sends « Votre mot de passe a été modifié » and writes the Journal", async () => {
  const staff = await createStaff("editor");
  const laptop = await sessionCookieHeader(staff);
  const phone = await sessionCookieHeader(staff);
  expect((await request("/admin/profile", { headers: { cookie: laptop } })).status).toBe(200);
  await (await forgot(staff.email)).text();
  const token = await latestLink(staff.id);

  expect((await setPassword(token, "un tout nouveau secret")).status).toBe(302);
  expect(await db().select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toEqual([]);
  for (const cookie of [laptop, phone]) {
    const res = await request("/admin/profile", { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/admin/login");
  }
  const [changed] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "password-changed"), eq(emailOutbox.relatedId, staff.id)));
  expect(changed.subject).toContain("Votre mot de passe a été modifié");
  expect(changed.to).toEqual([{ email: staff.email }]);
  const journal = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "auth.password_reset"), eq(auditLog.targetId, String(staff.id))));
  expect(journal).toHaveLength(1);

  const signIn = (password: string) =>
    request("/admin/login", { method: "POST", body: new URLSearchParams({ email: staff.email, password }), headers: { "cf-connecting-ip": randomIp() } });
  expect((await signIn(staff.password)).status).toBe(401);
  expect((await signIn("un tout nouveau secret")).status).toBe(302);
});

test("a password refused by the policy gets a French message and leaves the link usable", async () => {
  const staff = await createStaff("author", { email: uniqueEmail("martine") });
  await (await forgot(staff.email)).text();
  const token = await latestLink(staff.id);
  const local = staff.email.split("@")[0];
  const cases: Array<[string, string]> = [
    ["court", "Le mot de passe doit contenir au moins 8 caractères"],
    ["x".repeat(129), "Le mot de passe doit contenir au plus 128 caractères"],
    [`mon-${local}-2026`, "Le mot de passe ne doit pas contenir l'adresse e-mail du compte."],
    ["j'aime Lutetia Géotechnique", "Le mot de passe ne doit pas contenir le nom « Lutetia »."],
  ];
  for (const [password, message] of cases) {
    const res = await setPassword(token, password);
    expect(res.status, password).toBe(400);
    expect(await html(res)).toContain(esc(message));
  }
  const mismatch = await setPassword(token, "un tout nouveau secret", "un autre");
  expect(mismatch.status).toBe(400);
  expect(await html(mismatch)).toContain("Les mots de passe ne correspondent pas");
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);
  // The rule is on the page before any error.
  expect(await html(await request(`/admin/nouveau-mot-de-passe/${token}`))).toContain("De 8 à 128 caractères");
  expect((await setPassword(token, "un tout nouveau secret")).status).toBe(302);
});

test(`an address gets at most ${RESET_LINKS_PER_HOUR} links an hour; further requests answer the same`, async () => {
  const staff = await createStaff("author");
  const answers: Array<number> = [];
  for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i++) {
    const res = await forgot(staff.email);
    answers.push(res.status);
    expect(await html(res)).toContain(esc(ACCOUNT_LINK_MESSAGES.resetSent));
  }
  expect(answers.every((s) => s === 200)).toBe(true);
  expect(await resetMails(staff.id)).toHaveLength(RESET_LINKS_PER_HOUR);
  // The last link written is the one that works.
  const rows = await db().select().from(accountTokens).where(eq(accountTokens.userId, staff.id));
  expect(rows).toHaveLength(1);
  expect(rows[0].tokenHash).toBe(await hashAccountToken(await latestLink(staff.id)));
});

test("requests are limited per IP (429 with a French message, no e-mail)", async () => {
  const ip = randomIp();
  const statuses: Array<number> = [];
  let last: Response | null = null;
  for (let i = 0; i < 22 && statuses.at(-1) !== 429; i++) {
    last = await forgot(uniqueEmail("rafale"), ip);
    statuses.push(last.status);
    if (statuses.at(-1) !== 429) await last.text();
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(await html(last!)).toContain(esc(ACCOUNT_LINK_MESSAGES.resetRateLimited));
  const staff = await createStaff("author");
  expect((await forgot(staff.email, ip)).status).toBe(429);
  expect(await resetMails(staff.id)).toHaveLength(0);
});

test("an account awaiting its invitation and a deleted account get nothing; a deleted account's link dies", async () => {
  const [invited] = await db()
    .insert(users)
    .values({ email: uniqueEmail("invite"), passwordHash: "invited$", status: "invited", role: "author" })
    .returning();
  expect((await requestPasswordReset(deps(), { email: invited.email })).queued).toBe(false);
  expect(await resetMails(invited.id)).toHaveLength(0);

  const gone = await createStaff("author");
  await requestPasswordReset(deps(), { email: gone.email });
  const token = await latestLink(gone.id);
  await db().delete(users).where(eq(users.id, gone.id));
  expect(await findAccountToken(db(), "reset", token)).toBeNull();
  expect((await setPassword(token, "un tout nouveau secret")).status).toBe(410);
  expect((await requestPasswordReset(deps(), { email: gone.email })).queued).toBe(false);
});

test("signed-in staff are sent on to the admin from « Mot de passe oublié »", async () => {
  const staff = await createStaff("author");
  const res = await request("/admin/mot-de-passe-oublie", { headers: { cookie: await sessionCookieHeader(staff) } });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin");
});
