import { beforeAll, describe, expect, test } from "vitest";
import { phraseTerms, queryTerms, relevance, stem, toFtsQuery, toPhraseQuery } from "~/lib/search/search.server";
import { seedDatabase } from "../../seed";
import { db, request } from "../helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** The result links of a search page, in order. */
async function results(query: string) {
  const res = await request(`/search?${query}`);
  expect(res.status).toBe(200);
  const page = (await res.text()).replaceAll("<!-- -->", "");
  const start = page.indexOf('<ol class="mt-6 space-y-6">');
  const list = start === -1 ? "" : page.slice(start, page.indexOf("</ol>", start));
  const urls = [...list.matchAll(/<h2[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { page, urls };
}

describe("expert queries put the obvious page first", () => {
  test.each([
    ["argiles", ["/actualites/retrait-gonflement-argiles-fissures-maisons"]],
    ["G5", ["/actualites/mission-g5-diagnostic-apres-sinistre", "/services/diagnostics"]],
    ["pressiometre", ["/actualites/essai-pressiometrique-menard-explique"]],
    ["pressiomètre Ménard", ["/actualites/essai-pressiometrique-menard-explique"]],
    ["loi elan", ["/actualites/loi-elan-etude-geotechnique-vente-terrain", "/services/etudes-geotechniques"]],
    ["Rouen", ["/villes/rouen"]],
    ["ROUEN", ["/villes/rouen"]],
    ["étude de sol", ["/services/etudes-geotechniques", "/actualites/importance-etudes-geotechniques"]],
    ["Pays de la Loire", ["/regions/pays-de-la-loire"]],
  ])("%s", async (q, expected) => {
    const { urls } = await results(`q=${encodeURIComponent(q)}`);
    expect(expected).toContain(urls[0]);
  });

  test("'argiles' puts services and articles before territory pages on the first page", async () => {
    const { urls } = await results("q=argiles");
    expect(urls).toHaveLength(10);
    const firstTerritory = urls.findIndex((u) => /^\/(regions|departements|villes)\//.test(u));
    const lastContent = urls.findLastIndex((u) => /^\/(actualites|services)\//.test(u));
    // /mon-terrain, offered second for clay queries, is a tool page, not a territory page.
    expect(
      urls
        .filter((u) => u !== "/mon-terrain")
        .slice(0, 3)
        .every((u) => /^\/(actualites|services)\//.test(u)),
    ).toBe(true);
    if (firstTerritory !== -1) expect(lastContent).toBeLessThan(firstTerritory);
  });
});

describe("what visitors ask for first", () => {
  test.each([["devis"], ["tarif"], ["prix"], ["Tarifs"], ["DEVIS"], ["prix d'une étude de sol"], ["coût"]])("'%s' offers the simulator, then the contact page", async (q) => {
    const { urls } = await results(`q=${encodeURIComponent(q)}`);
    expect(urls.slice(0, 2)).toEqual(["/simulateur", "/contact"]);
  });

  test.each([["NF P 94-500"], ["nf p 94 500"], ["norme NF P 94-500"]])("'%s' puts the geotechnical-studies service first", async (q) => {
    const { urls } = await results(`q=${encodeURIComponent(q)}`);
    expect(urls[0]).toBe("/services/etudes-geotechniques");
  });

  test.each([["argile"], ["argiles"], ["terrain"], ["ELAN"], ["loi ELAN"], ["G1"], ["étude G1 terrain constructible"]])(
    "'%s' offers /mon-terrain among the first two results, after the expert answer",
    async (q) => {
      const { urls } = await results(`q=${encodeURIComponent(q)}`);
      expect(urls.slice(0, 2)).toContain("/mon-terrain");
    },
  );

  test("the offer keeps the expert answer first", async () => {
    expect((await results("q=argiles")).urls.slice(0, 2)).toEqual(["/actualites/retrait-gonflement-argiles-fissures-maisons", "/mon-terrain"]);
    expect((await results("q=G1")).urls.slice(0, 2)).toEqual(["/services/etudes-geotechniques", "/mon-terrain"]);
  });

  test("the simulator and the contact page are found by their own names", async () => {
    expect((await results("q=simulateur")).urls[0]).toBe("/simulateur");
    expect((await results("q=contact")).urls[0]).toBe("/contact");
  });
});

describe("facets", () => {
  test("per-kind counts link to the filtered list and work without JavaScript", async () => {
    const { page } = await results("q=argiles");
    const facets = [...page.matchAll(/<a[^>]*href="(\/search\?q=argiles(?:&amp;type=(\w+))?)"[^>]*>([^<]+) \((\d+)\)<\/a>/g)].map((m) => ({
      href: m[1].replaceAll("&amp;", "&"),
      type: m[2],
      label: m[3],
      count: Number(m[4]),
    }));
    const all = facets.find((f) => !f.type);
    expect(all?.label).toBe("Tout");
    const kinds = facets.filter((f) => f.type);
    expect(kinds.map((f) => f.label)).toEqual(expect.arrayContaining(["Articles", "Services", "Départements"]));
    expect(kinds.reduce((sum, f) => sum + f.count, 0)).toBe(all?.count);
    expect(page).toContain(`${all?.count} résultats pour «\u202fargiles\u202f»`);

    const articles = kinds.find((f) => f.type === "article");
    const filtered = await results("q=argiles&type=article");
    expect(filtered.urls.length).toBe(Math.min(10, articles?.count ?? 0));
    expect(filtered.urls.every((u) => u.startsWith("/actualites/"))).toBe(true);
    expect(filtered.urls[0]).toBe("/actualites/retrait-gonflement-argiles-fissures-maisons");
    expect(filtered.page).toMatch(/aria-current="page"[^>]*>Articles \(\d+\)|Articles \(\d+\)<\/a>/);
    expect(filtered.page).toContain(`${articles?.count} résultat`);
    // The search box keeps the filter for the next query.
    expect(filtered.page).toContain('<input type="hidden" name="type" value="article"/>');
  });

  test("pages of a filtered list keep the filter", async () => {
    const { page, urls } = await results("q=argiles&type=department");
    expect(urls.every((u) => u.startsWith("/departements/"))).toBe(true);
    if (page.includes("Suivant →")) {
      expect(page).toMatch(/href="\/search\?q=argiles&amp;type=department&amp;page=2"/);
      const second = await results("q=argiles&type=department&page=2");
      expect(second.urls.every((u) => u.startsWith("/departements/"))).toBe(true);
      expect(second.urls.some((u) => urls.includes(u))).toBe(false);
    }
  });

  test("an unknown type is ignored", async () => {
    const { urls } = await results("q=Rouen&type=inconnu");
    expect(urls[0]).toBe("/villes/rouen");
  });
});

describe("ranking rules", () => {
  test("light French stems", () => {
    expect(stem("argiles")).toBe("argil");
    expect(stem("pressiometre")).toBe("pressiometr");
    expect(stem("g5")).toBeNull();
    expect(stem("sols")).toBeNull();
    expect(queryTerms("Pressiomètre  MÉNARD !")).toEqual(["pressiometre", "menard"]);
    expect(toFtsQuery(["loi", "elan"])).toBe('("loi" OR "lois" OR "loix") AND "elan"*');
    expect(queryTerms("étude de sol")).toEqual(["etude", "sol"]);
    expect(phraseTerms("étude de sol")).toEqual(["etude", "de", "sol"]);
    expect(toPhraseQuery(["etude", "de", "sol"])).toBe('"etude de sol"');
    expect(toFtsQuery(["argiles"])).toBe('("argiles"* OR "argil"*)');
  });

  test("a title with every word beats a body match, the exact title beats all, a phrase beats scattered words", () => {
    const terms = ["loi", "elan"];
    const phrase = relevance({ title: "Loi ELAN : l'étude géotechnique obligatoire" }, terms, true);
    const scattered = relevance({ title: "Elan d'une loi nouvelle pour les sols" }, terms, false);
    const body = relevance({ title: "Études géotechniques" }, terms, true);
    expect(phrase).toBeGreaterThan(scattered);
    expect(scattered).toBeGreaterThan(body);
    expect(relevance({ title: "Rouen" }, ["rouen"], false)).toBeGreaterThan(relevance({ title: "Rouen et sa région normande" }, ["rouen"], false));
    expect(relevance({ title: "Seine-Maritime (76)" }, ["seine", "maritime"], false)).toBeGreaterThanOrEqual(1000);
    // A short word is not a prefix: "loi" is not in "Pays de la Loire".
    expect(relevance({ title: "Pays de la Loire" }, ["loi", "elan"], false)).toBe(0);
  });

  test("a phrase in the lead beats the same phrase further down the body", () => {
    const terms = ["nf", "p", "94", "500"];
    const inLead = relevance({ title: "Études géotechniques", lead: "Missions G1 à G5 de la norme NF P 94-500 et études loi ELAN" }, terms, true);
    const inBody = relevance({ title: "Suivi de chantier", lead: "Missions G3 et G4 : le sol tel qu'il se révèle au terrassement" }, terms, true);
    expect(inLead).toBeGreaterThan(inBody);
  });
});
