// Signing in for the browser tests. The login is rate-limited (10 a minute per e-mail and
// per IP, and every test comes from 127.0.0.1): the session cookie of each account is
// kept for the rest of the worker and reused, checked, and renewed only when it no longer
// works (e.g. after a Déconnexion).
import { expect, type BrowserContext, type Page } from "@playwright/test";

export const E2E_PASSWORD = "e2e-mot-de-passe";

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
