// The médiathèque: files in the MEDIA bucket, their metadata in D1.
import { batchByName } from "~/db/batch.server";
import { and, count, desc, eq, like, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogPosts, media, pages, regions, services } from "~/db/schema";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { saveVersioned, type SaveOutcome } from "~/lib/admin/concurrency.server";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { type Role, userCanTouch } from "~/lib/auth/permissions";
import { hasSignature, looksLikeMarkup } from "~/lib/files/signatures";
import { imageSize } from "./image-size";
import { originalKeyOf, oversizeMessage, processImage, removeKeys, variantMimeType } from "./process.server";
import { parseVariants } from "./variants";
import { isMediaExtension, MEDIA_MAX_SIZE, MEDIA_MESSAGES, MEDIA_TYPES, mediaExtension, mediaFileError, type MediaItem, mediaUrl, type MediaUsage } from "./schema";
import type { Actor } from "~/lib/auth/actor";

export type MediaDeps = { db: Db; bucket: R2Bucket };
/** Uploads also need the Images binding: every raster image is re-encoded (process.server.ts). */
export type UploadDeps = MediaDeps & { images: ImagesBinding };

const itemColumns = {
  id: media.id,
  key: media.r2Key,
  name: media.name,
  mimeType: media.mimeType,
  size: media.size,
  alt: media.alt,
  width: media.width,
  height: media.height,
  variants: media.variants,
  decorative: media.decorative,
  originalSize: media.originalSize,
  originalKey: media.originalKey,
  createdAt: media.createdAt,
  version: media.version,
  uploadedBy: media.uploadedBy,
};

type Row = Omit<MediaItem, "url" | "variants"> & { variants: string };
const withUrl = (row: Row): MediaItem => ({ ...row, variants: parseVariants(row.variants), url: mediaUrl(row.key) });

/**
 * Newest first, 10 per page; search on name and alternative text; `type=image|pdf`;
 * `alt=missing`: images without alternative text that are not marked decorative.
 */
export async function listMedia(db: Db, query: ListQuery<"type" | "alt">): Promise<ListPage<MediaItem>> {
  const conditions: Array<SQL | undefined> = [textSearch([media.name, media.alt], query.q)];
  if (query.filters.type === "image") conditions.push(like(media.mimeType, "image/%"));
  if (query.filters.type === "pdf") conditions.push(eq(media.mimeType, "application/pdf"));
  if (query.filters.alt === "missing") conditions.push(like(media.mimeType, "image/%"), eq(media.alt, ""), eq(media.decorative, false));
  const where = and(...conditions);
  const { rows, totals } = await batchByName(db, {
    rows: db.select(itemColumns).from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(query.pageSize).offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(media).where(where),
  });
  return listPage((rows as Array<Row>).map(withUrl), totals[0]?.total ?? 0, query);
}

/** Bytes visitors no longer download: the uploads' sizes minus the files served at their addresses. */
export async function mediaSavings(db: Db): Promise<{ images: number; bytes: number }> {
  const [row] = await db
    .select({ images: count(), bytes: sql<number>`coalesce(sum(${media.originalSize} - ${media.size}), 0)` })
    .from(media)
    .where(and(like(media.mimeType, "image/%"), sql`${media.originalSize} > ${media.size}`));
  return { images: row?.images ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export async function getMedia(db: Db, id: number): Promise<MediaItem | null> {
  const [row] = await db.select(itemColumns).from(media).where(eq(media.id, id)).limit(1);
  return row ? withUrl(row as Row) : null;
}

export type UploadFailure = { ok: false; reason: "refused"; status: 400 | 413 | 415 | 500; message: string };
export type InspectedFile = {
  ok: true;
  name: string;
  ext: string;
  mimeType: string;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
};

/**
 * Reads an uploaded file and decides whether the médiathèque takes it: a name with an
 * accepted extension, at most 10 MB, content matching the extension (magic bytes; SVG is
 * refused even renamed), and a readable size for images.
 */
export async function inspectUpload(file: File): Promise<InspectedFile | UploadFailure> {
  const basic = mediaFileError(file);
  if (basic) return { ok: false, reason: "refused", status: file.size > MEDIA_MAX_SIZE ? 413 : 400, message: basic };
  const ext = mediaExtension(file.name);
  if (!isMediaExtension(ext)) return { ok: false, reason: "refused", status: 415, message: MEDIA_MESSAGES.type };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MEDIA_MAX_SIZE) return { ok: false, reason: "refused", status: 413, message: MEDIA_MESSAGES.tooLarge };
  const type = MEDIA_TYPES[ext];
  if (!hasSignature(type.signature, bytes)) {
    return { ok: false, reason: "refused", status: 415, message: looksLikeMarkup(bytes) ? MEDIA_MESSAGES.svg : `« ${file.name.trim()} » : ${MEDIA_MESSAGES.content}` };
  }
  let width: number | null = null;
  let height: number | null = null;
  if (type.mimeType.startsWith("image/")) {
    const size = imageSize(type.signature, bytes);
    if (!size) return { ok: false, reason: "refused", status: 400, message: MEDIA_MESSAGES.unreadableImage };
    // A decompression bomb is refused from its header, before the Images binding decodes it.
    const oversize = oversizeMessage(size);
    if (oversize) return { ok: false, reason: "refused", status: 400, message: `« ${file.name.trim()} » : ${oversize}` };
    ({ width, height } = size);
  }
  return { ok: true, name: file.name.trim(), ext: ext === "jpeg" ? "jpg" : ext, mimeType: type.mimeType, bytes, width, height };
}

/** A key that was never used: 128 random bits, with the image size for `<img width height>`. */
export function newMediaKey(file: Pick<InspectedFile, "ext" | "width" | "height">, random = newMediaHex()): string {
  const size = file.width && file.height ? `-${file.width}x${file.height}` : "";
  return `${random}${size}.${file.ext}`;
}

export function newMediaHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

type Stored = { key: string; mimeType: string; size: number; width: number | null; height: number | null; variants: string; originalKey: string | null; keys: Array<string> };

/**
 * A raster image becomes its stripped re-encodes (process.server.ts) and its untouched
 * upload is kept under `originals/`; a PDF is stored as sent.
 */
async function writeObjects({ bucket, images }: Omit<UploadDeps, "db">, file: InspectedFile): Promise<({ ok: true } & Stored) | UploadFailure> {
  const hex = newMediaHex();
  if (!file.mimeType.startsWith("image/") || !file.width || !file.height) {
    const key = newMediaKey(file, hex);
    const stored = await bucket.put(key, file.bytes, {
      onlyIf: { etagDoesNotMatch: "*" },
      httpMetadata: { contentType: file.mimeType, cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: { name: encodeURIComponent(file.name) },
    });
    if (!stored) return { ok: false, reason: "refused", status: 500, message: MEDIA_MESSAGES.uploadFailed };
    return { ok: true, key, mimeType: file.mimeType, size: file.bytes.length, width: file.width, height: file.height, variants: "[]", originalKey: null, keys: [key] };
  }
  const processed = await processImage({ bucket, images }, { hex, bytes: file.bytes, mimeType: file.mimeType, width: file.width, height: file.height, name: file.name });
  if (!processed.ok) return processed;
  const originalKey = originalKeyOf(hex, file.ext);
  const kept = await bucket
    .put(originalKey, file.bytes, { onlyIf: { etagDoesNotMatch: "*" }, httpMetadata: { contentType: file.mimeType }, customMetadata: { name: encodeURIComponent(file.name) } })
    .catch((error: unknown) => {
      console.warn("original could not be kept", error);
      return null;
    });
  if (!kept) {
    await removeKeys(bucket, processed.keys);
    return { ok: false, reason: "refused", status: 500, message: MEDIA_MESSAGES.uploadFailed };
  }
  const { main } = processed;
  return {
    ok: true,
    key: main.key,
    mimeType: variantMimeType(main.format),
    size: main.bytes,
    width: main.width,
    height: main.height,
    variants: JSON.stringify(processed.variants),
    originalKey,
    keys: [...processed.keys, originalKey],
  };
}

/**
 * Stores the object (never over an existing key) then its row and the audit entry (one
 * batch); if the row cannot be written the object is removed again and the uploader gets
 * the French error, so nothing is left half-done.
 */
export async function storeMedia({ db, bucket, images }: UploadDeps, actor: Actor, file: InspectedFile): Promise<{ ok: true; media: MediaItem } | UploadFailure> {
  const stored = await writeObjects({ bucket, images }, file);
  if (!stored.ok) return stored;
  try {
    const { inserted } = await batchByName(db, {
      inserted: db
        .insert(media)
        .values({
          r2Key: stored.key,
          name: file.name,
          mimeType: stored.mimeType,
          size: stored.size,
          width: stored.width,
          height: stored.height,
          variants: stored.variants,
          originalKey: stored.originalKey,
          originalSize: file.bytes.length,
          uploadedBy: actor.id,
          updatedBy: actor.id,
        })
        .returning(itemColumns),
      audit: auditInsert(db, {
        action: "media.upload",
        actor,
        target: { type: "media", id: stored.key },
        details: { name: file.name, mimeType: file.mimeType, size: file.bytes.length },
      }),
    });
    return { ok: true, media: withUrl(inserted[0] as Row) };
  } catch (error) {
    console.warn("media row could not be written; removing its objects", error);
    await removeKeys(bucket, stored.keys);
    return { ok: false, reason: "refused", status: 500, message: MEDIA_MESSAGES.uploadFailed };
  }
}

export async function uploadMedia(deps: UploadDeps, actor: Actor, file: File) {
  const inspected = await inspectUpload(file);
  if (!inspected.ok) return inspected;
  return storeMedia(deps, actor, inspected);
}

/** Who may act on a file: its uploader (authors) or anyone's (editors and up), per OBJECT_RULES. */
type Manager = Actor & { role: Role };
export type MediaRefusal = { ok: false; reason: "not-found" | "forbidden" };

/**
 * Changes the alternative text of a file the actor may edit. The uploader never changes, so
 * checking it before the versioned save cannot be outrun by another write.
 */
export async function updateMediaAlt(db: Db, actor: Manager, input: { id: number; version: number; alt: string; decorative?: boolean }): Promise<SaveOutcome | MediaRefusal> {
  const item = await getMedia(db, input.id);
  if (!item) return { ok: false, reason: "not-found" };
  if (!userCanTouch(actor, "media", "edit", { ownerId: item.uploadedBy })) return { ok: false, reason: "forbidden" };
  const decorative = input.decorative ?? false;
  return saveVersioned(
    db,
    media,
    { id: input.id, version: input.version },
    actor.id,
    { alt: input.alt, decorative },
    {
      after: [auditInsert(db, { action: "media.update", actor, target: { type: "media", id: input.id }, details: { alt: input.alt, decorative } })],
    },
  );
}

const contains = (column: SQLWrapper, needle: string) => sql`instr(coalesce(${column}, ''), ${needle}) > 0`;

/**
 * Where a file is used: article, service and page bodies and featured images, region
 * texts. Matched on `/media/{key}`, so absolute URLs of the site are found too.
 */
export async function mediaUsages(db: Db, key: string): Promise<Array<MediaUsage>> {
  const needle = mediaUrl(key);
  const { articles, serviceRows, pageRows, regionRows } = await batchByName(db, {
    articles: db
      .select({ id: blogPosts.id, title: blogPosts.title })
      .from(blogPosts)
      .where(or(contains(blogPosts.content, needle), contains(blogPosts.featuredImage, needle)))
      .orderBy(blogPosts.title),
    serviceRows: db
      .select({ id: services.id, title: services.title })
      .from(services)
      .where(or(contains(services.content, needle), contains(services.featuredImage, needle)))
      .orderBy(services.title),
    pageRows: db
      .select({ id: pages.id, title: pages.title })
      .from(pages)
      .where(or(contains(pages.content, needle), contains(pages.featuredImage, needle)))
      .orderBy(pages.title),
    regionRows: db
      .select({ id: regions.id, title: regions.name })
      .from(regions)
      .where(contains(sql`${regions.description} || ' ' || ${regions.intro} || ' ' || ${regions.geologicalContext}`, needle))
      .orderBy(regions.name),
  });
  return [
    ...articles.map((r) => ({ type: "article" as const, id: r.id, title: r.title, href: `/admin/blog/posts/${r.id}` })),
    ...serviceRows.map((r) => ({ type: "service" as const, id: r.id, title: r.title, href: `/admin/services/${r.id}` })),
    ...pageRows.map((r) => ({ type: "page" as const, id: r.id, title: r.title, href: `/admin/pages/${r.id}` })),
    ...regionRows.map((r) => ({ type: "region" as const, id: r.id, title: r.title, href: `/admin/regions/${r.id}` })),
  ];
}

/**
 * Removes the row (with its audit entry), then the object, when the actor may delete that
 * file; a missing row is "not found".
 */
export async function deleteMedia({ db, bucket }: MediaDeps, actor: Manager, id: number): Promise<{ ok: true } | MediaRefusal> {
  const item = await getMedia(db, id);
  if (!item) return { ok: false, reason: "not-found" };
  if (!userCanTouch(actor, "media", "delete", { ownerId: item.uploadedBy })) return { ok: false, reason: "forbidden" };
  const { deleted } = await batchByName(db, {
    deleted: db.delete(media).where(eq(media.id, id)).returning({ id: media.id }),
    audit: auditInsert(db, { action: "media.delete", actor, target: { type: "media", id }, details: { name: item.name, key: item.key } }),
  });
  if (deleted.length === 0) return { ok: false, reason: "not-found" };
  await bucket.delete(mediaObjectKeys(item));
  return { ok: true };
}

/** Every object of a file: its main key, its variants and its kept original. */
export function mediaObjectKeys(item: Pick<MediaItem, "key" | "variants" | "originalKey">): Array<string> {
  return [...new Set([item.key, ...item.variants.map((v) => v.key), ...(item.originalKey ? [item.originalKey] : [])])];
}
