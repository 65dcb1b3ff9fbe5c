// Devis for the tests: the firm's legal facts filled in, a complete draft, a sent devis and
// its personal link read from the outbox (as the client receives it).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { devis, simulatorServices } from "~/db/schema";
import { createDevis, type DevisSource, saveDevisDraft } from "~/lib/devis/devis.server";
import type { DevisFormInput } from "~/lib/devis/schema";
import { sendDevis } from "~/lib/devis/send.server";
import { contentChanged } from "../helpers";
import { CGV_V1_SHA256, pages as seededPages } from "../../seed/data/pages";
import { DEVIS_FACTS } from "../devis-facts";
import { createStaff, type TestStaff } from "./staff";

export const TEST_JWT_SECRET = "test-secret-for-vitest-only-0123456789abcdef";
export const ORIGIN = "https://www.lutetia-geotechnique.test";

/** Real-looking facts for every setting a devis prints (none is the seed's placeholder): the journeys' list, and what a database the seed did not fill lacks besides. */
export const LEGAL_FACTS: Record<string, string> = {
  ...DEVIS_FACTS,
  "contact.zip_code": "75011",
  "contact.city": "Paris",
  "contact.phone": "01 43 55 20 10",
  "contact.notification_email": "demandes@lutetia-geotechnique.fr",
  "general.capital": "3 000 €",
};

export async function setSettingValue(id: string, value: string) {
  const [section, key] = id.split(".");
  await env.DB.prepare("insert into settings (section, key, value) values (?, ?, ?) on conflict (section, key) do update set value = excluded.value")
    .bind(section, key, value)
    .run();
}

export async function fillLegalFacts(overrides: Record<string, string> = {}) {
  for (const [id, value] of Object.entries({ ...LEGAL_FACTS, ...overrides })) await setSettingValue(id, value);
  await publishedCgv();
  await contentChanged();
}

/** The seeded CGV as version 1 (a devis carries the CGV in force: none, no sending), in a database the seed did not fill. */
export async function publishedCgv() {
  const text = seededPages.find((page) => page.slug === "cgv")?.content ?? "";
  await env.DB.prepare("insert into cgv_versions (version, content, sha256, published_at) values (1, ?, ?, ?) on conflict (version) do nothing")
    .bind(text, CGV_V1_SHA256, Date.parse("2026-11-29T09:00:00Z"))
    .run();
}

/** The catalogue missions the tests use, with their default programme. */
export async function seedDevisCatalogue() {
  const db = createDb(env.DB);
  const rows = [
    {
      id: "g1-es",
      name: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
      description: "Enquête documentaire, visite du site, premier modèle géologique.",
      basePrice: 1200,
      programme: "Visite du site et enquête documentaire",
      rules: { vente_terrain: "obligatoire" as const },
    },
    {
      id: "g1-pgc",
      name: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)",
      description: "Sondages et essais, principes généraux de fondation.",
      basePrice: 1500,
      programme: "2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m",
      rules: { vente_terrain: "obligatoire" as const },
    },
    {
      id: "g2-avp",
      name: "Étude géotechnique de conception G2 – Avant-projet (AVP)",
      description: "Modèle géotechnique, choix des fondations.",
      basePrice: 2200,
      programme: "3 sondages pressiométriques à 15 m",
      rules: { construction_neuve: "obligatoire" as const },
    },
  ];
  for (const [index, row] of rows.entries()) {
    await db
      .insert(simulatorServices)
      .values({ ...row, displayOrder: index + 1 })
      .onConflictDoUpdate({ target: simulatorServices.id, set: { programme: row.programme, rules: row.rules } });
  }
}

export function completeInput(overrides: Partial<DevisFormInput> = {}): DevisFormInput {
  return {
    version: 1,
    ownerId: null,
    clientType: "particulier",
    clientName: "Claire Dubois",
    clientCompany: "",
    clientEmail: "claire.dubois@exemple.fr",
    clientPhone: "06 12 34 56 78",
    clientAddress: "4 allée des Tilleuls\n95300 Pontoise",
    siteStreet: "12 chemin des Vignes",
    sitePostcode: "95300",
    siteCity: "Pontoise",
    siteInseeCode: "95500",
    clayLevel: "fort",
    claySource: "Géorisques, exposition au retrait-gonflement des argiles",
    clayReadOn: "2026-03-02",
    projectNature: "vente_terrain",
    projectDescription: "Terrain à bâtir de 600 m²",
    lines: [
      {
        kind: "mission",
        catalogueId: "g1-es",
        label: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
        detail: "Enquête documentaire, visite du site.",
        programme: "Visite du site et enquête documentaire",
        quantity: 1,
        unitPrice: 1200,
      },
      {
        kind: "mission",
        catalogueId: "g1-pgc",
        label: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)",
        detail: "Sondages et essais.",
        programme: "2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m",
        quantity: 1,
        unitPrice: 1500,
      },
    ],
    discountLabel: "",
    discountAmount: 0,
    validityMonths: 2,
    validUntilDay: "",
    paymentTerms: "Acompte de 30 % du montant total TTC à la commande ; solde à la remise du rapport définitif.",
    deliveryWeeks: 3,
    note: "",
    clientReminder: true,
    ...overrides,
  };
}

export async function editor(): Promise<TestStaff & { firstName: string; lastName: string }> {
  const staff = await createStaff("editor", { firstName: "Inès", lastName: "Moreau" });
  return { ...staff, firstName: "Inès", lastName: "Moreau" };
}

/** A complete draft, saved through the domain as the form would save it. */
export async function completeDraft(actor: { id: number; email: string }, overrides: Partial<DevisFormInput> = {}, source: DevisSource = { kind: "blank" }) {
  const db = createDb(env.DB);
  const created = await createDevis(db, actor, source);
  if (!created.ok) throw new Error(`devis non créé : ${created.reason}`);
  const saved = await saveDevisDraft(db, actor, created.id, 1, completeInput({ ownerId: actor.id, ...overrides }));
  if (!saved.ok) throw new Error(`devis non enregistré : ${JSON.stringify(saved)}`);
  return { id: created.id, number: created.number, version: saved.version };
}

export function sendDeps() {
  return { db: createDb(env.DB), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET };
}

/** A complete draft sent to the client; `token` read from the outbox e-mail, as the client would. */
export async function sentDevis(actor: { id: number; email: string }, overrides: Partial<DevisFormInput> = {}, now = new Date()) {
  const draft = await completeDraft(actor, overrides);
  const sent = await sendDevis(sendDeps(), actor, draft.id, draft.version, now);
  if (!sent.ok) throw new Error(`devis non envoyé : ${JSON.stringify(sent)}`);
  return { ...draft, token: await linkTokenOf(draft.id), messageId: sent.messageId };
}

export async function linkTokenOf(devisId: number): Promise<string> {
  const row = await env.DB.prepare("select text from email_outbox where related_type = 'devis' and related_id = ? and type = 'devis-sent' order by id desc limit 1")
    .bind(devisId)
    .first<{ text: string }>();
  const token = /\/devis\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? "")?.[1];
  if (!token) throw new Error(`aucun lien de devis dans l'outbox pour ${devisId}`);
  return token;
}

/** What acceptDevis and requestSignerCode need (the route passes the same from its env). */
export function clientDeps() {
  return { db: createDb(env.DB), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET };
}

/** The newest signer code e-mailed for a devis, read from the outbox as the client reads it. */
export async function signerCodeInOutbox(devisId: number): Promise<string | null> {
  const row = await env.DB.prepare("select text from email_outbox where related_type = 'devis' and related_id = ? and type = 'devis-signer-code' order by id desc limit 1")
    .bind(devisId)
    .first<{ text: string }>();
  return /Code de confirmation : (\d{6})/.exec(row?.text ?? "")?.[1] ?? null;
}

/** Asks for a signer code (« Recevoir mon code par e-mail ») at `now` and returns the code the client receives. */
export async function signerCodeFor(sent: { id: number; token: string }, now = new Date()): Promise<string> {
  const { requestSignerCode } = await import("~/lib/devis/client.server");
  const outcome = await requestSignerCode(clientDeps(), sent.token, { ip: "203.0.113.9" }, now);
  if (!outcome.ok) throw new Error(`code non envoyé : ${JSON.stringify(outcome)}`);
  const code = await signerCodeInOutbox(sent.id);
  if (!code) throw new Error(`aucun code dans l'outbox pour ${sent.id}`);
  return code;
}

export async function devisRow(id: number) {
  const [row] = await createDb(env.DB).select().from(devis).where(eq(devis.id, id));
  return row;
}

/** The draft form as a browser posts it (conform's names: lines[0].label…). */
export function draftForm(intent: "save" | "send" | "add-mission", input: DevisFormInput, extra: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    intent,
    version: String(input.version),
    ownerId: input.ownerId === null ? "" : String(input.ownerId),
    clientType: input.clientType,
    clientName: input.clientName,
    clientCompany: input.clientCompany,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    clientAddress: input.clientAddress,
    siteStreet: input.siteStreet,
    sitePostcode: input.sitePostcode,
    siteCity: input.siteCity,
    siteInseeCode: input.siteInseeCode,
    clayLevel: input.clayLevel ?? "",
    claySource: input.claySource,
    clayReadOn: input.clayReadOn,
    projectNature: input.projectNature ?? "",
    projectDescription: input.projectDescription,
    discountLabel: input.discountLabel,
    discountAmount: String(input.discountAmount),
    validityMonths: String(input.validityMonths),
    validUntilDay: input.validUntilDay,
    paymentTerms: input.paymentTerms,
    deliveryWeeks: input.deliveryWeeks === undefined ? "" : String(input.deliveryWeeks),
    note: input.note,
    ...(input.clientReminder ? { clientReminder: "on" } : {}),
    ...extra,
  };
  input.lines.forEach((line, index) => {
    fields[`lines[${index}].kind`] = line.kind;
    fields[`lines[${index}].catalogueId`] = line.catalogueId ?? "";
    fields[`lines[${index}].label`] = line.label;
    fields[`lines[${index}].detail`] = line.detail;
    fields[`lines[${index}].programme`] = line.programme;
    fields[`lines[${index}].quantity`] = String(line.quantity);
    fields[`lines[${index}].unitPrice`] = String(line.unitPrice);
  });
  return fields;
}

const MINIMAL_PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/** A devis row with a stored PDF and a stored signed PDF (for access tests: their bytes are not a real devis). */
export async function storedDevis(actor: { id: number; email: string }) {
  const db = createDb(env.DB);
  const created = await createDevis(db, actor, { kind: "blank" });
  if (!created.ok) throw new Error("devis non créé");
  const pdfKey = `devis/${created.number}/indice-A-test.pdf`;
  const signedPdfKey = `devis/${created.number}/indice-A-signe-test.pdf`;
  await env.ATTACHMENTS.put(pdfKey, MINIMAL_PDF);
  await env.ATTACHMENTS.put(signedPdfKey, MINIMAL_PDF);
  await db.update(devis).set({ pdfKey, signedPdfKey }).where(eq(devis.id, created.id));
  return created;
}
