// The admin editor (Milkdown, commonmark + gfm as in app/components/admin/markdown-editor.client.tsx)
// shows a document, stores the Markdown its serialiser writes, and the site publishes
// renderMarkdown(stored). What the editor shows must be what the page shows.
import { defaultValueCtx, Editor, editorViewCtx, rootCtx, serializerCtx } from "@milkdown/kit/core";
import { commonmark } from "@milkdown/kit/preset/commonmark";
import { gfm } from "@milkdown/kit/preset/gfm";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, expect, test } from "vitest";
import { renderMarkdown } from "~/lib/content/markdown.server";

const globals = ["window", "document", "Node", "HTMLElement", "Element", "MutationObserver", "getComputedStyle"] as const;
const saved = new Map<string, unknown>();

// Milkdown's view needs a DOM: linkedom's, installed for this file only.
beforeAll(() => {
  const { window } = parseHTML("<!doctype html><html><body></body></html>");
  // The view watches its DOM for typing; nobody types here, and linkedom's observer would
  // call back into a selection API it lacks.
  const NoObserver = class {
    observe() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  const dom: Record<(typeof globals)[number], unknown> = {
    window: new Proxy(window, { get: (target, key) => (key === "MutationObserver" ? NoObserver : Reflect.get(target, key)) }),
    document: window.document,
    Node: window.Node,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    MutationObserver: NoObserver,
    getComputedStyle: () => ({ whiteSpace: "pre-wrap" }),
  };
  for (const name of globals) {
    saved.set(name, (globalThis as Record<string, unknown>)[name]);
    Object.defineProperty(globalThis, name, { value: dom[name], configurable: true, writable: true });
  }
});
afterAll(() => {
  for (const name of globals) Object.defineProperty(globalThis, name, { value: saved.get(name), configurable: true, writable: true });
});

/** What the editor shows (its blocks) and the Markdown it stores, for a document typed or pasted. */
async function throughEditor(markdown: string) {
  const root = document.createElement("div");
  document.body.appendChild(root);
  const editor = await Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, root);
      ctx.set(defaultValueCtx, markdown);
    })
    .use(commonmark)
    .use(gfm)
    .create();
  const view = editor.action((ctx) => ctx.get(editorViewCtx));
  const stored = editor.action((ctx) => ctx.get(serializerCtx)(view.state.doc));
  const shown = blocks(view.dom as unknown as Element);
  await editor.destroy();
  root.remove();
  return { stored, shown };
}

/** The sequence of top-level blocks: tag name, and the text of paragraphs and headings. */
function blocks(container: Element): Array<string> {
  return [...container.children].map((element) => {
    const tag = element.tagName.toLowerCase();
    const table = tag === "table" || element.querySelector(":scope > table") ? "table" : tag;
    // Spaces compared as spaces: the page adds French typography's narrow no-break spaces.
    return /^(p|h\d)$/.test(table) ? `${table}: ${(element.textContent ?? "").replace(/\s+/g, " ").trim()}` : table;
  });
}

function published(stored: string): Array<string> {
  const { document: page } = parseHTML(`<!doctype html><html><body><main>${renderMarkdown(stored).html}</main></body></html>`);
  return blocks(page.querySelector("main") as unknown as Element);
}

const documents = {
  "a paragraph before a list": "Voici trois réflexes simples :\n\n- vérifier la carte des argiles ;\n- faire sonder ;\n- garder le rapport.",
  "a paragraph before an ordered list": "Deux conditions cumulatives :\n\n1. une zone exposée ;\n2. un terrain constructible.",
  "a paragraph before a table": "Un tableau :\n\n| Sol | Module |\n| --- | --- |\n| Argile | 5 MPa |",
  "a paragraph before a rule": "Elles ont été précisées par :\n\n---\n\nLa suite du texte.",
  "an upper-case paragraph": "A RETENIR\n\nLe sol est argileux.",
  "headings and paragraphs": "## Contenu\n\nL'étude préalable :\n\n### Formalités\n\nTexte.",
};

for (const [name, markdown] of Object.entries(documents)) {
  test(`the page shows what the editor shows: ${name}`, async () => {
    const { stored, shown } = await throughEditor(markdown);
    expect(shown.length).toBeGreaterThan(1);
    expect(published(stored)).toEqual(shown);
    // Saving again without a change stores the same Markdown.
    expect((await throughEditor(stored)).stored).toBe(stored);
  });
}

test("a paragraph typed before a list is stored and published as a paragraph", async () => {
  const { stored } = await throughEditor(documents["a paragraph before a list"]);
  expect(stored).toMatch(/^Voici trois réflexes simples :\n\n/);
  const { html, toc } = renderMarkdown(stored);
  expect(html).toContain("<p>Voici trois réflexes simples\u202f:</p>");
  expect(toc).toEqual([]);
});
