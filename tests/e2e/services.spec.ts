import { STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { fillMarkdown } from "./editor";
import { expect, test } from "./fixtures";
import { openAsStaff } from "./auth";

test("an editor edits a service's content and FAQ and sees both on the public page and in its FAQPage data", async ({ page }) => {
  await openAsStaff(page, STAFF.editor, "/admin/services");
  await expect(page.getByRole("heading", { name: "Services", level: 1 })).toBeVisible();
  await expect(page.getByText(/Page 1 sur 1 \(\d+ résultats?\)/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Modifier Études de pollution" }).click();
  await expect(page.getByRole("heading", { name: "Modifier le service « Études de pollution »" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Général" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Contenu" }).click();
  await fillMarkdown(
    page,
    "Contenu",
    "## Diagnostic de pollution des sols\n\nLes sondages de la mission DIAG suivent la norme NF X 31-620-2 : prélèvements par couche, analyses en laboratoire accrédité.",
  );
  const faq = page.getByRole("group", { name: "Questions fréquentes (FAQ)" });
  const before = await faq.getByRole("listitem").count();
  await faq.getByRole("button", { name: "Ajouter une question" }).click();
  const item = faq.getByRole("listitem").nth(before);
  await item.getByLabel("Question").fill("Un diagnostic de pollution est-il obligatoire avant de vendre un terrain ?");
  await item.getByLabel("Réponse").fill("Il l'est sur un terrain en secteur d'information sur les sols (SIS) dès qu'un permis de construire est demandé.");
  await expectNoAxeViolations(page);

  // The offer of the structured data: none until staff set a price (docs/decisions/720).
  await page.getByRole("tab", { name: "Données structurées" }).click();
  const offer = page.getByRole("group", { name: "Offre (prix indicatif)" });
  await offer.getByLabel("Prix à partir de (€ HT)").fill("2000");
  await offer.getByLabel("Offre valable jusqu'au").fill("2099-12-31");
  await offer.getByLabel("Zone de l'offre").fill("Île-de-France");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByText("Service mis à jour")).toBeVisible();

  await page.goto("/services/etudes-pollution");
  await expect(page.getByRole("heading", { level: 2, name: "Diagnostic de pollution des sols" })).toBeVisible();
  await expect(page.getByText("Un diagnostic de pollution est-il obligatoire avant de vendre un terrain ?")).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = data.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "FAQPage");
  expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toContain("Un diagnostic de pollution est-il obligatoire avant de vendre un terrain ?");
  const service = data.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "Service");
  expect(service.offers).toEqual({
    "@type": "Offer",
    priceCurrency: "EUR",
    priceSpecification: { "@type": "PriceSpecification", minPrice: 2000, priceCurrency: "EUR", valueAddedTaxIncluded: false },
    priceValidUntil: "2099-12-31",
    areaServed: { "@type": "Place", name: "Île-de-France" },
  });
  await expectNoAxeViolations(page);
});

test("an editor restores the previous version of a service from its form", async ({ page }) => {
  await openAsStaff(page, STAFF.editor, "/admin/services");
  await page.getByRole("link", { name: "Modifier Sondages & prélèvements" }).click();
  const shortDescription = page.getByLabel("Description courte");
  const original = await shortDescription.inputValue();
  await shortDescription.fill("Description remplacée par erreur.");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByText("Service mis à jour")).toBeVisible();

  await page.getByRole("link", { name: "Modifier Sondages & prélèvements" }).click();
  const versions = page.getByRole("region", { name: "Versions précédentes" });
  await expect(versions).toBeVisible();
  await expectNoAxeViolations(page);
  await versions
    .getByRole("button", { name: /^Restaurer la version/ })
    .first()
    .click();
  await expect(page.getByText("Version restaurée avec succès.")).toBeVisible();
  await expect(page.getByLabel("Description courte")).toHaveValue(original);
});
