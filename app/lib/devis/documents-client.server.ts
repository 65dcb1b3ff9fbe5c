// The documents of a devis as its personal link serves them (docs/decisions/649).
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devisDocuments } from "~/db/schema";
import { findDevisByToken, linkState } from "./client.server";

/** A document of a sent devis, from its personal link (never a draft's, never another devis'). */
export async function clientDocument(deps: { db: Db; bucket: R2Bucket }, token: string, documentId: number, now = new Date()) {
  const row = await findDevisByToken(deps.db, token);
  if (!row) return { status: 404 as const };
  const state = linkState(row, now);
  if (state === "replaced" || state === "expired" || state === "cancelled") return { status: 410 as const };
  const [doc] = await deps.db
    .select()
    .from(devisDocuments)
    .where(and(eq(devisDocuments.id, documentId), eq(devisDocuments.devisId, row.id)))
    .limit(1);
  const object = doc ? await deps.bucket.get(doc.r2Key) : null;
  if (!doc || !object) return { status: 404 as const };
  return { status: 200 as const, body: object.body, filename: doc.filename, mimeType: doc.mimeType };
}
