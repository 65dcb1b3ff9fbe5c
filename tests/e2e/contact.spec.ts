import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { holdHydration, hydrated } from "./hydration";

const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%test\n") });
const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
});

async function fillValid(page: import("@playwright/test").Page, email: string) {
  await page.getByLabel("Nom complet").fill("Claire Moreau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Téléphone").fill("01 23 45 67 89");
  await page.getByLabel("Type de métier").selectOption("architecte");
  await page.getByLabel("Objet").selectOption("etude_geotechnique_g2");
  await page.getByRole("textbox", { name: "Message" }).fill("Bonjour, nous préparons un permis de construire à Vincennes.");
}

test("a visitor sends the contact form with two files and sees the reference", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Contactez-nous" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Contact");
  await expect(page.getByRole("heading", { name: "Lutetia Géotechnique", exact: true })).toBeVisible();
  await fillValid(page, `claire-${Date.now()}@example.fr`);

  const input = page.locator('input[type="file"]');
  await input.setInputFiles([pdf("plan de masse.pdf"), png("facade.png")]);
  await expect(page.getByText("Fichiers sélectionnés (2/10)")).toBeVisible();
  await expect(page.getByText("PDF", { exact: true })).toBeVisible();
  await expect(page.getByText("Image", { exact: true })).toBeVisible();

  // Removing every file clears the input.
  await page.getByRole("button", { name: "Retirer plan de masse.pdf" }).click();
  await expect(page.getByText("Fichiers sélectionnés (1/10)")).toBeVisible();
  await page.getByRole("button", { name: "Retirer facade.png" }).click();
  await expect(page.getByText(/Fichiers sélectionnés/)).toHaveCount(0);
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);

  await input.setInputFiles([pdf("plan de masse.pdf"), png("facade.png")]);
  await expect(page.getByText("Fichiers sélectionnés (2/10)")).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le message" }).click();

  const banner = page.locator("#contact-result");
  await expect(banner).toContainText("Message envoyé");
  await expect(banner).toContainText("Votre message a été envoyé avec succès. Notre équipe vous contactera prochainement.");
  await expect(banner).toContainText(/Référence: CT-\d{4}-\d{6}/);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(/Message envoyé avec succès! Référence: CT-/);
  // The form is reset.
  await expect(page.getByLabel("Nom complet")).toHaveValue("");
  await expect(page.getByText(/Fichiers sélectionnés/)).toHaveCount(0);
});

test("a visitor who chooses files before the page has hydrated sees them listed once it has, the area unchanged meanwhile", async ({ page }) => {
  const held = await holdHydration(page);
  await page.goto("/contact");
  const area = page.getByText("Glissez-déposez vos fichiers ici ou cliquez pour les sélectionner");
  await expect(area).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles([pdf("plan de masse.pdf"), png("facade.png")]);
  // The first key press starts loading the scripts (docs/decisions/520); the test holds them back.
  await page.keyboard.press("Shift");
  await held.release();
  await expect(page.getByText("Fichiers sélectionnés (2/10)")).toBeVisible();
  await expect(page.getByText("plan de masse.pdf")).toBeVisible();
  await expect(area).toBeVisible();
});

test("a visitor sees each validation message", async ({ page }) => {
  await page.goto("/contact");
  // Before hydration the browser's own `required` check would swallow the click.
  await hydrated(page);
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  for (const message of [
    "Le nom complet doit contenir au moins 2 caractères",
    "Veuillez entrer une adresse email valide",
    "Veuillez entrer un numéro de téléphone valide",
    "Veuillez sélectionner votre profession",
    "Veuillez sélectionner un objet pour votre message",
    "Le message doit contenir au moins 5 caractères",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Nom complet")).toHaveAttribute("aria-invalid", "true");

  // Messages follow the typing.
  await page.getByLabel("Nom complet").fill("Claire Moreau");
  await expect(page.getByText("Le nom complet doit contenir au moins 2 caractères", { exact: true })).toHaveCount(0);

  // File rules are checked in the browser too.
  await page.locator('input[type="file"]').setInputFiles(Array.from({ length: 11 }, (_, i) => pdf(`piece-${i}.pdf`)));
  await expect(page.getByText("Vous ne pouvez pas télécharger plus de 10 fichiers")).toBeVisible();
});

test("on a slow phone, what a visitor types while the page's script is still on its way is kept, then checked once it runs", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // The page's client entry arrives only when the test lets it: the visitor types first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  const name = page.getByLabel("Nom complet");
  const email = page.getByLabel("Email");
  const message = page.getByRole("textbox", { name: "Message" });
  // The first tap starts loading the scripts (docs/decisions/520).
  await name.click();
  await page.keyboard.type("Claire Moreau", { delay: 20 });
  await email.click();
  await page.keyboard.type("pas-un-email", { delay: 20 });
  await message.click();
  await page.keyboard.type("Étude G2 pour une maison à Vincennes.", { delay: 10 });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(name).toHaveValue("Claire Moreau");
  await expect(email).toHaveValue("pas-un-email");
  await expect(message).toHaveValue("Étude G2 pour une maison à Vincennes.");
  // Hydrated: the live checks see what was typed before, and typing goes on where it stopped.
  await email.focus();
  await email.blur();
  await expect(page.getByText("Veuillez entrer une adresse email valide")).toBeVisible();
  await name.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Dupont");
  await expect(name).toHaveValue("Claire Moreau Dupont");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form shows field errors with the values kept, then the success banner", async ({ page }) => {
    await page.goto("/contact");
    const email = `sans-js-${Date.now()}@example.fr`;
    await fillValid(page, email);
    await page.getByRole("textbox", { name: "Message" }).fill("abc");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Le message doit contenir au moins 5 caractères")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Objet")).toHaveValue("etude_geotechnique_g2");

    await page.getByRole("textbox", { name: "Message" }).fill("Bonjour, une étude G1 pour un terrain à bâtir.");
    // Without scripting the area is a plain file input that shows what was chosen.
    await expect(page.getByText("Choisissez vos fichiers")).toBeVisible();
    await expect(page.getByText("Glissez-déposez vos fichiers ici ou cliquez pour les sélectionner")).toBeHidden();
    await expect(page.locator('input[type="file"]')).toHaveCSS("opacity", "1");
    await page.locator('input[type="file"]').setInputFiles([pdf("plan.pdf")]);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.locator("#contact-result")).toContainText("Message envoyé");
    await expect(page.locator("#contact-result")).toContainText(/Référence: CT-\d{4}-\d{6}/);
  });
});

test("the interactive map loads from openstreetmap.org only when the visitor asks for it", async ({ page }) => {
  const osm: Array<string> = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("openstreetmap.org")) osm.push(request.url());
  });
  // The frame's own page is answered here: the test needs no network.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=fr><title>Carte</title><p>Carte OpenStreetMap</p></html>" }),
  );
  await page.goto("/contact");
  await hydrated(page);
  const plan = page.getByRole("region", { name: "Lutetia Géotechnique" });
  await expect(plan.locator("iframe")).toHaveCount(0);
  expect(osm, "aucune requête à openstreetmap.org avant le clic").toEqual([]);
  await plan.getByRole("button", { name: "Afficher la carte interactive" }).click();
  const frame = plan.locator("iframe");
  await expect(frame).toHaveAttribute("title", "Plan d'accès – Lutetia Géotechnique");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=/);
  await expect(frame).toBeFocused();
  await expect(page.frameLocator("iframe").getByText("Carte OpenStreetMap")).toBeVisible();
  expect(osm.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test.describe("the map without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map control is a link to the map on openstreetmap.org, and nothing is requested from it", async ({ page }) => {
    const osm: Array<string> = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("openstreetmap.org")) osm.push(request.url());
    });
    await page.goto("/contact");
    const plan = page.getByRole("region", { name: "Lutetia Géotechnique" });
    await expect(plan.getByRole("link", { name: "Afficher la carte interactive" })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=.*#map=15\//);
    await expect(plan.locator("iframe")).toHaveCount(0);
    expect(osm).toEqual([]);
  });
});
