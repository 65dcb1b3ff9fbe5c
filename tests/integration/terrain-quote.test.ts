import { beforeAll, expect, test } from "vitest";
import { quoteLinks } from "~/lib/terrain/schema";
import type { TerrainRisks } from "~/db/types";
import { request } from "../helpers";
import { signedPlace, stubUpstreams } from "../terrain-upstream";
import { formData, html, postForm, seedCatalogue, SIMULATOR_CONTACT, wizardToken } from "./forms-helpers";

beforeAll(seedCatalogue);

const ok = <T>(value: T) => ({ status: "ok" as const, value, fetchedAt: "2026-11-26T10:00:00.000Z" });
const exposed: TerrainRisks = {
  clay: ok({ code: 2 as const }),
  seismic: ok({ zone: 1 as const }),
  radon: ok({ potential: 1 as const }),
  cavities: ok({ count: 0 }),
  movements: ok({ count: 0 }),
  catnat: ok({ count: 0, recent: [] }),
};

/** The ids of the ticked services of step 3. */
function ticked(page: string) {
  return [...page.matchAll(/<input id="service-([^"]+)"[^>]*>/g)].filter((m) => /\schecked=""/.test(m[0])).map((m) => m[1]);
}

async function stepTwo(href: string) {
  const start = await html(await request(href));
  const page = await html(await postForm("/simulateur", formData({ ...SIMULATOR_CONTACT, intent: "contact", state: wizardToken(start) })));
  expect(page).toContain("Étape 2/4");
  return page;
}

test("'Obtenir un devis' for a sale lands on step 2 with the place and the nature pre-filled, then the G1 ticked", async () => {
  const [sale] = quoteLinks(exposed, await signedPlace());
  const two = await stepTwo(sale.href);
  expect(two).toMatch(/<option value="vente_terrain" selected="">Vente de terrain<\/option>/);
  expect(two).toMatch(/name="location"[^>]*value="Montreuil 93100"|value="Montreuil 93100"[^>]*name="location"/);
  const three = await html(
    await postForm("/simulateur", formData({ intent: "project", state: wizardToken(two), projectNature: "vente_terrain", location: "Montreuil 93100", terrain: "450" })),
  );
  expect(three).toContain("Étape 3/4");
  expect(ticked(three)).toEqual(["g1-es", "g1-pgc"]);
});

test("'Obtenir un devis' to build in an exposed zone presets the house, the G2 and the clay study", async () => {
  const [, build] = quoteLinks(exposed, await signedPlace());
  const two = await stepTwo(build.href);
  expect(two).toMatch(/<option value="construction_neuve" selected="">Construction neuve<\/option>/);
  expect(two).toContain('value="Montreuil 93100"');
  const three = await html(
    await postForm(
      "/simulateur",
      formData({
        intent: "project",
        state: wizardToken(two),
        projectNature: "construction_neuve",
        constructionType: "maison_individuelle",
        location: "Montreuil 93100",
        surfaceBatie: "120",
        terrain: "450",
      }),
    ),
  );
  expect(ticked(three)).toEqual(["g2-avp", "g2-pro", "g1-es", "g1-pgc", "argiles"]);
});

test("a ?lieu= with control characters or too long is ignored", async () => {
  const two = await stepTwo(`/simulateur?lieu=${encodeURIComponent("Paris\u0000")}`);
  expect(two).not.toContain('value="Paris');
  const long = await stepTwo(`/simulateur?lieu=${"x".repeat(201)}`);
  expect(long).not.toContain(`value="${"x".repeat(201)}"`);
});

test("the home hero and the simulator's first step link to /mon-terrain", async () => {
  expect(await html(await request("/"))).toMatch(/<a[^>]+href="\/mon-terrain"[^>]*>Mon terrain est-il concerné \?<\/a>/);
  expect(await html(await request("/simulateur"))).toMatch(/<a[^>]+href="\/mon-terrain"[^>]*>Vérifiez-le à partir de son adresse<\/a>/);
});

test("the ELAN article, the études géotechniques service and the privacy policy link to /mon-terrain", async () => {
  const { articles } = await import("../../seed/data/articles");
  const { services } = await import("../../seed/data/services");
  const { pages } = await import("../../seed/data/pages");
  expect(articles.find((a) => a.slug === "loi-elan-etude-geotechnique-vente-terrain")?.content).toContain("](/mon-terrain)");
  expect(services.find((s) => s.slug === "etudes-geotechniques")?.content).toContain("](/mon-terrain)");
  const privacy = pages.find((p) => p.slug === "politique-confidentialite")?.content ?? "";
  expect(privacy).toContain("service public de géocodage de l'IGN");
  expect(privacy).toContain("Nous ne conservons ni l'adresse ni le résultat.");
});

test("/mon-terrain is listed in sitemap.xml and works without any upstream call on GET", async () => {
  expect(await html(await request("/sitemap.xml"))).toContain("/mon-terrain</loc>");
  const calls = stubUpstreams();
  const page = await html(await request("/mon-terrain"));
  expect(calls).toEqual([]);
  expect(page).toContain("Mon terrain est-il concerné ?");
  expect(page).toContain("La vérification interroge en direct Géorisques et le géocodeur de l&#x27;IGN : elle nécessite une connexion à Internet.");
});
