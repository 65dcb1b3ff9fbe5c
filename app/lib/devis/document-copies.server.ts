// A new indice starts with the documents of the version it revises: each R2 object is copied
// under a key of its own, so the two versions never share a file (removing a document from
// the new draft, the purge of a version never accepted, or an erasure, deletes that
// version's copy only) and the sent version's frozen records stay as they were.
// docs/decisions/946-new-indice-copies-documents.md
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devisDocuments } from "~/db/schema";

export type DocumentCopy = { r2Key: string; filename: string; mimeType: string; size: number };

/** The documents of devis `fromId`, copied in R2 under `devis/{number}/document-…`; the keys written so far are removed when one copy fails. */
export async function copyDocumentObjects(deps: { db: Db; bucket: R2Bucket }, fromId: number, number: string): Promise<{ ok: true; copies: Array<DocumentCopy> } | { ok: false }> {
  const rows = await deps.db.select().from(devisDocuments).where(eq(devisDocuments.devisId, fromId)).orderBy(asc(devisDocuments.id));
  const copies: Array<DocumentCopy> = [];
  try {
    for (const row of rows) {
      const object = await deps.bucket.get(row.r2Key);
      if (!object) throw new Error(`Document ${row.r2Key} absent du stockage`);
      const ext = row.r2Key.split(".").pop() ?? "bin";
      const r2Key = `devis/${number}/document-${crypto.randomUUID()}.${ext}`;
      // At most 15 MB in all (documents.server.ts): read whole, written whole.
      await deps.bucket.put(r2Key, await object.arrayBuffer(), { httpMetadata: { contentType: row.mimeType } });
      copies.push({ r2Key, filename: row.filename, mimeType: row.mimeType, size: row.size });
    }
  } catch (error) {
    console.warn("devis documents not copied to the new indice", error);
    await removeCopies(deps.bucket, copies);
    return { ok: false };
  }
  return { ok: true, copies };
}

/** The rows of the copies, for the batch that creates the new indice (`devisId`: its id, read in that batch). */
export function documentCopyRows(copies: ReadonlyArray<DocumentCopy>, devisId: SQL, actorId: number, now: Date) {
  return copies.map((copy) => ({ devisId: devisId as unknown as number, ...copy, createdAt: now, createdBy: actorId }));
}

export async function removeCopies(bucket: R2Bucket, copies: ReadonlyArray<Pick<DocumentCopy, "r2Key">>) {
  await Promise.all(copies.map((copy) => bucket.delete(copy.r2Key).catch((error) => console.warn("copied devis document not removed", error))));
}
