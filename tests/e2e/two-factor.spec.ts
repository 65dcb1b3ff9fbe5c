// Two-factor sign-in (decisions 706, 716): a staff member enrols from the profile
// (current password and a first code), signs out, and signs back in with a code their "app"
// (node:crypto here) computes, or with a recovery code. Each journey has its own account
// (scripts/local.ts e2e-fixtures).
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { E2E_PASSWORD } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { settled } from "./hydration";
import { base32Decode, currentStep, totpAt } from "./totp";

async function passwordStep(page: Page, email: string) {
  await page.goto("/admin/login");
  await settled(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** Signs in with the password (no second factor yet), enrols from the profile (password, then code); returns the secret, the step used and the codes. */
async function enrol(page: Page, email: string, consoleErrors: Array<string>) {
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/profile");
  await page.getByRole("link", { name: "Activer la double authentification" }).click();
  await expect(page.getByRole("heading", { name: "Double authentification", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code à scanner avec votre application d'authentification" })).toBeVisible();
  const secret = base32Decode((await page.locator("[data-secret]").textContent()) ?? "");
  expect(secret).toHaveLength(20);
  const step = currentStep();
  // A session alone enrols nothing: a wrong current password is refused, in French.
  await page.getByLabel("Mot de passe actuel").fill("pas-le-bon-mot-de-passe");
  await page.getByLabel("Code à 6 chiffres").fill(totpAt(secret, step));
  await page.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(page.getByText("Mot de passe incorrect")).toBeVisible();
  await expect(page.getByLabel("Mot de passe actuel")).toHaveAttribute("aria-invalid", "true");
  // The refusal's 400 answer is the one console line the browser writes: expected, taken out.
  const refused = consoleErrors.filter((message) => message.startsWith("Failed to load resource: the server responded with a status of 400"));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refused[0]), 1);
  await expectNoAxeViolations(page);
  await page.getByLabel("Mot de passe actuel").fill(E2E_PASSWORD);
  await page.getByLabel("Code à 6 chiffres").fill(totpAt(secret, step));
  await page.getByRole("button", { name: "Activer la double authentification" }).click();
  const list = page.getByRole("list", { name: "Codes de secours" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();
  return { secret, step, codes };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("a staff member enrols 2FA, signs out, and signs back in with a code from their app", async ({ page, consoleErrors }) => {
  const { secret, step, codes } = await enrol(page, "two-factor@e2e.test", consoleErrors);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger (.txt)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("codes-de-secours-lutetia.txt");
  const text = await readFile(await file.path(), "utf8");
  for (const code of codes) expect(text).toContain(code);
  // The recovery codes page is checked by axe in the next journey.

  await signOut(page);
  await passwordStep(page, "two-factor@e2e.test");
  await expect(page).toHaveURL(/\/admin\/connexion\/code$/);
  await expectNoAxeViolations(page);
  // The enrolment code's step is spent: the next step's code is within the ±1 window.
  await page.getByLabel("Code à 6 chiffres").fill(totpAt(secret, step + 1));
  await page.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Déconnexion" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a staff member signs in with a recovery code, which is then spent", async ({ page, consoleErrors }) => {
  const { codes } = await enrol(page, "recovery@e2e.test", consoleErrors);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await signOut(page);

  await passwordStep(page, "recovery@e2e.test");
  await expect(page).toHaveURL(/\/admin\/connexion\/code$/);
  await page.getByText("Utiliser un code de secours").click();
  await page.getByLabel("Code de secours", { exact: true }).fill(codes[0]);
  await page.getByRole("button", { name: "Valider le code de secours" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Spent: 9 left (a second use is refused, tests/integration/two-factor.test.ts).
  await page.goto("/admin/profile");
  await expect(page.getByText(/Codes de secours restants : 9 sur 10/)).toBeVisible();

  await expectNoAxeViolations(page);
});
