import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { settleBackgroundWork, startFromFreshState } from "./isolation";

declare global {
  // biome-ignore lint/style/noNamespace: adds the test binding to the global Cloudflare.Env namespace that wrangler's types declare
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: Array<{ name: string; queries: Array<string> }>;
    }
  }
}

// Every file starts from a fresh state, whichever files ran before it in this runtime.
await startFromFreshState();
afterAll(settleBackgroundWork);

// Any console.error fails the test that produced it.
let errors: Array<unknown> = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: Array<unknown>) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error appelé : ${JSON.stringify(errors).slice(0, 2000)}`);
});
