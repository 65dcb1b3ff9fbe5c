// Staff accounts (docs/decisions/323, 700): an invitation instead of a chosen password, and
// « Mot de passe oublié » with a link read from the mail outbox.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { addSession, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { queryD1 } from "./forms-db";

/** The path of the newest link of that type written to the address in the outbox. */
function linkFromOutbox(type: string, email: string, pattern: RegExp): string {
  const [mail] = queryD1<{ text: string }>(`select text from email_outbox where type = '${type}' and "to" like '%${email}%' order by id desc limit 1`);
  const match = pattern.exec(mail?.text ?? "");
  if (!match) throw new Error(`aucun lien ${type} pour ${email}`);
  return match[0];
}

async function choosePassword(page: Page, password: string, submit: string) {
  await page.getByLabel("Nouveau mot de passe").fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: submit }).click();
}

test("a super admin invites a colleague locally, opens the captured invitation under Utilisateurs, and the colleague follows its link, chooses a password and is signed in", async ({
  page,
  browser,
}) => {
  await addSession(page, STAFF.superAdmin);
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Inviter un utilisateur" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter un utilisateur" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
  await expect(dialog.getByLabel("Rôle")).toHaveValue("author");
  const email = `invitee-${Date.now()}@e2e.test`;
  await dialog.getByLabel("Prénom").fill("Inès");
  await dialog.getByLabel("Nom", { exact: true }).fill("Garnier");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText("Invitation envoyée").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Invitation envoyée");
  await expect(row.getByRole("button", { name: /Renvoyer/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // No mail provider locally: the invitation is captured, and read from the users area
  // (docs/decisions/324), not from the database.
  await page.getByRole("navigation", { name: "Utilisateurs" }).getByRole("link", { name: "E-mails des comptes" }).click();
  await expect(page.getByRole("heading", { name: "E-mails des comptes" })).toBeVisible();
  const mail = page.getByRole("row", { name: new RegExp(email) });
  // The queue consumer captures it within a moment of the invitation.
  await expect(async () => {
    await page.reload();
    await expect(mail).toContainText("Capturé (non envoyé)", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mail).toContainText("Invitation à l'administration");
  await expect(mail).not.toContainText("staff-invitation");
  await expectNoAxeViolations(page);

  await mail.getByRole("link", { name: /^Ouvrir/ }).click();
  await expect(page.getByRole("heading", { name: /^Invitation à l'administration/ })).toBeVisible();
  await expect(page.getByText("Capturé (non envoyé)")).toBeVisible();
  // The HTML version is drawn in a frame without any permission (no script, no same-origin);
  // the text version shows the link itself.
  const frame = page.locator('iframe[title^="Version HTML"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame).toHaveAttribute("srcdoc", /Activer mon compte/);
  const textLink = page.getByRole("link", { name: /\/admin\/invitation\/[A-Za-z0-9_-]{43}$/ });
  await expect(textLink).toBeVisible();
  // The screen is checked; the e-mail inside the frame is the message as sent, not the admin's markup
  // (and axe cannot run a script in a frame that allows none).
  await expectNoAxeViolations(page, { exclude: ['iframe[title^="Version HTML"]'] });
  const link = new URL((await textLink.getAttribute("href")) ?? "").pathname;
  // The same link as the one stored for the invitation.
  expect(link).toBe(linkFromOutbox("staff-invitation", email, /\/admin\/invitation\/[A-Za-z0-9_-]{43}/));

  // The colleague follows it in their own browser.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Activer votre compte" })).toBeVisible();
  await expect(invitee.getByText("De 8 à 128 caractères, pas un mot de passe courant")).toBeVisible();
  await expectNoAxeViolations(invitee);
  // The built Worker refuses a common password, whatever its case, and keeps the link.
  await choosePassword(invitee, "Password123", "Activer mon compte");
  await expect(invitee.getByText("Ce mot de passe fait partie des mots de passe les plus courants : choisissez-en un autre.")).toBeVisible();
  await expect(invitee).toHaveURL(new RegExp(`${link}$`));
  await expectNoAxeViolations(invitee);
  await choosePassword(invitee, "ma phrase de passe à moi", "Activer mon compte");
  await expect(invitee).toHaveURL(/\/admin$/);
  await invitee.goto("/admin/profile");
  await expect(invitee.getByRole("heading", { name: "Mon Profil" })).toBeVisible();
  await expect(invitee.getByText(`${email} · Auteur`)).toBeVisible();

  // The link served once: opened again, it says so in French.
  await invitee.goto(link);
  await expect(invitee.getByText("Ce lien n'est plus valable. Demandez une nouvelle invitation à votre administrateur.")).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.context().close();
});

test("a forgotten password is reset from the e-mailed link, and a session opened before is refused", async ({ page, browser }) => {
  const email = `oubli-${Date.now()}@e2e.test`;
  const salt = randomBytes(16);
  const hash = pbkdf2Sync("ancien-mot-de-passe", salt, 100_000, 32, "sha256");
  queryD1(
    `insert into users (email, password_hash, role, first_name, last_name) values ('${email}', 'pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}', 'author', 'Léon', 'Martin')`,
  );

  // A session opened before, in another browser.
  const before = await (await browser.newContext()).newPage();
  await before.goto("/admin/login");
  await before.getByLabel("Email").fill(email);
  await before.getByLabel("Mot de passe").fill("ancien-mot-de-passe");
  await before.getByRole("button", { name: "Se connecter" }).click();
  await expect(before).toHaveURL(/\/admin$/);

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/admin\/mot-de-passe-oublie$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Recevoir un lien" }).click();
  await expect(page.getByText("Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(linkFromOutbox("password-reset", email, /\/admin\/nouveau-mot-de-passe\/[A-Za-z0-9_-]{43}/));
  await expect(page.getByRole("heading", { name: "Nouveau mot de passe" })).toBeVisible();
  await choosePassword(page, "une toute nouvelle phrase", "Enregistrer le mot de passe");
  await expect(page).toHaveURL(/\/admin\/login\?motDePasse=modifie$/);
  await expect(page.getByText("Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.")).toBeVisible();
  await expectNoAxeViolations(page);

  await before.goto("/admin/profile");
  await expect(before).toHaveURL(/\/admin\/login/);
  await before.context().close();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("une toute nouvelle phrase");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(queryD1<{ n: number }>(`select count(*) as n from email_outbox where type = 'password-changed' and "to" like '%${email}%'`)[0].n).toBe(1);
  await expectNoAxeViolations(page);
});

test("Création d'administrateur invites a super admin, who chooses their own password from the e-mailed link", async ({ page, browser }) => {
  await addSession(page, STAFF.superAdmin);
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Inviter un super administrateur" }).click();
  await expect(page.getByRole("heading", { name: "Création d'administrateur" })).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  const email = `chef-${Date.now()}@e2e.test`;
  // Required fields: the label's text ends with an aria-hidden « * ».
  await page.getByRole("textbox", { name: "Prénom" }).fill("Hélène");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefort");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Inviter le super administrateur" }).click();
  await expect(page.getByText(`— ${email}. Le nouveau super administrateur pourra se connecter`)).toBeVisible();
  await expectNoAxeViolations(page);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(linkFromOutbox("staff-invitation", email, /\/admin\/invitation\/[A-Za-z0-9_-]{43}/));
  await choosePassword(invitee, "la phrase de la direction", "Activer mon compte");
  await expect(invitee).toHaveURL(/\/admin$/);
  await invitee.goto("/admin/users");
  await expect(invitee.getByRole("heading", { name: "Utilisateurs" })).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.context().close();
});
