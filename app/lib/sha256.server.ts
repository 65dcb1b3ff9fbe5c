// Hex SHA-256, the one digest the stores keep (token, e-mail and recovery-code hashes, the
// fingerprint of a PDF). Web Crypto, so it runs in the Worker and in Node scripts alike.

export async function sha256Hex(input: string | Uint8Array): Promise<string> {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
