export const SEARCH_PAGE_SIZE = 10;
// Control characters mark highlights in snippets; the page escapes everything else.
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";
