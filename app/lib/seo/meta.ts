import type { MetaDescriptor } from "react-router";

export const BRAND = "Lutetia Géotechnique";

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page (no origin), e.g. "/services". */
  path: string;
  /** Absolute origin from the configuration, e.g. https://www.example.fr */
  origin: string;
  noindex?: boolean;
  image?: string | null;
  /** The image's size when known (the 1200 × 630 share crop): og:image:width and og:image:height. */
  imageSize?: { width?: number; height?: number } | null;
  type?: "website" | "article";
  /** Title without the brand suffix (home page). */
  rawTitle?: boolean;
  brand?: string;
};

export function absoluteUrl(origin: string, path: string) {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The one SEO helper every route's `meta` uses. */
export function seo(input: SeoInput): Array<MetaDescriptor> {
  const brand = input.brand ?? BRAND;
  const title = input.rawTitle ? input.title : `${input.title} | ${brand}`;
  const url = absoluteUrl(input.origin, input.path);
  const robots = input.noindex ? "noindex, nofollow" : "index, follow";
  const tags: Array<MetaDescriptor> = [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: "fr_FR" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.image) {
    const image = absoluteUrl(input.origin, input.image);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    const size = input.imageSize;
    if (size?.width && size.height) {
      tags.push({ property: "og:image:width", content: String(size.width) }, { property: "og:image:height", content: String(size.height) });
    }
  }
  return tags;
}

/** JSON-LD as a meta descriptor (React Router renders it as a script tag). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
