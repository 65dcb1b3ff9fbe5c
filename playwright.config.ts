import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The journeys run in E2E_WORKERS workers (2 unless told otherwise), each serving the built
// Worker on its own port over its own copy of the state prepared once by the global setup
// (tests/e2e/fixtures.ts, docs/decisions/912-parallel-journeys.md, 921). `baseURL` is the
// worker's server, set by the fixtures.
const workers = Number(process.env.E2E_WORKERS ?? "2");

// Debian's old headless shell (package chromium-headless-shell: the same Chromium build without
// the browser's window and UI layers, what Playwright itself runs headless) when installed:
// the journeys take about a third less time than in the full browser's headless mode, which
// stays the fallback (docs/decisions/950-journeys-cost.md). CHROMIUM_PATH chooses another.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

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
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
