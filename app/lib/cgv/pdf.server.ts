// The CGV as the last pages of a devis PDF (docs/decisions/630-cgv-versions.md): the version
// in force when the devis is sent, its number, date and SHA-256 in the heading, its Markdown
// drawn as headings, paragraphs and bullet items (the client's copy holds the terms it accepts:
// Code de la consommation L221-13, Code civil 1127-1).
import { formatDate } from "~/lib/dates";
import { PDF_COLOURS, type PdfWriter } from "~/lib/files/pdf-writer.server";

/** What a devis carries of its CGV: the version's number, date and hash, and its text with the firm's facts filled in. */
export type DevisCgv = { version: number; publishedAt: Date; sha256: string; text: string };

type Block = { kind: "heading" | "paragraph" | "item"; text: string };

/** Markdown's inline marks dropped: **gras**, *italique*, `code`, [lien](url) → lien (url). */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/(^|[^*])\*([^*]+)\*/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1");

/** The blocks of the CGV's Markdown, in order. */
export function cgvBlocks(markdown: string): Array<Block> {
  const blocks: Array<Block> = [];
  let paragraph: Array<string> = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: plain(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: "heading", text: plain(heading[1]) });
    } else if (item) {
      flush();
      blocks.push({ kind: "item", text: plain(item[1]) });
    } else if (blocks.at(-1)?.kind === "item" && paragraph.length === 0 && raw.startsWith("  ")) {
      const last = blocks.at(-1);
      if (last) last.text += ` ${plain(line)}`;
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The CGV on new pages at the end of the document being written. */
export function writeCgvPages(w: PdfWriter, cgv: DevisCgv, seller: string) {
  w.ensure(10_000);
  w.write("Conditions générales de vente", { font: w.fonts.bold, size: 14, color: PDF_COLOURS.brand });
  w.write(`Version ${cgv.version} du ${formatDate(cgv.publishedAt)}, en vigueur à la date du devis – ${seller}`, { size: 8.5, color: PDF_COLOURS.muted, gap: 2 });
  w.write(`Empreinte SHA-256 du texte de cette version : ${cgv.sha256}`, { size: 7, color: PDF_COLOURS.muted, gap: 8 });
  for (const block of cgvBlocks(cgv.text)) {
    if (block.kind === "heading") {
      w.ensure(40);
      w.y -= 5;
      w.write(block.text, { font: w.fonts.bold, size: 9.5, color: PDF_COLOURS.brand, gap: 3 });
    } else if (block.kind === "item") {
      w.write(`• ${block.text}`, { x: 62, size: 8, gap: 2.5 });
    } else {
      w.write(block.text, { size: 8, gap: 2.5 });
      w.y -= 2;
    }
  }
}
