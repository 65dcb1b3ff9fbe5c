// The dialogs of a list screen live in its URL (`?dialog=new`, `?dialog=edit&id=12`,
// `?dialog=delete&id=12`): the loader reads them with `listDialog`, an action that
// succeeded goes back to the list with `backToList`.
import { type FlashTone, redirectWithFlash } from "./flash.server";
import { requestedUrl } from "./http.server";
import { closeDialogHref, listHref } from "./list";

export type ListDialog<T> = { dialog: "new" | "edit" | "delete" | null; target: T | null };

/** The open dialog and the row it is about; a row that no longer exists opens nothing. */
export async function listDialog<T>(url: URL, load: (id: number) => Promise<T | null>): Promise<ListDialog<T>> {
  return listDialogOf(url, (raw) => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? load(id) : Promise.resolve(null);
  });
}

/** `listDialog` for rows named by a text id (e.g. the simulator catalogue's "g1-es"). */
export async function listDialogOf<T>(url: URL, load: (id: string) => Promise<T | null>): Promise<ListDialog<T>> {
  const dialog = url.searchParams.get("dialog");
  if (dialog === "new") return { dialog: "new", target: null };
  const id = url.searchParams.get("id")?.slice(0, 100);
  if ((dialog !== "edit" && dialog !== "delete") || !id) return { dialog: null, target: null };
  const target = await load(id);
  return target ? { dialog, target } : { dialog: null, target: null };
}

/**
 * The redirect of an action: the list as it was (search, filters, page), its dialog
 * closed, with a one-time message. After a deletion the list goes back to page 1
 * (`firstPage`); `drop` removes parameters that only served the dialog (a prefill).
 */
export function backToList(
  request: Request,
  message: string,
  options: { firstPage?: boolean; changes?: Record<string, string | null>; drop?: Array<string>; tone?: FlashTone } = {},
) {
  const url = requestedUrl(request);
  for (const name of options.drop ?? []) url.searchParams.delete(name);
  const changes = { ...options.changes, ...(options.firstPage ? { page: null } : {}) };
  return redirectWithFlash(request, closeDialogHref(url.pathname, listHref(url.search, changes)), message, options.tone);
}
