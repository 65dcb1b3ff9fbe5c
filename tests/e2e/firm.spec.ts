// The firm shows its people and its work (docs/decisions/753): an editor adds a team member
// with a photo of the médiathèque and a reference in Meaux; both reach « À propos »,
// /references (filters without JavaScript) and the Meaux page, which shows its ground too.
import { STAFF, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { storePhoto } from "./photos";

test("an editor adds a team member with a photo and a reference in Meaux; both appear on « À propos », /references and the Meaux page", async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const name = `Léa Bernard ${suffix}`;
  const title = `Pavillon sur argiles du plateau de Brie ${suffix}`;
  const portrait = await storePhoto({ width: 1200, height: 1200, alt: "Portrait de Léa Bernard" });
  const site = await storePhoto({ width: 1600, height: 1200, alt: "Sondeuse pressiométrique devant le pavillon" });
  await useSession(page, STAFF.editor);

  await page.goto("/admin/equipe");
  await page.getByRole("link", { name: "Nouveau membre" }).click();
  const memberDialog = page.getByRole("dialog", { name: "Nouveau membre de l'équipe" });
  await memberDialog.getByLabel("Nom").fill(name);
  await memberDialog.getByLabel("Rôle").fill("Ingénieure géotechnicienne, missions G2");
  await memberDialog.getByRole("textbox", { name: "Photo" }).fill(portrait.url);
  await memberDialog.getByLabel("Présentation").fill("Suit les études de conception en Seine-et-Marne depuis 2018.");
  await expectNoAxeViolations(page);
  await memberDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Membre de l'équipe ajouté").first()).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await page.goto("/admin/references");
  await page.getByRole("link", { name: "Nouvelle référence" }).click();
  const referenceDialog = page.getByRole("dialog", { name: "Nouvelle référence" });
  await referenceDialog.getByLabel("Titre").fill(title);
  await referenceDialog.getByLabel("Ville").selectOption({ label: "Meaux (77)" });
  await referenceDialog.getByLabel("Année").fill("2026");
  await referenceDialog.getByRole("checkbox", { name: "G2 – étude de conception" }).check();
  await referenceDialog.getByLabel("Type de client").selectOption("particulier");
  await referenceDialog.getByLabel("Texte").fill("Argiles vertes sous limons : sondages pressiométriques et semelles filantes descendues à 1,50 m.");
  await referenceDialog.getByRole("button", { name: "Ajouter une photo" }).click();
  await referenceDialog.getByRole("textbox", { name: "Photo 1" }).fill(site.url);
  await referenceDialog.getByRole("checkbox", { name: "Publiée" }).check();
  await expectNoAxeViolations(page);
  await referenceDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Référence créée").first()).toBeVisible();

  await page.goto("/a-propos");
  const team = page.getByRole("region", { name: "Notre équipe" });
  await expect(team.getByRole("heading", { name })).toBeVisible();
  await expect(team.getByRole("img", { name: "Portrait de Léa Bernard" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/references");
  await page.getByRole("combobox", { name: "Mission" }).selectOption("G2");
  await page.getByRole("combobox", { name: "Département" }).selectOption("77");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/\/references\?mission=G2&departement=77$/);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Meaux (77) · 2026 · Particulier");
  await expect(card.getByRole("img", { name: "Sondeuse pressiométrique devant le pavillon" })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: "Meaux" }).click();
  await expect(page).toHaveURL(/\/villes\/meaux$/);
  await expect(page.getByRole("region", { name: "Références récentes à Meaux" }).getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sols et risques naturels à Meaux" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor opens a seeded city page and sees the commune's ground, read at its town hall, without anyone typing its point", async ({ page }) => {
  await page.goto("/villes/annecy");
  const summary = page.getByRole("region", { name: "Sols et risques naturels à Annecy" });
  await expect(summary).toContainText("au point de référence de la commune");
  await expect(summary.getByRole("link", { name: "Vérifier l'adresse de mon terrain" })).toHaveAttribute("href", "/mon-terrain");
  await expectNoAxeViolations(page);
});
