import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor searches from the header of an article", async ({ page }) => {
    await page.goto("/actualites/loi-elan-etude-geotechnique-vente-terrain");
    const banner = page.getByRole("banner");
    // The magnifier fits beside the full navigation and the phone number.
    await expect(banner.getByRole("link", { name: "Contact" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await banner.getByRole("button", { name: "Rechercher sur le site" }).click();
    const search = banner.getByRole("search", { name: "Rechercher sur le site" });
    await expect(search).toBeVisible();
    await search.getByRole("searchbox", { name: "Termes recherchés" }).fill("argiles");
    await expect.poll(() => boundaryContrast(search.getByRole("searchbox"))).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
    await search.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/search\?q=argiles$/);
    await expect(page.getByRole("status")).toContainText("pour « argiles »");
  });

  test("the search field on /search has a 3:1 boundary on the navy hero and readable text", async ({ page }) => {
    await page.goto("/search?q=fondations");
    const field = page.getByRole("main").getByRole("searchbox", { name: "Termes recherchés" });
    await expect(field).toHaveValue("fondations");
    expect(await boundaryContrast(field)).toBeGreaterThanOrEqual(3);
    const { text, fill } = await colours(field);
    expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
    await expectNoAxeViolations(page);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor searches from the phone menu", async ({ page }) => {
    await page.goto("/services/sondages");
    await expect(page.getByRole("banner").getByRole("button", { name: "Rechercher sur le site" })).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const search = dialog.getByRole("search", { name: "Rechercher sur le site" });
    await search.getByRole("searchbox", { name: "Termes recherchés" }).fill("pressiomètre");
    expect(await boundaryContrast(search.getByRole("searchbox"))).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=pressiom%C3%A8tre$/);
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Termes recherchés" })).toHaveValue("pressiomètre");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the phone menu's search still submits", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      const search = page.getByRole("dialog", { name: "Menu" }).getByRole("search", { name: "Rechercher sur le site" });
      await search.getByRole("searchbox", { name: "Termes recherchés" }).fill("G2");
      await search.getByRole("button", { name: "Rechercher" }).click();
      await expect(page).toHaveURL(/\/search\?q=G2$/);
      // (No axe run here: axe-core needs the page's JavaScript; the screen is checked above.)
      await expect(page.getByRole("main").getByRole("searchbox", { name: "Termes recherchés" })).toHaveValue("G2");
    });
  });
});

type Rgba = [number, number, number, number];

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgba) {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgba, b: Rgba) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Reads an element's computed colours as sRGB bytes (Tailwind's oklch included: a canvas
 * converts them): its border, its fill, its text, and what surrounds it, that is every
 * colour of the first ancestor with a background (each stop of a gradient).
 */
async function colours(field: Locator) {
  return field.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("canvas indisponible");
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const style = getComputedStyle(element);
    let around: Array<[number, number, number, number]> = [[255, 255, 255, 1]];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      const stops = parentStyle.backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|color|hsla?)\([^()]*\)/g);
      if (stops) {
        around = stops.map(rgba);
        break;
      }
      const fill = rgba(parentStyle.backgroundColor);
      if (fill[3] > 0) {
        around = [fill];
        break;
      }
    }
    return {
      border: rgba(style.borderTopColor),
      borderWidth: Number.parseFloat(style.borderTopWidth),
      fill: rgba(style.backgroundColor),
      text: rgba(style.color),
      around,
    };
  });
}

/** The lowest contrast between the field's border and what surrounds it. */
async function boundaryContrast(field: Locator): Promise<number> {
  const { border, borderWidth, around } = await colours(field);
  expect(borderWidth).toBeGreaterThanOrEqual(1);
  expect(border[3], "bordure opaque").toBe(1);
  return Math.min(...around.map((colour) => contrast(border, colour)));
}
