// A PDF/A document's lines break where pdf-lib's own measure of each candidate line would break
// them: the writer adds up its words' widths instead (docs/decisions/936-suite-speed.md).
import type { PDFFont } from "pdf-lib";
import { expect, test } from "vitest";
import { PdfWriter } from "~/lib/files/pdf-writer.server";
import { CGV_SEEDED_2025_05_10 } from "../../seed/data/cgv-previous";
import { articles } from "../../seed/data/articles";
import { pages } from "../../seed/data/pages";
import { services } from "../../seed/data/services";

/** The lines as pdf-lib measures them: the whole candidate line laid out for each word tried. */
function measuredLines(writer: PdfWriter, text: string, font: PDFFont, size: number, width: number) {
  const lines: Array<string> = [];
  let current = "";
  for (const word of writer.clean(text).split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) current = candidate;
    else {
      if (current) lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

// Real French texts of the site (accents, « », ’, figures, references to norms), every 5th
// paragraph of at least 40 characters, cut to 45 words: the reference measure costs the square
// of a paragraph's length.
const paragraphs = [CGV_SEEDED_2025_05_10, ...pages.map((p) => p.content), ...services.map((s) => s.content), ...articles.map((a) => a.content)]
  .flatMap((text) => text.split(/\n{2,}/))
  .map((paragraph) =>
    paragraph
      .replace(/[#*_`>|]+/g, " ")
      .split(/\s+/)
      .slice(0, 45)
      .join(" ")
      .trim(),
  )
  .filter((paragraph, index) => paragraph.length > 40 && index % 5 === 0);

test("a devis, a report or an estimate breaks its lines in Liberation Sans exactly where pdf-lib's measure of the whole line would", async () => {
  expect(paragraphs.length).toBeGreaterThan(40);
  const writer = await PdfWriter.archive({
    title: "Devis",
    author: "Lutetia Géotechnique",
    identifier: "D-2026-0001",
    creator: "test",
    created: new Date("2026-01-01T00:00:00Z"),
    part: 2,
  });
  let compared = 0;
  const cases = [
    [writer.fonts.regular, 7, 495.28],
    [writer.fonts.regular, 11, 131],
    [writer.fonts.bold, 9, 205],
  ] as const;
  for (const [font, size, width] of cases) {
    for (const paragraph of paragraphs) {
      expect(writer.wrap(paragraph, font, size, width)).toEqual(measuredLines(writer, paragraph, font, size, width));
      compared += 1;
    }
  }
  expect(compared).toBe(paragraphs.length * cases.length);
});

test("the Helvetica documents (kerned, spaces included) still measure each candidate line whole", async () => {
  const writer = await PdfWriter.create({ title: "Résultat", author: "Lutetia Géotechnique", date: new Date("2026-01-01T00:00:00Z") });
  for (const paragraph of paragraphs.slice(0, 20)) {
    expect(writer.wrap(paragraph, writer.fonts.regular, 9, 205)).toEqual(measuredLines(writer, paragraph, writer.fonts.regular, 9, 205));
  }
});
