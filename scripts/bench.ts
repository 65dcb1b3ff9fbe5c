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
//   npm run bench -- --no-build --only /simulateur --only /mon-terrain    # any other path too
//   npm run bench -- --no-build --rounds 3 --no-lighthouse   # a busy machine: medians of 3 rounds
//
// Each miss and hit run is compared with a static-asset run made just before it (a shared
// machine's load changes from one minute to the next), and the server's CPU time per request
// (its whole process tree, from /proc) is given beside the requests per second.
//   npm run bench -- --photos          # every article and service with a real photo as its cover
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
    rounds: { type: "string", default: "1" },
    photos: { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
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

// A browser's User-Agent: the Worker records a page view only for one (docs/decisions/311), and the
// measured path must include that write as a visitor's request does.
const BROWSER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

function cannon(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { "user-agent": BROWSER_USER_AGENT, ...headers } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** CPU time (ms) used so far by a process and its descendants (Linux /proc; null elsewhere). */
function treeCpuMs(pid: number): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const stats = new Map<number, { parent: number; ms: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      // utime and stime, in clock ticks (100 per second on Linux).
      stats.set(Number(entry), { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const inTree = (candidate: number): boolean => {
    for (let at: number | undefined = candidate; at && at > 1; at = stats.get(at)?.parent) if (at === pid) return true;
    return false;
  };
  for (const [candidate, stat] of stats) if (inTree(candidate)) total += stat.ms;
  return total;
}

type Run = { rps: number; p50: number; p99: number; cpuPerRequest: number | null };

/** One autocannon run, with the server's CPU time per request. */
async function measure(serverPid: number, url: string, headers: Record<string, string> = {}): Promise<Run> {
  const before = treeCpuMs(serverPid);
  const result = await cannon(url, headers);
  const after = treeCpuMs(serverPid);
  const cpuPerRequest = before === null || after === null || result.requests.total === 0 ? null : (after - before) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest };
}

const median = (values: Array<number>) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

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
  const middle = (key: string) => {
    const sorted = scores.map((s) => s[key]).sort((a, b) => a - b);
    return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
  };
  return {
    performance: middle("performance"),
    accessibility: middle("accessibility"),
    bestPractices: middle("bestPractices"),
    seo: middle("seo"),
    fcp: middle("fcp"),
    lcp: middle("lcp"),
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
  // service's cover, to measure the pages with real image weights (docs/decisions/510).
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
      { label: "/a-propos", path: "/a-propos" },
      { label: "/references", path: "/references" },
    ].filter((target) => only.length === 0 || only.includes(target.label) || only.includes(target.path));
    // A path asked for that is not in the table (e.g. /simulateur, /mon-terrain) is measured too.
    for (const wanted of only) {
      if (wanted.startsWith("/") && wanted !== "/actualites" && !targets.some((target) => target.path === wanted || target.label === wanted))
        targets.push({ label: wanted, path: wanted });
    }
    // The client entry (a hashed, immutable file) that /contact loads.
    const staticPath = /\/assets\/entry\.client-[^"' ]+\.js/.exec(await (await fetch(`${origin}/contact`)).text())?.[0] ?? "/favicon.svg";

    const staticUrl = `${origin}${staticPath}`;
    const serverPid = server.pid ?? 0;
    console.log(`• static asset ${staticPath}: ${duration} s × ${connections} connexions, before each run (${rounds} round${rounds > 1 ? "s" : ""})`);
    await cannon(staticUrl); // warm-up

    const tallyBefore = await d1Tally(origin);
    const rows: Array<Record<string, string | number>> = [];
    const statics: Array<Run> = [];
    const fmt = (value: number | null) => (value === null || Number.isNaN(value) ? "?" : value.toFixed(2));
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
      const runs: Record<"miss" | "hit", Array<{ run: Run; reference: Run }>> = { miss: [], hit: [] };
      for (let round = 1; round <= rounds; round++) {
        for (const kind of ["miss", "hit"] as const) {
          const reference = await measure(serverPid, staticUrl);
          statics.push(reference);
          console.log(`• ${target.path}: ${kind === "miss" ? "miss" : `hit (${cacheStatus})`}${rounds > 1 ? `, round ${round}` : ""}`);
          const run = await measure(serverPid, url, kind === "miss" ? { "x-bench-cache": "miss" } : {});
          runs[kind].push({ run, reference });
        }
      }
      const ratio = (kind: "miss" | "hit") => median(runs[kind].map(({ run, reference }) => run.rps / reference.rps));
      const cpu = (kind: "miss" | "hit") => {
        const known = runs[kind].filter(({ run }) => run.cpuPerRequest !== null);
        return known.length === 0 ? null : median(known.map(({ run }) => run.cpuPerRequest as number));
      };
      const cpuRatio = (kind: "miss" | "hit") => {
        const known = runs[kind].filter(({ run, reference }) => run.cpuPerRequest && reference.cpuPerRequest);
        return known.length === 0 ? null : median(known.map(({ run, reference }) => (reference.cpuPerRequest as number) / (run.cpuPerRequest as number)));
      };
      const last = (kind: "miss" | "hit") => runs[kind][runs[kind].length - 1].run;
      const scripts = scriptBytes(html);
      rows.push({
        page: target.label,
        "miss req/s": Math.round(median(runs.miss.map(({ run }) => run.rps))),
        "miss ÷ static": fmt(ratio("miss")),
        "hit req/s": Math.round(median(runs.hit.map(({ run }) => run.rps))),
        "hit ÷ static": fmt(ratio("hit")),
        "CPU ms/req miss/hit": `${fmt(cpu("miss"))}/${fmt(cpu("hit"))}`,
        "CPU static ÷ miss/hit": `${fmt(cpuRatio("miss"))}/${fmt(cpuRatio("hit"))}`,
        "p50/p99 miss (ms)": `${last("miss").p50}/${last("miss").p99}`,
        "p50/p99 hit (ms)": `${last("hit").p50}/${last("hit").p99}`,
        "D1 miss/hit": `${missD1}/${hitD1}`,
        "JS gzip (KB)": (scripts.gzip / 1024).toFixed(1),
        "JS files": scripts.files,
      });
    }
    const staticCpu = statics.filter((run) => run.cpuPerRequest !== null).map((run) => run.cpuPerRequest as number);
    console.log(
      `\nStatic asset (${staticPath}), ${statics.length} runs: median ${Math.round(median(statics.map((run) => run.rps)))} req/s (${Math.round(Math.min(...statics.map((run) => run.rps)))}–${Math.round(Math.max(...statics.map((run) => run.rps)))}), CPU ${fmt(staticCpu.length ? median(staticCpu) : null)} ms/req\n`,
    );
    console.log("Ratios: each run against the static run just before it, median over the rounds. CPU: the server's process tree.");
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
