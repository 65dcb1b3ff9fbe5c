// The pieces the devis PDF and the signed devis share: the file name, the writing helpers,
// the preview's watermark and the model withdrawal form. docs/decisions/621, 622, 633.
import { degrees, type PDFFont, rgb } from "pdf-lib";
import { A4, MARGIN, PDF_COLOURS, type PdfWriter, type WriteOptions } from "~/lib/files/pdf-writer.server";
import type { Letterhead } from "../../db/types";
import { indiceOf } from "./lines";
import { withdrawalFormLines } from "./texts";

const { brand: BRAND, text: TEXT, line: LINE } = PDF_COLOURS;

/** The application named in the PDFs' metadata. */
export const CREATOR = "Lutetia Géotechnique – devis en ligne";

export function devisFilename(number: string, revision: number, signed = false) {
  return `devis-${number}-indice-${indiceOf(revision)}${signed ? "-signe" : ""}.pdf`;
}

export function frame(w: PdfWriter) {
  const write = (text: string, opts: WriteOptions = {}) => w.write(text, opts);
  const heading = (text: string) => {
    w.ensure(44);
    w.y -= 8;
    write(text, { font: w.fonts.bold, size: 11.5, color: BRAND });
    w.y -= 2;
  };
  const rule = (space = 8) => {
    w.ensure(space * 2);
    w.y -= space;
    w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: w.right, y: w.y }, thickness: 0.7, color: LINE });
    w.y -= space;
  };
  const alignRight = (text: string, xRight: number, font: PDFFont, size: number, top = w.y) => {
    const clean = w.clean(text);
    w.page.drawText(clean, { x: xRight - font.widthOfTextAtSize(clean, size), y: top - size, size, font, color: TEXT });
  };
  return { write, heading, rule, alignRight };
}

/** A light, translucent diagonal mark across every page (« Aperçu – non envoyé »): the text under it stays readable. */
export function drawWatermark(w: PdfWriter, text: string) {
  const size = 54;
  const clean = w.clean(text);
  const width = w.fonts.bold.widthOfTextAtSize(clean, size);
  for (const page of w.doc.getPages()) {
    const angle = Math.atan2(A4[1], A4[0]);
    const x = A4[0] / 2 - (Math.cos(angle) * width) / 2 + (Math.sin(angle) * size) / 3;
    const y = A4[1] / 2 - (Math.sin(angle) * width) / 2 - (Math.cos(angle) * size) / 3;
    page.drawText(clean, { x, y, size, font: w.fonts.bold, color: rgb(0.8, 0.1, 0.1), opacity: 0.16, rotate: degrees((angle * 180) / Math.PI) });
  }
}

export function writeWithdrawalForm(w: PdfWriter, l: Letterhead, orderedOn?: { day: string; reference: string }) {
  const [title, ...rest] = withdrawalFormLines({ legalName: l.legalName, address: l.address ?? "", email: l.email }, orderedOn);
  w.write(title, { font: w.fonts.bold, size: 12, color: BRAND });
  w.y -= 4;
  for (const text of rest) {
    w.write(text, { size: 9.5, gap: text.endsWith(":") ? 22 : 6 });
  }
}
