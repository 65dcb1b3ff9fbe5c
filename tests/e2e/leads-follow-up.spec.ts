import type { Page } from "@playwright/test";
import { signIn, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

async function sendContactRequest(page: Page, name: string) {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Nom complet").fill(name);
  await page.getByLabel("Email").fill(`suivi-${Date.now()}@example.fr`);
  await page.getByLabel("Téléphone").fill("01 23 45 67 89");
  await page.getByLabel("Type de métier").selectOption("particulier");
  await page.getByLabel("Objet").selectOption("etude_geotechnique_g1");
  await page.getByRole("textbox", { name: "Message" }).fill("Extension de 40 m² à Nogent-sur-Marne : faut-il une étude G2 ?");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  const banner = page.locator("#contact-result");
  await expect(banner).toContainText(/Référence: CT-\d{4}-\d{6}/);
  return /CT-\d{4}-\d{6}/.exec((await banner.textContent()) ?? "")![0];
}

test("an editor adds a note, assigns the request, replies, and finds all three in its history", async ({ page }) => {
  const name = `Suivi ${Date.now()}`;
  const reference = await sendContactRequest(page, name);
  await signIn(page, STAFF.editor);

  await page.goto("/admin/demandes");
  await expect(page.getByRole("heading", { name: "Demandes", exact: true })).toBeVisible();
  // The sidebar says how many requests are new.
  await expect(page.getByRole("link", { name: /^Demandes \d+ nouvelles?$/ })).toBeVisible();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
  const history = page.getByRole("list", { name: "Historique de la demande" });

  await page.getByLabel("Note (visible uniquement par l'équipe)").fill("Client joint par téléphone : plans envoyés par courrier.");
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByText("Note ajoutée")).toBeVisible();
  await expect(history).toContainText("Client joint par téléphone : plans envoyés par courrier.");
  await expect(page.getByLabel("Note (visible uniquement par l'équipe)")).toHaveValue("");

  await page.getByLabel("Attribuer à").selectOption({ label: "Test super_admin" });
  await page.getByRole("button", { name: "Attribuer" }).click();
  await expect(page.getByText("Responsable mis à jour")).toBeVisible();
  await expect(history).toContainText("Attribuée à Test super_admin");

  await expect(page.getByLabel("Objet")).toHaveValue(`Re : votre demande ${reference}`);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Bonjour,\nUne étude G2 AVP convient à votre extension. Nous vous rappelons demain.");
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse enregistrée et mise en file d'envoi")).toBeVisible();

  // Answered, the new request is « En cours » (docs/decisions/325).
  await expect(page.getByRole("heading", { name: "Historique (4)" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText("Statut modifié");
  await expect(entries.nth(0)).toContainText("Nouveau → En cours");
  await expect(entries.nth(1)).toContainText("Réponse envoyée");
  await expect(entries.nth(1)).toContainText(`« Re : votre demande ${reference} »`);
  await expect(entries.nth(1)).toContainText(/En file d'attente|En cours d'envoi|Capturé \(non envoyé\)/);
  await expect(entries.nth(2)).toContainText("Attribution");
  await expect(entries.nth(3)).toContainText("Note interne");
  for (const index of [0, 1, 2, 3]) await expect(entries.nth(index)).toContainText("par Test editor le");
  await expectNoAxeViolations(page);

  // The unified list filters by owner: the request is Test super_admin's, not the editor's.
  await page.getByRole("link", { name: "← Toutes les demandes" }).click();
  await page.getByLabel("Rechercher").fill(name);
  await page.getByLabel("Responsable").selectOption({ label: "Test super_admin" });
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/owner=\d+/);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("Test super_admin");
  await page.getByLabel("Responsable").selectOption({ label: "Moi" });
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/owner=moi/);
  await expect(page.getByText("Aucune demande ne correspond à votre recherche.")).toBeVisible();
  await expectNoAxeViolations(page);
});
