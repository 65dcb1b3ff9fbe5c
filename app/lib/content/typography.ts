// French typography of the texts the product writes, pure and safe in the browser.

/** U+202F, the narrow no-break space of French typography. */
export const NNBSP = "\u202f";

/**
 * A narrow no-break space before « ; : ! ? » and inside guillemets (« … »), so that
 * punctuation never starts a line. Only spaces already typed before ; : ! ? are replaced
 * (a colon glued to a word, as in 12:30, https:// or a CSS class, is left alone); guillemets
 * always get one. Idempotent.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0\u2009\u202f]+(?=[;:!?])/g, NNBSP)
    .replace(/«[ \u00a0\u2009\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u2009\u202f]*»/g, `${NNBSP}»`);
}

const DU = new Set(["Grand Est", "Centre-Val de Loire"]);
const DES = new Set(["Hauts-de-France", "Pays de la Loire"]);

/** "d'Île-de-France", "d'Occitanie", "du Grand Est", "des Hauts-de-France", "de Normandie". */
export function ofPlace(name: string): string {
  if (DU.has(name)) return `du ${name}`;
  if (DES.has(name)) return `des ${name}`;
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/**
 * "in {region}": « en Île-de-France », « en Normandie », « dans le Grand Est », « dans les
 * Hauts-de-France », « à La Réunion », « à Mayotte ». The names the regions use themselves
 * with "en" (« en Centre-Val de Loire ») keep it.
 */
export function inPlace(name: string): string {
  if (name === "Grand Est") return `dans le ${name}`;
  if (DES.has(name)) return `dans les ${name}`;
  if (/^La /.test(name)) return `à ${name}`;
  if (name === "Mayotte") return `à ${name}`;
  return `en ${name}`;
}
