import type { Page } from "@playwright/test";

/** The inert type of a public form page's module script until the visitor's first interaction (app/lib/hydration.ts). */
export const DEFERRED_MODULE_SELECTOR = 'script[type="text/x-module-on-interaction"]';

/**
 * Public form pages load their scripts on the visitor's first interaction
 * (docs/decisions/520-form-pages-hydrate-on-first-use.md). A journey that needs the page
 * hydrated presses Shift (a key press that changes nothing: such an interaction) and waits
 * for React's mark on <html> (app/entry.client.tsx).
 */
export async function hydrated(page: Page) {
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** `hydrated` on a page that waits for the first interaction; nothing on the others. */
export async function hydratedIfDeferred(page: Page) {
  if ((await page.locator(DEFERRED_MODULE_SELECTOR).count()) > 0) await hydrated(page);
}
