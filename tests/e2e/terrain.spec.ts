// 'Mon terrain est-il concerné ?': Géorisques and the geocoder are the local stub started
// by scripts/e2e-server.ts (tests/e2e/terrain-stub.ts), answering the recorded fixtures.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { pdfVisibleText } from "../integration/pdf-text";
import { STAFF, addSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { queryD1 } from "./forms-db";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

const MONTREUIL = "12 Rue de la Mare 93100 Montreuil";
const VERDICT = "Ce terrain est situé en zone d'exposition moyenne au retrait-gonflement des argiles.";

async function readResult(page: Page) {
  await expect(page.getByRole("heading", { name: `Résultat pour ${MONTREUIL}` })).toBeVisible();
  await expect(page.getByText(VERDICT)).toBeVisible();
  await expect(page.getByText(/Pour vendre ce terrain constructible, une étude géotechnique préalable \(G1\) est obligatoire/)).toBeVisible();
  await expect(page.getByText("2 cavités souterraines recensées à moins de 500 m", { exact: false })).toBeVisible();
}

/** From the result, 'Obtenir un devis' for a sale: step 1 naming the checked plot, then step 2 pre-filled. */
async function quoteForSale(page: Page, email = `terrain-${Date.now()}@example.fr`) {
  await page.getByRole("link", { name: "Obtenir un devis pour vendre ce terrain" }).click();
  await expect(page.getByText("Étape 1/4")).toBeVisible();
  // The simulator knows where the visitor comes from: no invitation to check the plot again.
  await expect(page.getByText(`${MONTREUIL} — Exposition moyenne au retrait-gonflement des argiles.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Vérifiez-le à partir de son adresse" })).toHaveCount(0);
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Morel");
  await page.getByLabel("Email").fill(email);
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
      const suggestion = page.getByRole("link", { name: MONTREUIL });
      await expect(suggestion).toBeVisible();
      await expectNoAxeViolations(page);
      await suggestion.click();
      await readResult(page);
      // The verdict and the quote button are on the first screen after the answer.
      await expect(page).toHaveURL(/\/mon-terrain\?lieu=[\w.-]+#resultat$/);
      await expect(page.getByText(VERDICT)).toBeInViewport();
      await expect(page.getByRole("link", { name: "Obtenir un devis pour vendre ce terrain" })).toBeInViewport();
      await expectNoAxeViolations(page);
      await quoteForSale(page);
      await expectNoAxeViolations(page);
    });

    test("Back from the simulator shows the answer again, not an empty form", async ({ page }) => {
      await page.goto("/mon-terrain");
      await hydrated(page);
      await page.getByLabel("Adresse du terrain").pressSequentially("12 rue de la mare", { delay: 20 });
      await page.getByRole("link", { name: MONTREUIL }).click();
      await readResult(page);
      await page.getByRole("link", { name: "Obtenir un devis pour vendre ce terrain" }).click();
      await expect(page.getByText("Étape 1/4")).toBeVisible();
      await page.goBack();
      await readResult(page);
      await expect(page.getByRole("link", { name: "Obtenir un devis pour vendre ce terrain" })).toBeInViewport();
      await expect(page.getByRole("heading", { name: "Recevoir ce résultat par e-mail" })).toBeVisible();
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
    await page.getByRole("link", { name: "12 Rue de la Mare 75020 Paris" }).click();
    await expect(page.getByText("Ce terrain est hors des zones cartographiées pour le retrait-gonflement des argiles.")).toBeVisible();
    // The search stays above the answer: another address without going back.
    await page.getByLabel("Adresse du terrain", { exact: true }).fill("12 rue de la mare");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await page.getByRole("link", { name: MONTREUIL }).click();
    await readResult(page);
    await quoteForSale(page);
    // Back from the simulator: the answer is a GET, rendered again by the server.
    await page.goBack();
    await page.goBack();
    await readResult(page);
    // axe runs inside the page, which cannot run scripts here: the same markup is checked
    // by the journeys above, with JavaScript, at 390 and 1280 px.
  });
});

test("from /mon-terrain to the simulator, the estimate PDF shows the chosen street address and the clay exposure, and the request links to the lookup", async ({ page }) => {
  const email = `vendeur-${Date.now()}@example.fr`;
  await page.goto("/mon-terrain");
  await hydrated(page);
  await page.getByLabel("Adresse du terrain").pressSequentially("12 rue de la mare", { delay: 20 });
  await page.getByRole("link", { name: MONTREUIL }).click();
  await readResult(page);
  await quoteForSale(page, email);
  await page.getByLabel("Superficie du terrain (m²)").fill("450");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 3/4")).toBeVisible();
  await page.getByRole("button", { name: "Voir le récapitulatif" }).click();
  await expect(page.getByText("Étape 4/4")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: MONTREUIL })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  await expect(page.getByRole("heading", { name: /Votre estimation n° SOL-\d{6}/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Recevoir aussi la vérification de mon terrain par e-mail" })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger l'estimation (PDF)" }).click();
  const download = await downloadPromise;
  const text = (await pdfVisibleText(readFileSync((await download.path()) as string))).replace(/\s+/g, " ");
  expect(text).toContain("12 Rue de la Mare, 93100 Montreuil");
  expect(text).toContain("Code INSEE : 93048");
  expect(text).toContain("Exposition moyenne au retrait-gonflement des argiles.");
  expect(text).toMatch(/consultée le \d{2}\/\d{2}\/\d{4}/);
  expect(text).not.toContain("Bon pour accord");

  // The confirmation also offers the check's result by e-mail: its link opens the answer at its e-mail form.
  await page.getByRole("link", { name: "Recevoir aussi la vérification de mon terrain par e-mail" }).click();
  await expect(page).toHaveURL(/\/mon-terrain\?lieu=.+#recevoir-par-email$/);
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await page.getByLabel("J'accepte que mon adresse e-mail et l'adresse du terrain soient conservées", { exact: false }).check();
  await page.getByRole("button", { name: "Recevoir ce résultat par e-mail" }).click();
  await expect(page.getByText("C'est noté : le résultat vous est envoyé par e-mail avec son PDF.")).toBeVisible();

  const [simulation] = queryD1<{ id: number }>(`select id from simulations where user_email = '${email}'`);
  await addSession(page, STAFF.editor);
  await page.goto(`/admin/demandes/simulations/${simulation.id}`);
  await expect(page.getByText("12 Rue de la Mare, 93100 Montreuil").first()).toBeVisible();
  await expect(page.getByText("Exposition moyenne au retrait-gonflement des argiles")).toBeVisible();
  await expect(page.getByRole("link", { name: /Demande « Mon terrain » du/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const lookup = page.getByRole("link", { name: "Voir la vérification" });
  await expect(lookup).toHaveAttribute("href", /^\/mon-terrain\?lieu=[\w.%-]+#resultat$/);
  await lookup.click();
  await readResult(page);
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
