import { expect, test } from "./fixtures";

test("a visitor browses from the home page to a service, a region, a department and a city", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("main")
    .getByRole("link", { name: /En savoir plus sur Études géotechniques/ })
    .click();
  await expect(page).toHaveURL(/\/services\/etudes-geotechniques$/);
  await expect(page.getByRole("heading", { level: 1, name: "Études géotechniques" })).toBeVisible();

  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Zones d'intervention" }).click();
  await expect(page).toHaveURL(/\/regions$/);
  await page.getByRole("link", { name: /Voir les détails de la région Île-de-France/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Île-de-France");

  await page.getByRole("link", { name: "En savoir plus sur Paris" }).click();
  await expect(page).toHaveURL(/\/departements\/75$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Études géotechniques à Paris");

  await page.getByRole("main").getByRole("link", { name: "Paris", exact: true }).click();
  await expect(page).toHaveURL(/\/villes\/paris$/);
  await expect(page.getByText("Population")).toBeVisible();
});

test("a visitor filters the news by category, then searches", async ({ page }) => {
  await page.goto("/actualites");
  await expect(page.locator("main article")).toHaveCount(6);
  await page.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "Risques naturels" }).click();
  await expect(page).toHaveURL(/category=risques-naturels/);
  await expect(page.getByRole("link", { name: "Réinitialiser les filtres" })).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards.first()).toContainText("Risques naturels");

  await page.getByRole("link", { name: "Tout" }).click();
  await expect(page.getByRole("link", { name: "Réinitialiser les filtres" })).toBeHidden();
  await page.getByPlaceholder("Rechercher...").fill("pressiométrique");
  await page.getByPlaceholder("Rechercher...").press("Enter");
  await expect(page).toHaveURL(/search=pressiom/);
  await expect(page.getByRole("link", { name: "L'essai pressiométrique Ménard expliqué simplement" })).toBeVisible();
  expect(await page.locator("main article").count()).toBeLessThan(6);
});

test("a reader opens an article and jumps through its table of contents", async ({ page }) => {
  await page.goto("/actualites/interpreter-rapport-geotechnique");
  const toc = page.getByRole("navigation", { name: "Dans cet article" });
  await expect(toc).toBeVisible();
  const firstEntry = toc.getByRole("link").first();
  const target = (await firstEntry.getAttribute("href")) ?? "";
  await firstEntry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  await expect(page.getByText("Étiquettes :")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Articles connexes" })).toBeVisible();
});

test("a visitor expands two regions of the site map independently", async ({ page }) => {
  await page.goto("/sitemap");
  const idf = page.locator("details").filter({ hasText: "Île-de-France" });
  const normandie = page.locator("details").filter({ hasText: "Normandie" });
  await idf.locator("summary svg").click();
  await expect(idf.getByRole("link", { name: "Paris (75)" })).toBeVisible();
  await expect(normandie.getByRole("link", { name: "Seine-Maritime (76)" })).toBeHidden();
  await normandie.locator("summary svg").click();
  await expect(normandie.getByRole("link", { name: "Seine-Maritime (76)" })).toBeVisible();
  await expect(idf.getByRole("link", { name: "Paris (75)" })).toBeVisible();
});
