// Duration of the newsletter answer by address state, against a running local server
// (docs/decisions/320: it must not tell a subscriber from a stranger):
//   npm start                                              (another terminal)
//   npx tsx scripts/bench-newsletter.ts [--runs 15]        (PORT=… when not 8787)
// Prepares a pending and a confirmed address (the confirmation through the local D1),
// then posts the form for a new, a pending and a confirmed address in turns: two warm-up
// rounds, then `runs` timed ones; prints min, median, mean and max of each (the action's
// answer, /newsletter.data, on localhost). Each post gets its own client address so that
// the per-IP form limit does not interfere.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const persistTo = process.env.PERSIST_TO ?? path.join(root, ".wrangler/state");
const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? "8787"}`;
const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
const runs = Number(values.runs);

let ip = 0;
async function post(email: string) {
  ip += 1;
  const started = performance.now();
  const res = await fetch(`${base}/newsletter.data`, {
    method: "POST",
    body: new URLSearchParams({ email, source: "actualites" }),
    headers: { origin: base, "cf-connecting-ip": `203.0.${Math.floor(ip / 250) % 250}.${ip % 250}` },
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`POST /newsletter.data : HTTP ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

function confirmLocally(email: string) {
  const result = spawnSync(
    path.join(root, "node_modules/.bin/wrangler"),
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistTo,
      "--command",
      `update newsletter_subscribers set status = 'confirmed', confirmed_at = ${Date.now()} where email = '${email}'`,
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute a échoué : ${result.stderr}`);
}

const stamp = Date.now().toString(36);
const pending = `bench-attente-${stamp}@example.fr`;
const confirmed = `bench-inscrit-${stamp}@example.fr`;
await post(pending);
await post(confirmed);
confirmLocally(confirmed);

const samples: Record<string, Array<number>> = { nouvelle: [], "en attente": [], confirmée: [] };
const bodies = new Set<string>();
for (let round = -2; round < runs; round++) {
  const turn: Array<[string, string]> = [
    ["nouvelle", `bench-${stamp}-${round + 2}@example.fr`],
    ["en attente", pending],
    ["confirmée", confirmed],
  ];
  for (const [state, email] of turn) {
    const { ms, body } = await post(email);
    bodies.add(body);
    if (round >= 0) samples[state].push(ms);
  }
}

const fmt = (n: number) => n.toFixed(1).padStart(6);
console.log(`POST ${base}/newsletter.data, ${runs} mesures par état (ms)`);
console.log("état         min  médiane  moyenne     max");
for (const [state, list] of Object.entries(samples)) {
  const sorted = [...list].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  console.log(`${state.padEnd(10)} ${fmt(sorted[0])} ${fmt(median)}  ${fmt(mean)}  ${fmt(sorted[sorted.length - 1])}`);
}
console.log(`réponses distinctes : ${bodies.size}`);
