// The words of a search query and their FTS5 form: shared by the site search (/search) and
// the news search (/actualites), over the same index (docs/decisions/306, 721). Browser-safe.

const MAX_TERMS = 8;

/** Lower case, accents removed: what FTS5's `unicode61 remove_diacritics 2` indexes. */
export function fold(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function tokens(text: string) {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Words that say nothing about a page ("étude de sol", "loi sur l'eau").
export const STOPWORDS = new Set(
  "a au aux avec ce ces d dans de des du en et il l la le les leur ma mon ne ou par pas pour qu que qui sa se ses son sur ta un une vos votre".split(" "),
);

/** The folded words of a query (at most 8, 40 characters each), as typed: the phrase. */
export function phraseTerms(input: string): Array<string> {
  return tokens(input)
    .slice(0, MAX_TERMS)
    .map((t) => t.slice(0, 40));
}

/** The words that must match: the phrase without its stopwords (unless it is only stopwords). */
export function queryTerms(input: string): Array<string> {
  const all = phraseTerms(input);
  const content = all.filter((t) => !STOPWORDS.has(t));
  return content.length > 0 ? content : all;
}

/** Words under 4 letters ("loi", "sol", "g5") match themselves and their plural, never as a prefix ("loi" ≠ "loire"). */
export const isShort = (term: string) => term.length < 4;

/**
 * A light French stem: plural -s/-x and a final -e dropped, so that "argiles" also finds
 * "argileux" and "pressiometre" finds "pressiométrique". Null when nothing is dropped or the
 * stem would be too short to be specific.
 */
export function stem(term: string): string | null {
  let s = term;
  if (s.length > 4 && /[sx]$/.test(s)) s = s.slice(0, -1);
  if (s.length > 4 && s.endsWith("e")) s = s.slice(0, -1);
  return s !== term && s.length >= 4 ? s : null;
}

/**
 * A safe FTS5 query: only letters and digits reach it, each word quoted (no operator,
 * column filter or syntax error can get through), matched as a prefix or by its stem;
 * all words must appear.
 */
export function toFtsQuery(terms: ReadonlyArray<string>): string | null {
  if (terms.length === 0) return null;
  return terms
    .map((t) => {
      if (isShort(t)) return `("${t}" OR "${t}s" OR "${t}x")`;
      const s = stem(t);
      return s ? `("${t}"* OR "${s}"*)` : `"${t}"*`;
    })
    .join(" AND ");
}

/** The words as typed, as one phrase, for the phrase bonus; null for one word. */
export function toPhraseQuery(phrase: ReadonlyArray<string>): string | null {
  if (phrase.length < 2) return null;
  const last = phrase.at(-1) ?? "";
  return `"${phrase.join(" ")}"${isShort(last) ? "" : "*"}`;
}
