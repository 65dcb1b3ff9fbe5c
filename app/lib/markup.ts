/**
 * Escapes text for HTML or XML, in element content and in attributes quoted with `"` (the only
 * quote this code base writes attributes with): `&`, `<`, `>` and `"`.
 */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"]/g, (c) => MARKUP_ESCAPES[c] ?? c);
}

const MARKUP_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
