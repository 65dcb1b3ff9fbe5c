import { STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openAsStaff } from "./auth";

test("a super admin changes the phone number and sees it in the header and the footer", async ({ page }) => {
  await openAsStaff(page, STAFF.superAdmin, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Paramètres du site" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Général" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Contact" }).click();
  const phone = page.getByRole("textbox", { name: "Téléphone" });
  await phone.fill("01 23");
  await phone.blur();
  await expect(page.getByText("Numéro de téléphone invalide : au moins 10 chiffres (ex. 01 23 45 67 89)")).toBeVisible();
  await phone.fill("01 84 60 27 35");
  await phone.blur();
  await expect(page.getByText("Paramètre mis à jour").first()).toBeVisible();
  await expect(page.getByText("Enregistré", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Intégrations" }).click();
  await expect(page.getByRole("button", { name: "Tester" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.goto("/contact");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /01 84 60 27 35/ })).toHaveAttribute("href", "tel:0184602735");
  await expect(page.getByRole("contentinfo").getByText("01 84 60 27 35")).toBeVisible();
  await expectNoAxeViolations(page);
});
