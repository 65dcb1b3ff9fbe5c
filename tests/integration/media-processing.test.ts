// Issue 19: every uploaded raster image is decoded once by the Images binding (Sharp in
// Miniflare) and re-encoded without metadata, orientation applied, in responsive widths and
// formats plus the share crop; bombs and corrupt files are refused before anything is stored.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import { expect, test, vi } from "vitest";
import worker from "../../workers/app";
import { media } from "~/db/schema";
import { PROCESS_MESSAGES } from "~/lib/media/process.server";
import type { MediaItem } from "~/lib/media/schema";
import { VARIANT_WIDTHS } from "~/lib/media/variants";
import { decoded, fixtures, imageBytes } from "../factories/images";
import { pngBytes } from "../factories/media";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

async function cookie() {
  return sessionCookieHeader(await createStaff("author"));
}

function form(name: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/octet-stream" }));
  return body;
}

async function upload(name: string, bytes: Uint8Array) {
  const res = await request("/admin/media/upload", { method: "POST", headers: { cookie: await cookie(), accept: "application/json" }, body: form(name, bytes) });
  return { status: res.status, answer: (await res.json()) as { ok: boolean; message: string; media?: MediaItem } };
}

async function uploadedImage(name: string, bytes: Uint8Array) {
  const { status, answer } = await upload(name, bytes);
  expect(status, answer.message).toBe(201);
  return answer.media!;
}

/** The bytes a visitor downloads at /media/{key}, through the Worker. */
async function served(key: string) {
  const res = await request(`/media/${key}`);
  expect(res.status, key).toBe(200);
  return { headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function bucketKeys() {
  const keys: Array<string> = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** EXIF, XMP, IPTC or GPS found in the bytes (exifr; WebP, which exifr cannot read, by its RIFF chunks). */
async function metadataOf(bytes: Uint8Array, format: string) {
  if (format !== "webp") return exifr.parse(bytes, { tiff: true, xmp: true, iptc: true, gps: true, icc: false });
  const chunks: Array<string> = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    chunks.push(String.fromCharCode(...bytes.subarray(at, at + 4)));
    const size = bytes[at + 4] | (bytes[at + 5] << 8) | (bytes[at + 6] << 16) | (bytes[at + 7] << 24);
    at += 8 + size + (size % 2);
  }
  return chunks.some((c) => c === "EXIF" || c === "XMP ") ? chunks : undefined;
}

async function mediaCount() {
  return (await db().select({ id: media.id }).from(media)).length;
}

test("a phone photo with GPS: every served variant decodes, is smaller than the upload and carries no EXIF, GPS or camera", async () => {
  const photo = fixtures.photoGps();
  expect((await exifr.gps(photo))?.latitude).toBeCloseTo(48.84, 1);
  const item = await uploadedImage("Chantier rue Mouffetard.jpg", photo);

  // The row's main key is itself a stripped re-encode (the largest JPEG), and it is a variant.
  expect(item.key).toMatch(/^[a-f0-9]{32}-1600x1200\.jpg$/);
  const hex = item.key.slice(0, 32);
  expect(item).toMatchObject({ mimeType: "image/jpeg", width: 1600, height: 1200, originalSize: photo.length });
  const responsive = item.variants.filter((v) => v.purpose === "responsive");
  expect(responsive.map((v) => `${v.width}.${v.format}`)).toEqual(["480.avif", "480.webp", "480.jpeg", "960.avif", "960.webp", "960.jpeg", "1600.avif", "1600.webp", "1600.jpeg"]);
  expect(responsive.find((v) => v.key === item.key)).toBeDefined();
  const og = item.variants.filter((v) => v.purpose === "og");
  expect(og).toEqual([expect.objectContaining({ key: `${hex}-1200x630.jpg`, width: 1200, height: 630, format: "jpeg" })]);

  for (const variant of item.variants) {
    expect(variant.key.startsWith(hex)).toBe(true);
    const { bytes, headers } = await served(variant.key);
    expect(headers.get("content-type")).toBe(`image/${variant.format}`);
    // Each variant has its own URL: cached a year, revalidated by ETag, never negotiated.
    expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(headers.get("etag")).toMatch(/^"/);
    expect(headers.get("vary")).toBeNull();
    expect(bytes.length).toBe(variant.bytes);
    expect(bytes.length, variant.key).toBeLessThan(photo.length);
    const image = await decoded(bytes);
    expect([image.width, image.height], variant.key).toEqual([variant.width, variant.height]);
    expect(await metadataOf(bytes, variant.format), variant.key).toBeUndefined();
    expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/Lutetia Test Camera|Fixture Phone|Exif\0\0/);
  }
  // The untouched upload is kept, but not where /media/ serves.
  const original = await env.MEDIA.get(`originals/${hex}.jpg`);
  expect(new Uint8Array(await original!.arrayBuffer())).toEqual(photo);
  expect((await request(`/media/originals%2F${hex}.jpg`)).status).toBe(404);
  expect((await request(`/media/originals/${hex}.jpg`)).status).toBe(404);
});

test("an image is never upscaled: a 1200 px wide picture gets 480, 960 and its own width", async () => {
  const item = await uploadedImage("Carottage.jpg", await imageBytes(1200, 900, "jpeg"));
  const widths = [...new Set(item.variants.filter((v) => v.purpose === "responsive").map((v) => v.width))];
  expect(widths).toEqual([480, 960, 1200]);
  expect(VARIANT_WIDTHS.filter((w) => w > 1200).every((w) => !widths.includes(w))).toBe(true);
});

test("a photo taken sideways (EXIF orientation 6) comes out upright: width and height swapped, no orientation tag left", async () => {
  const item = await uploadedImage("Sondage vertical.jpg", fixtures.orientation6());
  expect([item.width, item.height]).toEqual([400, 600]);
  expect(item.key).toMatch(/-400x600\.jpg$/);
  const { bytes } = await served(item.key);
  const image = await decoded(bytes);
  expect([image.width, image.height]).toEqual([400, 600]);
  expect(await exifr.orientation(bytes)).toBeUndefined();
  const small = item.variants.find((v) => v.width === 400 && v.format === "webp")!;
  const webp = await decoded((await served(small.key)).bytes);
  expect([webp.width, webp.height]).toEqual([400, 600]);
});

test("a PNG with transparency keeps its alpha channel in PNG, WebP and AVIF", async () => {
  const item = await uploadedImage("Logo partenaire.png", fixtures.alphaPng());
  expect(item.mimeType).toBe("image/png");
  expect(item.key).toMatch(/-640x480\.png$/);
  for (const variant of item.variants.filter((v) => v.purpose === "responsive")) {
    const image = await decoded((await served(variant.key)).bytes);
    expect(image.alpha, variant.key).toBe(true);
  }
});

test("an animated GIF (two frames) is served as its first frame re-encoded: 320 × 240, not a strip of frames (PNG fallback, WebP, AVIF)", async () => {
  const item = await uploadedImage("Animation forage.gif", fixtures.gif());
  expect(item.mimeType).toBe("image/png");
  expect(item.key).toMatch(/^[a-f0-9]{32}-320x240\.png$/);
  expect(item.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual(["320x240.avif", "320x240.webp", "320x240.png", "1200x630.jpeg"]);
  for (const variant of item.variants) {
    const image = await decoded((await served(variant.key)).bytes);
    expect([image.width, image.height], variant.key).toEqual([variant.width, variant.height]);
  }
});

test("a 1 × 1 image is accepted: one width, and the share crop", async () => {
  const item = await uploadedImage("pixel.png", fixtures.pixel());
  expect([item.width, item.height]).toEqual([1, 1]);
  expect(item.variants.filter((v) => v.purpose === "responsive").map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual(["1x1.avif", "1x1.webp", "1x1.png"]);
  expect((await decoded((await served(item.key)).bytes)).width).toBe(1);
});

test("a decompression bomb (tiny file, 20 000 × 20 000 declared) is refused from its header with a French message; nothing decoded or stored", async () => {
  const before = { keys: await bucketKeys(), rows: await mediaCount() };
  const images = vi.spyOn(env.IMAGES, "input");
  const bomb = pngBytes(20_000, 20_000);
  const { status, answer } = await upload("plan.png", bomb);
  expect(status).toBe(400);
  expect(answer.message).toBe(
    "« plan.png » : L'image est trop grande : 20\u202f000 × 20\u202f000 px (400 mégapixels). Au plus 10\u202f000 px de côté et 50 mégapixels : réduisez-la avant de la téléverser.",
  );
  const side = await upload("bande.png", pngBytes(12_000, 100));
  expect(side.status).toBe(400);
  expect(side.answer.message).toContain("Au plus 10\u202f000 px de côté");
  expect(images).not.toHaveBeenCalled();
  expect({ keys: await bucketKeys(), rows: await mediaCount() }).toEqual(before);
});

test("a corrupt JPEG (valid header, truncated data) is refused and nothing is stored", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const before = { keys: await bucketKeys(), rows: await mediaCount() };
  const photo = fixtures.photoGps();
  const corrupt = photo.slice(0, Math.floor(photo.length / 3));
  const { status, answer } = await upload("abimee.jpg", corrupt);
  expect(status).toBe(400);
  expect(answer.message).toBe(PROCESS_MESSAGES.undecodable);
  expect({ keys: await bucketKeys(), rows: await mediaCount() }).toEqual(before);
  expect(warn).toHaveBeenCalled();
});

/** The Images binding failing from its `failAt`-th call on: the edge of the platform, not the code under test. */
function failingImages(failAt: number) {
  let calls = 0;
  const images = new Proxy(env.IMAGES, {
    get(target, property) {
      if (property !== "input") return Reflect.get(target, property);
      return (stream: ReadableStream<Uint8Array>) => {
        calls += 1;
        if (calls >= failAt) return { transform: () => ({ output: () => Promise.reject(new Error("ERROR 9523: Images binding unavailable")) }) };
        return target.input(stream);
      };
    },
  });
  return { images, calls: () => calls };
}

test("a failure of the Images binding after some variants were written leaves nothing behind, and says so in French", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const before = { keys: await bucketKeys(), rows: await mediaCount() };
  const { images, calls } = failingImages(3);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request("http://localhost/admin/media/upload", {
      method: "POST",
      headers: { cookie: await cookie(), accept: "application/json" },
      body: form("Fondations.jpg", fixtures.photoGps()),
    }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, IMAGES: images },
    ctx,
  );
  const answer = (await res.json()) as { ok: boolean; message: string };
  await waitOnExecutionContext(ctx);
  expect(calls()).toBe(3);
  expect(res.status).toBe(500);
  expect(answer).toEqual({ ok: false, message: PROCESS_MESSAGES.failed });
  expect({ keys: await bucketKeys(), rows: await mediaCount() }).toEqual(before);
  expect(warn).toHaveBeenCalled();
});

test("deleting an image removes its variants and its kept original", async () => {
  const editor = await createStaff("editor");
  const item = await uploadedImage("A supprimer.png", await imageBytes(1000, 500));
  const hex = item.key.slice(0, 32);
  expect((await bucketKeys()).filter((k) => k.includes(hex)).length).toBe(item.variants.length + 1);
  const body = new URLSearchParams({ intent: "delete", id: String(item.id) });
  const res = await request("/admin/media", { method: "POST", headers: { cookie: await sessionCookieHeader(editor) }, body });
  expect(res.status).toBe(302);
  expect((await bucketKeys()).filter((k) => k.includes(hex))).toEqual([]);
  expect(await db().select().from(media).where(eq(media.id, item.id))).toEqual([]);
});
