// A plan or document attached to a devis (PDF or image): added to the draft (checked like the
// contact attachments: extension, content, 10 MB each, 15 MB in all), sent with the devis
// e-mail, downloadable from its link; frozen with the devis once sent.
// docs/decisions/649-devis-attached-documents.md
import { and, asc, eq, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis, devisDocuments } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { MAX_FILE_SIZE, MAX_TOTAL_SIZE } from "~/lib/contact/schema";
import { type FileSignature, hasSignature } from "~/lib/files/signatures";
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { getDevis } from "./devis.server";

export const DEVIS_DOCUMENT_TYPES: Record<string, { mime: string; signature: FileSignature }> = {
  pdf: { mime: "application/pdf", signature: "pdf" },
  jpg: { mime: "image/jpeg", signature: "jpeg" },
  jpeg: { mime: "image/jpeg", signature: "jpeg" },
  png: { mime: "image/png", signature: "png" },
  webp: { mime: "image/webp", signature: "webp" },
};
export const MAX_DEVIS_DOCUMENTS = 5;

export const DOCUMENT_MESSAGES = {
  attached: "Document joint au devis : il partira avec le devis et sera téléchargeable depuis le lien du client.",
  removed: "Document retiré du devis.",
  missing: "Choisissez un fichier (PDF, JPG, PNG ou WebP).",
  type: "Formats acceptés : PDF, JPG, PNG ou WebP.",
  content: "Le contenu du fichier ne correspond pas à son extension",
  size: "Les fichiers ne doivent pas dépasser 10MB chacun",
  total: "Les documents d'un devis ne doivent pas dépasser 15MB au total (ils partent avec l'e-mail).",
  count: `${MAX_DEVIS_DOCUMENTS} documents au maximum par devis.`,
  frozen: "Ce devis a déjà été envoyé : ses documents ne changent plus. Créez une nouvelle version pour en joindre d'autres.",
  storage: "Le document n'a pas pu être enregistré (stockage indisponible) : rien n'a changé. Réessayez dans un instant.",
} as const;

export type DocumentRow = typeof devisDocuments.$inferSelect;

export function documentsOf(db: Db, devisId: number) {
  return db.select().from(devisDocuments).where(eq(devisDocuments.devisId, devisId)).orderBy(asc(devisDocuments.id));
}

export async function documentOf(db: Db, devisId: number, documentId: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(devisDocuments)
    .where(and(eq(devisDocuments.id, documentId), eq(devisDocuments.devisId, devisId)))
    .limit(1);
  return row ?? null;
}

/** The mail attachment references of a devis' documents. */
export function documentAttachments(rows: ReadonlyArray<Pick<DocumentRow, "id" | "filename">>) {
  return rows.map((row) => ({ kind: "devis-document" as const, documentId: row.id, filename: row.filename }));
}

/** « plan masse.pdf » stays readable; anything that could reach a header or a path does not. */
function safeFilename(name: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to replace control characters
  return name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, "_").slice(-120) || "document";
}

export type DocumentOutcome = { ok: true } | { ok: false; reason: "not-found" | "storage" } | { ok: false; reason: "invalid"; message: string };

export async function attachDocument(deps: { db: Db; bucket: R2Bucket }, actor: Actor, id: number, file: File | null, now = new Date()): Promise<DocumentOutcome> {
  const { db } = deps;
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status !== "brouillon") return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.frozen };
  if (!file || file.size === 0) return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.missing };
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  const type = DEVIS_DOCUMENT_TYPES[ext];
  if (!type) return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.type };
  if (file.size > MAX_FILE_SIZE) return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.size };
  const existing = await documentsOf(db, id);
  if (existing.length >= MAX_DEVIS_DOCUMENTS) return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.count };
  if (existing.reduce((sum, d) => sum + d.size, file.size) > MAX_TOTAL_SIZE) return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.total };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasSignature(type.signature, bytes)) return { ok: false, reason: "invalid", message: `${DOCUMENT_MESSAGES.content} : « ${safeFilename(file.name)} ».` };
  const key = `devis/${row.number}/document-${crypto.randomUUID()}.${ext}`;
  const filename = safeFilename(file.name);
  try {
    await deps.bucket.put(key, bytes, { httpMetadata: { contentType: type.mime } });
  } catch (error) {
    console.warn("devis document not stored", error);
    return { ok: false, reason: "storage" };
  }
  try {
    await batchByName(db, {
      row: db.insert(devisDocuments).values({
        // Found only while the devis is a draft: a sent devis never gains a document.
        devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${id} and ${devis.status} = 'brouillon')` as unknown as number,
        r2Key: key,
        filename,
        mimeType: type.mime,
        size: bytes.byteLength,
        createdAt: now,
        createdBy: actor.id,
      }),
      audit: auditInsert(db, { action: "devis.document_attach", actor, target: { type: "devis", id }, details: { number: row.number, filename, size: bytes.byteLength } }),
    });
  } catch (error) {
    await deps.bucket.delete(key).catch(() => undefined);
    const again = await getDevis(db, id);
    if (again && again.status !== "brouillon") return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.frozen };
    console.warn("devis document not recorded", error);
    return { ok: false, reason: "storage" };
  }
  return { ok: true };
}

export async function removeDocument(deps: { db: Db; bucket: R2Bucket }, actor: Actor, id: number, documentId: number): Promise<DocumentOutcome> {
  const { db } = deps;
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status !== "brouillon") return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.frozen };
  const [doc] = await db
    .select()
    .from(devisDocuments)
    .where(and(eq(devisDocuments.id, documentId), eq(devisDocuments.devisId, id)))
    .limit(1);
  if (!doc) return { ok: false, reason: "not-found" };
  const results = await batchByName(db, {
    remove: db
      .delete(devisDocuments)
      .where(and(eq(devisDocuments.id, documentId), sql`exists (select 1 from ${devis} where ${devis.id} = ${id} and ${devis.status} = 'brouillon')`))
      .returning({ id: devisDocuments.id }),
    audit: auditInsert(db, { action: "devis.document_remove", actor, target: { type: "devis", id }, details: { number: row.number, filename: doc.filename } }),
  });
  if (results.remove.length === 0) return { ok: false, reason: "invalid", message: DOCUMENT_MESSAGES.frozen };
  await deps.bucket.delete(doc.r2Key).catch((error) => console.warn("devis document file not removed", error));
  return { ok: true };
}

/** The document attached to a devis e-mail, sent as stored. */
export const devisDocumentAttachment: AttachmentProducer<"devis-document"> = async (deps, ref) => {
  const [doc] = await deps.db.select().from(devisDocuments).where(eq(devisDocuments.id, ref.documentId)).limit(1);
  if (!doc) throw new Error(`Document ${ref.documentId} introuvable pour la pièce jointe`);
  const object = await deps.env.ATTACHMENTS.get(doc.r2Key);
  if (!object) throw new Error(`Document ${doc.r2Key} introuvable pour la pièce jointe`);
  return { filename: ref.filename, contentType: doc.mimeType, content: new Uint8Array(await object.arrayBuffer()) };
};
