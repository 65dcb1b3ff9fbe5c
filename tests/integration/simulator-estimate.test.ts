// From /mon-terrain to the simulator: the checked place travels signed and is kept with the
// simulation (docs/decisions/611); the estimate (SOL-…) is rendered once, kept in R2 and
// served as those bytes everywhere, whatever the settings or prices become (docs/decisions/610).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, simulations } from "~/db/schema";
import { parseEnv } from "~/lib/env.server";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { estimateKey, estimatePdf, storeMissingEstimates } from "~/lib/simulator/estimate.server";
import { ORDER_NOTE } from "~/lib/simulator/pricing";
import { createSimulation as createFromState } from "~/lib/simulator/simulation.server";
import { emptyState, type WizardState } from "~/lib/simulator/state.server";
import { PLACE_TTL_MS, verifyPlace } from "~/lib/terrain/place-token.server";
import { purgeExpired } from "~/lib/stats/rollup.server";
import { createSimulation } from "../factories/leads";
import { jwtSecret } from "../factories/staff";
import { db, request } from "../helpers";
import { recordingQueue } from "../stats-queue";
import { signedPlace, stubUpstreams, tamperedPlace } from "../terrain-upstream";
import { staffCookie } from "./admin-content-helpers";
import { esc, formData, html, postForm, seedCatalogue, SIMULATOR_CONTACT, setSetting, wizardStep, wizardToken } from "./forms-helpers";
import { pdfVisibleText } from "./pdf-text";

beforeAll(seedCatalogue);

const READ_AT = "2026-11-26T09:00:00.000Z";
/** The place /mon-terrain signs after reading a strong clay exposure there. */
const checked = () => signedPlace({ clay: { code: 3, fetchedAt: READ_AT } });
const flat = (text: string) => text.replace(/\s+/g, " ");

/** From the check's « Obtenir un devis pour vendre ce terrain » to the stored simulation. */
async function sellFromCheck(lieu: string, location = "Montreuil 93100") {
  const email = `vendeur-${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const start = await html(await request(`/simulateur?nature=vente_terrain&lieu=${encodeURIComponent(lieu)}&service=g1-es&service=g1-pgc`));
  const two = await wizardStep("contact", wizardToken(start), { ...SIMULATOR_CONTACT, email });
  const three = await wizardStep("project", two.token, { projectNature: "vente_terrain", location, terrain: "450" });
  const four = await wizardStep("services", three.token, { services: ["g1-es", "g1-pgc"] });
  expect(four.page).toContain("Étape 4/4");
  const done = await wizardStep("submit", four.token);
  expect(done.status).toBe(200);
  const [row] = await db().select().from(simulations).where(eq(simulations.userEmail, email));
  return { start, four: four.page, done: done.page, row, email };
}

/** A download token of the real shape (43 base64url characters). */
const publicToken = () => `${crypto.randomUUID().replaceAll("-", "")}${"a".repeat(11)}`;

const publicPdf = async (token: string) => new Uint8Array(await (await request(`/simulateur/devis/${token}`)).arrayBuffer());

describe("from /mon-terrain to the simulator", () => {
  test("step 1 shows the checked place instead of offering the check; a forged place is ignored", async () => {
    const page = await html(await request(`/simulateur?nature=vente_terrain&lieu=${encodeURIComponent(await checked())}`));
    expect(page).toContain("Terrain vérifié\u202f:");
    expect(page).toContain("12 Rue de la Mare 93100 Montreuil — Exposition forte au retrait-gonflement des argiles.");
    expect(page).toMatch(/<a [^>]*href="\/mon-terrain\?lieu=[\w.%-]+#resultat"[^>]*>Revoir la vérification du terrain<\/a>/);
    expect(page).not.toContain("Vérifiez-le à partir de son adresse");

    const forged = tamperedPlace(await checked(), (p) => {
      p.l = "Impayé : réglez sur https://evil.example/pay";
    });
    const refused = await html(await request(`/simulateur?nature=vente_terrain&lieu=${encodeURIComponent(forged)}`));
    expect(refused).not.toContain("Terrain vérifié");
    expect(refused).not.toContain("evil.example");
    expect(refused).toContain("Vérifiez-le à partir de son adresse");
    // Nor does it become the step-2 location.
    const two = await wizardStep("contact", wizardToken(refused), SIMULATOR_CONTACT);
    expect(two.page).not.toContain(forged.slice(0, 20));
  });

  test("the simulation keeps the place, signed through the wizard, with the clay exposure, its source and date, and a lookup link", async () => {
    const { four, row } = await sellFromCheck(await checked());
    expect(four).toContain("Adresse du chantier");
    expect(row.site).toEqual({
      label: "12 Rue de la Mare 93100 Montreuil",
      street: "12 Rue de la Mare",
      postcode: "93100",
      city: "Montreuil",
      inseeCode: "93048",
      latitude: 48.8608,
      longitude: 2.441,
      clay: {
        level: "fort",
        label: "Exposition forte au retrait-gonflement des argiles",
        source: "Carte d'exposition au retrait-gonflement des argiles (BRGM), via l'API Géorisques",
        readAt: READ_AT,
      },
      lookup: expect.any(String),
    });
    // The lookup link re-opens the check for as long as the simulation is kept (not one day).
    expect(await verifyPlace(jwtSecret(), row.site?.lookup, Date.now() + 2 * 365 * 86_400_000)).toMatchObject({ label: "12 Rue de la Mare 93100 Montreuil" });
    expect(await verifyPlace(jwtSecret(), row.site?.lookup, Date.now() + PLACE_TTL_MS * 2)).not.toBeNull();
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
    const text = mails.find((m) => m.type === "simulation-recap")?.text ?? "";
    expect(text).toContain("Adresse du chantier : 12 Rue de la Mare, 93100 Montreuil");
    expect(text).toContain("Exposition forte au retrait-gonflement des argiles (source : Carte d'exposition");
    expect(mails.find((m) => m.type === "simulation-recap")?.subject).toBe(`Votre estimation ${row.devisNumber} – Lutetia Géotechnique`);
  });

  test("a visitor who types another town in step 2 is quoting another plot: no site is kept", async () => {
    const { row, four } = await sellFromCheck(await checked(), "Meaux 77100");
    expect(four).not.toContain("Adresse du chantier");
    expect(row.site).toBeNull();
  });

  test("the confirmation offers the check's result by e-mail: its link opens the answer at its e-mail form, and that request is stored", async () => {
    const { done, email, row } = await sellFromCheck(await checked());
    expect(done).toContain(`Votre estimation n° ${row.devisNumber}`);
    expect(done).toContain("Recevoir aussi la vérification de mon terrain par e-mail");
    const href = done.match(/href="(\/mon-terrain\?lieu=[\w.%-]+#recevoir-par-email)"/)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(href).not.toBe("");
    stubUpstreams();
    const answer = await html(await request(href));
    expect(answer).toContain('id="recevoir-par-email"');
    const lieu = answer.match(/name="lieu" value="([^"]+)"/)?.[1] ?? "";
    expect(lieu).not.toBe("");
    const res = await postForm("/mon-terrain", formData({ intent: "email", lieu, email, consent: "on" }));
    expect(res.status).toBe(200);
    // The staff screen links the simulation to that request.
    const { cookie } = await staffCookie();
    const admin = await html(await request(`/admin/demandes/simulations/${row.id}`, { headers: { cookie } }));
    expect(admin).toContain(`href="/admin/demandes/terrains?q=${encodeURIComponent(email)}"`);
  });

  test("the staff see the site address, INSEE code, clay exposure and a link to the lookup", async () => {
    const { row } = await sellFromCheck(await checked());
    const { cookie } = await staffCookie();
    const page = await html(await request(`/admin/demandes/simulations/${row.id}`, { headers: { cookie } }));
    expect(page).toContain("12 Rue de la Mare, 93100 Montreuil");
    expect(page).toContain("93048");
    expect(page).toContain("Exposition forte au retrait-gonflement des argiles");
    expect(page).toContain("consultée le 26/11/2026");
    expect(page).toContain(`href="/mon-terrain?lieu=${encodeURIComponent(row.site?.lookup ?? "")}#resultat"`);
    expect(page).toContain("Non demandé");
    const list = await html(await request(`/admin/demandes/simulations?q=${row.devisNumber}`, { headers: { cookie } }));
    expect(list).toContain("12 Rue de la Mare, 93100 Montreuil");
    const csv = await (await request(`/admin/demandes/export/simulations?q=${row.devisNumber}`, { headers: { cookie } })).text();
    expect(csv).toContain("Adresse du chantier");
    expect(csv).toMatch(/;"?12 Rue de la Mare, 93100 Montreuil"?\r\n/);
  });
});

describe("the estimate is a frozen document", () => {
  test("its PDF shows the street address, INSEE code, clay exposure with source and date, the order sentence and nothing to sign", async () => {
    const { row } = await sellFromCheck(await checked());
    const text = flat(await pdfVisibleText(await publicPdf(row.publicToken)));
    for (const expected of [
      `ESTIMATION N° ${row.devisNumber}`,
      "Adresse du chantier",
      "12 Rue de la Mare, 93100 Montreuil",
      "Code INSEE : 93048",
      "Exposition forte au retrait-gonflement des argiles.",
      "Source : Carte d'exposition au retrait-gonflement des argiles (BRGM), via l'API Géorisques, consultée le 26/11/2026.",
      "Estimation indicative, confirmée par un ingénieur sous 48 h.",
      ORDER_NOTE,
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const forbidden of ["Bon pour accord", "accepté pour un montant", "Signature", "DEVIS N°", "la signature de ce devis"]) expect(text, forbidden).not.toContain(forbidden);
  });

  test("it is stored in R2 when the simulation is, and every download and the e-mail serve those bytes after a setting and a price change", async () => {
    const { row } = await sellFromCheck(await checked());
    expect(row.estimatePdfKey).toBe(`estimates/${row.id}/${row.devisNumber}.pdf`);
    const object = await env.ATTACHMENTS.get(estimateKey(row));
    expect(object).not.toBeNull();
    const stored = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());

    await setSetting("legal", "insurance_rc_pro", "MAAF Pro, police n° 555666777");
    await setSetting("contact", "phone", "01 99 88 77 66");
    await env.DB.prepare("update simulator_services set base_price = base_price + 700 where id in ('g1-es', 'g1-pgc')").run();

    const download = await request(`/simulateur/devis/${row.publicToken}`);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="estimation-${row.devisNumber}.pdf"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(stored);
    const { cookie } = await staffCookie();
    const admin = await request(`/admin/demandes/simulations/${row.id}/devis.pdf`, { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(new Uint8Array(await admin.arrayBuffer())).toEqual(stored);
    const [recap] = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
    const attachment = await resolveMailAttachment(
      { db: db(), env: parseEnv(env) },
      { kind: "simulation-pdf", simulationId: row.id, filename: `estimation-${row.devisNumber}.pdf` },
    );
    expect(recap).toBeDefined();
    expect(attachment.content).toEqual(stored);
    expect(flat(await pdfVisibleText(stored))).not.toContain("555666777");
    await env.DB.prepare("update simulator_services set base_price = base_price - 700 where id in ('g1-es', 'g1-pgc')").run();
  });

  test("an old simulation without a stored PDF gets it at its first download, then frozen", async () => {
    const old = await createSimulation({ publicToken: publicToken() });
    expect(await env.ATTACHMENTS.head(estimateKey(old))).toBeNull();
    const first = await publicPdf(old.publicToken);
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe("%PDF-");
    const [row] = await db().select().from(simulations).where(eq(simulations.id, old.id));
    expect(row.estimatePdfKey).toBe(estimateKey(old));
    await setSetting("legal", "insurance_rc_pro", "Allianz, police n° 111222333");
    expect(await publicPdf(old.publicToken)).toEqual(first);
  });

  test("when R2 fails at storing, the simulation and its e-mails are kept; the next download or the cron stores the PDF", async () => {
    const failing = {
      put: async () => {
        throw new Error("R2 indisponible");
      },
      get: async () => null,
      head: async () => null,
    } as unknown as R2Bucket;
    const email = `r2-en-panne-${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const state: WizardState = {
      ...emptyState(),
      step: 4,
      contact: { ...SIMULATOR_CONTACT, email, acceptCGU: true },
      project: { projectNature: "vente_terrain", location: "Montreuil 93100", terrain: "450", presenceSousSol: false, presenceEau: false, urgenceMission: false },
      services: ["g1-es", "g1-pgc"],
    };
    // R2 stays down for the e-mails too: they wait in the queue (the consumer would store the PDF as it attaches it).
    const queue = recordingQueue().queue;
    const created = await createFromState({ db: db(), queue, origin: "https://x.test", secret: jwtSecret(), bucket: failing }, state, { contactRequested: false });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const [row] = await db().select().from(simulations).where(eq(simulations.id, created.id));
    expect(row.estimatePdfKey).toBeNull();
    expect(created.recap).toBe("queued");
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
    expect(mails.map((m) => m.type).sort()).toEqual(["simulation-notification", "simulation-recap"]);
    // While R2 is still down, no unstored copy is handed out.
    await expect(estimatePdf({ db: db(), bucket: failing }, row.id)).rejects.toThrow("R2 indisponible");
    // The cron stores it once R2 is back.
    expect(await storeMissingEstimates({ db: db(), bucket: env.ATTACHMENTS })).toBeGreaterThanOrEqual(1);
    const [after] = await db().select().from(simulations).where(eq(simulations.id, row.id));
    expect(after.estimatePdfKey).toBe(estimateKey(row));
    const stored = new Uint8Array(await ((await env.ATTACHMENTS.get(estimateKey(row))) as R2ObjectBody).arrayBuffer());
    expect(await publicPdf(row.publicToken)).toEqual(stored);
  });

  test("the retention purge deletes a prospect's stored estimates with their simulations", async () => {
    const old = await createSimulation({
      publicToken: publicToken(),
      createdAt: new Date("2020-01-10T10:00:00Z"),
      userEmail: `ancien-${crypto.randomUUID().slice(0, 8)}@example.fr`,
    });
    await publicPdf(old.publicToken);
    expect(await env.ATTACHMENTS.head(estimateKey(old))).not.toBeNull();
    await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, new Date("2024-06-01T10:00:00Z"));
    expect(await env.ATTACHMENTS.head(estimateKey(old))).toBeNull();
    expect(await db().select().from(simulations).where(eq(simulations.id, old.id))).toEqual([]);
  });
});

test("the site's texts call the SOL- document an estimate, never a devis to sign", async () => {
  const page = await html(await request("/simulateur"));
  expect(page).toContain("recevez votre estimation au format PDF");
  expect(page).toContain("confirmée par un ingénieur sous 48 h");
  expect(page).not.toContain("Bon pour accord");
  expect(page).not.toContain(esc("retournez-le signé"));
});
