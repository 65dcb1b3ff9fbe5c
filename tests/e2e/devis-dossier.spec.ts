// After « Bon pour accord », on the same personal link: a particulier accepts and chooses to
// wait; the page tells her what to pay (amount, IBAN, reference) and when work starts; the
// editor records the deposit and she sees it. Another particulier withdraws online on day 3
// and the editor records the refund less the part done at her request. The same withdrawal
// without JavaScript. Every screen ends with the axe check, at 390 and 1280 px.
import type { Page } from "@playwright/test";
import { signIn, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { acceptDevis, landSaleSimulation, phoneContext, sendDevis, setDevisFactsForThisFile } from "./devis-journey";
import { expect, test } from "./fixtures";
import { queryD1 } from "./forms-db";

// Each journey sends the devis of a land sale near Pontoise (2 790 € HT, 3 348 € TTC: deposit
// 1 004,40 €), with the firm's facts a devis needs set for this file and put back after it.
setDevisFactsForThisFile();

async function accept(client: Page, path: string, choice: RegExp, devisId: number) {
  await client.goto(path);
  // The signer is not the client the devis names: she says for whom she signs (docs/decisions/627).
  await acceptDevis(client, devisId, { name: "Sophie Moreau", quality: "Propriétaire du terrain", relation: "Mandataire de la venderesse", choice, order: "Accepter le devis" });
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
  const { id, path } = await sendDevis(page, landSaleSimulation({ lastName: `Attente ${Date.now()}` }));
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
  const { id, path } = await sendDevis(page, landSaleSimulation({ lastName: `Rétractation ${Date.now()}` }));
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
  const { id, path } = await sendDevis(page, landSaleSimulation({ lastName: `Sans script ${Date.now()}` }));
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
