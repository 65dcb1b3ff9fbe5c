import { readFile } from "node:fs/promises";
import { devices, type Page } from "@playwright/test";
import { signIn, STAFF } from "./auth";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Strings that only Observable Plot and linkedom contain: neither may reach the browser.
const CHART_LIBRARY_MARKERS = ["--plot-background", "unable to append a node to itself"];

/** Every script the page downloads, to check that no chart code is among them. */
function collectScripts(page: Page) {
  const scripts: Array<Promise<{ url: string; text: string }>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return async () => Promise.all(scripts);
}

/** Today's page views and 404s, from the 7-day CSV export (its line before the total, dated today in Paris). */
async function todayFigures(page: Page) {
  const csv = (await (await page.request.get("/admin/stats/export?period=7d")).text()).replace(/^\uFEFF/, "");
  const today = csv.trimEnd().split("\r\n").at(-2)?.split(";") ?? [];
  expect(today[0]).toBe(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date()));
  return { pageViews: Number(today[3]), notFound: Number(today[7]) };
}

test("an editor reads the statistics of the demo data and of a visit just made, by period and by tab, looks at the data and exports the CSV", async ({
  page,
  browser,
  baseURL,
}) => {
  const scripts = collectScripts(page);
  await page.goto("/admin/login");
  await signIn(page, STAFF.editor);

  // The journey brings the views it reads (docs/decisions/920): a visitor opens two pages and a
  // missing address; the views reach the statistics through the queue a visit uses.
  const before = await todayFigures(page);
  const visitor = await browser.newContext({ baseURL, userAgent: devices["Desktop Chrome"].userAgent });
  const visit = await visitor.newPage();
  const missing = `/etude-de-sol-introuvable-${Date.now().toString(36)}`;
  for (const path of ["/", "/services", missing]) await visit.goto(path);
  await visitor.close();
  // Other journeys run beside this one (two workers) and add their own views to today's line:
  // the totals grow by at least this visit's; its own missing address is counted exactly once.
  await expect
    .poll(
      async () => {
        const now = await todayFigures(page);
        return now.pageViews >= before.pageViews + 3 && now.notFound >= before.notFound + 1;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto(`/admin/redirects/not-found?q=${encodeURIComponent(missing)}`);
  const missingRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: missing, exact: true }) });
  await expect(missingRow.getByRole("cell").first()).toHaveText("1");
  await page.goto("/admin/profile");
  await page.getByRole("link", { name: "Statistiques", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/stats$/);
  await expect(page.getByRole("heading", { name: "Statistiques du site", level: 1 })).toBeVisible();
  for (const card of ["Visiteurs uniques", "Pages vues", "Taux de conversion", "Pages de contenu"]) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "30 derniers jours" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: /^Visiteurs\. \d/ })).toBeVisible();

  await page.getByRole("link", { name: "12 derniers mois" }).click();
  await expect(page).toHaveURL(/period=12m/);
  await expect(page.getByRole("heading", { name: "Visiteurs par mois" })).toBeVisible();
  await expect(page.getByText(/visiteurs uniques, .+ par rapport aux 12 mois précédents/).first()).toBeVisible();

  const tabs = [
    { tab: "Pages vues", heading: "Pages vues par mois", chart: /^Pages vues\. / },
    { tab: "Contenu", heading: "Pages vues par type de contenu", chart: /^Pages vues par type de contenu\. / },
    { tab: "Distribution géographique", heading: "Visiteurs par région", chart: /^Visiteurs par région\. Île-de-France/ },
    { tab: "Visiteurs", heading: "Visiteurs par mois", chart: /^Visiteurs\. / },
  ];
  for (const { tab, heading, chart } of tabs) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: tab });
    await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
    await expect(panel.getByRole("img", { name: chart })).toBeVisible();
  }

  await page.getByRole("tab", { name: "Distribution géographique" }).click();
  const geography = page.getByRole("tabpanel", { name: "Distribution géographique" });
  await geography.getByText("Voir les données").click();
  const table = geography.getByRole("table", { name: "Visiteurs par région" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Île-de-France" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Part" })).toBeVisible();

  // The tab stays when the period changes.
  await page.getByRole("link", { name: "7 derniers jours" }).click();
  await expect(page).toHaveURL(/period=7d&tab=geographie/);
  await expect(page.getByRole("tab", { name: "Distribution géographique" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("link", { name: "12 derniers mois" }).click();
  await expect(page).toHaveURL(/period=12m&tab=geographie/);

  await expect(page.getByRole("heading", { name: "Parcours du simulateur de devis" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Parcours du simulateur\. \d+ visiteurs ont ouvert le simulateur/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pages introuvables (404)" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter (CSV)" }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^statistiques-12-mois-\d{4}-\d{2}-01-au-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Date;Visiteurs uniques;Nouveaux visiteurs;Pages vues;Demandes de contact;Simulations;Taux de conversion (%);Pages introuvables (404)");
  expect(lines.length).toBeGreaterThan(300);
  expect(lines.at(-1)).toMatch(/^Total;\d+;\d+;\d+;\d+;\d+;\d+,\d{2};\d+$/);

  await page.getByRole("link", { name: "Actualiser" }).click();
  await expect(page.getByRole("heading", { name: "Visiteurs par région" })).toBeVisible();

  const downloaded = await scripts();
  expect(downloaded.length).toBeGreaterThan(3);
  for (const script of downloaded) {
    for (const marker of CHART_LIBRARY_MARKERS) expect(script.text.includes(marker), `${marker} dans ${script.url}`).toBe(false);
  }
  await expectNoAxeViolations(page);
});

test("the statistics show their charts and data tables with JavaScript disabled", async ({ page, browser, baseURL }) => {
  await page.goto("/admin/login");
  await signIn(page, STAFF.editor);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    baseURL,
    locale: "fr-FR",
  });
  const noScript = await context.newPage();
  await noScript.goto("/admin/stats?period=30d");
  await expect(noScript.getByRole("heading", { name: "Statistiques du site", level: 1 })).toBeVisible();
  // No tabs to click: the four charts are sections one after the other.
  for (const section of ["Visiteurs", "Pages vues", "Contenu", "Distribution géographique"]) {
    await expect(noScript.getByRole("heading", { name: section, level: 2, exact: true })).toBeVisible();
  }
  for (const chart of [/^Visiteurs\. /, /^Pages vues\. /, /^Pages vues par type de contenu\. /, /^Visiteurs par région\. /, /^Sources de trafic\. /]) {
    const image = noScript.getByRole("img", { name: chart });
    await expect(image).toBeVisible();
    expect((await image.boundingBox())?.height).toBeGreaterThan(80);
  }
  await noScript.getByText("Voir les données").first().click();
  await expect(noScript.getByRole("table", { name: "Visiteurs uniques et nouveaux visiteurs" })).toBeVisible();
  await noScript.getByRole("link", { name: "12 derniers mois" }).click();
  await expect(noScript.getByRole("heading", { name: "Visiteurs par mois" })).toBeVisible();
  await context.close();

  // axe runs in the page, so it needs JavaScript: check the same server-rendered page with
  // the application's scripts blocked (never hydrated, as without JavaScript).
  const unhydrated = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  await unhydrated.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort());
  const stacked = await unhydrated.newPage();
  await stacked.goto("/admin/stats?period=12m");
  await expect(stacked.getByRole("heading", { name: "Distribution géographique", level: 2 })).toBeVisible();
  await expect(stacked.getByRole("tab")).toHaveCount(0);
  await expectNoAxeViolations(stacked);
  await unhydrated.close();
});
