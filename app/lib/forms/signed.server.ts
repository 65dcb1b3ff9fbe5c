// Values the server hands to a browser and reads back unchanged: JSON signed with
// HMAC-SHA256, the key derived from JWT_SECRET with a purpose label (a value signed for one
// purpose never verifies for another). The payload is readable, not secret.

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

async function key(secret: string, purpose: string) {
  return crypto.subtle.importKey("raw", encoder.encode(`${purpose}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

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
    const valid = await crypto.subtle.verify("HMAC", await key(secret, purpose), fromBase64url(signature), encoder.encode(payload));
    if (!valid) return null;
    return JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as unknown;
  } catch {
    return null;
  }
}
