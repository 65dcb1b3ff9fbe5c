import { expect, test } from "vitest";
import { LAYOUT_IDS, renderMarkdown } from "~/lib/content/markdown.server";
import { buildSettings } from "~/lib/settings/definitions";
import { fillPlaceholders } from "~/lib/settings/placeholders";

test("the sanitiser strips scripts, event handlers and javascript: links", () => {
  const { html } = renderMarkdown(
    [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(2)">',
      "[clic](javascript:alert(3))",
      '<a href="javascript:alert(4)" onclick="alert(5)">lien</a>',
      "<iframe src='https://evil.example'></iframe>",
      "Texte **gras**.",
    ].join("\n\n"),
  );
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
  expect(html).toContain("<strong>gras</strong>");
});

test("headings get ids and feed the table of contents h2–h4", () => {
  const { html, toc } = renderMarkdown("## Étude G1\n\ntexte\n\n### Phase ES\n\n#### Détail\n\n##### Trop profond\n\n## Étude G1");
  expect(toc).toEqual([
    { id: "etude-g1", text: "Étude G1", level: 2 },
    { id: "phase-es", text: "Phase ES", level: 3 },
    { id: "detail", text: "Détail", level: 4 },
    { id: "etude-g1-1", text: "Étude G1", level: 2 },
  ]);
  expect(html).toContain('<h2 id="etude-g1">');
});

test("a short colon-ended or upper-case paragraph stays a paragraph, as the editor shows it", () => {
  const { html, toc } = renderMarkdown("Voici trois réflexes simples :\n\n* un\n* deux\n\nA RETENIR\n\nLe sol est argileux.");
  expect(html).toContain("<p>Voici trois réflexes simples\u202f:</p>");
  expect(html).toContain("<p>A RETENIR</p>");
  expect(html).not.toContain("<h3");
  expect(toc).toEqual([]);
});

test("a heading never takes an id the layout uses", () => {
  const { html, toc } = renderMarkdown("## Contenu\n\n### Contenu\n\n## Contenu 1\n\n## Pied de page\n\n## FAQ");
  expect(toc.map((t) => t.id)).toEqual(["contenu-1", "contenu-2", "contenu-1-1", "pied-de-page-1", "faq-1"]);
  for (const id of LAYOUT_IDS) expect(html).not.toContain(`id="${id}"`);
});

test("company placeholders are filled from settings", () => {
  const settings = buildSettings([{ section: "contact", key: "email", value: "bureau@exemple.fr" }]);
  expect(fillPlaceholders("Écrivez à {{contact.email}} ({{inconnu.cle}})", settings)).toBe("Écrivez à bureau@exemple.fr ({{inconnu.cle}})");
});

test("the body gets French typography in its text, never in code, links or times", () => {
  const { html } = renderMarkdown("Pourquoi ? Voici : « Argiles » ; [le site](https://exemple.fr/a?b=1) à 12:30 !\n\n`a : b ?`\n\n```\nx ? y : z\n```");
  expect(html).toContain("<p>Pourquoi\u202f? Voici\u202f: «\u202fArgiles\u202f»\u202f; <a");
  expect(html).toContain('href="https://exemple.fr/a?b=1"');
  expect(html).toContain("à 12:30\u202f!</p>");
  expect(html).toContain("<code>a : b ?</code>");
  expect(html).toContain("x ? y : z");
});
