// What staff type before an admin page is interactive (a slow laptop, a phone) is still there
// once React has hydrated it, in every kind of field of the kit: text, select, textarea,
// number, checkbox, date, the Markdown field's textarea, tags, settings (docs/decisions/409).
// Each journey throttles the CPU and holds the entry module back (./hydration.ts).
import { addSession, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { queryD1 } from "./forms-db";
import { holdHydration } from "./hydration";

test("a redirect typed in the dialog before the page is interactive keeps its text and its type, typing goes on in the same field, and it is saved as typed", async ({ page }) => {
  const missing = `/plaquette-mission-g2-${Date.now()}`;
  await addSession(page, STAFF.editor);
  const held = await holdHydration(page);
  await page.goto("/admin/redirects?dialog=new", { waitUntil: "commit" });
  const dialog = page.getByRole("dialog", { name: "Nouvelle redirection" });
  await dialog.getByLabel("Adresse d'origine").fill(missing);
  await dialog.getByLabel("Type de redirection").selectOption("302");
  const destination = dialog.getByLabel("Destination");
  await destination.pressSequentially("/services/etudes");
  await held.release();

  await expect(dialog.getByLabel("Adresse d'origine")).toHaveValue(missing);
  await expect(dialog.getByLabel("Type de redirection")).toHaveValue("302");
  await expect(destination).toHaveValue("/services/etudes");
  // The field being typed in keeps the focus: the next keys land in it.
  await expect(destination).toBeFocused();
  await page.keyboard.type("-geotechniques");
  await expect(destination).toHaveValue("/services/etudes-geotechniques");
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Redirection créée").first()).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(missing) })).toContainText("302 temporaire");
  await expectNoAxeViolations(page);
});

test("a testimonial's quote, order and unticked « Actif » set before the page is interactive are kept and saved", async ({ page }) => {
  const stamp = String(Date.now());
  const quote = `Étude G2 AVP ${stamp} : sondages et recommandations sur le retrait-gonflement des argiles, rendues en trois semaines.`;
  await addSession(page, STAFF.editor);
  const held = await holdHydration(page);
  await page.goto("/admin/testimonials?dialog=new", { waitUntil: "commit" });
  const dialog = page.getByRole("dialog", { name: "Nouveau témoignage" });
  await dialog.getByLabel("Témoignage").fill(quote);
  await dialog.getByLabel("Auteur").fill("Claire M.");
  await dialog.getByLabel("Ordre d'affichage").fill("7");
  await dialog.getByLabel("Actif").uncheck();
  await held.release();

  await expect(dialog.getByLabel("Témoignage")).toHaveValue(quote);
  await expect(dialog.getByLabel("Auteur")).toHaveValue("Claire M.");
  await expect(dialog.getByLabel("Ordre d'affichage")).toHaveValue("7");
  await expect(dialog.getByLabel("Actif")).not.toBeChecked();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Témoignage créé").first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: stamp });
  await expect(row).toContainText("Inactif");
  await expect(row.getByRole("cell").first()).toHaveText("7");
  await expectNoAxeViolations(page);
});

test("a service's content, short description and offer date typed before the page is interactive are kept, and the editor opens on the typed Markdown", async ({ page }) => {
  const markdown = "## Diagnostic G5 après sinistre\n\nSondages et essais ciblés selon la norme NF P 94-500 pour expliquer les fissures.";
  const summary = "Mission G5 : comprendre un désordre et en chercher la cause.";
  await addSession(page, STAFF.editor);
  const held = await holdHydration(page);
  await page.goto("/admin/services/new", { waitUntil: "commit" });
  const content = page.locator('[data-markdown-field="Contenu"]');
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Diagnostic de sinistre (G5)");
  await page.getByLabel("Description courte").fill(summary);
  await content.locator("textarea").fill(markdown);
  await page.getByLabel("Offre valable jusqu'au").fill("2031-06-30");
  await held.release();

  // The offer date was being typed: its tab opens, the focus is in it.
  await expect(page.getByRole("tab", { name: "Données structurées" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Offre valable jusqu'au")).toBeFocused();
  await expect(page.getByLabel("Offre valable jusqu'au")).toHaveValue("2031-06-30");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Général" }).click();
  await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Diagnostic de sinistre (G5)");
  await expect(page.getByLabel("Description courte")).toHaveValue(summary);
  await expect(page.getByText(`${summary.length} / 160 caractères`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Contenu" }).click();
  await expect(content).toHaveAttribute("data-editor", "ready");
  await expect(content.getByRole("heading", { name: "Diagnostic G5 après sinistre" })).toBeVisible();
  await expect(content.getByText("Sondages et essais ciblés")).toBeVisible();
  await expect(content.locator("textarea")).toHaveValue(/^## Diagnostic G5 après sinistre\n\nSondages et essais ciblés selon la norme NF P 94-500/);
  await expectNoAxeViolations(page);
});

test("an article's meta title and tags typed before the page is interactive are kept: the counter counts them, the tags become chips", async ({ page }) => {
  const metaTitle = "Retrait-gonflement des argiles : la loi ELAN";
  await addSession(page, STAFF.editor);
  const held = await holdHydration(page);
  await page.goto("/admin/blog/posts/new", { waitUntil: "commit" });
  await page.getByLabel("Méta-titre").fill(metaTitle);
  await page.getByLabel("Étiquettes").fill("argiles, loi ELAN");
  await held.release();

  await expect(page.getByLabel("Méta-titre")).toHaveValue(metaTitle);
  await expect(page.getByText(`${metaTitle.length} / 60 caractères`)).toBeVisible();
  const chosen = page.getByRole("list", { name: "Étiquettes choisies" });
  await expect(chosen.getByRole("listitem")).toHaveText([/^argiles/, /^loi ELAN/]);
  await expectNoAxeViolations(page);
});

test("settings typed before the page is interactive are kept: the field left is saved, the one being typed keeps the focus and its tab", async ({ page }) => {
  // A fresh install's phone number (another journey may have changed it).
  queryD1("update settings set value = '01 00 00 00 00' where section = 'contact' and key = 'phone'");
  await addSession(page, STAFF.superAdmin);
  const held = await holdHydration(page);
  await page.goto("/admin/settings", { waitUntil: "commit" });
  const phone = page.getByRole("textbox", { name: "Téléphone" });
  const terms = page.getByRole("textbox", { name: "Conditions de paiement (devis)" });
  await phone.fill("01 84 60 27 35");
  const stored = await terms.inputValue();
  await terms.fill(`${stored} Virement sous 30 jours.`);
  await held.release();

  // The page saves a field when it is left: the phone was left before the page could do it.
  await expect(page.getByText("Paramètre mis à jour").first()).toBeVisible();
  expect(queryD1<{ value: string }>("select value from settings where section = 'contact' and key = 'phone'")[0]?.value).toBe("01 84 60 27 35");
  // The terms are still being typed: their tab is open, the focus and the text are there.
  await expect(page.getByRole("tab", { name: "Société" })).toHaveAttribute("aria-selected", "true");
  await expect(terms).toBeFocused();
  await expect(terms).toHaveValue(`${stored} Virement sous 30 jours.`);
  // The confirmation toast sits over the sidebar's last links, and the field being typed in
  // scrolls the page so that a sidebar link may sit half under the sticky header (which one
  // depends on the scroll): axe reads the page from the top, the toast closed.
  const closeToast = page.getByRole("button", { name: "Fermer la notification" });
  for (const button of await closeToast.all()) await button.click();
  await expect(closeToast).toHaveCount(0);
  const fromTheTop = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  };
  await fromTheTop();
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(phone).toHaveValue("01 84 60 27 35");
  await fromTheTop();

  // Put back as stored: leaving the field then saves nothing new.
  await page.getByRole("tab", { name: "Société" }).click();
  await terms.fill(stored);
  await terms.blur();
  // The save on leaving the field is a request of its own: its answer is awaited, not assumed.
  await expect.poll(() => queryD1<{ value: string }>("select value from settings where section = 'legal' and key = 'payment_terms'")[0]?.value).toBe(stored);
});

test("« Enregistrer » clicked in the dialog before the page is interactive answers the French error beside the typed values, and they stay once it is", async ({ page }) => {
  const missing = `/ancienne-plaquette-g1-${Date.now()}`;
  await addSession(page, STAFF.editor);
  const held = await holdHydration(page);
  await page.goto("/admin/redirects?dialog=new", { waitUntil: "commit" });
  const dialog = page.getByRole("dialog", { name: "Nouvelle redirection" });
  await dialog.getByLabel("Adresse d'origine").fill(missing);
  await dialog.getByLabel("Destination").fill("/\\evil.example");
  await dialog.getByLabel("Type de redirection").selectOption("302");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();

  // The server's answer, still before hydration: the dialog again, the values as typed, the error beside them.
  await expect(dialog.getByText(/ne doit pas contenir de barre oblique inversée/)).toBeVisible();
  await held.expectNotHydrated();
  await expect(dialog.getByLabel("Destination")).toHaveValue("/\\evil.example");
  await expect(dialog.getByLabel("Destination")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Adresse d'origine")).toHaveValue(missing);
  await expect(dialog.getByLabel("Type de redirection")).toHaveValue("302");
  await held.release();

  await expect(dialog.getByText(/ne doit pas contenir de barre oblique inversée/)).toBeVisible();
  await expect(dialog.getByLabel("Destination")).toHaveValue("/\\evil.example");
  await expect(dialog.getByLabel("Adresse d'origine")).toHaveValue(missing);
  await expect(dialog.getByLabel("Type de redirection")).toHaveValue("302");
  await expectNoAxeViolations(page);
  expect(queryD1(`select id from redirects where from_path = '${missing}'`)).toEqual([]);
});

test("« Enregistrer » clicked on the settings before the page is interactive answers the French error beside the typed phone, and it stays once it is", async ({ page }) => {
  queryD1("update settings set value = '01 00 00 00 00' where section = 'contact' and key = 'phone'");
  await addSession(page, STAFF.superAdmin);
  const held = await holdHydration(page);
  await page.goto("/admin/settings", { waitUntil: "commit" });
  const contact = page.getByRole("region", { name: "Contact" });
  await contact.getByRole("textbox", { name: "Téléphone" }).fill("01 23");
  await contact.getByRole("button", { name: "Enregistrer" }).click();

  const phone = page.getByRole("textbox", { name: "Téléphone" });
  const error = "Numéro de téléphone invalide : au moins 10 chiffres (ex. 01 23 45 67 89)";
  await expect(page.getByText(error)).toBeVisible();
  await held.expectNotHydrated();
  await expect(phone).toHaveValue("01 23");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await held.release();

  await expect(page.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
  await expect(phone).toHaveValue("01 23");
  await expect(page.getByText(error)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(queryD1<{ value: string }>("select value from settings where section = 'contact' and key = 'phone'")[0]?.value).toBe("01 00 00 00 00");
});
