// Signing in for the browser tests (docs/decisions/922). The prepared state holds a session
// for each staff account below (scripts/e2e-sessions.ts), stored as a Playwright storage
// state: a journey starts from its cookie instead of filling the login form, which the
// sign-in journeys of admin.spec.ts still do (and two-factor.spec.ts, staff-accounts.spec.ts
// for their own accounts). A journey never ends a stored session (it signs in by the form to
// get one it may end); should one have ended anyway, the worker notices at its first use
// (one HTTP request), signs in by the form once (the login is rate-limited: 10 a minute per
// e-mail and per IP) and keeps that cookie.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type Page, request } from "@playwright/test";
import { expect } from "./fixtures";

export const E2E_PASSWORD = "e2e-mot-de-passe";

/** Staff accounts created for the browser tests (scripts/local.ts e2e-fixtures), each with a stored session. */
export const STAFF = {
  contributor: "contributor@e2e.test",
  author: "author@e2e.test",
  editor: "editor@e2e.test",
  superAdmin: "super-admin@e2e.test",
} as const;

type StorageState = Exclude<Awaited<ReturnType<BrowserContext["storageState"]>>, string>;
type Cookies = StorageState["cookies"];

/**
 * The storage state file of an account's stored session, in the prepared state
 * (tests/e2e/global-setup.ts): `browser.newContext({ storageState: storedSession(STAFF.editor) })`.
 */
export function storedSession(email: string): string {
  const template = process.env.E2E_STATE_TEMPLATE ?? path.resolve(import.meta.dirname, "../../.e2e-state/template");
  return path.join(template, "e2e-sessions", `${email}.json`);
}

/** This worker's session of each account, checked once (stored, or opened by the form). */
const sessions = new Map<string, Cookies>();

function serverURL() {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}

async function stillSignedIn(cookies: Cookies): Promise<boolean> {
  const api = await request.newContext({ baseURL: serverURL() });
  try {
    const response = await api.get("/admin/profile", { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") }, maxRedirects: 0 });
    return response.status() === 200;
  } finally {
    await api.dispose();
  }
}

/** The login form, as a person fills it, in a page of its own; the cookies of the new session. */
async function signInByForm(browser: Browser, email: string): Promise<Cookies> {
  const context = await browser.newContext({ baseURL: serverURL() });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  const cookies = (await context.cookies()).filter((c) => c.name.includes("lutetia_session"));
  await context.close();
  return cookies;
}

/** The cookies of `email`'s session for this worker. */
async function sessionCookies(browser: Browser, email: string): Promise<Cookies> {
  const known = sessions.get(email);
  if (known) return known;
  const file = storedSession(email);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as StorageState).cookies : [];
  const cookies = stored.length > 0 && (await stillSignedIn(stored)) ? stored : await signInByForm(browser, email);
  sessions.set(email, cookies);
  return cookies;
}

/** Signs this page's context in as `email` (its session's cookie; no page is opened). */
export async function addSession(page: Page, email: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("addSession needs a page of a browser context");
  await page.context().addCookies(await sessionCookies(browser, email));
}

/** `addSession`, as the journeys' `beforeEach` call it. */
export const useSession = addSession;

/** Opens `target` signed in as `email`. */
export async function openAsStaff(page: Page, email: string, target: string) {
  await addSession(page, email);
  await page.goto(target);
}

/** Signs this page's context in as `email` and leaves the page on /admin/profile. */
export async function signIn(page: Page, email: string) {
  await openAsStaff(page, email, "/admin/profile");
  await expect(page).toHaveURL(/\/admin\/profile$/);
}

/**
 * A signed-in browser state for a new context (e.g. one without JavaScript):
 * `browser.newContext({ javaScriptEnabled: false, storageState: await storageStateFor(browser, STAFF.author) })`.
 */
export async function storageStateFor(browser: Browser, email: string): Promise<StorageState> {
  return { cookies: await sessionCookies(browser, email), origins: [] };
}
