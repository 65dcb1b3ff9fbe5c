// `npm run media:reprocess`: images stored before the pipeline get their variants, and the
// file at their old address is replaced by a re-encode without metadata. Idempotent.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import { expect, test } from "vitest";
import { blogPosts, media } from "~/db/schema";
import { newMediaHex } from "~/lib/media/media.server";
import { reprocessMedia } from "~/lib/media/reprocess.server";
import { parseVariants } from "~/lib/media/variants";
import { decoded, fixtures, imageBytes } from "../factories/images";
import { createArticle } from "../factories/content";
import { db, request } from "../helpers";

/** A row as the médiathèque stored it before the media pipeline (docs/decisions/502): the upload as sent, no variants. */
async function legacyImage(name: string, bytes: Uint8Array, width: number, height: number, ext: "jpg" | "png") {
  const key = `${newMediaHex()}-${width}x${height}.${ext}`;
  const mimeType = ext === "jpg" ? "image/jpeg" : "image/png";
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: mimeType } });
  const [row] = await db().insert(media).values({ r2Key: key, name, mimeType, size: bytes.length, width, height }).returning();
  return row;
}

const deps = () => ({ db: db(), bucket: env.MEDIA, images: env.IMAGES });

async function reprocessAll(options: { force?: boolean } = {}) {
  const processed: Array<number> = [];
  let afterId: number | undefined;
  do {
    const report = await reprocessMedia(deps(), { ...options, afterId });
    expect(report.failed).toEqual([]);
    processed.push(...report.processed);
    afterId = report.nextAfterId ?? undefined;
  } while (afterId !== undefined);
  return processed;
}

test("an image uploaded before the pipeline gets its variants; its old address serves a re-encode without GPS; a second run changes nothing", async () => {
  const photo = fixtures.photoGps();
  const old = await legacyImage("Ancienne photo.jpg", photo, 1600, 1200, "jpg");
  const big = await legacyImage("Grand plan.jpg", await imageBytes(3000, 2000, "jpeg"), 3000, 2000, "jpg");
  expect(await exifr.gps(new Uint8Array(await (await request(`/media/${old.r2Key}`)).arrayBuffer()))).toBeDefined();

  const first = await reprocessAll();
  expect(first).toEqual(expect.arrayContaining([old.id, big.id]));

  const [row] = await db().select().from(media).where(eq(media.id, old.id));
  const hex = old.r2Key.slice(0, 32);
  expect(row).toMatchObject({ r2Key: old.r2Key, originalKey: `originals/${hex}.jpg`, originalSize: photo.length, version: old.version });
  const variants = parseVariants(row.variants);
  expect(variants.filter((v) => v.purpose === "responsive").map((v) => v.width)).toEqual([480, 480, 480, 960, 960, 960, 1600, 1600, 1600]);
  const served = new Uint8Array(await (await request(`/media/${old.r2Key}`)).arrayBuffer());
  expect(served.length).toBe(row.size);
  expect(served.length).toBeLessThan(photo.length);
  expect(await exifr.parse(served, { tiff: true, gps: true, xmp: true })).toBeUndefined();
  for (const variant of variants) expect(variant.key.startsWith(hex)).toBe(true);
  expect(new Uint8Array(await (await env.MEDIA.get(row.originalKey!))!.arrayBuffer())).toEqual(photo);

  // A 3000 px image keeps its old 3000 px address (stripped), with variants up to 2400.
  const [large] = await db().select().from(media).where(eq(media.id, big.id));
  const image = await decoded(new Uint8Array(await (await request(`/media/${big.r2Key}`)).arrayBuffer()));
  expect([image.width, image.height]).toEqual([3000, 2000]);
  expect(Math.max(...parseVariants(large.variants).map((v) => v.width))).toBe(2400);

  // Idempotent: nothing left to do, nothing rewritten.
  const etag = (await env.MEDIA.head(old.r2Key))!.etag;
  expect(await reprocessAll()).toEqual([]);
  expect((await env.MEDIA.head(old.r2Key))!.etag).toBe(etag);
  const [again] = await db().select().from(media).where(eq(media.id, old.id));
  expect(again).toEqual(row);
});

test("--force processes images that already have variants again, from the kept original, and leaves no stale object", async () => {
  const old = await legacyImage("Relevé.png", await imageBytes(700, 500), 700, 500, "png");
  await reprocessAll();
  const [first] = await db().select().from(media).where(eq(media.id, old.id));
  const forced = await reprocessAll({ force: true });
  expect(forced).toContain(old.id);
  const [second] = await db().select().from(media).where(eq(media.id, old.id));
  expect(parseVariants(second.variants).map((v) => v.key)).toEqual(parseVariants(first.variants).map((v) => v.key));
  const hex = old.r2Key.slice(0, 32);
  const stored = (await env.MEDIA.list({ prefix: hex })).objects.map((o) => o.key).sort();
  expect(stored).toEqual([...new Set(parseVariants(second.variants).map((v) => v.key))].sort());
});

test("an article whose body shows a reprocessed image has its stored HTML rendered again with the variants", async () => {
  const old = await legacyImage("Fissure.jpg", await imageBytes(1200, 900, "jpeg"), 1200, 900, "jpg");
  const article = await createArticle({ content: `Relevé après sondage.\n\n![Fissure en façade](/media/${old.r2Key})` });
  const before = (await db().select({ html: blogPosts.contentHtml }).from(blogPosts).where(eq(blogPosts.id, article.id)))[0].html;
  expect(before).not.toContain("<picture>");
  await reprocessAll();
  const [row] = await db().select({ html: blogPosts.contentHtml }).from(blogPosts).where(eq(blogPosts.id, article.id));
  const [processed] = await db().select().from(media).where(eq(media.id, old.id));
  const avif = parseVariants(processed.variants).find((v) => v.format === "avif" && v.width === 480)!;
  expect(row.html).toContain("<picture>");
  expect(row.html).toContain(`/media/${avif.key}`);
});
