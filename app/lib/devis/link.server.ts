// The client's personal link /devis/{token}: 256 random bits. The database keeps their
// SHA-256 (the lookup) and the token sealed with AES-GCM under a key derived from
// JWT_SECRET, so that the scheduled reminder and the page of a replaced version can
// write the link again, while a copy of the database alone opens nothing.
// docs/decisions/621-devis-versions-and-freeze.md
import { hashAccountToken, newAccountToken } from "~/lib/auth/tokens.server";

/** 32 random bytes, base64url without padding (43 characters). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = newAccountToken;
export const hashLinkToken = hashAccountToken;

const encoder = new TextEncoder();

async function linkKey(jwtSecret: string) {
  const material = await crypto.subtle.importKey("raw", encoder.encode(jwtSecret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("lutetia-geotechnique"), info: encoder.encode("devis-link-v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0));

export async function sealLinkToken(jwtSecret: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await linkKey(jwtSecret), encoder.encode(token)));
  return `v1:${toBase64(iv)}:${toBase64(sealed)}`;
}

/** The token, or null when the stored value cannot be opened (another JWT_SECRET, tampering). */
export async function openLinkToken(jwtSecret: string, stored: string | null): Promise<string | null> {
  const [version, iv, sealed] = (stored ?? "").split(":");
  if (version !== "v1" || !iv || !sealed) return null;
  try {
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await linkKey(jwtSecret), fromBase64(sealed)));
  } catch {
    return null;
  }
}

export function devisLink(origin: string, token: string): string {
  return `${origin}/devis/${token}`;
}

/** Hex SHA-256 of a file's bytes (the proof's hash of the PDF served). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
