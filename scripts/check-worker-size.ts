// Fails when the Worker upload exceeds the Workers free plan's limit (3 MB gzip).
// Runs `wrangler deploy --dry-run` on the current build (run `npm run build` first).
import { spawnSync } from "node:child_process";
import path from "node:path";

const LIMIT_KIB = 3 * 1024;
const root = path.resolve(import.meta.dirname, "..");
const result = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run"], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
const output = `${result.stdout}${result.stderr}`;
const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
if (result.status !== 0 || !match) {
  console.error(output);
  console.error("wrangler deploy --dry-run a échoué.");
  process.exit(1);
}
const gzip = Number(match[2]);
console.log(`Worker : ${match[1]} KiB, ${gzip} KiB gzip (limite du plan gratuit : ${LIMIT_KIB} KiB gzip).`);
if (gzip > LIMIT_KIB) {
  console.error("Le Worker dépasse la limite de 3 Mo compressés du plan gratuit de Cloudflare Workers.");
  process.exit(1);
}
