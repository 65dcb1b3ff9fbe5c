import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const E2E_PASSWORD = "e2e-mot-de-passe";

/** Staff accounts created for the browser tests (scripts/local.ts e2e-fixtures). */
export const STAFF = {
  contributor: "contributor@e2e.test",
  author: "author@e2e.test",
  editor: "editor@e2e.test",
  superAdmin: "super-admin@e2e.test",
} as const;

/** Signs in from /admin/login (or the login page a guard redirected to). */
export async function signIn(page: Page, email: string) {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/**
 * Signs in once and saves the session to `path`, for specs that sign in many times
 * (the login rate limit is 10 a minute per address): `test.use({ storageState: path })`.
 */
export async function saveSignedInState(browser: Browser, baseURL: string, email: string, path: string) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, email);
  await context.storageState({ path });
  await context.close();
}
