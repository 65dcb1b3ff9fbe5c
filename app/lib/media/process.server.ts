// Every raster image of the médiathèque is re-encoded by Cloudflare's Images binding without
// its metadata (EXIF, XMP, IPTC, GPS, maker notes), its orientation applied to the pixels, in
// the responsive widths and formats of variants.ts and the 1200 × 630 share crop. What /media/
// serves is only these re-encodes; the untouched upload is kept under `originals/`, a prefix
// /media/ never serves (docs/decisions/502-media-processing.md). An upload writes the main file
// and declares the other variants, each produced from the kept original on its first request;
// reprocessing writes them all at once (docs/decisions/505-photo-variants-on-first-request.md).
import type { ImageSize } from "./image-size";
import { type MediaVariant, OG_SIZE, VARIANT_WIDTHS, type VariantFormat } from "./variants";

/** Decompression bombs are refused from their header, before anything is decoded (docs/decisions/503). */
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
  main: MediaVariant & { bytes: number };
  variants: Array<MediaVariant>;
  /** Every object written (main, and the variants when eager): deleted again if the row cannot be written. */
  keys: Array<string>;
};
export type ProcessFailure = { ok: false; reason: "refused"; status: 400 | 500; message: string };

const keyOf = (hex: string, width: number, height: number, format: VariantFormat) => `${hex}-${width}x${height}.${EXTENSION[format]}`;

/** A variant's key, read back: the row's hex, the size and the format it names. */
export const VARIANT_KEY_PATTERN = /^([a-f0-9]{32})-(\d{1,5})x(\d{1,5})\.(avif|webp|jpg|png)$/;

async function transform(images: ImagesBinding, bytes: Uint8Array, size: ImageTransform, format: VariantFormat): Promise<Uint8Array> {
  const result = await images
    .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
    .transform(size)
    // `anim: false`: an animated GIF (or WebP) gives its first frame, as Miniflare's Sharp does.
    .output({ format: MIME[format] as ImageOutputOptions["format"], quality: QUALITY[format], anim: false });
  return stripJpegMetadata(new Uint8Array(await result.response().arrayBuffer()));
}

/** A variant as declared before it is made: everything but its size in bytes. */
export type PlannedVariant = Omit<MediaVariant, "bytes">;

/**
 * The one re-encode a variant is, from the untouched upload: the same call whether it is made
 * at upload, by reprocessing or on the variant's first request, so the bytes are the same.
 */
export function renderVariant(images: ImagesBinding, original: Uint8Array, variant: PlannedVariant): Promise<Uint8Array> {
  if (variant.purpose === "og") return transform(images, original, { width: variant.width, height: variant.height, fit: "cover", gravity: "center" }, variant.format);
  return transform(images, original, { width: variant.width, fit: "scale-down" }, variant.format);
}

/** How R2 stores a variant: served for a year as immutable, with the upload's name. */
export function variantPutOptions(variant: Pick<PlannedVariant, "format">, name: string): R2PutOptions {
  return {
    httpMetadata: { contentType: MIME[variant.format], cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { name: encodeURIComponent(name) },
  };
}

/**
 * The variants of an image, the main file first (the largest fallback: what /media/{key} of the
 * row serves), then each width's AVIF, WebP and fallback, then the share crop (an alias of the
 * responsive variant when the image is itself 1200 × 630).
 */
export function planVariants(input: Pick<ProcessInput, "hex" | "mimeType" | "width" | "height">): {
  main: PlannedVariant;
  others: Array<PlannedVariant>;
  ogAlias: PlannedVariant | null;
} {
  const fallback = fallbackFormat(input.mimeType);
  const heightAt = (w: number) => Math.max(1, Math.round((input.height * w) / input.width));
  const widths = variantWidths(input.width);
  const top = widths[widths.length - 1];
  const main: PlannedVariant = { key: keyOf(input.hex, top, heightAt(top), fallback), width: top, height: heightAt(top), format: fallback, purpose: "responsive" };
  const others: Array<PlannedVariant> = [];
  for (const width of widths) {
    for (const format of ["avif", "webp", fallback] as const) {
      if (width === top && format === fallback) continue;
      others.push({ key: keyOf(input.hex, width, heightAt(width), format), width, height: heightAt(width), format, purpose: "responsive" });
    }
  }
  const og: PlannedVariant = { key: keyOf(input.hex, OG_SIZE.width, OG_SIZE.height, "jpeg"), ...OG_SIZE, format: "jpeg", purpose: "og" };
  const same = [main, ...others].find((v) => v.key === og.key);
  if (same) return { main, others, ogAlias: { ...same, purpose: "og" } };
  others.push(og);
  return { main, others, ogAlias: null };
}

/** Images calls in flight at once when every variant is made together: the Workers limit of simultaneous connections is 6. */
export const EAGER_CONCURRENCY = 4;

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

export type ProcessOptions = {
  /**
   * "on-demand" (uploads): only the main file is written, the other variants are declared
   * (`bytes: null`) and made on their first request. "eager" (reprocessing): all are written,
   * EAGER_CONCURRENCY at a time.
   */
  variants: "on-demand" | "eager";
};

/**
 * Writes the main file of one image (and, eager, every variant) to the bucket, never over an
 * existing key unless `replaceable`. Any failure (undecodable file, binding or bucket error)
 * deletes what was written and answers a French message: nothing is left behind.
 */
export async function processImage({ bucket, images }: ProcessDeps, input: ProcessInput, options: ProcessOptions = { variants: "on-demand" }): Promise<Processed | ProcessFailure> {
  const written: Array<string> = [];
  const variants: Array<MediaVariant> = [];
  const put = async (variant: PlannedVariant, bytes: Uint8Array) => {
    const replace = input.replaceable?.has(variant.key) ?? false;
    const stored = await bucket.put(variant.key, bytes, { ...(replace ? {} : { onlyIf: { etagDoesNotMatch: "*" } }), ...variantPutOptions(variant, input.name) });
    if (!stored) throw new Error(`media variant ${variant.key} already exists`);
    if (!replace) written.push(variant.key);
    const full = { ...variant, bytes: bytes.length };
    variants.push(full);
    return full;
  };

  // The main file first: it is what the row serves, and the proof the image decodes.
  const plan = planVariants(input);
  let mainBytes: Uint8Array;
  try {
    mainBytes = await renderVariant(images, input.bytes, plan.main);
  } catch (error) {
    console.warn("image could not be decoded", error);
    return { ok: false, reason: "refused", status: 400, message: PROCESS_MESSAGES.undecodable };
  }

  let main: MediaVariant & { bytes: number };
  try {
    main = await put(plan.main, mainBytes);
    if (options.variants === "eager") {
      await inBatches(plan.others, EAGER_CONCURRENCY, async (variant) => {
        await put(variant, await renderVariant(images, input.bytes, variant));
      });
    } else {
      for (const variant of plan.others) variants.push({ ...variant, bytes: null });
    }
  } catch (error) {
    console.warn("image variants could not be written; removing them", error);
    await removeKeys(bucket, written);
    return { ok: false, reason: "refused", status: 500, message: PROCESS_MESSAGES.failed };
  }
  if (plan.ogAlias) variants.push({ ...plan.ogAlias, bytes: variants.find((v) => v.key === plan.ogAlias?.key)?.bytes ?? null });
  return { ok: true, main, variants: sortVariants(variants), keys: written };
}

/**
 * Runs `task` on every item, at most `limit` at once, and settles them all before answering:
 * the first failure is thrown only once nothing is in flight (so no write lands after a cleanup).
 */
async function inBatches<T>(items: Array<T>, limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
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
