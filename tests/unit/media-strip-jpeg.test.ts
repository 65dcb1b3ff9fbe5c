// The second net under the Images binding: a JPEG keeps its pixels and ICC profile, and loses
// every EXIF, XMP and IPTC segment (Cloudflare Images keeps a JPEG's EXIF copyright by default).
import exifr from "exifr";
import { expect, test } from "vitest";
import { stripJpegMetadata } from "~/lib/media/process.server";
import { decoded, fixtures } from "../factories/images";

test("a phone JPEG loses its EXIF (GPS, camera) and still decodes at its size", async () => {
  const photo = fixtures.photoGps();
  expect((await exifr.parse(photo, { gps: true }))?.Make).toBe("Lutetia Test Camera");
  const stripped = stripJpegMetadata(photo);
  expect(stripped.length).toBeLessThan(photo.length);
  expect(await exifr.parse(stripped, { tiff: true, gps: true, xmp: true, iptc: true })).toBeUndefined();
  expect(new TextDecoder("latin1").decode(stripped)).not.toContain("Fixture Phone");
  const image = await decoded(stripped);
  expect([image.width, image.height]).toEqual([1600, 1200]);
});

test("a JPEG without metadata segments is returned as is; a PNG is not touched", () => {
  const clean = stripJpegMetadata(fixtures.photoGps());
  expect(stripJpegMetadata(clean)).toBe(clean);
  const png = fixtures.alphaPng();
  expect(stripJpegMetadata(png)).toBe(png);
});
