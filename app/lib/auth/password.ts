/** Minimum staff password length (8 characters), shared by forms and the server. */
export const MIN_PASSWORD_LENGTH = 8;
/** Upper bound of a new password (docs/decisions/713): PBKDF2 of a huge input is wasted work. */
export const MAX_PASSWORD_LENGTH = 128;
/** The brand a password must not contain (docs/decisions/713). */
const BRAND = "lutetia";

/** The rule shown next to every new-password field, before any error: one sentence everywhere. */
export const PASSWORD_RULE = `De ${MIN_PASSWORD_LENGTH} à ${MAX_PASSWORD_LENGTH} caractères, pas un mot de passe courant, et sans la partie de votre adresse e-mail avant « @ » ni le nom « Lutetia ».`;

export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  tooLong: `Le mot de passe doit contenir au plus ${MAX_PASSWORD_LENGTH} caractères`,
  containsEmail: "Le mot de passe ne doit pas contenir l'adresse e-mail du compte.",
  containsBrand: "Le mot de passe ne doit pas contenir le nom « Lutetia ».",
  common: "Ce mot de passe fait partie des mots de passe les plus courants : choisissez-en un autre.",
} as const;

/**
 * The policy for a new or changed password (docs/decisions/713): length only, no composition rules;
 * refused when it is one of the most common passwords (`common`, lower-cased: see
 * common-passwords.ts), or contains the account's e-mail local part or the brand. Returns the
 * French message of the first rule broken, or null.
 */
export function passwordPolicyError(password: string, email: string, common: ReadonlySet<string>): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (common.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  const folded = password.toLowerCase();
  const local = email.split("@")[0]?.trim().toLowerCase() ?? "";
  // A one- or two-letter local part would refuse half of all passwords.
  if (local.length >= 3 && folded.includes(local)) return PASSWORD_MESSAGES.containsEmail;
  if (folded.includes(BRAND)) return PASSWORD_MESSAGES.containsBrand;
  return null;
}
