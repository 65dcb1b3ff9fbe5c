// Width and height of an image read from its header, as a browser will display it (JPEG
// EXIF orientations 5–8 and AVIF 90°/270° rotations swap them). The médiathèque stores
// them so that pages reserve the image's space before it loads (no layout shift).
import type { FileSignature } from "~/lib/files/signatures";

export type ImageSize = { width: number; height: number };

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const tag = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);

const valid = (size: ImageSize | null): ImageSize | null => (size && size.width > 0 && size.height > 0 && size.width <= 100_000 && size.height <= 100_000 ? size : null);

function png(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || tag(b, 12) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageSize | null {
  if (b.length < 10) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): ImageSize | null {
  if (b.length < 25) return null;
  const chunk = tag(b, 12);
  if (chunk !== "VP8L" && b.length < 30) return null;
  if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** EXIF orientation (1–8) of a JPEG APP1 segment starting at `at` (the segment's data). */
function exifOrientation(b: Uint8Array, at: number, end: number): number {
  if (tag(b, at) !== "Exif" || b[at + 4] !== 0 || b[at + 5] !== 0) return 1;
  const tiff = at + 6;
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49;
  const read16 = (p: number) => (little ? u16le(b, p) : u16be(b, p));
  const read32 = (p: number) => (little ? u32le(b, p) : u32be(b, p));
  const ifd = tiff + read32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const entries = read16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (read16(entry) === 0x0112) return read16(entry + 8);
  }
  return 1;
}

function jpeg(b: Uint8Array): ImageSize | null {
  let at = 2;
  let orientation = 1;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = u16be(b, at + 2);
    if (marker === 0xe1) orientation = exifOrientation(b, at + 4, Math.min(b.length, at + 2 + length));
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(b, at + 5);
      const width = u16be(b, at + 7);
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/** AVIF: the largest `ispe` (image spatial extent) property, rotated by `irot` when present. */
function avif(b: Uint8Array): ImageSize | null {
  let best: ImageSize | null = null;
  let rotation = 0;
  const walk = (start: number, end: number, depth: number) => {
    let at = start;
    while (at + 8 <= end && depth < 6) {
      let size = u32be(b, at);
      const type = tag(b, at + 4);
      const header = 8;
      if (size === 1) return; // 64-bit sizes are for media data, never for the boxes we read
      if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      if (type === "meta") walk(at + header + 4, at + size, depth + 1);
      else if (type === "iprp" || type === "ipco") walk(at + header, at + size, depth + 1);
      else if (type === "ispe" && size >= 20) {
        const candidate = { width: u32be(b, at + 12), height: u32be(b, at + 16) };
        if (!best || candidate.width * candidate.height > best.width * best.height) best = candidate;
      } else if (type === "irot" && size >= 9) rotation = b[at + 8] & 0x3;
      at += size;
    }
  };
  walk(0, b.length, 0);
  const found = best as ImageSize | null;
  if (!found) return null;
  return rotation % 2 === 1 ? { width: found.height, height: found.width } : found;
}

/** The displayed size of an image, or null when the header cannot be read. */
export function imageSize(kind: FileSignature, bytes: Uint8Array): ImageSize | null {
  switch (kind) {
    case "png":
      return valid(png(bytes));
    case "gif":
      return valid(gif(bytes));
    case "webp":
      return valid(webp(bytes));
    case "jpeg":
      return valid(jpeg(bytes));
    case "avif":
      return valid(avif(bytes));
    default:
      return null;
  }
}
