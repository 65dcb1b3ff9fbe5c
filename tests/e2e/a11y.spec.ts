// WCAG 2.2 AA (axe-core) on every public screen and every admin screen that exists, on a
// desktop (1280 px) and a phone (390 px) screen. New screens add their line here or end
// their own journey with expectNoAxeViolations (tests/e2e/axe.ts).
import type { Page } from "@playwright/test";
import { addSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { settled } from "./hydration";
import { queryD1 } from "./forms-db";

const VIEWPORTS = [
  { name: "1280 px", width: 1280, height: 900 },
  { name: "390 px", width: 390, height: 844 },
] as const;

const PUBLIC_SCREENS: Array<[string, string]> = [
  ["accueil", "/"],
  ["services", "/services"],
  ["un service", "/services/etudes-geotechniques"],
  ["actualités", "/actualites"],
  ["un article", "/actualites/interpreter-rapport-geotechnique"],
  ["régions", "/regions"],
  ["une région", "/regions/ile-de-france"],
  ["un département", "/departements/75"],
  ["un département (variante B)", "/departements/76"],
  ["une ville", "/villes/rouen"],
  ["à propos", "/a-propos"],
  ["contact", "/contact"],
  ["mentions légales", "/mentions-legales"],
  ["politique de confidentialité", "/politique-confidentialite"],
  ["CGV", "/cgv"],
  ["plan du site", "/sitemap"],
  ["recherche avec résultats", "/search?q=argiles"],
  ["recherche filtrée", "/search?q=argiles&type=article"],
  ["newsletter", "/newsletter"],
];

async function open(page: Page, path: string) {
  await page.goto(path);
  // After hydration: what a visitor with JavaScript gets (form pages hydrate on the first interaction).
  await settled(page);
}

/** The four steps of the simulator, each checked, then the done panel. */
async function simulatorJourney(page: Page, path: string) {
  await open(page, path);
  await expect(page.getByText("Étape 1/4")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Lire les conditions générales d'utilisation du simulateur" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "J'ai compris" }).click();

  await page.getByLabel("Prénom").fill("Inès");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Garnier");
  await page.getByLabel("Email").fill(`a11y-${Date.now()}@example.fr`);
  await page.getByLabel("Téléphone").fill("06 11 22 33 44");
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  await expect(page.getByText("Étape 2/4")).toBeVisible();
  await expectNoAxeViolations(page);
  // The step's validation messages too.
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Le type de projet est requis")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Type de projet").selectOption("renovation");
  await page.getByLabel("Type de bâtiment").selectOption("maison_individuelle");
  await page.getByLabel("Localisation (ville ou code postal)").fill("Rouen");
  await page.getByLabel("Surface bâtie (m²)").fill("95");
  await page.getByLabel("Superficie du terrain (m²)").fill("300");
  await page.getByRole("button", { name: "Suivant" }).click();

  await expect(page.getByText("Étape 3/4")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Voir le récapitulatif" }).click();

  await expect(page.getByText("Étape 4/4")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  await expect(page.getByRole("link", { name: "Télécharger l'estimation (PDF)" })).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`public screens at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [name, path] of PUBLIC_SCREENS) {
      test(`${name} (${path}) has no WCAG 2.2 AA violation`, async ({ page }) => {
        await open(page, path);
        await expectNoAxeViolations(page);
      });
    }

    test("the 404 page has no violation", async ({ page, consoleErrors }) => {
      await open(page, "/cette-page-n-existe-pas");
      await expect(page.getByRole("heading", { name: "Page non trouvée" })).toBeVisible();
      await expectNoAxeViolations(page);
      // The page answers 404 on purpose; Chromium logs every 4xx document.
      const expected = "Failed to load resource: the server responded with a status of 404 (Not Found)";
      expect(consoleErrors.filter((message) => message === expected)).toHaveLength(1);
      consoleErrors.splice(consoleErrors.indexOf(expected), 1);
    });

    test("the site map with a region expanded has no violation", async ({ page }) => {
      await open(page, "/sitemap");
      await page.locator("details").filter({ hasText: "Île-de-France" }).locator("summary").click();
      await expect(page.getByRole("link", { name: "Paris (75)" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the contact form showing its validation messages has no violation", async ({ page }) => {
      await open(page, "/contact");
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByText("Le nom complet doit contenir au moins 2 caractères")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("every step of the simulator has no violation", async ({ page }) => {
      await simulatorJourney(page, "/simulateur");
    });

    if (viewport.width < 768) {
      test("the open mobile menu has no violation", async ({ page }) => {
        await open(page, "/");
        await page.getByRole("button", { name: "Ouvrir le menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

/** Ids of a contact request and a simulation to open in the admin (made through the public forms when there are none). */
async function leadIds(page: Page) {
  let [contact] = queryD1<{ id: number }>("select id from contact_requests order by id limit 1");
  if (!contact) {
    await open(page, "/contact");
    await page.getByLabel("Nom complet").fill("Romain Petit");
    await page.getByLabel("Email").fill(`a11y-contact-${Date.now()}@example.fr`);
    await page.getByLabel("Téléphone").fill("01 23 45 67 89");
    await page.getByLabel("Type de métier").selectOption("architecte");
    await page.getByLabel("Objet").selectOption("etude_geotechnique_g2");
    await page.getByRole("textbox", { name: "Message" }).fill("Immeuble R+3 avec un niveau de sous-sol à Montreuil.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.locator("#contact-result")).toContainText("Message envoyé");
    [contact] = queryD1<{ id: number }>("select id from contact_requests order by id limit 1");
  }
  let [simulation] = queryD1<{ id: number }>("select id from simulations order by id limit 1");
  if (!simulation) {
    await simulatorJourney(page, "/simulateur");
    [simulation] = queryD1<{ id: number }>("select id from simulations order by id limit 1");
  }
  return { contact: contact.id, simulation: simulation.id };
}

for (const viewport of VIEWPORTS) {
  test.describe(`admin screens at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the login page, empty and with its error, has no violation", async ({ page }) => {
      await open(page, "/admin/login?redirectTo=%2Fadmin%2Fprofile");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByText("Email invalide")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const [name, path] of [
      ["tableau de bord", "/admin"],
      ["mon profil", "/admin/profile"],
      ["utilisateurs", "/admin/users"],
      ["création d'administrateur", "/admin/create-admin"],
      ["journal", "/admin/journal"],
      ["toutes les demandes", "/admin/demandes"],
      ["demandes de contact", "/admin/demandes/contacts"],
      ["simulations", "/admin/demandes/simulations"],
      ["newsletter", "/admin/demandes/newsletter"],
      ["e-mails envoyés", "/admin/demandes/emails"],
      ["e-mails des comptes", "/admin/users/emails"],
    ]) {
      test(`${name} (${path}) has no violation`, async ({ page }) => {
        await addSession(page, "super-admin@e2e.test");
        await open(page, path);
        expect(new URL(page.url()).pathname).toBe(path);
        await expectNoAxeViolations(page);
      });
    }

    test("a contact request and a simulation in detail have no violation", async ({ page }) => {
      const ids = await leadIds(page);
      await addSession(page, "super-admin@e2e.test");
      for (const path of [`/admin/demandes/contacts/${ids.contact}`, `/admin/demandes/simulations/${ids.simulation}`]) {
        await open(page, path);
        expect(new URL(page.url()).pathname).toBe(path);
        await expectNoAxeViolations(page);
      }
    });

    test("the staff simulator has no violation", async ({ page }) => {
      await addSession(page, "super-admin@e2e.test");
      await open(page, "/simulateur-admin");
      expect(new URL(page.url()).pathname).toBe("/simulateur-admin");
      await expectNoAxeViolations(page);
    });

    test("the access-denied page has no violation", async ({ page }) => {
      await addSession(page, "contributor@e2e.test");
      await open(page, "/admin/users");
      await expect(page).toHaveURL(/\/admin\/access-denied$/);
      await expectNoAxeViolations(page);
    });
  });
}
