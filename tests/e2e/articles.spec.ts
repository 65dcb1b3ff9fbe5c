import type { Page } from "@playwright/test";
import { STAFF, storageStateFor, useSession } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { fillMarkdown } from "./editor";
import { pngFile } from "./files";
import { expect, test } from "./fixtures";

const TITLE = `Missions G2 AVP : dimensionner ses fondations ${Date.now().toString(36)}`;
const SLUG = TITLE.toLowerCase()
  .normalize("NFD")
  .replace(/\p{Diacritic}/gu, "")
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-|-$/g, "");

/** Console errors of a page the fixture does not watch (a popup, another context). */
function consoleErrors(page: Page) {
  const errors: Array<string> = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The editor's chunk: only screens with a Markdown field may download it. */
function editorDownloads(page: Page) {
  const urls: Array<string> = [];
  page.on("request", (request) => {
    if (/markdown-editor/.test(request.url())) urls.push(`${page.url()} → ${request.url()}`);
  });
  return urls;
}

test.describe
  .serial("articles", () => {
    test("an author writes an article in Milkdown, previews it, publishes it and finds it on /actualites and in /search", async ({ page }) => {
      // The editor's modules, two previews and a search: the longest journey of its file (60 s were not enough on a loaded machine).
      test.setTimeout(120_000);
      await useSession(page, STAFF.author);
      const downloads = editorDownloads(page);

      await page.goto("/admin/blog/posts");
      await expect(page.getByRole("heading", { name: "Actualités & Blog", level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(downloads, "la liste ne charge pas l'éditeur").toEqual([]);

      await page.getByRole("link", { name: "Nouvel article" }).click();
      await page.getByRole("textbox", { name: "Titre", exact: true }).fill(TITLE);
      await expect(page.getByLabel("Slug")).toHaveValue(SLUG);
      await page.getByLabel("Extrait").fill("La mission G2 AVP précise le modèle géologique et les principes de fondation avant le permis de construire.");

      const field = page.locator('[data-markdown-field="Contenu de l\'article"]');
      await expect(field).toHaveAttribute("data-editor", "ready");
      const editor = page.getByRole("textbox", { name: "Contenu de l'article" });
      await editor.click();
      await page.getByRole("button", { name: "Titre 2" }).click();
      await page.keyboard.type("Pourquoi une étude G2 AVP");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Elle complète la G1 par des sondages ciblés sur l'emprise du projet.");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Liste à puces" }).click();
      await page.keyboard.type("Sondages pressiométriques");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Essais d'identification en laboratoire");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Référence : norme NF P 94-500");
      for (let i = 0; i < "NF P 94-500".length; i++) await page.keyboard.press("Shift+ArrowLeft");
      await page.getByRole("button", { name: "Lien", exact: true }).click();
      await page.getByLabel("Adresse du lien").fill("https://www.boutique.afnor.org/");
      await page.getByRole("button", { name: "Appliquer le lien" }).click();
      await expect(editor.getByRole("link", { name: "NF P 94-500" })).toBeVisible();
      await page.keyboard.press("Enter");

      await page.getByRole("button", { name: "Image de la médiathèque" }).click();
      const picker = page.getByRole("dialog", { name: "Insérer une image de la médiathèque" });
      await expect(picker).toBeVisible();
      await picker.getByRole("button", { name: "Téléverser des fichiers" }).click();
      await picker.getByLabel("Parcourir les fichiers").setInputFiles({ name: "coupe-geologique-g2.png", mimeType: "image/png", buffer: pngFile(480, 270) });
      await picker.getByRole("button", { name: "Téléverser", exact: true }).click();
      await expect(picker.getByText("Fichier téléversé avec succès", { exact: true })).toBeVisible();
      await expect(picker.getByRole("button", { name: /coupe-geologique-g2\.png/, pressed: true }).first()).toBeVisible();
      await picker.getByLabel(/Texte alternatif de/).fill("Coupe géologique : remblais, limons et calcaire grossier");
      await expectNoAxeViolations(page);
      await picker.getByRole("button", { name: "Insérer l'image" }).click();
      await expect(picker).toBeHidden();
      await expect(editor.getByRole("img", { name: "Coupe géologique : remblais, limons et calcaire grossier" })).toHaveAttribute("src", /^\/media\/[a-f0-9]{32}-480x270\.png$/);
      await expect(editor.getByRole("heading", { name: "Pourquoi une étude G2 AVP", level: 2 })).toBeVisible();
      await expect(editor.getByRole("listitem")).toHaveCount(2);
      await expect(editor.getByRole("link", { name: "NF P 94-500" })).toHaveAttribute("href", "https://www.boutique.afnor.org/");
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
      await expect(page.getByText("Brouillon enregistré")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog\/posts\/\d+$/);
      const markdown = await field.locator("textarea").inputValue();
      expect(markdown).toContain("## Pourquoi une étude G2 AVP");
      expect(markdown).toMatch(/[-*] Sondages pressiométriques/);
      expect(markdown).toContain("[NF P 94-500](https://www.boutique.afnor.org/)");
      expect(markdown).toMatch(/!\[Coupe géologique : remblais, limons et calcaire grossier\]\(\/media\/[a-f0-9]{32}-480x270\.png\)/);

      const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Aperçu" }).click()]);
      const previewErrors = consoleErrors(preview);
      await expect(preview.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
      await expect(preview.getByText("Brouillon : visible uniquement par l'équipe connectée.")).toBeVisible();
      await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      const image = preview.getByRole("img", { name: "Coupe géologique : remblais, limons et calcaire grossier" });
      await expect(image).toHaveAttribute("width", "480");
      await expect(image).toHaveAttribute("height", "270");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expectNoAxeViolations(preview);
      await preview.close();
      expect(previewErrors, "aucune erreur dans la console de l'aperçu").toEqual([]);

      await page.getByRole("button", { name: "Publier", exact: true }).click();
      await expect(page.getByText("Article publié")).toBeVisible();
      await expect(page.getByRole("button", { name: "Mettre à jour" })).toBeVisible();

      downloads.length = 0;
      await page.goto("/actualites");
      await page.getByRole("link", { name: TITLE }).click();
      await expect(page).toHaveURL(new RegExp(`/actualites/${SLUG}$`));
      const toc = page.getByRole("navigation", { name: "Dans cet article" });
      await expect(toc.getByRole("link", { name: "Pourquoi une étude G2 AVP" })).toHaveAttribute("href", "#pourquoi-une-etude-g2-avp");
      await expect(page.locator("article").getByRole("link", { name: "NF P 94-500" })).toHaveAttribute("href", "https://www.boutique.afnor.org/");
      await page.goto(`/search?q=${encodeURIComponent("pressiométriques G2 AVP")}`);
      await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
      expect(downloads, "aucune page publique ne charge l'éditeur").toEqual([]);
      await expectNoAxeViolations(page);
    });

    test("an editor changes the article's slug (the old address redirects), manages categories and deletes the article", async ({ page }) => {
      await useSession(page, STAFF.editor);
      const downloads = editorDownloads(page);

      await page.goto("/admin/blog/categories");
      await expect(page.getByRole("heading", { name: "Catégories", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Nouvelle catégorie" }).click();
      const dialog = page.getByRole("dialog", { name: "Nouvelle catégorie" });
      await dialog.getByLabel("Nom").fill("Fondations profondes");
      await expect(dialog.getByLabel("Slug")).toHaveValue("fondations-profondes");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Créer la catégorie" }).click();
      await expect(page.getByText("Catégorie créée avec succès")).toBeVisible();
      await expect(page.getByRole("row", { name: /Fondations profondes/ })).toBeVisible();
      expect(downloads, "l'écran des catégories ne charge pas l'éditeur").toEqual([]);

      await page.goto(`/admin/blog/posts?q=${encodeURIComponent(TITLE)}`);
      await page.getByRole("link", { name: `Modifier ${TITLE}` }).click();
      await expect(page.locator("[data-markdown-field]")).toHaveAttribute("data-editor", "ready");
      await page.getByLabel("Catégorie").selectOption({ label: "Fondations profondes" });
      await page.getByLabel("Slug").fill(`${SLUG}-2`);
      const body = await page.locator("[data-markdown-field] textarea").inputValue();
      await fillMarkdown(page, "Contenu de l'article", `${body}\n\n## Ce qu'il faut retenir\n\nLa G2 AVP fixe le principe de fondation ; la G2 PRO le dimensionne.`);
      await page.getByRole("button", { name: "Mettre à jour" }).click();
      await expect(page.getByText("Article mis à jour")).toBeVisible();
      await expect(page.getByRole("button", { name: "Restaurer la version 2" })).toBeVisible();

      await page.goto(`/actualites/${SLUG}`);
      await expect(page).toHaveURL(new RegExp(`/actualites/${SLUG}-2$`));
      await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Ce qu'il faut retenir", level: 2 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Pourquoi une étude G2 AVP", level: 2 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Fondations profondes" })).toBeVisible();

      await page.goto(`/admin/blog/posts?q=${encodeURIComponent(TITLE)}`);
      await page.getByRole("link", { name: `Supprimer ${TITLE}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Supprimer l'article" });
      await expect(confirm).toContainText("Cette action est irréversible");
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "Supprimer" }).click();
      await expect(page.getByText("Article supprimé")).toBeVisible();
      await expect(page.getByText("Aucun article ne correspond à votre recherche.")).toBeVisible();
      // Asked without the browser, which would log the 404 of the document as a console error.
      const gone = await page.request.get(`/actualites/${SLUG}-2`, { maxRedirects: 0 });
      expect(gone.status()).toBe(404);
      await page.goto("/admin/blog/posts");
      await expectNoAxeViolations(page);
    });

    test("without JavaScript the article form saves from the Markdown textarea", async ({ browser, page: checker }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, storageState: await storageStateFor(browser, STAFF.author) });
      const page = await context.newPage();
      await page.goto("/admin/blog/posts/new");
      await expect(page.locator("[data-markdown-field]")).toHaveAttribute("data-editor", "off");
      await page.getByRole("textbox", { name: "Titre", exact: true }).fill("Sans JavaScript : étude de sol loi ELAN");
      await page.getByLabel("Extrait").fill("L'étude géotechnique préalable exigée à la vente d'un terrain en zone argileuse.");
      await fillMarkdown(
        page,
        "Contenu de l'article",
        "## Zones concernées\n\nLes zones d'exposition moyenne et forte au retrait-gonflement des argiles.\n\n- Vente de terrain constructible\n- Construction d'une maison",
      );
      await page.getByLabel("Étiquettes").fill("loi ELAN, argiles");
      await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
      await expect(page.getByText("Brouillon enregistré")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Contenu de l'article" })).toHaveValue(/## Zones concernées/);
      await expect(page.getByLabel("Slug")).toHaveValue("sans-javascript-etude-de-sol-loi-elan");
      await expect(page.getByLabel("Étiquettes")).toHaveValue("loi ELAN, argiles");
      // axe runs as a script: check the exact markup the browser got without JavaScript,
      // scripts and module preloads removed.
      const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/gi, "");
      const url = new URL("/__markup-sans-javascript", page.url()).href;
      await context.close();
      // Served by the test itself at a URL of the site: same origin, same styles, no script.
      await checker.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
      await checker.goto(url);
      await expect(checker.getByText("Brouillon enregistré")).toBeVisible();
      await expectNoAxeViolations(checker);
    });
  });
