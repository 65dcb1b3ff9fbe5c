import { STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openAsStaff } from "./auth";

test("axe: the pages list and form and the testimonials list and dialog have no violation", async ({ page }) => {
  await openAsStaff(page, STAFF.editor, "/admin/pages");
  await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /Conditions générales de vente/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Modifier Conditions générales de vente" }).click();
  await expect(page.getByRole("heading", { name: "Modifier la page « Conditions générales de vente »" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug" })).toHaveAttribute("readonly", "");
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Publication" }).click();
  await expectNoAxeViolations(page);

  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { name: "Témoignages" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Nouveau témoignage" }).click();
  await expect(page.getByRole("dialog", { name: "Nouveau témoignage" })).toBeVisible();
  await expectNoAxeViolations(page);
});
