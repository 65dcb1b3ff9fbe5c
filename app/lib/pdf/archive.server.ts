// What makes a PDF the firm issues an archive (docs/decisions/633-pdf-a-archive.md):
// an embedded Unicode font (Liberation Sans, subset), XMP metadata that repeats the document
// information dictionary (title, author, number, dates) and declares PDF/A-2b or PDF/A-3b, an
// sRGB output intent, a file identifier, and — PDF/A-3 only — associated files (the frozen
// devis inside the signed one). The font and the ICC profile are committed in ./assets with
// their licences (docs/decisions/634-pdf-font-and-colour-profile.md).
import fontkit from "@pdf-lib/fontkit";
import { PDFArray, PDFDict, type PDFDocument, type PDFFont, PDFHexString, PDFName, type PDFRef, PDFString } from "pdf-lib";
import boldFont from "./assets/LiberationSans-Bold.ttf?inline";
import regularFont from "./assets/LiberationSans-Regular.ttf?inline";
import srgbProfile from "./assets/sRGB-v2-icc-profiles-free.icc?inline";

/** The bytes of a `?inline` import (a base64 data URL), decoded once per isolate. */
function inlineBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const decoded = new Map<string, Uint8Array>();
function asset(dataUrl: string) {
  let bytes = decoded.get(dataUrl);
  if (!bytes) {
    bytes = inlineBytes(dataUrl);
    decoded.set(dataUrl, bytes);
  }
  return bytes;
}

/** The producer written in the info dictionary and the XMP (they must agree). */
export const PDF_PRODUCER = "pdf-lib 1.17.1 avec @pdf-lib/fontkit (Liberation Sans 2.1.5)";

export type ArchiveMeta = {
  title: string;
  author: string;
  subject?: string;
  /** The document's number as it prints it (« D-2026-0001 indice A », « SOL-… »): dc:identifier. */
  identifier: string;
  /** The application that made it: xmp:CreatorTool and /Creator. */
  creator: string;
  created: Date;
  modified?: Date;
  /** 2: PDF/A-2b (no attachment); 3: PDF/A-3b (associated files). null: metadata and output intent without the PDF/A claim. */
  part: 2 | 3 | null;
};

/** Six capital letters from a seed: the subset tag of a font's name (« ABCDEF+LiberationSans »). */
function subsetTag(seed: string, salt: number): string {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let tag = "";
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + ((h >>> 0) % 26));
    h = Math.imul(h ^ (h >>> 13), 2246822519);
  }
  return tag;
}

// Ligatures would draw « fi » as one glyph: the text a reader copies stays letter for letter.
const FEATURES = { liga: false, clig: false, dlig: false, rlig: false, calt: false };

/** Liberation Sans regular and bold, subset, embedded in `doc`; `seed` names the subsets (the same input gives the same file). */
export async function embedArchiveFonts(doc: PDFDocument, seed: string): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  // One after the other: the objects' numbers, hence the file, do not depend on timing.
  const regular = await doc.embedFont(asset(regularFont), { subset: true, features: FEATURES, customName: `${subsetTag(seed, 1)}+LiberationSans` });
  const bold = await doc.embedFont(asset(boldFont), { subset: true, features: FEATURES, customName: `${subsetTag(seed, 2)}+LiberationSans-Bold` });
  return { regular, bold };
}

const xml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** XMP dates as the info dictionary writes them (to the second, UTC). */
const xmpDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function xmpPacket(meta: ArchiveMeta): string {
  const modified = meta.modified ?? meta.created;
  const pdfa =
    meta.part === null
      ? ""
      : `
   <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
    <pdfaid:part>${meta.part}</pdfaid:part>
    <pdfaid:conformance>B</pdfaid:conformance>
   </rdf:Description>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
   <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:format>application/pdf</dc:format>
    <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(meta.title)}</rdf:li></rdf:Alt></dc:title>
    <dc:creator><rdf:Seq><rdf:li>${xml(meta.author)}</rdf:li></rdf:Seq></dc:creator>${
      meta.subject ? `\n    <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xml(meta.subject)}</rdf:li></rdf:Alt></dc:description>` : ""
    }
    <dc:identifier>${xml(meta.identifier)}</dc:identifier>
    <dc:language><rdf:Bag><rdf:li>fr-FR</rdf:li></rdf:Bag></dc:language>
   </rdf:Description>
   <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
    <xmp:CreateDate>${xmpDate(meta.created)}</xmp:CreateDate>
    <xmp:ModifyDate>${xmpDate(modified)}</xmp:ModifyDate>
    <xmp:MetadataDate>${xmpDate(modified)}</xmp:MetadataDate>
    <xmp:CreatorTool>${xml(meta.creator)}</xmp:CreatorTool>
   </rdf:Description>
   <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
    <pdf:Producer>${xml(PDF_PRODUCER)}</pdf:Producer>
   </rdf:Description>${pdfa}
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * The archive's metadata, written last: the info dictionary, the XMP stream (uncompressed, as
 * PDF/A requires), the sRGB output intent and the file identifier, all derived from `meta`.
 */
export async function finishArchive(doc: PDFDocument, meta: ArchiveMeta): Promise<void> {
  const { context, catalog } = doc;
  const modified = meta.modified ?? meta.created;
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setCreator(meta.creator);
  doc.setProducer(PDF_PRODUCER);
  doc.setLanguage("fr-FR");
  doc.setCreationDate(meta.created);
  doc.setModificationDate(modified);

  const metadata = context.stream(new TextEncoder().encode(xmpPacket(meta)), { Type: "Metadata", Subtype: "XML" });
  catalog.set(PDFName.of("Metadata"), context.register(metadata));

  const profile = context.flateStream(asset(srgbProfile), { N: 3 });
  const intent = context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of("sRGB IEC61966-2.1"),
    Info: PDFString.of("sRGB IEC61966-2.1"),
    RegistryName: PDFString.of("http://www.color.org"),
    DestOutputProfile: context.register(profile),
  });
  catalog.set(PDFName.of("OutputIntents"), context.obj([context.register(intent)]));

  // The file identifier (required by PDF/A): a digest of what the document is, so the same input gives the same file.
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${meta.identifier}\n${meta.title}\n${meta.created.toISOString()}`)));
  const id = PDFHexString.of([...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join(""));
  context.trailerInfo.ID = context.obj([id, id]);
}

export type AssociatedFile = {
  bytes: Uint8Array;
  name: string;
  description: string;
  mimeType: string;
  /** PDF/A-3 AFRelationship: « Source » for the document this one was built from. */
  relationship: "Source" | "Data" | "Alternative" | "Supplement";
  created: Date;
  modified: Date;
};

/** A PDF/A-3 associated file: in the document's EmbeddedFiles name tree and its /AF array. */
export function attachAssociatedFile(doc: PDFDocument, file: AssociatedFile): PDFRef {
  const { context, catalog } = doc;
  const stream = context.flateStream(file.bytes, {
    Type: "EmbeddedFile",
    Subtype: file.mimeType,
    Params: { Size: file.bytes.length, CreationDate: PDFString.fromDate(file.created), ModDate: PDFString.fromDate(file.modified) },
  });
  const streamRef = context.register(stream);
  const spec = context.register(
    context.obj({
      Type: "Filespec",
      F: PDFString.of(file.name),
      UF: PDFHexString.fromText(file.name),
      Desc: PDFHexString.fromText(file.description),
      AFRelationship: file.relationship,
      EF: { F: streamRef, UF: streamRef },
    }),
  );
  const names = catalog.lookupMaybe(PDFName.of("Names"), PDFDict) ?? context.obj({});
  catalog.set(PDFName.of("Names"), names);
  const tree = names.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict) ?? context.obj({ Names: [] });
  names.set(PDFName.of("EmbeddedFiles"), tree);
  tree.lookup(PDFName.of("Names"), PDFArray).push(PDFHexString.fromText(file.name));
  tree.lookup(PDFName.of("Names"), PDFArray).push(spec);
  const af = catalog.lookupMaybe(PDFName.of("AF"), PDFArray) ?? context.obj([]);
  af.push(spec);
  catalog.set(PDFName.of("AF"), af);
  return spec;
}

/** Whether `bytes` declare themselves PDF/A (their XMP's pdfaid:part): a frozen devis from before decision 633 does not. */
export function declaresPdfA(bytes: Uint8Array): boolean {
  return /<pdfaid:part>\d<\/pdfaid:part>/.test(new TextDecoder("latin1").decode(bytes));
}
