import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { settleBackgroundWork, startFromFreshState } from "./isolation";
import { deliverMailAtOnce } from "./mail-queue";
import { deliverStatsAtOnce } from "./stats-queue";

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

const TERRAIN_HOSTS = ["www.georisques.gouv.fr", "data.geopf.fr"];

// Any console.error fails the test that produced it.
let errors: Array<unknown> = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: Array<unknown>) => {
    errors.push(args);
  });
  // Page views and funnel steps are written as soon as they are sent, as the consumer would
  // write them (docs/decisions/521): a test reads them at once, and none waits in the real
  // queue to land in a later test's or file's database. stats-queue.test.ts uses the real queue.
  deliverStatsAtOnce();
  // E-mails likewise: each message the app sends to the mail queue is delivered at once to the
  // Worker's queue handler, in this test's context (docs/decisions/935); none lands, seconds
  // later, in another test's or file's context.
  deliverMailAtOnce();
  // Seeded cities have a point (docs/decisions/750), so any test that renders a seeded city
  // page would call Géorisques: without a stub of its own, the test sees it unreachable,
  // at once, instead of reaching the real service. A test's own fetch stub replaces this.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (TERRAIN_HOSTS.includes(url.hostname)) return Promise.reject(new TypeError(`${url.hostname} is not reachable from the tests`));
    return realFetch(input, init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error appelé : ${JSON.stringify(errors).slice(0, 2000)}`);
});
