import { expect, test } from "vitest";
import { renderMarkdown } from "~/lib/content/markdown.server";
import { fillPlaceholders, buildSettings } from "~/lib/settings/definitions";

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

test("short colon-ended or upper-case paragraphs become sub-headings", () => {
  const { html, toc } = renderMarkdown("Points de vigilance :\n\nLe sol est argileux.\n\nA RETENIR");
  expect(html).toContain('<h3 id="points-de-vigilance">Points de vigilance</h3>');
  expect(html).toContain('<h3 id="a-retenir">A RETENIR</h3>');
  expect(html).toContain("<p>Le sol est argileux.</p>");
  expect(toc.map((t) => t.text)).toEqual(["Points de vigilance", "A RETENIR"]);
});

test("company placeholders are filled from settings", () => {
  const settings = buildSettings([{ section: "contact", key: "email", value: "bureau@exemple.fr" }]);
  expect(fillPlaceholders("Écrivez à {{contact.email}} ({{inconnu.cle}})", settings)).toBe("Écrivez à bureau@exemple.fr ({{inconnu.cle}})");
});
