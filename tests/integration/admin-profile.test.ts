import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { requestPasswordReset } from "~/lib/auth/reset.server";
import { PROFILE_MESSAGES } from "~/lib/users/schema";
import { createStaff, currentSessionVersion, sessionCookieHeader, type TestStaff } from "../factories/staff";
import { db, request } from "../helpers";

function changePassword(cookie: string, currentPassword: string) {
  return request("/admin/profile", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "password", currentPassword, newPassword: "un-tout-nouveau-mdp", confirmPassword: "un-tout-nouveau-mdp" }),
  });
}

async function journal(staff: TestStaff) {
  const { results } = await env.DB.prepare("select action, actor_id, target_id from audit_log where actor_id = ? and action like 'profile.password%' order by id")
    .bind(staff.id)
    .all<{ action: string; actor_id: number; target_id: string }>();
  return results;
}

test("the current-password check is limited like sign-in: once over the limit even the right password is refused, in French", async () => {
  const staff = await createStaff("editor");
  const cookie = await sessionCookieHeader(staff);
  // The limiter counts in fixed 60 s windows: a window may end during the loop, so the 429
  // comes after at least 10 refused attempts, within two windows.
  const statuses: Array<number> = [];
  for (let i = 0; i < 22 && statuses.at(-1) !== 429; i++) {
    const res = await changePassword(cookie, `faux-${i}`);
    statuses.push(res.status);
    await res.text();
  }
  expect(statuses.length).toBeGreaterThanOrEqual(11);
  expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
  expect(statuses.at(-1)).toBe(429);

  const blocked = await changePassword(cookie, staff.password);
  expect(blocked.status).toBe(429);
  expect((await blocked.text()).replaceAll("&#x27;", "'")).toContain(PROFILE_MESSAGES.rateLimited);
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);

  // The limit is the account's own: another staff member changes their password.
  const other = await createStaff("editor");
  const res = await changePassword(await sessionCookieHeader(other), other.password);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/profile?ok=password");
});

test("every refused current password and every blocked attempt is written to the Journal", async () => {
  const staff = await createStaff("author");
  const cookie = await sessionCookieHeader(staff);
  for (const attempt of ["faux-1", "faux-2", "faux-3"]) {
    const res = await changePassword(cookie, attempt);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(PROFILE_MESSAGES.wrongPassword);
  }
  expect(await journal(staff)).toEqual(Array.from({ length: 3 }, () => ({ action: "profile.password_change_failed", actor_id: staff.id, target_id: String(staff.id) })));

  let last: Response | null = null;
  for (let i = 0; i < 22 && last?.status !== 429; i++) {
    last = await changePassword(cookie, `encore-faux-${i}`);
    await last.text();
  }
  expect(last?.status).toBe(429);
  const actions = (await journal(staff)).map((row) => row.action);
  expect(actions.at(-1)).toBe("profile.password_change_rate_limited");
  expect(actions.slice(0, -1).every((action) => action === "profile.password_change_failed")).toBe(true);

  const page = await (
    await request("/admin/journal?action=profile.password_change_failed", { headers: { cookie: await sessionCookieHeader(await createStaff("super_admin")) } })
  ).text();
  expect(page).toContain("Changement de mot de passe refusé (mot de passe actuel incorrect)");
});

test("a new password in Mon Profil follows the policy: not the e-mail's local part, not « Lutetia », at most 128 characters", async () => {
  const staff = await createStaff("author");
  const cookie = await sessionCookieHeader(staff);
  const local = staff.email.split("@")[0];
  const cases: Array<[string, string]> = [
    [`${local}!`, "Le mot de passe ne doit pas contenir l'adresse e-mail du compte."],
    ["LUTETIA-geotechnique", "Le mot de passe ne doit pas contenir le nom « Lutetia »."],
    ["y".repeat(129), "Le mot de passe doit contenir au plus 128 caractères"],
  ];
  for (const [newPassword, message] of cases) {
    const res = await request("/admin/profile", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "password", currentPassword: staff.password, newPassword, confirmPassword: newPassword }),
    });
    expect(res.status, newPassword).toBe(400);
    expect((await res.text()).replaceAll("&#x27;", "'")).toContain(message);
  }
  expect(await currentSessionVersion(staff.id)).toBe(staff.sessionVersion);
  // The rule is on the page before any error.
  expect(await (await request("/admin/profile", { headers: { cookie } })).text()).toContain("De 8 à 128 caractères");
});

test("changing the password in Mon Profil deletes the unused reset links and ends every listed session; this browser goes on with a new one", async () => {
  const staff = await createStaff("editor");
  const here = await sessionCookieHeader(staff);
  const elsewhere = await sessionCookieHeader(staff);
  // A reset link asked for earlier (by the account holder or by someone who knows the address).
  await requestPasswordReset({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" }, { email: staff.email });
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "password-reset"), eq(emailOutbox.relatedId, staff.id)))
    .orderBy(desc(emailOutbox.id));
  const link = /\/admin\/nouveau-mot-de-passe\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  expect((await request(link)).status).toBe(200);
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(staff.id).first<{ n: number }>())?.n;
  expect(await count("select count(*) as n from staff_sessions where user_id = ?")).toBe(2);
  expect(await count("select count(*) as n from account_tokens where user_id = ? and purpose = 'reset' and used_at is null")).toBe(1);

  const res = await changePassword(here, staff.password);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/profile?ok=password");
  const renewed = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("lutetia_session="))
    ?.split(";")[0];
  expect(renewed).toBeTruthy();

  expect(await count("select count(*) as n from account_tokens where user_id = ? and purpose = 'reset' and used_at is null")).toBe(0);
  const link410 = await request(link);
  expect(link410.status).toBe(410);
  await link410.text();
  // Only the new session is left: the old rows are gone, not merely refused.
  const { results: rows } = await env.DB.prepare("select id from staff_sessions where user_id = ?").bind(staff.id).all<{ id: string }>();
  expect(rows).toHaveLength(1);
  for (const old of [here, elsewhere]) {
    const refused = await request("/admin/profile", { headers: { cookie: old } });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toContain("/admin/login");
  }
  const profile = await request("/admin/profile?ok=password", { headers: { cookie: renewed! } });
  expect(profile.status).toBe(200);
  const html = await profile.text();
  expect(html).toContain(PROFILE_MESSAGES.passwordChanged);
  expect(html.match(/Cette session/g)).toHaveLength(1);
  expect(html).not.toContain("Déconnecter toutes les autres sessions");
  expect(await journal(staff)).toEqual([{ action: "profile.password_change", actor_id: staff.id, target_id: String(staff.id) }]);
});
