// In a browser, a phone photo with GPS goes into the médiathèque
// and comes out as variants without metadata; set as an article's cover, it reaches a phone
// as a small AVIF or WebP. Keep `uploadPhoto` reusable: to share it, move it to a helper module
// (a spec file that exports has its tests registered again wherever it is imported).
import { readFileSync } from "node:fs";
import path from "node:path";
import exifr from "exifr";
import type { Page } from "@playwright/test";
import { STAFF, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { fillMarkdown } from "./editor";
import { expect, test } from "./fixtures";

const PHOTO = path.join(import.meta.dirname, "..", "fixtures", "media", "photo-gps.jpg");

/** Uploads the sample photo (1600 × 1200, GPS and camera in its EXIF) under a unique name; returns its table row. */
async function uploadPhoto(page: Page) {
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
  // The thumbnail is the narrowest WebP variant, not the main file.
  const thumbnail = row.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/media\/[a-f0-9]{32}-480x360\.webp$/);
  await expect(thumbnail).toHaveAttribute("width", "480");
  await expect(thumbnail).toHaveAttribute("height", "360");
  const src = await row.getByRole("link", { name: /^Voir / }).getAttribute("href");
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

/** The metadata a served image still carries: EXIF/XMP chunks of a WebP (exifr cannot read WebP), exifr's reading of the others. */
async function metadataOf(bytes: Buffer, type: string): Promise<unknown> {
  if (type !== "image/webp") return exifr.parse(bytes, { tiff: true, gps: true, xmp: true });
  const chunks: Array<string> = [];
  for (let offset = 12; offset + 8 <= bytes.length; offset += 8 + bytes.readUInt32LE(offset + 4) + (bytes.readUInt32LE(offset + 4) % 2)) {
    chunks.push(bytes.toString("latin1", offset, offset + 4));
  }
  expect(chunks.length).toBeGreaterThan(0);
  const found = chunks.filter((chunk) => chunk === "EXIF" || chunk === "XMP ");
  return found.length ? found : undefined;
}

test("an author makes an uploaded phone photo an article's cover (refused without alt text), and a 390 px phone downloads a small AVIF or WebP without its GPS", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await useSession(page, STAFF.author);
  const { name, row } = await uploadPhoto(page);
  const mainFile = await row.getByRole("link", { name: /^Voir / }).getAttribute("href");
  expect(mainFile).toMatch(/^\/media\/[a-f0-9]{32}-1600x1200\.jpg$/);

  const title = `Sondages sous un pavillon à Montreuil ${Date.now().toString(36)}`;
  await page.goto("/admin/blog/posts/new");
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  await page.getByLabel("Extrait").fill("Ce que les sondages pressiométriques ont montré sous un pavillon des Hauts-de-Montreuil.");
  await fillMarkdown(page, "Contenu de l'article", "## Le chantier\n\nDeux sondages de 12 m dans les argiles vertes, sous l'emprise de l'extension.");

  const picker = page.getByRole("dialog", { name: "Choisir une image dans la médiathèque" });
  const pickPhoto = async () => {
    await page.getByRole("button", { name: "Choisir dans la médiathèque (Image)" }).click();
    await expect(picker).toBeVisible();
    await picker.getByLabel("Rechercher une image").fill(name);
    await picker.getByRole("button", { name: "Rechercher", exact: true }).click();
    const choice = picker.getByRole("button", { name: new RegExp(name.replace(/[.-]/g, "\\$&")) });
    // The picker shows the 480 px WebP, not the 1600 px file.
    await expect(choice.locator("img")).toHaveAttribute("src", /^\/media\/[a-f0-9]{32}-480x360\.webp$/);
    await choice.click();
    await picker.getByRole("button", { name: "Choisir cette image" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Image", exact: true })).toHaveValue(mainFile!);
  };

  // Without a text alternative anywhere, « Publier » is refused and nothing is saved.
  await pickPhoto();
  await expect(page.getByLabel("Texte alternatif de l'image")).toHaveValue("");
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByText(`Ajoutez un texte alternatif à l'image « ${name} » dans la médiathèque, ou marquez-la comme décorative.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  // The refusal answers 400 on purpose; Chromium logs every 4xx response.
  const refused = "Failed to load resource: the server responded with a status of 400 ()";
  expect(consoleErrors.filter((message) => message === refused)).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refused), 1);

  // The alt text is given once, in the médiathèque (another tab), and the picker takes it.
  const alt = "Sondage pressiométrique dans les argiles vertes, à Montreuil";
  const library = await page.context().newPage();
  await library.goto(`/admin/media?q=${encodeURIComponent(name)}`);
  await library.getByRole("link", { name: `Modifier ${name}` }).click();
  const edit = library.getByRole("dialog", { name: "Modifier le fichier" });
  await edit.getByLabel("Texte alternatif").fill(alt);
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(library.getByText("Texte alternatif mis à jour avec succès")).toBeVisible();
  await library.close();
  await pickPhoto();
  await expect(page.getByLabel("Texte alternatif de l'image")).toHaveValue(alt);
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByText("Article publié")).toBeVisible();
  // The slug it was saved under: derived from the title in the browser, or by the server when the
  // title was typed before the page listened to it (read before saving, it could still be empty,
  // and the visitor below would have opened /actualites/, the list, instead of the article).
  const slugField = page.getByLabel("Slug");
  await expect(slugField).not.toHaveValue("");
  const slug = await slugField.inputValue();

  // A visitor's phone: 390 × 844, one device pixel per CSS pixel.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const visitor = await phone.newPage();
  const requested: Array<string> = [];
  visitor.on("request", (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith("/media/")) requested.push(url);
  });
  const images = new Map<string, { type: string; bytes: Buffer }>();
  visitor.on("response", async (response) => {
    const url = new URL(response.url()).pathname;
    if (url.startsWith("/media/")) images.set(url, { type: response.headers()["content-type"] ?? "", bytes: await response.body() });
  });
  await visitor.goto(`/actualites/${slug}`);
  const cover = visitor.getByRole("img", { name: alt });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(chosen).toMatch(/^\/media\/[a-f0-9]{32}-480x360\.(avif|webp)$/);
  await expect.poll(() => images.has(chosen)).toBe(true);
  const downloaded = images.get(chosen)!;
  expect(downloaded.type).toMatch(/^image\/(avif|webp)$/);
  expect(downloaded.bytes.byteLength).toBeLessThan(120 * 1024);
  expect(await metadataOf(downloaded.bytes, downloaded.type)).toBeUndefined();
  // Neither the 1600 px file nor a wide variant.
  expect(requested).not.toContain(mainFile);
  expect(requested.filter((url) => /-(1600|2400)x\d+\./.test(url))).toEqual([]);

  // Shared on a network, the article shows the 1200 × 630 crop, not the photo itself.
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/[a-f0-9]{32}-1200x630\.jpg$/);
  await expect(visitor.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(visitor.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  await expectNoAxeViolations(visitor);
  await phone.close();
});
