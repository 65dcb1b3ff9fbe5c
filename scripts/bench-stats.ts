// Server time of the statistics screen, per period, against a running local server:
//   npm run db:seed -- --demo-stats --views 1000000   (once)
//   npm start                                          (another terminal)
//   npm run bench:stats [-- --runs 20 --email … --password …]
// Signs in once (the local super admin of `npm start` by default), then requests
// /admin/stats?period=7d|30d|12m: two warm-up requests, then `runs` timed ones; prints
// the median and 90th percentile of the full HTML response (loader, D1 batch, Plot
// rendering, React SSR) on localhost.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const persistTo = process.env.PERSIST_TO ?? path.join(root, ".wrangler/state");
const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? "8787"}`;

const { values } = parseArgs({
  options: { runs: { type: "string", default: "15" }, email: { type: "string" }, password: { type: "string" } },
});

function credentials() {
  if (values.email && values.password) return { email: values.email, password: values.password };
  const file = path.join(persistTo, "dev-admin.json");
  if (!existsSync(file)) throw new Error(`Pas d'identifiants : lancez npm start une fois, ou passez --email et --password.`);
  return JSON.parse(readFileSync(file, "utf8")) as { email: string; password: string };
}

async function signIn() {
  const { email, password } = credentials();
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { origin: base },
    redirect: "manual",
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.includes("lutetia_session="))
    ?.split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`Connexion refusée (${res.status}) pour ${email}.`);
  return cookie;
}

async function time(url: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 200 || !body.includes("Statistiques du site")) throw new Error(`${url} : statut ${res.status}`);
  return elapsed;
}

const percentile = (sorted: Array<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

async function main() {
  const runs = Number(values.runs);
  const cookie = await signIn();
  console.log(`${base}/admin/stats — ${runs} requêtes par période après 2 de chauffe\n`);
  console.log("période  médiane   p90      min");
  for (const period of ["7d", "30d", "12m"]) {
    const url = `${base}/admin/stats?period=${period}`;
    for (let i = 0; i < 2; i++) await time(url, cookie);
    const samples: Array<number> = [];
    for (let i = 0; i < runs; i++) samples.push(await time(url, cookie));
    samples.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0).padStart(4)} ms`;
    console.log(`${period.padEnd(8)} ${ms(percentile(samples, 0.5))}  ${ms(percentile(samples, 0.9))}  ${ms(samples[0])}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
