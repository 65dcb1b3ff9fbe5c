// Text of a PDF produced by pdf-lib, for assertions: what a reader (or pdftotext) gets. A
// standard font's strings are WinAnsi bytes; an embedded Unicode font's strings are glyph ids,
// read back through the font's own ToUnicode map (what copy-paste and search use).
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFStream } from "pdf-lib";

// WinAnsi bytes 0x80–0x9F that differ from Latin-1 (the standard fonts' encoding).
// biome-ignore lint/complexity/useSimpleNumberKeys: byte values, in hexadecimal as in the encoding tables
const WIN_ANSI: Record<number, string> = { 0x80: "€", 0x85: "…", 0x8c: "Œ", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x9c: "œ" };

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const streamText = (stream: PDFStream) => latin1(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents());

/** A ToUnicode CMap's glyph code (hex) → text, from its bfchar and bfrange sections. */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of section[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code.toUpperCase(), utf16(text));
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, start, end, target] of section[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const from = Number.parseInt(start, 16);
      for (let code = from; code <= Number.parseInt(end, 16); code++) {
        const first = Number.parseInt(target.slice(-4), 16) + code - from;
        map.set(code.toString(16).toUpperCase().padStart(start.length, "0"), utf16(target.slice(0, -4)) + String.fromCharCode(first));
      }
    }
  return map;
}

type Decoder = (hex: string) => string;

function fontDecoder(font: PDFDict): Decoder {
  const toUnicode = font.lookup(PDFName.of("ToUnicode"));
  if (toUnicode instanceof PDFRawStream) {
    const map = parseToUnicode(streamText(toUnicode));
    const width = [...map.keys()][0]?.length ?? 4;
    return (hex) => (hex.match(new RegExp(`.{${width}}`, "g")) ?? []).map((code) => map.get(code.toUpperCase()) ?? "\uFFFD").join("");
  }
  return (hex) =>
    hex.replace(/(..)/g, (h) => {
      const code = Number.parseInt(h, 16);
      return WIN_ANSI[code] ?? String.fromCharCode(code);
    });
}

/** Each page's drawn strings, one per line, in drawing order, decoded through the page's fonts. */
export async function pdfPagesText(bytes: Uint8Array): Promise<Array<string>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const decoders = new Map<string, Decoder>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = ref instanceof PDFRef ? doc.context.lookup(ref, PDFDict) : (ref as PDFDict);
      decoders.set(name.decodeText(), fontDecoder(font));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFStream) : contents ? [contents] : [];
    const lines: Array<string> = [];
    let decode: Decoder = (hex) => hex;
    for (const stream of streams) {
      for (const match of streamText(stream).matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) decode = decoders.get(match[1]) ?? decode;
        else lines.push(decode(match[2]));
      }
    }
    return lines.join("\n");
  });
}

/** Only the text a reader sees: each drawn string on its own line, page after page. */
export async function pdfVisibleText(bytes: Uint8Array) {
  return (await pdfPagesText(bytes)).join("\n");
}

/** The file's bytes, its inflated streams (metadata included) and the visible text, for `toContain` checks. */
export async function pdfText(bytes: Uint8Array) {
  const raw = latin1(bytes);
  let text = raw;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let end = raw.indexOf("endstream", start);
    while (end > start && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end -= 1;
    try {
      const inflated = await new Response(new Blob([bytes.slice(start, end)]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer();
      text += latin1(new Uint8Array(inflated));
    } catch {
      // not a deflate stream
    }
  }
  return `${text}\n${await pdfVisibleText(bytes)}`;
}

/**
 * The visible text without the CGV pages (from the page headed « Conditions générales de
 * vente » to the proof page, if any): the CGV state every kind of client's rights.
 */
export async function pdfTextWithoutCgv(bytes: Uint8Array) {
  const pages = await pdfPagesText(bytes);
  const first = pages.findIndex((page) => page.startsWith("Conditions générales de vente\n"));
  if (first < 0) return pages.join("\n");
  const proof = pages.findIndex((page, index) => index > first && page.startsWith("Bon pour accord électronique"));
  return [...pages.slice(0, first), ...(proof < 0 ? [] : pages.slice(proof))].join("\n");
}
