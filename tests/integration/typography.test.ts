// French typography on a rendered page (docs/decisions/732): narrow no-break spaces before ; : ! ? and
// inside guillemets, in the body rendered from Markdown and in the page's own texts; never in
// URLs or attributes.
import { beforeAll, expect, test } from "vitest";
import { NNBSP } from "~/lib/content/typography";
import { seedDatabase } from "../../seed";
import { db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

test("an article page sets French typography in its body and in its own texts, not in its links", async () => {
  const html = await (await request("/actualites/loi-elan-etude-geotechnique-vente-terrain")).text();
  // The body (Markdown rendered by the renderer).
  expect(html).toContain(`Deux conditions cumulatives${NNBSP}:`);
  expect(html).toContain(`«${NNBSP}Connaître les risques près de chez moi${NNBSP}»`);
  expect(html).toContain(`Quels terrains sont concernés${NNBSP}?`);
  expect(html).not.toMatch(/ [;:!?]<\/(p|li|h[2-4])>/);
  // The page's own text.
  expect(html).toContain(`Étiquettes${NNBSP}:`);
  // Attributes and URLs are untouched.
  for (const [, value] of html.matchAll(/(?:href|src|content)="([^"]*)"/g)) expect(value).not.toContain(NNBSP);
});

test("the department page says « d'Île-de-France », not « de Île-de-France »", async () => {
  const html = await (await request("/departements/75")).text();
  expect(html).toContain("Tous les départements d&#x27;Île-de-France");
  expect(html).not.toContain("de Île-de-France");
});

test("a region's page says « dans les Hauts-de-France » and « à La Réunion », not « en » before every name", async () => {
  const north = await (await request("/regions/hauts-de-france")).text();
  expect(north).toContain("Études géotechniques dans les Hauts-de-France");
  expect(north).not.toContain("Études géotechniques en Hauts-de-France");
  const reunion = await (await request("/regions/la-reunion")).text();
  expect(reunion).toContain("Études géotechniques à La Réunion");
});
