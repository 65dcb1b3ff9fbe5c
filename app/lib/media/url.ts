// Addresses of the médiathèque's files. Dependency-free: the Markdown renderer and the seed use it.

/** Public address of a file of the médiathèque. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Keys are random hex, with the image's size when it has one (`…-1600x900.webp`). */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{32}(?:-\d{1,6}x\d{1,6})?\.(?:jpg|png|webp|avif|gif|pdf)$/;

/** Width and height carried by a médiathèque URL (`/media/…-1600x900.webp`), for `<img>` tags. */
export function mediaUrlSize(url: string): { width: number; height: number } | null {
  const match = /\/media\/[a-f0-9]{32}-(\d{1,6})x(\d{1,6})\.(?:jpg|png|webp|avif|gif)$/.exec(url);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** "Choisissez une image de la médiathèque.": the field error of an image reference. */
export const MEDIA_REFERENCE_MESSAGE = "Choisissez une image de la médiathèque.";

/**
 * The illustrations shipped with the site (public/images/articles), used by the seeded
 * articles: static files of the build, not uploads, so they are not in the médiathèque.
 */
export const SITE_ILLUSTRATIONS: ReadonlyArray<string> = [
  "capteurs",
  "evenement",
  "fissures",
  "fondations",
  "forage",
  "ile-de-france",
  "laboratoire",
  "nappe",
  "rapport",
  "strates",
].map((name) => `/images/articles/${name}.svg`);

const MEDIA_IMAGE_REFERENCE = /^\/media\/([a-f0-9]{32}(?:-\d{1,6}x\d{1,6})?\.(?:jpg|png|webp|avif|gif))$/;

/** The médiathèque key of an image reference ("/media/{key}"), or null. */
export function mediaImageKey(reference: string): string | null {
  return MEDIA_IMAGE_REFERENCE.exec(reference)?.[1] ?? null;
}

/**
 * The address to render for a stored image reference (featured image, share image), or
 * null: a médiathèque image, rebuilt from its key, or one of the site's illustrations.
 * Anything else ("/media/../admin/logout", another site) is not rendered.
 */
export function imageReferenceUrl(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const key = mediaImageKey(reference);
  if (key) return mediaUrl(key);
  return SITE_ILLUSTRATIONS.includes(reference) ? reference : null;
}
