// The simulator's price modifiers (urgency, access, basement, surface bands, travel) and
// the devis PDF: one pricing for step 4, the stored quote, the e-mail and the PDF; stored
// quotes frozen against later price edits; the PDF's text on the firm's letterhead.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, simulations } from "~/db/schema";
import { getPricingModifiers } from "~/lib/simulator/modifiers.server";
import { estimatePdf } from "~/lib/simulator/estimate.server";
import { departmentOf, NO_MODIFIERS, priceQuote } from "~/lib/simulator/pricing";
import type { PricingModifiers } from "~/db/types";
import type { ProjectStep } from "~/lib/simulator/schema";
import { createSimulation } from "~/lib/simulator/simulation.server";
import { emptyState, signState, type WizardState } from "~/lib/simulator/state.server";
import { seedDatabase } from "../../seed";
import { simulatorModifiers } from "../../seed/data/simulator";
import { db, flashOf, request } from "../helpers";
import { lastAudit, postForm as postAdminForm, staffCookie } from "./admin-content-helpers";
import { formData, html, postForm, setSetting, uniqueIp } from "./forms-helpers";
import { pdfVisibleText } from "./pdf-text";
import { jwtSecret } from "../factories/staff";

const SECRET = "test-secret-for-vitest-only-0123456789abcdef";

beforeAll(async () => {
  await seedDatabase(db());
});

const G1_ES = { id: "g1-es", name: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)", description: "Visite et sondages.", basePrice: 1200 };
const G2_AVP = { id: "g2-avp", name: "Étude géotechnique de conception G2 – Avant-projet (AVP)", description: "Modèle géotechnique.", basePrice: 2200 };

const modifiers: PricingModifiers = {
  urgencyPercent: 20,
  accessMoyenne: 150,
  accessDifficile: 450,
  basement: 350,
  surfaceBands: [
    { basis: "built", from: 250, unit: "eur", amount: 400, missions: ["g2-avp"] },
    { basis: "built", from: 1000, unit: "eur", amount: 1500, missions: ["g2-avp"] },
    { basis: "plot", from: 2000, unit: "percent", amount: 10, missions: [] },
  ],
  travelZones: [
    { label: "Paris et petite couronne", departments: ["75", "92", "93", "94"], amount: 0 },
    { label: "Grande couronne", departments: ["77", "78", "91", "95"], amount: 90 },
  ],
  travelOther: 450,
};

const amounts = (quote: ReturnType<typeof priceQuote>) => Object.fromEntries(quote.lines.map((l) => [l.id, l.amountHt]));

describe("priceQuote", () => {
  test("without modifiers the price is the catalogue's, whatever the answers", () => {
    const quote = priceQuote({
      missions: [G1_ES, G2_AVP],
      modifiers: NO_MODIFIERS,
      answers: { location: "Lyon (69003)", surfaceBatie: "5000", terrain: "90000", presenceSousSol: true, urgenceMission: true, accessibiliteSite: "difficile" },
    });
    expect(quote).toMatchObject({ totalHt: 3400, tva: 680, totalTtc: 4080 });
    expect(quote.lines.map((l) => l.kind)).toEqual(["mission", "mission"]);
  });

  test("each answer adds its own modifier line: urgency %, access, basement, the highest surface band reached, travel", () => {
    const quote = priceQuote({
      missions: [G1_ES, G2_AVP],
      modifiers,
      answers: { location: "Meaux (77100)", surfaceBatie: "1200", terrain: "2500", presenceSousSol: true, urgenceMission: true, accessibiliteSite: "difficile" },
    });
    expect(amounts(quote)).toEqual({
      "g1-es": 1200,
      "g2-avp": 2200,
      urgency: 680,
      access: 450,
      basement: 350,
      "surface-built": 1500,
      "surface-plot": 340,
      travel: 90,
    });
    expect(quote.totalHt).toBe(3400 + 680 + 450 + 350 + 1500 + 340 + 90);
    expect(quote.totalTtc).toBe(Math.round(quote.totalHt * 1.2));
    const labels = quote.lines.filter((l) => l.kind === "modifier").map((l) => l.label);
    expect(labels).toEqual([
      "Majoration urgence (+ 20 %)",
      "Accès au site difficile",
      "Sous-sol prévu",
      "Surface bâtie à partir de 1 000 m²",
      "Superficie du terrain à partir de 2 000 m² (+ 10 %)",
      "Déplacement – Grande couronne",
    ]);
  });

  test("a surface band applies only to its missions; a surface that does not apply (null) or a 0 € zone adds nothing", () => {
    const onlyG1 = priceQuote({ missions: [G1_ES], modifiers, answers: { location: "Paris 11e (75011)", surfaceBatie: "300", terrain: "400", accessibiliteSite: "facile" } });
    expect(onlyG1.lines.map((l) => l.id)).toEqual(["g1-es"]);
    const landSale = priceQuote({ missions: [G1_ES, G2_AVP], modifiers, answers: { location: "Pontoise (95)", surfaceBatie: null, terrain: "600", accessibiliteSite: "moyenne" } });
    expect(amounts(landSale)).toEqual({ "g1-es": 1200, "g2-avp": 2200, access: 150, travel: 90 });
    const far = priceQuote({ missions: [G1_ES], modifiers, answers: { location: "Bordeaux 33000" } });
    expect(far.lines.at(-1)).toMatchObject({ id: "travel", label: "Déplacement hors zone habituelle", amountHt: 450 });
    const unknown = priceQuote({ missions: [G1_ES], modifiers, answers: { location: "Quelque part" } });
    expect(unknown.lines.map((l) => l.id)).toEqual(["g1-es"]);
  });

  test("the department is read from a postcode or a department number in the location", () => {
    expect(departmentOf("Montreuil (93100)")).toBe("93");
    expect(departmentOf("Pontoise (95)")).toBe("95");
    expect(departmentOf("Ajaccio 20000")).toBe("2A");
    expect(departmentOf("Bastia 20200")).toBe("2B");
    expect(departmentOf("Fort-de-France 97200")).toBe("972");
    expect(departmentOf("Corse 2b")).toBe("2B");
    expect(departmentOf("Lyon")).toBeNull();
    expect(departmentOf("12 rue de la Paix")).toBe("12");
  });
});

const PROJECT: ProjectStep = {
  projectNature: "construction_neuve",
  constructionType: "maison_individuelle",
  location: "Meaux (77100)",
  surfaceBatie: "300",
  terrain: "450",
  nombreEtages: "R+1",
  presenceSousSol: true,
  presenceEau: false,
  dateDebutProjet: "3_6_mois",
  accessibiliteSite: "difficile",
  urgenceMission: true,
  description: "Maison sur sous-sol complet",
  typeTerrainConnu: "argileux",
};

function state(project: Partial<ProjectStep>, services: Array<string>, email = `${crypto.randomUUID().slice(0, 8)}@client-test.fr`): WizardState {
  return {
    ...emptyState(),
    step: 4,
    contact: { firstName: "Claire", lastName: "Dubois", email, phone: "06 12 34 56 78", acceptCGU: true },
    project: { ...PROJECT, ...project },
    services,
  };
}

async function simulate(project: Partial<ProjectStep>, services: Array<string>) {
  const created = await createSimulation({ db: db(), queue: env.MAIL_QUEUE, origin: "https://x.test", secret: jwtSecret() }, state(project, services), { contactRequested: false });
  if (!created.ok) throw new Error("simulation attendue");
  const [row] = await db().select().from(simulations).where(eq(simulations.id, created.id));
  return row;
}

/** The estimate as every download serves it (stored in R2 at its first download here: no bucket at creation). */
async function pdfOf(id: number) {
  const pdf = await estimatePdf({ db: db(), bucket: env.ATTACHMENTS }, id);
  if (!pdf) throw new Error("PDF attendu");
  return { bytes: pdf.bytes, text: await pdfVisibleText(pdf.bytes) };
}

/** The visible text on one line, as a reader would quote it (wrapped lines joined). */
const flat = (text: string) => text.replace(/\s+/g, " ");

// Seeded modifiers: urgency 20 %, difficult access 450 €, basement 350 €, built ≥ 250 m² on
// g1-pgc/g2-avp/g2-pro 400 €, grande couronne (77) 90 €. A new house always carries its
// design study, G2 AVP + G2 PRO (docs/decisions/600): choosing g2-avp brings g2-pro.
const EXPECTED_HT = 2200 + 2800 + 1000 + 450 + 350 + 400 + 90;

function modifierFields(m: PricingModifiers): Record<string, string | Array<string>> {
  const fields: Record<string, string | Array<string>> = {
    intent: "modifiers",
    urgencyPercent: String(m.urgencyPercent),
    accessMoyenne: String(m.accessMoyenne),
    accessDifficile: String(m.accessDifficile),
    basement: String(m.basement),
    travelOther: String(m.travelOther),
  };
  m.surfaceBands.forEach((band, i) => {
    fields[`surfaceBands[${i}].basis`] = band.basis;
    fields[`surfaceBands[${i}].from`] = String(band.from);
    fields[`surfaceBands[${i}].unit`] = band.unit;
    fields[`surfaceBands[${i}].amount`] = String(band.amount);
    fields[`surfaceBands[${i}].missions`] = band.missions;
  });
  m.travelZones.forEach((zone, i) => {
    fields[`travelZones[${i}].label`] = zone.label;
    fields[`travelZones[${i}].departments`] = zone.departments.join(", ");
    fields[`travelZones[${i}].amount`] = String(zone.amount);
  });
  return fields;
}

describe("the estimate PDF", () => {
  test("is a real estimate: letterhead facts, client and site, missions with the norm and what they include, modifiers, totals, validity, payment terms, insurance, the order sentence; nothing to sign, no placeholder, no code", async () => {
    // Facts the firm filled in are printed; those still equal to the seed's placeholder are not.
    await setSetting("contact", "phone", "01 45 67 89 10");
    await setSetting("legal", "siret", "912 345 678 00017");
    await setSetting("legal", "insurance_rc_pro", "SMABTP, police n° 123456789");
    const sim = await simulate({ surfaceBatie: "300" }, ["g1-es", "g2-avp"]);
    const { text } = await pdfOf(sim.id);
    const page = flat(text);

    for (const required of [
      "Lutetia Géotechnique",
      "Lutetia Géotechnique SAS",
      "Tél. 01 45 67 89 10",
      "SIRET 912 345 678 00017",
      `ESTIMATION N° ${sim.devisNumber}`,
      "Date :",
      "Prix indicatifs du catalogue à cette date",
      "Client",
      "Claire Dubois",
      "Adresse du chantier",
      "Meaux (77100)",
      "Nature du projet :",
      "Construction neuve",
      "Maison individuelle",
      "Surface bâtie :",
      "300 m²",
      "Dans 3 à 6 mois",
      "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
      "Étude géotechnique de conception G2 – Avant-projet (AVP)",
      "Mission géotechnique selon la norme NF P 94-500 (novembre 2013).",
      "Programme d'investigations : 3 sondages pressiométriques à 12 m",
      "Livrables : Rapport G2 AVP",
      "Non compris : Ni notes de calcul",
      "À fournir par le client : Plan de masse",
      "Délai de la mission : 3 semaines",
      "Le devis de l'ingénieur les confirme ou les ajuste ; seul le devis fixe un prix et sa durée de validité.",
      "Comprend : Première phase de l'étude préalable G1 : enquête documentaire, visite du site",
      "Étude géotechnique de conception G2 – Projet (PRO)",
      "sondages, essais",
      "rapport écrit",
      "Majorations",
      "Majoration urgence (+ 20 %)",
      "1 240,00 €",
      "Accès au site difficile",
      "Sous-sol prévu",
      "Surface bâtie à partir de 250 m²",
      "Déplacement – Grande couronne",
      "Total HT",
      "8 730,00 €",
      "TVA 20 %",
      "1 746,00 €",
      "Total TTC",
      "10 476,00 €",
      "Estimation indicative, confirmée par un ingénieur sous 48 h.",
      "Conditions de paiement : Acompte de 30 % du montant total TTC à la commande",
      "Assurance responsabilité civile professionnelle : SMABTP, police n° 123456789.",
      "Un ingénieur vérifie votre projet et vous adresse sous 48 h ouvrées le devis qui confirme ou ajuste cette estimation.",
      "Cette estimation ne se signe pas : elle ne devient une commande que par le devis confirmé par un ingénieur, une fois ce devis accepté.",
    ]) {
      expect(page, required).toContain(required);
    }
    for (const forbidden of [
      "valables 2 mois",
      "si nécessaire",
      "(à compléter)",
      "example.fr",
      "10 rue de l'Exemple",
      "01 00 00 00 00",
      "(/cgv)",
      "offre ferme",
      "Bon pour accord",
      "accepté pour un montant",
      "Signature",
      "DEVIS N°",
      "?",
      "construction_neuve",
      "maison_individuelle",
      "3_6_mois",
      "g1-es",
      "surface-built",
      "null",
      "undefined",
      "NaN",
    ]) {
      expect(page, forbidden).not.toContain(forbidden);
    }
  });

  test("a land sale without a built surface prints no 'Surface bâtie' line; an unfilled insurance setting gives the general insurance line", async () => {
    await setSetting("legal", "insurance_rc_pro", "Assureur et n° de police RC professionnelle (à compléter)");
    const sim = await simulate(
      {
        projectNature: "vente_terrain",
        surfaceBatie: "0",
        terrain: "600",
        location: "Pontoise (95300)",
        presenceSousSol: false,
        urgenceMission: false,
        accessibiliteSite: "facile",
      },
      ["g1-es", "g1-pgc"],
    );
    const page = flat((await pdfOf(sim.id)).text);
    expect(page).not.toContain("Surface bâtie");
    expect(page).toContain("Superficie du terrain : 600 m²");
    expect(page).toContain("Vente de terrain");
    expect(page).toContain("Assurance : la société est assurée au titre de sa responsabilité civile professionnelle");
    expect(page).not.toContain("(à compléter)");
    expect(page).not.toContain("Majoration urgence");
  });
});

describe("the stored quote", () => {
  test("step 4 shows each modifier as its own line and the stored simulation keeps the same lines and totals", async () => {
    const email = `${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const three = await signState(SECRET, { ...state({}, [], email), step: 3, services: null });
    const step4 = await html(await postForm("/simulateur", formData({ intent: "services", state: three, services: ["g2-avp"] }), uniqueIp()));
    expect(step4).toContain("Étape 4/4");
    for (const label of ["Majoration urgence (+ 20 %)", "Accès au site difficile", "Sous-sol prévu", "Surface bâtie à partir de 250 m²", "Déplacement – Grande couronne"]) {
      expect(step4).toContain(label);
    }
    expect(step4).toContain("8\u202f748\u00a0€");
    expect(step4).toContain("Estimation indicative, confirmée par un ingénieur sous 48 h.");

    const token = step4.match(/name="state" value="([^"]+)"/)?.[1] ?? "";
    const done = await postForm("/simulateur", formData({ intent: "submit", state: token }), uniqueIp());
    expect(done.status).toBe(200);
    await done.text();
    const [stored] = await db().select().from(simulations).where(eq(simulations.userEmail, email));
    expect(stored).toMatchObject({ totalHt: EXPECTED_HT, totalTtc: Math.round(EXPECTED_HT * 1.2) });
    expect(stored.priceLines.map((l) => [l.kind, l.id, l.amountHt])).toEqual([
      ["mission", "g2-avp", 2200],
      ["mission", "g2-pro", 2800],
      ["modifier", "urgency", 1000],
      ["modifier", "access", 450],
      ["modifier", "basement", 350],
      ["modifier", "surface-built", 400],
      ["modifier", "travel", 90],
    ]);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, stored.id));
    const mail = mails.find((m) => m.type === "simulation-recap");
    expect(mail?.text).toContain("Majoration urgence (+ 20 %) : 1\u202f000\u00a0€ HT");
    expect(mail?.text).toContain("Déplacement – Grande couronne : 90\u00a0€ HT");
    expect(mail?.text).toContain("Estimation indicative, confirmée par un ingénieur sous 48 h.");
    expect(mail?.text).not.toContain("offre ferme");
    // The e-mail's signature prints no seed placeholder either.
    expect(mail?.text).not.toContain("(à compléter)");
    expect(mail?.text).not.toContain("01 00 00 00 00");
    expect(mail?.text).not.toContain("10 rue de l'Exemple");
  });

  test("step 3's estimate applies the same modifiers as step 4, and the FAQ explains them", async () => {
    const two = await signState(SECRET, { ...state({}, []), step: 2, project: null, services: null });
    const fields = Object.fromEntries(Object.entries(PROJECT).flatMap(([key, value]) => (typeof value === "boolean" ? (value ? [[key, "on"]] : []) : [[key, String(value)]])));
    const page = await html(await postForm("/simulateur", formData({ ...fields, intent: "project", state: two }), uniqueIp()));
    expect(page).toContain("Étape 3/4");
    // G2 AVP + PRO (locked) 5 000 + G1 ES + PGC (recommended, pre-ticked) 2 700; urgency
    // 1 540, difficult access 450, basement 350, built ≥ 250 m² 400, grande couronne 90.
    expect(page).toContain('Estimation\u202f: <strong class="text-lg text-brand-900">10\u202f530\u00a0€ HT</strong>');
    expect(page).toContain("dont majorations 2\u202f830\u00a0€ HT");
    const faq = await html(await request("/simulateur"));
    expect(faq).toContain("applique les majorations qui correspondent à vos réponses");
    expect(faq).toContain("Estimation indicative, confirmée par un ingénieur sous 48 h".replace("Estimation", "estimation"));
    expect(faq).not.toContain("quantité 1 par prestation");
  });

  test("the simulation's admin screen lists the same stored lines, modifiers included", async () => {
    const sim = await simulate({}, ["g1-es", "g2-avp"]);
    const { cookie } = await staffCookie();
    const page = await html(await request(`/admin/demandes/simulations/${sim.id}`, { headers: { cookie } }));
    expect(page).toContain("Majoration : Accès au site difficile");
    expect(page).toContain("Majoration : Déplacement – Grande couronne");
    expect(page).toMatch(/10\s476\s€/);
  });

  test("a stored simulation, its totals and its PDF never change after a catalogue price, a modifier or a setting is edited", async () => {
    const sim = await simulate({}, ["g1-es", "g2-avp"]);
    const before = await pdfOf(sim.id);
    const { cookie } = await staffCookie();
    await setSetting("legal", "insurance_rc_pro", "MAAF Pro, police n° 987654321");

    const g1 = await env.DB.prepare("select * from simulator_services where id = 'g1-es'").first<Record<string, unknown>>();
    const price = await postAdminForm("/admin/simulator", cookie, {
      intent: "update",
      id: "g1-es",
      version: String(g1?.version),
      name: String(g1?.name),
      description: String(g1?.description),
      basePrice: "1900",
      displayOrder: String(g1?.display_order),
      recommendedFor: JSON.parse(String(g1?.recommended_for)) as Array<string>,
      mandatory: "on",
      isActive: "on",
    });
    expect(price.status).toBe(302);
    const row = await env.DB.prepare("select version from simulator_pricing where id = 'default'").first<{ version: number }>();
    const edit = await postAdminForm("/admin/simulator", cookie, { ...modifierFields(simulatorModifiers), version: String(row?.version), urgencyPercent: "50", basement: "900" });
    expect(edit.status).toBe(302);
    expect((await getPricingModifiers(db())).urgencyPercent).toBe(50);

    const [kept] = await db().select().from(simulations).where(eq(simulations.id, sim.id));
    expect(kept.totalHt).toBe(sim.totalHt);
    expect(kept.totalTtc).toBe(sim.totalTtc);
    expect(kept.priceLines).toEqual(sim.priceLines);
    const after = await pdfOf(sim.id);
    expect(after.text).toBe(before.text);
    expect(after.bytes).toEqual(before.bytes);
    expect(flat(after.text)).not.toContain("1 900,00");
    expect(flat(after.text)).not.toContain("987654321");

    // The next quote takes the new prices.
    const next = await simulate({}, ["g1-es", "g2-avp"]);
    expect(next.priceLines.find((l) => l.id === "g1-es")?.amountHt).toBe(1900);
    expect(next.priceLines.find((l) => l.id === "urgency")?.amountHt).toBe(Math.round((1900 + 2200 + 2800) * 0.5));
  });
});

describe("Majorations (admin)", () => {
  test("the 'Simulateur (prix)' screen shows the Majorations form with the stored values", async () => {
    const { cookie } = await staffCookie();
    const res = await request("/admin/simulator", { headers: { cookie } });
    const page = await html(res);
    expect(page).toContain('id="modifiers-title"');
    expect(page).toContain("Urgence (+ % des missions)");
    expect(page).toContain("Paliers de surface");
    expect(page).toContain("Déplacement par département");
    expect(page).toMatch(/name="urgencyPercent"[^>]*value="\d+"/);
  });

  test("a bad value gets a French message and changes nothing; a stale version is refused with 409", async () => {
    const { cookie } = await staffCookie();
    const before = await env.DB.prepare("select modifiers, version from simulator_pricing where id = 'default'").first<{ modifiers: string; version: number }>();
    const current = await getPricingModifiers(db());
    const bad = await postAdminForm("/admin/simulator", cookie, {
      ...modifierFields(current),
      version: String(before?.version),
      urgencyPercent: "-5",
      "travelZones[0].departments": "75, 999",
    });
    expect(bad.status).toBe(400);
    const body = await bad.text();
    expect(body).toContain("Urgence : le pourcentage ne peut pas être négatif");
    expect(body).toContain("Numéros de département séparés par des virgules (ex. 77, 78, 2A, 971)");
    const stale = await postAdminForm("/admin/simulator", cookie, { ...modifierFields(current), version: String((before?.version ?? 1) + 5), urgencyPercent: "30" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Vos modifications n&#x27;ont pas été enregistrées");
    expect(await env.DB.prepare("select modifiers, version from simulator_pricing where id = 'default'").first()).toEqual(before);
  });

  test("adding a travel zone without JavaScript round-trips to the form without saving", async () => {
    const { cookie } = await staffCookie();
    const before = await env.DB.prepare("select modifiers, version from simulator_pricing where id = 'default'").first<{ modifiers: string; version: number }>();
    const current = await getPricingModifiers(db());
    const res = await postAdminForm(
      "/admin/simulator",
      cookie,
      {
        ...modifierFields(current),
        version: String(before?.version),
        basement: "777",
        __intent__: JSON.stringify({ type: "insert", payload: { name: "travelZones", defaultValue: { label: "", departments: "", amount: "" } } }),
      },
      { "sec-fetch-mode": "navigate" },
    );
    expect(res.status).toBe(200);
    const page = await html(res);
    expect(page).toContain(`name="travelZones[${current.travelZones.length}].label"`);
    expect(page).toMatch(/name="basement"[^>]*value="777"/);
    expect(await env.DB.prepare("select modifiers, version from simulator_pricing where id = 'default'").first()).toEqual(before);
  });

  test("saving the Majorations bumps the version, is audited and applies to the next quote", async () => {
    const { staff, cookie } = await staffCookie();
    const before = await env.DB.prepare("select version from simulator_pricing where id = 'default'").first<{ version: number }>();
    const current = await getPricingModifiers(db());
    const res = await postAdminForm("/admin/simulator", cookie, {
      ...modifierFields(current),
      version: String(before?.version),
      accessDifficile: "600",
      "travelZones[1].departments": "77, 78, 91, 95, 61",
    });
    expect(res.status).toBe(302);
    expect(flashOf(res)?.message).toBe("Majorations mises à jour");
    const after = await env.DB.prepare("select version, updated_by from simulator_pricing where id = 'default'").first<{ version: number; updated_by: number }>();
    expect(after).toEqual({ version: (before?.version ?? 0) + 1, updated_by: staff.id });
    expect((await lastAudit("simulator_pricing.update"))?.actor_id).toBe(staff.id);
    const saved = await getPricingModifiers(db());
    expect(saved.accessDifficile).toBe(600);
    expect(saved.travelZones[1].departments).toEqual(["77", "78", "91", "95", "61"]);
    const next = await simulate({ location: "Alençon (61000)" }, ["g1-es"]);
    expect(next.priceLines.find((l) => l.id === "access")?.amountHt).toBe(600);
    expect(next.priceLines.find((l) => l.id === "travel")).toMatchObject({ label: "Déplacement – Grande couronne", amountHt: 90 });
  });
});
