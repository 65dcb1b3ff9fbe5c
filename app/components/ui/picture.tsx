// Every public image of the médiathèque: <picture> with AVIF and WebP sources and a
// JPEG/PNG <img>, widths in srcset, `sizes` from the place's layout, the stored size
// (no layout shift). Server-rendered only: no client code (content pages ship 0 KB of JS).
import { type MediaImage, pictureData } from "~/lib/media/picture";

type Props = {
  /** `/media/{key}` or a site illustration. */
  reference: string;
  /** The médiathèque row's size, decorative flag and variants; null when unknown. */
  variants: MediaImage | null | undefined;
  alt: string;
  /** One of IMAGE_SIZES (app/lib/media/picture.ts). */
  sizes: string;
  /** The page's largest paint: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  /** The size to reserve when neither the row nor the address knows it (site illustrations). */
  fallbackSize?: { width: number; height: number };
};

export function ResponsiveImage({ reference, variants, alt, sizes, priority = false, className, fallbackSize }: Props) {
  const picture = pictureData(reference, variants);
  const width = picture.width ?? fallbackSize?.width;
  const height = picture.width ? picture.height : fallbackSize?.height;
  const img = (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={variants?.decorative ? "" : alt.trim() || variants?.alt || ""}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
  if (picture.sources.length === 0) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** What a service, a page or an article carries about its featured image. */
type Featured = { featuredImage: string | null; featuredMedia: MediaImage | null | undefined; featuredImageAlt: string };

/**
 * The featured image at the top of a page (its largest paint: never lazy), nothing when the
 * record has none. `<FeaturedImage record={service} sizes={IMAGE_SIZES.serviceBody} className="…" />`
 */
export function FeaturedImage({ record, sizes, className, fallbackSize }: { record: Featured } & Pick<Props, "sizes" | "className" | "fallbackSize">) {
  if (!record.featuredImage) return null;
  return (
    <ResponsiveImage
      reference={record.featuredImage}
      variants={record.featuredMedia}
      alt={record.featuredImageAlt}
      sizes={sizes}
      priority
      fallbackSize={fallbackSize}
      className={className}
    />
  );
}
