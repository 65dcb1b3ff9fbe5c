// Secrets kept at rest that the server must read back (a TOTP secret, a devis link token):
// AES-GCM under a key derived with HKDF from JWT_SECRET, one `purpose` per use so that a
// value sealed for one cannot be opened as the other. Stored as `v1:<iv>:<ciphertext>`
// (base64). docs/decisions/707, docs/decisions/621-devis-versions-and-freeze.md

/** The HKDF `info` of each use; changing one makes every stored value of that use unreadable. */
export type SealPurpose = "totp-secret-v1" | "devis-link-v1";

const encoder = new TextEncoder();

async function sealKey(jwtSecret: string, purpose: SealPurpose) {
  const material = await crypto.subtle.importKey("raw", encoder.encode(jwtSecret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("lutetia-geotechnique"), info: encoder.encode(purpose) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0));

export async function seal(jwtSecret: string, purpose: SealPurpose, plain: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealKey(jwtSecret, purpose), plain as Uint8Array<ArrayBuffer>));
  return `v1:${toBase64(iv)}:${toBase64(sealed)}`;
}

/** The plain bytes, or null when the stored value cannot be opened (another JWT_SECRET, another purpose, tampering). */
export async function unseal(jwtSecret: string, purpose: SealPurpose, stored: string | null): Promise<Uint8Array | null> {
  const [version, iv, sealed] = (stored ?? "").split(":");
  if (version !== "v1" || !iv || !sealed) return null;
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await sealKey(jwtSecret, purpose), fromBase64(sealed)));
  } catch {
    return null;
  }
}
