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

