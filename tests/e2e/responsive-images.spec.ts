import { queryD1 } from "./forms-db";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { storePhoto } from "./photos";

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

test("on a 390 px phone, an article's 12 MP cover arrives as its 480 px AVIF or WebP, under 120 KB", async ({ page }) => {
  // Encoding 13 real images with sharp on a shared machine takes a while.
  test.setTimeout(240_000);
  const alt = "Sondage carotté dans les argiles vertes, à Montreuil";
  const photo = await storePhoto({ width: 4000, height: 3000, alt });
  const slug = `forage-argiles-vertes-${Date.now().toString(36)}`;
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  queryD1(
    `insert into blog_posts (title, slug, content, excerpt, featured_image, featured_image_alt, status, published_at) values ('Forage dans les argiles vertes de Montreuil', ${quote(slug)}, ${quote("## Le chantier\n\nUn sondage carotté de 15 m sous le futur pavillon.")}, 'Ce que montrent les carottes prélevées sous un pavillon.', ${quote(photo.url)}, ${quote(alt)}, 'published', ${Date.now() - 3_600_000})`,
  );

  const requested: Array<string> = [];
  page.on("request", (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith("/media/")) requested.push(url);
  });
  const images: Array<{ url: string; type: string; bytes: number }> = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/media/")) return;
    images.push({ url: new URL(response.url()).pathname, type: response.headers()["content-type"] ?? "", bytes: (await response.body()).byteLength });
  });

  await page.goto(`/actualites/${slug}`);
  const cover = page.getByRole("img", { name: alt });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const small = photo.variants.filter((v) => v.width === 480 && (v.format === "avif" || v.format === "webp")).map((v) => `/media/${v.key}`);
  const chosen = await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(small).toContain(chosen);
  await expect.poll(() => images.find((image) => image.url === chosen)).toBeTruthy();
  const downloaded = images.find((image) => image.url === chosen)!;
  expect(downloaded.type).toMatch(/^image\/(avif|webp)$/);
  expect(downloaded.bytes).toBeLessThanOrEqual(120 * 1024);
  // Nothing else of the photo: not the original, not a wider variant, not the JPEG fallback.
  const others = [photo.url, ...photo.variants.map((v) => `/media/${v.key}`)].filter((url) => url !== chosen);
  expect(requested.filter((url) => others.includes(url))).toEqual([]);
  await expectNoAxeViolations(page);
});
