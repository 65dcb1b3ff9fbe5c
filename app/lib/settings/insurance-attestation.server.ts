// Storing the insurer's attestation (R2, ATTACHMENTS bucket, `insurance/…`) and attaching it to
// the devis e-mail (docs/decisions/636-insurance-on-the-devis.md). A new upload never deletes the
// previous file: an e-mail already queued names the file it was written with.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { settings as settingsTable } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { hasSignature } from "~/lib/files/signatures";
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { sha256Hex } from "../sha256.server";
import { ATTESTATION_MAX_BYTES, ATTESTATION_MESSAGES, ATTESTATION_SETTING, attestationOf, type InsuranceAttestation } from "./insurance-attestation";

export async function getInsuranceAttestation(db: Db): Promise<InsuranceAttestation | null> {
  const rows = await db
    .select({ section: settingsTable.section, key: settingsTable.key, value: settingsTable.value })
    .from(settingsTable)
    .where(and(eq(settingsTable.section, ATTESTATION_SETTING.section), eq(settingsTable.key, ATTESTATION_SETTING.key)));
  return attestationOf(rows);
}

/** « attestation-assurance.pdf » from a client's file name: letters, digits, dashes; never a path. */
function safeName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "attestation-assurance"}.pdf`;
}

export type AttestationOutcome = { ok: true; attestation: InsuranceAttestation } | { ok: false; message: string };

/**
 * Checks the file as the contact form's attachments are checked (extension, size, content by its
 * magic number), stores it in R2, then records it with its audit row in one batch; a failed
 * batch deletes the file it stored.
 */
export async function storeInsuranceAttestation(deps: { db: Db; bucket: R2Bucket }, actor: Actor, file: File | null, now = new Date()): Promise<AttestationOutcome> {
  if (!file || file.size === 0) return { ok: false, message: ATTESTATION_MESSAGES.missing };
  if (!/\.pdf$/i.test(file.name)) return { ok: false, message: ATTESTATION_MESSAGES.type };
  if (file.size > ATTESTATION_MAX_BYTES) return { ok: false, message: ATTESTATION_MESSAGES.size };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasSignature("pdf", bytes)) return { ok: false, message: ATTESTATION_MESSAGES.content };
  const attestation: InsuranceAttestation = {
    key: `insurance/attestation-${crypto.randomUUID()}.pdf`,
    filename: safeName(file.name),
    size: bytes.byteLength,
    sha256: await sha256Hex(bytes),
    uploadedAt: now.toISOString(),
  };
  try {
    await deps.bucket.put(attestation.key, bytes, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { sha256: attestation.sha256 } });
  } catch (error) {
    console.warn("insurance attestation not stored", error);
    return { ok: false, message: ATTESTATION_MESSAGES.failed };
  }
  const value = JSON.stringify(attestation);
  try {
    await deps.db.batch([
      deps.db
        .insert(settingsTable)
        .values({ ...ATTESTATION_SETTING, value, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({ target: [settingsTable.section, settingsTable.key], set: { value, updatedAt: now, updatedBy: actor.id } }),
      auditInsert(deps.db, {
        action: "setting.insurance_attestation",
        actor,
        target: { type: "setting", id: "insurance.attestation" },
        details: { filename: attestation.filename, size: attestation.size, sha256: attestation.sha256 },
      }),
    ]);
  } catch (error) {
    console.warn("insurance attestation not recorded", error);
    await deps.bucket.delete(attestation.key).catch(() => undefined);
    return { ok: false, message: ATTESTATION_MESSAGES.failed };
  }
  return { ok: true, attestation };
}

/** The attestation as a devis e-mail attaches it: the file the reference names, read at send time. */
export const insuranceAttestationAttachment: AttachmentProducer<"insurance-attestation"> = async (deps, ref) => {
  // Only the attestations the Worker stored itself: a reference is never a path a visitor chose.
  if (!ref.key.startsWith("insurance/")) throw new Error(`Pièce jointe refusée : ${ref.key}`);
  const object = await deps.env.ATTACHMENTS.get(ref.key);
  if (!object) throw new Error(`Attestation ${ref.key} introuvable pour la pièce jointe`);
  return { filename: ref.filename, contentType: "application/pdf", content: new Uint8Array(await object.arrayBuffer()) };
};
