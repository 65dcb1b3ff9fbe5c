// `npm run media:reprocess`: gives the images stored before the upload pipeline existed (or,
// with --force, every image) their variants, and replaces the file served at their old
// address by a re-encode without metadata, so existing "/media/{key}" references keep
// working and stop leaking EXIF (docs/decisions/504-media-reprocess.md).
import { and, asc, eq, gt, like, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { rerenderContentUsingMedia } from "~/lib/content/rendered-body.server";
import { hasSignature } from "~/lib/files/signatures";
import { imageSize } from "./image-size";
import { originalKeyOf, oversizeMessage, processImage, reencode, removeKeys, fallbackFormat, variantMimeType } from "./process.server";
import { isMediaExtension, MEDIA_TYPES, mediaExtension } from "./schema";
import { parseVariants } from "./variants";

export type ReprocessDeps = { db: Db; bucket: R2Bucket; images: ImagesBinding };
export type ReprocessOptions = { force?: boolean; afterId?: number; limit?: number };
export type ReprocessReport = {
  processed: Array<number>;
  failed: Array<{ id: number; name: string; message: string }>;
  /** Pass it back as `afterId` for the next batch; null when every row was seen. */
  nextAfterId: number | null;
};

/** The dimensions written in a key (`…-1600x900.jpg`), or null. */
const keySize = (key: string) => {
  const match = /-(\d+)x(\d+)\.[a-z]+$/.exec(key);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
};

/**
 * One batch (a few images: each costs about 13 Images calls and as many R2 writes). Rows
 * that already have variants are skipped unless `force`. Idempotent: running it again
 * after it finished changes nothing.
 */
export async function reprocessMedia({ db, bucket, images }: ReprocessDeps, options: ReprocessOptions = {}): Promise<ReprocessReport> {
  const limit = Math.min(Math.max(options.limit ?? 5, 1), 20);
  const conditions: Array<SQL> = [like(media.mimeType, "image/%"), gt(media.id, options.afterId ?? 0)];
  if (!options.force) conditions.push(eq(media.variants, "[]"));
  const rows = await db
    .select({
      id: media.id,
      key: media.r2Key,
      name: media.name,
      mimeType: media.mimeType,
      variants: media.variants,
      originalKey: media.originalKey,
      originalSize: media.originalSize,
    })
    .from(media)
    .where(and(...conditions))
    .orderBy(asc(media.id))
    .limit(limit);
  const report: ReprocessReport = { processed: [], failed: [], nextAfterId: rows.length === limit ? rows[rows.length - 1].id : null };
  for (const row of rows) {
    const outcome = await reprocessOne({ db, bucket, images }, row).catch((error: unknown) => {
      console.warn(`media ${row.id} could not be reprocessed`, error);
      return "L'image n'a pas pu être retraitée (erreur du stockage ou du service d'images).";
    });
    if (outcome === true) report.processed.push(row.id);
    else report.failed.push({ id: row.id, name: row.name, message: outcome });
  }
  return report;
}

type Row = { id: number; key: string; name: string; mimeType: string; variants: string; originalKey: string | null; originalSize: number | null };

async function reprocessOne({ db, bucket, images }: ReprocessDeps, row: Row): Promise<true | string> {
  const hex = row.key.slice(0, 32);
  // The untouched upload: kept under originals/ since the pipeline exists, else the old main file.
  const source = (row.originalKey ? await bucket.get(row.originalKey) : null) ?? (await bucket.get(row.key));
  if (!source) return "Fichier absent du stockage.";
  const bytes = new Uint8Array(await source.arrayBuffer());
  const ext = mediaExtension(row.key);
  const type = Object.values(MEDIA_TYPES).find((t) => t.mimeType === (source.httpMetadata?.contentType ?? row.mimeType)) ?? (isMediaExtension(ext) ? MEDIA_TYPES[ext] : null);
  const size = type && hasSignature(type.signature, bytes) ? imageSize(type.signature, bytes) : null;
  if (!type || !size) return "Les dimensions de l'image sont illisibles : le fichier est peut-être endommagé.";
  const oversize = oversizeMessage(size);
  if (oversize) return oversize;

  let originalKey = row.originalKey;
  if (!originalKey) {
    originalKey = originalKeyOf(hex, ext);
    await bucket.put(originalKey, bytes, { httpMetadata: { contentType: type.mimeType }, customMetadata: { name: encodeURIComponent(row.name) } });
  }
  const previous = parseVariants(row.variants).map((v) => v.key);
  const replaceable = new Set([row.key, ...previous]);
  const processed = await processImage({ bucket, images }, { hex, bytes, mimeType: type.mimeType, ...size, name: row.name, replaceable }, { variants: "eager" });
  if (!processed.ok) return processed.message;

  // The old address keeps its size and its name, now without metadata.
  let mainSize = processed.main.bytes;
  let mainType = variantMimeType(processed.main.format);
  if (!processed.variants.some((v) => v.key === row.key)) {
    const declared = keySize(row.key) ?? size;
    const format = fallbackFormat(type.mimeType);
    const stripped = await reencode(images, bytes, declared.width, format);
    await bucket.put(row.key, stripped, {
      httpMetadata: { contentType: variantMimeType(format), cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: { name: encodeURIComponent(row.name) },
    });
    mainSize = stripped.length;
    mainType = variantMimeType(format);
  }
  try {
    await db
      .update(media)
      .set({ variants: JSON.stringify(processed.variants), originalKey, originalSize: row.originalSize ?? bytes.length, size: mainSize, mimeType: mainType })
      .where(eq(media.id, row.id));
  } catch (error) {
    await removeKeys(bucket, processed.keys);
    throw error;
  }
  // Variants of an earlier run that this one no longer makes.
  const kept = new Set([row.key, ...processed.variants.map((v) => v.key)]);
  await removeKeys(
    bucket,
    previous.filter((key) => !kept.has(key)),
  );
  // Content bodies store their rendered HTML: the ones showing this image now offer its variants.
  await rerenderContentUsingMedia(db, row.key);
  return true;
}
