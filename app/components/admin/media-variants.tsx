// What the upload pipeline made of an image: each variant with its size (once it has been
// requested: docs/decisions/505-photo-variants-on-first-request.md), and how much a visitor no
// longer downloads compared with the file as uploaded.
import { formatBytes } from "~/lib/admin/format";
import type { MediaItem } from "~/lib/media/schema";

const FORMAT_LABELS = { avif: "AVIF", webp: "WebP", jpeg: "JPEG", png: "PNG", gif: "GIF" } as const;

/** Bytes saved on the file served at the row's address (the original minus its re-encode), or null. */
export function mediaSavings(item: Pick<MediaItem, "size" | "originalSize">): { bytes: number; percent: number } | null {
  if (!item.originalSize || item.originalSize <= item.size) return null;
  const bytes = item.originalSize - item.size;
  return { bytes, percent: Math.round((bytes / item.originalSize) * 100) };
}

export function MediaVariantsSummary({ item }: { item: MediaItem }) {
  if (item.variants.length === 0) return null;
  const saved = mediaSavings(item);
  return (
    <details className="mt-1 text-xs font-normal text-slate-600">
      <summary className="cursor-pointer text-brand-800 underline-offset-2 hover:underline">
        {item.variants.length} variantes
        {saved ? ` · ${formatBytes(saved.bytes)} économisés (−${saved.percent} %)` : ""}
      </summary>
      {item.originalSize ? (
        <p className="mt-1">
          Original (privé) : {formatBytes(item.originalSize)} · servi à cette adresse : {formatBytes(item.size)}, sans métadonnées
        </p>
      ) : null}
      <table className="mt-1 text-left">
        <caption className="sr-only">Variantes de « {item.name} »</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3 font-medium">
              Dimensions
            </th>
            <th scope="col" className="pr-3 font-medium">
              Format
            </th>
            <th scope="col" className="font-medium">
              Taille
            </th>
          </tr>
        </thead>
        <tbody>
          {item.variants.map((variant) => (
            <tr key={`${variant.key}-${variant.purpose}`}>
              <td className="pr-3 whitespace-nowrap">
                {variant.width} × {variant.height}
                {variant.purpose === "og" ? " (partage)" : ""}
              </td>
              <td className="pr-3">{FORMAT_LABELS[variant.format]}</td>
              <td className="whitespace-nowrap">{variant.bytes === null ? "à la première consultation" : formatBytes(variant.bytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
