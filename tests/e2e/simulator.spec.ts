import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "./axe";
import { queryD1 } from "./forms-db";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

test("a visitor gets a quote, downloads the PDF and the outbox holds the recap", async ({ page }) => {
  const email = `devis-${Date.now()}@example.fr`;
  // The recap is checked with axe mid-journey: no reveal animation half-way through then.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/simulateur");
  await expect(page.getByText("Étape 1/4")).toBeVisible();
  await hydrated(page);

  // Step 1, with the terms dialog.
  await page.getByLabel("Prénom").fill("Hugo");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Téléphone").fill("06 11 22 33 44");
  await page.getByRole("link", { name: "Lire les conditions générales d'utilisation du simulateur" }).click();
  const dialog = page.getByRole("dialog", { name: "Conditions générales d'utilisation du simulateur" });
  await expect(dialog).toContainText("estimation indicative");
  await expect(dialog).toContainText("conservées 3 ans");
  await dialog.getByRole("button", { name: "J'ai compris" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Vous devez accepter les CGU pour continuer.")).toBeVisible();
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  // Step 2.
  await expect(page.getByText("Étape 2/4")).toBeVisible();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Le type de projet est requis")).toBeVisible();
  await expect(page.getByText("La localisation est requise")).toBeVisible();
  await page.getByLabel("Type de projet").selectOption("construction_neuve");
  await page.getByLabel("Type de bâtiment").selectOption("maison_individuelle");
  await page.getByLabel("Localisation (ville ou code postal)").fill("Saint-Maur-des-Fossés");
  await page.getByLabel("Surface bâtie (m²)").fill("140");
  await page.getByLabel("Superficie du terrain (m²)").fill("520");
  await page.getByLabel("Le projet comprend un sous-sol").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  // Step 3: the design study (G2 AVP + PRO) is ticked and locked; the G1 is pre-ticked.
  await expect(page.getByText("Étape 3/4")).toBeVisible();
  for (const name of [/G2 – Avant-projet/, /G2 – Projet/]) {
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
    await expect(page.getByRole("checkbox", { name })).toBeDisabled();
  }
  const g1 = page.getByRole("checkbox", { name: /G1 – Phase Étude de Site/ });
  await expect(g1).toBeChecked();
  await expect(g1).toBeEnabled();
  await page.getByRole("checkbox", { name: /G1 – Principes Généraux/ }).uncheck();
  // G2 AVP 2 200 + G2 PRO 2 800 + G1 ES 1 200, and the seeded basement modifier (+ 350 € HT).
  await expect(page.getByText("Estimation : 6 550 € HT")).toBeVisible();
  await page.getByRole("button", { name: "Voir le récapitulatif" }).click();

  // Step 4: back once, then forward again, then submit.
  await expect(page.getByText("Étape 4/4")).toBeVisible();
  await expect(page.getByTestId("total-ht")).toHaveText("6 550 €");
  await expect(page.getByTestId("total-ttc")).toHaveText("7 860 €");
  await expect(page.getByRole("row", { name: /Sous-sol prévu/ })).toContainText("350 €");
  await expect(page.getByText("Estimation indicative, confirmée par un ingénieur sous 48 h.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Retour" }).click();
  await expect(page.getByText("Étape 3/4")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /G1 – Principes Généraux/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Voir le récapitulatif" }).click();
  await page.getByLabel("Je souhaite être recontacté(e) par un ingénieur pour affiner mon estimation").check();
  await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();

  await expect(page.getByText("Votre demande de devis a été soumise avec succès! Un email récapitulatif vous a été envoyé.").first()).toBeVisible();
  const number = (await page.getByText(/Estimation n°/).textContent())?.match(/SOL-\d{6}/)?.[0];
  expect(number).toBeTruthy();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger l'estimation (PDF)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`estimation-${number}.pdf`);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const rows = queryD1<{ type: string; to: string; subject: string }>(
    `select type, "to", subject from email_outbox where related_type = 'simulation' and related_id = (select id from simulations where devis_number = '${number}')`,
  );
  const recap = rows.find((r) => r.type === "simulation-recap");
  expect(recap?.to).toContain(email);
  expect(recap?.subject).toContain(number as string);
  expect(rows.some((r) => r.type === "simulation-notification")).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first simulator step validates on the server and moves to step 2", async ({ page }) => {
    await page.goto("/simulateur");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Le prénom doit contenir au moins 2 caractères.")).toBeVisible();
    await expect(page.getByText("Vous devez accepter les CGU pour continuer.")).toBeVisible();
    await page.getByLabel("Prénom").fill("Inès");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Garnier");
    await page.getByLabel("Email").fill(`nojs-${Date.now()}@example.fr`);
    await page.getByLabel("Téléphone").fill("0611223344");
    await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Étape 2/4")).toBeVisible();
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page.getByText("Étape 1/4")).toBeVisible();
    await expect(page.getByLabel("Prénom")).toHaveValue("Inès");
  });
});
