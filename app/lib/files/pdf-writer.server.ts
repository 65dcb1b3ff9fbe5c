// The page layout shared by the PDFs the Worker writes (the estimate, the devis, the « Mon
// terrain » result): A4 portrait, 50 pt margins, the site's colours, and a cursor that wraps
// text and starts a new page when one is full. A document a client keeps (`archive`) is
// PDF/A with the embedded Liberation Sans (docs/decisions/633-pdf-a-archive.md); the others
// use the standard Helvetica fonts.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { type ArchiveMeta, embedArchiveFonts, finishArchive } from "~/lib/pdf/archive.server";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const PDF_COLOURS = {
  brand: rgb(0.118, 0.227, 0.373),
  muted: rgb(0.39, 0.45, 0.53),
  text: rgb(0.06, 0.09, 0.16),
  line: rgb(0.85, 0.88, 0.92),
  tint: rgb(0.945, 0.961, 0.98),
};

export type WriteOptions = { x?: number; size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; width?: number; gap?: number };

export class PdfWriter {
  page: PDFPage;
  /** The cursor: the top of the next line, in points from the bottom of the page. */
  y: number;
  /** The right edge of the text column. */
  readonly right = A4[0] - MARGIN;
  private readonly supported: Set<number>;
  /** Width at size 1000 of each word measured so far, per embedded font (see `wrap`). */
  private readonly wordWidths = new Map<PDFFont, Map<string, number>>();

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
    /** Lowest y a line may reach before a new page (room kept for a footer). */
    private readonly bottom: number,
    /** Written when the file is saved: a PDF/A document's metadata. */
    private readonly archive: ArchiveMeta | null = null,
    /** The embedded fonts, whose line width is the sum of its words' and spaces' widths (see `wrap`). */
    private readonly additive: ReadonlySet<PDFFont> = new Set(),
  ) {
    this.supported = new Set(fonts.regular.getCharacterSet());
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A new document with its metadata; `date` is both creation and modification date (the same input gives the same file). */
  static async create(meta: { title: string; author: string; subject?: string; date: Date; footerSpace?: number }) {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setLanguage("fr-FR");
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    };
    return new PdfWriter(doc, fonts, MARGIN + (meta.footerSpace ?? 0));
  }

  /**
   * A new PDF/A document in Liberation Sans (embedded, subset; no italic is drawn: `italic` is
   * the regular face). `before`: pages copied first, as they are (the frozen devis a signed
   * devis begins with); the writer's own page follows them.
   */
  static async archive(meta: ArchiveMeta & { footerSpace?: number; before?: Uint8Array }) {
    const doc = await PDFDocument.create({ updateMetadata: false });
    if (meta.before) {
      const source = await PDFDocument.load(meta.before, { updateMetadata: false });
      for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
    }
    const { regular, bold } = await embedArchiveFonts(doc, `${meta.identifier}|${meta.title}`);
    const { footerSpace, before: _before, ...archive } = meta;
    return new PdfWriter(doc, { regular, bold, italic: regular }, MARGIN + (footerSpace ?? 0), archive, new Set([regular, bold]));
  }

  /** Intl output uses narrow no-break spaces, which WinAnsi lacks (kept as spaces in every font); anything outside the font becomes "?". */
  clean(value: string) {
    return Array.from(
      value
        .replace(/[\u202f\u00a0\u2009]/g, " ")
        .replace(/[\u2010\u2011]/g, "-")
        .replace(/\r?\n/g, " "),
    )
      .map((c) => (this.supported.has(c.codePointAt(0) ?? 0) ? c : "?"))
      .join("");
  }

  /** Width at size 1000 of `word` in an embedded font, measured once per document. */
  private wordWidth(font: PDFFont, word: string) {
    let widths = this.wordWidths.get(font);
    if (!widths) {
      widths = new Map();
      this.wordWidths.set(font, widths);
    }
    let units = widths.get(word);
    if (units === undefined) {
      units = font.widthOfTextAtSize(word, 1000);
      widths.set(word, units);
    }
    return units;
  }

  /**
   * The lines of `text` that fit in `width` at this font and size (at least one).
   * In an embedded font pdf-lib lays out the whole candidate line for each word tried, which
   * made a paragraph's cost grow with the square of its length. Its width there is the sum of
   * the glyphs' advances (no kerning; each advance × 1000/2048 is exact in binary), so the sum
   * of the words' and spaces' widths is the same number and the lines are the same
   * (pdf-writer.test.ts compares them; docs/decisions/936-suite-speed.md).
   */
  wrap(text: string, font: PDFFont, size: number, width: number) {
    const words = this.clean(text).split(/\s+/).filter(Boolean);
    const additive = this.additive.has(font);
    const lines: Array<string> = [];
    let current = "";
    let currentUnits = 0;
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      const candidateUnits = additive ? (current ? currentUnits + this.wordWidth(font, " ") : 0) + this.wordWidth(font, word) : 0;
      const fits = additive ? candidateUnits * (size / 1000) <= width : font.widthOfTextAtSize(candidate, size) <= width;
      if (fits) {
        current = candidate;
        currentUnits = candidateUnits;
      } else {
        if (current) lines.push(current);
        current = word;
        currentUnits = additive ? this.wordWidth(font, word) : 0;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [""];
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number) {
    if (this.y - height < this.bottom) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** The file's bytes (in their own ArrayBuffer, ready for a Response or an attachment). */
  async save(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.archive) await finishArchive(this.doc, this.archive);
    return new Uint8Array(await this.doc.save());
  }

  /** Writes wrapped text at the cursor and moves it down. */
  write(text: string, opts: WriteOptions = {}) {
    const size = opts.size ?? 10;
    const font = opts.font ?? this.fonts.regular;
    const x = opts.x ?? MARGIN;
    for (const line of this.wrap(text, font, size, opts.width ?? this.right - x)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? PDF_COLOURS.text });
      this.y -= size + (opts.gap ?? 4);
    }
  }
}
