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
