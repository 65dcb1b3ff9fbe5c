// What each project nature makes mandatory (and why, per the firm's
// own content), the step-2 fields each nature asks, and where each step opens.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, simulations } from "~/db/schema";
import { getCatalogue } from "~/lib/simulator/catalogue.server";
import { simulatorFaq } from "~/lib/simulator/faq";
import type { ProjectNature } from "~/lib/simulator/rules";
import { simulatorMessages } from "~/lib/simulator/schema";
import { splitCatalogue } from "~/lib/simulator/selection";
import { createSimulation } from "~/lib/simulator/simulation.server";
import { emptyState } from "~/lib/simulator/state.server";
import { simulatorStatements } from "../../seed";
import { db, request } from "../helpers";
import { esc, html, seedCatalogue, SIMULATOR_CONTACT, wizardStep, wizardToken } from "./forms-helpers";
import { pdfText } from "./pdf-text";
import { jwtSecret } from "../factories/staff";

beforeAll(seedCatalogue);

/**
 * The recommendation table (docs/decisions/600-simulator-recommendation-rules.md),
 * written out here rather than read from the seed, so that a wrong seed fails.
 */
const EXPECTED: Record<ProjectNature, { mandatory: Array<string>; recommended: Array<string> }> = {
  vente_terrain: { mandatory: ["g1-es", "g1-pgc"], recommended: [] },
  construction_neuve: { mandatory: ["g2-avp", "g2-pro"], recommended: ["g1-es", "g1-pgc"] },
  extension: { mandatory: ["g2-avp", "g2-pro"], recommended: ["g5"] },
  renovation: { mandatory: [], recommended: ["g5"] },
  acquisition: { mandatory: [], recommended: ["g1-es", "g1-pgc"] },
  diagnostic: { mandatory: ["g5"], recommended: [] },
};

/** Step-2 answers a visitor gives for each nature (only what that nature asks). */
const PROJECTS: Record<ProjectNature, Record<string, string>> = {
  vente_terrain: { projectNature: "vente_terrain", location: "Pontoise (95300)", terrain: "640" },
  construction_neuve: { projectNature: "construction_neuve", location: "Montreuil (93100)", constructionType: "maison_individuelle", surfaceBatie: "120", terrain: "450" },
  extension: { projectNature: "extension", location: "Vincennes (94300)", constructionType: "maison_individuelle", surfaceBatie: "35", terrain: "400" },
  renovation: { projectNature: "renovation", location: "Paris 11e", constructionType: "immeuble_collectif", surfaceBatie: "900" },
  acquisition: { projectNature: "acquisition", location: "Meaux (77100)", terrain: "1200" },
  diagnostic: {
    projectNature: "diagnostic",
    location: "Sartrouville (78500)",
    constructionType: "maison_individuelle",
    surfaceBatie: "110",
    description: "Fissures en escalier sur la façade nord depuis l'été 2025.",
  },
};

async function toProjectStep(email = `${crypto.randomUUID().slice(0, 8)}@example.fr`) {
  const start = wizardToken(await html(await request("/simulateur")));
  return wizardStep("contact", start, { ...SIMULATOR_CONTACT, email });
}

/** The `<input … id="service-…">` checkbox of a catalogue service in step 3. */
function serviceInput(page: string, id: string) {
  return page.match(new RegExp(`<input id="service-${id}"[^>]*>`))?.[0] ?? "";
}

/** The label (up to its end) of a step-2 field, to look for the required mark. */
function labelOf(page: string, text: string) {
  const at = page.indexOf(esc(text));
  if (at < 0) return null;
  return page.slice(at, page.indexOf("</label>", at));
}
const REQUIRED_MARK = '<span class="text-red-700" aria-hidden="true"> *</span>';

describe("recommendations per project nature", () => {
  test("the seeded catalogue gives each nature the mandatory and recommended services of the firm's content", async () => {
    const catalogue = await getCatalogue(db());
    for (const [nature, expected] of Object.entries(EXPECTED)) {
      const { mandatory, recommended } = splitCatalogue(catalogue, nature);
      expect({ nature, mandatory: mandatory.map((s) => s.id), recommended: recommended.map((s) => s.id) }).toEqual({ nature, ...expected });
    }
  });

  for (const nature of Object.keys(EXPECTED) as Array<ProjectNature>) {
    test(`${nature}: step 3 locks the mandatory services, pre-ticks the recommended ones, and the server adds a mandatory service the client left out`, async () => {
      const one = await toProjectStep();
      const two = await wizardStep("project", one.token, PROJECTS[nature]);
      expect(two.status).toBe(200);
      expect(two.page).toContain("Étape 3/4");
      const { mandatory, recommended } = EXPECTED[nature];
      for (const id of mandatory) {
        const input = serviceInput(two.page, id);
        expect(input, id).toContain('disabled=""');
        expect(input, id).toContain('checked=""');
        expect(two.page).toContain(`<input type="hidden" name="services" value="${id}"/>`);
      }
      for (const id of recommended) {
        const input = serviceInput(two.page, id);
        expect(input, id).toContain('checked=""');
        expect(input, id).not.toContain("disabled");
      }
      for (const id of ["rapport-complementaire", "g3"]) expect(serviceInput(two.page, id), id).not.toContain("checked");

      // The client posts only an additional service.
      const three = await wizardStep("services", two.token, { services: ["rapport-complementaire"] });
      expect(three.page).toContain("Étape 4/4");
      const email = `${nature}-${crypto.randomUUID().slice(0, 6)}@example.fr`;
      const done = await createSimulation(
        { db: db(), queue: env.MAIL_QUEUE, origin: "https://x.test", secret: jwtSecret() },
        { ...emptyState(), step: 4, contact: { ...SIMULATOR_CONTACT, email, acceptCGU: true }, project: projectState(nature), services: ["rapport-complementaire"] },
        { contactRequested: false },
      );
      if (!done.ok) throw new Error(`simulation attendue (${done.reason})`);
      const [row] = await db().select().from(simulations).where(eq(simulations.id, done.id));
      expect(row.services).toEqual(catalogueOrder([...mandatory, "rapport-complementaire"]));
    });
  }

  test("a land sale is quoted the complete G1 (ES + PGC) and step 3 says why", async () => {
    const one = await toProjectStep();
    const two = await wizardStep("project", one.token, PROJECTS.vente_terrain);
    expect(two.page).toContain("Prestations obligatoires pour votre projet");
    expect(two.page).toContain("mission G1 complète de la norme NF P 94-500 (phases étude de site ES et principes généraux de construction PGC)");
    const three = await wizardStep("services", two.token, { services: ["g1-es"] });
    // 1 200 + 1 500 = 2 700 HT, 3 240 TTC.
    expect(three.page).toContain("2\u202f700\u00a0€");
    expect(three.page).toContain("3\u202f240\u00a0€");
  });

  test("a new house's mandatory design study is the G2 of NF P 94-500, phases avant-projet and projet", async () => {
    const one = await toProjectStep();
    const two = await wizardStep("project", one.token, PROJECTS.construction_neuve);
    expect(two.page).toContain(esc("mission G2 de la norme NF P 94-500 (phases avant-projet AVP et projet PRO)"));
    expect(two.page).toContain(esc("arrêté du 22 juillet 2020"));
  });

  test("the simulator FAQ says the ELAN preliminary study is a complete G1 (ES and PGC)", () => {
    const why = simulatorFaq.find((f) => f.question === "Pourquoi une étude géotechnique est-elle nécessaire\u202f?");
    expect(why?.answer).toContain("mission G1 complète (phases étude de site ES et principes généraux de construction PGC)");
    expect(why?.answer).toContain("mission G2, phases avant-projet et projet");
  });
});

/** The wizard state a visitor's step-2 answers give (as the schema would parse them). */
function projectState(nature: ProjectNature) {
  const p = PROJECTS[nature];
  return {
    projectNature: nature,
    location: p.location,
    constructionType: p.constructionType as "maison_individuelle" | undefined,
    surfaceBatie: p.surfaceBatie,
    terrain: p.terrain,
    description: p.description,
    presenceSousSol: false,
    presenceEau: false,
    urgenceMission: false,
  };
}

const ORDER = ["g1-es", "g1-pgc", "g2-avp", "g2-pro", "g3", "g4", "g5", "etude-hydraulique", "etude-pollution", "argiles", "rapport-complementaire"];
const catalogueOrder = (ids: Array<string>) => ORDER.filter((id) => ids.includes(id));

describe("step 2 follows the project's nature", () => {
  test("a land sale asks the plot, not a building: no building type nor built surface, and nothing invented is stored", async () => {
    const email = `terrain-${crypto.randomUUID().slice(0, 6)}@example.fr`;
    const one = await toProjectStep(email);
    // Without JavaScript every field is posted: what a land sale does not ask is dropped.
    const two = await wizardStep("project", one.token, {
      ...PROJECTS.vente_terrain,
      constructionType: "maison_individuelle",
      surfaceBatie: "1",
      nombreEtages: "R+1",
      presenceSousSol: "on",
    });
    expect(two.status).toBe(200);
    const three = await wizardStep("services", two.token, { services: ["g1-es", "g1-pgc"] });
    expect(three.page).not.toContain("Surface bâtie");
    expect(three.page).not.toContain("Type de bâtiment");
    expect(three.page).toContain("640 m²");
    const done = await wizardStep("submit", three.token);
    expect(done.status).toBe(200);
    const [row] = await db().select().from(simulations).where(eq(simulations.userEmail, email));
    expect(row).toMatchObject({ projectNature: "vente_terrain", constructionType: null, surfaceBatie: null, nombreEtages: null, presenceSousSol: false, terrainSuperficie: "640" });

    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
    for (const mail of mails) {
      expect(mail.text).not.toContain("Surface bâtie");
      expect(mail.text).not.toContain("null");
      expect(mail.text).toContain("Superficie du terrain");
    }
    const pdf = await pdfText(new Uint8Array(await (await request(`/simulateur/devis/${row.publicToken}`)).arrayBuffer()));
    expect(pdf).not.toContain("Surface bâtie");
    expect(pdf).not.toContain("1 m²");
    expect(pdf).toContain("640 m²");
  });

  test("a land sale without the plot's surface is refused with the specification's message, and the building fields are not shown", async () => {
    const one = await toProjectStep();
    const two = await wizardStep("project", one.token, { projectNature: "vente_terrain", location: "Pontoise" });
    expect(two.status).toBe(400);
    expect(two.page).toContain(simulatorMessages.terrain);
    expect(two.page).not.toContain("Type de bâtiment");
    expect(two.page).not.toContain("Surface bâtie");
    expect(labelOf(two.page, "Superficie du terrain (m²)")).toContain(REQUIRED_MARK);
  });

  test("a building nature requires the building type and a built surface above 0 m²", async () => {
    const one = await toProjectStep();
    const missing = await wizardStep("project", one.token, { projectNature: "construction_neuve", location: "Montreuil", terrain: "450" });
    expect(missing.status).toBe(400);
    expect(missing.page).toContain(simulatorMessages.constructionType);
    expect(missing.page).toContain(simulatorMessages.surfaceBatie);
    expect(labelOf(missing.page, "Type de bâtiment")).toContain(REQUIRED_MARK);
    const zero = await wizardStep("project", one.token, { ...PROJECTS.construction_neuve, surfaceBatie: "0" });
    expect(zero.status).toBe(400);
    expect(zero.page).toContain(esc(simulatorMessages.surfaceNumber));
  });

  test("a diagnostic (G5) asks the existing building and the disorders observed", async () => {
    const one = await toProjectStep();
    const { description: _description, ...withoutDisorders } = PROJECTS.diagnostic;
    const two = await wizardStep("project", one.token, withoutDisorders);
    expect(two.status).toBe(400);
    expect(two.page).toContain(esc(simulatorMessages.disorders));
    expect(labelOf(two.page, "Désordres constatés")).toContain(REQUIRED_MARK);
    expect(labelOf(two.page, "Superficie du terrain (m²)")).not.toContain(REQUIRED_MARK);
  });

  test("only required fields carry the asterisk: not the optional checkboxes nor the optional selects", async () => {
    const { page } = await toProjectStep();
    expect(page).toContain("Étape 2/4");
    for (const label of ["Type de projet", "Localisation (ville ou code postal)"]) expect(labelOf(page, label), label).toContain(REQUIRED_MARK);
    for (const label of ["Le projet comprend un sous-sol", "Présence d'eau connue (nappe, ruissellement, puits)", "Mission urgente", "Nombre d'étages", "Accessibilité du site"]) {
      expect(labelOf(page, label), label).not.toBeNull();
      expect(labelOf(page, label), label).not.toContain(REQUIRED_MARK);
    }
  });
});

describe("each step opens on its heading", () => {
  test("the page's first load does not move the focus; each answered step and the sent quote focus their heading", async () => {
    const first = await html(await request("/simulateur"));
    expect(first).toMatch(/<h2 tabindex="-1" class="[^"]*">Vos coordonnées<\/h2>/);
    const one = await toProjectStep();
    expect(one.page).toMatch(/<h2 tabindex="-1" autofocus="" [^>]*>Votre projet<\/h2>/);
    expect(one.page).toContain('id="etape"');
    const two = await wizardStep("project", one.token, PROJECTS.vente_terrain);
    expect(two.page).toMatch(/<h2 tabindex="-1" autofocus="" [^>]*>Services<\/h2>/);
    const three = await wizardStep("services", two.token, { services: ["g1-es"] });
    expect(three.page).toMatch(/<h2 tabindex="-1" autofocus="" [^>]*>Récapitulatif<\/h2>/);
    const done = await wizardStep("submit", three.token);
    expect(done.page).toMatch(/<h2 id="devis-envoye" tabindex="-1" autofocus="" [^>]*>Votre estimation n° SOL-\d{6}<\/h2>/);
    expect(done.page).toContain("Télécharger l&#x27;estimation (PDF)");
  });
});

describe("catalogue rules in D1", () => {
  test("a row saved before the rules existed reads its legacy columns until the seed fills the corrected rules; an edited description is kept", async () => {
    const oldG1 =
      "Enquête documentaire, visite du site et premiers sondages pour identifier le contexte géologique et les risques majeurs. Indispensable avant tout projet (loi ELAN en zone argileuse).";
    await env.DB.batch([
      env.DB.prepare("update simulator_services set rules = null, mandatory = 1, recommended_for = ?, description = ? where id = 'g1-es'").bind(
        JSON.stringify(["construction_neuve", "extension", "renovation", "vente_terrain", "acquisition"]),
        oldG1,
      ),
      env.DB.prepare("update simulator_services set rules = null, mandatory = 0, recommended_for = ?, description = 'Texte revu par l''équipe' where id = 'g1-pgc'").bind(
        JSON.stringify(["construction_neuve", "extension", "acquisition"]),
      ),
    ]);
    const legacy = splitCatalogue(await getCatalogue(db()), "vente_terrain");
    expect(legacy.mandatory.map((s) => s.id)).toEqual(["g1-es"]);

    const [first, ...rest] = simulatorStatements(db());
    await db().batch([first, ...rest]);
    const after = splitCatalogue(await getCatalogue(db()), "vente_terrain");
    expect(after.mandatory.map((s) => s.id)).toEqual(["g1-es", "g1-pgc"]);
    const rows = await env.DB.prepare("select id, description, rules from simulator_services where id in ('g1-es', 'g1-pgc') order by id").all<{
      id: string;
      description: string;
      rules: string;
    }>();
    expect(rows.results[0].description).toContain("Avec la phase PGC, elle forme l'étude préalable exigée par la loi ELAN");
    expect(rows.results[1].description).toBe("Texte revu par l'équipe");
    expect(JSON.parse(rows.results[1].rules)).toMatchObject({ vente_terrain: "obligatoire" });

    // Rules staff saved (even none) are never replaced by the seed.
    await env.DB.prepare("update simulator_services set rules = '{}' where id = 'g3'").run();
    await db().batch([first, ...rest]);
    expect(await env.DB.prepare("select rules from simulator_services where id = 'g3'").first("rules")).toBe("{}");
  });
});
