import { and, count, eq, sql } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { publiclyVisible } from "~/lib/content/articles.server";
import { MARK_END, MARK_START, SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchKind } from "./constants";
import { rebuildSearchIndexStatements } from "./index-statements";
import { isShort, STOPWORDS, stem, tokens, toFtsQuery, toPhraseQuery } from "./query";
import { BEST_BETS, OFFERS } from "./route-pages";

// Ranking: see docs/decisions/306-search-ranking.md. FTS5 finds the matches; the order is
// computed here, because bm25 gives every common domain word (argiles, sol, étude…) an IDF
// of ~0 and its column weights stop mattering.

/** Matches ranked per query at most (the whole index is a few hundred rows). */
export const SEARCH_CANDIDATES = 500;

export async function rebuildSearchIndex(db: Db) {
  const [first, ...rest] = rebuildSearchIndexStatements(db);
  await db.batch([first, ...rest]);
}

export { fold, phraseTerms, queryTerms, stem, toFtsQuery, toPhraseQuery } from "./query";

export type SearchHit = { kind: SearchKind; url: string; title: string; snippet: string };

// The FTS5 table lives in a custom migration; this description is for queries only
// (it is not exported from app/db/schema.ts, so drizzle-kit never tries to create it).
const searchIndex = sqliteTable("search_index", {
  kind: text("kind").notNull(),
  ref: text("ref").notNull(),
  url: text("url").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
});

/** One round trip: counts per kind, the candidates (title matches first), the phrase matches. */
export function searchQueries(db: Db, query: { terms: ReadonlyArray<string>; phrase: ReadonlyArray<string> }, kind: SearchKind | null, now: Date) {
  const fts = toFtsQuery(query.terms) ?? '""';
  const phrase = toPhraseQuery(query.phrase);
  // Scheduled articles are indexed with the others; they stay out of the results until
  // their publication instant (compared with the request's clock, no reindexing job).
  const visible = sql`(${searchIndex.kind} <> 'article' or ${searchIndex.ref} in (select ${blogPosts.slug} from ${blogPosts} where ${publiclyVisible(now)}))`;
  const match = (query: string) => sql`search_index match ${query} and ${visible}`;
  const ofKind = kind ? eq(searchIndex.kind, kind) : undefined;
  const columns = {
    kind: searchIndex.kind,
    url: searchIndex.url,
    title: searchIndex.title,
    snippet: sql<string>`snippet(search_index, 4, ${MARK_START}, ${MARK_END}, '…', 16)`,
    rank: sql<number>`bm25(search_index, 0, 0, 0, 8.0, 1.0)`,
    lead: sql<string>`substr(body, 1, ${LEAD_LENGTH})`,
  };
  return [
    db.select({ kind: searchIndex.kind, n: count() }).from(searchIndex).where(match(fts)).groupBy(searchIndex.kind),
    // Every title match, whatever bm25 thinks of it…
    db
      .select(columns)
      .from(searchIndex)
      .where(and(match(`title : (${fts})`), ofKind))
      .limit(SEARCH_CANDIDATES),
    // …and the best body matches.
    db
      .select(columns)
      .from(searchIndex)
      .where(and(match(fts), ofKind))
      .orderBy(sql`bm25(search_index, 0, 0, 0, 8.0, 1.0)`)
      .limit(SEARCH_CANDIDATES),
    db
      .select({ url: searchIndex.url })
      .from(searchIndex)
      .where(and(match(phrase ?? fts), ofKind))
      .limit(phrase ? SEARCH_CANDIDATES : 0),
  ] as const;
}

/**
 * The lead of an indexed row: the start of its body, which is the service's short
 * description, the article's excerpt or the page's meta description (index-statements.ts).
 */
const LEAD_LENGTH = 300;

/** At equal relevance: what a visitor most likely looks for first. */
const KIND_WEIGHT: Record<SearchKind, number> = { service: 5, article: 5, page: 4, reference: 3, region: 3, department: 2, city: 1 };

type Candidate = { kind: string; url: string; title: string; snippet: string; rank: number; lead?: string };

/** 3: the word itself (or its plural); 2: a longer word it starts; 1: a word sharing its stem; 0: absent. */
function termMatch(term: string, word: string) {
  if (word === term || word === `${term}s` || word === `${term}x` || term === `${word}s` || term === `${word}x`) return 3;
  if (isShort(term)) return 0;
  if (word.startsWith(term)) return 2;
  const s = stem(term);
  return s && word.startsWith(s) ? 1 : 0;
}

/** Whether the words appear, in this order and next to each other, among these words. */
function holdsPhrase(words: ReadonlyArray<string>, terms: ReadonlyArray<string>) {
  for (let i = 0; i + terms.length <= words.length; i++) {
    if (terms.every((t, j) => termMatch(t, words[i + j]) > 0)) return true;
  }
  return false;
}

/**
 * The relevance of a candidate: a title holding every word beats a body match, the exact
 * title ("Rouen") beats everything, a phrase beats scattered words, a phrase in the lead
 * (what the page says it is about: "NF P 94-500" in the short description of the
 * geotechnical studies) beats one further down, exact words beat stems, and a short title
 * that matches beats a long one.
 */
export function relevance(candidate: Pick<Candidate, "title" | "lead">, terms: ReadonlyArray<string>, phraseInBody: boolean) {
  const all = tokens(candidate.title);
  const content = all.filter((w) => !STOPWORDS.has(w));
  const words = content.length > 0 ? content : all;
  const best = terms.map((t) => Math.max(0, ...words.map((w) => termMatch(t, w))));
  const matched = best.filter((b) => b > 0).length;
  // "Seine-Maritime (76)" is exactly "seine maritime"; "Rouen" exactly "rouen".
  const withoutCode = words.filter((w) => !/^\d+[ab]?$/.test(w));
  const exact = words.join(" ") === terms.join(" ") || (withoutCode.length > 0 && withoutCode.join(" ") === terms.join(" "));
  const phraseInTitle = terms.length > 1 && holdsPhrase(words, terms);
  const phraseInLead = terms.length > 1 && phraseInBody && holdsPhrase(tokens(candidate.lead ?? ""), terms);
  const every = matched === terms.length;
  return (
    (exact ? 1000 : 0) +
    (every ? 300 : 0) +
    // A title holding only some of the words is a weak hint, not a title match.
    best.reduce((sum, b) => sum + b, 0) * (every ? 20 : 10) +
    (phraseInTitle ? 150 : 0) +
    (phraseInBody ? 60 : 0) +
    (phraseInLead ? 100 : 0) +
    (words.length > 0 ? (50 * matched) / words.length : 0)
  );
}

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as ReadonlyArray<string>).includes(value);

/** Best bets (route-pages.ts): "devis", "tarif", "prix" list the simulator, then the contact page, first. */
function bestBet(url: string, terms: ReadonlyArray<string>) {
  for (const bet of BEST_BETS) {
    const position = bet.urls.indexOf(url);
    // Far above any relevance (< 2 000), and in the order of the bet.
    if (position !== -1 && terms.some((t) => bet.words.some((w) => termMatch(t, w) === 3))) return (bet.urls.length - position) * 10_000;
  }
  return 0;
}

/** Candidates of both lists, once each, best first: best bets, relevance, then kind, then bm25. */
export function rankCandidates(lists: ReadonlyArray<ReadonlyArray<Candidate>>, terms: ReadonlyArray<string>, phraseUrls: ReadonlySet<string>): Array<SearchHit> {
  const byUrl = new Map<string, Candidate>();
  for (const list of lists) for (const c of list) if (!byUrl.has(c.url)) byUrl.set(c.url, c);
  const ranked = [...byUrl.values()]
    .filter((c) => isKind(c.kind))
    .map((c) => ({ c, score: bestBet(c.url, terms) + relevance(c, terms, phraseUrls.has(c.url)), weight: KIND_WEIGHT[c.kind as SearchKind] }))
    .sort((a, b) => b.score - a.score || b.weight - a.weight || a.c.rank - b.c.rank || a.c.title.localeCompare(b.c.title, "fr"))
    .map(({ c }) => ({ kind: c.kind as SearchKind, url: c.url, title: c.title, snippet: c.snippet }));
  return withOffers(ranked, terms);
}

/** Offers (route-pages.ts): "argiles", "terrain", "ELAN", "G1" list /mon-terrain second. */
function withOffers(hits: Array<SearchHit>, terms: ReadonlyArray<string>): Array<SearchHit> {
  for (const offer of OFFERS) {
    if (!terms.some((t) => offer.words.some((w) => termMatch(t, w) === 3))) continue;
    const index = hits.findIndex((hit) => hit.url === offer.url);
    if (index > 1) hits.splice(1, 0, ...hits.splice(index, 1));
  }
  return hits;
}

export type SearchResult = {
  hits: Array<SearchHit>;
  /** Matches of the selected kind (all kinds when none is selected). */
  total: number;
  /** Matches per kind, whatever the selected kind. */
  facets: Array<{ kind: SearchKind; count: number }>;
  page: number;
  pageCount: number;
};

/** The page of ranked results the search screen shows. */
export function searchResult(
  [facetRows, titleRows, bodyRows, phraseRows]: readonly [Array<{ kind: string; n: number }>, Array<Candidate>, Array<Candidate>, Array<{ url: string }>],
  terms: ReadonlyArray<string>,
  kind: SearchKind | null,
  page: number,
): SearchResult {
  const facets = SEARCH_KINDS.map((k) => ({ kind: k, count: facetRows.find((r) => r.kind === k)?.n ?? 0 })).filter((f) => f.count > 0);
  const ranked = rankCandidates([titleRows, bodyRows], terms, new Set(phraseRows.map((r) => r.url)));
  const total = kind ? (facets.find((f) => f.kind === kind)?.count ?? 0) : facets.reduce((sum, f) => sum + f.count, 0);
  const pageCount = Math.max(1, Math.ceil(ranked.length / SEARCH_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  return {
    hits: ranked.slice((current - 1) * SEARCH_PAGE_SIZE, current * SEARCH_PAGE_SIZE),
    total,
    facets,
    page: current,
    pageCount,
  };
}

export function parseSearchParams(url: URL) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 500);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const type = url.searchParams.get("type") ?? "";
  return {
    q,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100) : 1,
    type: isKind(type) ? type : null,
  };
}
