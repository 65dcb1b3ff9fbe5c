// The common-password rule (docs/decisions/713): the 10 000 most frequent passwords of
// @zxcvbn-ts/language-common (its `passwords-common` list is ordered by frequency). Shared by
// the Vite plugin that bakes the list into the Worker (scripts/common-passwords-plugin.ts)
// and by `npm run admin:create`, so both refuse exactly the same passwords.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password.ts";

export const COMMON_PASSWORDS_COUNT = 10_000;

/**
 * The first 10 000 entries of a frequency-ordered list, lower-cased. Entries the length rule
 * already refuses are left out (two thirds of them are shorter than 8 characters): they would
 * only weigh on the Worker bundle.
 */
export function topCommonPasswords(ranked: ReadonlyArray<string>): Array<string> {
  const kept = new Set<string>();
  for (const entry of ranked.slice(0, COMMON_PASSWORDS_COUNT)) {
    const length = [...entry].length;
    if (length >= MIN_PASSWORD_LENGTH && length <= MAX_PASSWORD_LENGTH) kept.add(entry.toLowerCase());
  }
  return [...kept];
}
