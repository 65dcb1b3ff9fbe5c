// Responsive variants of a médiathèque image: the contract between the upload pipeline (which
// writes them) and every public rendering (which offers them to the browser through <picture>).
// Dependency-light and browser-safe: the Markdown renderer and the admin screens read it.
import { z } from "zod";

/** Widths of the variants, never upscaled: a 1200 px image gets 480 and 960 only (plus its own width). */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;

/** Formats of a variant: AVIF and WebP for <source>, the original family (JPEG or PNG) as the <img> fallback. */
export const VARIANT_FORMATS = ["avif", "webp", "jpeg", "png", "gif"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const mediaVariantSchema = z.object({
  /** Key in the MEDIA bucket, served at /media/{key}; same shape as any media key (`{hex32}-{w}x{h}.{ext}`). */
  key: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(VARIANT_FORMATS),
  /** null: declared at upload, made on its first request (docs/decisions/505-photo-variants-on-first-request.md). */
  bytes: z.number().int().nonnegative().nullable(),
  /** "responsive": a width of the srcset; "og": the 1200 × 630 crop for Open Graph / Twitter cards. */
  purpose: z.enum(["responsive", "og"]).default("responsive"),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** Size of the share-card crop (Open Graph and Twitter `summary_large_image`). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The `media.variants` column (JSON text); anything unreadable is treated as "no variants". */
export function parseVariants(json: string | null | undefined): MediaVariant[] {
  if (!json) return [];
  try {
    const parsed = z.array(mediaVariantSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
