// Issue 19, the upload side in a browser: a phone photo with GPS goes into the médiathèque
// and comes out as variants without metadata. The integrator extends this journey with the
// cover image on a public page (photos-serve): keep `uploadPhoto` reusable.
import { readFileSync } from "node:fs";
import path from "node:path";
import exifr from "exifr";
import type { Page } from "@playwright/test";
import { STAFF, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const PHOTO = path.join(import.meta.dirname, "..", "fixtures", "media", "photo-gps.jpg");

/** Uploads the sample photo (1600 × 1200, GPS and camera in its EXIF) under a unique name; returns its table row. */
export async function uploadPhoto(page: Page) {
  const name = `chantier-gps-${Date.now().toString(36)}.jpg`;
  await page.goto("/admin/media");
  await page.getByRole("link", { name: "Téléverser des fichiers" }).click();
  const dialog = page.getByRole("dialog", { name: "Téléverser des fichiers" });
  await dialog.getByLabel("Parcourir les fichiers").setInputFiles({ name, mimeType: "image/jpeg", buffer: readFileSync(PHOTO) });
  await dialog.getByRole("button", { name: "Téléverser" }).click();
  await expect(dialog.getByText("Fichier téléversé avec succès", { exact: true })).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole("link", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  return { name, row: page.getByRole("row", { name: new RegExp(name.replace(/[.-]/g, "\\$&")) }) };
}

test("a phone photo uploaded to the médiathèque is served as variants without its GPS, and the table shows their sizes and the bytes saved", async ({ page }) => {
  await useSession(page, STAFF.author);
  const { row } = await uploadPhoto(page);
  await expect(row).toContainText("1600 × 1200 px");
  await expect(row).toContainText("Sans texte alternatif");
  const src = await row.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/media\/[a-f0-9]{32}-1600x1200\.jpg$/);

  await row.getByText(/^10 variantes · .* économisés \(−\d+ %\)$/).click();
  const variants = row.getByRole("table", { name: /^Variantes de/ });
  await expect(variants).toBeVisible();
  await expect(variants.getByRole("row")).toHaveCount(11);
  await expect(variants.getByRole("row", { name: /480 × 360 AVIF/ })).toBeVisible();
  await expect(variants.getByRole("row", { name: /1200 × 630 \(partage\) JPEG/ })).toBeVisible();
  await expect(row).toContainText(/Original \(privé\) : 640,8 Ko/);
  await expect(page.getByText(/Images allégées et sans métadonnées : .* économisés au total sur \d+ images?\./)).toBeVisible();

  // What a visitor downloads carries no location and no camera.
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  const bytes = await served.body();
  expect(bytes.length).toBeLessThan(readFileSync(PHOTO).length);
  expect(await exifr.parse(bytes, { tiff: true, gps: true, xmp: true })).toBeUndefined();

  await expectNoAxeViolations(page);
});
