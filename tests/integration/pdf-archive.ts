// What a PDF/A checker looks at, read back with pdf-lib: the fonts and whether each is
// embedded (what `pdffonts` prints), the XMP packet, the output intents and the associated
// files (what `qpdf --list-attachments` lists).
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString } from "pdf-lib";

export type FontInfo = { name: string; subtype: string; embedded: boolean };

const nameOf = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.decodeText() ?? "";

/** Every font dictionary of the file, with whether its program is inside the file. */
export async function pdfFonts(bytes: Uint8Array): Promise<Array<FontInfo>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts: Array<FontInfo> = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || nameOf(object, "Type") !== "Font") continue;
    const subtype = nameOf(object, "Subtype");
    if (subtype === "CIDFontType0" || subtype === "CIDFontType2") continue; // counted through their Type0 parent
    const descendant = subtype === "Type0" ? object.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict) : object;
    const descriptor = descendant.lookupMaybe(PDFName.of("FontDescriptor"), PDFDict);
    const embedded = Boolean(descriptor && ["FontFile", "FontFile2", "FontFile3"].some((key) => descriptor.has(PDFName.of(key))));
    fonts.push({ name: nameOf(object, "BaseFont"), subtype, embedded });
  }
  return fonts;
}

/** The catalogue's XMP packet, as text. */
export async function pdfXmp(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const stream = doc.catalog.lookup(PDFName.of("Metadata"));
  if (!(stream instanceof PDFRawStream)) return null;
  return new TextDecoder().decode(decodePDFRawStream(stream).decode());
}

/** The output intents: their subtype, condition and the colour components of their ICC profile. */
export async function pdfOutputIntents(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const intents = doc.catalog.lookupMaybe(PDFName.of("OutputIntents"), PDFArray);
  return (intents?.asArray() ?? []).map((ref) => {
    const intent = doc.context.lookup(ref, PDFDict);
    const profile = intent.lookup(PDFName.of("DestOutputProfile"));
    if (!(profile instanceof PDFRawStream)) throw new Error("output intent without an ICC profile");
    const condition = intent.lookup(PDFName.of("OutputConditionIdentifier"));
    return {
      subtype: nameOf(intent, "S"),
      condition: condition instanceof PDFString || condition instanceof PDFHexString ? condition.decodeText() : "",
      components: profile.dict.get(PDFName.of("N"))?.toString(),
      profileBytes: decodePDFRawStream(profile).decode().length,
    };
  });
}

/** The trailer's file identifier, or null. */
export async function pdfFileId(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.context.trailerInfo.ID?.toString() ?? null;
}

export type Attachment = { name: string; relationship: string; mimeType: string; description: string; bytes: Uint8Array; inAf: boolean };

/** The embedded files of the document's name tree, with their PDF/A-3 relationship and whether the catalogue's /AF lists them. */
export async function pdfAttachments(bytes: Uint8Array): Promise<Array<Attachment>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const tree = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict)?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const names = tree?.lookupMaybe(PDFName.of("Names"), PDFArray)?.asArray() ?? [];
  const af = (doc.catalog.lookupMaybe(PDFName.of("AF"), PDFArray)?.asArray() ?? []).map((ref) => ref.toString());
  const files: Array<Attachment> = [];
  for (let i = 0; i + 1 < names.length; i += 2) {
    const ref = names[i + 1];
    const spec = doc.context.lookup(ref, PDFDict);
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"));
    if (!(stream instanceof PDFRawStream)) throw new Error("embedded file without a stream");
    const text = (key: string) => {
      const value = spec.lookup(PDFName.of(key));
      return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : "";
    };
    files.push({
      name: text("UF") || text("F"),
      relationship: nameOf(spec, "AFRelationship"),
      mimeType: nameOf(stream.dict, "Subtype"),
      description: text("Desc"),
      bytes: decodePDFRawStream(stream).decode(),
      inAf: ref instanceof PDFRef && af.includes(ref.toString()),
    });
  }
  return files;
}
