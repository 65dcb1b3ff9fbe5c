// After « Bon pour accord », on the same personal link: a particulier accepts and chooses to
// wait; the page tells her what to pay (amount, IBAN, reference) and when work starts; the
// editor records the deposit and she sees it. Another particulier withdraws online on day 3
// and the editor records the refund less the part done at her request. The same withdrawal
// without JavaScript. Every screen ends with the axe check, at 390 and 1280 px.
import type { Browser, Page } from "@playwright/test";
import { signIn, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { DEVIS_FACTS } from "./devis-facts";
import { queryD1 } from "./forms-db";
import { enterSignerCode } from "./signer-code";

const FACTS = DEVIS_FACTS;
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
let saved: Array<{ section: string; key: string; value: string }> = [];

test.beforeAll(() => {
  saved = queryD1<{ section: string; key: string; value: string }>(
    `select section, key, value from settings where (section || '.' || key) in (${Object.keys(FACTS).map(sqlText).join(", ")})`,
  );
  for (const [id, value] of Object.entries(FACTS)) {
    const [section, key] = id.split(".");
    queryD1(
      `insert into settings (section, key, value) values (${sqlText(section)}, ${sqlText(key)}, ${sqlText(value)}) on conflict (section, key) do update set value = excluded.value`,
    );
  }
});

test.afterAll(() => {
  for (const id of Object.keys(FACTS)) {
    const [section, key] = id.split(".");
    const before = saved.find((row) => row.section === section && row.key === key);
    queryD1(
      before
        ? `update settings set value = ${sqlText(before.value)} where section = ${sqlText(section)} and key = ${sqlText(key)}`
        : `delete from settings where section = ${sqlText(section)} and key = ${sqlText(key)}`,
    );
  }
});

/** A land sale near Pontoise (G1 ES 1 200 € + G1 PGC 1 500 € + travel 90 € = 2 790 € HT, 3 348 € TTC: deposit 1 004,40 €). */
function landSaleSimulation(name: string): number {
  const suffix = `${Date.now()}`.slice(-6);
  const lines = JSON.stringify([
    { kind: "mission", id: "g1-es", label: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)", detail: "Enquête documentaire, visite du site.", amountHt: 1200 },
    { kind: "mission", id: "g1-pgc", label: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)", detail: "Sondages et essais.", amountHt: 1500 },
    { kind: "modifier", id: "travel", label: "Déplacement – Grande couronne", detail: "Département 95.", amountHt: 90 },
  ]);
  queryD1(`insert into simulations (public_token, devis_number, devis_date, user_email, user_phone, user_first_name, user_last_name, project_nature, project_type, location, terrain_superficie, services, services_details, price_lines, total_ht, total_ttc)
    values ('${crypto.randomUUID()}', 'SOL-${suffix}', ${Date.now()}, 'vendeuse-${suffix}@example.fr', '06 22 33 44 55', 'Sophie', ${sqlText(name)}, 'vente_terrain', 'vente_terrain', 'Pontoise (95300)', '600',
    '["g1-es","g1-pgc"]', '[]', ${sqlText(lines)}, 2790, 3348)`);
  return queryD1<{ id: number }>(`select id from simulations where devis_number = 'SOL-${suffix}'`)[0].id;
}

/** The editor sends a devis prepared from a new simulation; returns its id and the client's link. */
async function sendDevis(page: Page, name: string) {
  await page.goto(`/admin/demandes/simulations/${landSaleSimulation(name)}`);
  await page.getByRole("button", { name: "Préparer le devis" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Devis D-\d{4}-\d{4} – indice A$/ })).toBeVisible();
  const id = Number(/\/admin\/devis\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByLabel("Exposition aux argiles (retrait-gonflement)").selectOption("fort");
  await page.getByLabel("Délai de remise du rapport (semaines)").fill("3");
  await page.getByRole("button", { name: "Enregistrer et envoyer au client" }).click();
  // Nothing leaves before the confirmation naming the recipient and the total (docs/decisions/628).
  await page.getByRole("alertdialog", { name: "Envoyer le devis au client ?" }).getByRole("button", { name: "Confirmer l'envoi" }).click();
  await expect(page.getByText("Devis envoyé au client").first()).toBeVisible();
  const [row] = queryD1<{ text: string }>(`select text from email_outbox where related_type = 'devis' and related_id = ${id} and type = 'devis-sent'`);
  const link = /https?:\/\/[^\s]+\/devis\/[A-Za-z0-9_-]{43}/.exec(row?.text ?? "")?.[0];
  expect(link, "le lien du devis dans l'e-mail").toBeTruthy();
  return { id, path: new URL(link ?? "").pathname };
}

async function phoneContext(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled, locale: "fr-FR", timezoneId: "Europe/Paris" });
}

async function accept(client: Page, path: string, choice: RegExp, devisId: number) {
  await client.goto(path);
  await enterSignerCode(client, devisId);
  await client.getByRole("textbox", { name: "Nom", exact: true }).fill("Sophie Moreau");
  await client.getByRole("textbox", { name: "Qualité" }).fill("Propriétaire du terrain");
  // The signer is not the client the devis names: she says for whom she signs (docs/decisions/627).
  await client.getByLabel(/à quel titre acceptez-vous pour le client/).fill("Mandataire de la venderesse");
  await client.getByRole("radio", { name: choice }).check();
  await client.getByRole("checkbox", { name: /Bon pour accord/ }).check();
  await client.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(client.getByRole("heading", { name: "Suivi de votre dossier" })).toBeVisible();
}

/** The acceptance moved `days` back (the journey cannot wait three days). */
function acceptedDaysAgo(id: number, days: number) {
  const shift = days * 86_400_000;
  queryD1(`update devis_acceptances set accepted_at = accepted_at - ${shift} where devis_id = ${id}`);
  queryD1(`update devis set answered_at = answered_at - ${shift} where id = ${id}`);
}

async function recordDeposit(page: Page, id: number) {
  await page.goto(`/admin/devis/${id}`);
  const form = page.getByRole("form", { name: "Acompte reçu" });
  await expect(form.getByLabel("Montant reçu (€)")).toHaveValue("1004,40");
  await form.getByRole("button", { name: "Acompte reçu" }).click();
  await expect(page.getByText("Acompte enregistré").first()).toBeVisible();
}

test("a particulier accepts and waits the 14 days: the page says what to pay and when work starts; the editor records the deposit and she sees it on the same link", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, STAFF.editor);
  const { id, path } = await sendDevis(page, `Attente ${Date.now()}`);
  const phone = await phoneContext(browser, true);
  const client = await phone.newPage();
  await accept(client, path, /J'attends la fin du délai de rétractation/, id);
  await expect(client.getByTestId("dossier-next")).toContainText("versez l'acompte de 1 004,40");
  await expect(client.getByTestId("dossier-next")).toContainText("au plus tôt le");
  const box = client.getByRole("region", { name: "Verser l'acompte" });
  await expect(box).toContainText("FR76 3000 6000 0112 3456 7890 189");
  await expect(box).toContainText("AGRIFRPPXXX");
  await expect(box).toContainText(/D-\d{4}-\d{4}/);
  await expect(box.getByRole("button", { name: "Copier : IBAN" })).toBeVisible();
  await expect(client.getByText(/Me rétracter \(jour de l'acceptation, jusqu'au/)).toBeVisible();
  await expectNoAxeViolations(client);
  await client.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(client);

  await recordDeposit(page, id);
  await expect(page.getByRole("heading", { name: "Étapes du dossier" })).toBeVisible();
  await expect(page.getByTestId("dossier-due")).toContainText("Rapport promis pour le");
  await expectNoAxeViolations(page);

  await client.setViewportSize({ width: 390, height: 844 });
  await client.reload();
  await expect(client.getByTestId("dossier-next")).toContainText("La mission commence le");
  await expect(client.getByRole("region", { name: "Verser l'acompte" })).toHaveCount(0);
  await expect(client.getByRole("region", { name: "Suivi de votre dossier" }).getByRole("listitem").filter({ hasText: "Acompte reçu" })).toContainText("1 004,40");
  await expectNoAxeViolations(client);
  await phone.close();
  const [row] = queryD1<{ status: string }>(`select status from devis where id = ${id}`);
  expect(row.status).toBe("acompte_recu");
});

test("another particulier withdraws online on day 3; the editor keeps the part done at her request and records the refund", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, STAFF.editor);
  const { id, path } = await sendDevis(page, `Rétractation ${Date.now()}`);
  const phone = await phoneContext(browser, true);
  const client = await phone.newPage();
  await accept(client, path, /Je demande expressément que la mission commence avant la fin du délai/, id);
  await recordDeposit(page, id);
  acceptedDaysAgo(id, 3);

  await client.reload();
  await client.getByText(/Me rétracter \(jour 3 sur 14/).click();
  await expect(client.getByTestId("withdrawal-form")).toContainText("contact@lutetia-geotechnique.fr");
  await expect(client.getByTestId("withdrawal-form")).toContainText("Sophie Moreau");
  await client.getByRole("button", { name: "Me rétracter" }).click();
  await expect(client.getByText("Cochez la case pour confirmer votre rétractation")).toBeVisible();
  await client.getByRole("checkbox", { name: /Je me rétracte du contrat/ }).check();
  await client.getByRole("button", { name: "Me rétracter" }).click();
  await expect(client.getByText("Rétractation enregistrée", { exact: true })).toBeVisible();
  await expect(client.getByTestId("dossier-next")).toContainText("Nous vous remboursons 1 004,40");
  await expectNoAxeViolations(client);
  await phone.close();
  expect(queryD1<{ n: number }>(`select count(*) as n from email_outbox where related_id = ${id} and type = 'devis-withdrawal-client'`)[0].n).toBe(1);

  await page.goto(`/admin/devis/${id}`);
  await expect(page.getByTestId("dossier-refund")).toContainText("Remboursement dû : 1 004,40");
  const kept = page.getByRole("form", { name: "Part réalisée à retenir (article L221-25)" });
  await kept.getByLabel("Montant retenu (€)").fill("100");
  await kept.getByLabel("Ce qui a été réalisé").fill("Visite du site et enquête documentaire réalisées");
  await kept.getByRole("button", { name: "Enregistrer la retenue" }).click();
  await expect(page.getByTestId("dossier-refund")).toContainText("Remboursement dû : 904,40");
  await page
    .getByRole("form", { name: /Remboursement effectué/ })
    .getByRole("button", { name: "Remboursement effectué" })
    .click();
  await expect(page.getByTestId("dossier-refund")).toContainText("Remboursement effectué : 904,40");
  await expectNoAxeViolations(page);
  const [row] = queryD1<{ status: string; refund: number }>(
    `select d.status, (select amount_cents from devis_payments p where p.devis_id = d.id and p.kind = 'remboursement') as refund from devis d where d.id = ${id}`,
  );
  expect(row).toEqual({ status: "retracte", refund: 90_440 });
});

test("the same withdrawal without JavaScript, on a phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, STAFF.editor);
  const { id, path } = await sendDevis(page, `Sans script ${Date.now()}`);
  const phone = await phoneContext(browser, false);
  const client = await phone.newPage();
  await accept(client, path, /J'attends la fin du délai de rétractation/, id);
  // Without a script the values stay text to select, with no « Copier » button.
  await expect(client.getByRole("region", { name: "Verser l'acompte" })).toContainText("FR76 3000 6000 0112 3456 7890 189");
  await expect(client.getByRole("button", { name: "Copier : IBAN" })).toHaveCount(0);
  acceptedDaysAgo(id, 3);
  await client.reload();
  await client.getByText(/Me rétracter \(jour 3 sur 14/).click();
  await client.getByRole("checkbox", { name: /Je me rétracte du contrat/ }).check();
  await client.getByRole("button", { name: "Me rétracter" }).click();
  await expect(client.getByText("Rétractation enregistrée", { exact: true })).toBeVisible();
  await phone.close();
  const checker = await phoneContext(browser, true);
  const withdrawn = await checker.newPage();
  await withdrawn.goto(path);
  await expect(withdrawn.getByText("Rétractation enregistrée", { exact: true })).toBeVisible();
  await expectNoAxeViolations(withdrawn);
  await withdrawn.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(withdrawn);
  await checker.close();
  expect(queryD1<{ status: string }>(`select status from devis where id = ${id}`)[0].status).toBe("retracte");
});
