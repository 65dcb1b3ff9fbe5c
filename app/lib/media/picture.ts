// What a public page offers the browser for one image: AVIF and WebP <source>s, a JPEG/PNG
// <img> fallback, each with the variants' widths, and the stored size (no layout shift).
// Browser-safe and dependency-light: the <ResponsiveImage> component and the Markdown
// renderer (stored HTML) build the same <picture> from it (docs/decisions/510).
import { z } from "zod";
import { mediaImageKey, mediaUrl, mediaUrlSize } from "./url";
import { type MediaVariant, parseVariants, type VariantFormat } from "./variants";

/** A médiathèque image as rendered: its size, its own alt text (used when the place gives none), decorative flag, variants. */
export type MediaImage = { width: number | null; height: number | null; alt?: string; decorative: boolean; variants: Array<MediaVariant> };

export type PictureSource = { type: string; srcSet: string };
export type PictureData = {
  /** AVIF then WebP: the browser takes the first type it supports. */
  sources: Array<PictureSource>;
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
};

/**
 * `sizes` of each place, from the layout's CSS widths (Tailwind: 1rem = 16 px):
 * - article cover: `w-full max-w-5xl` (64rem);
 * - article body: `max-w-6xl px-8 lg:grid-cols-[16rem_1fr] gap-10` → 792 px from 72rem;
 * - service body and hero: `max-w-7xl px-8 lg:grid-cols-[1fr_18rem] gap-12` → 880 px from 80rem;
 * - page body and hero: `max-w-4xl px-8` → 832 px;
 * - article cards: news `sm:grid-cols-2 lg:grid-cols-3`, teasers `md:grid-cols-3`, in `max-w-7xl gap-6`;
 * - reference cards: `md:grid-cols-2` in `max-w-5xl gap-6` (territory pages and /references);
 * - reference gallery: `grid-cols-3` in a card; team portraits: `size-28` (7rem).
 */
export const IMAGE_SIZES = {
  articleCover: "(min-width: 64rem) 64rem, 100vw",
  articleBody: "(min-width: 72rem) 792px, (min-width: 64rem) calc(100vw - 22.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
  serviceBody: "(min-width: 80rem) 880px, (min-width: 64rem) calc(100vw - 25rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
  pageBody: "(min-width: 56rem) 832px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
  newsCard: "(min-width: 80rem) 389px, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 40rem) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)",
  teaserCard: "(min-width: 80rem) 389px, (min-width: 48rem) calc((100vw - 7rem) / 3), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
  referenceCard: "(min-width: 64rem) 488px, (min-width: 48rem) calc((100vw - 4.5rem) / 2), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
  referenceThumb: "(min-width: 64rem) 150px, (min-width: 48rem) calc((100vw - 4.5rem) / 6), calc((100vw - 3rem) / 3)",
  teamPortrait: "7rem",
} as const;

const MIME: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
const FALLBACK_FORMATS: ReadonlyArray<VariantFormat> = ["jpeg", "png", "gif"];

/** One variant per width, narrowest first. */
function byWidth(variants: Array<MediaVariant>): Array<MediaVariant> {
  const seen = new Map<number, MediaVariant>();
  for (const v of variants) if (!seen.has(v.width)) seen.set(v.width, v);
  return [...seen.values()].sort((a, b) => a.width - b.width);
}

const srcSetOf = (variants: Array<MediaVariant>) => variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", ");

/**
 * The <picture> of an image reference. Without variants (older uploads, the site's SVG
 * illustrations) it is a plain image, with the size its row or its key carries.
 */
export function pictureData(src: string, image: MediaImage | null | undefined): PictureData {
  const responsive = (image?.variants ?? []).filter((v) => v.purpose === "responsive");
  const of = (format: VariantFormat) => byWidth(responsive.filter((v) => v.format === format));
  const largest = byWidth(responsive).at(-1);
  const size = image?.width && image.height ? { width: image.width, height: image.height } : largest ? { width: largest.width, height: largest.height } : mediaUrlSize(src);
  const sized = size ? { width: size.width, height: size.height } : {};
  if (responsive.length === 0) return { sources: [], src, ...sized };

  const classic = FALLBACK_FORMATS.map(of).sort((a, b) => b.length - a.length)[0];
  const fallbackFormat: VariantFormat | null = classic.length > 0 ? classic[0].format : of("webp").length > 0 ? "webp" : null;
  const fallback = fallbackFormat ? of(fallbackFormat) : [];
  const sources = (["avif", "webp"] as const)
    .filter((format) => format !== fallbackFormat && of(format).length > 0)
    .map((format) => ({ type: MIME[format], srcSet: srcSetOf(of(format)) }));
  if (fallback.length === 0) return { sources, src, ...sized };
  // The <img>'s own src, for browsers without srcset: the variant nearest a 960 px column.
  const nearest = [...fallback].sort((a, b) => Math.abs(a.width - 960) - Math.abs(b.width - 960))[0];
  return { sources, src: mediaUrl(nearest.key), srcSet: srcSetOf(fallback), ...sized };
}

/**
 * The admin's small preview of a médiathèque file (library rows, picker grid): its narrowest
 * WebP variant (else AVIF), never the main file of up to 2400 px when a variant exists.
 */
export function thumbnailImage(item: { url: string; width: number | null; height: number | null; variants: Array<MediaVariant> }): {
  src: string;
  width?: number;
  height?: number;
} {
  const responsive = item.variants.filter((v) => v.purpose === "responsive");
  for (const format of ["webp", "avif"] as const) {
    const narrowest = byWidth(responsive.filter((v) => v.format === format))[0];
    if (narrowest) return { src: mediaUrl(narrowest.key), width: narrowest.width, height: narrowest.height };
  }
  return { src: item.url, width: item.width ?? undefined, height: item.height ?? undefined };
}

/** The 1200 × 630 share crop of an image, when the upload made one. */
export function ogVariant(image: MediaImage | null | undefined): MediaVariant | null {
  return image?.variants.find((v) => v.purpose === "og") ?? null;
}

/** The share image of a page: the og crop when there is one, else the reference itself (no size). */
export function shareImage(reference: string | null, image: MediaImage | null | undefined): { url: string; width?: number; height?: number } | null {
  if (!reference) return null;
  const og = ogVariant(image);
  return og ? { url: mediaUrl(og.key), width: og.width, height: og.height } : { url: reference };
}

const storedImage = z.object({
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: z.string().nullish(),
  decorative: z.union([z.boolean(), z.number()]).transform(Boolean),
  variants: z.string().nullable(),
});

/** The JSON of `mediaImageColumn` (app/lib/media/variants.server.ts), or null. */
export function parseMediaImage(json: string | null | undefined): MediaImage | null {
  if (!json) return null;
  try {
    const parsed = storedImage.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    return { width: parsed.data.width, height: parsed.data.height, alt: parsed.data.alt ?? "", decorative: parsed.data.decorative, variants: parseVariants(parsed.data.variants) };
  } catch {
    return null;
  }
}

/** The médiathèque keys an image reference or a Markdown body names (`/media/{key}`). */
export function referencedMediaKeys(text: string): Array<string> {
  const keys = new Set<string>();
  for (const match of text.matchAll(/\/media\/[a-f0-9]{32}(?:-\d{1,6}x\d{1,6})?\.(?:jpg|png|webp|avif|gif)/g)) {
    const key = mediaImageKey(match[0]);
    if (key) keys.add(key);
  }
  return [...keys];
}
