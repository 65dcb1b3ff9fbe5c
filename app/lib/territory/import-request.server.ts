// Reading the import's POST. The file may be up to 2 MiB, far above the forms' usual
// body limit: the Worker allows this path IMPORT_REQUEST_LIMIT (body-limit.server.ts).
import { readImport, type ImportKind, IMPORT_KINDS, MAX_IMPORT_BYTES, type RawRow } from "./transfer";

/** The JSON itself plus the multipart envelope and the other fields. */
export const IMPORT_REQUEST_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

export const TOO_LARGE_MESSAGE = `Le fichier dépasse la taille maximale de ${MAX_IMPORT_BYTES / 1024 / 1024} Mo.`;

export type ImportInput =
  | { ok: true; rows: Array<RawRow>; text: string; kind: ImportKind | null; source: string }
  | { ok: false; reason: "refused"; message: string; detail: string; text: string; kind: ImportKind | null };

const encoder = new TextEncoder();

/** The JSON of the form: the uploaded file if any, else the pasted text; then read and checked. */
export async function importInput(formData: FormData): Promise<ImportInput> {
  const rawKind = String(formData.get("kind") ?? "");
  const kind = (IMPORT_KINDS as ReadonlyArray<string>).includes(rawKind) ? (rawKind as ImportKind) : null;
  const file = formData.get("file");
  const hasFile = file instanceof File && file.size > 0;
  if (hasFile && file.size > MAX_IMPORT_BYTES) return { ok: false, reason: "refused", message: TOO_LARGE_MESSAGE, detail: "", text: "", kind };
  const text = hasFile ? await file.text() : String(formData.get("json") ?? formData.get("payload") ?? "");
  if (encoder.encode(text).byteLength > MAX_IMPORT_BYTES) return { ok: false, reason: "refused", message: TOO_LARGE_MESSAGE, detail: "", text: "", kind };
  const source = hasFile ? file.name.slice(0, 200) : String(formData.get("source") ?? "") || "texte collé";
  const read = readImport(text, kind);
  if (!read.ok) return { ok: false, reason: "refused", message: read.message, detail: read.detail, text, kind };
  return { ok: true, rows: read.rows, text, kind, source };
}
