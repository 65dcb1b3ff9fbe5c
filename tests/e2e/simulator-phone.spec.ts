// On a phone, from the home page's first screen to a land-sale
// quote, each step opens on its heading (focused, under the sticky header), the
// complete G1 (ES + PGC) is mandatory, and the confirmation is what is on screen.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * The element is focused and, once the (smooth) scroll has settled, entirely on screen
 * below the sticky header.
 */
async function expectFocusedInView(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const header = await page.locator("header").first().boundingBox();
  const viewport = page.viewportSize();
  expect(header && viewport).toBeTruthy();
  if (!header || !viewport) return;
  const place = async () => {
    const box = await target.boundingBox();
    return box ? { belowHeader: box.y >= header.y + header.height - 1, onScreen: box.y + box.height <= viewport.height } : null;
  };
  await expect.poll(place, { message: "sous l'en-tête collant et dans l'écran" }).toEqual({ belowHeader: true, onScreen: true });
}

test("on a 390 px phone, a seller goes from the home page to a land-sale quote with every step's heading in view", async ({ page }) => {
  await page.goto("/");
  // One tap from the home page's first screen.
  const start = page.getByRole("main").getByRole("link", { name: "Estimer mon étude" });
  await expect(start).toBeInViewport();
  await start.click();
  await expect(page).toHaveURL(/\/simulateur$/);
  await expect(page.getByText("Étape 1/4")).toBeVisible();
  await hydrated(page);

  await page.getByLabel("Prénom").fill("Sophie");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Moreau");
  await page.getByLabel("Email").fill(`vente-${Date.now()}@example.fr`);
  await page.getByLabel("Téléphone").fill("06 22 33 44 55");
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  // Step 2: the heading is focused and at the top, not the middle of the form.
  await expect(page.getByText("Étape 2/4")).toBeVisible();
  await expectFocusedInView(page, page.getByRole("heading", { name: "Votre projet" }));
  await expectNoAxeViolations(page);
  await page.getByLabel("Type de projet").selectOption("vente_terrain");
  // A land sale asks the plot, not a building.
  await expect(page.getByLabel("Type de bâtiment")).toHaveCount(0);
  await expect(page.getByLabel(/Surface bâtie/)).toHaveCount(0);
  await expect(page.getByLabel("Le projet comprend un sous-sol")).toHaveCount(0);
  await page.getByLabel("Localisation (ville ou code postal)").fill("Pontoise (95300)");
  await page.getByLabel(/Superficie du terrain/).fill("640");
  await page.getByRole("button", { name: "Suivant" }).click();

  // Step 3: the complete G1 (ES + PGC) is mandatory, with the reason.
  await expect(page.getByText("Étape 3/4")).toBeVisible();
  await expectFocusedInView(page, page.getByRole("heading", { name: "Services" }));
  for (const name of [/G1 – Phase Étude de Site/, /G1 – Principes Généraux/]) {
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
    await expect(page.getByRole("checkbox", { name })).toBeDisabled();
  }
  await expect(page.getByText(/mission G1 complète de la norme NF P 94-500/)).toBeVisible();
  // G1 ES 1 200 + G1 PGC 1 500, and travel to the grande couronne (95, seeded modifier) 90.
  await expect(page.getByText("Estimation : 2 790 € HT")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Voir le récapitulatif" }).click();

  // Step 4: the recap, not the footer.
  await expect(page.getByText("Étape 4/4")).toBeVisible();
  await expectFocusedInView(page, page.getByRole("heading", { name: "Récapitulatif" }));
  await expect(page.getByTestId("total-ttc")).toHaveText("3 348 €");
  await expect(page.getByRole("row", { name: /Déplacement – Grande couronne/ })).toContainText("90 €");
  // The recap has no built-surface row (the FAQ below still explains the surface bands).
  await expect(page.getByText("Surface bâtie", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();

  // The confirmation, with the quote number and the PDF link, is on screen.
  const confirmation = page.getByRole("heading", { name: /Votre estimation n° SOL-\d{6}/ });
  await expectFocusedInView(page, confirmation);
  const pdf = page.getByRole("link", { name: "Télécharger l'estimation (PDF)" });
  await expect(pdf).toBeInViewport();
  await expect(pdf).toHaveAttribute("href", /^\/simulateur\/devis\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
});
