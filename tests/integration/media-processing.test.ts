// Every uploaded raster image is re-encoded by the Images binding (Sharp in Miniflare) without
// metadata, orientation applied, in responsive widths and formats plus the share crop; bombs
// and corrupt files are refused before anything is stored. The upload writes the main file;
// the other variants are made on their first request, the same bytes as when all are written at
// once (docs/decisions/505-photo-variants-on-first-request.md).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import { expect, test, vi } from "vitest";
import worker from "../../workers/app";
import { media } from "~/db/schema";
import { imageSize } from "~/lib/media/image-size";
import { newMediaHex } from "~/lib/media/media.server";
import { PROCESS_MESSAGES, processImage } from "~/lib/media/process.server";
import { ON_DEMAND_MESSAGES } from "~/lib/media/variants-on-demand.server";
import type { MediaItem } from "~/lib/media/schema";
import { parseVariants, VARIANT_WIDTHS } from "~/lib/media/variants";
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

/** The variants as the row records them now. */
async function storedVariants(id: number) {
  const [row] = await db().select({ variants: media.variants }).from(media).where(eq(media.id, id));
  return parseVariants(row.variants);
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
    expect(bytes.length, variant.key).toBeLessThan(photo.length);
    const image = await decoded(bytes);
    expect([image.width, image.height], variant.key).toEqual([variant.width, variant.height]);
    expect(await metadataOf(bytes, variant.format), variant.key).toBeUndefined();
    expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/Lutetia Test Camera|Fixture Phone|Exif\0\0/);
  }
  // Each variant's size is recorded once it has been made: the médiathèque shows it.
  const recorded = await storedVariants(item.id);
  for (const variant of recorded) expect(variant.bytes, variant.key).toBe((await served(variant.key)).bytes.length);
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
  // Writing every variant at once (reprocessing) is where several objects precede a failure.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const before = { keys: await bucketKeys(), rows: await mediaCount() };
  const { images, calls } = failingImages(3);
  const photo = fixtures.photoGps();
  const size = imageSize("jpeg", photo)!;
  const result = await processImage(
    { bucket: env.MEDIA, images },
    { hex: newMediaHex(), bytes: photo, mimeType: "image/jpeg", ...size, name: "Fondations.jpg" },
    { variants: "eager" },
  );
  expect(calls()).toBeGreaterThanOrEqual(3);
  expect(result).toEqual({ ok: false, reason: "refused", status: 500, message: PROCESS_MESSAGES.failed });
  expect({ keys: await bucketKeys(), rows: await mediaCount() }).toEqual(before);
  expect(warn).toHaveBeenCalled();
});

test("an upload whose main file cannot be made (Images binding down) is refused and nothing is stored", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const before = { keys: await bucketKeys(), rows: await mediaCount() };
  const { images, calls } = failingImages(1);
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
  expect(calls()).toBe(1);
  expect(res.status).toBe(400);
  expect(answer).toEqual({ ok: false, message: PROCESS_MESSAGES.undecodable });
  expect({ keys: await bucketKeys(), rows: await mediaCount() }).toEqual(before);
  expect(warn).toHaveBeenCalled();
});

test("an upload makes one Images call: the main file and the kept original are written, the other variants are declared for their first request", async () => {
  const images = vi.spyOn(env.IMAGES, "input");
  const item = await uploadedImage("Chantier rue Mouffetard.jpg", fixtures.photoGps());
  expect(images).toHaveBeenCalledTimes(1);
  const hex = item.key.slice(0, 32);
  expect((await bucketKeys()).filter((k) => k.includes(hex))).toEqual([item.key, `originals/${hex}.jpg`].sort());
  expect(item.variants.find((v) => v.key === item.key)?.bytes).toBe(item.size);
  expect(item.variants.filter((v) => v.key !== item.key).every((v) => v.bytes === null)).toBe(true);
  // The médiathèque says when a variant has not been made yet.
  const editor = await createStaff("editor");
  const html = await (await request("/admin/media?q=Mouffetard", { headers: { cookie: await sessionCookieHeader(editor) } })).text();
  expect(html).toContain("à la première consultation");
});

/** A GET of /media/{key} through the Worker with the given bindings (the Images binding, say, failing). */
async function getWith(bindings: Partial<Env>, key: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost/media/${key}`) as Request<unknown, IncomingRequestCfProperties>, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

test("a variant made on its first request is the same file, with the same headers and no metadata, as when every variant is written at upload", async () => {
  const photo = fixtures.photoGps();
  const onDemand = await uploadedImage("Chantier rue Mouffetard.jpg", photo);
  const size = imageSize("jpeg", photo)!;
  const eager = await processImage(
    { bucket: env.MEDIA, images: env.IMAGES },
    { hex: newMediaHex(), bytes: photo, mimeType: "image/jpeg", ...size, name: "Chantier rue Mouffetard.jpg" },
    { variants: "eager" },
  );
  if (!eager.ok) throw new Error(eager.message);
  const shape = (v: { width: number; height: number; format: string; purpose: string }) => `${v.width}x${v.height}.${v.format}.${v.purpose}`;
  expect(onDemand.variants.map(shape)).toEqual(eager.variants.map(shape));

  for (const [index, declared] of onDemand.variants.entries()) {
    const written = eager.variants[index];
    const first = await served(declared.key);
    const again = await served(declared.key);
    const reference = await served(written.key);
    expect(first.bytes, declared.key).toEqual(reference.bytes);
    expect(again.bytes, declared.key).toEqual(reference.bytes);
    for (const header of ["content-type", "content-length", "cache-control", "x-content-type-options", "accept-ranges", "content-security-policy", "vary"]) {
      expect(first.headers.get(header), `${declared.key} ${header}`).toBe(reference.headers.get(header));
      expect(again.headers.get(header), `${declared.key} ${header}`).toBe(reference.headers.get(header));
    }
    expect(await metadataOf(first.bytes, declared.format), declared.key).toBeUndefined();
  }
  const recorded = await storedVariants(onDemand.id);
  expect(recorded.map((v) => v.bytes)).toEqual(eager.variants.map((v) => v.bytes));
});

test("a variant's first request that meets a failing Images binding answers 503 in French and stores nothing; the next request makes it", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const item = await uploadedImage("Sondage.jpg", fixtures.photoGps());
  const variant = item.variants.find((v) => v.format === "avif" && v.width === 480)!;
  const before = await bucketKeys();
  const { images } = failingImages(1);
  const refused = await getWith({ IMAGES: images }, variant.key);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("cache-control")).toBe("no-store");
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(await refused.text()).toBe(ON_DEMAND_MESSAGES.unavailable);
  expect(await bucketKeys()).toEqual(before);
  expect((await storedVariants(item.id)).find((v) => v.key === variant.key)?.bytes).toBeNull();
  expect(warn).toHaveBeenCalled();

  const made = await served(variant.key);
  expect((await decoded(made.bytes)).width).toBe(480);
  expect((await storedVariants(item.id)).find((v) => v.key === variant.key)?.bytes).toBe(made.bytes.length);
});

test("two first requests of one variant at once get the same file, stored once", async () => {
  const item = await uploadedImage("Sondage.jpg", fixtures.photoGps());
  const variant = item.variants.find((v) => v.format === "webp" && v.width === 960)!;
  const [a, b] = await Promise.all([request(`/media/${variant.key}`), request(`/media/${variant.key}`)]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(new Uint8Array(await a.arrayBuffer())).toEqual(new Uint8Array(await b.arrayBuffer()));
  expect((await bucketKeys()).filter((k) => k === variant.key)).toEqual([variant.key]);
});

test("only a declared variant is made: another size or format of an image, or a variant of a deleted image, is a 404 without any Images call", async () => {
  const editor = await createStaff("editor");
  const item = await uploadedImage("Sondage.jpg", fixtures.photoGps());
  const hex = item.key.slice(0, 32);
  const variant = item.variants.find((v) => v.format === "webp" && v.width === 480)!;
  const images = vi.spyOn(env.IMAGES, "input");
  const before = await bucketKeys();
  for (const key of [`${hex}-481x361.webp`, `${hex}-480x360.png`, `${newMediaHex()}-480x360.webp`]) {
    expect((await request(`/media/${key}`)).status, key).toBe(404);
  }
  const res = await request("/admin/media", {
    method: "POST",
    headers: { cookie: await sessionCookieHeader(editor) },
    body: new URLSearchParams({ intent: "delete", id: String(item.id) }),
  });
  expect(res.status).toBe(302);
  expect((await request(`/media/${variant.key}`)).status).toBe(404);
  expect(images).not.toHaveBeenCalled();
  expect((await bucketKeys()).filter((k) => !before.includes(k))).toEqual([]);
});

test("deleting an image removes its variants and its kept original", async () => {
  const editor = await createStaff("editor");
  const item = await uploadedImage("A supprimer.png", await imageBytes(1000, 500));
  const hex = item.key.slice(0, 32);
  for (const variant of item.variants) await served(variant.key);
  expect((await bucketKeys()).filter((k) => k.includes(hex)).length).toBe(item.variants.length + 1);
  const body = new URLSearchParams({ intent: "delete", id: String(item.id) });
  const res = await request("/admin/media", { method: "POST", headers: { cookie: await sessionCookieHeader(editor) }, body });
  expect(res.status).toBe(302);
  expect((await bucketKeys()).filter((k) => k.includes(hex))).toEqual([]);
  expect(await db().select().from(media).where(eq(media.id, item.id))).toEqual([]);
});
