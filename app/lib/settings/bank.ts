// The firm's bank details as a client pays the deposit with them: the IBAN checked with its
// ISO 13616 key (mod 97), the BIC's shape (ISO 9362), and the IBAN masked wherever a list
// shows it. Browser-safe. docs/decisions/642-deposit-and-payments.md

/** Length of the IBAN by country for the SEPA countries a French client pays from. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** « fr76 3000 6000 0112 3456 7890 189 » → « FR7630006000011234567890189 ». */
export function compactIban(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export type IbanCheck = { ok: true; iban: string } | { ok: false; reason: "refused"; message: string };

export const IBAN_MESSAGES = {
  shape: "IBAN invalide : deux lettres du pays, deux chiffres de clé puis le numéro de compte (ex. FR76 3000 6000 0112 3456 7890 189)",
  length: (country: string, length: number) => `IBAN invalide : un IBAN ${country} compte ${length} caractères`,
  key: "IBAN invalide : la clé de contrôle ne correspond pas (vérifiez chaque caractère)",
  bic: "BIC invalide : 8 ou 11 caractères (ex. AGRIFRPPXXX)",
} as const;

/** The ISO 13616 check: the four first characters moved to the end, letters as 10–35, the number mod 97 equals 1. */
export function checkIban(value: string): IbanCheck {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return { ok: false, reason: "refused", message: IBAN_MESSAGES.shape };
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected && iban.length !== expected) return { ok: false, reason: "refused", message: IBAN_MESSAGES.length(iban.slice(0, 2), expected) };
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? { ok: true, iban } : { ok: false, reason: "refused", message: IBAN_MESSAGES.key };
}

/** « FR76 3000 6000 0112 3456 7890 189 »: groups of four, as a client copies it. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/** « FR76 •••• •••• •••• •••• •••• 189 »: the country, the key and the last characters. */
export function maskIban(value: string): string {
  const iban = compactIban(value);
  if (iban.length < 8) return iban;
  const middle = iban.slice(4, -3).replace(/./g, "•");
  return formatIban(iban.slice(0, 4) + middle + iban.slice(-3));
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s/g, "").toUpperCase());
}
