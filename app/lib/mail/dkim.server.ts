// The firm's DKIM key for the MailChannels Email API (docs/decisions/326): the private key is
// the Worker secret MAILCHANNELS_DKIM_PRIVATE_KEY, the selector the var
// MAILCHANNELS_DKIM_SELECTOR, the domain the sender's (contact.from_email). The public half
// (the DNS record to publish) is derived from the private key with WebCrypto.
import type { AppEnv } from "~/lib/env.server";

export type DkimKey = { selector: string; privateKey: string };

export const DEFAULT_DKIM_SELECTOR = "mcdkim";
const SELECTOR = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export type DkimConfig = { state: "none" } | { state: "invalid"; reason: string; selector: string } | { state: "ready"; key: DkimKey };

/** « -----BEGIN … KEY----- … » or bare base64 → the base64 of the DER, without spaces. */
function base64Der(value: string): string | null {
  const body = value
    .replace(/-----(BEGIN|END)[A-Z ]*-----/g, "")
    .replace(/\\n/g, "")
    .replace(/\s+/g, "");
  if (body === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  try {
    atob(body);
    return body;
  } catch {
    return null;
  }
}

/** What the environment says about signing: nothing configured, a key that cannot be used, or the key. */
export function dkimConfig(env: Pick<AppEnv, "MAILCHANNELS_DKIM_PRIVATE_KEY" | "MAILCHANNELS_DKIM_SELECTOR">): DkimConfig {
  const selector = env.MAILCHANNELS_DKIM_SELECTOR ?? DEFAULT_DKIM_SELECTOR;
  if (!env.MAILCHANNELS_DKIM_PRIVATE_KEY) return { state: "none" };
  if (!SELECTOR.test(selector)) return { state: "invalid", selector, reason: `Le sélecteur DKIM « ${selector} » n'est pas un nom DNS valide.` };
  const privateKey = base64Der(env.MAILCHANNELS_DKIM_PRIVATE_KEY);
  if (!privateKey) return { state: "invalid", selector, reason: "La clé privée DKIM n'est ni un PEM ni du base64." };
  return { state: "ready", key: { selector, privateKey } };
}

/** The key, when signing is configured and usable. */
export function dkimKey(env: Pick<AppEnv, "MAILCHANNELS_DKIM_PRIVATE_KEY" | "MAILCHANNELS_DKIM_SELECTOR">): DkimKey | undefined {
  const config = dkimConfig(env);
  return config.state === "ready" ? config.key : undefined;
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function derLength(length: number): Array<number> {
  if (length < 0x80) return [length];
  const bytes: Array<number> = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

// PrivateKeyInfo { version 0, AlgorithmIdentifier rsaEncryption NULL, OCTET STRING RSAPrivateKey }:
// `openssl genrsa` writes PKCS #1, WebCrypto reads PKCS #8 only.
function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  const version = [0x02, 0x01, 0x00];
  const algorithm = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];
  const octets = [0x04, ...derLength(pkcs1.length), ...pkcs1];
  const content = [...version, ...algorithm, ...octets];
  return new Uint8Array([0x30, ...derLength(content.length), ...content]);
}

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

async function importPrivate(der: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("pkcs8", der, RSA, true, ["sign"]);
  } catch {
    return crypto.subtle.importKey("pkcs8", pkcs1ToPkcs8(der), RSA, true, ["sign"]);
  }
}

/** The base64 public key (SubjectPublicKeyInfo) of an RSA private key, or null when it is not one. */
export async function dkimPublicKey(privateKey: string): Promise<string | null> {
  try {
    const key = await importPrivate(fromBase64(privateKey));
    const jwk = await crypto.subtle.exportKey("jwk", key);
    if (!jwk.n || !jwk.e) return null;
    const publicKey = await crypto.subtle.importKey("jwk", { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RS256", ext: true }, RSA, true, ["verify"]);
    return toBase64(new Uint8Array((await crypto.subtle.exportKey("spki", publicKey)) as ArrayBuffer));
  } catch {
    return null;
  }
}

/** The TXT record to publish at `{selector}._domainkey.{domain}`. */
export function dkimRecordValue(publicKey: string | null): string {
  return `v=DKIM1; k=rsa; p=${publicKey ?? "<clé publique de votre clé DKIM>"}`;
}

/** True when one of the TXT values publishes this public key (tags read as RFC 6376 writes them). */
export function dkimRecordPresent(values: Array<string>, publicKey: string): boolean {
  return values.some((value) => {
    const tags = new Map(
      value
        .split(";")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const at = part.indexOf("=");
          return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, "")] as const;
        }),
    );
    const version = tags.get("v");
    return (version === undefined || version === "DKIM1") && tags.get("p") === publicKey;
  });
}
