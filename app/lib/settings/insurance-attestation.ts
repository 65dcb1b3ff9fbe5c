// The insurer's attestation, a PDF uploaded in « Paramètres » → Société and attached to every
// devis e-mail (docs/decisions/636-insurance-on-the-devis.md). Its reference is one row of the
// settings table (section « insurance », key « attestation », JSON), not a setting definition:
// it is never a text field. Browser-safe.

export const ATTESTATION_SETTING = { section: "insurance", key: "attestation" } as const;

/** The file as stored: the R2 key (under `insurance/`), its name, size, SHA-256 and upload time. */
export type InsuranceAttestation = { key: string; filename: string; size: number; sha256: string; uploadedAt: string };

/** Same limit as the contact form's attachments (DECISIONS.md: ≤ 10 MB each). */
export const ATTESTATION_MAX_BYTES = 10 * 1024 * 1024;

export const ATTESTATION_MESSAGES = {
  missing: "Choisissez le fichier PDF de l'attestation d'assurance.",
  type: "L'attestation doit être un fichier PDF (.pdf).",
  content: "Le contenu du fichier ne correspond pas à un PDF : enregistrez l'attestation au format PDF.",
  size: "Le fichier dépasse 10 Mo.",
  stored: "Attestation d'assurance enregistrée : elle sera jointe aux prochains devis envoyés.",
  failed: "L'attestation n'a pas pu être enregistrée. Réessayez dans un instant : rien n'a été modifié.",
} as const;

/** The stored attestation from the settings rows, or null (none, or an unreadable row). */
export function attestationOf(rows: ReadonlyArray<{ section: string; key: string; value: string }>): InsuranceAttestation | null {
  const row = rows.find((r) => r.section === ATTESTATION_SETTING.section && r.key === ATTESTATION_SETTING.key);
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Partial<InsuranceAttestation>;
    if (typeof value.key !== "string" || !value.key.startsWith("insurance/") || typeof value.filename !== "string") return null;
    return { key: value.key, filename: value.filename, size: Number(value.size ?? 0), sha256: String(value.sha256 ?? ""), uploadedAt: String(value.uploadedAt ?? "") };
  } catch {
    return null;
  }
}
