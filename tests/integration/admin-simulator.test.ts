import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { getCatalogue } from "~/lib/simulator/catalogue.server";
import { createSimulation } from "~/lib/simulator/simulation.server";
import { splitCatalogue } from "~/lib/simulator/selection";
import { emptyState } from "~/lib/simulator/state.server";
import { seedDatabase } from "../../seed";
import { createCatalogueItem } from "../factories/site-content";
import { db, flashOf, followRedirect, request } from "../helpers";
import { lastAudit, postForm, staffCookie } from "./admin-content-helpers";
import { pdfText } from "./pdf-text";
import { jwtSecret } from "../factories/staff";

beforeAll(async () => {
  await seedDatabase(db());
});

function quote(services: Array<string>) {
  return createSimulation(
    { db: db(), queue: env.MAIL_QUEUE, origin: "https://x.test", secret: jwtSecret() },
    {
      ...emptyState(),
      step: 4,
      contact: { firstName: "Marc", lastName: "Girard", email: "marc.girard@example.fr", phone: "0611223344", acceptCGU: true },
      project: { projectNature: "vente_terrain", location: "Pontoise (95)", terrain: "600", presenceSousSol: false, presenceEau: false, urgenceMission: false },
      services,
    },
    { contactRequested: false },
  );
}

async function item(id: string) {
  return env.DB.prepare("select * from simulator_services where id = ?").bind(id).first<Record<string, unknown>>();
}

function editFields(row: Record<string, unknown> | null, changes: Record<string, string | Array<string>>) {
  return {
    intent: "update",
    id: String(row?.id),
    version: String(row?.version),
    name: String(row?.name),
    description: String(row?.description),
    // The form shows the devis' default programme too: it posts it back unchanged.
    programme: String(row?.programme ?? ""),
    // And the mission's texts, delay and décennale flag (docs/decisions/635, 636).
    deliverables: String(row?.deliverables ?? ""),
    exclusions: String(row?.exclusions ?? ""),
    clientInputs: String(row?.client_inputs ?? ""),
    deliveryWeeks: row?.delivery_weeks === null || row?.delivery_weeks === undefined ? "" : String(row.delivery_weeks),
    ...(row?.decennial ? { decennial: "on" } : {}),
    basePrice: String(row?.base_price),
    displayOrder: String(row?.display_order),
    ...Object.fromEntries(Object.entries(JSON.parse(String(row?.rules ?? "{}")) as Record<string, string>).map(([nature, level]) => [`rules.${nature}`, level])),
    ...(row?.is_active ? { isActive: "on" } : {}),
    ...changes,
  };
}

test("a catalogue price change applies to the next quote; a stored simulation and its PDF keep their lines and totals", async () => {
  const { staff, cookie } = await staffCookie();
  // A land sale: G1 ES 1 200 + G1 PGC 1 500 (both mandatory) = 2 700 HT, 3 240 TTC.
  const before = await quote(["g1-es"]);
  expect(before.ok).toBe(true);
  if (!before.ok) return;
  const stored = await env.DB.prepare("select * from simulations where id = ?").bind(before.id).first<Record<string, unknown>>();
  // A land sale: g1-es 1 200 € + g1-pgc 1 500 € (both mandatory), and travel to the grande
  // couronne (95, seeded modifier) 90 €.
  expect(stored).toMatchObject({ total_ht: 2790, total_ttc: 3348 });

  const res = await postForm("/admin/simulator?dialog=edit&id=g1-es", cookie, editFields(await item("g1-es"), { basePrice: "1350" }));
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/simulator");
  expect(flashOf(res)?.message).toBe("Prestation mise à jour");
  expect(await item("g1-es")).toMatchObject({ base_price: 1350, updated_by: staff.id, version: 2 });
  expect(JSON.parse(String((await lastAudit("simulator_service.update"))?.details))).toMatchObject({ changes: ["basePrice"], fromPrice: 1200, toPrice: 1350 });

  const kept = await env.DB.prepare("select * from simulations where id = ?").bind(before.id).first<Record<string, unknown>>();
  expect(kept).toMatchObject({ total_ht: 2790, total_ttc: 3348, services_details: stored?.services_details, price_lines: stored?.price_lines });
  const pdf = await request(`/simulateur/devis/${before.publicToken}`);
  const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
  expect(text).toContain("3 348,00");
  expect(text).not.toContain("1 350");

  const after = await quote(["g1-es"]);
  if (!after.ok) throw new Error("simulation attendue");
  expect(after.totalTtc).toBe(3528);
});

test("the catalogue screen tells the price rule and shows, per project nature, the mandatory and the recommended services", async () => {
  const { cookie } = await staffCookie();
  const { html } = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/simulator" } }), cookie);
  expect(html).toContain("Un changement de prix s&#x27;applique aux nouveaux devis uniquement");
  const matrix = html.slice(html.indexOf('id="matrix-title"'));
  const row = (label: string) => {
    const start = matrix.indexOf(`>${label}</th>`);
    return matrix.slice(start, matrix.indexOf("</tr>", start));
  };
  const [mandatory, recommended] = row("Vente de terrain").split("</td>");
  expect(mandatory).toContain("Étude géotechnique préalable G1 – Phase Étude de Site (ES)");
  expect(recommended).not.toContain("Phase Étude de Site");
  expect(row("Diagnostic / sinistre")).toContain("G5");
});

test("a new catalogue service is offered for the natures given a rule; inactive, it leaves the simulator", async () => {
  const { cookie } = await staffCookie();
  const res = await postForm("/admin/simulator?dialog=new", cookie, {
    intent: "create",
    id: "essai-plaque",
    name: "Essais à la plaque sur plateforme",
    description: "Contrôle de portance EV2 et du rapport EV2/EV1 d'une plateforme avant dallage.",
    basePrice: "650",
    "rules.construction_neuve": "recommandee",
    "rules.extension": "recommandee",
    "rules.vente_terrain": "",
    isActive: "on",
    displayOrder: "12",
  });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Prestation ajoutée au simulateur");
  expect(await item("essai-plaque")).toMatchObject({
    base_price: 650,
    is_active: 1,
    rules: '{"construction_neuve":"recommandee","extension":"recommandee"}',
    mandatory: 0,
    recommended_for: '["construction_neuve","extension"]',
  });
  const { html } = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/simulator?nature=extension" } }), (await staffCookie()).cookie);
  expect(html).toContain("Essais à la plaque sur plateforme");

  const taken = await postForm("/admin/simulator?dialog=new", cookie, { intent: "create", id: "essai-plaque", name: "Doublon", basePrice: "10" });
  expect(taken.status).toBe(400);
  expect(await taken.text()).toContain("Une prestation avec cet identifiant existe déjà");
  const bad = await postForm("/admin/simulator?dialog=new", cookie, { intent: "create", id: "Essai Plaque", name: "Essai", basePrice: "12,5" });
  expect(bad.status).toBe(400);
  const errors = await bad.text();
  expect(errors).toContain("Lettres minuscules sans accent, chiffres et tirets uniquement");
  expect(errors).toContain("Le prix doit être un nombre entier d&#x27;euros HT");

  expect((await getCatalogue(db())).map((entry) => entry.id)).toContain("essai-plaque");
  const off = await postForm("/admin/simulator?dialog=edit&id=essai-plaque", cookie, { ...editFields(await item("essai-plaque"), {}), isActive: [] });
  expect(off.status).toBe(302);
  expect((await getCatalogue(db())).map((entry) => entry.id)).not.toContain("essai-plaque");
});

test("deleting a catalogue service asks first and is audited", async () => {
  const { staff, cookie } = await staffCookie();
  const row = await createCatalogueItem();
  const res = await postForm(`/admin/simulator?dialog=delete&id=${row.id}`, cookie, { intent: "delete", id: row.id });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Prestation supprimée du simulateur");
  expect(await item(row.id)).toBeNull();
  expect(await lastAudit("simulator_service.delete")).toMatchObject({ actor_id: staff.id, target_id: row.id });
});

test("the catalogue form edits each nature's rule; step 3 and the server follow it", async () => {
  const { cookie } = await staffCookie();
  const { html } = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/simulator?dialog=edit&id=g4" } }), cookie);
  for (const nature of ["construction_neuve", "extension", "renovation", "vente_terrain", "acquisition", "diagnostic"]) expect(html).toContain(`name="rules.${nature}"`);
  expect(html).toContain("Complémentaire");

  const res = await postForm(
    "/admin/simulator?dialog=edit&id=g4",
    cookie,
    editFields(await item("g4"), { "rules.construction_neuve": "obligatoire", "rules.extension": "recommandee" }),
  );
  expect(res.status).toBe(302);
  expect(await item("g4")).toMatchObject({ rules: '{"construction_neuve":"obligatoire","extension":"recommandee"}', mandatory: 1 });
  expect(JSON.parse(String((await lastAudit("simulator_service.update"))?.details))).toMatchObject({ changes: ["rules"] });

  const { mandatory, recommended } = splitCatalogue(await getCatalogue(db()), "construction_neuve");
  expect(mandatory.map((s) => s.id)).toEqual(["g2-avp", "g2-pro", "g4"]);
  expect(recommended.map((s) => s.id)).toEqual(["g1-es", "g1-pgc"]);
  const quoted = await createSimulation(
    { db: db(), queue: env.MAIL_QUEUE, origin: "https://x.test", secret: jwtSecret() },
    {
      ...emptyState(),
      step: 4,
      contact: { firstName: "Marc", lastName: "Girard", email: "marc.girard@example.fr", phone: "0611223344", acceptCGU: true },
      project: {
        projectNature: "construction_neuve",
        constructionType: "maison_individuelle",
        location: "Cergy",
        surfaceBatie: "120",
        terrain: "500",
        presenceSousSol: false,
        presenceEau: false,
        urgenceMission: false,
      },
      services: ["g2-avp"],
    },
    { contactRequested: false },
  );
  if (!quoted.ok) throw new Error("simulation attendue");
  const row = await env.DB.prepare("select services from simulations where id = ?").bind(quoted.id).first<{ services: string }>();
  expect(JSON.parse(String(row?.services))).toEqual(["g2-avp", "g2-pro", "g4"]);

  const bad = await postForm("/admin/simulator?dialog=edit&id=g4", cookie, editFields(await item("g4"), { "rules.vente_terrain": "imposee" }));
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Règle inconnue");
});
