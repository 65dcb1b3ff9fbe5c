// Every raster image of the médiathèque is decoded once by Cloudflare's Images binding and
// re-encoded without its metadata (EXIF, XMP, IPTC, GPS, maker notes), its orientation
// applied to the pixels, in the responsive widths and formats of variants.ts and the
// 1200 × 630 share crop. What /media/ serves is only these re-encodes; the untouched upload
// is kept under `originals/`, a prefix /media/ never serves (docs/decisions/502-media-processing.md).
import type { ImageSize } from "./image-size";
import { type MediaVariant, OG_SIZE, VARIANT_WIDTHS, type VariantFormat } from "./variants";

/** Decompression bombs are refused from their header, before anything is decoded (decision 503). */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

export const PROCESS_MESSAGES = {
  undecodable: "L'image n'a pas pu être lue : le fichier est peut-être endommagé. Enregistrez-la de nouveau (JPEG ou PNG) et réessayez.",
  failed: "L'image n'a pas pu être préparée pour le site. Réessayez dans quelques instants ; rien n'a été enregistré.",
} as const;

/** "L'image est trop grande…": the French refusal of a decompression bomb, with its figures. */
export function oversizeMessage(size: ImageSize): string | null {
  const pixels = size.width * size.height;
  if (size.width <= MAX_IMAGE_SIDE && size.height <= MAX_IMAGE_SIDE && pixels <= MAX_IMAGE_PIXELS) return null;
  const fr = new Intl.NumberFormat("fr-FR");
  return `L'image est trop grande : ${fr.format(size.width)} × ${fr.format(size.height)} px (${fr.format(Math.round(pixels / 1_000_000))} mégapixels). Au plus ${fr.format(MAX_IMAGE_SIDE)} px de côté et ${fr.format(MAX_IMAGE_PIXELS / 1_000_000)} mégapixels : réduisez-la avant de la téléverser.`;
}

const MIME: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};
const EXTENSION: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png", gif: "gif" };
/** Cloudflare Images qualities (1–100); Miniflare's local Sharp uses its own defaults. */
const QUALITY: Partial<Record<VariantFormat, number>> = { avif: 60, webp: 78, jpeg: 82 };

export const variantMimeType = (format: VariantFormat) => MIME[format];

/**
 * The `<img>` fallback: JPEG for a JPEG (a photo), PNG for anything that may be transparent
 * or drawn (PNG, GIF's first frame, WebP, AVIF).
 */
export function fallbackFormat(mimeType: string): VariantFormat {
  return mimeType === "image/jpeg" ? "jpeg" : "png";
}

/** The widths to produce for an image `width` px wide: those below it, then its own (at most the largest). */
export function variantWidths(width: number): Array<number> {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  const widths: Array<number> = VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

export type ProcessDeps = { bucket: R2Bucket; images: ImagesBinding };
export type ProcessInput = {
  /** 32 hex characters: every key of this image starts with it. */
  hex: string;
  bytes: Uint8Array;
  mimeType: string;
  /** Displayed size read from the header (orientation applied). */
  width: number;
  height: number;
  name: string;
  /**
   * Reprocessing: these keys (the row's earlier objects) may be written over, and are never
   * deleted on failure (they keep serving the same image). New uploads overwrite nothing.
   */
  replaceable?: ReadonlySet<string>;
};
export type Processed = {
  ok: true;
  /** The main file (the largest fallback variant): what /media/{key} of the row serves. */
  main: MediaVariant;
  variants: Array<MediaVariant>;
  /** Every object written (variants and main): deleted again if the row cannot be written. */
  keys: Array<string>;
};
export type ProcessFailure = { ok: false; status: 400 | 500; message: string };

const keyOf = (hex: string, width: number, height: number, format: VariantFormat) => `${hex}-${width}x${height}.${EXTENSION[format]}`;

async function transform(images: ImagesBinding, bytes: Uint8Array, size: ImageTransform, format: VariantFormat): Promise<Uint8Array> {
  const result = await images
    .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
    .transform(size)
    // `anim: false`: an animated GIF (or WebP) gives its first frame, as Miniflare's Sharp does.
    .output({ format: MIME[format] as ImageOutputOptions["format"], quality: QUALITY[format], anim: false });
  return stripJpegMetadata(new Uint8Array(await result.response().arrayBuffer()));
}

/**
 * A second net under the binding: removes every APPn segment but JFIF (APP0) and the ICC
 * profile (APP2 "ICC_PROFILE"), and comments, from a JPEG. Cloudflare Images keeps the EXIF
 * copyright of a JPEG by default (`metadata: copyright`); nothing else may reach a visitor.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const kept: Array<Uint8Array> = [bytes.subarray(0, 2)];
  let at = 2;
  let removed = false;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xda || marker === 0xd9) break; // start of scan: the rest is image data
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const end = at + 2 + length;
    if (end > bytes.length) return bytes;
    const isApp = marker >= 0xe1 && marker <= 0xef;
    const isIcc = marker === 0xe2 && String.fromCharCode(...bytes.subarray(at + 4, at + 15)) === "ICC_PROFILE";
    if ((isApp && !isIcc) || marker === 0xfe) removed = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!removed) return bytes;
  kept.push(bytes.subarray(at));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Writes the variants of one image to the bucket (never over an existing key). Any failure
 * (undecodable file, binding or bucket error) deletes what was written and answers a French
 * message: nothing is left behind.
 */
export async function processImage({ bucket, images }: ProcessDeps, input: ProcessInput): Promise<Processed | ProcessFailure> {
  const written: Array<string> = [];
  const variants: Array<MediaVariant> = [];
  const fallback = fallbackFormat(input.mimeType);
  const heightAt = (w: number) => Math.max(1, Math.round((input.height * w) / input.width));
  const put = async (variant: Omit<MediaVariant, "bytes">, bytes: Uint8Array) => {
    const replace = input.replaceable?.has(variant.key) ?? false;
    const stored = await bucket.put(variant.key, bytes, {
      ...(replace ? {} : { onlyIf: { etagDoesNotMatch: "*" } }),
      httpMetadata: { contentType: MIME[variant.format], cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: { name: encodeURIComponent(input.name) },
    });
    if (!stored) throw new Error(`media variant ${variant.key} already exists`);
    if (!replace) written.push(variant.key);
    const full = { ...variant, bytes: bytes.length };
    variants.push(full);
    return full;
  };

  // The largest fallback first: it is the row's main file, and the proof the image decodes.
  const widths = variantWidths(input.width);
  const top = widths[widths.length - 1];
  const mainVariant = { key: keyOf(input.hex, top, heightAt(top), fallback), width: top, height: heightAt(top), format: fallback, purpose: "responsive" as const };
  let mainBytes: Uint8Array;
  try {
    mainBytes = await transform(images, input.bytes, { width: top, fit: "scale-down" }, fallback);
  } catch (error) {
    console.warn("image could not be decoded", error);
    return { ok: false, status: 400, message: PROCESS_MESSAGES.undecodable };
  }

  let main: MediaVariant;
  try {
    main = await put(mainVariant, mainBytes);
    for (const width of widths) {
      const height = heightAt(width);
      for (const format of ["avif", "webp", fallback] as const) {
        if (width === top && format === fallback) continue;
        const bytes = await transform(images, input.bytes, { width, fit: "scale-down" }, format);
        await put({ key: keyOf(input.hex, width, height, format), width, height, format, purpose: "responsive" }, bytes);
      }
    }
    const ogKey = keyOf(input.hex, OG_SIZE.width, OG_SIZE.height, "jpeg");
    const same = variants.find((v) => v.key === ogKey);
    if (same) variants.push({ ...same, purpose: "og" });
    else {
      const bytes = await transform(images, input.bytes, { ...OG_SIZE, fit: "cover", gravity: "center" }, "jpeg");
      await put({ key: ogKey, ...OG_SIZE, format: "jpeg", purpose: "og" }, bytes);
    }
  } catch (error) {
    console.warn("image variants could not be written; removing them", error);
    await removeKeys(bucket, written);
    return { ok: false, status: 500, message: PROCESS_MESSAGES.failed };
  }
  return { ok: true, main, variants: sortVariants(variants), keys: written };
}

/** One re-encode without metadata at the given width (reprocessing an old main file in place). */
export async function reencode(images: ImagesBinding, bytes: Uint8Array, width: number, format: VariantFormat) {
  return transform(images, bytes, { width, fit: "scale-down" }, format);
}

/** Smallest first, AVIF then WebP then the fallback at each width, the share crop last. */
function sortVariants(variants: Array<MediaVariant>) {
  const order: Record<VariantFormat, number> = { avif: 0, webp: 1, jpeg: 2, png: 2, gif: 2 };
  return [...variants].sort((a, b) => (a.purpose === b.purpose ? a.width - b.width || order[a.format] - order[b.format] : a.purpose === "og" ? 1 : -1));
}

export async function removeKeys(bucket: R2Bucket, keys: Array<string>) {
  if (keys.length === 0) return;
  await bucket.delete(keys).catch((error: unknown) => console.warn(`media objects left behind: ${keys.join(", ")}`, error));
}

/** Where the untouched upload is kept: a prefix /media/ never serves (MEDIA_KEY_PATTERN has no slash). */
export const originalKeyOf = (hex: string, ext: string) => `originals/${hex}.${ext}`;
