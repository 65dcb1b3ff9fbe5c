import { expect, test } from "./fixtures";

test("a visitor lands on the home page with the header and the footer", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Lutetia Géotechnique/);
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Accueil" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Zones d'intervention" })).toHaveAttribute("href", "/regions");
  await expect(page.getByRole("banner").getByRole("link", { name: "Simulateur", exact: true })).toBeVisible();
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Lutetia Géotechnique SAS`);
});

test("a visitor opens the services dropdown and follows a service link", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Afficher la liste des services" }).click();
  const menu = page.getByRole("menu", { name: "Services" });
  await expect(menu.getByRole("menuitem")).toHaveCount(7);
  await menu.getByRole("menuitem", { name: /Sondages/ }).click();
  await expect(page).toHaveURL(/\/services\/sondages$/);
});

test("the services dropdown works with the keyboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Afficher la liste des services" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu", { name: "Services" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu", { name: "Services" })).toBeHidden();
});

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger menu opens, expands the services and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Administration" })).toHaveAttribute("href", "/admin");
    await expect(dialog.getByRole("link", { name: "Tous les services" })).toBeHidden();
    await dialog.getByRole("button", { name: "Services" }).click();
    await expect(dialog.getByRole("link", { name: "Tous les services" })).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(dialog).toBeHidden();
  });
});
