// Presentation rules of the territory pages (regions, departments, cities), pure and safe in
// the browser.

const PLURAL_NAMES = new Set([
  "Alpes-de-Haute-Provence",
  "Hautes-Alpes",
  "Alpes-Maritimes",
  "Ardennes",
  "Bouches-du-Rhône",
  "Côtes-d'Armor",
  "Deux-Sèvres",
  "Hauts-de-Seine",
  "Landes",
  "Pyrénées-Atlantiques",
  "Hautes-Pyrénées",
  "Pyrénées-Orientales",
  "Vosges",
  "Yvelines",
]);
const EN_NAMES = new Set([
  "Seine-Saint-Denis",
  "Corse-du-Sud",
  "Loir-et-Cher",
  "Eure-et-Loir",
  "Indre-et-Loire",
  "Maine-et-Loire",
  "Saône-et-Loire",
  "Lot-et-Garonne",
  "Tarn-et-Garonne",
  "Guadeloupe",
  "Martinique",
  "Guyane",
  "Mayotte",
  "Île-de-France",
]);
const DANS_LE_NAMES = new Set(["Finistère", "Vaucluse", "Puy-de-Dôme", "Val-de-Marne", "Val-d'Oise", "Territoire de Belfort", "Pas-de-Calais", "Calvados", "Morbihan"]);

/**
 * The preposition before a department name: "aux Yvelines", "en Seine-Saint-Denis",
 * "dans le Rhône". Default: "en" for names ending in "e" (except "-oire" and "-ône"),
 * otherwise "dans le". Paris is a city-department: "à Paris".
 */
export function departmentPreposition(name: string): string {
  if (name === "Paris") return "à";
  if (PLURAL_NAMES.has(name)) return "aux";
  if (EN_NAMES.has(name)) return "en";
  if (DANS_LE_NAMES.has(name)) return "dans le";
  const lower = name.toLowerCase();
  if (lower.endsWith("e") && !lower.endsWith("oire") && !lower.endsWith("ône")) return "en";
  return "dans le";
}

/** "aux Yvelines", "en Isère", "dans le Rhône", "à Paris" */
export function withPreposition(name: string): string {
  return `${departmentPreposition(name)} ${name}`;
}

/**
 * Up to `count` other departments of the same region, chosen deterministically:
 * the ones that follow the current code in code order, wrapping around.
 */
export function neighbourDepartments<T extends { code: string }>(current: string, sameRegion: Array<T>, count = 3): Array<T> {
  const others = [...sameRegion].sort((a, b) => a.code.localeCompare(b.code, "fr", { numeric: true }));
  const index = others.findIndex((d) => d.code === current);
  if (index === -1) return others.slice(0, count);
  const result: Array<T> = [];
  for (let step = 1; step < others.length && result.length < count; step++) {
    result.push(others[(index + step) % others.length]);
  }
  return result;
}

export type GeologyTheme = { id: string; title: string; sentences: Array<string> };

const THEMES: Array<{ id: string; title: string; primary: Array<string>; keywords: Array<string> }> = [
  {
    id: "contexte",
    title: "Contexte géologique général",
    primary: ["bassin", "sédimentaire", "socle", "orogen", "géologiquement"],
    keywords: ["géolog", "massif", "histoire", "million", "dépôt", "tertiaire", "secondaire", "quaternaire"],
  },
  {
    id: "formations",
    title: "Formations lithologiques",
    primary: ["formation", "litholog", "calcaire", "argile", "marne", "craie", "gypse", "granite", "schiste"],
    keywords: ["sable", "alluvion", "limon", "grès", "molasse", "roche", "couche", "moraine", "silex", "remblai"],
  },
  {
    id: "relief",
    title: "Relief et topographie",
    primary: ["relief", "topograph", "altitude", "plateau", "colline"],
    keywords: ["vallée", "pente", "coteau", "falaise", "butte", "versant", "balme", "mont", "plaine"],
  },
  {
    id: "hydrologie",
    title: "Hydrologie et hydrogéologie",
    primary: ["nappe", "hydrolog", "hydrogéolog", "inondation", "crue"],
    keywords: ["eau", "rivière", "fleuve", "source", "aquifère", "ruissellement", "seine", "loire", "rhône"],
  },
  {
    id: "enjeux",
    title: "Enjeux géotechniques",
    primary: ["fondation", "tassement", "cavité", "carrière", "retrait-gonflement", "glissement"],
    keywords: ["risque", "sinistre", "stabilité", "effondrement", "dissolution", "sismi", "aléa", "mouvement"],
  },
];

function fold(value: string) {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

/** Keywords match at the start of a word: "eau" finds "eaux", not "plateau". */
function containsWord(folded: string, keyword: string) {
  const k = fold(keyword);
  let from = 0;
  for (;;) {
    const at = folded.indexOf(k, from);
    if (at === -1) return false;
    if (at === 0 || !/[a-z0-9]/.test(folded[at - 1])) return true;
    from = at + 1;
  }
}

/**
 * Splits a geological description into sentences and sorts them into five themes:
 * the first theme (in order) whose primary keyword the sentence contains, else the
 * theme with the most keyword hits, else the general context. Empty themes are
 * dropped; when nothing is left, one general section holds the whole text.
 */
export function splitGeologyThemes(text: string): Array<GeologyTheme> {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const buckets = new Map<string, Array<string>>(THEMES.map((t) => [t.id, []]));
  for (const sentence of sentences) {
    const folded = fold(sentence);
    const first = THEMES.find((t) => t.primary.some((k) => containsWord(folded, k)));
    let theme = first?.id;
    if (!theme) {
      let best = 0;
      for (const t of THEMES) {
        const hits = t.keywords.filter((k) => containsWord(folded, k)).length;
        if (hits > best) {
          best = hits;
          theme = t.id;
        }
      }
    }
    buckets.get(theme ?? "contexte")?.push(sentence);
  }
  const result = THEMES.map((t) => ({ id: t.id, title: t.title, sentences: buckets.get(t.id) ?? [] })).filter((t) => t.sentences.length > 0);
  if (result.length === 0 && text.trim()) return [{ id: "contexte", title: THEMES[0].title, sentences: [text.trim()] }];
  return result;
}
