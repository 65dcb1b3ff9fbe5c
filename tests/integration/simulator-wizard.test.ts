import { env } from "cloudflare:test";
import { parseForm } from "~/lib/forms/parse";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, simulations, visitorInfo } from "~/db/schema";
import { estimatePdf } from "~/lib/simulator/estimate.server";
import { pdfText } from "./pdf-text";
import { contactStepSchema, projectStepSchema, simulatorMessages } from "~/lib/simulator/schema";
import { createSimulation } from "~/lib/simulator/simulation.server";
import { emptyState, renewed, signState, type WizardState } from "~/lib/simulator/state.server";
import { db, request } from "../helpers";
import { esc, formData, html, seedCatalogue, SIMULATOR_CONTACT, SIMULATOR_PROJECT, wizardStep, wizardToken } from "./forms-helpers";
import { jwtSecret } from "../factories/staff";

const SECRET = "test-secret-for-vitest-only-0123456789abcdef";

beforeAll(seedCatalogue);

const contact = SIMULATOR_CONTACT;
const project = SIMULATOR_PROJECT;

async function startToken() {
  return wizardToken(await html(await request("/simulateur")));
}

describe("simulator schemas", () => {
  test("step 1 gives every contact message of the specification", () => {
    const errors = parseForm(formData({ firstName: "J", lastName: "M", email: "jean@", phone: "0612" }), contactStepSchema).reply().error;
    expect(errors).toMatchObject({
      firstName: ["Le prénom doit contenir au moins 2 caractères."],
      lastName: ["Le nom doit contenir au moins 2 caractères."],
      email: ["Veuillez entrer une adresse email valide."],
      phone: ["Le numéro de téléphone doit contenir au moins 10 chiffres."],
      acceptCGU: ["Vous devez accepter les CGU pour continuer."],
    });
  });

  test("step 2 gives every project message of the specification", () => {
    const errors = parseForm(formData({}), projectStepSchema).reply().error;
    expect(errors).toMatchObject({
      projectNature: ["Le type de projet est requis"],
      location: ["La localisation est requise"],
    });
    // The building's fields are required once the nature says there is a building.
    expect(parseForm(formData({ projectNature: "construction_neuve" }), projectStepSchema).reply().error).toMatchObject({
      location: ["La localisation est requise"],
      constructionType: ["Le type de bâtiment est requis"],
      surfaceBatie: ["La surface bâtie est requise"],
      terrain: ["La superficie du terrain est requise"],
    });
    const parsed = parseForm(formData(project), projectStepSchema);
    expect(parsed.status).toBe("success");
    if (parsed.status === "success") expect(parsed.value).toMatchObject({ presenceSousSol: true, presenceEau: false, urgenceMission: false });
  });
});

describe("simulator wizard", () => {
  test("/simulateur renders step 1 with the FAQ structured data (5 entries) and the terms", async () => {
    const page = await html(await request("/simulateur"));
    expect(page).toContain("Étape 1/4");
    expect(page).toContain("J&#x27;accepte les conditions générales d&#x27;utilisation");
    expect(page).toContain("Conditions générales d&#x27;utilisation du simulateur");
    const ld = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const faq = ld.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(5);
    expect(ld.find((d) => d["@type"] === "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name)).toEqual(["Accueil", "Simulateur de devis"]);
  });

  test("step 1 shows its messages and stays on step 1", async () => {
    const { status, page } = await wizardStep("contact", await startToken(), { firstName: "J" });
    expect(status).toBe(400);
    expect(page).toContain("Étape 1/4");
    expect(page).toContain(esc(simulatorMessages.firstName));
    expect(page).toContain(esc(simulatorMessages.acceptCGU));
  });

  test("a visitor goes through the four steps; totals come from the catalogue, not from the client", async () => {
    const email = `${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const one = await wizardStep("contact", await startToken(), { ...contact, email });
    expect(one.status).toBe(200);
    expect(one.page).toContain("Étape 2/4");
    const [visitor] = await db().select().from(visitorInfo).where(eq(visitorInfo.email, email));
    expect(visitor).toMatchObject({ firstName: "Jean", consentCgu: true, userAgent: "vitest" });
    expect(Object.keys(visitor)).not.toContain("ipAddress");

    const back = await wizardStep("back", one.token);
    expect(back.page).toContain("Étape 1/4");
    expect(back.page).toContain(`value="${email}"`);

    const two = await wizardStep("project", one.token, project);
    expect(two.page).toContain("Étape 3/4");
    expect(two.page).toContain("Prestations obligatoires pour votre projet");
    expect(two.page).toContain("Prestations recommandées pour votre projet");
    expect(two.page).toContain("Prestations complémentaires");

    // The client leaves out the mandatory g2-pro, adds an unknown id and its own prices.
    const three = await wizardStep("services", two.token, {
      services: ["g2-avp", "inconnu", "g5"],
      basePrice: "1",
      totalHT: "10",
      totalTTC: "12",
    });
    expect(three.page).toContain("Étape 4/4");
    // g2-avp 2 200 + g2-pro (mandatory, added back) 2 800 + g5 (additional for a new build) 2 500 = 7 500 HT
    expect(three.page).toContain("7\u202f500\u00a0€");
    expect(three.page).toContain("9\u202f000\u00a0€");

    const done = await wizardStep("submit", three.token, { contactRequested: "on", totalHT: "1", services_details: "[]" });
    expect(done.status).toBe(200);
    expect(done.page).toContain(esc(simulatorMessages.success));
    const [sim] = await db().select().from(simulations).where(eq(simulations.userEmail, email));
    expect(sim).toMatchObject({
      totalHt: 7500,
      totalTtc: 9000,
      services: ["g2-avp", "g2-pro", "g5"],
      projectNature: "construction_neuve",
      projectType: "construction_neuve",
      constructionType: "maison_individuelle",
      presenceSousSol: true,
      contactRequested: true,
      visitorInfoId: visitor.id,
    });
    expect(sim.servicesDetails).toEqual([
      { id: "g2-avp", name: expect.stringContaining("G2"), quantity: 1, basePrice: 2200 },
      { id: "g2-pro", name: expect.stringContaining("G2"), quantity: 1, basePrice: 2800 },
      { id: "g5", name: expect.stringContaining("G5"), quantity: 1, basePrice: 2500 },
    ]);
    expect(sim.devisNumber).toMatch(/^SOL-\d{6}$/);
    expect(sim.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.page).toContain(sim.devisNumber);
    expect(done.page).toContain(`/simulateur/devis/${sim.publicToken}`);

    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, sim.id));
    const recap = mails.find((m) => m.type === "simulation-recap");
    const staff = mails.find((m) => m.type === "simulation-notification");
    expect(recap?.to).toEqual([{ email, name: "Jean Martin" }]);
    expect(recap?.attachments).toEqual([{ kind: "simulation-pdf", simulationId: sim.id, filename: `estimation-${sim.devisNumber}.pdf` }]);
    expect(recap?.text).toContain("9\u202f000\u00a0€");
    expect(recap?.text).toContain("Estimation indicative, confirmée par un ingénieur sous 48 h.");
    expect(staff?.to).toEqual([{ email: "demandes@example.fr" }]);
    expect(staff?.text).toContain(`/admin/demandes/simulations/${sim.id}`);

    const pdf = await request(`/simulateur/devis/${sim.publicToken}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`estimation-${sim.devisNumber}.pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("%PDF");
    const text = await pdfText(bytes);
    expect(text).toContain(sim.devisNumber);
    expect(text).toContain("Total TTC");
    expect(text).toContain("Total TTC");
    expect(text).toContain("9 000");
    expect(text).toContain("30 %");
  });

  test("an unknown or malformed PDF token answers 404", async () => {
    expect((await request("/simulateur/devis/abc")).status).toBe(404);
    const res = await request(`/simulateur/devis/${"A".repeat(43)}`);
    expect(res.status).toBe(404);
    await res.text();
  });

  test("a tampered state is refused and the wizard starts again", async () => {
    const token = await signState(SECRET, { ...emptyState(), step: 4 });
    const [payload, signature] = token.split(".");
    const forged = `${payload.slice(0, -2)}AA.${signature}`;
    const { status, page } = await wizardStep("submit", forged);
    expect(status).toBe(400);
    expect(page).toContain(esc(simulatorMessages.expired));
    expect(page).toContain("Étape 1/4");
  });

  test("submitting without the required data gives 'Veuillez remplir tous les champs obligatoires.'", async () => {
    const state: WizardState = {
      ...emptyState(),
      step: 4,
      contact: { firstName: "Jean", lastName: "Martin", email: "j@example.fr", phone: "0612345678", acceptCGU: true },
      services: ["g1-es"],
    };
    const { status, page } = await wizardStep("submit", await signState(SECRET, state));
    expect(status).toBe(400);
    expect(page).toContain(esc(simulatorMessages.missing));
  });

  test("quote numbers stay unique when two simulations share the same timestamp", async () => {
    const state: WizardState = {
      ...emptyState(),
      step: 4,
      contact: { firstName: "Anne", lastName: "Petit", email: "anne@example.fr", phone: "0612345678", acceptCGU: true },
      project: {
        projectNature: "acquisition",
        constructionType: "lotissement",
        location: "Lyon",
        surfaceBatie: "0,5",
        terrain: "1000",
        presenceSousSol: false,
        presenceEau: false,
        urgenceMission: false,
      },
      services: ["g1-es"],
    };
    const clock = () => new Date("2026-03-01T10:00:00.123Z");
    const deps = { db: db(), queue: env.MAIL_QUEUE, origin: "https://x.test", secret: jwtSecret(), now: clock };
    const a = await createSimulation(deps, state, { contactRequested: false });
    // Another visitor's state (another wizard id) at the same millisecond.
    const b = await createSimulation(deps, renewed(state), { contactRequested: false });
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.devisNumber).not.toBe(b.devisNumber);
    expect(b.devisNumber).toMatch(/^SOL-\d{6}$/);
    const [row] = await db().select().from(simulations).where(eq(simulations.id, a.id));
    // An acquisition is stored as construction_neuve; the nature is kept.
    expect(row).toMatchObject({ projectType: "construction_neuve", projectNature: "acquisition", totalHt: 1200, totalTtc: 1440 });
  });

  test("estimatePdf returns the stored PDF with the quote number, or null for an unknown simulation", async () => {
    const [sim] = await db().select().from(simulations).limit(1);
    const pdf = await estimatePdf({ db: db(), bucket: env.ATTACHMENTS }, sim.id);
    expect(pdf).not.toBeNull();
    expect(new TextDecoder().decode(pdf?.bytes.slice(0, 5))).toBe("%PDF-");
    expect(await pdfText(pdf?.bytes as Uint8Array)).toContain(sim.devisNumber);
    expect(await estimatePdf({ db: db(), bucket: env.ATTACHMENTS }, 987654321)).toBeNull();
  });

  test("/simulateur-admin sends an anonymous visitor to the login page", async () => {
    const res = await request("/simulateur-admin");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/admin/login");
  });
});
