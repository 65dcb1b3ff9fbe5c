// The closed lists of the firm's data, and the footer's one-line credential: no dependency,
// so the public layout (hydrated on form pages) carries no zod or Drizzle for them (docs/decisions/753).
import type { CredentialKind } from "../../db/types";

/** What the public pages show of a credential. */
export type PublicCredential = { kind: CredentialKind; label: string; number: string; issuer: string; validUntil: string | null };

/** « Qualification OPQIBI 1001 n° 17 04 1234 (OPQIBI) »: one credential in one line. */
export function credentialLine(credential: Pick<PublicCredential, "label" | "number" | "issuer">): string {
  const number = credential.number ? ` n° ${credential.number}` : "";
  const issuer = credential.issuer && !credential.label.includes(credential.issuer) ? ` (${credential.issuer})` : "";
  return `${credential.label}${number}${issuer}`;
}
