// After the deposit (docs/decisions/645, 646): on a 1280 px screen the editor plans the visit,
// uploads the report and delivers it from the devis screen; on a 390 px phone the client follows
// the same personal link, sees the visit and downloads the report, whose first download the
// devis screen then shows as the proof of delivery. Every screen ends with the axe check.
import { createHash, randomBytes } from "node:crypto";
import { addSession, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { queryD1 } from "./forms-db";
import { phoneContext } from "./devis-journey";

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A devis accepted online by a particulier who asked the work to start now, its deposit received today: the state the dossier's visit starts from. */
function orderWithDeposit() {
  const token = randomBytes(32).toString("base64url");
  const number = `D-2099-${`${Date.now()}`.slice(-4)}`;
  const editor = queryD1<{ id: number }>(`select id from users where email = ${sqlText(STAFF.editor)}`)[0].id;
  const now = Date.now();
  const lines = JSON.stringify([
    {
      kind: "mission",
      catalogueId: "g1-es",
      label: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)",
      detail: "Enquête documentaire, visite du site.",
      programme: "Visite du site",
      quantity: 1,
      unitPriceCents: 120_000,
    },
  ]);
  const letterhead = JSON.stringify({
    siteName: "Lutetia Géotechnique",
    legalName: "Lutetia Géotechnique SAS",
    legalForm: "SAS",
    capital: "3 000 €",
    address: "18 rue de la Roquette, 75011 Paris",
    phone: "01 43 55 20 10",
    email: "contact@lutetia-geotechnique.fr",
    siret: "912 345 678 00017",
    rcs: "RCS Paris 912 345 678",
    vat: "FR12 912345678",
    insurer: "SMABTP",
    insurancePolicy: "123456789",
    mediator: null,
  });
  queryD1(`insert into devis (number, revision, status, owner_id, client_type, client_name, client_email, site_street, site_postcode, site_city, project_nature, lines,
      total_ht_cents, tva_cents, total_ttc_cents, payment_terms, delivery_weeks, sent_at, valid_until, token_hash, letterhead, answered_at, deposit_percent, deposit_due_cents, version)
    values (${sqlText(number)}, 1, 'acompte_recu', ${editor}, 'particulier', 'Claire Dubois', 'claire.dubois@exemple.fr', '12 chemin des Vignes', '95300', 'Pontoise', 'vente_terrain', ${sqlText(lines)},
      120000, 24000, 144000, 'Acompte de 30 % du montant total TTC à la commande ; solde à la remise du rapport.', 3, ${now - 86_400_000}, ${sqlText(addDays(parisToday(), 30))},
      ${sqlText(createHash("sha256").update(token).digest("hex"))}, ${sqlText(letterhead)}, ${now - 3_600_000}, 30, 43200, 3)`);
  const id = queryD1<{ id: number }>(`select id from devis where number = ${sqlText(number)}`)[0].id;
  queryD1(`insert into devis_acceptances (devis_id, number, revision, pdf_sha256, signer_name, signer_quality, withdrawal_choice, accepted_at, signed_pdf_key, signed_pdf_sha256)
    values (${id}, ${sqlText(number)}, 1, 'e2e', 'Claire Dubois', 'Propriétaire du terrain', 'commencer', ${now - 3_600_000}, 'devis/e2e/absent.pdf', 'e2e')`);
  queryD1(
    `insert into devis_payments (devis_id, kind, paid_on, amount_cents, mode, recorded_by) values (${id}, 'acompte', ${sqlText(parisToday())}, 43200, 'virement', ${editor})`,
  );
  return { id, number, token };
}

const REPORT = Buffer.from("%PDF-1.7\n% Rapport d'étude géotechnique G1 – Pontoise\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test("staff plan the visit, upload and deliver the report; the client follows on the same link on a phone and downloads the report", async ({ page, browser }) => {
  const dossier = orderWithDeposit();
  const visitDay = addDays(parisToday(), 10);
  let clicks = 0;

  // The editor, on a 1280 px screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await addSession(page, STAFF.editor);
  await page.goto(`/admin/devis/${dossier.id}`);
  const visit = page
    .getByRole("region", { name: "Intervention sur le terrain" })
    .or(page.locator("section", { has: page.getByRole("heading", { name: "Intervention sur le terrain" }) }));
  await expect(page.getByRole("heading", { name: "Intervention sur le terrain" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Date d'intervention").fill(visitDay);
  await page.getByLabel("Créneau").selectOption("apres_midi");
  await page.getByLabel("Ingénieur sur place").selectOption({ index: 1 });
  await page.getByLabel("Présence du client souhaitée").check();
  await page.getByLabel("Accès au terrain (dit au client)").fill("Portail vert côté chemin ; prévoir l'accès de la pelle mécanique.");
  await page.getByRole("button", { name: "Planifier et prévenir le client" }).click();
  clicks += 1;
  await expect(page.getByTestId("visit-current")).toContainText("l'après-midi (13 h 30 – 17 h 30)");
  expect(queryD1<{ status: string }>(`select status from devis where id = ${dossier.id}`)[0].status).toBe("intervention_prevue");
  const email = queryD1<{ attachments: string; text: string }>(`select attachments, text from email_outbox where related_id = ${dossier.id} and type = 'devis-visit-planned'`)[0];
  expect(JSON.parse(email.attachments)[0]).toMatchObject({ kind: "visit-ics", filename: `intervention-${dossier.number}.ics` });
  await expect(visit.first()).toBeVisible();

  await page.getByLabel("Rapport (PDF, 10 Mo au maximum)").setInputFiles({ name: "Rapport G1 Pontoise.pdf", mimeType: "application/pdf", buffer: REPORT });
  await page.getByRole("button", { name: "Déposer le rapport" }).click();
  clicks += 1;
  await expect(page.getByTestId("report-facts")).toContainText("Rapport G1 Pontoise.pdf");
  await page.getByRole("button", { name: "Remettre le rapport" }).click();
  clicks += 1;
  await expect(page.getByTestId("report-facts")).toContainText("Le client n'a pas encore téléchargé le rapport.");
  expect(queryD1<{ status: string }>(`select status from devis where id = ${dossier.id}`)[0].status).toBe("rapport_remis");
  await expectNoAxeViolations(page);
  // Planning (one form), « Déposer le rapport », « Remettre le rapport »: three presses after the deposit.
  expect(clicks).toBe(3);

  // The client, on a 390 px phone, on the same link.
  const phone = await phoneContext(browser, true);
  const client = await phone.newPage();
  await client.goto(`/devis/${dossier.token}`);
  await expect(client.getByRole("heading", { name: "Intervention sur votre terrain" })).toBeVisible();
  await expect(client.getByTestId("client-visit-date")).toContainText("l'après-midi (13 h 30 – 17 h 30)");
  await expect(client.getByText("Portail vert côté chemin")).toBeVisible();
  await expect(client.getByRole("heading", { name: "Votre rapport est disponible" })).toBeVisible();
  await expectNoAxeViolations(client);
  const downloading = client.waitForEvent("download");
  await client.getByRole("link", { name: /Télécharger le rapport/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rapport-${dossier.number}.pdf`);
  const proof = queryD1<{ first_download_at: number | null; downloads: number }>(`select first_download_at, downloads from devis_reports where devis_id = ${dossier.id}`)[0];
  expect(proof.first_download_at).not.toBeNull();
  expect(proof.downloads).toBe(1);
  await phone.close();

  // Back on the devis screen: the proof of delivery.
  await page.reload();
  await expect(page.getByTestId("report-facts")).toContainText("Premier téléchargement par le client le");
  await expectNoAxeViolations(page);
});
