import { defineConfig, devices } from "@playwright/test";

// The journeys run in E2E_WORKERS workers (2 unless told otherwise), each serving the built
// Worker on its own port over its own copy of the state prepared once by the global setup
// (tests/e2e/fixtures.ts, docs/decisions/912-parallel-journeys.md, 921). `baseURL` is the
// worker's server, set by the fixtures.
const workers = Number(process.env.E2E_WORKERS ?? "2");

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
    // A trace records every action's screenshots and DOM for every journey, kept only when one
    // fails: ~12 % of the journeys' time. CI prints its output and keeps no file, so it records
    // none; a run here keeps the failed journeys' traces (docs/decisions/950-journeys-cost.md).
    trace: process.env.CI ? "off" : "retain-on-failure",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
