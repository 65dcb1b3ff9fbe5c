// Serves the built Worker for Playwright on E2E_PORT with a fresh local state:
// migrations, seed (with a small demo traffic) and test accounts are applied to .e2e-state first.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startTerrainStub } from "../tests/e2e/terrain-stub";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "8788";
const persistTo = path.join(root, ".e2e-state", port);
const env = { ...process.env, PERSIST_TO: persistTo, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

rmSync(persistTo, { recursive: true, force: true });
// A small demo traffic (13 months) for the statistics screen.
for (const args of [["migrate"], ["seed", "--demo-stats", "--views", "5000"], ["e2e-fixtures"]]) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/local.ts", ...args], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Géorisques and the geocoder answer from local fixtures (/mon-terrain journeys).
const terrain = await startTerrainStub();

const child = spawn(
  path.join(root, "node_modules/.bin/wrangler"),
  [
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--var",
    "JWT_SECRET:e2e-secret-0123456789abcdef0123456789abcdef",
    "--var",
    `SITE_ORIGIN:http://127.0.0.1:${port}`,
    "--var",
    `GEORISQUES_BASE_URL:${terrain.georisques}`,
    "--var",
    `GEOCODER_BASE_URL:${terrain.geocoder}`,
  ],
  { cwd: root, env, stdio: "inherit" },
);
const stop = () => {
  terrain.close();
  child.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
