import { expect, test } from "./fixtures";

test("a visitor lands on the home page with the header and the footer", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Lutetia Géotechnique/);
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Accueil" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Zones d'intervention" })).toHaveAttribute("href", "/regions");
  await expect(page.getByRole("banner").getByRole("link", { name: "Estimer mon étude", exact: true })).toHaveAttribute("href", "/simulateur");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Lutetia Géotechnique SAS`);
});

test("« Mon terrain » is in the main menu: at 1280 px the navigation still holds on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  const link = nav.getByRole("link", { name: "Mon terrain", exact: true });
  await expect(link).toHaveAttribute("href", "/mon-terrain");
  await expect(link).toBeVisible();
  // One line: no label wraps (a one-line link is 36 px high), nothing is pushed sideways.
  for (const entry of await nav.getByRole("link").all()) {
    const box = await entry.boundingBox();
    expect(box?.height, (await entry.textContent()) ?? "").toBeLessThanOrEqual(37);
  }
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Mon terrain est-il concerné ?" })).toBeVisible();
});

test("a visitor opens the services dropdown and follows a service link", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Afficher la liste des services" });
  await toggle.click();
  const menu = page.getByRole("list", { name: "Services" });
  // The seven published services, then the land sale (loi ELAN) entry.
  await expect(menu.getByRole("link")).toHaveCount(8);
  await menu.getByRole("link", { name: /Sondages/ }).click();
  await expect(page).toHaveURL(/\/services\/sondages$/);
});

test("the services dropdown works with the keyboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Afficher la liste des services" }).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("list", { name: "Services" });
  await expect(menu).toBeVisible();
  // The links follow the button in the tab order.
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger menu opens, expands the services and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    // Visitors are not offered the back-office.
    await expect(dialog.getByRole("link", { name: "Administration" })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Tous les services" })).toBeHidden();
    await dialog.getByText("Services", { exact: true }).click();
    await expect(dialog.getByRole("link", { name: "Tous les services" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Mon terrain", exact: true })).toHaveAttribute("href", "/mon-terrain");
    await dialog.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the services dropdown and the mobile menu still open and close", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Afficher la liste des services" }).click();
    const menu = page.getByRole("list", { name: "Services" });
    // The seven published services, then the land sale (loi ELAN) entry.
    await expect(menu.getByRole("link")).toHaveCount(8);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await dialog.getByText("Services", { exact: true }).click();
    await dialog.getByRole("link", { name: "Tous les services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});
