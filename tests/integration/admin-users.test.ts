import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { accountTokens, emailOutbox } from "~/db/schema";
import { verifyPassword } from "~/lib/auth/password.server";
import { findAccountToken, hashAccountToken } from "~/lib/auth/tokens.server";
import { acceptInvitation, inviteUser } from "~/lib/users/invitations.server";
import { deleteUser, updateOwnNames, updateUser } from "~/lib/users/users.server";
import { createStaff, currentSessionVersion, randomIp, sessionCookieHeader, uniqueEmail } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";

const mailDeps = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" });

/** The token of the newest invitation e-mail of the account. */
async function invitationLink(userId: number) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "staff-invitation"), eq(emailOutbox.relatedId, userId)))
    .orderBy(desc(emailOutbox.id));
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("pas de lien dans l'e-mail");
  return token;
}

function accept(token: string, password: string) {
  return request(`/admin/invitation/${token}`, { method: "POST", body: new URLSearchParams({ password, confirmPassword: password }) });
}

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

test("inviting a user needs an e-mail; the dialog has no password field", async () => {
  const { cookie } = await asSuperAdmin();
  const dialog = await (await request("/admin/users?dialog=new", { headers: { cookie } })).text();
  expect(dialog).toContain("Inviter un utilisateur");
  expect(dialog).not.toContain('type="password"');
  const empty = await post("/admin/users?dialog=new", cookie, { intent: "invite" });
  expect(empty.status).toBe(400);
  const html = await empty.text();
  expect(html).toContain("L&#x27;email est requis");
  expect(html).toContain('role="dialog"');
});

test("an invited user is listed as 'Invitation envoyée' (author by default) with a 7-day link queued, and cannot sign in yet", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const email = uniqueEmail("nouvel-auteur");
  const before = Date.now();
  const res = await post("/admin/users?dialog=new&q=", cookie, { intent: "invite", email: email.toUpperCase(), firstName: "Nina", lastName: "Roux" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/users?q=");
  expect(flashOf(res)).toEqual({ message: "Invitation envoyée", tone: "success" });
  const row = await userRow(email);
  expect(row).toMatchObject({ role: "author", first_name: "Nina", last_name: "Roux", status: "invited" });
  const { html } = await followRedirect(res, cookie);
  expect(html).toMatch(new RegExp(`${email}[\\s\\S]*Invitation envoyée[\\s\\S]*Renvoyer[\\s\\S]*Annuler`));

  const token = await invitationLink(Number(row?.id));
  const [stored] = await db()
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.userId, Number(row?.id)));
  expect(stored).toMatchObject({ purpose: "invitation", usedAt: null, tokenHash: await hashAccountToken(token) });
  expect(stored.expiresAt.getTime() - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
  expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
  const audit = await env.DB.prepare("select actor_id, action, target_id from audit_log where action = 'user.invite' and target_id = ?").bind(String(row?.id)).first();
  expect(audit).toEqual({ actor_id: admin.id, action: "user.invite", target_id: String(row?.id) });

  const signIn = await request("/admin/login", { method: "POST", body: new URLSearchParams({ email, password: "invited$" }), headers: { "cf-connecting-ip": randomIp() } });
  expect(signIn.status).toBe(401);
  const again = await post("/admin/users?dialog=new", cookie, { intent: "invite", email });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain("Un utilisateur avec cet email existe déjà");
});

test("accepting an invitation sets the invitee's own password and signs them in; the link then shows the French page", async () => {
  const { admin } = await asSuperAdmin();
  const email = uniqueEmail("invitee");
  const outcome = await inviteUser(mailDeps(), admin, { email, firstName: "Paul", lastName: "Durand", role: "editor" });
  if (!outcome.ok) throw new Error(outcome.message);
  const token = await invitationLink(outcome.userId);
  const form = await request(`/admin/invitation/${token}`);
  expect(form.status).toBe(200);
  const formHtml = await form.text();
  expect(formHtml).toContain("Activer mon compte");
  expect(formHtml).toContain("De 8 à 128 caractères");

  const refused = await accept(token, "lutetia-2026!");
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("Le mot de passe ne doit pas contenir le nom « Lutetia ».");

  const res = await accept(token, "mon propre secret");
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin");
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("lutetia_session="))!
    .split(";")[0];
  const profile = await request("/admin/profile", { headers: { cookie } });
  expect(profile.status).toBe(200);
  expect(await profile.text()).toContain(email);
  const row = await userRow(email);
  expect(row).toMatchObject({ status: "active", role: "editor" });
  expect(await verifyPassword("mon propre secret", String(row?.password_hash))).toBe(true);

  for (const again of [await request(`/admin/invitation/${token}`), await accept(token, "un autre secret")]) {
    expect(again.status).toBe(410);
    expect((await again.text()).replaceAll("&#x27;", "'")).toContain("Ce lien n'est plus valable. Demandez une nouvelle invitation à votre administrateur.");
  }
});

test("an invitation link is refused after 7 days (injected clock)", async () => {
  const { admin } = await asSuperAdmin();
  const issued = new Date();
  const outcome = await inviteUser(mailDeps(), admin, { email: uniqueEmail("tardif"), firstName: "", lastName: "", role: "author" }, issued);
  if (!outcome.ok) throw new Error(outcome.message);
  const token = await invitationLink(outcome.userId);
  const later = (days: number) => new Date(issued.getTime() + days * 24 * 3600_000);
  expect(await findAccountToken(db(), "invitation", token, later(6.9))).not.toBeNull();
  expect(await acceptInvitation(db(), { token, password: "mon propre secret" }, later(7.1))).toEqual({ ok: false, reason: "invalid-link" });
});

test("'Renvoyer' queues a new link and kills the old one", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const outcome = await inviteUser(mailDeps(), admin, { email: uniqueEmail("relance"), firstName: "", lastName: "", role: "author" });
  if (!outcome.ok) throw new Error(outcome.message);
  const older = await invitationLink(outcome.userId);
  const res = await post("/admin/users", cookie, { intent: "resend", id: String(outcome.userId) });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Nouvelle invitation envoyée ; l'ancien lien n'est plus valable");
  const newer = await invitationLink(outcome.userId);
  expect(newer).not.toBe(older);
  expect((await accept(older, "mon propre secret")).status).toBe(410);
  expect((await accept(newer, "mon propre secret")).status).toBe(302);
  // An active account has no invitation to resend.
  const active = await post("/admin/users", cookie, { intent: "resend", id: String(outcome.userId) });
  expect(active.status).toBe(400);
});

test("'Annuler' removes the pending account and its link; an active account cannot be 'cancelled'", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const email = uniqueEmail("annule");
  const outcome = await inviteUser(mailDeps(), admin, { email, firstName: "", lastName: "", role: "author" });
  if (!outcome.ok) throw new Error(outcome.message);
  const token = await invitationLink(outcome.userId);
  const res = await post("/admin/users", cookie, { intent: "cancel", id: String(outcome.userId) });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Invitation annulée");
  expect(await userRow(email)).toBeNull();
  expect((await request(`/admin/invitation/${token}`)).status).toBe(410);
  const member = await createStaff("author");
  expect((await post("/admin/users", cookie, { intent: "cancel", id: String(member.id) })).status).toBe(400);
  expect(await userRow(member.email)).not.toBeNull();
});

test("editing a user applies names and role but never the e-mail or a password", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const target = await createStaff("author");
  const res = await post(`/admin/users?dialog=edit&id=${target.id}`, cookie, {
    intent: "update",
    id: String(target.id),
    version: "1",
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
  expect(await verifyPassword(target.password, String(row?.password_hash))).toBe(true);
  const audit = await env.DB.prepare("select details from audit_log where action = 'user.update' and actor_id = ? order by id desc").bind(admin.id).first<{ details: string }>();
  expect(JSON.parse(audit!.details)).toMatchObject({ changes: ["names", "role"], fromRole: "author", toRole: "editor" });
});

test("two super admins editing the same user: the second save is refused (409) with who saved first, nothing overwritten", async () => {
  const { cookie } = await asSuperAdmin();
  const colleague = await createStaff("super_admin", { firstName: "Claire", lastName: "Dubois" });
  const target = await createStaff("author");
  const edit = (who: string, fields: Record<string, string>) =>
    post(`/admin/users?dialog=edit&id=${target.id}`, who, { intent: "update", id: String(target.id), version: "1", firstName: "", lastName: "", role: "author", ...fields });
  const first = await edit(await sessionCookieHeader(colleague), { role: "editor" });
  expect(first.status).toBe(302);
  const second = await edit(cookie, { firstName: "Léa" });
  expect(second.status).toBe(409);
  expect(await second.text()).toContain("Claire Dubois");
  expect(await userRow(target.email)).toMatchObject({ role: "editor", first_name: "", version: 2 });
  // The person renaming themself in Mon Profil moves the version too: an older dialog is refused.
  await updateOwnNames(db(), target, { firstName: "Lou", lastName: "Martin" });
  const stale = await edit(cookie, { version: "2", role: "contributor" });
  expect(stale.status).toBe(409);
  expect(await userRow(target.email)).toMatchObject({ role: "editor", first_name: "Lou", version: 3 });
  // The version travels with the dialog: without it nothing is saved.
  const unversioned = await post(`/admin/users?dialog=edit&id=${target.id}`, cookie, { intent: "update", id: String(target.id), firstName: "Léa", lastName: "", role: "author" });
  expect(unversioned.status).toBe(400);
  expect(await userRow(target.email)).toMatchObject({ role: "editor", first_name: "Lou" });
});

test("a super admin can neither delete nor demote themself", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const demote = await post(`/admin/users?dialog=edit&id=${admin.id}`, cookie, { intent: "update", id: String(admin.id), version: "1", role: "editor" });
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
  const demoted = await updateUser(db(), other, last.id, 1, { firstName: "", lastName: "", role: "editor" });
  expect(demoted).toEqual({
    ok: false,
    reason: "invalid",
    fieldErrors: { role: ["Impossible : il doit rester au moins un super administrateur."] },
    formError: "Échec de la mise à jour de l'utilisateur",
  });
  const deleted = await deleteUser(db(), other, last.id);
  expect(deleted).toEqual({ ok: false, reason: "refused", message: "Impossible : il doit rester au moins un super administrateur." });
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
  const audit = await env.DB.prepare("select actor_id, details from audit_log where action = 'user.delete' and target_id = ?")
    .bind(String(target.id))
    .first<{ actor_id: number; details: string }>();
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

  const byEmail = await (await request(`/admin/users?q=${encodeURIComponent("@e2e.test")}`, { headers: { cookie } })).text();
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
  expect(edit).not.toContain('type="password"');
  const remove = await (await request(`/admin/users?dialog=delete&id=${target.id}`, { headers: { cookie } })).text();
  expect(remove).toContain('role="alertdialog"');
  expect(remove).toContain("Cette action est irréversible");
});

test("Création d'administrateur invites a super admin, who will choose their own password: no password field, nothing typed is kept", async () => {
  const { admin, cookie } = await asSuperAdmin();
  const page = await (await request("/admin/create-admin", { headers: { cookie } })).text();
  expect(page).toContain("Création d&#x27;administrateur");
  expect(page).toContain("un super administrateur a un accès complet au site");
  expect(page).not.toContain('type="password"');
  const missing = await post("/admin/create-admin", cookie, {});
  expect(missing.status).toBe(400);
  const errors = await missing.text();
  expect(errors).toContain("Le prénom est requis");
  expect(errors).toContain("Le nom est requis");
  expect(errors).toContain("L&#x27;email est requis");
  const email = uniqueEmail("chef");
  // A password sent along (an old form, a crafted request) is ignored.
  const res = await post("/admin/create-admin", cookie, { firstName: "Claire", lastName: "Petit", email, password: "un-mot-de-passe" });
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
  expect(html).toContain(`<strong>Invitation envoyée</strong> — ${email}.`);
  expect(html).toContain("Le nouveau super administrateur pourra se connecter dès qu'il aura choisi son mot de passe depuis le lien reçu par e-mail (valable 7 jours).");
  const row = await userRow(email);
  expect(row).toMatchObject({ role: "super_admin", first_name: "Claire", status: "invited", password_hash: "invited$" });
  const token = await invitationLink(Number(row?.id));
  const [link] = await db()
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.userId, Number(row?.id)));
  expect(link).toMatchObject({ purpose: "invitation", usedAt: null, tokenHash: await hashAccountToken(token) });
  const audit = await env.DB.prepare("select actor_id, details from audit_log where action = 'user.invite' and target_id = ?")
    .bind(String(row?.id))
    .first<{ actor_id: number; details: string }>();
  expect(audit?.actor_id).toBe(admin.id);
  expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ email, role: "super_admin" });
  const signIn = await request("/admin/login", { method: "POST", body: new URLSearchParams({ email, password: "un-mot-de-passe" }), headers: { "cf-connecting-ip": randomIp() } });
  expect(signIn.status).toBe(401);
  const again = await post("/admin/create-admin", cookie, { firstName: "Claire", lastName: "Petit", email });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain("Un utilisateur avec cet email existe déjà");
});

test("the users screen links to Création d'administrateur as an invitation", async () => {
  const { cookie } = await asSuperAdmin();
  const page = await (await request("/admin/users", { headers: { cookie } })).text();
  expect(page).toMatch(/<a[^>]*href="\/admin\/create-admin"[^>]*>Inviter un super administrateur<\/a>/);
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
