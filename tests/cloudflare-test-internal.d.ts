// The Workers pool's own runner module (not in its public `cloudflare:test` types): every
// `waitUntil` of the Worker's handlers is registered there, and this waits for all of them.
declare module "cloudflare:test-internal" {
  export function waitForGlobalWaitUntil(): Promise<void>;
}
