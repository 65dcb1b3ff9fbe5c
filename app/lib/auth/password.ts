/** Minimum staff password length (DECISIONS.md), shared by forms and the server. */
export const MIN_PASSWORD_LENGTH = 8;
