// Signing in for the browser tests. The login is rate-limited (10 a minute per e-mail and
// per IP, and every test comes from 127.0.0.1): the session cookie of each account is
// kept for the rest of the worker and reused, checked, and renewed only when it no longer
// works (e.g. after a Déconnexion).
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

export const E2E_PASSWORD = "e2e-mot-de-passe";

/** Staff accounts created for the browser tests (scripts/local.ts e2e-fixtures). */
export const STAFF = {
  contributor: "contributor@e2e.test",
  author: "author@e2e.test",
  editor: "editor@e2e.test",
  superAdmin: "super-admin@e2e.test",
} as const;

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
const sessions = new Map<string, Cookies>();

async function signedIn(page: Page) {
  const response = await page.goto("/admin/profile");
  return response !== null && new URL(page.url()).pathname === "/admin/profile";
}

/** Signs `email` in (password e2e-mot-de-passe) and leaves the page on /admin/profile. */
export async function signIn(page: Page, email: string) {
  const cached = sessions.get(email);
  if (cached) {
    await page.context().addCookies(cached);
    if (await signedIn(page)) return;
  }
  await page.context().clearCookies();
  await page.goto("/admin/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  sessions.set(
    email,
    (await page.context().cookies()).filter((c) => c.name.includes("lutetia_session")),
  );
  expect(await signedIn(page)).toBe(true);
}

/** Signs this page's context in as that staff member (session reused across the run). */
export const useSession = signIn;

/** Opens `target` signed in as `email`. */
export async function openAsStaff(page: Page, email: string, target: string) {
  await signIn(page, email);
  await page.goto(target);
}

/**
 * A signed-in browser state for a new context (e.g. one without JavaScript):
 * `browser.newContext({ javaScriptEnabled: false, storageState: await storageStateFor(browser, STAFF.author) })`.
 */
export async function storageStateFor(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const file = path.join(test.info().project.outputDir, `.session-${email.replace(/[^a-z0-9]/gi, "-")}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}
