// The identity of a person across the stores: the lower-cased e-mail address, its SHA-256
// (the register after 3 years, the newsletter suppression list) and the forms a phone number
// is typed in (docs/decisions/341).
import { sha256Hex } from "../sha256.server";

/** An address as every store compares it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Hex SHA-256 of the lower-cased address, unkeyed on purpose: a keyed hash would be lost
 * with its key, and a suppression lost is an address subscribed again (docs/decisions/341).
 */
export function emailHash(email: string): Promise<string> {
  return sha256Hex(normaliseEmail(email));
}

/** The separators the phone columns' `*_digits` twins leave out (app/db/schema.ts). */
const PHONE_SEPARATORS = /[ .\-()\u00a0]/g;

/**
 * The ways one French number may be stored once its separators are gone: « 06 12 34 56 78 »,
 * « +33 6 12 34 56 78 », « 0033 6… », « +33 (0)6… » are the same line. Another number is
 * looked up as typed (without separators).
 */
export function phoneVariants(phone: string): Array<string> {
  const compact = phone.replace(PHONE_SEPARATORS, "");
  const national = /^0[1-9]\d{8}$/.test(compact)
    ? compact
    : /^\+33[1-9]\d{8}$/.test(compact)
      ? `0${compact.slice(3)}`
      : /^0033[1-9]\d{8}$/.test(compact)
        ? `0${compact.slice(4)}`
        : /^\+330[1-9]\d{8}$/.test(compact)
          ? compact.slice(3)
          : null;
  if (!national) return compact === "" ? [] : [compact];
  const rest = national.slice(1);
  return [national, `+33${rest}`, `0033${rest}`, `+330${rest}`];
}
