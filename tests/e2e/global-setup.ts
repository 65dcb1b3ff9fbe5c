// With E2E_WORKERS > 1 every worker serves the built Worker on its own state: that state is
// prepared once here and copied by each worker's server (docs/decisions/912-parallel-journeys.md).
import path from "node:path";
import { prepareE2eState } from "../../scripts/e2e-state";

export default function globalSetup() {
  if (Number(process.env.E2E_WORKERS ?? "1") <= 1) return;
  const template = path.resolve(import.meta.dirname, "../../.e2e-state/template");
  if (!prepareE2eState(template)) throw new Error("The journeys' starting state could not be prepared (migrations, seed, fixtures).");
  process.env.E2E_STATE_TEMPLATE = template;
}
