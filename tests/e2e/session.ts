import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signIn } from "./auth";

// Sessions are signed in once per run and account, then reused: the login form is
// rate-limited to 10 attempts a minute per address.
const dir = path.join(import.meta.dirname, "..", "..", "test-results", ".sessions", process.env.E2E_PORT ?? "default");

/** Opens `path` signed in as `email`, signing in only the first time in the run. */
export async function openAsStaff(page: Page, email: string, target: string) {
  const file = path.join(dir, `${email}.json`);
  if (existsSync(file)) {
    await page.context().addCookies(JSON.parse(readFileSync(file, "utf8")));
    await page.goto(target);
    if (!page.url().includes("/admin/login")) return;
  } else {
    await page.goto(target);
  }
  await signIn(page, email);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(await page.context().cookies()));
  if (!page.url().endsWith(target)) await page.goto(target);
}
