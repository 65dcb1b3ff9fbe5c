// Pages that only show content ship no client script at all: the root layout leaves out
// React Router's scripts (and links the stylesheet inline) when a matched route says so.
// See docs/decisions/501-fast-content-pages.md.

export type PageHandle = { scripts?: boolean };

/** `export const handle = documentOnly;` on a route whose page works fully as an HTML document. */
export const documentOnly = { scripts: false } as const satisfies PageHandle;

/** True when one of the matched routes is a document-only page. */
export function isDocumentOnly(handles: ReadonlyArray<unknown>): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.scripts === false);
}
