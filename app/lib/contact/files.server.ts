import { type FileSignature, hasSignature } from "~/lib/files/signatures";
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

const SIGNATURE: Record<AllowedExtension, FileSignature> = {
  pdf: "pdf",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  doc: "cfb",
  xls: "cfb",
  docx: "docx",
  xlsx: "xlsx",
};

/** True when the bytes are what the extension claims (magic numbers; OOXML part names). */
export function contentMatchesExtension(ext: AllowedExtension, bytes: Uint8Array): boolean {
  return hasSignature(SIGNATURE[ext], bytes);
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
