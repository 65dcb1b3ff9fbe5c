import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// One free port for the whole run, chosen once by the main process (workers inherit it).
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, ["-e", "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"])
    .toString()
    .trim();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// E2E_WORKERS=2: the journeys run in two workers, each with its own server and state, started
// by the worker itself (tests/e2e/fixtures.ts, docs/decisions/912-parallel-journeys.md).
const workers = Number(process.env.E2E_WORKERS ?? "1");

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer:
    workers > 1
      ? undefined
      : {
          command: `tsx scripts/e2e-server.ts`,
          url: `${baseURL}/robots.txt`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: "pipe",
          stderr: "pipe",
          env: { E2E_PORT: String(port) },
        },
});
