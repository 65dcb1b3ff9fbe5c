import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

async function fillStepOne(page: Page) {
  await expect(page.getByText("Étape 1/4")).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Morel");
  await page.getByLabel("Email").fill(`entree-${Date.now()}@example.fr`);
  await page.getByLabel("Téléphone").fill("06 22 33 44 55");
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 2/4")).toBeVisible();
}

/** Steps 1 and 2 of the simulator, for a new house. */
async function fillStepsOneAndTwo(page: Page) {
  await fillStepOne(page);
  await page.getByLabel("Type de projet").selectOption("construction_neuve");
  await page.getByLabel("Type de bâtiment").selectOption("maison_individuelle");
  await page.getByLabel("Localisation (ville ou code postal)").fill("Vincennes");
  await page.getByLabel("Surface bâtie (m²)").fill("110");
  await page.getByLabel("Superficie du terrain (m²)").fill("400");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 3/4")).toBeVisible();
}

/** Nothing is wider than the screen: the header's extra button does not push the page sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the home page's first screen offers 'Estimer mon étude': one tap opens the simulator", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("main").getByRole("link", { name: "Estimer mon étude" });
    await expect(hero).toHaveAttribute("href", "/simulateur");
    await expect(hero).toBeInViewport();
    await expect(page.getByRole("banner").getByRole("link", { name: "Estimer mon étude" })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await hero.tap();
    await expect(page).toHaveURL(/\/simulateur$/);
    await page.waitForLoadState("load");
    await expect(page.getByText("Étape 1/4")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("every other page's header shows 'Estimer mon étude' without opening the menu", async ({ page }) => {
    for (const path of ["/services/sondages", "/actualites", "/contact"]) {
      await page.goto(path);
      const action = page.getByRole("banner").getByRole("link", { name: "Estimer mon étude" });
      await expect(action).toBeInViewport();
      await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeInViewport();
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole("banner").getByRole("link", { name: "Estimer mon étude" }).tap();
    await expect(page).toHaveURL(/\/simulateur$/);
    await page.waitForLoadState("load");
    await expect(page.getByText("Étape 1/4")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("'Demander un devis' on a service page opens the simulator with that service ticked in step 3", async ({ page }) => {
    await page.goto("/services/etudes-hydrauliques");
    await page.getByRole("link", { name: "Demander un devis" }).tap();
    await expect(page).toHaveURL(/\/simulateur\?service=etudes-hydrauliques$/);
    await page.waitForLoadState("load");
    await fillStepsOneAndTwo(page);
    await expect(page.getByRole("checkbox", { name: /Étude hydraulique et tests de perméabilité/ })).toBeChecked();
    // A new house keeps its mandatory design study (G2 AVP + PRO); the preset replaces the
    // recommended G1, which stays available (docs/decisions/600).
    await expect(page.getByRole("checkbox", { name: /G2 – Avant-projet/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /G2 – Avant-projet/ })).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: /G1 – Phase Étude de Site/ })).not.toBeChecked();
    // G2 AVP 2 200 + G2 PRO 2 800 + hydraulique 1 500; Vincennes without a postcode, 110 m²
    // and no basement call for no modifier.
    await expect(page.getByText("Estimation : 6 500 € HT")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the mobile services menu lists 'Vente de terrain (loi ELAN)', which opens the simulator for a land sale", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Ouvrir le menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByText("Services", { exact: true }).tap();
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Vente de terrain (loi ELAN)" }).tap();
    await expect(page).toHaveURL(/\/simulateur\?nature=vente_terrain$/);
    await page.waitForLoadState("load");
    await expect(page.getByText("Étape 1/4")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the desktop services menu lists 'Vente de terrain (loi ELAN)'; the simulator opens with the land sale chosen", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Afficher la liste des services" }).click();
  const entry = page.getByRole("list", { name: "Services" }).getByRole("link", { name: /Vente de terrain \(loi ELAN\)/ });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page);
  await entry.click();
  await expect(page).toHaveURL(/\/simulateur\?nature=vente_terrain$/);
  await page.waitForLoadState("load");
  await fillStepOne(page);
  await expect(page.getByLabel("Type de projet")).toHaveValue("vente_terrain");
  await expectNoAxeViolations(page);
});
