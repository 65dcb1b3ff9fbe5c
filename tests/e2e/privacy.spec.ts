// A person's data, from their side and the firm's: a visitor leaves a simulation, a contact
// request and a newsletter subscription, asks for erasure through the personal link of the
// recap e-mail; a super admin finds them, exports the ZIP, erases them after the
// confirmation, and the register shows the request answered.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addSession, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { queryD1 } from "./forms-db";

async function simulate(page: Page, email: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/simulateur");
  await page.getByLabel("Prénom").fill("Inès");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Moreau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Téléphone").fill("06 44 55 66 77");
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 2/4")).toBeVisible();
  await page.getByLabel("Type de projet").selectOption("construction_neuve");
  await page.getByLabel("Type de bâtiment").selectOption("maison_individuelle");
  await page.getByLabel("Localisation (ville ou code postal)").fill("Vincennes");
  await page.getByLabel("Surface bâtie (m²)").fill("110");
  await page.getByLabel("Superficie du terrain (m²)").fill("380");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 3/4")).toBeVisible();
  await page.getByRole("button", { name: "Voir le récapitulatif" }).click();
  await expect(page.getByText("Étape 4/4")).toBeVisible();
  await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  const heading = page.getByRole("heading", { name: /Votre estimation n° SOL-\d{6}/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())?.match(/SOL-\d{6}/)?.[0] ?? "";
}

async function sendContactRequest(page: Page, email: string) {
  await page.goto("/contact");
  await page.getByLabel("Nom complet").fill("Inès Moreau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Téléphone").fill("06 44 55 66 77");
  await page.getByLabel("Type de métier").selectOption("particulier");
  await page.getByLabel("Objet").selectOption("etude_geotechnique_g2");
  await page.getByRole("textbox", { name: "Message" }).fill("Maison à Vincennes sur argiles vertes : quelle mission G2 faut-il prévoir ?");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  const banner = page.locator("#contact-result");
  await expect(banner).toContainText(/Référence: CT-\d{4}-\d{6}/);
  return /CT-\d{4}-\d{6}/.exec((await banner.textContent()) ?? "")![0];
}

test("a super admin finds a person with a contact request, a simulation and a newsletter subscription, exports, then erases; the register shows the answered request", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `ines.moreau-${Date.now()}@example.fr`;
  const devis = await simulate(page, email);
  expect(devis).toMatch(/^SOL-\d{6}$/);
  const reference = await sendContactRequest(page, email);
  await page.goto("/newsletter");
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'abonner" }).click();
  await expect(page.getByText(/Si cette adresse n'est pas déjà abonnée, un e-mail de confirmation vient de lui être envoyé/)).toBeVisible();

  // The recap e-mail ends with the personal link: the visitor asks for erasure there.
  const [recap] = queryD1<{ text: string }>(`select text from email_outbox where type = 'simulation-recap' and "to" like '%${email}%' order by id desc limit 1`);
  const link = /https?:\/\/[^\s]+(\/donnees-personnelles\/[A-Za-z0-9_.-]+)/.exec(recap.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link ?? "/");
  await expect(page.getByRole("heading", { name: "Vos données personnelles" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  // A copy first, then the erasure: each request is tied to the address the link was sent to (docs/decisions/344).
  await page.getByLabel(/Recevoir une copie des données/).check();
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page.getByText("Demande enregistrée")).toBeVisible();
  await page.goto(link ?? "/");
  await page.getByLabel(/Faire effacer mes données/).check();
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page.getByText("Demande enregistrée")).toBeVisible();

  // The super admin opens the screen from the sidebar and finds the person, whatever the case typed.
  await addSession(page, STAFF.superAdmin);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Données personnelles" }).click();
  await expect(page.getByRole("heading", { name: "Données personnelles", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill(email.toUpperCase());
  await page.getByRole("button", { name: "Rechercher" }).click();
  const results = page.getByRole("heading", { name: `Données de ${email}` });
  await expect(results).toBeVisible();
  for (const group of [
    /^Demandes de contact \(1\)$/,
    /^Estimations du simulateur \(1\)$/,
    /^Abonnement à la newsletter \(1\)$/,
    /^Demandes relatives aux données personnelles \(2\)$/,
  ]) {
    await expect(page.getByRole("heading", { name: group })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: `${reference} — Étude géotechnique G2` })).toHaveAttribute("href", /^\/admin\/demandes\/contacts\/\d+$/);
  await expect(page.getByRole("link", { name: new RegExp(`^${devis} — `) })).toHaveAttribute("href", /^\/admin\/demandes\/simulations\/\d+$/);
  await expect(page.getByText(/anonymes par conception/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Export: a ZIP that unzip reads, with the explanation, the French JSON files and the estimate's PDF.
  await page.getByRole("button", { name: "Exporter (ZIP)" }).click();
  await expect(page.getByText("Export prêt")).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger l'export (ZIP)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = (await download.path()) as string;
  execFileSync("unzip", ["-tq", zipPath]);
  const listing = execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" }).split("\n").filter(Boolean);
  expect(listing).toEqual(
    expect.arrayContaining([
      "LISEZMOI.txt",
      "donnees/01-demandes-de-contact.json",
      `documents/estimation-${devis}.pdf`,
      expect.stringMatching(/abonnement-a-la-newsletter\.json$/),
    ]),
  );
  const readme = execFileSync("unzip", ["-p", zipPath, "LISEZMOI.txt"], { encoding: "utf8" });
  expect(readme).toContain(email);
  expect(readFileSync(zipPath).subarray(0, 2).toString()).toBe("PK");

  // Erase: the confirmation says what goes and what stays, and why.
  await page.getByRole("button", { name: "Préparer l'effacement" }).click();
  await expect(page.getByRole("heading", { name: "Confirmer l'effacement" })).toBeVisible();
  const preview = page.getByRole("table", { name: "Ce que l'effacement va faire" });
  await expect(preview.getByRole("row", { name: /Demandes de contact.*Sera supprimé/ })).toBeVisible();
  await expect(preview.getByRole("row", { name: /Demandes relatives aux données personnelles.*Sera conservé.*RGPD, art\. 5\.2 et 12/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Effacer définitivement" }).click();
  await expect(page.getByText(/Effacement terminé/).first()).toBeVisible();
  // The answer is proposed at once; sent, the request is « Traitée » (docs/decisions/345).
  await expect(page.getByRole("heading", { name: "Répondre à la demande" })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée : la demande est traitée.").first()).toBeVisible();

  // The register: the visitor's request, answered after the erasure, by whom and what was done.
  const register = page.getByRole("table", { name: "Registre des demandes relatives aux données personnelles" });
  const row = register.getByRole("row", { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).filter({ hasText: "Effacement (RGPD, art. 17)" });
  await expect(row).toContainText("Lien personnel d'un e-mail");
  await expect(row).toContainText(/Traitée le \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText(/Effacement : \d+ enregistrements supprimés/);
  await expect(row).toContainText("par Test super_admin");

  // The lists and the public PDF link no longer show them.
  for (const [list, empty] of [
    ["/admin/demandes/contacts", "Aucune demande ne correspond à votre recherche."],
    ["/admin/demandes/simulations", "Aucune simulation ne correspond à votre recherche."],
    ["/admin/demandes/newsletter", "Aucun abonné ne correspond à votre recherche."],
  ] as const) {
    await page.goto(`${list}?q=${encodeURIComponent(email)}`);
    await expect(page.getByText(empty)).toBeVisible();
  }
  const [simulation] = queryD1<{ n: number }>(`select count(*) as n from simulations where devis_number = '${devis}'`);
  expect(simulation.n).toBe(0);
  await page.goto("/admin/donnees-personnelles");
  await expect(page.getByRole("cell", { name: /Effacement : \d+ enregistrements supprimés/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
