// The steps every journey that sends or accepts a devis takes, written once (docs/decisions/940):
// the firm's facts a devis needs set for the file's journeys and put back after, a land sale as
// the simulator stores it, the editor sending the devis, the link and the signer's code read
// from the outbox as the client reads the e-mails, and the client's « Bon pour accord ».
import type { Browser, Page } from "@playwright/test";
import { DEVIS_FACTS } from "../devis-facts";
import { expect, test, visitorAddress } from "./fixtures";
import { queryD1 } from "./forms-db";

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Sets the firm's facts a devis needs (DEVIS_FACTS) before the file's journeys and puts the
 * settings back after them (other journeys expect the seed's values). Called once, at the top
 * of a spec file.
 */
export function setDevisFactsForThisFile() {
  let saved: Array<{ section: string; key: string; value: string }> = [];
  test.beforeAll(() => {
    saved = queryD1<{ section: string; key: string; value: string }>(
      `select section, key, value from settings where (section || '.' || key) in (${Object.keys(DEVIS_FACTS).map(sqlText).join(", ")})`,
    );
    for (const [id, value] of Object.entries(DEVIS_FACTS)) {
      const [section, key] = id.split(".");
      queryD1(
        `insert into settings (section, key, value) values (${sqlText(section)}, ${sqlText(key)}, ${sqlText(value)}) on conflict (section, key) do update set value = excluded.value`,
      );
    }
  });
  test.afterAll(() => {
    for (const id of Object.keys(DEVIS_FACTS)) {
      const [section, key] = id.split(".");
      const before = saved.find((row) => row.section === section && row.key === key);
      queryD1(
        before
          ? `update settings set value = ${sqlText(before.value)} where section = ${sqlText(section)} and key = ${sqlText(key)}`
          : `delete from settings where section = ${sqlText(section)} and key = ${sqlText(key)}`,
      );
    }
  });
}

/**
 * A land sale near Pontoise as the simulator stores it (the estimate SOL-…): G1 ES 1 200 € +
 * G1 PGC 1 500 €, and with `travel` the Grande couronne modifier 90 € (2 790 € HT, 3 348 € TTC).
 * The client's address is `email`, or a new vendeuse-…@example.fr.
 */
export function landSaleSimulation({ firstName = "Sophie", lastName, email, travel = true }: { firstName?: string; lastName: string; email?: string; travel?: boolean }): number {
  const suffix = `${Date.now()}`.slice(-6);
  const lines = [
    { kind: "mission", id: "g1-es", label: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)", detail: "Enquête documentaire, visite du site.", amountHt: 1200 },
    { kind: "mission", id: "g1-pgc", label: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)", detail: "Sondages et essais.", amountHt: 1500 },
    ...(travel ? [{ kind: "modifier", id: "travel", label: "Déplacement – Grande couronne", detail: "Département 95.", amountHt: 90 }] : []),
  ];
  const totalHt = lines.reduce((sum, line) => sum + line.amountHt, 0);
  queryD1(`insert into simulations (public_token, devis_number, devis_date, user_email, user_phone, user_first_name, user_last_name, project_nature, project_type, location, terrain_superficie, services, services_details, price_lines, total_ht, total_ttc)
    values ('${crypto.randomUUID()}', 'SOL-${suffix}', ${Date.now()}, ${sqlText(email ?? `vendeuse-${suffix}@example.fr`)}, '06 22 33 44 55', ${sqlText(firstName)}, ${sqlText(lastName)}, 'vente_terrain', 'vente_terrain', 'Pontoise (95300)', '600',
    '["g1-es","g1-pgc"]', '[]', ${sqlText(JSON.stringify(lines))}, ${totalHt}, ${Math.round(totalHt * 1.2)})`);
  return queryD1<{ id: number }>(`select id from simulations where devis_number = 'SOL-${suffix}'`)[0].id;
}

/** The editor, on the simulation's screen, presses « Préparer le devis »: the new devis' id and number. */
export async function prepareDevis(page: Page, simulationId: number) {
  await page.goto(`/admin/demandes/simulations/${simulationId}`);
  await page.getByRole("button", { name: "Préparer le devis" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^Devis D-\d{4}-\d{4} – indice A$/ });
  await expect(heading).toBeVisible();
  const id = Number(/\/admin\/devis\/(\d+)$/.exec(page.url())?.[1]);
  const number = /D-\d{4}-\d{4}/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  return { id, number };
}

/** The editor prepares the devis of a land sale (clay exposure, 3 weeks) and sends it: its id, number and the client's link. */
export async function sendDevis(page: Page, simulationId: number) {
  const { id, number } = await prepareDevis(page, simulationId);
  await page.getByLabel("Exposition aux argiles (retrait-gonflement)").selectOption("fort");
  await page.getByLabel("Délai de remise du rapport (semaines)").fill("3");
  await page.getByRole("button", { name: "Enregistrer et envoyer au client" }).click();
  // Nothing leaves before the confirmation naming the recipient and the total (docs/decisions/628).
  await page.getByRole("alertdialog", { name: "Envoyer le devis au client ?" }).getByRole("button", { name: "Confirmer l'envoi" }).click();
  await expect(page.getByText("Devis envoyé au client").first()).toBeVisible();
  return { id, number, path: devisLinkFromOutbox(id) };
}

/** The path of the devis link in « Votre devis … », read from the outbox as the client reads the e-mail. */
export function devisLinkFromOutbox(devisId: number): string {
  const [row] = queryD1<{ text: string }>(`select text from email_outbox where related_type = 'devis' and related_id = ${Number(devisId)} and type = 'devis-sent'`);
  const link = /https?:\/\/[^\s]+\/devis\/[A-Za-z0-9_-]{43}/.exec(row?.text ?? "")?.[0];
  expect(link, "le lien du devis dans l'e-mail").toBeTruthy();
  return new URL(link ?? "").pathname;
}

/** A 390 px phone, with or without JavaScript: the client's, on a connection of its own. */
export async function phoneContext(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    extraHTTPHeaders: { "cf-connecting-ip": visitorAddress() },
  });
}

/** The newest signer code e-mailed for the devis (docs/decisions/626), read from the outbox as the client reads the e-mail. */
export function codeFromOutbox(devisId: number): string {
  const [row] = queryD1<{ text: string }>(
    `select text from email_outbox where related_type = 'devis' and related_id = ${Number(devisId)} and type = 'devis-signer-code' order by id desc limit 1`,
  );
  const code = /Code de confirmation : (\d{6})/.exec(row?.text ?? "")?.[1];
  expect(code, "le code dans l'e-mail").toBeTruthy();
  return code ?? "";
}

/** On an open devis page: « Recevoir mon code par e-mail », the page says where it went (`sentTo`), and the code received is typed in. */
export async function enterSignerCode(page: Page, devisId: number, sentTo: RegExp = /Code envoyé à /) {
  await page.getByRole("button", { name: /Recevoir (mon|un nouveau) code/ }).click();
  await expect(page.getByText(sentTo)).toBeVisible();
  await page.getByRole("textbox", { name: "Code de confirmation reçu par e-mail" }).fill(codeFromOutbox(devisId));
}

/**
 * On an open devis page, the client accepts: the code received, the signer's name and quality
 * (and, when she is not the client the devis names, for whom she signs: docs/decisions/627),
 * a particulier's start of the mission, « Bon pour accord », then the order button.
 */
export async function acceptDevis(
  client: Page,
  devisId: number,
  signer: { name: string; quality: string; relation?: string; choice?: RegExp; order?: string | RegExp; codeSentTo?: RegExp },
) {
  await enterSignerCode(client, devisId, signer.codeSentTo);
  await client.getByRole("textbox", { name: "Nom", exact: true }).fill(signer.name);
  await client.getByRole("textbox", { name: "Qualité" }).fill(signer.quality);
  if (signer.relation) await client.getByLabel(/à quel titre acceptez-vous pour le client/).fill(signer.relation);
  if (signer.choice) await client.getByRole("radio", { name: signer.choice }).check();
  await client.getByRole("checkbox", { name: /Bon pour accord/ }).check();
  await client.getByRole("button", { name: signer.order ?? /^Accepter le devis/ }).click();
}
