import { type AllowedExtension, contactMessages, fileExtension, isAllowedExtension } from "./schema";

const MIME: Record<AllowedExtension, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function mimeTypeFor(ext: AllowedExtension) {
  return MIME[ext];
}

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

const PDF = ascii("%PDF-");
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
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

/** True when the bytes are what the extension claims (magic numbers; OOXML part names). */
export function contentMatchesExtension(ext: AllowedExtension, bytes: Uint8Array): boolean {
  switch (ext) {
    case "pdf":
      return startsWith(bytes, PDF);
    case "jpg":
    case "jpeg":
      return startsWith(bytes, JPEG);
    case "png":
      return startsWith(bytes, PNG);
    case "webp":
      return startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8);
    case "doc":
    case "xls":
      return startsWith(bytes, CFB);
    case "docx":
      return startsWith(bytes, ZIP) && contains(bytes, ascii("word/"));
    case "xlsx":
      return startsWith(bytes, ZIP) && contains(bytes, ascii("xl/"));
  }
}

export type CheckedFile = { file: File; ext: AllowedExtension; mimeType: string; bytes: Uint8Array };

/**
 * Reads each file and checks its content against its extension. The list rules
 * (count, sizes, names, extensions) were already applied by the schema.
 */
export async function checkFileContents(files: ReadonlyArray<File>): Promise<{ files: Array<CheckedFile>; errors: Array<string> }> {
  const checked: Array<CheckedFile> = [];
  const errors: Array<string> = [];
  for (const file of files) {
    const ext = fileExtension(file.name);
    if (!isAllowedExtension(ext)) {
      errors.push(`Format non accepté pour « ${file.name} ». ${contactMessages.fileType}`);
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!contentMatchesExtension(ext, bytes)) {
      errors.push(`${contactMessages.fileContent} : « ${file.name} ».`);
      continue;
    }
    checked.push({ file, ext, mimeType: MIME[ext], bytes });
  }
  return { files: checked, errors };
}
