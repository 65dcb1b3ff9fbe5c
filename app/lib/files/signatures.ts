// What a file really is, read from its first bytes (magic numbers). Shared by the contact
// attachments and the médiathèque: a file is accepted only when its content is the type its
// extension claims, so a renamed file (a PNG called .pdf, an SVG called .png) is refused.

export type FileSignature = "pdf" | "jpeg" | "png" | "webp" | "gif" | "avif" | "cfb" | "docx" | "xlsx";

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

const PDF = ascii("%PDF-");
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const FTYP = ascii("ftyp");
/** OLE2 compound file: legacy .doc and .xls. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function contains(bytes: Uint8Array, needle: ReadonlyArray<number>) {
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names the avif/avis brand (major or compatible). */
function isAvif(bytes: Uint8Array) {
  if (!startsWith(bytes, FTYP, 4)) return false;
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(bytes.length, Math.max(16, size));
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    const brand = String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** True when the bytes carry the signature of that file type. */
export function hasSignature(kind: FileSignature, bytes: Uint8Array): boolean {
  switch (kind) {
    case "pdf":
      return startsWith(bytes, PDF);
    case "jpeg":
      return startsWith(bytes, JPEG);
    case "png":
      return startsWith(bytes, PNG);
    case "webp":
      return startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8);
    case "gif":
      return startsWith(bytes, GIF87) || startsWith(bytes, GIF89);
    case "avif":
      return isAvif(bytes);
    case "cfb":
      return startsWith(bytes, CFB);
    case "docx":
      return startsWith(bytes, ZIP) && contains(bytes, ascii("word/"));
    case "xlsx":
      return startsWith(bytes, ZIP) && contains(bytes, ascii("xl/"));
  }
}

/** True when the start of the file looks like SVG/XML markup (which can carry script). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<svg") || head.startsWith("<?xml") || head.startsWith("<!doctype") || head.startsWith("<html");
}
