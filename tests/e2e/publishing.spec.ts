// Explicit publishing and the company-fact chips (docs/decisions/740, 742): staff publish with a button
// that says what it does, insert the phone number without typing a code, and the public
// page shows the setting's value.
import { openAsStaff, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const TITLE = "Nos délais d'intervention";
const SLUG = "nos-delais-d-intervention";

test("an editor inserts the phone chip into a new page, publishes it with 'Publier', then takes it back to draft after confirming", async ({ page }) => {
  await openAsStaff(page, STAFF.editor, "/admin/pages/new");
  await expect(page.getByRole("heading", { name: "Nouvelle page", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(TITLE);

  const field = page.locator('[data-markdown-field="Contenu"]');
  await expect(field).toHaveAttribute("data-editor", "ready");
  const editor = field.getByRole("textbox", { name: "Contenu" });
  await editor.click();
  await page.keyboard.type("Pour une intervention sous 48 heures, appelez le ");
  const chips = field.getByRole("group", { name: /Coordonnées de la société/ });
  const phone = chips.getByRole("button", { name: /^Insérer : Téléphone — / });
  await expect(phone).toBeVisible();
  // The chip shows the setting's current value: the public page must show the same.
  const phoneNumber = ((await phone.textContent()) ?? "").split("— ")[1]?.trim();
  expect(phoneNumber).toMatch(/^[\d +]{10,}$/);
  await expectNoAxeViolations(page);
  // Keyboard first: the chip is a button reached with Tab and pressed with Enter.
  await phone.focus();
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  await page.keyboard.type(".");
  await expect.poll(() => field.locator("textarea").inputValue()).toContain("appelez le {{contact.phone}}.");
  // In the editor, the code reads as a chip with the value visitors will see.
  await expect(editor.locator(".markdown-fact-value")).toHaveText(phoneNumber!);
  await expectNoAxeViolations(page);

  await expect(page.getByRole("button", { name: "Enregistrer le brouillon" })).toBeVisible();
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByText("Page publiée")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);

  await page.goto(`/${SLUG}`);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  // The phone setting, filled in when the page is served.
  await expect(page.getByText(`Pour une intervention sous 48 heures, appelez le ${phoneNumber}.`)).toBeVisible();
  await expect(page.getByText("{{contact.phone}}")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/admin/pages");
  await page.getByRole("link", { name: `Modifier ${TITLE}` }).click();
  await expect(page.getByText("Statut actuel : Publié")).toBeVisible();
  await page.getByRole("button", { name: "Repasser en brouillon" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Repasser la page en brouillon ?" });
  await expect(confirm).toContainText("ne sera plus visible sur le site");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/${SLUG}`, { maxRedirects: 0 })).status()).toBe(200);

  await page.getByRole("button", { name: "Repasser en brouillon" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Repasser en brouillon" }).click();
  await expect(page.getByText("Page repassée en brouillon")).toBeVisible();
  await expect(page.getByText("Statut actuel : Brouillon")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publier", exact: true })).toBeVisible();
  // Asked without the browser, which would log the 404 of the document as a console error.
  expect((await page.request.get(`/${SLUG}`, { maxRedirects: 0 })).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test("an author schedules an article: a date to come turns 'Publier' into 'Programmer', and the toast gives the date", async ({ page }) => {
  await openAsStaff(page, STAFF.author, "/admin/blog/posts/new");
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill("Campagne de sondages à Montreuil");
  await page.getByLabel("Extrait").fill("Une campagne de sondages pressiométriques prévue sur un terrain en pente.");
  const field = page.locator('[data-markdown-field="Contenu de l\'article"]');
  await expect(field).toHaveAttribute("data-editor", "ready");
  await field.getByRole("textbox", { name: "Contenu de l'article" }).click();
  await page.keyboard.type("Les sondages commenceront au printemps.");
  await expect(page.getByRole("button", { name: "Publier", exact: true })).toBeVisible();
  await page.getByLabel("Date de publication").fill("2099-03-15T09:30");
  await expect(page.getByRole("button", { name: "Publier", exact: true })).toHaveCount(0);
  await expect(page.getByText("Avec « Programmer » : l'article sera public le 15/03/2099 09:30.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Programmer" }).click();
  await expect(page.getByText("Article programmé pour le 15/03/2099 à 09:30")).toBeVisible();
  await expect(page.getByText("Programmé : l'article sera public le 15/03/2099 09:30.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mettre à jour" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Repasser en brouillon" })).toBeVisible();
  await expectNoAxeViolations(page);
});
