// The reveal-on-scroll animation (docs/decisions/307): hidden only when JavaScript runs and motion
// is allowed, revealed once at 10 % visibility, 0.6 s, footer columns 100–500 ms apart.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const style = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { opacity: s.opacity, transform: s.transform, duration: s.transitionDuration, delay: s.transitionDelay };
  });

async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
}

test.describe("with JavaScript and motion allowed", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 1280, height: 800 } });

  test("content below the fold waits hidden, then is revealed once as it scrolls into view", async ({ page }) => {
    await openHome(page);
    await expect(page.locator("html")).toHaveClass(/reveal-ready/);
    const column = page.locator("footer [data-reveal]").first();
    expect(await style(column)).toMatchObject({ opacity: "0", transform: "matrix(1, 0, 0, 1, 0, 20)", duration: "0.6s, 0.6s", delay: "0.1s" });

    await column.scrollIntoViewIfNeeded();
    await expect(column).toHaveAttribute("data-revealed", "");
    await expect.poll(async () => (await style(column)).opacity).toBe("1");
    await expect.poll(async () => (await style(column)).transform).toBe("none");

    // Once per element: scrolling away does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(column).toHaveAttribute("data-revealed", "");
    expect((await style(column)).opacity).toBe("1");
  });

  test("the five footer blocks come one after the other, 100 to 500 ms", async ({ page }) => {
    await openHome(page);
    const delays = await page.locator("footer [data-reveal]").evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay.split(",")[0]));
    expect(delays).toEqual(["0.1s", "0.2s", "0.3s", "0.4s", "0.5s"]);
  });

  test("the variants start from the spec's offsets and scales", async ({ page }) => {
    await openHome(page);
    const start = (selector: string) => style(page.locator(selector).first()).then((s) => s.transform);
    expect(await start('[data-reveal="fade-left"]:not([data-revealed])')).toBe("matrix(1, 0, 0, 1, 20, 0)");
    expect(await start('[data-reveal="zoom-in"]:not([data-revealed])')).toBe("matrix(0.9, 0, 0, 0.9, 0, 0)");
    // Every variant of the spec, checked on elements made for the purpose.
    const transforms = await page.evaluate(() => {
      const variants = ["fade-up", "fade-down", "fade-left", "fade-right", "zoom-in", "zoom-out", "none"];
      const host = document.createElement("div");
      host.style.cssText = "position:absolute;top:5000px";
      document.body.append(host);
      return variants.map((v) => {
        const el = document.createElement("div");
        el.setAttribute("data-reveal", v);
        el.textContent = v;
        host.append(el);
        const s = getComputedStyle(el);
        return [v, s.transform, s.opacity];
      });
    });
    expect(transforms).toEqual([
      ["fade-up", "matrix(1, 0, 0, 1, 0, 20)", "0"],
      ["fade-down", "matrix(1, 0, 0, 1, 0, -20)", "0"],
      ["fade-left", "matrix(1, 0, 0, 1, 20, 0)", "0"],
      ["fade-right", "matrix(1, 0, 0, 1, -20, 0)", "0"],
      ["zoom-in", "matrix(0.9, 0, 0, 0.9, 0, 0)", "0"],
      ["zoom-out", "matrix(1.1, 0, 0, 1.1, 0, 0)", "0"],
      ["none", "none", "1"],
    ]);
  });

  test("content in view on arrival is revealed without scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 3000 });
    await openHome(page);
    const cards = page.locator("main [data-reveal]");
    await expect.poll(async () => await cards.evaluateAll((els) => els.filter((el) => !el.hasAttribute("data-revealed")).length)).toBe(0);
  });

  test("elements rendered by a client navigation are revealed too", async ({ page }) => {
    await openHome(page);
    await page.locator("footer").getByRole("link", { name: "Services" }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    const card = page.locator("main li[data-reveal]").first();
    await expect(card).toHaveAttribute("data-revealed", "");
    await expect.poll(async () => (await style(card)).opacity).toBe("1");
  });
});

test.describe("under prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden nor animated", async ({ page }) => {
    await openHome(page);
    await expect(page.locator("html")).not.toHaveClass(/reveal-ready/);
    const states = await page.locator("[data-reveal]").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(states.length).toBeGreaterThan(5);
    expect(new Set(states)).toEqual(new Set(["1"]));
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, reducedMotion: "no-preference" });

  test("every element is visible", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/reveal-ready/);
    const states = await page.locator("[data-reveal]").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(states.length).toBeGreaterThan(5);
    expect(new Set(states)).toEqual(new Set(["1"]));
    await expect(page.getByText("Ils nous font confiance")).toBeVisible();
  });
});
