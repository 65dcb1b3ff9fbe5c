// Reading the import's POST. The file may be up to 2 MiB, far above the forms' usual
// body limit: the size is checked from Content-Length before anything is read, and a
// body sent without it is read only up to the limit.
import { readImport, type ImportKind, IMPORT_KINDS, MAX_IMPORT_BYTES, type RawRow } from "./transfer";

/** The JSON itself plus the multipart envelope and the other fields. */
export const IMPORT_REQUEST_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

export const TOO_LARGE_MESSAGE = `Le fichier dépasse la taille maximale de ${MAX_IMPORT_BYTES / 1024 / 1024} Mo.`;

async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Array<Uint8Array> = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The form data of the import, or null when the body is over the limit (nothing read past it). */
export async function readImportFormData(request: Request, limit = IMPORT_REQUEST_LIMIT): Promise<FormData | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > limit) return null;
    return request.formData();
  }
  if (!request.body) return new FormData();
  const bytes = await readUpTo(request.body, limit);
  if (!bytes) return null;
  return new Request(request.url, { method: "POST", headers: { "content-type": request.headers.get("content-type") ?? "" }, body: bytes }).formData();
}

export type ImportInput =
  | { ok: true; rows: Array<RawRow>; text: string; kind: ImportKind | null; source: string }
  | { ok: false; message: string; detail: string; text: string; kind: ImportKind | null };

const encoder = new TextEncoder();

/** The JSON of the form: the uploaded file if any, else the pasted text; then read and checked (spec §5). */
export async function importInput(formData: FormData): Promise<ImportInput> {
  const rawKind = String(formData.get("kind") ?? "");
  const kind = (IMPORT_KINDS as ReadonlyArray<string>).includes(rawKind) ? (rawKind as ImportKind) : null;
  const file = formData.get("file");
  const hasFile = file instanceof File && file.size > 0;
  if (hasFile && file.size > MAX_IMPORT_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE, detail: "", text: "", kind };
  const text = hasFile ? await file.text() : String(formData.get("json") ?? formData.get("payload") ?? "");
  if (encoder.encode(text).byteLength > MAX_IMPORT_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE, detail: "", text: "", kind };
  const source = hasFile ? file.name.slice(0, 200) : String(formData.get("source") ?? "") || "texte collé";
  const read = readImport(text, kind);
  if (!read.ok) return { ok: false, message: read.message, detail: read.detail, text, kind };
  return { ok: true, rows: read.rows, text, kind, source };
}
