import { openAsStaff, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { queryD1 } from "./forms-db";

test("a super admin follows the phone line of 'État du site' to its field, saves a real number and sees the line OK and the number in the header", async ({ page }) => {
  // A fresh install's phone number (another journey may have changed it before this one).
  queryD1("update settings set value = '01 00 00 00 00' where section = 'contact' and key = 'phone'");

  await openAsStaff(page, STAFF.superAdmin, "/admin");
  await expect(page.getByText(/points? à régler avant la mise en ligne/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "État du site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "État du site" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /points? à régler avant la mise en ligne/ })).toBeVisible();
  const phoneLine = page.locator('[data-check="setting:contact.phone"]');
  await expect(phoneLine.getByText("À faire", { exact: true })).toBeVisible();
  await expect(phoneLine).toContainText("01 00 00 00 00");
  await expectNoAxeViolations(page);

  // The default view hides the OK lines; « Tout afficher » brings them back.
  await expect(page.getByRole("link", { name: "À faire seulement" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("[data-check]").getByText("OK", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Tout afficher" }).click();
  await expect(page).toHaveURL(/\?vue=tout$/);
  await expect(page.getByText("OK", { exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "À faire seulement" }).click();

  await phoneLine.getByRole("link", { name: "Modifier le paramètre : Téléphone" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=contact#contact-phone$/);
  const phone = page.getByRole("textbox", { name: "Téléphone" });
  await expect(phone).toHaveAttribute("id", "contact-phone");
  // The field the link names lands below the sticky header, not under it.
  const header = await page.getByRole("banner").boundingBox();
  const field = await phone.boundingBox();
  expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await phone.fill("01 84 60 27 36");
  await phone.blur();
  await expect(page.getByText("Paramètre mis à jour").first()).toBeVisible();

  await page.goto("/admin/etat-du-site?vue=tout");
  await expect(phoneLine.getByText("OK", { exact: true })).toBeVisible();
  await expect(phoneLine).toContainText("01 84 60 27 36");
  await expectNoAxeViolations(page);

  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /01 84 60 27 36/ })).toHaveAttribute("href", "tel:0184602736");
  await expectNoAxeViolations(page);
});

test("an editor's dashboard shows the points left before the launch and the content lines they can fix, without the super admin's screen", async ({ page }) => {
  await openAsStaff(page, STAFF.editor, "/admin");
  const card = page.getByRole("region", { name: /points? à régler avant la mise en ligne/ });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Ouvrir les services" })).toHaveAttribute("href", "/admin/services");
  await expect(page.getByRole("link", { name: "Ouvrir l'état du site" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
