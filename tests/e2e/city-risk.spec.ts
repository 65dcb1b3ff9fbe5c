// Staff give a city its INSEE code and reference point, and its public page shows
// « Sols et risques naturels » from Géorisques (the local stub of tests/e2e/terrain-stub.ts).
import { STAFF, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { settled } from "./hydration";

test.beforeEach(async ({ page }) => {
  await useSession(page, STAFF.editor);
});

test("an editor sets La Flèche's INSEE code and point; its page shows the commune's soil risks with their sources", async ({ page }) => {
  await page.goto("/admin/cities?q=Fl%C3%A8che");
  await page.getByRole("link", { name: "Modifier La Flèche" }).click();
  await settled(page);
  await page.getByRole("tab", { name: "Risques du sol" }).click();
  await page.getByLabel("Code INSEE").fill("72154");
  await page.getByLabel("Latitude").fill("47,6997");
  await page.getByLabel("Longitude").fill("-0,0758");
  await expect(page.getByLabel("Résumé des risques sur la page")).toHaveValue("auto");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/admin\/cities$/);
  await expect(page.getByText("Ville mise à jour avec succès").first()).toBeVisible();

  await page.goto("/villes/la-fleche");
  const summary = page.getByRole("region", { name: "Sols et risques naturels à La Flèche" });
  await expect(summary).toContainText("Exposition moyenne au retrait-gonflement des argiles au point de référence de la commune");
  await expect(summary).toContainText("Source : Carte d'exposition au retrait-gonflement des argiles (BRGM), via l'API Géorisques, consultée le");
  await expect(summary.getByRole("link", { name: "Vérifier l'adresse de mon terrain" })).toHaveAttribute("href", "/mon-terrain");
  await expectNoAxeViolations(page);
});
