/** Name of the form field that carries the Turnstile token (same as spam.server.ts). */
export const TURNSTILE_FIELD_NAME = "cf-turnstile-response";
