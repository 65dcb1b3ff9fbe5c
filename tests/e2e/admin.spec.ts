import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated, settled } from "./hydration";

const PASSWORD = "e2e-mot-de-passe";

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

async function sendContactRequest(page: Page) {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Nom complet").fill("Bertrand Lefèvre");
  await page.getByLabel("Email").fill(`bertrand-${Date.now()}@example.fr`);
  await page.getByLabel("Téléphone").fill("01 23 45 67 89");
  await page.getByLabel("Type de métier").selectOption("particulier");
  await page.getByLabel("Objet").selectOption("etude_geotechnique_g1");
  await page.getByRole("textbox", { name: "Message" }).fill("Maison individuelle à Créteil : quelle étude de sol faut-il ?");
  await page.locator('input[type="file"]').setInputFiles([{ name: "rapport-sol.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% rapport de sol\n") }]);
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  const banner = page.locator("#contact-result");
  await expect(banner).toContainText(/Référence: CT-\d{4}-\d{6}/);
  return /CT-\d{4}-\d{6}/.exec((await banner.textContent()) ?? "")![0];
}

test("an editor signs in, returns to the leads, handles a contact request and signs out", async ({ page }) => {
  const reference = await sendContactRequest(page);

  await page.goto("/admin/demandes");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdemandes$/);
  await expect(page.getByText("Connectez-vous pour accéder à cette page.")).toBeVisible();
  await signIn(page, "editor@e2e.test");
  await expect(page).toHaveURL(/\/admin\/demandes$/);
  await expect(page.getByRole("heading", { name: "Demandes", exact: true })).toBeVisible();
  await expect(page.getByText("editor@e2e.test").first()).toBeVisible();

  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
  await expect(page.getByText("Maison individuelle à Créteil : quelle étude de sol faut-il ?")).toBeVisible();

  const attachment = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger rapport-sol.pdf" }).click();
  const file = await attachment;
  expect(file.suggestedFilename()).toBe("rapport-sol.pdf");
  expect((await readFile(await file.path())).toString()).toContain("rapport de sol");

  await page.getByLabel("Statut").selectOption("en_cours");
  await page.getByRole("button", { name: "Mettre à jour le statut" }).click();
  await expect(page.getByText("Statut mis à jour")).toBeVisible();
  // Beside the status, and in the request's history.
  await expect(page.getByText(/par Test editor le \d{2}\/\d{2}\/\d{4}/)).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Historique de la demande" })).toContainText("Nouveau → En cours");

  await page.getByRole("link", { name: "← Toutes les demandes" }).click();
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("En cours");
  await page.getByRole("link", { name: "Demandes de contact" }).click();
  await expect(page.getByRole("heading", { name: "Demandes de contact" })).toBeVisible();
  const exported = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter en CSV" }).click();
  const csv = await exported;
  expect(csv.suggestedFilename()).toMatch(/^demandes-contact-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain(`${reference};`);

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/demandes");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
});

test("a contributor who opens /admin/users lands on 'Accès refusé'", async ({ page }) => {
  await page.goto("/admin/users");
  await signIn(page, "contributor@e2e.test");
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page.")).toBeVisible();
  await page.getByRole("link", { name: "Retour au tableau de bord" }).click();
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
});

test("a wrong password shows the specification's message, which goes away after 8 s", async ({ page, consoleErrors }) => {
  // The page's own clock: the 8 s pass at once (docs/decisions/924).
  await page.clock.install();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("author@e2e.test");
  await page.getByLabel("Mot de passe").fill("pas-le-bon");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const error = page.getByText("Identifiants incorrects. Vérifiez votre email et mot de passe.");
  await expect(error).toBeVisible();
  await page.clock.fastForward(8_000);
  await expect(error).toBeHidden();
  // The rejected sign-in answers 401 on purpose; Chromium logs every 4xx response.
  const expected = "Failed to load resource: the server responded with a status of 401 (Unauthorized)";
  expect(consoleErrors.filter((message) => message === expected)).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(expected), 1);
});

test("the sidebar collapses at 375 px and opens from the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/login");
  await signIn(page, "super-admin@e2e.test");
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  const users = page.getByRole("link", { name: "Utilisateurs", exact: true });
  await expect(users).toBeHidden();
  await page.locator('label[for="admin-menu-toggle"]').click();
  await expect(users).toBeVisible();
  await users.click();
  await expect(page.getByRole("heading", { name: "Utilisateurs", level: 1 })).toBeVisible();
  // The menu closes after navigating.
  await expect(page.getByRole("link", { name: "Journal", exact: true })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("link", { name: "Journal", exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff sign in, open the menu and sign out", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/profile");
    await expect(page.getByText("Connectez-vous pour accéder à votre profil.")).toBeVisible();
    await signIn(page, "author@e2e.test");
    await expect(page.getByRole("heading", { name: "Mon Profil" })).toBeVisible();
    const articles = page.getByRole("link", { name: "Articles", exact: true });
    await expect(articles).toBeHidden();
    await page.locator('label[for="admin-menu-toggle"]').click();
    await expect(articles).toBeVisible();
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

// « Sessions actives »: the same account signed in from two browsers; the first
// ends the second from Mon Profil, and the second is sent back to the login page.
test("a staff member ends another browser's session from « Sessions actives »", async ({ page, browser }) => {
  const firefox = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" });
  const other = await firefox.newPage();
  await other.goto("/admin/login");
  await settled(other);
  await signIn(other, "contributor@e2e.test");
  await expect(other).not.toHaveURL(/\/admin\/login/);

  await page.goto("/admin/login");
  await settled(page);
  await signIn(page, "contributor@e2e.test");
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await page.goto("/admin/profile");
  const sessions = page.getByRole("list", { name: "Sessions actives" });
  await expect(sessions.getByText("Cette session")).toBeVisible();
  await sessions.getByRole("button", { name: /^Déconnecter la session Firefox sur Linux/ }).click();
  await expect(page.getByText("La session a été déconnectée.")).toBeVisible();
  await expect(sessions.getByText("Firefox sur Linux")).toHaveCount(0);

  await other.goto("/admin/profile");
  await expect(other).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fprofile$/);
  await firefox.close();

  await expectNoAxeViolations(page);
});
