// Image and document headers built byte by byte: enough for the médiathèque's checks
// (signature, dimensions) without binary fixtures in the repository.

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** PNG signature + IHDR of a width × height image (then a few bytes of padding). */
export function pngBytes(width: number, height: number) {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    ...ascii("IHDR"),
    ...u32be(width),
    ...u32be(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...ascii("IEND"),
  ]);
}

export function gifBytes(width: number, height: number) {
  return new Uint8Array([...ascii("GIF89a"), ...u16le(width), ...u16le(height), 0, 0, 0]);
}

/** JPEG with an EXIF orientation (1 = upright, 6 = rotated 90°) and a baseline SOF0. */
export function jpegBytes(width: number, height: number, orientation = 1) {
  const tiff = [...ascii("MM"), 0, 42, ...u32be(8), ...u16be(1), ...u16be(0x0112), ...u16be(3), ...u32be(1), ...u16be(orientation), 0, 0, ...u32be(0)];
  const exif = [...ascii("Exif"), 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, ...u16be(exif.length + 2), ...exif];
  const sof = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof, 0xff, 0xd9]);
}

export function webpBytes(width: number, height: number, kind: "VP8 " | "VP8L" | "VP8X" = "VP8X") {
  let chunk: Array<number>;
  if (kind === "VP8X") chunk = [...ascii("VP8X"), ...u32be(10).reverse(), 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  else if (kind === "VP8L") {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    chunk = [...ascii("VP8L"), ...u32be(5).reverse(), 0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff];
  } else chunk = [...ascii("VP8 "), ...u32be(10).reverse(), 0x9d, 0x01, 0x2a, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)];
  const body = [...ascii("WEBP"), ...chunk];
  return new Uint8Array([...ascii("RIFF"), ...u32be(body.length).reverse(), ...body]);
}

/** AVIF: ftyp (avif brand) and meta > iprp > ipco > ispe. */
export function avifBytes(width: number, height: number) {
  const box = (type: string, content: Array<number>) => [...u32be(content.length + 8), ...ascii(type), ...content];
  const ispe = box("ispe", [0, 0, 0, 0, ...u32be(width), ...u32be(height)]);
  const meta = box("meta", [0, 0, 0, 0, ...box("iprp", box("ipco", ispe))]);
  const ftyp = box("ftyp", [...ascii("avif"), 0, 0, 0, 0, ...ascii("mif1"), ...ascii("avif")]);
  return new Uint8Array([...ftyp, ...meta]);
}

export function pdfBytes() {
  return new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
}

export function svgBytes() {
  return new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
}
