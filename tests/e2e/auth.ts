import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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

const sessions = new Map<string, string>();

/**
 * A signed-in browser state for this staff member, signed in once per run and reused
 * (the login rate limit is 10 attempts a minute per address):
 * `browser.newContext({ storageState: await storageStateFor(browser, STAFF.author) })`.
 */
export async function storageStateFor(browser: Browser, email: string): Promise<string> {
  const known = sessions.get(email);
  if (known) return known;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const file = path.join(test.info().project.outputDir, `.session-${email.replace(/[^a-z0-9]/gi, "-")}.json`);
  await context.storageState({ path: file });
  await context.close();
  sessions.set(email, file);
  return file;
}

/** Signs this page's context in as that staff member (session reused across the run). */
export async function useSession(page: Page, email: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("navigateur introuvable");
  const state = JSON.parse(await readFile(await storageStateFor(browser, email), "utf8")) as Awaited<ReturnType<BrowserContext["storageState"]>>;
  await page.context().addCookies(state.cookies);
}
