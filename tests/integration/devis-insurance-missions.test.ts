// What a devis must print and carry beyond the firm's identity: the RC insurer with its address
// and cover, the décennale for design and works missions, the mediator's website for a
// particulier, the insurer's attestation in the e-mail (docs/decisions/636, 637); and each
// mission's deliverables, exclusions, client inputs and delay from the catalogue, with the
// report's delay defaulting from it (docs/decisions/635, 639).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { createDevis, saveDevisDraft } from "~/lib/devis/devis.server";
import { sendDevis } from "~/lib/devis/send.server";
import { validateSetting } from "~/lib/settings/schema";
import { seedDatabase } from "../../seed";
import { completeDraft, completeInput, devisRow, editor, fillLegalFacts, sendDeps, setSettingValue } from "../factories/devis";
import { createSimulation } from "../factories/leads";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, flashOf, request } from "../helpers";
import { lastAudit } from "./admin-content-helpers";
import { pdfTextWithoutCgv } from "./pdf-text";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const G2_AVP = {
  kind: "mission" as const,
  catalogueId: "g2-avp",
  label: "Étude géotechnique de conception G2 – Avant-projet (AVP)",
  detail: "Première phase de l'étude de conception G2.",
  programme: "3 sondages pressiométriques à 12 m",
  quantity: 1,
  unitPrice: 2200,
};

/** A new house: G2 AVP, a design mission (décennale). */
const designInput = () => completeInput({ projectNature: "construction_neuve", clayLevel: null, claySource: "", clayReadOn: "", lines: [G2_AVP] });

const problemsOf = (outcome: Awaited<ReturnType<typeof sendDevis>>) => (outcome.ok === false && outcome.reason === "problems" ? outcome.problems.map((p) => p.message) : []);

async function storedPdfText(id: number) {
  const row = await devisRow(id);
  const object = await env.ATTACHMENTS.get(row.pdfKey ?? "");
  if (!object) throw new Error("PDF absent");
  const bytes = new Uint8Array(await object.arrayBuffer());
  // The devis without its last pages, the CGV (which name every insurance a mission may need).
  return { row, bytes, text: (await pdfTextWithoutCgv(bytes)).replace(/\s+/g, " ") };
}

describe("insurance on the devis", () => {
  test("a G2 devis prints the RC insurer with its address and geographic cover and the décennale (loi 96-603, art. 22-2); a G1 devis prints no décennale", async () => {
    const design = await completeDraft(staff, designInput());
    expect(await sendDevis(sendDeps(), staff, design.id, design.version)).toMatchObject({ ok: true });
    const { row, text } = await storedPdfText(design.id);
    expect(text).toContain(
      "Assurance responsabilité civile professionnelle : SMABTP, 8 rue Louis Armand, 75015 Paris, police n° 123456789, couverture géographique : France métropolitaine.",
    );
    expect(text).toContain(
      "Assurance de responsabilité civile décennale (articles 1792 et suivants du Code civil ; mention prévue par l'article 22-2 de la loi n° 96-603 du 5 juillet 1996) : SMABTP, 8 rue Louis Armand, 75015 Paris, police n° 987654321, couverture géographique : France métropolitaine.",
    );
    expect(row.letterhead?.decennial).toEqual({ insurer: "SMABTP", address: "8 rue Louis Armand, 75015 Paris", policy: "987654321", cover: "France métropolitaine" });

    const survey = await completeDraft(staff);
    expect(await sendDevis(sendDeps(), staff, survey.id, survey.version)).toMatchObject({ ok: true });
    const g1 = await storedPdfText(survey.id);
    expect(g1.text).toContain("couverture géographique : France métropolitaine.");
    expect(g1.text).not.toContain("décennale");
    expect(g1.row.letterhead?.decennial).toBeNull();
  });

  test("sending a G2 devis is refused while a décennale fact is still the placeholder, naming Code civil 1792-1; the same settings let a G1 devis go", async () => {
    await setSettingValue("insurance.decennial_policy", "N° de police décennale (à compléter)");
    await setSettingValue("insurance.rc_cover", "");
    try {
      const design = await completeDraft(staff, designInput());
      expect(problemsOf(await sendDevis(sendDeps(), staff, design.id, design.version))).toEqual([
        "Paramètre « Couverture géographique de l'assurance RC professionnelle » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis.",
        "Paramètre « N° de police d'assurance décennale » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis d'une mission de conception ou d'exécution G2 à G5 (article 1792-1 du Code civil ; loi n° 96-603, article 22-2).",
      ]);
      expect((await devisRow(design.id)).status).toBe("brouillon");
      // The draft's screen lists it before the engineer presses « Envoyer », with the link to the field.
      const screen = await request(`/admin/devis/${design.id}`, { headers: { cookie: await sessionCookieHeader(staff) } });
      const body = (await screen.text()).replaceAll("&#x27;", "'");
      expect(body).toContain("Paramètre « N° de police d'assurance décennale » non renseigné");
      // The link brings the engineer back to the devis once the setting is saved (docs/decisions/629).
      expect(body).toContain(`href="/admin/settings?tab=company&amp;returnTo=%2Fadmin%2Fdevis%2F${design.id}#insurance-decennial-policy"`);
      await setSettingValue("insurance.rc_cover", "France métropolitaine");
      const survey = await completeDraft(staff);
      expect(await sendDevis(sendDeps(), staff, survey.id, survey.version)).toMatchObject({ ok: true });
    } finally {
      await fillLegalFacts();
    }
  });

  test("a devis already sent keeps its PDF and its insurance when the settings change", async () => {
    const design = await completeDraft(staff, designInput());
    await sendDevis(sendDeps(), staff, design.id, design.version);
    const before = await storedPdfText(design.id);
    await setSettingValue("insurance.decennial_insurer", "Autre assureur");
    try {
      const after = await storedPdfText(design.id);
      expect(after.bytes).toEqual(before.bytes);
      expect(after.row.letterhead).toEqual(before.row.letterhead);
      expect(after.row.pdfSha256).toBe(before.row.pdfSha256);
    } finally {
      await fillLegalFacts();
    }
  });
});

describe("the consumer mediator", () => {
  test("a particulier's devis is refused without the mediator's website; a professional's is not", async () => {
    await setSettingValue("mediator.website", "");
    try {
      const consumer = await completeDraft(staff);
      expect(problemsOf(await sendDevis(sendDeps(), staff, consumer.id, consumer.version))).toEqual([
        "Paramètre « Site internet du médiateur » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis d'un particulier (Code de la consommation, article L612-1).",
      ]);
      const pro = await completeDraft(staff, { clientType: "professionnel", clientCompany: "SCI Les Vignes" });
      expect(await sendDevis(sendDeps(), staff, pro.id, pro.version)).toMatchObject({ ok: true });
    } finally {
      await fillLegalFacts();
    }
  });

  test("the mediator's website has no default, and a government information page is refused as the mediator's site", async () => {
    const { settingDefinitions } = await import("~/lib/settings/definitions");
    expect(settingDefinitions.mediator.website.defaultValue).toBe("");
    expect(validateSetting("mediator.website", "https://www.economie.gouv.fr/mediation-conso")).toEqual({
      ok: false,
      reason: "refused",
      message: "Indiquez le site du médiateur dont vous relevez : une page de l'administration n'est pas le site du médiateur",
    });
    expect(validateSetting("mediator.website", "http://www.cm2c.net")).toMatchObject({ ok: false });
    expect(validateSetting("mediator.website", "https://www.cm2c.net")).toEqual({ ok: true, value: "https://www.cm2c.net" });
  });
});

describe("the insurer's attestation", () => {
  const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

  async function upload(cookie: string, file: File) {
    const body = new FormData();
    body.append("intent", "insurance-attestation");
    body.append("file", file);
    return request("/admin/settings?tab=company", { method: "POST", headers: { cookie, "sec-fetch-mode": "navigate" }, body });
  }

  test("a super admin uploads it in Paramètres: a renamed file is refused in French and stores nothing; a PDF is stored, audited and attached to the next devis e-mail", async () => {
    const admin = await createStaff("super_admin");
    const cookie = await sessionCookieHeader(admin);
    const countObjects = async () => (await env.ATTACHMENTS.list({ prefix: "insurance/" })).objects.length;
    const before = await countObjects();

    const fake = await upload(cookie, new File([new TextEncoder().encode("<html>not a pdf</html>")], "attestation.pdf", { type: "application/pdf" }));
    // A native form post gets the page back with the message beside the field (formAnswerStatus).
    expect(await fake.text()).toContain("Le contenu du fichier ne correspond pas à un PDF : enregistrez l&#x27;attestation au format PDF.");
    const word = await upload(cookie, new File([PDF], "attestation.docx"));
    expect(await word.text()).toContain("L&#x27;attestation doit être un fichier PDF (.pdf).");
    expect(await countObjects()).toBe(before);

    const ok = await upload(cookie, new File([PDF], "Attestation SMABTP 2026.pdf", { type: "application/pdf" }));
    expect(ok.status).toBe(302);
    expect(flashOf(ok)).toEqual({ message: "Attestation d'assurance enregistrée : elle sera jointe aux prochains devis envoyés.", tone: "success" });
    expect(await countObjects()).toBe(before + 1);
    const audit = await lastAudit("setting.insurance_attestation");
    expect(audit?.actor_id).toBe(admin.id);

    const draft = await completeDraft(staff);
    const sent = await sendDevis(sendDeps(), staff, draft.id, draft.version);
    expect(sent.ok).toBe(true);
    const outbox = await env.DB.prepare("select attachments from email_outbox where related_type = 'devis' and related_id = ? and type = 'devis-sent'")
      .bind(draft.id)
      .first<{ attachments: string }>();
    const refs = JSON.parse(outbox?.attachments ?? "[]") as Array<{ kind: string; key: string; filename: string }>;
    const attestation = refs.find((ref) => ref.kind === "insurance-attestation");
    expect(attestation).toMatchObject({ filename: "Attestation-SMABTP-2026.pdf" });
    const attached = await resolveMailAttachment({ db: db(), env: env as never }, attestation as never);
    expect(attached).toMatchObject({ filename: "Attestation-SMABTP-2026.pdf", contentType: "application/pdf" });
    expect(attached.content).toEqual(PDF);

    // A new attestation does not change the e-mail already written: it still names its own file.
    await upload(cookie, new File([PDF, new TextEncoder().encode("% 2027\n")], "attestation-2027.pdf", { type: "application/pdf" }));
    expect((await resolveMailAttachment({ db: db(), env: env as never }, attestation as never)).content).toEqual(PDF);
  });

  test("the attestation producer refuses a key outside the insurance prefix", async () => {
    await expect(resolveMailAttachment({ db: db(), env: env as never }, { kind: "insurance-attestation", key: "devis/x.pdf", filename: "x.pdf" })).rejects.toThrow(
      "Pièce jointe refusée",
    );
  });

  test("an editor cannot upload it (the settings screen is for super admins) and nothing is stored", async () => {
    const cookie = await sessionCookieHeader(staff);
    const before = (await env.ATTACHMENTS.list({ prefix: "insurance/" })).objects.length;
    const res = await upload(cookie, new File([PDF], "attestation.pdf", { type: "application/pdf" }));
    expect([302, 403]).toContain(res.status);
    expect(res.headers.get("location") ?? "").not.toContain("tab=company");
    expect((await env.ATTACHMENTS.list({ prefix: "insurance/" })).objects.length).toBe(before);
  });
});

describe("each mission's texts and delay from the catalogue", () => {
  test("sending copies the catalogue's deliverables, exclusions, client inputs and delay into the line and prints them; a later catalogue edit changes nothing of the sent devis", async () => {
    const design = await completeDraft(staff, designInput());
    await sendDevis(sendDeps(), staff, design.id, design.version);
    const { row, text } = await storedPdfText(design.id);
    expect(row.lines[0].mission).toMatchObject({ deliveryWeeks: 3 });
    expect(row.lines[0].mission?.deliverables).toMatch(/^Rapport G2 AVP/);
    for (const printed of [
      "Mission géotechnique selon la norme NF P 94-500 (novembre 2013).",
      "Livrables : Rapport G2 AVP : coupes des sondages et procès-verbaux d'essais",
      "Non compris : Ni notes de calcul de dimensionnement ni approche des coûts d'exécution (phase G2 PRO)",
      "À fournir par le client : Plan de masse avec l'implantation du bâtiment",
      "Délai de la mission : 3 semaines après le début de la mission",
    ]) {
      expect(text).toContain(printed);
    }
    await env.DB.prepare("update simulator_services set deliverables = 'Autre texte' where id = 'g2-avp'").run();
    try {
      expect((await devisRow(design.id)).lines[0].mission?.deliverables).toMatch(/^Rapport G2 AVP/);
    } finally {
      await env.DB.prepare("update simulator_services set deliverables = ? where id = 'g2-avp'")
        .bind(row.lines[0].mission?.deliverables ?? "")
        .run();
    }
  });

  test("a devis prepared from a simulation takes the longest delay of its missions; a draft saved with an empty delay takes it too; a typed delay is kept", async () => {
    const simulation = await createSimulation({
      projectNature: "construction_neuve",
      services: ["g2-avp", "g5"],
      priceLines: [
        { kind: "mission", id: "g2-avp", label: G2_AVP.label, detail: "", amountHt: 2200 },
        { kind: "mission", id: "g5", label: "Diagnostic géotechnique G5", detail: "", amountHt: 2500 },
      ],
      totalHt: 4700,
      totalTtc: 5640,
    });
    const created = await createDevis(db(), staff, { kind: "simulation", id: simulation.id });
    if (!created.ok) throw new Error("devis non créé");
    // G2 AVP 3 weeks, G5 4 weeks (seed/data/simulator.ts).
    expect((await devisRow(created.id)).deliveryWeeks).toBe(4);

    const blank = await createDevis(db(), staff, { kind: "blank" });
    if (!blank.ok) throw new Error("devis non créé");
    expect((await devisRow(blank.id)).deliveryWeeks).toBeNull();
    const saved = await saveDevisDraft(db(), staff, blank.id, 1, { ...designInput(), deliveryWeeks: undefined });
    expect(saved.ok).toBe(true);
    expect((await devisRow(blank.id)).deliveryWeeks).toBe(3);
    const typed = await saveDevisDraft(db(), staff, blank.id, saved.ok ? saved.version : 0, { ...designInput(), deliveryWeeks: 6 });
    expect(typed.ok).toBe(true);
    expect((await devisRow(blank.id)).deliveryWeeks).toBe(6);
  });

  test("« Simulateur (prix) » saves a mission's deliverables, exclusions, client inputs, delay and décennale flag, and refuses a delay that is not a whole number of weeks", async () => {
    const cookie = await sessionCookieHeader(staff);
    const row = await env.DB.prepare("select version from simulator_services where id = 'g3'").first<{ version: number }>();
    const fields = {
      intent: "update",
      id: "g3",
      version: String(row?.version ?? 1),
      name: "Étude et suivi géotechniques d'exécution G3",
      description: "Mission de l'entreprise de travaux.",
      programme: "Études d'exécution et suivi.",
      deliverables: "Notes d'exécution.",
      exclusions: "Les travaux.",
      clientInputs: "Rapport G2 PRO.",
      deliveryWeeks: "2,5",
      decennial: "on",
      basePrice: "3500",
      isActive: "on",
      displayOrder: "5",
    };
    const { postForm } = await import("./admin-content-helpers");
    const refused = await postForm("/admin/simulator?dialog=edit&id=g3", cookie, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Le délai est un nombre entier de semaines");
    const ok = await postForm("/admin/simulator?dialog=edit&id=g3", cookie, { ...fields, deliveryWeeks: "5" });
    expect(ok.status).toBe(302);
    expect(await env.DB.prepare("select deliverables, exclusions, client_inputs, delivery_weeks, decennial from simulator_services where id = 'g3'").first()).toEqual({
      deliverables: "Notes d'exécution.",
      exclusions: "Les travaux.",
      client_inputs: "Rapport G2 PRO.",
      delivery_weeks: 5,
      decennial: 1,
    });
  });
});

describe("'État du site'", () => {
  test("lists the décennale facts, the mediator's website and the missing attestation", async () => {
    await setSettingValue("insurance.decennial_cover", "Couverture géographique décennale (à compléter)");
    await setSettingValue("mediator.website", "");
    await env.DB.prepare("delete from settings where section = 'insurance' and key = 'attestation'").run();
    try {
      const { siteHealth } = await import("~/lib/health/health.server");
      const { checks } = await siteHealth({
        db: db(),
        env: { SITE_ORIGIN: "https://www.lutetia-geotechnique.test" } as never,
        fetcher: (() => Promise.reject(new Error("hors ligne"))) as typeof fetch,
        dnsCacheOnly: true,
      });
      const facts = checks.find((check) => check.id === "devis:legal-facts");
      expect(facts?.state).toBe("todo");
      expect(facts?.items?.map((item) => item.label)).toEqual(["Paramètre « Couverture géographique de l'assurance décennale »", "Paramètre « Site internet du médiateur »"]);
      expect(checks.find((check) => check.id === "devis:insurance-attestation")).toMatchObject({ state: "todo", label: "Attestation d'assurance jointe aux devis" });
    } finally {
      await fillLegalFacts();
    }
  });
});
