// A médiathèque photo as the upload pipeline leaves it: its row with the variants JSON
// (app/lib/media/variants.ts) and, in R2, small but real image headers at every key.
import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { media } from "~/db/schema";
import { newMediaKey } from "~/lib/media/media.server";
import { mediaUrl } from "~/lib/media/url";
import { type MediaVariant, OG_SIZE, VARIANT_WIDTHS, type VariantFormat } from "~/lib/media/variants";
import { avifBytes, jpegBytes, pngBytes, webpBytes } from "./media";

const EXT: Record<VariantFormat, "avif" | "webp" | "jpg" | "png" | "gif"> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png", gif: "gif" };
const MIME: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };

function bytesOf(format: VariantFormat, width: number, height: number): Uint8Array {
  if (format === "avif") return avifBytes(width, height);
  if (format === "webp") return webpBytes(width, height);
  if (format === "png") return pngBytes(width, height);
  return jpegBytes(width, height);
}

type Options = {
  width?: number;
  height?: number;
  /** The <img> fallback family: "jpeg" for photos, "png" for screenshots. */
  fallback?: "jpeg" | "png";
  og?: boolean;
  decorative?: boolean;
  alt?: string;
};

/** A photo with responsive variants (AVIF, WebP, JPEG/PNG at every width it allows) and, unless `og: false`, its share crop. */
export async function createPhotoWithVariants({ width = 4000, height = 3000, fallback = "jpeg", og = true, decorative = false, alt = "" }: Options = {}) {
  const key = newMediaKey({ ext: EXT[fallback], width, height });
  const variants: Array<MediaVariant> = [];
  const add = async (format: VariantFormat, w: number, h: number, purpose: MediaVariant["purpose"]) => {
    const variantKey = newMediaKey({ ext: EXT[format], width: w, height: h });
    const bytes = bytesOf(format, w, h);
    await env.MEDIA.put(variantKey, bytes, { httpMetadata: { contentType: MIME[format] } });
    variants.push({ key: variantKey, width: w, height: h, format, bytes: bytes.byteLength, purpose });
  };
  // Never upscaled: a narrower image gets the widths below its own, plus its own.
  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), ...(width <= 2400 ? [width] : [])];
  for (const format of ["avif", "webp", fallback] as const) {
    for (const w of widths) await add(format, w, Math.round((w * height) / width), "responsive");
  }
  if (og) await add("jpeg", OG_SIZE.width, OG_SIZE.height, "og");
  const original = bytesOf(fallback, width, height);
  await env.MEDIA.put(key, original, { httpMetadata: { contentType: MIME[fallback] } });
  const [row] = await createDb(env.DB)
    .insert(media)
    .values({
      r2Key: key,
      name: `chantier-${key.slice(0, 6)}.${EXT[fallback]}`,
      mimeType: MIME[fallback],
      size: original.byteLength,
      width,
      height,
      alt,
      decorative,
      variants: JSON.stringify(variants),
    })
    .returning();
  const of = (format: VariantFormat, w: number) => variants.find((v) => v.purpose === "responsive" && v.format === format && v.width === w);
  return { ...row, key, url: mediaUrl(key), variants, of, og: variants.find((v) => v.purpose === "og") ?? null };
}
