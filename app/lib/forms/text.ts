// Browser-safe checks shared by the public form schemas.

export const CONTROL_CHARACTERS_MESSAGE = "Ce champ ne doit contenir ni retour à la ligne, ni tabulation, ni autre caractère de contrôle.";
export const MULTILINE_CONTROL_CHARACTERS_MESSAGE = "Le texte contient des caractères de contrôle non autorisés.";

// C0 and C1 controls, DEL, and the Unicode line/paragraph separators: they end up in
// e-mail subjects, display names and CSV exports, where they break lines or headers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters and refuse them
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A message may keep its line breaks and tabs, nothing else.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters and refuse them
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when a one-line field (name, e-mail, phone, town…) holds no control character. */
export function isOneLine(value: string) {
  return !ONE_LINE_FORBIDDEN.test(value);
}

/** True when a multi-line field holds no control character other than line breaks and tabs. */
export function isCleanMultiline(value: string) {
  return !MULTILINE_FORBIDDEN.test(value);
}
