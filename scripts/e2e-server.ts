// Serves the built Worker for Playwright on E2E_PORT with a fresh local state in
// .e2e-state/<port>: migrations, seed (with a small demo traffic) and test accounts, or a copy
// of the state E2E_STATE_TEMPLATE already holds (one per worker: tests/e2e/global-setup.ts).
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { startTerrainStub } from "../tests/e2e/terrain-stub";
import { E2E_JWT_SECRET, prepareE2eState } from "./e2e-state";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "8788";
const persistTo = path.join(root, ".e2e-state", port);
const env = { ...process.env, PERSIST_TO: persistTo, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

const template = process.env.E2E_STATE_TEMPLATE;
if (template) {
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(template, persistTo, { recursive: true });
} else if (!prepareE2eState(persistTo)) process.exit(1);

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
    `JWT_SECRET:${E2E_JWT_SECRET}`,
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
