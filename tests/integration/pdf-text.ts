// Text of a PDF produced by pdf-lib, for assertions.

/** Inflates every Flate stream of a PDF and decodes its hex text strings. */
export async function pdfText(bytes: Uint8Array) {
  const raw = new TextDecoder("latin1").decode(bytes);
  let text = raw;
  const streams = raw.matchAll(/stream\r?\n/g);
  for (const match of streams) {
    const start = (match.index ?? 0) + match[0].length;
    let end = raw.indexOf("endstream", start);
    while (end > start && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end -= 1;
    const chunk = bytes.slice(start, end);
    try {
      const inflated = await new Response(new Blob([chunk]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer();
      text += new TextDecoder("latin1").decode(inflated);
    } catch {
      // not a deflate stream
    }
  }
  const hex = [...text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => m[1].replace(/(..)/g, (h) => String.fromCharCode(Number.parseInt(h, 16))));
  return `${text}\n${hex.join("\n")}`;
}

// WinAnsi bytes 0x80–0x9F that differ from Latin-1 (the standard fonts' encoding).
// biome-ignore lint/complexity/useSimpleNumberKeys: byte values, in hexadecimal as in the encoding tables
const WIN_ANSI: Record<number, string> = { 0x80: "€", 0x85: "…", 0x8c: "Œ", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x9c: "œ" };

/** Only the text a reader sees: each drawn string on its own line, in drawing order. */
export async function pdfVisibleText(bytes: Uint8Array) {
  const all = await pdfText(bytes);
  return [...all.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
    .map((m) =>
      m[1].replace(/(..)/g, (h) => {
        const code = Number.parseInt(h, 16);
        return WIN_ANSI[code] ?? String.fromCharCode(code);
      }),
    )
    .join("\n");
}
