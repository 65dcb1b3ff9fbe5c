// Where a link or a redirect staff type may lead: a path of this site, or an https address.
// Browser-safe: the forms check as you type, the server checks again, and the redirect
// handler re-checks stored rules before answering. See docs/decisions/317-link-targets.md.
import { z } from "zod";

export const LINK_MESSAGES = {
  localStart: "Un chemin du site commence par « / » (ex. /services/sondages).",
  backslash: "Le chemin ne doit pas contenir de barre oblique inversée (\\), même encodée (%5C) : les navigateurs la lisent comme « / ».",
  doubleSlash: "Le chemin ne doit pas contenir « // » : les navigateurs le lisent comme l'adresse d'un autre site.",
  dotSegment: "Le chemin ne doit pas contenir de segment « . » ou « .. », même encodé (%2e).",
  invisible: "Le chemin ne doit contenir ni espace ni caractère invisible.",
  markup: "Le chemin ne doit contenir ni guillemet ni chevron (\" ' < >).",
  encoding: "Le chemin contient un encodage « % » invalide.",
  https: "Une adresse externe commence par https:// (ex. https://www.georisques.gouv.fr).",
  externalInvalid: "Adresse externe invalide : indiquez une adresse complète, par exemple https://www.georisques.gouv.fr.",
  credentials: "L'adresse ne doit pas contenir d'identifiant ni de mot de passe (…@).",
} as const;

const BACKSLASH = /\\/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters hidden in a link.
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;
const MARKUP = /["'<>]/;

/** The value and its percent-decoded layers (at most four), or null when an escape is malformed. */
function layers(value: string): Array<string> | null {
  const result = [value];
  let current = value;
  for (let depth = 0; depth < 4; depth++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return result;
    result.push(decoded);
    current = decoded;
  }
  return null;
}

/**
 * Why `value` is not a safe path of this site, or null when it is one: an absolute path
 * ("/…", query and fragment allowed) with no backslash, no "//", no "." or ".." segment and
 * no invisible character, raw or percent-encoded (any depth up to four layers).
 */
export function localPathError(value: string): string | null {
  if (!value.startsWith("/")) return LINK_MESSAGES.localStart;
  const all = layers(value);
  if (!all) return LINK_MESSAGES.encoding;
  if (all.some((layer) => BACKSLASH.test(layer))) return LINK_MESSAGES.backslash;
  if (all.some((layer) => INVISIBLE.test(layer))) return LINK_MESSAGES.invisible;
  if (MARKUP.test(value)) return LINK_MESSAGES.markup;
  const path = value.replace(/[?#].*$/s, "");
  const paths = layers(path) ?? [path];
  if (paths.some((layer) => layer.includes("//"))) return LINK_MESSAGES.doubleSlash;
  if (paths.some((layer) => layer.split("/").some((segment) => segment === "." || segment === ".."))) return LINK_MESSAGES.dotSegment;
  return null;
}

export function isLocalPath(value: string): boolean {
  return localPathError(value) === null;
}

/** Why `value` is not an https address of another site, or null when it is one. */
export function externalUrlError(value: string): string | null {
  if (!/^https:\/\//i.test(value)) return /^http:\/\//i.test(value) ? LINK_MESSAGES.https : LINK_MESSAGES.externalInvalid;
  if (BACKSLASH.test(value) || INVISIBLE.test(value) || MARKUP.test(value)) return LINK_MESSAGES.externalInvalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return LINK_MESSAGES.externalInvalid;
  }
  if (url.protocol !== "https:" || !url.hostname.includes(".") || url.hostname.endsWith(".")) return LINK_MESSAGES.externalInvalid;
  if (url.username || url.password) return LINK_MESSAGES.credentials;
  return null;
}

/**
 * Why `value` is neither a safe path of this site nor an https address; `otherwise` is
 * the message for a value that is neither kind at all ("javascript:…", "www.…").
 */
export function linkTargetError(value: string, otherwise: string): string | null {
  if (value.startsWith("/")) return localPathError(value);
  if (/^https?:\/\//i.test(value)) return externalUrlError(value);
  return otherwise;
}

/** A form field holding a path of this site or an https address (trimmed, required). */
export function linkTargetField({
  required,
  otherwise,
  max,
  maxMessage = `${max} caractères au maximum`,
}: {
  required: string;
  otherwise: string;
  max: number;
  maxMessage?: string;
}) {
  return z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(max, maxMessage)
    .superRefine((value, ctx) => {
      const error = linkTargetError(value, otherwise);
      if (error) ctx.addIssue({ code: "custom", message: error });
    });
}
