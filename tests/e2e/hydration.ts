// Typing before React hydrates a page, as on a slow laptop: the CPU is throttled through the
// DevTools protocol and the application's entry module is held back until the journey
// releases it, so what the journey types really happens before hydration.
//
//   const held = await holdHydration(page);
//   await page.goto("/admin/…", { waitUntil: "commit" });
//   … type …
//   await held.release(); // hydrates, waits for <html data-hydrated>, stops the throttling
import type { Page, Route } from "@playwright/test";
import { expect } from "./fixtures";

/** The slowdown Lighthouse applies to emulate a phone; ×8 matches a busy 2-core laptop. */
export const CPU_THROTTLING_RATE = 8;

export async function holdHydration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING_RATE });
  let open = false;
  const waiting: Array<() => void> = [];
  const gate = async (route: Route) => {
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
    // The document may have been left meanwhile (a form posted without JavaScript).
    await route.continue().catch(() => undefined);
  };
  await page.route(/\/assets\/entry\.client-[^/]*\.js(\?.*)?$/, gate);
  return {
    /** Not hydrated yet: the marker the root sets once hydrated is absent. */
    async expectNotHydrated() {
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    },
    /** Lets the entry module load, waits until the page is hydrated (in the same document), then stops throttling. */
    async release() {
      await this.expectNotHydrated();
      await page.evaluate(() => {
        (window as { typedBeforeHydration?: boolean }).typedBeforeHydration = true;
      });
      open = true;
      for (const resume of waiting.splice(0)) resume();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
      // Hydrated in the same document: nothing was posted or reloaded behind the person's back.
      expect(await page.evaluate(() => (window as { typedBeforeHydration?: boolean }).typedBeforeHydration), "même document après l'hydratation").toBe(true);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await page.unroute(/\/assets\/entry\.client-[^/]*\.js(\?.*)?$/, gate);
    },
  };
}

/** The inert type of a public form page's module script until the visitor's first interaction (app/lib/hydration.ts). */
export const DEFERRED_MODULE_SELECTOR = 'script[type="text/x-module-on-interaction"]';

/**
 * Public form pages load their scripts on the visitor's first interaction
 * (docs/decisions/520-form-pages-hydrate-on-first-use.md). A journey that needs the page
 * hydrated presses Shift (a key press that changes nothing: such an interaction) and waits
 * for the root's mark on <html> (app/root.tsx).
 */
export async function hydrated(page: Page) {
  // The page streams: its heading can be visible before the parser reaches the script that
  // listens for the first interaction. Once the document is parsed, that script is in place.
  await page.waitForLoadState("domcontentloaded");
  await page.keyboard.press("Shift");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** `hydrated` on a page that waits for the first interaction; nothing on the others. */
export async function hydratedIfDeferred(page: Page) {
  if ((await page.locator(DEFERRED_MODULE_SELECTOR).count()) > 0) await hydrated(page);
}

/**
 * The page as a visitor with JavaScript gets it: a form page hydrated (on a first interaction,
 * `hydrated`), any other page with scripts hydrated (the root's mark on <html>), a content page
 * (a plain document, no script) as it is. An awaited event, not a pause for the network to be
 * idle (docs/decisions/924).
 */
export async function settled(page: Page) {
  if ((await page.locator(DEFERRED_MODULE_SELECTOR).count()) > 0) return hydrated(page);
  if ((await page.locator('script[type="module"]').count()) > 0) await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}
