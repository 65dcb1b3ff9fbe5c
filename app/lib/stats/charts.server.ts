// The charts of the statistics screen: Observable Plot rendered on the server into a
// linkedom document, sent as SVG markup inside the page. No chart code reaches the
// browser; the SVG has a fixed viewBox and scales to its container (no layout shift).
// Labels are our own (page types, regions, paths), escaped by the DOM serialiser.
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom/worker";
import { formatNumber, formatPercent, formatShortDay, formatShortMonth } from "./labels";
import type { FunnelStep, SeriesPoint, Share } from "./queries.server";

export const CHART_WIDTH = 900;

/** brand-700 on white: 11.6:1; the light fill is always outlined with it (WCAG 1.4.11). */
const INK = "#1e3a5f";
const LIGHT = "#dde7f2";
const TRACK = "#eef2f6";

function render(options: Plot.PlotOptions & { height: number }): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const chart = Plot.plot({
    ...options,
    document: document as unknown as Document,
    width: CHART_WIDTH,
    style: { fontSize: "12px", fontFamily: "inherit", background: "transparent", overflow: "visible" },
  }) as unknown as Element;
  // Plot adds a <style> block; the page styles the chart (width: 100 %, height: auto).
  for (const style of Array.from(chart.querySelectorAll("style"))) style.remove();
  // The SVG is one image named by its summary; Plot's labels of inner groups ("bar",
  // "y-axis tick") are not allowed on elements without a role (axe: aria-prohibited-attr).
  for (const element of Array.from(chart.querySelectorAll("[aria-label], [aria-description]"))) {
    element.removeAttribute("aria-label");
    element.removeAttribute("aria-description");
  }
  chart.setAttribute("role", "img");
  chart.removeAttribute("class");
  return chart.outerHTML;
}

function bucketLabel(granularity: "day" | "month") {
  return (key: string) => (granularity === "month" ? formatShortMonth(key) : formatShortDay(key));
}

/** A tick every n bars so that the labels never overlap (30 days: every 5 days). */
function ticks(keys: Array<string>): Array<string> {
  const every = keys.length > 14 ? 5 : 1;
  return keys.filter((_, index) => index % every === 0 || index === keys.length - 1);
}

const countAxis = { grid: true, label: null, tickFormat: (value: number) => formatNumber(value), nice: true, zero: true } as const;

/** The frame of a chart over time: one band per day or month, counts on the y axis. */
function timeFrame(series: Array<SeriesPoint>, granularity: "day" | "month", ariaLabel: string) {
  const keys = series.map((p) => p.key);
  return {
    height: 300,
    ariaLabel,
    marginLeft: 56,
    marginBottom: 32,
    x: { type: "band", domain: keys, ticks: ticks(keys), tickFormat: bucketLabel(granularity), label: null, padding: 0.2 },
    y: countAxis,
  } as const;
}

/** Visitors (outlined bar) and new visitors (solid bar inside it) per day or month. */
export function visitorsChart(series: Array<SeriesPoint>, granularity: "day" | "month", ariaLabel: string): string {
  const band = (CHART_WIDTH - 76) / Math.max(1, series.length);
  return render({
    ...timeFrame(series, granularity, ariaLabel),
    marks: [
      Plot.barY(series, { x: "key", y: "uniqueVisitors", fill: LIGHT, stroke: INK, strokeWidth: 1 }),
      Plot.barY(series, { x: "key", y: "newVisitors", fill: INK, inset: Math.max(1, band * 0.22) }),
      Plot.ruleY([0], { stroke: INK }),
    ],
  });
}

/** Page views per day or month. */
export function pageViewsChart(series: Array<SeriesPoint>, granularity: "day" | "month", ariaLabel: string): string {
  return render({
    ...timeFrame(series, granularity, ariaLabel),
    marks: [Plot.barY(series, { x: "key", y: "pageViews", fill: INK }), Plot.ruleY([0], { stroke: INK })],
  });
}

/**
 * Shares as horizontal bars on a 100 % track, each labelled with its percentage and
 * count: the accessible form of pie charts (docs/decisions/460-…).
 */
export function sharesChart(items: Array<Share>, ariaLabel: string): string {
  const rows = items.map((item) => ({ ...item, text: `${formatPercent(item.share)} (${formatNumber(item.value)})` }));
  const labels = rows.map((r) => r.label);
  const longest = Math.max(0, ...labels.map((l) => l.length));
  return render({
    height: Math.max(80, 34 * rows.length + 30),
    ariaLabel,
    marginLeft: Math.min(230, 16 + longest * 7),
    marginRight: 120,
    marginTop: 8,
    marginBottom: 24,
    x: { domain: [0, 100], label: null, tickFormat: (value: number) => `${value} %`, ticks: [0, 25, 50, 75, 100] },
    y: { type: "band", domain: labels, label: null, padding: 0.3 },
    marks: [
      Plot.barX(rows, { y: "label", x1: 0, x2: 100, fill: TRACK }),
      Plot.barX(rows, { y: "label", x: "share", fill: INK }),
      Plot.text(rows, { y: "label", x: 100, text: "text", textAnchor: "start", dx: 8, fill: "currentColor" }),
    ],
  });
}

/** The simulator funnel: visitors per step, labelled with the share of step 1 and the drop-off. */
export function funnelChart(steps: Array<FunnelStep>, ariaLabel: string): string {
  const rows = steps.map((s) => ({
    ...s,
    text: `${formatNumber(s.visitors)} (${formatPercent(s.ofStart)})${s.dropOff ? ` ; −${formatPercent(s.dropOff)}` : ""}`,
  }));
  const max = Math.max(1, ...rows.map((r) => r.visitors));
  return render({
    height: 34 * rows.length + 40,
    ariaLabel,
    marginLeft: 170,
    marginRight: 170,
    marginTop: 8,
    marginBottom: 24,
    x: { domain: [0, max], label: null, tickFormat: (value: number) => formatNumber(value), nice: true },
    y: { type: "band", domain: rows.map((r) => r.label), label: null, padding: 0.25 },
    marks: [
      Plot.barX(rows, { y: "label", x: "visitors", fill: INK }),
      Plot.text(rows, { y: "label", x: "visitors", text: "text", textAnchor: "start", dx: 8, fill: "currentColor" }),
      Plot.ruleX([0], { stroke: INK }),
    ],
  });
}
