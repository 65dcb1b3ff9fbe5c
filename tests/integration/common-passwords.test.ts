// A new or changed password is refused when it is one of the 10 000 most common
// passwords (@zxcvbn-ts/language-common), whatever its case, wherever a password is set:
// the invitation, the reset link, Mon Profil and `npm run admin:create`.
import { env } from "cloudflare:test";
import { dictionary } from "@zxcvbn-ts/language-common";
import { and, desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { COMMON_PASSWORDS_COUNT, topCommonPasswords } from "~/lib/auth/common-passwords";
import { PASSWORD_MESSAGES, PASSWORD_RULE } from "~/lib/auth/password";
import { loadCommonPasswords } from "~/lib/auth/password-policy.server";
import { verifyPassword } from "~/lib/auth/password.server";
import { firstAdminError } from "~/lib/users/first-admin";
import { inviteUser } from "~/lib/users/invitations.server";
import { createStaff, currentSessionVersion, randomIp, sessionCookieHeader, uniqueEmail } from "../factories/staff";
import { db, request } from "../helpers";
import { esc, html } from "./forms-helpers";

const mailDeps = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" });
const REFUSED = esc(PASSWORD_MESSAGES.common);
// All in the first 10 000 of the list, typed with other cases.
const COMMON_VARIANTS = ["Password1", "QWERTYUIOP", "IloveYou", "AzertyUiop"];

async function linkOf(type: string, userId: number, pattern: RegExp) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, type), eq(emailOutbox.relatedId, userId)))
    .orderBy(desc(emailOutbox.id));
  const token = pattern.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`pas de lien ${type}`);
  return token;
}

async function passwordHashOf(id: number) {
  return (await env.DB.prepare("select password_hash from users where id = ?").bind(id).first<{ password_hash: string }>())?.password_hash;
}

test("the Worker's list is the first 10 000 of the package's frequency-ordered list, lower-cased, within the length rule", async () => {
  const ranked = dictionary["passwords-common"];
  expect(ranked.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  const common = await loadCommonPasswords();
  expect([...common].sort()).toEqual(topCommonPasswords(ranked).sort());
  const eligible = ranked.slice(0, COMMON_PASSWORDS_COUNT).filter((entry) => entry.length >= 8 && entry.length <= 128);
  expect(common.size).toBe(new Set(eligible.map((entry) => entry.toLowerCase())).size);
  expect(common.has("password1")).toBe(true);
  // The 10 001st entry and beyond are not refused.
  const beyond = ranked.slice(COMMON_PASSWORDS_COUNT).find((entry) => entry.length >= 8 && !eligible.includes(entry));
  expect(beyond).toBeDefined();
  expect(common.has(beyond!)).toBe(false);
});

test("npm run admin:create's check refuses a common password whatever its case, and accepts a passphrase", async () => {
  const common = new Set(topCommonPasswords(dictionary["passwords-common"]));
  for (const password of COMMON_VARIANTS) {
    expect(firstAdminError({ email: "direction@cabinet.fr", password }, common), password).toBe(PASSWORD_MESSAGES.common);
  }
  expect(firstAdminError({ email: "direction@cabinet.fr", password: "court" }, common)).toBe(PASSWORD_MESSAGES.tooShort);
  expect(firstAdminError({ email: "direction@cabinet.fr", password: "ma direction 2026" }, common)).toBe(PASSWORD_MESSAGES.containsEmail);
  expect(firstAdminError({ email: "pas-une-adresse", password: "une phrase de passe" }, common)).toBe("Adresse e-mail invalide.");
  expect(firstAdminError({ email: "Direction@Cabinet.fr", password: "une phrase de passe" }, common)).toBeNull();
});

test("accepting an invitation refuses a common password in any case, keeps the link, then accepts another", async () => {
  const admin = await createStaff("super_admin");
  const outcome = await inviteUser(mailDeps(), admin, { email: uniqueEmail("invite"), firstName: "Eva", lastName: "Morel", role: "author" });
  if (!outcome.ok) throw new Error(outcome.message);
  const token = await linkOf("staff-invitation", outcome.userId, /\/admin\/invitation\/([A-Za-z0-9_-]{43})/);
  const before = await passwordHashOf(outcome.userId);
  for (const password of COMMON_VARIANTS) {
    const res = await request(`/admin/invitation/${token}`, { method: "POST", body: new URLSearchParams({ password, confirmPassword: password }) });
    expect(res.status, password).toBe(400);
    expect(await html(res), password).toContain(REFUSED);
  }
  expect(await passwordHashOf(outcome.userId)).toBe(before);
  const accepted = await request(`/admin/invitation/${token}`, { method: "POST", body: new URLSearchParams({ password: "ma phrase à moi", confirmPassword: "ma phrase à moi" }) });
  expect(accepted.status).toBe(302);
});

test("a reset link refuses a common password in any case and changes nothing", async () => {
  const staff = await createStaff("editor");
  const forgot = await request("/admin/mot-de-passe-oublie", { method: "POST", body: new URLSearchParams({ email: staff.email }), headers: { "cf-connecting-ip": randomIp() } });
  await forgot.arrayBuffer();
  const token = await linkOf("password-reset", staff.id, /\/admin\/nouveau-mot-de-passe\/([A-Za-z0-9_-]{43})/);
  for (const password of COMMON_VARIANTS) {
    const res = await request(`/admin/nouveau-mot-de-passe/${token}`, {
      method: "POST",
      body: new URLSearchParams({ password, confirmPassword: password }),
      headers: { "cf-connecting-ip": randomIp() },
    });
    expect(res.status, password).toBe(400);
    expect(await html(res), password).toContain(REFUSED);
  }
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);
  expect(await verifyPassword(staff.password, String(await passwordHashOf(staff.id)))).toBe(true);
});

test("Mon Profil refuses a common new password in any case and keeps the sessions", async () => {
  const staff = await createStaff("contributor");
  const cookie = await sessionCookieHeader(staff);
  for (const newPassword of COMMON_VARIANTS) {
    const res = await request("/admin/profile", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "password", currentPassword: staff.password, newPassword, confirmPassword: newPassword }),
    });
    expect(res.status, newPassword).toBe(400);
    expect(await html(res), newPassword).toContain(REFUSED);
  }
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);
  expect(await verifyPassword(staff.password, String(await passwordHashOf(staff.id)))).toBe(true);
});

test("every password field shows the same rule, naming common passwords, before any error", async () => {
  expect(PASSWORD_RULE).toBe("De 8 à 128 caractères, pas un mot de passe courant, et sans la partie de votre adresse e-mail avant « @ » ni le nom « Lutetia ».");
  const staff = await createStaff("author");
  const admin = await createStaff("super_admin");
  const invited = await inviteUser(mailDeps(), admin, { email: uniqueEmail("regle"), firstName: "", lastName: "", role: "author" });
  if (!invited.ok) throw new Error(invited.message);
  const invitation = await linkOf("staff-invitation", invited.userId, /\/admin\/invitation\/([A-Za-z0-9_-]{43})/);
  await (
    await request("/admin/mot-de-passe-oublie", { method: "POST", body: new URLSearchParams({ email: staff.email }), headers: { "cf-connecting-ip": randomIp() } })
  ).arrayBuffer();
  const reset = await linkOf("password-reset", staff.id, /\/admin\/nouveau-mot-de-passe\/([A-Za-z0-9_-]{43})/);
  const pages = {
    invitation: await request(`/admin/invitation/${invitation}`),
    reset: await request(`/admin/nouveau-mot-de-passe/${reset}`),
    profile: await request("/admin/profile", { headers: { cookie: await sessionCookieHeader(staff) } }),
  };
  for (const [name, res] of Object.entries(pages)) {
    expect(res.status, name).toBe(200);
    const page = await html(res);
    expect(page, name).toContain(esc(PASSWORD_RULE));
    expect(page, name).not.toContain(REFUSED);
  }
});
