// 'Mon terrain est-il concerné ?': Géorisques and the geocoder are the local stub started
// by scripts/e2e-server.ts (tests/e2e/terrain-stub.ts), answering the recorded fixtures.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

const MONTREUIL = "12 Rue de la Mare 93100 Montreuil";

async function readResult(page: Page) {
  await expect(page.getByRole("heading", { name: `Résultat pour ${MONTREUIL}` })).toBeVisible();
  await expect(page.getByText("Ce terrain est situé en zone d'exposition moyenne au retrait-gonflement des argiles.")).toBeVisible();
  await expect(page.getByText(/Pour vendre ce terrain constructible, une étude géotechnique préalable \(G1\) est obligatoire/)).toBeVisible();
  await expect(page.getByText("2 cavités souterraines recensées à moins de 500 m", { exact: false })).toBeVisible();
}

/** From the result, 'Obtenir un devis' for a sale: step 1, then step 2 pre-filled. */
async function quoteForSale(page: Page) {
  await page.getByRole("link", { name: "Obtenir un devis pour vendre ce terrain" }).click();
  await expect(page.getByText("Étape 1/4")).toBeVisible();
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Morel");
  await page.getByLabel("Email").fill(`terrain-${Date.now()}@example.fr`);
  await page.getByLabel("Téléphone").fill("06 22 33 44 55");
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 2/4")).toBeVisible();
  await expect(page.getByLabel("Type de projet")).toHaveValue("vente_terrain");
  await expect(page.getByLabel("Localisation (ville ou code postal)")).toHaveValue("Montreuil 93100");
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visitor types the address, picks a suggestion, reads the answer and gets a quote on step 2 pre-filled", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Mon terrain est-il concerné ?" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mon terrain est-il concerné ?" })).toBeVisible();
      await hydrated(page);
      await page.getByLabel("Adresse du terrain").pressSequentially("12 rue de la mare", { delay: 20 });
      const suggestion = page.getByRole("button", { name: MONTREUIL });
      await expect(suggestion).toBeVisible();
      await expectNoAxeViolations(page);
      await suggestion.click();
      await readResult(page);
      await expectNoAxeViolations(page);
      await quoteForSale(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the server offers the candidates, and the answer and the quote work the same", async ({ page }) => {
    await page.goto("/mon-terrain");
    await page.getByLabel("Adresse du terrain").fill("12 rue de la mare");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Choisissez votre adresse" })).toBeVisible();
    await page.getByRole("button", { name: "12 Rue de la Mare 75020 Paris" }).click();
    await expect(page.getByText("Ce terrain est hors des zones cartographiées pour le retrait-gonflement des argiles.")).toBeVisible();
    await page.goBack();
    await page.goBack();
    await page.getByLabel("Adresse du terrain").fill("12 rue de la mare");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await page.getByRole("button", { name: MONTREUIL }).click();
    await readResult(page);
    await quoteForSale(page);
    // axe runs inside the page, which cannot run scripts here: the same markup is checked
    // by the journeys above, with JavaScript, at 390 and 1280 px.
  });
});

test("/mon-terrain stays within the form pages' script budget (160 KB gzip)", async ({ page }) => {
  const scripts: Array<Promise<number>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto("/mon-terrain");
  await page.waitForLoadState("networkidle");
  // Its scripts load on the first interaction (docs/decisions/520): none before it.
  expect(scripts).toHaveLength(0);
  await page.getByLabel("Adresse du terrain").focus();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(bytes, `${(bytes / 1024).toFixed(1)} Ko de JavaScript`).toBeLessThanOrEqual(160 * 1024);
});
