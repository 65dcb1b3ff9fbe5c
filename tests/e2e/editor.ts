import type { Page } from "@playwright/test";

/**
 * Replaces the Markdown content of a `MarkdownField` (found by its label). Screen tests
 * use this instead of filling the field directly, so they keep working whichever editor
 * the field shows (plain textarea without JavaScript, rich editor once hydrated).
 */
export async function fillMarkdown(page: Page, label: string, markdown: string) {
  await page.getByRole("textbox", { name: label, exact: true }).fill(markdown);
}
