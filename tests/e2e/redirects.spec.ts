import { STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openAsStaff } from "./auth";

test("an editor turns a row of the 404 log into a redirect and the old address answers 301", async ({ page }) => {
  const missing = `/plaquette-etudes-de-sol-${Date.now()}`;
  const visit = await page.request.get(missing, { headers: { referer: "https://annuaire.exemple.org/bureaux-etudes" } });
  expect(visit.status()).toBe(404);

  await openAsStaff(page, STAFF.editor, "/admin/redirects/not-found");
  await expect(page.getByRole("heading", { name: "Pages introuvables (404)" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(missing) });
  await expect(row).toContainText("annuaire.exemple.org/bureaux-etudes");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: /Créer une redirection/ }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle redirection" });
  await expect(dialog.getByLabel("Adresse d'origine")).toHaveValue(missing);
  await dialog.getByLabel("Destination").fill("/services/etudes-geotechniques");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Redirection créée").first()).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(missing) })).toContainText("301 définitive");
  await expectNoAxeViolations(page);

  const moved = await page.request.get(missing, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/services/etudes-geotechniques");

  await page.getByRole("link", { name: "Pages introuvables (404)" }).click();
  await expect(page.getByRole("heading", { name: "Pages introuvables (404)" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(missing) })).toHaveCount(0);
});

test("a destination browsers would read as another site is refused as typed and by the built Worker", async ({ page }) => {
  const missing = `/ancienne-plaquette-${Date.now()}`;
  await openAsStaff(page, STAFF.editor, `/admin/redirects?dialog=new&from=${encodeURIComponent(missing)}`);
  const dialog = page.getByRole("dialog", { name: "Nouvelle redirection" });
  await expect(dialog.getByLabel("Adresse d'origine")).toHaveValue(missing);
  await dialog.getByLabel("Destination").fill("/\\evil.example");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText(/ne doit pas contenir de barre oblique inversée/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The same rule posted straight to the Worker, without the page's own check.
  const origin = new URL(page.url()).origin;
  for (const toPath of ["/\\evil.example", "/%5Cevil.example", "//evil.example"]) {
    const posted = await page.request.post("/admin/redirects?dialog=new", {
      form: { intent: "create", fromPath: missing, toPath, statusCode: "301" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(posted.status(), toPath).toBe(400);
  }
  const visit = await page.request.get(missing, { maxRedirects: 0 });
  expect(visit.status()).toBe(404);
});
