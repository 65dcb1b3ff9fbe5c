// Values the server hands to a browser and reads back unchanged: JSON signed with
// HMAC-SHA256 under a key derived from JWT_SECRET with HKDF, one key per purpose (a value
// signed for one purpose never verifies for another, and never with the session key).
// The payload is readable, not secret. docs/decisions/728-one-key-per-purpose.md

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(value: string) {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * The HMAC key of one purpose: HKDF-SHA256 from JWT_SECRET (the session key) with the purpose
 * as `info`, as the sealing module derives its AES keys (app/lib/auth/sealed.server.ts).
 */
export async function purposeHmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("lutetia-geotechnique-hmac"), info: encoder.encode(purpose) },
    material,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  );
}

/**
 * The key values were signed with before docs/decisions/728 (`purpose:secret` as the HMAC
 * key): still read, never written, for the lookup links kept with simulations (3 years).
 */
function legacyKey(secret: string, purpose: string) {
  return crypto.subtle.importKey("raw", encoder.encode(`${purpose}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
}

const key = purposeHmacKey;

/** `payload.signature`, both base64url: the JSON of `value`, signed for `purpose`. */
export async function signJson(secret: string, purpose: string, value: unknown): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(value)));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret, purpose), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

/** The parsed JSON when `token` was signed by `signJson` for `purpose`; null otherwise (never throws). */
export async function verifyJson(secret: string, purpose: string, token: unknown, maxLength: number): Promise<unknown | null> {
  if (typeof token !== "string" || token.length > maxLength) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    const mac = fromBase64url(signature);
    const data = encoder.encode(payload);
    const valid = (await crypto.subtle.verify("HMAC", await key(secret, purpose), mac, data)) || (await crypto.subtle.verify("HMAC", await legacyKey(secret, purpose), mac, data));
    if (!valid) return null;
    return JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as unknown;
  } catch {
    return null;
  }
}
