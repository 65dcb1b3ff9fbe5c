// The client's personal link /devis/{token}: 256 random bits. The database keeps their
// SHA-256 (the lookup) and the token sealed with AES-GCM under a key derived from
// JWT_SECRET, so that the scheduled reminder and the page of a replaced version can
// write the link again, while a copy of the database alone opens nothing.
// docs/decisions/621-devis-versions-and-freeze.md
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devis } from "~/db/schema";
import { seal, unseal } from "~/lib/auth/sealed.server";
import { hashAccountToken, newAccountToken } from "~/lib/auth/tokens.server";

/** 32 random bytes, base64url without padding (43 characters). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = newAccountToken;
export const hashLinkToken = hashAccountToken;

export async function sealLinkToken(jwtSecret: string, token: string): Promise<string> {
  return seal(jwtSecret, "devis-link-v1", new TextEncoder().encode(token));
}

/** The token, or null when the stored value cannot be opened (another JWT_SECRET, tampering). */
export async function openLinkToken(jwtSecret: string, stored: string | null): Promise<string | null> {
  const plain = await unseal(jwtSecret, "devis-link-v1", stored);
  return plain ? new TextDecoder().decode(plain) : null;
}

export function devisLink(origin: string, token: string): string {
  return `${origin}/devis/${token}`;
}

/** The row a link opens, or null for a malformed or unknown token. */
export async function findDevisByToken(db: Db, token: string): Promise<typeof devis.$inferSelect | null> {
  if (!LINK_TOKEN_PATTERN.test(token)) return null;
  const hash = await hashLinkToken(token);
  const [row] = await db.select().from(devis).where(eq(devis.tokenHash, hash)).limit(1);
  return row ?? null;
}
