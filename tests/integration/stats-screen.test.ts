import { env } from "cloudflare:test";
import { beforeEach, expect, test, vi } from "vitest";
import { contactRequests } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { conversionRate, formatGrowth, formatNumber, formatPercent, formatRate } from "~/lib/stats/labels";
import { getStatsReport } from "~/lib/stats/queries.server";
import { canOpenRedirectManager, newRedirectHref } from "~/lib/stats/redirects";
import { rollUpDay } from "~/lib/stats/rollup.server";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { insertRolledUpDay, insertViews, resetStats } from "../factories/stats";
import { db, request } from "../helpers";

beforeEach(resetStats);

const today = () => parisDay(new Date());

/** Two rolled-up days this week, one the week before, one long ago, and three views today. */
async function fixedDataset() {
  const t = today();
  await insertRolledUpDay({
    date: addDays(t, -1),
    uniqueVisitors: 300,
    newVisitors: 120,
    pageViews: 1200,
    data: {
      contact_requests: 2,
      simulations: 1,
      page_types: { services: 500, geographic: 400, blog: 100, news: 50, static: 150 },
      region_data: [
        { region: "Île-de-France", visitors: 200 },
        { region: "Normandie", visitors: 50 },
      ],
      traffic_sources: [
        { source: "search", value: 180 },
        { source: "direct", value: 120 },
      ],
    },
    topPages: [
      { path: "/services/etude-g1", title: "Étude G1", views: 300 },
      { path: "/", title: "Accueil", views: 200 },
    ],
  });
  await insertRolledUpDay({
    date: addDays(t, -2),
    uniqueVisitors: 200,
    newVisitors: 80,
    pageViews: 800,
    data: {
      contact_requests: 1,
      page_types: { services: 200, geographic: 300, blog: 100, news: 100, static: 100 },
      region_data: [{ region: "Île-de-France", visitors: 150 }],
      traffic_sources: [
        { source: "search", value: 100 },
        { source: "social", value: 100 },
      ],
    },
    topPages: [
      { path: "/", title: "Accueil", views: 250 },
      { path: "/villes/paris", title: "Paris", views: 100 },
    ],
  });
  await insertRolledUpDay({ date: addDays(t, -9), uniqueVisitors: 400, pageViews: 1000 });
  await insertRolledUpDay({ date: addDays(t, -40), uniqueVisitors: 9999, pageViews: 9999 });
  await insertViews([
    { day: t, visitorId: "v1", isNewVisitor: true, path: "/", title: "Accueil", pageType: "static", source: "direct" },
    { day: t, visitorId: "v1", path: "/services/etude-g1", title: "Étude G1", pageType: "services", source: "internal" },
    { day: t, visitorId: "v2", path: "/villes/paris", title: "Paris", pageType: "geographic", source: "search", region: "Île-de-France" },
  ]);
  await db().insert(contactRequests).values({
    fullName: "Claire Fontaine",
    email: "claire@exemple.fr",
    phone: "0612345678",
    profession: "particulier",
    subject: "etude_geotechnique_g1",
    message: "Étude G1 pour une maison à Vincennes.",
  });
}

async function editorPage(path: string) {
  const editor = await createStaff("editor");
  const res = await request(path, { headers: { cookie: await sessionCookieHeader(editor) } });
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
}

test("the cards give unique visitors with the growth, page views with the daily average, the conversion rate and the content pages", async () => {
  await fixedDataset();
  const report = await getStatsReport(db(), "7d");
  expect(report.totals).toMatchObject({
    uniqueVisitors: 502,
    newVisitors: 201,
    pageViews: 2003,
    dailyAverage: 286,
    previousUniqueVisitors: 400,
    growth: 26,
    contactRequests: 4,
    simulations: 1,
    conversionRate: 1,
  });
  expect(report.pageTypes.map((t) => [t.key, t.value])).toEqual([
    ["services", 701],
    ["geographic", 701],
    ["static", 251],
    ["blog", 200],
    ["news", 150],
  ]);
  expect(report.regions.map((r) => [r.label, r.value])).toEqual([
    ["Île-de-France", 351],
    ["Inconnue", 101],
    ["Normandie", 50],
  ]);
  expect(report.sources.map((s) => [s.key, s.value])).toEqual([
    ["search", 281],
    ["direct", 121],
    ["social", 100],
  ]);
  expect(report.topPages).toEqual([
    { path: "/", title: "Accueil", views: 451 },
    { path: "/services/etude-g1", title: "Étude G1", views: 301 },
    { path: "/villes/paris", title: "Paris", views: 101 },
  ]);

  const month = await getStatsReport(db(), "30d");
  expect(month.totals.uniqueVisitors).toBe(902);
  expect(month.totals.growth).toBe(-91); // 902 against 9 999 the 30 days before

  const { res, html } = await editorPage("/admin/stats?period=7d");
  expect(res.status).toBe(200);
  expect(html).toContain("Statistiques du site");
  expect(html).toContain(`>502<`);
  expect(html).toContain(`${formatGrowth(26)} par rapport aux 7 jours précédents`);
  expect(html).toContain(`>${formatNumber(2003)}<`);
  expect(html).toContain("286 par jour en moyenne");
  expect(html).toContain(`>${formatRate(1)}<`);
  expect(html).toContain("4 demandes de contact et 1 simulation");
  expect(html).toContain(`502 visiteurs uniques, ${formatGrowth(26)} par rapport aux 7 jours précédents, dont 201 nouveaux visiteurs.`);
});

test("the conversion rate is (contact requests + simulations) / unique visitors", () => {
  expect(conversionRate(3, 2, 250)).toBe(2);
  expect(conversionRate(1, 0, 3)).toBe(33.33);
  expect(conversionRate(5, 5, 0)).toBe(0);
});

test("today is computed live from the page views, finished days from site_stats, and both agree once the day is rolled up", async () => {
  const day = "2030-06-12";
  const during = new Date("2030-06-12T14:00:00Z");
  const after = new Date("2030-06-13T09:00:00Z");
  await insertViews([
    { day, visitorId: "a", isNewVisitor: true, path: "/", title: "Accueil", source: "search", referrerHost: "www.google.fr", region: "Normandie" },
    { day, visitorId: "a", path: "/services/sondages", title: "Sondages", pageType: "services", source: "internal" },
    { day, visitorId: "b", path: "/services/sondages", title: "Sondages", pageType: "services", source: "direct" },
    { day, visitorId: "c", isNewVisitor: true, path: "/actualites", title: "Actualités", pageType: "news", source: "social", region: "Bretagne" },
  ]);
  await db()
    .insert(contactRequests)
    .values({
      fullName: "Paul Roux",
      email: "paul@exemple.fr",
      phone: "0612345678",
      profession: "architecte",
      subject: "etude_geotechnique_g2",
      message: "Étude G2 AVP pour un immeuble.",
      createdAt: new Date("2030-06-12T21:30:00Z"), // 23:30 in Paris
    });

  const live = await getStatsReport(db(), "7d", during);
  expect(await env.DB.prepare("select count(*) as n from site_stats").first("n")).toBe(0);
  const liveDay = live.daily.at(-1);
  expect(liveDay).toEqual({ date: day, uniqueVisitors: 3, newVisitors: 2, pageViews: 4, contactRequests: 1, simulations: 0, notFound: 0 });

  await rollUpDay(db(), day);
  const rolled = await getStatsReport(db(), "7d", after);
  expect(rolled.daily.find((d) => d.date === day)).toEqual(liveDay);
  expect(rolled.daily.at(-1)).toMatchObject({ date: "2030-06-13", pageViews: 0 });
  for (const key of ["pageTypes", "regions", "sources", "topPages"] as const) expect(rolled[key]).toEqual(live[key]);
  expect(rolled.totals.conversionRate).toBe(live.totals.conversionRate);
});

test("internal navigation is not a traffic source: not in today's breakdown, not rolled up, and dropped from days rolled up before", async () => {
  const day = "2030-06-12";
  await insertRolledUpDay({
    date: "2030-06-11",
    uniqueVisitors: 50,
    pageViews: 90,
    data: {
      traffic_sources: [
        { source: "search", value: 30 },
        { source: "internal", value: 45 },
      ],
    },
  });
  await insertViews([
    { day, visitorId: "a", path: "/", title: "Accueil", source: "search", referrerHost: "www.google.fr" },
    { day, visitorId: "a", path: "/services/sondages", title: "Sondages", pageType: "services", source: "internal" },
    { day, visitorId: "b", path: "/contact", title: "Contact", source: "internal" },
  ]);
  const live = await getStatsReport(db(), "7d", new Date("2030-06-12T14:00:00Z"));
  expect(live.sources.map((s) => [s.key, s.value])).toEqual([["search", 31]]);
  expect(live.sources[0].share).toBe(100);

  await rollUpDay(db(), day);
  const stored = await env.DB.prepare("select json_extract(data, '$.traffic_sources') as sources from site_stats where date = ?").bind(day).first<{ sources: string }>();
  expect(JSON.parse(stored?.sources ?? "[]")).toEqual([{ source: "search", value: 1 }]);
});

test("12 months are shown month by month, the current month included", async () => {
  const now = new Date("2030-06-12T10:00:00Z");
  await insertRolledUpDay({ date: "2029-07-01", uniqueVisitors: 10, newVisitors: 4, pageViews: 30 });
  await insertRolledUpDay({ date: "2029-07-31", uniqueVisitors: 5, pageViews: 5 });
  await insertRolledUpDay({ date: "2029-06-30", uniqueVisitors: 1000, pageViews: 1000 });
  await insertRolledUpDay({ date: "2030-06-11", uniqueVisitors: 7, pageViews: 9 });
  const report = await getStatsReport(db(), "12m", now);
  expect(report.range).toMatchObject({ granularity: "month", start: "2029-07-01", end: "2030-06-12", previousStart: "2028-07-01", previousEnd: "2029-06-12" });
  expect(report.series.map((p) => p.key)).toEqual([
    "2029-07",
    "2029-08",
    "2029-09",
    "2029-10",
    "2029-11",
    "2029-12",
    "2030-01",
    "2030-02",
    "2030-03",
    "2030-04",
    "2030-05",
    "2030-06",
  ]);
  expect(report.series[0]).toMatchObject({ uniqueVisitors: 15, newVisitors: 4, pageViews: 35 });
  expect(report.series[11]).toMatchObject({ uniqueVisitors: 7, pageViews: 9 });
  expect(report.totals).toMatchObject({ uniqueVisitors: 22, pageViews: 44, dailyAverage: 0 });
  // The previous 12 months end on 12/06/2029: the 30/06/2029 row is in neither period.
  expect(report.totals.growth).toBeNull();
});

test("the screen renders every chart as SVG with a summary and its data table, and no chart script", async () => {
  await fixedDataset();
  const { html } = await editorPage("/admin/stats?period=30d");
  // Without JavaScript the tabs are stacked sections: all four charts are in the page.
  for (const label of ["Visiteurs", "Pages vues", "Contenu", "Distribution géographique"]) expect(html).toMatch(new RegExp(`<h2[^>]*>${label}</h2>`));
  const charts = html.match(/<svg role="img"[^>]*viewBox="0 0 900 \d+"[^>]*>/g) ?? [];
  // The four tabs and the traffic sources; the funnel has no data here.
  expect(charts).toHaveLength(5);
  for (const svg of charts) expect(svg).toMatch(/aria-label="[^"]{20,}"/);
  expect(html).not.toMatch(/<svg[^>]*>\s*<style>/);
  expect(html).toContain("Aucun visiteur n&#x27;a ouvert le simulateur sur la période.");
  expect(html.match(/<summary[^>]*>Voir les données/g)).toHaveLength(5);
  expect(html).toContain(`Services : ${formatPercent(35)} des pages vues, devant Pages géographiques (${formatPercent(35)}).`);
  // 400 visitors of the day before last week have no region: 'Inconnue'.
  expect(html).toContain(`Inconnue : ${formatPercent(55.5)} des visiteurs, devant Île-de-France (${formatPercent(38.9)}).`);
  expect(html).toContain('aria-current="page"');
  expect(html).toContain('href="/admin/stats/export?period=30d"');
  expect(html).toMatch(/<th[^>]*><a href="\/services\/etude-g1"/);
});

test("the dashboard cards show the statistics screen's 30-day visitors, new visitors and page views", async () => {
  await fixedDataset();
  const report = await getStatsReport(db(), "30d");
  const contributor = await createStaff("contributor");
  const page = (await (await request("/admin", { headers: { cookie: await sessionCookieHeader(contributor) } })).text()).replaceAll("<!-- -->", "");
  for (const value of [report.totals.uniqueVisitors, report.totals.newVisitors, report.totals.pageViews]) {
    expect(page).toContain(`>${formatNumber(value)}<`);
  }
  expect(report.totals).toMatchObject({ uniqueVisitors: 902, newVisitors: 201, pageViews: 3003 });
});

test("'Exporter (CSV)' gives the period's daily figures for Excel: BOM, semicolons, French decimals, a total", async () => {
  await fixedDataset();
  const editor = await createStaff("editor");
  const res = await request("/admin/stats/export?period=7d", { headers: { cookie: await sessionCookieHeader(editor) } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const t = today();
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="statistiques-7-jours-${addDays(t, -6)}-au-${t}.csv"`);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Date;Visiteurs uniques;Nouveaux visiteurs;Pages vues;Demandes de contact;Simulations;Taux de conversion (%);Pages introuvables (404)");
  expect(lines).toHaveLength(1 + 7 + 1);
  const [y, m, d] = addDays(t, -2).split("-");
  expect(lines[5]).toBe(`${d}/${m}/${y};200;80;800;1;0;0,50;0`);
  expect(lines[6]).toMatch(/;300;120;1200;2;1;1,00;0$/);
  expect(lines[7]).toMatch(/;2;1;3;1;0;50,00;0$/);
  expect(lines[8]).toBe("Total;502;201;2003;4;1;1,00;0");
});

test("a failure to load the statistics shows the specification's messages and 'Réessayer'", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await env.DB.exec("alter table site_stats rename to site_stats_hidden");
  try {
    const { res, html } = await editorPage("/admin/stats?period=12m");
    expect(res.status).toBe(500);
    expect(html).toContain("Impossible de charger les statistiques du site");
    expect(html).toContain("Une erreur est survenue lors du chargement des statistiques. Veuillez réessayer.");
    expect(html).toMatch(/href="\/admin\/stats\?period=12m"[^>]*>.*Réessayer/s);
  } finally {
    await env.DB.exec("alter table site_stats_hidden rename to site_stats");
  }
});

test("the most requested missing pages link to the redirect manager with the path filled in; redirected ones leave the list", async () => {
  const day = today();
  await env.DB.batch([
    ...["/tarifs", "/tarifs", "/ancien-article", "/deja-redirigee"].map((path) => env.DB.prepare("insert into not_found_events (day, path) values (?, ?)").bind(day, path)),
    env.DB.prepare("insert or ignore into redirects (from_path, to_path) values ('/deja-redirigee', '/services')"),
  ]);
  const report = await getStatsReport(db(), "7d");
  expect(report.notFound).toEqual([
    { path: "/tarifs", count: 2 },
    { path: "/ancien-article", count: 1 },
  ]);
  const { html } = await editorPage("/admin/stats?period=7d");
  const table = html.slice(html.indexOf('id="not-found"'));
  expect(table).toMatch(/\/tarifs<\/span><\/th><td[^>]*>2<\/td>/);
  expect(table).toContain(`href="${newRedirectHref("/tarifs").replaceAll("&", "&amp;")}"`);
  expect(table).toContain('href="/admin/redirects/not-found"');
});

test("the redirect link needs the redirect manager and the right to open it", () => {
  expect(newRedirectHref("/services/etude g2")).toBe("/admin/redirects?dialog=new&from=%2Fservices%2Fetude+g2");
  const redirects = { pattern: "/admin/redirects", minimum: "editor" as const, kind: "screen" as const };
  expect(canOpenRedirectManager({ role: "editor" }, { redirects })).toBe(true);
  expect(canOpenRedirectManager({ role: "author" }, { redirects })).toBe(false);
  expect(canOpenRedirectManager({ role: "editor" }, {})).toBe(false);
});
