// The personal link at the foot of every e-mail to a visitor: a token that carries the
// address and an HMAC of it, so that the page it opens knows whose data the request is
// about without storing anything (docs/decisions/342). It opens a request form only: a
// forwarded link lets someone ask, never erase. Its HMAC key is derived for this purpose
// only, never the session key itself (docs/decisions/728-one-key-per-purpose.md).
import { purposeHmacKey } from "~/lib/forms/signed.server";

const PURPOSE = "lutetia-privacy-link:v1:";
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The HKDF `info` of the link's key (docs/decisions/728). */
export const PRIVACY_LINK_KEY_PURPOSE = "privacy-link-v2";

const key = (secret: string) => purposeHmacKey(secret, PRIVACY_LINK_KEY_PURPOSE);

/** The token of an address (lower-cased): `base64url(address).base64url(HMAC)`. */
export async function privacyLinkToken(secret: string, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(PURPOSE + address)));
  return `${base64url(encoder.encode(address))}.${base64url(signature)}`;
}

/** The address a token carries, or null when it is malformed or its signature is wrong. */
export async function readPrivacyLinkToken(secret: string, token: string): Promise<string | null> {
  if (token.length > 600) return null;
  const [payload, mac, ...rest] = token.split(".");
  if (!payload || !mac || rest.length > 0) return null;
  const addressBytes = fromBase64url(payload);
  const signature = fromBase64url(mac);
  if (!addressBytes || !signature) return null;
  const address = new TextDecoder().decode(addressBytes);
  const valid = await crypto.subtle.verify("HMAC", await key(secret), signature, encoder.encode(PURPOSE + address));
  return valid && address.includes("@") ? address : null;
}

export const privacyLinkPath = (token: string) => `/donnees-personnelles/${token}`;

/** The absolute URL of the personal link of an address. */
export async function privacyLinkUrl(secret: string, origin: string, email: string): Promise<string> {
  return `${origin}${privacyLinkPath(await privacyLinkToken(secret, email))}`;
}

/** The line every e-mail to a visitor ends with (footer note). */
export function privacyLinkNote(url: string): string {
  return `Vos données personnelles : pour savoir ce que nous conservons à votre sujet ou en demander l'effacement, suivez ce lien personnel : ${url}`;
}
