// What the statistics screen shows, built from a report: the cards, and for every chart
// its heading, a one-sentence French summary, the server-rendered SVG and the table of
// the same numbers ('Voir les données').
import { funnelChart, pageViewsChart, sharesChart, visitorsChart } from "./charts.server";
import { formatFullDay, formatGrowth, formatLongMonth, formatNumber, formatPercent, formatRate, plural, share } from "./labels";
import { PERIOD_LABELS, PREVIOUS_PERIOD_LABELS } from "./period";
import type { Share, StatsReport } from "./queries.server";

export type StatCardView = { id: string; label: string; value: string; detail: string };
export type TableView = { caption: string; columns: Array<{ header: string; numeric?: boolean }>; rows: Array<Array<string>> };
export type ChartView = {
  id: string;
  title: string;
  summary: string;
  /** SVG markup rendered by Observable Plot; null when there is nothing to draw. */
  svg: string | null;
  legend?: Array<{ label: string; swatch: "outline" | "solid" }>;
  table: TableView;
};

const EMPTY = "Aucune donnée pour cette période.";

function bucketName(report: StatsReport, key: string) {
  return report.range.granularity === "month" ? formatLongMonth(key) : formatFullDay(key);
}

function shareSummary(items: Array<Share>, of: string) {
  const [first, second] = items;
  if (!first) return EMPTY;
  return `${first.label} : ${formatPercent(first.share)} ${of}${second ? `, devant ${second.label} (${formatPercent(second.share)})` : ""}.`;
}

function shareTable(items: Array<Share>, caption: string, keyHeader: string, valueHeader: string): TableView {
  return {
    caption,
    columns: [{ header: keyHeader }, { header: valueHeader, numeric: true }, { header: "Part", numeric: true }],
    rows: items.map((item) => [item.label, formatNumber(item.value), formatPercent(item.share)]),
  };
}

function shareChart(id: string, title: string, items: Array<Share>, of: string, keyHeader: string, valueHeader: string): ChartView {
  const summary = shareSummary(items, of);
  return {
    id,
    title,
    summary,
    svg: items.length ? sharesChart(items, `${title}. ${summary}`) : null,
    table: shareTable(items, title, keyHeader, valueHeader),
  };
}

export function buildStatsScreen(report: StatsReport) {
  const { range, totals } = report;
  const previous = PREVIOUS_PERIOD_LABELS[range.period];
  const unit = range.granularity === "month" ? "Mois" : "Jour";

  const cards: Array<StatCardView> = [
    {
      id: "visitors",
      label: "Visiteurs uniques",
      value: formatNumber(totals.uniqueVisitors),
      detail: totals.growth === null ? `Pas de données pour la période précédente` : `${formatGrowth(totals.growth)} par rapport ${previous}`,
    },
    { id: "views", label: "Pages vues", value: formatNumber(totals.pageViews), detail: `${formatNumber(totals.dailyAverage)} par jour en moyenne` },
    {
      id: "conversion",
      label: "Taux de conversion",
      value: formatRate(totals.conversionRate),
      detail: `${plural(totals.contactRequests, "demande")} de contact et ${plural(totals.simulations, "simulation")}`,
    },
    {
      id: "content",
      label: "Pages de contenu",
      value: formatNumber(report.content.total),
      detail: `dont ${plural(report.content.geographic, "page géographique", "pages géographiques")}`,
    },
  ];

  const visitorsSummary = `${plural(totals.uniqueVisitors, "visiteur unique", "visiteurs uniques")}${
    totals.growth === null ? "" : `, ${formatGrowth(totals.growth)} par rapport ${previous}`
  }, dont ${plural(totals.newVisitors, "nouveau visiteur", "nouveaux visiteurs")}.`;
  const peak = report.series.reduce<(typeof report.series)[number] | null>((best, p) => (p.pageViews > (best?.pageViews ?? 0) ? p : best), null);
  const viewsSummary = `${plural(totals.pageViews, "page vue", "pages vues")}, soit ${formatNumber(totals.dailyAverage)} par jour en moyenne${
    peak ? ` ; ${range.granularity === "month" ? "mois" : "jour"} le plus chargé : ${bucketName(report, peak.key)} (${formatNumber(peak.pageViews)})` : ""
  }.`;

  const visitors: ChartView = {
    id: "visiteurs",
    title: range.granularity === "month" ? "Visiteurs par mois" : "Visiteurs par jour",
    summary: visitorsSummary,
    svg: visitorsChart(report.series, range.granularity, `Visiteurs. ${visitorsSummary}`),
    legend: [
      { label: "Visiteurs uniques", swatch: "outline" },
      { label: "dont nouveaux visiteurs", swatch: "solid" },
    ],
    table: {
      caption: "Visiteurs uniques et nouveaux visiteurs",
      columns: [{ header: unit }, { header: "Visiteurs uniques", numeric: true }, { header: "Nouveaux visiteurs", numeric: true }],
      rows: report.series.map((p) => [bucketName(report, p.key), formatNumber(p.uniqueVisitors), formatNumber(p.newVisitors)]),
    },
  };
  const pageViews: ChartView = {
    id: "pages-vues",
    title: range.granularity === "month" ? "Pages vues par mois" : "Pages vues par jour",
    summary: viewsSummary,
    svg: pageViewsChart(report.series, range.granularity, `Pages vues. ${viewsSummary}`),
    table: {
      caption: "Pages vues",
      columns: [{ header: unit }, { header: "Pages vues", numeric: true }],
      rows: report.series.map((p) => [bucketName(report, p.key), formatNumber(p.pageViews)]),
    },
  };
  const content = shareChart(
    "contenu",
    "Pages vues par type de contenu",
    report.pageTypes.filter((t) => t.value > 0),
    "des pages vues",
    "Type de page",
    "Pages vues",
  );
  const geography = shareChart("geographie", "Visiteurs par région", report.regions, "des visiteurs", "Région", "Visiteurs");
  const sources = shareChart("sources", "Sources de trafic", report.sources, "des visiteurs", "Source", "Visiteurs");

  const steps = report.funnel.steps;
  const [opened] = steps;
  const sent = steps[steps.length - 1];
  const worst = steps.slice(1).reduce<(typeof steps)[number] | null>((w, s) => ((s.dropOff ?? 0) > (w?.dropOff ?? 0) ? s : w), null);
  const funnelSummary =
    opened.visitors === 0
      ? "Aucun visiteur n'a ouvert le simulateur sur la période."
      : `${plural(opened.visitors, "visiteur")} ${opened.visitors > 1 ? "ont" : "a"} ouvert le simulateur et ${formatNumber(sent.visitors)} ${
          sent.visitors > 1 ? "ont" : "a"
        } envoyé une simulation (${formatPercent(share(sent.visitors, opened.visitors))})${
          worst ? ` ; la plus forte perte se produit avant « ${worst.label} » (−${formatPercent(worst.dropOff ?? 0)})` : ""
        }.`;
  const funnel: ChartView = {
    id: "simulateur",
    title: "Parcours du simulateur de devis",
    summary: funnelSummary,
    svg: opened.visitors > 0 ? funnelChart(steps, `Parcours du simulateur. ${funnelSummary}`) : null,
    table: {
      caption: "Visiteurs à chaque étape du simulateur",
      columns: [
        { header: "Étape" },
        { header: "Visiteurs", numeric: true },
        { header: "Part des visiteurs de l'étape 1", numeric: true },
        { header: "Perte depuis l'étape précédente", numeric: true },
      ],
      rows: steps.map((s) => [s.label, formatNumber(s.visitors), formatPercent(s.ofStart), s.dropOff === null ? "—" : `−${formatPercent(s.dropOff)}`]),
    },
  };
  const funnelBySource: TableView = {
    caption: "Conversion du simulateur par source de trafic",
    columns: [
      { header: "Source de la visite" },
      { header: "Ont ouvert le simulateur", numeric: true },
      { header: "Ont envoyé une simulation", numeric: true },
      { header: "Taux", numeric: true },
    ],
    rows: report.funnel.bySource.map((s) => [s.label, formatNumber(s.started), formatNumber(s.submitted), formatPercent(s.rate)]),
  };

  const { lookups, quotes } = report.terrain;
  const terrainSummary =
    lookups === 0
      ? "Aucune recherche « Mon terrain est-il concerné ? » sur la période."
      : `${plural(lookups, "visiteur")} ${lookups > 1 ? "ont" : "a"} vérifié un terrain sur « Mon terrain est-il concerné ? » et ${formatNumber(quotes)} ${
          quotes > 1 ? "ont" : "a"
        } ensuite envoyé une simulation (${formatPercent(share(quotes, lookups))}).`;

  const sales = report.sales;
  const salesFunnel: TableView = {
    caption: "Des visites aux commandes",
    columns: [{ header: "Étape" }, { header: "Nombre", numeric: true }, { header: "Part de l'étape précédente", numeric: true }],
    rows: [
      ["Visiteurs uniques", formatNumber(sales.visitors), "—"],
      ["Simulations envoyées", formatNumber(sales.simulations), formatPercent(share(sales.simulations, sales.visitors))],
      ["Devis envoyés", formatNumber(sales.devisSent), formatPercent(share(sales.devisSent, sales.simulations))],
      ["Devis acceptés", formatNumber(sales.devisAccepted), formatPercent(share(sales.devisAccepted, sales.devisSent))],
    ],
  };

  return {
    period: range.period,
    salesFunnel,
    periodLabel: PERIOD_LABELS[range.period],
    cards,
    tabs: { visitors, pageViews, content, geography },
    sources,
    funnel,
    funnelBySource,
    terrainSummary,
    topPages: report.topPages.map((p) => ({ path: p.path, title: p.title, views: formatNumber(p.views) })),
    notFound: report.notFound.map((n) => ({ path: n.path, count: formatNumber(n.count) })),
    hasData: report.hasData,
  };
}
