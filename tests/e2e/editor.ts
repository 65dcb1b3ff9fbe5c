import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Replaces the Markdown content of a `MarkdownField` (found by its label). Screen tests
 * use this instead of filling the field directly, so they keep working whichever editor
 * the field shows:
 * - JavaScript on: waits for the Milkdown editor, selects everything in it and pastes the
 *   Markdown as plain text (the editor parses it, as when an author pastes Markdown);
 * - JavaScript off (or the editor failed to load): fills the textarea.
 * Either way the field's textarea, which the form submits, ends up with the content.
 */
export async function fillMarkdown(page: Page, label: string, markdown: string) {
  const field = page.locator(`[data-markdown-field="${label}"]`);
  await expect(field).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // data-editor: off (no JavaScript / not hydrated), loading, ready or failed.
  await expect(field).not.toHaveAttribute("data-editor", "loading");
  const textarea = field.locator("textarea");
  if ((await field.getAttribute("data-editor")) !== "ready") {
    await textarea.fill(markdown);
    return;
  }
  const before = await textarea.inputValue();
  const editor = field.getByRole("textbox", { name: label });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await editor.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, markdown);
  if (markdown.trim() !== before.trim()) await expect.poll(() => textarea.inputValue()).not.toBe(before);
}
