import { describe, expect, test } from "vitest";
import { hasSignature, looksLikeMarkup } from "~/lib/files/signatures";
import { parseRange } from "~/lib/media/delivery.server";
import { imageSize } from "~/lib/media/image-size";
import { mediaFileError, mediaUrlSize } from "~/lib/media/schema";
import { avifBytes, gifBytes, jpegBytes, pdfBytes, pngBytes, svgBytes, webpBytes } from "../factories/media";

describe("image sizes read from the header", () => {
  test.each([
    ["png", pngBytes(1600, 900), { width: 1600, height: 900 }],
    ["gif", gifBytes(320, 200), { width: 320, height: 200 }],
    ["jpeg", jpegBytes(4032, 3024), { width: 4032, height: 3024 }],
    ["webp", webpBytes(1200, 630, "VP8X"), { width: 1200, height: 630 }],
    ["webp", webpBytes(800, 600, "VP8L"), { width: 800, height: 600 }],
    ["webp", webpBytes(640, 480, "VP8 "), { width: 640, height: 480 }],
    ["avif", avifBytes(2048, 1365), { width: 2048, height: 1365 }],
  ] as const)("%s", (kind, bytes, size) => {
    expect(hasSignature(kind, bytes)).toBe(true);
    expect(imageSize(kind, bytes)).toEqual(size);
  });

  test("a portrait photo stored landscape with EXIF orientation 6 is displayed portrait", () => {
    expect(imageSize("jpeg", jpegBytes(4032, 3024, 6))).toEqual({ width: 3024, height: 4032 });
  });

  test("a truncated header has no size", () => {
    expect(imageSize("png", pngBytes(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize("jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
  });
});

describe("file signatures", () => {
  test("each type is told apart from the others; SVG is recognised as markup", () => {
    expect(hasSignature("pdf", pdfBytes())).toBe(true);
    expect(hasSignature("pdf", pngBytes(1, 1))).toBe(false);
    expect(hasSignature("png", svgBytes())).toBe(false);
    expect(hasSignature("avif", pngBytes(1, 1))).toBe(false);
    expect(hasSignature("gif", webpBytes(1, 1))).toBe(false);
    expect(looksLikeMarkup(svgBytes())).toBe(true);
    expect(looksLikeMarkup(pngBytes(1, 1))).toBe(false);
  });

  test("names and sizes are checked before any byte is read", () => {
    expect(mediaFileError({ name: "plan.svg", size: 100 })).toMatch(/SVG ne sont pas acceptés/);
    expect(mediaFileError({ name: "rapport.docx", size: 100 })).toMatch(/Formats acceptés/);
    expect(mediaFileError({ name: "photo.jpg", size: 11 * 1024 * 1024 })).toMatch(/10 Mo/);
    expect(mediaFileError({ name: "../photo.jpg", size: 10 })).toBe("Nom de fichier invalide.");
    expect(mediaFileError({ name: "Coupe géologique.PNG", size: 10 })).toBeNull();
  });
});

describe("delivery helpers", () => {
  test("byte ranges", () => {
    expect(parseRange(null)).toBeNull();
    expect(parseRange("bytes=0-99")).toEqual({ offset: 0, length: 100 });
    expect(parseRange("bytes=100-")).toEqual({ offset: 100 });
    expect(parseRange("bytes=-50")).toEqual({ suffix: 50 });
    expect(parseRange("Bytes=0-99")).toEqual({ offset: 0, length: 100 });
    expect(parseRange("bytes=9-3")).toBe("invalid");
    expect(parseRange("bytes=x-3")).toBe("invalid");
  });

  test("another unit or several ranges are ignored (RFC 9110 §14.2): the whole file is sent", () => {
    expect(parseRange("items=0-1")).toBeNull();
    expect(parseRange("bytes")).toBeNull();
    expect(parseRange("bytes=0-1,4-5")).toBeNull();
    expect(parseRange("bytes=0-1, -5")).toBeNull();
  });

  test("a médiathèque URL carries the image size used for width and height", () => {
    expect(mediaUrlSize(`/media/${"a".repeat(32)}-1600x900.webp`)).toEqual({ width: 1600, height: 900 });
    expect(mediaUrlSize(`https://www.example.fr/media/${"b".repeat(32)}-40x30.png`)).toEqual({ width: 40, height: 30 });
    expect(mediaUrlSize(`/media/${"c".repeat(32)}.pdf`)).toBeNull();
    expect(mediaUrlSize("/images/articles/strates.svg")).toBeNull();
  });
});
