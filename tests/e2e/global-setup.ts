// The journeys' starting state, prepared once for the run (migrations, seed, fixtures, the
// stored staff sessions: scripts/e2e-state.ts) and copied by each worker's server
// (docs/decisions/912-parallel-journeys.md, 921, 922).
import { existsSync } from "node:fs";
import path from "node:path";
import { prepareE2eState } from "../../scripts/e2e-state";

export default function globalSetup() {
  const template = path.resolve(import.meta.dirname, "../../.e2e-state/template");
  // `npm test` prepares it while the workerd suite runs (scripts/test-all.ts) and says where.
  if (process.env.E2E_STATE_READY === template && existsSync(template)) {
    process.env.E2E_STATE_TEMPLATE = template;
    return;
  }
  if (!prepareE2eState(template)) throw new Error("The journeys' starting state could not be prepared (migrations, seed, fixtures, sessions).");
  process.env.E2E_STATE_TEMPLATE = template;
}
