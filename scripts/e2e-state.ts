// The journeys' starting state, in a persist directory: migrations, seed (with a small demo
// traffic, 13 months, for the statistics screen) and the test accounts and fixtures.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Writes a fresh state to `persistTo` (anything there before is removed); false if a step failed. */
export function prepareE2eState(persistTo: string): boolean {
  rmSync(persistTo, { recursive: true, force: true });
  const env = { ...process.env, PERSIST_TO: persistTo, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  for (const args of [["migrate"], ["seed", "--demo-stats", "--views", "5000"], ["e2e-fixtures"]]) {
    const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/local.ts", ...args], { cwd: root, env, stdio: "inherit" });
    if (result.status !== 0) return false;
  }
  return true;
}
