// One source for a mission's technical content (docs/decisions/635): the service pages show the
// catalogue's missions, and promise for each mission the laboratory tests its catalogue
// programme lists; the seed corrects the earlier texts only while they are untouched.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { labTestDisagreements } from "~/lib/simulator/lab-tests";
import { seedDatabase } from "../../seed";
import { correctedServiceTexts, services } from "../../seed/data/services";
import { correctedSimulatorProgrammes, simulatorServices } from "../../seed/data/simulator";
import { contentChanged, db, request } from "../helpers";
import { esc, publicPage } from "./admin-content-helpers";
import { html, SIMULATOR_CONTACT, wizardStep, wizardToken } from "./forms-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** A page's visible text, one paragraph (or list item, heading, cell row) per block. */
function pageText(html: string) {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<\/(p|li|h[1-6]|tr|dd|summary|article)>/g, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[ \t\u202f\u00a0]+/g, " ");
}

async function catalogue() {
  const { results } = await env.DB.prepare("select id, programme from simulator_services").all<{ id: string; programme: string | null }>();
  return results;
}

describe("the service pages and the catalogue", () => {
  test("every service page promises, for each mission it names, the laboratory tests of that mission's catalogue programme", async () => {
    const rows = await catalogue();
    for (const service of services) {
      const { status, body } = await publicPage(`/services/${service.slug}`);
      expect(status).toBe(200);
      expect(labTestDisagreements(pageText(body), rows), service.slug).toEqual([]);
    }
  });

  test("the check fails when the catalogue's G1 programme no longer lists a test the service page promises", async () => {
    const [{ programme }] = (await catalogue()).filter((row) => row.id === "g1-pgc");
    await env.DB.prepare("update simulator_services set programme = ? where id = 'g1-pgc'")
      .bind("2 sondages à la pelle mécanique à 3 m, essais d'identification en laboratoire (teneur en eau, VBS).")
      .run();
    await contentChanged();
    try {
      const { body } = await publicPage("/services/etudes-geotechniques");
      const disagreements = labTestDisagreements(pageText(body), await catalogue());
      expect(disagreements.map((d) => ({ family: d.family, page: d.page, catalogue: d.catalogue }))).toContainEqual({
        family: "G1",
        page: ["teneur-en-eau", "granulometrie", "vbs", "atterberg"],
        catalogue: ["teneur-en-eau", "vbs"],
      });
    } finally {
      await env.DB.prepare("update simulator_services set programme = ? where id = 'g1-pgc'").bind(programme).run();
      await contentChanged();
    }
  });

  test("the service page shows each of its missions with the programme, deliverables, exclusions, inputs and delay the devis prints, and the norm's edition", async () => {
    const { body } = await publicPage("/services/etudes-geotechniques");
    const text = pageText(body);
    expect(text).toContain("Le contenu de nos missions");
    expect(text).toContain("selon la norme NF P 94-500 (novembre 2013)");
    for (const id of ["g1-es", "g1-pgc", "g2-avp", "g2-pro"]) expect(body).toContain(`data-mission="${id}"`);
    const pro = simulatorServices.find((s) => s.id === "g2-pro");
    expect(text).toContain(`Programme d'investigations : ${pro?.programme}`);
    expect(text).toContain(`Livrables : ${pro?.deliverables}`);
    expect(text).toContain(`Non compris : ${pro?.exclusions}`);
    expect(text).toContain(`À fournir par le client : ${pro?.clientInputs}`);
    expect(text).toContain("Délai de la mission : 3 semaines après le début de la mission");
    // The optional pressiométrique sondage is not an open price.
    expect(text).not.toMatch(/si nécessaire/i);
  });
});

describe("the seed's corrections", () => {
  test("an earlier seed's programme and service sentence are replaced while untouched; a text staff typed is kept", async () => {
    const old = correctedSimulatorProgrammes.find((c) => c.id === "g1-pgc")?.before ?? "";
    await env.DB.prepare("update simulator_services set programme = ? where id = 'g1-pgc'").bind(old).run();
    await env.DB.prepare("update simulator_services set programme = 'Programme de l''ingénieur' where id = 'g5'").run();
    const sentence = correctedServiceTexts.find((c) => c.slug === "etudes-geotechniques");
    const content = services.find((s) => s.slug === "etudes-geotechniques")?.content ?? "";
    await env.DB.prepare("update services set content = ? where slug = 'etudes-geotechniques'")
      .bind(content.replace(sentence?.to ?? "", sentence?.from ?? ""))
      .run();
    await env.DB.prepare("update services set content = content || ' Ajout du personnel.' where slug = 'diagnostics'").run();

    await seedDatabase(db());

    const programme = (id: string) => env.DB.prepare("select programme from simulator_services where id = ?").bind(id).first("programme");
    expect(await programme("g1-pgc")).toBe(simulatorServices.find((s) => s.id === "g1-pgc")?.programme);
    expect(await programme("g5")).toBe("Programme de l'ingénieur");
    const stored = (slug: string) => env.DB.prepare("select content from services where slug = ?").bind(slug).first<string>("content");
    expect(await stored("etudes-geotechniques")).toContain(sentence?.to);
    expect(await stored("diagnostics")).toContain("Ajout du personnel.");
  });
});

describe("the simulator", () => {
  test("step 3 shows each mission's programme, deliverables, exclusions, client inputs and delay from the catalogue, in the page itself", async () => {
    const start = wizardToken(await html(await request("/simulateur")));
    const one = await wizardStep("contact", start, { ...SIMULATOR_CONTACT, email: `${crypto.randomUUID().slice(0, 8)}@example.fr` });
    const two = await wizardStep("project", one.token, { projectNature: "vente_terrain", location: "Pontoise (95300)", terrain: "640" });
    const pgc = simulatorServices.find((s) => s.id === "g1-pgc");
    expect(two.page).toContain("Contenu de la mission");
    for (const text of [pgc?.programme, pgc?.deliverables, pgc?.exclusions, pgc?.clientInputs, "3 semaines après le début de la mission"]) {
      expect(two.page).toContain(esc(text ?? ""));
    }
  });
});
