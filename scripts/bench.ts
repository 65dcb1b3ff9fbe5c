// `npm run bench`: builds, serves the built Worker with wrangler on a free port and its
// own fresh state, then prints one table per page: requests per second on an edge-cache
// miss and hit, their ratio to a static asset served by the same process, p50/p99
// latency, D1 round trips per request, JavaScript (gzip) the page loads, D1 write statements
// per 1 000 page views over the runs, and Lighthouse scores (mobile) when Chromium is installed.
//
//   npm run bench                      # build + everything
//   npm run bench -- --no-build --duration 5 --lighthouse-runs 1
//   npm run bench -- --no-lighthouse
//   npm run bench -- --no-build --only /contact --lighthouse-runs 5   # one page of the table
//   npm run bench -- --photos          # every article and service with a real photo as its cover
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    "no-build": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    lighthouse: { type: "boolean", default: true },
    "no-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
    only: { type: "string", multiple: true },
    photos: { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Target = { label: string; path: string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: Array<string>, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} a échoué`);
  return result.stdout;
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} ne répond pas`);
}

// A browser's User-Agent: the Worker records a page view only for one (issue 17), and the
// measured path must include that write as a visitor's request does.
const BROWSER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

function cannon(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { "user-agent": BROWSER_USER_AGENT, ...headers } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Scripts a page loads: its module preloads and module scripts, gzip-compressed; for a form
 * page that loads them on the first interaction, the ones it then loads (`data-modules`).
 */
function scriptBytes(html: string) {
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/data-modules="([^"]*)"/g)) for (const file of match[1].split(" ")) if (file.startsWith("/assets/")) files.add(file);
  for (const match of html.matchAll(/import\s*(?:\(|[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) files.add(match[1]);
  let gzip = 0;
  for (const file of files) {
    const local = path.join(root, "build/client", file);
    if (existsSync(local)) gzip += gzipSync(readFileSync(local)).length;
  }
  return { files: files.size, gzip };
}

type Tally = { statements: number; writes: number; pageViews: number };

/** The D1 statements the Worker's isolate ran so far and the page views stored (bench mode only). */
async function d1Tally(origin: string): Promise<Tally> {
  return (await (await fetch(`${origin}/__bench/d1`)).json()) as Tally;
}

/** The tally once the page views written in the background (waitUntil, queue batches) have landed. */
async function settledTally(origin: string, quietMs = 8_000, timeoutMs = 90_000): Promise<Tally> {
  const started = Date.now();
  let last = await d1Tally(origin);
  let changedAt = Date.now();
  while (Date.now() - started < timeoutMs && Date.now() - changedAt < quietMs) {
    await new Promise((r) => setTimeout(r, 1_000));
    const next = await d1Tally(origin);
    if (next.pageViews !== last.pageViews || next.writes !== last.writes) changedAt = Date.now();
    last = next;
  }
  return last;
}

async function lighthouse(url: string, runs: number) {
  const { default: lh } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const scores: Array<Record<string, number>> = [];
  // A run whose trace Lighthouse could not record (e.g. NO_NAVSTART, a headless Chromium
  // glitch) has no performance score: it is reported as "err" and left out of the medians.
  const outcomes: Array<string> = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await launch({
      chromePath: chromium,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    try {
      const result = await lh(url, { port: chrome.port, output: "json", logLevel: "error" });
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      const failure = result?.lhr.runtimeError?.code;
      if (!result || failure || categories.performance?.score == null) {
        outcomes.push(`err(${failure ?? "sans score"})`);
        continue;
      }
      outcomes.push(String(Math.round(categories.performance.score * 100)));
      scores.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        fcp: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
        lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (key: string) => {
    const sorted = scores.map((s) => s[key]).sort((a, b) => a - b);
    return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
  };
  return {
    performance: median("performance"),
    accessibility: median("accessibility"),
    bestPractices: median("bestPractices"),
    seo: median("seo"),
    fcp: median("fcp"),
    lcp: median("lcp"),
    runs: outcomes,
  };
}

async function main() {
  if (values.build && !values["no-build"]) {
    console.log("• build");
    run(path.join(root, "node_modules/.bin/react-router"), ["build"]);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const persistTo = path.join(root, ".bench-state");
  const env = { ...process.env, PERSIST_TO: persistTo, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  rmSync(persistTo, { recursive: true, force: true });
  console.log("• fresh local state (migrations + seed)");
  // --photos: the seed's demo photos (4000 × 3000, all variants) as every article's and
  // service's cover, to measure the pages with real image weights (issue 19).
  const seed = values.photos ? ["seed", "--photos"] : ["seed"];
  for (const args of [["migrate"], seed]) run(path.join(root, "node_modules/.bin/tsx"), ["scripts/local.ts", ...args], env);

  const server = spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--var",
      "JWT_SECRET:bench-secret-0123456789abcdef0123456789abcdef",
      "--var",
      `SITE_ORIGIN:${origin}`,
      "--var",
      "BENCH:1",
    ],
    { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: false },
  );
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);
  try {
    await waitFor(`${origin}/robots.txt`);
    const home = await (await fetch(`${origin}/actualites`)).text();
    const article = /href="(\/actualites\/[a-z0-9-]+)"/.exec(home)?.[1] ?? "/actualites";
    const only = values.only ?? [];
    const targets: Array<Target> = [
      { label: "/", path: "/" },
      { label: "service", path: "/services/etudes-geotechniques" },
      { label: "article", path: article },
      { label: "/villes/paris", path: "/villes/paris" },
      { label: "/contact", path: "/contact" },
    ].filter((target) => only.length === 0 || only.includes(target.label) || only.includes(target.path));
    // The client entry (a hashed, immutable file) that /contact loads.
    const staticPath = /\/assets\/entry\.client-[^"' ]+\.js/.exec(await (await fetch(`${origin}/contact`)).text())?.[0] ?? "/favicon.svg";

    console.log(`• static asset ${staticPath}: ${duration} s × ${connections} connexions`);
    await cannon(`${origin}${staticPath}`); // warm-up
    const staticResult = await cannon(`${origin}${staticPath}`);
    const staticRps = staticResult.requests.average;

    const tallyBefore = await d1Tally(origin);
    const rows: Array<Record<string, string | number>> = [];
    for (const target of targets) {
      const url = `${origin}${target.path}`;
      // Warm the route (first request compiles, second fills the edge cache).
      const first = await fetch(url, { headers: { "x-bench-cache": "miss" } });
      const html = await first.text();
      const missD1 = first.headers.get("x-d1-calls") ?? "?";
      await fetch(url);
      const hitResponse = await fetch(url);
      await hitResponse.arrayBuffer();
      const hitD1 = hitResponse.headers.get("x-d1-calls") ?? "?";
      const cacheStatus = hitResponse.headers.get("x-edge-cache") ?? "absent";
      console.log(`• ${target.path}: miss`);
      const miss = await cannon(url, { "x-bench-cache": "miss" });
      console.log(`• ${target.path}: hit (${cacheStatus})`);
      const hit = await cannon(url);
      const scripts = scriptBytes(html);
      rows.push({
        page: target.label,
        "miss req/s": Math.round(miss.requests.average),
        "miss ÷ static": (miss.requests.average / staticRps).toFixed(2),
        "hit req/s": Math.round(hit.requests.average),
        "hit ÷ static": (hit.requests.average / staticRps).toFixed(2),
        "p50/p99 miss (ms)": `${miss.latency.p50}/${miss.latency.p99}`,
        "p50/p99 hit (ms)": `${hit.latency.p50}/${hit.latency.p99}`,
        "D1 miss/hit": `${missD1}/${hitD1}`,
        "JS gzip (KB)": (scripts.gzip / 1024).toFixed(1),
        "JS files": scripts.files,
      });
    }
    console.log(`\nStatic asset (${staticPath}): ${Math.round(staticRps)} req/s, p50/p99 ${staticResult.latency.p50}/${staticResult.latency.p99} ms\n`);
    console.table(rows);
    const tallyAfter = await settledTally(origin);
    const views = tallyAfter.pageViews - tallyBefore.pageViews;
    const writes = tallyAfter.writes - tallyBefore.writes;
    console.log(
      `\nPage views stored during the runs: ${views}; D1 statements: ${tallyAfter.statements - tallyBefore.statements}, of which writes: ${writes}` +
        (views > 0 ? ` → ${((writes / views) * 1000).toFixed(1)} D1 write statements per 1 000 page views` : ""),
    );

    if (values.lighthouse && !values["no-lighthouse"] && existsSync(chromium)) {
      const runs = Number(values["lighthouse-runs"]);
      const scores: Array<Record<string, string | number>> = [];
      const news = { label: "/actualites", path: "/actualites" };
      const lighthouseTargets = only.length === 0 || only.includes(news.path) ? [...targets, news] : targets;
      for (const target of lighthouseTargets) {
        console.log(`• Lighthouse ${target.path} (${runs} runs, mobile)`);
        const s = await lighthouse(`${origin}${target.path}`, runs);
        scores.push({
          page: target.label,
          performance: s.performance,
          accessibility: s.accessibility,
          "best practices": s.bestPractices,
          seo: s.seo,
          "FCP (ms)": s.fcp,
          "LCP (ms)": s.lcp,
          "perf runs": s.runs.join(" "),
        });
      }
      console.log("\nLighthouse 13 (mobile, default throttling), medians:");
      console.table(scores);
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
