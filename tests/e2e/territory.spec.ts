import type { Page } from "@playwright/test";
import { STAFF, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { settled } from "./hydration";

test.beforeEach(async ({ page }) => {
  await useSession(page, STAFF.editor);
});

/** Presses `key` until the focused element matches, as a keyboard user would move through the page. */
async function focusByKeyboard(page: Page, key: "Tab" | "Shift+Tab", matches: (name: string) => boolean, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const name = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() : "";
    });
    if (matches(name)) return name;
  }
  throw new Error("élément jamais atteint au clavier");
}

test("an editor searches departments by '2A', opens Corse-du-Sud, edits its description and sees it on /departements/2A", async ({ page }) => {
  await page.goto("/admin/departments");
  await page.getByLabel("Rechercher un département").fill("2A");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/q=2A/);
  const rows = page.getByRole("table", { name: "Départements" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Corse-du-Sud");

  await page.getByRole("link", { name: "Détails Corse-du-Sud" }).click();
  const panel = page.getByRole("complementary", { name: "Corse-du-Sud (2A)" });
  await expect(panel).toContainText("Corse");
  await expect(panel.getByRole("link", { name: "Corse-du-Sud (2A) : contenu court" })).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);

  await panel.getByRole("link", { name: "Modifier Corse-du-Sud" }).click();
  await expect(page.getByRole("heading", { name: "Modifier Corse-du-Sud (2A)" })).toBeVisible();
  const description = "Granites d'Ajaccio et de Sartène, arènes en surface : nos sondages fixent la profondeur de la roche saine avant chaque fondation en Corse-du-Sud.";
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/admin\/departments$/);
  await expect(page.getByText("Département mis à jour avec succès").first()).toBeVisible();

  await page.goto("/departements/2A");
  await expect(page.getByText(description).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on the map, the keyboard alone selects a region then a department", async ({ page }) => {
  await page.goto("/admin/territorial-map");
  await settled(page);
  await focusByKeyboard(page, "Tab", (name) => name.startsWith("Pays de la Loire :"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/vue=regions&region=52/);
  const card = page.getByRole("region", { name: "Pays de la Loire" });
  await expect(card).toContainText("Page complète");
  await expect(page.getByLabel("Département", { exact: true })).toBeEnabled();

  await focusByKeyboard(page, "Tab", (name) => name === "Choisir un département des Pays de la Loire sur la carte");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/vue=departements&region=52/);
  await expect(page.getByRole("group", { name: "Carte des départements de la région Pays de la Loire" })).toBeVisible();

  await focusByKeyboard(page, "Shift+Tab", (name) => name.startsWith("Sarthe (72)"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/departement=72/);
  await expect(page.getByRole("heading", { name: "Sarthe (72)" })).toBeVisible();
  await expect(page.getByLabel("Département", { exact: true })).toHaveValue("72");
  await expect(page.getByRole("link", { name: "Sarthe (72) : page complète" })).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);
});

test("an editor imports a file with one valid and one invalid city, reads the dry run, imports, and sees 'Import terminé' with 1 imported and 1 error", async ({ page }) => {
  const file = {
    cities: [
      {
        name: "Mayenne",
        slug: "mayenne",
        departmentCode: "53",
        zipCode: "53100",
        description: "Sous-préfecture au nord du département, sur les granites et schistes du Massif armoricain.",
      },
      { name: "Ville fantôme", slug: "ville-fantome", departmentCode: "99" },
    ],
  };
  await page.goto("/admin/territorial-dashboard");
  await page.getByRole("link", { name: "Importer des données" }).click();
  await expect(page.getByRole("heading", { name: "Importer des données" })).toBeVisible();
  await page.getByLabel("Fichier JSON").setInputFiles({ name: "villes.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole("button", { name: "Vérifier (simulation)" }).click();

  const dryRun = page.getByRole("table", { name: "Ce que ferait l'import, ligne par ligne" });
  await expect(dryRun.getByRole("row", { name: /Mayenne/ })).toContainText("créé");
  await expect(dryRun.getByRole("row", { name: /Ville fantôme/ })).toContainText("Département inconnu : code « 99 »");
  await expect(page.getByText("1 à créer, 0 à mettre à jour, 0 inchangé, 1 en erreur")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Importer", exact: true }).click();
  await expect(page).toHaveURL(/rapport=\d+/);
  const report = page.getByRole("main").getByText("Import terminé : 1 élément importé (1 créé, 0 mis à jour), 0 inchangé, 1 erreur.");
  await expect(report).toBeVisible();
  await expect(page.getByText("Ville n° 2 (ville-fantome) : Département inconnu : code « 99 »")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe: 0 violations on each new screen, the map included", async ({ page }) => {
  test.setTimeout(180_000);
  const screens: Array<[string, string]> = [
    ["/admin/territorial-dashboard", "Tableau de bord territorial"],
    ["/admin/regions", "Régions"],
    ["/admin/regions/new", "Nouvelle région"],
    ["/admin/departments/new", "Ajouter un département"],
    ["/admin/cities", "Villes"],
    ["/admin/cities/new", "Ajouter une ville"],
    ["/admin/territorial-map", "Carte territoriale"],
    ["/admin/territorial-map?vue=departements&region=11&departement=75", "Carte territoriale"],
    ["/admin/territorial-import", "Importer des données"],
    ["/regions", "Nos interventions géotechniques par région"],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // Edit screens and detail panels, reached from their lists.
  await page.goto("/admin/regions");
  await page.getByRole("link", { name: "Modifier Île-de-France" }).click();
  await expect(page.getByRole("heading", { name: "Modifier la région Île-de-France" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/cities?q=lyon");
  await page.getByRole("link", { name: "Détails Lyon" }).click();
  await expect(page.getByRole("complementary", { name: "Lyon" })).toContainText("69001");
  await expectNoAxeViolations(page);
  await page.getByRole("complementary", { name: "Lyon" }).getByRole("link", { name: "Modifier Lyon" }).click();
  await expect(page.getByRole("heading", { name: "Modifier la ville Lyon" })).toBeVisible();
  await expectNoAxeViolations(page);
});
