// The journeys' starting state, in a persist directory: migrations, seed (with a small demo
// traffic, 13 months, for the statistics screen), the test accounts and fixtures, and a stored
// session per staff role (docs/decisions/921, 922). Prepared once per run, then copied by each
// worker's server (tests/e2e/global-setup.ts, scripts/e2e-server.ts).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The journeys' server signs sessions with this secret; the stored sessions are signed with it too. */
export const E2E_JWT_SECRET = "e2e-secret-0123456789abcdef0123456789abcdef";

/** Writes a fresh state to `persistTo` (anything there before is removed); false if a step failed. */
export function prepareE2eState(persistTo: string): boolean {
  rmSync(persistTo, { recursive: true, force: true });
  const env = { ...process.env, PERSIST_TO: persistTo, E2E_JWT_SECRET, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  const steps = [
    ["scripts/local.ts", "migrate"],
    ["scripts/local.ts", "seed", "--demo-stats", "--views", "5000"],
    ["scripts/local.ts", "e2e-fixtures"],
    ["scripts/e2e-sessions.ts"],
  ];
  for (const args of steps) {
    const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), args, { cwd: root, env, stdio: "inherit" });
    if (result.status !== 0) return false;
  }
  return true;
}

// `tsx scripts/e2e-state.ts <directory>`: the same state, prepared ahead of the journeys (scripts/test-all.ts).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename) && process.argv[2]) {
  process.exit(prepareE2eState(path.resolve(process.argv[2])) ? 0 : 1);
}
