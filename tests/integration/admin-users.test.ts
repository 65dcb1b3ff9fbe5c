import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { verifyPassword } from "~/lib/auth/password.server";
import { deleteUser, updateUser } from "~/lib/users/users.server";
import { createStaff, currentSessionVersion, sessionCookieHeader, uniqueEmail } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";

async function asSuperAdmin() {
  const admin = await createStaff("super_admin");
  return { admin, cookie: await sessionCookieHeader(admin) };
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return request(path, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
}

async function userRow(email: string) {
  return env.DB.prepare("select * from users where email = ?").bind(email).first<Record<string, unknown>>();
}

test("creating a user needs an e-mail and a password of 8 characters", async () => {
  const { cookie } = await asSuperAdmin();
  const empty = await post("/admin/users?dialog=new", cookie, { intent: "create" });
  expect(empty.status).toBe(400);
  const html = await empty.text();
  expect(html).toContain("L&#x27;email est requis");
  expect(html).toContain("Le mot de passe est requis");
  expect(html).toContain('role="dialog"');

  const short = await post("/admin/users?dialog=new", cookie, { intent: "create", email: uniqueEmail(), password: "court" });
  expect(short.status).toBe(400);
  expect(await short.text()).toContain("Le mot de passe doit contenir au moins 8 caractères");
});

test("a new user gets the author role by default, a real e-mail and an audit row", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const email = uniqueEmail("nouvel-auteur");
  const res = await post("/admin/users?dialog=new&q=", cookie, { intent: "create", email: email.toUpperCase(), password: "mot-de-passe-8", firstName: "Nina", lastName: "Roux" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/users?q=");
  expect(flashOf(res)).toEqual({ message: "Utilisateur créé avec succès", tone: "success" });
  const { page, html } = await followRedirect(res, cookie);
  expect(html).toContain("Utilisateur créé avec succès");
  expect(page.headers.getSetCookie().some((c) => c.startsWith("lutetia_flash=;") && c.includes("Max-Age=0"))).toBe(true);
  const row = await userRow(email);
  expect(row).toMatchObject({ role: "author", first_name: "Nina", last_name: "Roux" });
  expect(await verifyPassword("mot-de-passe-8", String(row?.password_hash))).toBe(true);
  const audit = await env.DB.prepare("select actor_id, action, target_id from audit_log where action = 'user.create' and target_id = ?").bind(String(row?.id)).first();
  expect(audit).toEqual({ actor_id: admin.id, action: "user.create", target_id: String(row?.id) });

  const again = await post("/admin/users?dialog=new", cookie, { intent: "create", email, password: "mot-de-passe-8" });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain("Un utilisateur avec cet email existe déjà");
});

test("editing a user applies the new password and role but never the e-mail", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const target = await createStaff("author");
  const res = await post(`/admin/users?dialog=edit&id=${target.id}`, cookie, {
    intent: "update",
    id: String(target.id),
    email: "pirate@exemple.fr",
    firstName: "Léa",
    lastName: "Moreau",
    role: "editor",
    password: "nouveau-secret-1",
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/users");
  expect(flashOf(res)?.message).toBe("Utilisateur mis à jour avec succès");
  const row = await userRow(target.email);
  expect(row).toMatchObject({ role: "editor", first_name: "Léa", last_name: "Moreau", session_version: target.sessionVersion + 1 });
  expect(await verifyPassword("nouveau-secret-1", String(row?.password_hash))).toBe(true);
  const audit = await env.DB.prepare("select details from audit_log where action = 'user.update' and actor_id = ? order by id desc").bind(admin.id).first<{ details: string }>();
  expect(JSON.parse(audit!.details)).toMatchObject({ changes: ["names", "role", "password"], fromRole: "author", toRole: "editor" });
});

test("an empty password on edit keeps the current one", async () => {
  const { cookie } = await asSuperAdmin();
  const target = await createStaff("author");
  const res = await post(`/admin/users?dialog=edit&id=${target.id}`, cookie, { intent: "update", id: String(target.id), firstName: "A", lastName: "B", role: "author", password: "" });
  expect(res.status).toBe(302);
  const row = await userRow(target.email);
  expect(await verifyPassword(target.password, String(row?.password_hash))).toBe(true);
  expect(row?.session_version).toBe(target.sessionVersion);
});

test("a super admin can neither delete nor demote themself", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const demote = await post(`/admin/users?dialog=edit&id=${admin.id}`, cookie, { intent: "update", id: String(admin.id), role: "editor" });
  expect(demote.status).toBe(400);
  expect(await demote.text()).toContain("Vous ne pouvez pas modifier votre propre rôle.");
  const remove = await post(`/admin/users?dialog=delete&id=${admin.id}`, cookie, { intent: "delete", id: String(admin.id) });
  expect(remove.status).toBe(400);
  expect(await remove.text()).toContain("Vous ne pouvez pas supprimer votre propre compte.");
  expect(await userRow(admin.email)).toMatchObject({ role: "super_admin" });
});

test("the last super admin can be neither demoted nor deleted", async () => {
  const last = await createStaff("super_admin");
  const other = await createStaff("editor");
  await env.DB.prepare("update users set role = 'editor' where role = 'super_admin' and id != ?").bind(last.id).run();
  const demoted = await updateUser(db(), other, { id: last.id, firstName: "", lastName: "", role: "editor" });
  expect(demoted).toEqual({ ok: false, field: "role", message: "Impossible : il doit rester au moins un super administrateur." });
  const deleted = await deleteUser(db(), other, last.id);
  expect(deleted).toEqual({ ok: false, message: "Impossible : il doit rester au moins un super administrateur." });
  expect(await currentSessionVersion(last.id)).toBe(last.sessionVersion);
  // With a second super admin, the first one can go.
  const second = await createStaff("super_admin");
  expect(await deleteUser(db(), second, last.id)).toEqual({ ok: true });
});

test("deleting a user removes the account and writes an audit row", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const target = await createStaff("contributor");
  const res = await post(`/admin/users?dialog=delete&id=${target.id}&page=3`, cookie, { intent: "delete", id: String(target.id) });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/users");
  expect(flashOf(res)?.message).toBe("Utilisateur supprimé avec succès");
  expect(await userRow(target.email)).toBeNull();
  const audit = await env.DB.prepare("select actor_id, details from audit_log where action = 'user.delete' and target_id = ?").bind(String(target.id)).first<{ actor_id: number; details: string }>();
  expect(audit?.actor_id).toBe(admin.id);
  expect(JSON.parse(audit!.details)).toEqual({ email: target.email, role: "contributor" });
});

test("the users list searches names and e-mails, 10 per page, with real e-mails and 'Jamais'", async () => {
  const { cookie } = await asSuperAdmin();
  const marker = `zq${Math.random().toString(36).slice(2, 7)}`;
  for (let i = 0; i < 12; i++) await createStaff("author", { lastName: `${marker}-${i}` });
  const first = await request(`/admin/users?q=${marker.toUpperCase()}`, { headers: { cookie } });
  const html = (await first.text()).replaceAll("<!-- -->", "");
  expect(first.status).toBe(200);
  expect(html.match(new RegExp(`Prénom ${marker}-`, "g"))?.length).toBe(10);
  expect(html).toContain("Page 1 sur 2 (12 résultats)");
  expect(html).toContain("Jamais");
  expect(html).toMatch(/author-[\w-]+@e2e\.test/);
  expect(html).toContain("Auteur");
  const second = (await (await request(`/admin/users?q=${marker}&page=2`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  expect(second.match(new RegExp(`Prénom ${marker}-`, "g"))?.length).toBe(2);

  const byEmail = (await (await request(`/admin/users?q=${encodeURIComponent("@e2e.test")}`, { headers: { cookie } })).text());
  expect(byEmail).not.toContain("Aucun utilisateur ne correspond");
});

test("the edit dialog shows the e-mail disabled, the delete dialog asks for confirmation", async () => {
  const { cookie } = await asSuperAdmin();
  const target = await createStaff("editor");
  const edit = await (await request(`/admin/users?dialog=edit&id=${target.id}`, { headers: { cookie } })).text();
  expect(edit).toContain("Modifier l&#x27;utilisateur");
  const emailInput = edit.match(new RegExp(`<input[^>]*value="${target.email}"[^>]*>`))?.[0] ?? "";
  expect(emailInput).toContain("disabled");
  expect(emailInput).not.toContain("name=");
  expect(edit).toContain("Laisser vide pour conserver le mot de passe actuel");
  const remove = await (await request(`/admin/users?dialog=delete&id=${target.id}`, { headers: { cookie } })).text();
  expect(remove).toContain('role="alertdialog"');
  expect(remove).toContain("Cette action est irréversible");
});

test("Création d'administrateur creates a super admin with the specification's texts", async () => {
  const { cookie } = await asSuperAdmin();
  const page = await (await request("/admin/create-admin", { headers: { cookie } })).text();
  expect(page).toContain("Création d&#x27;administrateur");
  const missing = await post("/admin/create-admin", cookie, {});
  expect(missing.status).toBe(400);
  const errors = await missing.text();
  expect(errors).toContain("Le prénom est requis");
  expect(errors).toContain("Le nom est requis");
  expect(errors).toContain("L&#x27;email est requis");
  const email = uniqueEmail("chef");
  const res = await post("/admin/create-admin", cookie, { firstName: "Claire", lastName: "Petit", email, password: "un-mot-de-passe" });
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Super Admin créé avec succès! L&#x27;utilisateur peut maintenant se connecter avec les identifiants fournis.");
  expect(html).toContain(email);
  expect(await userRow(email)).toMatchObject({ role: "super_admin", first_name: "Claire" });
  const audit = await env.DB.prepare("select count(*) as n from audit_log where action = 'user.create_super_admin' and details like ?").bind(`%${email}%`).first<{ n: number }>();
  expect(audit?.n).toBe(1);
});

test("Mon Profil lets any staff member change their names", async () => {
  const staff = await createStaff("contributor");
  const cookie = await sessionCookieHeader(staff);
  const page = await (await request("/admin/profile", { headers: { cookie } })).text();
  expect(page).toContain("Mon Profil");
  expect(page).toContain("Lecteur");
  const res = await post("/admin/profile", cookie, { intent: "names", firstName: "Hugo", lastName: "Bernard" });
  expect(res.status).toBe(302);
  expect(await userRow(staff.email)).toMatchObject({ first_name: "Hugo", last_name: "Bernard", session_version: staff.sessionVersion });
});
