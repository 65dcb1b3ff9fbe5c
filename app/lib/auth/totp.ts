// HOTP (RFC 4226) and TOTP (RFC 6238) on WebCrypto: HMAC-SHA1, 30-second steps, 6 digits,
// the parameters every authenticator app reads from an otpauth:// URI.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;
export const TOTP_ISSUER = "Lutetia Géotechnique";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); null on any other character. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  const out: Array<number> = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

export function newTotpSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES));
}

/** RFC 4226 §5.3: HMAC-SHA1 of the 8-byte counter, dynamic truncation, `digits` decimal digits. */
export async function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new ArrayBuffer(8);
  const view = new DataView(message);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const key = await crypto.subtle.importKey("raw", secret as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step a moment falls in (RFC 6238 T). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

export function totp(secret: Uint8Array, now: Date, digits = TOTP_DIGITS): Promise<string> {
  return hotp(secret, totpStep(now), digits);
}

/** Six digits, spaces allowed ("123 456"). */
export function normaliseTotpCode(input: string): string | null {
  const code = input.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The step whose code `code` is, within ±TOTP_WINDOW of `now` and strictly after
 * `lastUsedStep` (a code already accepted, or an older one, is refused); null otherwise.
 * Every candidate is computed and compared without an early exit.
 */
export async function matchTotp(secret: Uint8Array, code: string, now: Date, lastUsedStep: number | null): Promise<number | null> {
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = await hotp(secret, step);
    let diff = 0;
    for (let i = 0; i < TOTP_DIGITS; i++) diff |= expected.charCodeAt(i) ^ code.charCodeAt(i);
    if (diff === 0 && code.length === TOTP_DIGITS && (lastUsedStep === null || step > lastUsedStep) && matched === null) matched = step;
  }
  return matched;
}

/** The URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(email: string, secretBase32: string): string {
  const issuer = encodeURIComponent(TOTP_ISSUER);
  return `otpauth://totp/${issuer}:${encodeURIComponent(email).replace(/%40/g, "@")}?secret=${secretBase32}&issuer=${issuer}`;
}

/** The secret as typed by hand: groups of four characters. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})/g, "$1 ").trim();
}
