// The person hears back (docs/decisions/343 to 346): a client who accepted a devis asks for
// erasure from the personal link at the foot of the devis e-mail and is acknowledged at once;
// the super admin sees the request on the dashboard, erases, and sends the prefilled answer;
// the client's e-mails show the acknowledgement and the answer naming the kept devis and why.
// Every screen ends with the axe check.
import { signIn, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { acceptDevis, landSaleSimulation, sendDevis, setDevisFactsForThisFile } from "./devis-journey";
import { expect, test, visitorAddress } from "./fixtures";
import { queryD1 } from "./forms-db";

// The firm's facts a devis prints (as in devis.spec.ts), restored afterwards.
setDevisFactsForThisFile();

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
  const { id, number, path } = await sendDevis(page, landSaleSimulation({ firstName: "Claire", lastName: "Dubois", email, travel: false }));

  // The client accepts from the link of « Votre devis … », the e-mail to her address.
  const client = await (await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris", extraHTTPHeaders: { "cf-connecting-ip": visitorAddress() } })).newPage();
  expect(lastMail(email, "devis-sent").text).toContain(path);
  await client.goto(path);
  await acceptDevis(client, id, { name: "Claire Dubois", quality: "Propriétaire du terrain", choice: /J'attends la fin du délai de rétractation/ });
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
