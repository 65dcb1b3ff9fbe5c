// The devis a client keeps is an archive: PDF/A with every font embedded, XMP metadata and an
// sRGB output intent; names outside Latin-1 read back as typed; the CGV in force printed as
// its last pages and named in the proof; the signed devis carrying the frozen file whose
// SHA-256 it prints; a devis frozen before all this keeps its bytes and its hash.
// docs/decisions/630, 632, 633.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { devisAcceptances } from "~/db/schema";
import { acceptDevis } from "~/lib/devis/client.server";
import { renderDevisPdf } from "~/lib/devis/pdf.server";
import { getSettings } from "~/lib/settings/settings.server";
import { renderEstimatePdf } from "~/lib/simulator/pdf.server";
import { sha256Hex } from "~/lib/sha256.server";
import { seedDatabase } from "../../seed";
import { CGV_V1_SHA256 } from "../../seed/data/pages";
import frozenBeforePdfA from "../fixtures/devis/devis-D-2026-0001-indice-A-before-pdfa.pdf?inline";
import { clientDeps, devisRow, editor, fillLegalFacts, sentDevis, signerCodeFor } from "../factories/devis";
import { createSimulation } from "../factories/leads";
import { db } from "../helpers";
import { pdfAttachments, pdfFileId, pdfFonts, pdfOutputIntents, pdfXmp } from "./pdf-archive";
import { pdfPagesText, pdfVisibleText } from "./pdf-text";

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
});

const flat = (text: string) => text.replace(/\s+/g, " ");
const SENT_AT = new Date("2026-03-09T09:30:00Z");
const ACCEPTED_AT = new Date("2026-03-12T13:32:05Z");

async function stored(key: string | null) {
  const object = await env.ATTACHMENTS.get(key ?? "");
  if (!object) throw new Error(`${key} absent de R2`);
  return new Uint8Array(await object.arrayBuffer());
}

async function accept(sent: { id: number; token: string }, signerName = "Claire Dubois", signerRelation?: string) {
  const outcome = await acceptDevis(
    clientDeps(),
    sent.token,
    {
      signerName,
      signerRelation,
      signerQuality: "Propriétaire du terrain",
      withdrawalChoice: "attendre",
      code: await signerCodeFor(sent, new Date(ACCEPTED_AT.getTime() - 60_000)),
    },
    { ip: "203.0.113.45", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1" },
    ACCEPTED_AT,
  );
  expect(outcome).toEqual({ ok: true });
}

test("the devis a client receives is PDF/A-2b: every font embedded, XMP with its title, number and dates, an sRGB output intent and a file identifier", async () => {
  const sent = await sentDevis(await editor(), {}, SENT_AT);
  const row = await devisRow(sent.id);
  const bytes = await stored(row.pdfKey);

  const fonts = await pdfFonts(bytes);
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  for (const font of fonts) expect(font, font.name).toMatchObject({ subtype: "Type0", embedded: true });
  expect(fonts.map((font) => font.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+LiberationSans$/), expect.stringMatching(/^[A-Z]{6}\+LiberationSans-Bold$/)]),
  );

  const xmp = await pdfXmp(bytes);
  expect(xmp).toContain("<pdfaid:part>2</pdfaid:part>");
  expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
  expect(xmp).toContain(`<rdf:li xml:lang="x-default">Devis ${row.number} – indice A</rdf:li>`);
  expect(xmp).toContain(`<dc:identifier>${row.number} indice A</dc:identifier>`);
  expect(xmp).toContain("<rdf:li>Lutetia Géotechnique SAS</rdf:li>");
  expect(xmp).toContain("<xmp:CreateDate>2026-03-09T09:30:00Z</xmp:CreateDate>");
  expect(xmp).toContain("<xmp:ModifyDate>2026-03-09T09:30:00Z</xmp:ModifyDate>");

  expect(await pdfOutputIntents(bytes)).toEqual([{ subtype: "GTS_PDFA1", condition: "sRGB IEC61966-2.1", components: "3", profileBytes: 6922 }]);
  expect(await pdfFileId(bytes)).toMatch(/^\[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]$/i);
  // No standard (non-embedded) font name is left anywhere in the file.
  expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/\/BaseFont\s*\/Helvetica/);
});

test("a client named « Łukasz Wójcik », a signer « Zoë Ørsted » and an address « chez Nguyễn Thị Lan » read back letter for letter from the devis and the signed devis", async () => {
  const sent = await sentDevis(await editor(), { clientName: "Łukasz Wójcik", clientAddress: "chez Nguyễn Thị Lan\n8 rue des Lilas\n94300 Vincennes" }, SENT_AT);
  await accept(sent, "Zoë Ørsted", "Mandataire (procuration du propriétaire)");
  const row = await devisRow(sent.id);
  const devisText = await pdfVisibleText(await stored(row.pdfKey));
  const signedText = await pdfVisibleText(await stored(row.signedPdfKey));
  for (const text of [devisText, signedText]) {
    expect(text).toContain("Łukasz Wójcik");
    expect(text).toContain("chez Nguyễn Thị Lan");
    expect(text).not.toContain("\uFFFD");
  }
  expect(signedText).toContain("Zoë Ørsted");
  expect(flat(signedText)).toContain("Signataire : Zoë Ørsted");
  for (const font of await pdfFonts(await stored(row.signedPdfKey))) expect(font, font.name).toMatchObject({ embedded: true });
});

test("the devis carries the CGV in force as its last pages; the acceptance proof records their version and SHA-256, and the signed devis prints them", async () => {
  const sent = await sentDevis(await editor(), { clientType: "professionnel", clientCompany: "SCI Les Vignes" }, SENT_AT);
  const row = await devisRow(sent.id);
  expect(row).toMatchObject({ cgvVersion: 1, cgvSha256: CGV_V1_SHA256 });

  const pages = await pdfPagesText(await stored(row.pdfKey));
  const first = pages.findIndex((page) => page.startsWith("Conditions générales de vente\n"));
  expect(first).toBeGreaterThan(0);
  // Last pages: nothing of the devis after them.
  for (const page of pages.slice(first)) expect(page).not.toContain("Total TTC");
  const cgv = flat(pages.slice(first).join("\n"));
  expect(cgv).toContain("Version 1 du 29/11/2026, en vigueur à la date du devis – Lutetia Géotechnique SAS");
  expect(cgv).toContain(`Empreinte SHA-256 du texte de cette version : ${CGV_V1_SHA256}`);
  // The firm's facts are filled in; the consumer clauses are there whatever the client.
  expect(cgv).toContain("immatriculée sous le numéro RCS Paris 912 345 678");
  expect(cgv).toContain("Médiateur de la consommation CM2C, 49 rue de Ponthieu, 75008 Paris");
  expect(cgv).toContain("Cette limitation ne s'applique pas au consommateur ni au non-professionnel");
  expect(cgv).toContain("article R212-1, 6° du Code de la consommation");
  expect(cgv).toContain("le droit d'utilisation suit le terrain");
  expect(cgv).not.toContain("{{");
  expect(flat(pages.slice(0, first).join("\n"))).toContain(
    "Nos conditions générales de vente, version 1 du 29/11/2026, reproduites en dernières pages du présent devis, s'appliquent",
  );

  await accept(sent);
  const [proof] = await db().select().from(devisAcceptances).where(eq(devisAcceptances.devisId, sent.id));
  expect(proof).toMatchObject({ cgvVersion: 1, cgvSha256: CGV_V1_SHA256 });
  const signed = flat(await pdfVisibleText(await stored((await devisRow(sent.id)).signedPdfKey)));
  expect(signed).toContain(`Conditions générales de vente : version 1, empreinte SHA-256 du texte ${CGV_V1_SHA256}`);
});

test("the signed devis is PDF/A-3b and carries the frozen devis as an associated file whose SHA-256 is the one it prints", async () => {
  const sent = await sentDevis(await editor(), {}, SENT_AT);
  await accept(sent);
  const row = await devisRow(sent.id);
  const signed = await stored(row.signedPdfKey);

  const [attachment, ...others] = await pdfAttachments(signed);
  expect(others).toEqual([]);
  expect(attachment).toMatchObject({ name: `devis-${row.number}-indice-A.pdf`, relationship: "Source", mimeType: "application/pdf", inAf: true });
  const attachedSha256 = await sha256Hex(attachment.bytes);
  expect(attachedSha256).toBe(row.pdfSha256);
  expect(attachment.bytes).toEqual(await stored(row.pdfKey));
  expect(attachment.description).toContain(attachedSha256);
  expect(flat(await pdfVisibleText(signed))).toContain(`Empreinte SHA-256 du devis présenté : ${attachedSha256}`);

  const xmp = await pdfXmp(signed);
  expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
  expect(xmp).toContain(`<dc:identifier>${row.number} indice A signé</dc:identifier>`);
  expect(xmp).toContain("<xmp:CreateDate>2026-03-12T13:32:05Z</xmp:CreateDate>");
  expect(await pdfOutputIntents(signed)).toHaveLength(1);
  for (const font of await pdfFonts(signed)) expect(font, font.name).toMatchObject({ embedded: true });
  // The frozen pages come first, unchanged in what they say.
  const [frozenFirst] = await pdfPagesText(attachment.bytes);
  expect((await pdfPagesText(signed))[0]).toBe(frozenFirst);
});

test("a devis frozen before PDF/A keeps its bytes and hash: signing it attaches that very file, prints its hash and records no CGV version", async () => {
  const fixture = Uint8Array.from(atob(frozenBeforePdfA.slice(frozenBeforePdfA.indexOf(",") + 1)), (c) => c.charCodeAt(0));
  const fixtureSha256 = await sha256Hex(fixture);
  // The stored file of a devis sent on 9 March 2026, before this rendering (standard Helvetica).
  expect(fixtureSha256).toBe("2606fa89d041ab4c9197fe6bf0c3402a6f07df2c989d36c427d29cea43e6ceb0");
  expect((await pdfFonts(fixture)).every((font) => !font.embedded)).toBe(true);

  const sent = await sentDevis(await editor(), {}, SENT_AT);
  const row = await devisRow(sent.id);
  await env.ATTACHMENTS.put(row.pdfKey ?? "", fixture);
  await env.DB.prepare("update devis set pdf_sha256 = ?, cgv_version = null, cgv_sha256 = null where id = ?").bind(fixtureSha256, sent.id).run();

  await accept(sent);
  const after = await devisRow(sent.id);
  expect(after.pdfSha256).toBe(fixtureSha256);
  expect(await stored(after.pdfKey)).toEqual(fixture);
  const [proof] = await db().select().from(devisAcceptances).where(eq(devisAcceptances.devisId, sent.id));
  expect(proof).toMatchObject({ pdfSha256: fixtureSha256, cgvVersion: null, cgvSha256: null });

  const signed = await stored(after.signedPdfKey);
  const [attachment] = await pdfAttachments(signed);
  expect(attachment.bytes).toEqual(fixture);
  const text = flat(await pdfVisibleText(signed));
  expect(text).toContain("DEVIS N° D-2026-0001");
  expect(text).toContain(`Empreinte SHA-256 du devis présenté : ${fixtureSha256}`);
  expect(text).not.toContain("Conditions générales de vente : version");
  // Its old pages use fonts that are not embedded: the signed file does not claim PDF/A.
  expect(await pdfXmp(signed)).not.toContain("pdfaid:part");
});

test("the engineer's preview is the same devis marked « Aperçu – non envoyé » on every page; the same input renders the same bytes", async () => {
  const sent = await sentDevis(await editor(), {}, SENT_AT);
  const row = await devisRow(sent.id);
  const document = { ...row, issuedAt: SENT_AT, validUntil: row.validUntil ?? "", letterhead: row.letterhead ?? ({} as never), cgv: null };
  const plain = await renderDevisPdf(document);
  expect(await renderDevisPdf(document)).toEqual(plain);
  const preview = await pdfPagesText(await renderDevisPdf(document, { watermark: "Aperçu – non envoyé" }));
  const pages = await pdfPagesText(plain);
  expect(preview).toHaveLength(pages.length);
  preview.forEach((page, index) => {
    expect(page).toContain("Aperçu – non envoyé");
    expect(page.replace("\nAperçu – non envoyé", "")).toBe(pages[index]);
  });
});

test("the estimate is PDF/A-2b too: its fonts embedded, its reference in the XMP, a visitor named « Zoë Ørsted-Nguyễn » printed as typed", async () => {
  const simulation = await createSimulation({ userFirstName: "Zoë", userLastName: "Ørsted-Nguyễn", devisDate: new Date("2026-11-26T10:00:00Z") });
  const bytes = await renderEstimatePdf(await getSettings(db()), simulation);
  for (const font of await pdfFonts(bytes)) expect(font, font.name).toMatchObject({ subtype: "Type0", embedded: true });
  const xmp = await pdfXmp(bytes);
  expect(xmp).toContain("<pdfaid:part>2</pdfaid:part>");
  expect(xmp).toContain(`<dc:identifier>${simulation.devisNumber}</dc:identifier>`);
  expect(xmp).toContain("<xmp:CreateDate>2026-11-26T10:00:00Z</xmp:CreateDate>");
  expect(await pdfOutputIntents(bytes)).toHaveLength(1);
  expect(await pdfVisibleText(bytes)).toContain("Zoë Ørsted-Nguyễn");
  // The same stored estimate gives the same file.
  expect(await renderEstimatePdf(await getSettings(db()), simulation)).toEqual(bytes);
});
