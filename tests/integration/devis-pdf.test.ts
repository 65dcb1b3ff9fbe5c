// The signed devis as a reader sees it (its text extracted): the frozen devis on the firm's
// letterhead with its lines and totals, then the « Bon pour accord électronique » page with
// the proof and, for a particulier, the model withdrawal form. No placeholder, no code.
import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { acceptDevis } from "~/lib/devis/client.server";
import { seedDatabase } from "../../seed";
import { devisRow, editor, fillLegalFacts, ORIGIN, sentDevis } from "../factories/devis";
import { db } from "../helpers";
import { pdfVisibleText } from "./pdf-text";

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
});

/** Lines joined (a wrapped sentence reads whole) and runs of spaces collapsed. */
const flat = (text: string) => text.replace(/\s+/g, " ");

async function signedText(overrides: Parameters<typeof sentDevis>[1], choice: "attendre" | "commencer" | undefined) {
  const staff = await editor();
  const sent = await sentDevis(staff, overrides, new Date("2026-03-09T09:30:00Z"));
  const outcome = await acceptDevis(
    { db: db(), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN },
    sent.token,
    { signerName: "Claire Dubois", signerQuality: "Propriétaire du terrain", withdrawalChoice: choice },
    { ip: "203.0.113.45", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1" },
    new Date("2026-03-12T13:32:05Z"),
  );
  expect(outcome).toEqual({ ok: true });
  const row = await devisRow(sent.id);
  const bytes = new Uint8Array(await (await env.ATTACHMENTS.get(row.signedPdfKey ?? ""))!.arrayBuffer());
  return { text: await pdfVisibleText(bytes), row };
}

const FORBIDDEN = [
  "(à compléter)",
  "example.fr",
  "10 rue de l'Exemple",
  "01 00 00 00 00",
  "?",
  "vente_terrain",
  "construction_neuve",
  "g1-es",
  "g1-pgc",
  "null",
  "undefined",
  "NaN",
  "[object Object]",
];

test("a particulier's signed devis: letterhead, lines with programme, totals, conditions, the proof block and the model withdrawal form filled with the order's date", async () => {
  const { text, row } = await signedText(
    {
      note: "Intervention possible dès la semaine du 23 mars.",
      discountLabel: "Remise commerciale",
      discountAmount: 100,
      lines: [
        ...(await import("../factories/devis")).completeInput().lines,
        { kind: "free", label: "Implantation des sondages par un géomètre", detail: "", programme: "", quantity: 1, unitPrice: 250 },
      ],
    },
    "commencer",
  );
  // The sample shown in the report.
  console.info(`--- devis signé ${row.number} ---\n${text}\n--- fin ---`);
  const page = flat(text);
  for (const required of [
    "Lutetia Géotechnique",
    "Lutetia Géotechnique SAS – Société par actions simplifiée (SAS) au capital de 3 000 €",
    "18 rue de la Roquette, 75011 Paris, France",
    "Tél. 01 43 55 20 10 – contact@lutetia-geotechnique.fr",
    "SIRET 912 345 678 00017 – RCS Paris 912 345 678 – TVA intracommunautaire FR12 912345678",
    `DEVIS N° ${row.number}`,
    "Indice A",
    "Date : 09/03/2026",
    "Valable jusqu'au 09/05/2026",
    "Client – particulier (consommateur)",
    "Claire Dubois",
    "Adresse du chantier",
    "12 chemin des Vignes",
    "95300 Pontoise",
    "Code INSEE de la commune : 95500",
    "Retrait-gonflement des argiles : exposition forte",
    "Vente de terrain – Terrain à bâtir de 600 m²",
    "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
    "Mission géotechnique selon la norme NF P 94-500.",
    "Comprend : Sondages et essais.",
    "Programme d'investigations : 2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m",
    "Implantation des sondages par un géomètre",
    "Total des prestations HT",
    "2 950,00 €",
    "Remise – Remise commerciale",
    "-100,00 €",
    "Total HT",
    "2 850,00 €",
    "TVA 20 %",
    "570,00 €",
    "Total TTC",
    "3 420,00 €",
    "Délai : rapport remis sous 3 semaines à compter du début de la mission",
    "Conditions de paiement : Acompte de 30 % du montant total TTC à la commande",
    "Assurance responsabilité civile professionnelle : SMABTP, police n° 123456789.",
    "Intervention possible dès la semaine du 23 mars.",
    "Droit de rétractation (article L221-18 du Code de la consommation)",
    "Début de la mission (article L221-25 du Code de la consommation)",
    "Médiation de la consommation (articles L612-1 et L616-1 du Code de la consommation)",
    "Médiateur de la consommation CM2C, 49 rue de Ponthieu, 75008 Paris",
    // The proof.
    "Bon pour accord électronique",
    `Le client a accepté en ligne le devis n° ${row.number}, indice A, d'un montant de 2 850,00 € HT, soit 3 420,00 € TTC`,
    "articles 1366 et 1367 du Code civil",
    "article 25 du règlement (UE) n° 910/2014",
    "Signataire : Claire Dubois",
    "Qualité : Propriétaire du terrain",
    "« Bon pour accord » cochée par le signataire",
    "Date et heure : 12/03/2026 à 14:32:05 (heure de Paris)",
    "Lien personnel envoyé à : claire.dubois@exemple.fr",
    "Adresse IP : 203.0.113.45",
    "iPhone",
    `Empreinte SHA-256 du devis présenté : ${row.pdfSha256}`,
    "Je demande expressément que la mission commence avant la fin du délai de rétractation de 14 jours",
    // The model form (annexe à l'article R221-1).
    "Formulaire de rétractation",
    "Annexe à l'article R221-1 du Code de la consommation",
    "À l'attention de Lutetia Géotechnique SAS, 18 rue de la Roquette, 75011 Paris, France, contact@lutetia-geotechnique.fr :",
    "Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services (*) ci-dessous :",
    `Commandé le (*)/reçu le (*) : 12/03/2026 (devis n° ${row.number}, indice A)`,
    "Nom du (des) consommateur(s) :",
    "Adresse du (des) consommateur(s) :",
    "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
    "(*) Rayez la mention inutile.",
  ]) {
    expect(page, required).toContain(required);
  }
  for (const forbidden of FORBIDDEN) expect(page, forbidden).not.toContain(forbidden);
  // The proof page comes after the frozen pages, which are unchanged.
  expect(page.indexOf("Bon pour accord électronique")).toBeGreaterThan(page.indexOf("Total TTC"));
});

test("a professional's signed devis has the proof but no withdrawal text, no form and no mediator", async () => {
  const { text } = await signedText({ clientType: "professionnel", clientCompany: "SCI Les Vignes" }, undefined);
  const page = flat(text);
  expect(page).toContain("Client – professionnel");
  expect(page).toContain("SCI Les Vignes");
  expect(page).toContain("Bon pour accord électronique");
  for (const absent of ["rétractation", "L221-18", "L221-25", "Médiation de la consommation", "Formulaire de rétractation", "Je demande expressément"])
    expect(page, absent).not.toContain(absent);
  for (const forbidden of FORBIDDEN) expect(page, forbidden).not.toContain(forbidden);
});
