export type Suggestion = { label: string; href: string };

const serviceSuggestions: Array<Suggestion> = [
  { label: "Études géotechniques", href: "/services/etudes-geotechniques" },
  { label: "Diagnostics & expertises", href: "/services/diagnostics" },
  { label: "Sondages & prélèvements", href: "/services/sondages" },
];
const placeSuggestions: Array<Suggestion> = [
  { label: "Île-de-France", href: "/regions/ile-de-france" },
  { label: "Paris (75)", href: "/departements/75" },
  { label: "Nous contacter", href: "/contact" },
];
const defaultSuggestions: Array<Suggestion> = [
  { label: "Accueil", href: "/" },
  { label: "Nos services", href: "/services" },
  { label: "Nous contacter", href: "/contact" },
];

function fold(value: string) {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Suggestions of the 404 page: by what the missing path mentions. */
export function notFoundSuggestions(pathname: string): Array<Suggestion> {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  const folded = fold(path);
  if (folded.includes("service") || folded.includes("etude")) return serviceSuggestions;
  if (folded.includes("ville") || folded.includes("departement") || /\d{5}/.test(folded)) return placeSuggestions;
  return defaultSuggestions;
}

/** The words of a missing path, recorded as the visitor's search term. */
export function searchTermFromPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // ignore
  }
  return path
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .join(" ")
    .slice(0, 200);
}
