import { beforeAll, expect, test } from "vitest";
import { accessLabel, buildingTypeLabel, formatEuros, formatSurface, natureLabel, yesNo } from "~/lib/leads/labels";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { createSimulation } from "../factories/leads";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

let cookie = "";

beforeAll(async () => {
  cookie = await sessionCookieHeader(await createStaff("editor"));
});

/** What staff read: the markup without its scripts (the hydration data keeps the codes), every space a plain one. */
async function read(path: string) {
  const res = await request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replaceAll("<!-- -->", "")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/[\u00a0\u202f]/g, " ");
}

const landSale = {
  projectNature: "vente_terrain",
  projectType: "vente_terrain",
  constructionType: "maison_individuelle",
  surfaceBatie: "120",
  terrainSuperficie: "1200,5",
  nombreEtages: "R+1",
  dateDebutProjet: "1_3_mois",
  accessibiliteSite: "difficile",
  typeTerrainConnu: "argileux",
  totalHt: 1200,
  totalTtc: 1440,
  servicesDetails: [{ id: "g1-es", name: "Étude G1 ES", quantity: 1, basePrice: 1200 }],
};

test("stored codes read as their French labels, numbers with their unit, absent values as nothing", () => {
  expect(natureLabel("vente_terrain")).toBe("Vente de terrain");
  expect(buildingTypeLabel("maison_individuelle")).toBe("Maison individuelle");
  expect(accessLabel("difficile")).toBe("Difficile (fond de parcelle, pente, escaliers)");
  expect(formatSurface("120")).toBe("120\u00a0m²");
  expect(formatSurface("85,5")).toBe("85,5\u00a0m²");
  expect(formatSurface(2500)).toBe("2\u00a0500\u00a0m²");
  expect(formatEuros(1200, "HT")).toBe("1\u00a0200\u00a0€\u00a0HT");
  expect(formatEuros(1440, "TTC")).toBe("1\u00a0440\u00a0€\u00a0TTC");
  expect(formatEuros(240)).toBe("240\u00a0€");
  for (const absent of [null, undefined, "", "0", 0]) expect(formatSurface(absent)).toBe("");
  expect(buildingTypeLabel(null)).toBe("");
  expect(formatEuros(null, "HT")).toBe("");
  expect(yesNo(null)).toBe("");
});

test("a simulation's detail shows labels and units, never stored codes", async () => {
  const simulation = await createSimulation(landSale);
  const html = await read(`/admin/demandes/simulations/${simulation.id}`);
  for (const text of [
    ">Vente de terrain<",
    ">Maison individuelle<",
    ">120 m²<",
    ">1 200,5 m²<",
    ">Dans 1 à 3 mois<",
    ">Difficile (fond de parcelle, pente, escaliers)<",
    ">Argileux<",
    ">1 200 € HT<",
    ">240 €<",
    ">1 440 € TTC<",
  ]) {
    expect(html).toContain(text);
  }
  for (const code of ["vente_terrain", "maison_individuelle", "1_3_mois", ">difficile<", ">argileux<"]) expect(html).not.toContain(code);
});

test("a land sale without a building shows '—', never '0 m²'", async () => {
  const simulation = await createSimulation({ ...landSale, constructionType: "", surfaceBatie: "" });
  const html = await read(`/admin/demandes/simulations/${simulation.id}`);
  expect(html).toMatch(/Type de bâtiment<\/dt><dd[^>]*>—<\/dd>/);
  expect(html).toMatch(/Surface bâtie<\/dt><dd[^>]*>—<\/dd>/);
  expect(html).not.toMatch(/>0 m²</);
});

test("the simulations list shows the project's nature and building type as labels, and the total with its tax", async () => {
  const simulation = await createSimulation(landSale);
  const html = await read(`/admin/demandes/simulations?q=${simulation.devisNumber}`);
  expect(html).toContain("Vente de terrain");
  expect(html).toContain("Maison individuelle");
  expect(html).toContain("1 440 € TTC");
  expect(html).not.toContain("vente_terrain");
});

test("the simulations CSV carries labels, and its numbers stay numbers with the unit in the header", async () => {
  const simulation = await createSimulation(landSale);
  const csv = await read(`/admin/demandes/export/simulations?q=${simulation.devisNumber}`);
  const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toContain("Nature du projet;Type de bâtiment;Localisation;Surface bâtie (m²);Superficie du terrain (m²);Total HT (€);Total TTC (€);");
  expect(line).toContain(";Vente de terrain;Maison individuelle;Montreuil (93);120;1200,5;1200;1440;");

  const noBuilding = await createSimulation({ ...landSale, constructionType: "", surfaceBatie: "" });
  const [, bare] = (await read(`/admin/demandes/export/simulations?q=${noBuilding.devisNumber}`)).split("\r\n");
  expect(bare).toContain(";Vente de terrain;;Montreuil (93);;1200,5;");
});

test("the e-mail and newsletter lists and their CSV name the kind of e-mail and the subscription's page", async () => {
  const marker = Math.random().toString(36).slice(2, 8);
  await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "simulation-recap",
      to: [{ email: `recap.${marker}@exemple.fr` }],
      subject: `Votre estimation ${marker}`,
      text: "…",
      html: "<p>…</p>",
    });
  await db()
    .insert(newsletterSubscribers)
    .values({ email: `abonne.${marker}@exemple.fr`, token: crypto.randomUUID(), consentAt: new Date(), source: "actualites" });

  expect(await read(`/admin/demandes/emails?q=${marker}`)).toContain(">Récapitulatif de devis (client)<");
  expect(await read(`/admin/demandes/export/emails?q=${marker}`)).toContain(";Récapitulatif de devis (client);");
  expect(await read(`/admin/demandes/newsletter?q=${marker}`)).toContain(">Page Actualités<");
  expect(await read(`/admin/demandes/export/newsletter?q=${marker}`)).toMatch(/;Page Actualités;/);
});
