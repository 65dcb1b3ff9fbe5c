// The person hears back (docs/decisions/343 to 346): a client who accepted a devis asks for
// erasure from the personal link at the foot of the devis e-mail and is acknowledged at once;
// the super admin sees the request on the dashboard, erases, and sends the prefilled answer;
// the client's e-mails show the acknowledgement and the answer naming the kept devis and why.
// Every screen ends with the axe check.
import type { Page } from "@playwright/test";
import { signIn, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { DEVIS_FACTS } from "./devis-facts";
import { queryD1 } from "./forms-db";
import { devisIdFor, enterSignerCode } from "./signer-code";

// The firm's facts a devis prints (as in devis.spec.ts), restored afterwards.
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

/** A land sale near Pontoise as the simulator stores it; the client's address is the simulation's. */
function landSaleSimulation(email: string): number {
  const suffix = `${Date.now()}`.slice(-6);
  const lines = JSON.stringify([
    { kind: "mission", id: "g1-es", label: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)", detail: "Enquête documentaire, visite du site.", amountHt: 1200 },
    { kind: "mission", id: "g1-pgc", label: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)", detail: "Sondages et essais.", amountHt: 1500 },
  ]);
  queryD1(`insert into simulations (public_token, devis_number, devis_date, user_email, user_phone, user_first_name, user_last_name, project_nature, project_type, location, terrain_superficie, services, services_details, price_lines, total_ht, total_ttc)
    values ('${crypto.randomUUID()}', 'SOL-${suffix}', ${Date.now()}, ${sqlText(email)}, '06 22 33 44 55', 'Claire', 'Dubois', 'vente_terrain', 'vente_terrain', 'Pontoise (95300)', '600',
    '["g1-es","g1-pgc"]', '[]', ${sqlText(lines)}, 2700, 3240)`);
  return queryD1<{ id: number }>(`select id from simulations where devis_number = 'SOL-${suffix}'`)[0].id;
}

/** Staff prepare the devis from the simulation and send it; its number. */
async function sendDevis(page: Page, simulationId: number) {
  await page.goto(`/admin/demandes/simulations/${simulationId}`);
  await page.getByRole("button", { name: "Préparer le devis" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^Devis D-\d{4}-\d{4} – indice A$/ });
  await expect(heading).toBeVisible();
  const number = /D-\d{4}-\d{4}/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  await page.getByLabel("Exposition aux argiles (retrait-gonflement)").selectOption("fort");
  await page.getByLabel("Délai de remise du rapport (semaines)").fill("3");
  await page.getByRole("button", { name: "Enregistrer et envoyer au client" }).click();
  // Nothing leaves before the confirmation naming the recipient and the total (docs/decisions/628).
  await page.getByRole("alertdialog", { name: "Envoyer le devis au client ?" }).getByRole("button", { name: "Confirmer l'envoi" }).click();
  await expect(page.getByText("Devis envoyé au client").first()).toBeVisible();
  return number;
}

/** The last e-mail of a kind to the client, as their mail program shows it. */
function lastMail(email: string, type: string) {
  const [row] = queryD1<{ text: string; subject: string }>(`select text, subject from email_outbox where type = '${type}' and "to" like '%${email}%' order by id desc limit 1`);
  expect(row, `e-mail « ${type} »`).toBeTruthy();
  return row;
}

test("a client who accepted a devis asks for erasure from the devis e-mail; the super admin sees it on the dashboard, erases and sends the prefilled answer naming the kept devis", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `claire.dubois-${Date.now()}@example.fr`;
  await signIn(page, STAFF.superAdmin);
  const number = await sendDevis(page, landSaleSimulation(email));

  // The client accepts from the link of « Votre devis … ».
  const client = await (await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" })).newPage();
  const devisLink = new URL(/https?:\/\/[^\s]+\/devis\/[A-Za-z0-9_-]{43}/.exec(lastMail(email, "devis-sent").text)?.[0] ?? "http://x/").pathname;
  await client.goto(devisLink);
  await enterSignerCode(client, devisIdFor(email));
  await client.getByRole("textbox", { name: "Nom", exact: true }).fill("Claire Dubois");
  await client.getByRole("textbox", { name: "Qualité" }).fill("Propriétaire du terrain");
  await client.getByRole("radio", { name: /J'attends la fin du délai de rétractation/ }).check();
  await client.getByRole("checkbox", { name: /Bon pour accord/ }).check();
  await client.getByRole("button", { name: /^Accepter le devis/ }).click();
  await expect(client.getByText("Devis accepté", { exact: true })).toBeVisible();

  // A week later, the link at the foot of « Devis … accepté »: her request, acknowledged at once.
  const accepted = lastMail(email, "devis-accepted-client");
  const personal = /https?:\/\/[^\s]+(\/donnees-personnelles\/[A-Za-z0-9_.-]+)/.exec(accepted.text)?.[1];
  expect(personal, "le lien personnel au bas de « Devis … accepté »").toBeTruthy();
  await client.goto(personal ?? "/");
  await expect(client.getByText(email)).toBeVisible();
  await client.getByLabel(/Faire effacer mes données/).check();
  await client.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(client.getByText(/un accusé de réception vient de vous être envoyé par e-mail/)).toBeVisible();
  await expectNoAxeViolations(client);
  const acknowledgement = lastMail(email, "privacy-request-acknowledgement");
  expect(acknowledgement.text).toContain("Effacement (RGPD, art. 17)");
  expect(acknowledgement.text).toMatch(/Réponse au plus tard le : \d{2}\/\d{2}\/\d{4} \(un mois, RGPD art\. 12\.3\)/);

  // The super admin sees it on the dashboard, with its deadline, and opens it.
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "Demandes sur les données personnelles" });
  await expect(panel).toBeVisible();
  const pending = panel.getByRole("listitem").filter({ hasText: "Effacement (RGPD, art. 17)" }).first();
  await expect(pending).toContainText(/Réponse due le \d{2}\/\d{2}\/\d{4}/);
  await expectNoAxeViolations(page);

  // Erase: found by the address, confirmed, then the answer is proposed, prefilled.
  await page.goto("/admin/donnees-personnelles");
  await page.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill(email);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("heading", { name: `Données de ${email}` })).toBeVisible();
  await page.getByRole("button", { name: "Préparer l'effacement" }).click();
  await expect(page.getByRole("heading", { name: "Confirmer l'effacement" })).toBeVisible();
  await page.getByRole("button", { name: "Effacer définitivement" }).click();
  await expect(page.getByText(/Effacement terminé/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Répondre à la demande" })).toBeVisible();
  const answer = page.getByRole("textbox", { name: "Texte de la réponse" });
  await expect(answer).toHaveValue(/Ce que nous avons effacé :/);
  await expect(answer).toHaveValue(/Ce que nous conservons, et pourquoi :/);
  await expect(answer).toHaveValue(new RegExp(`\\n- Devis \\(Devis ${number} indice A`));
  await expect(answer).toHaveValue(/10 ans/);
  await expect(answer).toHaveValue(/réclamation auprès de la CNIL/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée : la demande est traitée.").first()).toBeVisible();
  const register = page.getByRole("table", { name: "Registre des demandes relatives aux données personnelles" });
  await expect(register.getByRole("row", { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first()).toContainText(/Traitée le \d{2}\/\d{2}\/\d{4}/);

  // Her e-mails: the acknowledgement and the answer, which names the kept devis and why.
  await page.goto(`/admin/demandes/emails?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("cell", { name: "Accusé de réception d'une demande sur les données personnelles" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Réponse à une demande sur les données personnelles" })).toBeVisible();
  await expectNoAxeViolations(page);
  const sent = lastMail(email, "privacy-request-answer");
  expect(sent.text).toContain(`Devis ${number} indice A`);
  expect(sent.text).toMatch(/10 ans/);
  expect(sent.text).toContain("/donnees-personnelles/");
});
