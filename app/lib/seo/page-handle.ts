// Pages that only show content ship no client script at all: the root layout leaves out
// React Router's scripts (and links the stylesheet inline) when a matched route says so.
// See docs/decisions/501-fast-content-pages.md. Public form pages load theirs on the
// visitor's first interaction (docs/decisions/520-form-pages-hydrate-on-first-use.md).

export type PageHandle = { scripts?: boolean; hydrate?: "on-interaction" };

/** `export const handle = documentOnly;` on a route whose page works fully as an HTML document. */
export const documentOnly = { scripts: false } as const satisfies PageHandle;

/** True when one of the matched routes is a document-only page. */
export function isDocumentOnly(handles: ReadonlyArray<unknown>): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.scripts === false);
}

/**
 * `export const handle = hydrateOnInteraction;` on a public form page: it works as a document
 * (its forms post without JavaScript) and loads its scripts when the visitor first touches,
 * clicks, focuses or types, not before its first paint.
 */
export const hydrateOnInteraction = { hydrate: "on-interaction" } as const satisfies PageHandle;

/** True when one of the matched routes loads its scripts on the first interaction. */
export function hydratesOnInteraction(handles: ReadonlyArray<unknown>): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.hydrate === "on-interaction");
}
