import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilServing(url: string, until: number, exited: () => boolean) {
  while (Date.now() < until && !exited()) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** scripts/e2e-server.ts on `port`, its output in .e2e-state/server-<port>.log, once it serves. */
async function startServer(port: number): Promise<{ port: number; stop: () => Promise<void> } | { failure: string }> {
  const log = path.join(root, ".e2e-state", `server-${port}.log`);
  mkdirSync(path.dirname(log), { recursive: true });
  const out = createWriteStream(log);
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/e2e-server.ts"], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  const stopped = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited && child.pid) process.kill(-child.pid, "SIGTERM");
    await stopped;
  };
  if (await waitUntilServing(`http://127.0.0.1:${port}/robots.txt`, Date.now() + 280_000, () => exited)) return { port, stop };
  await stop();
  return { failure: readFileSync(log, "utf8").slice(-3000) };
}

/**
 * The journeys' server: each worker starts its own (scripts/e2e-server.ts: its own port, its own
 * copy of the prepared state under .e2e-state/) and stops it with the worker
 * (docs/decisions/912-parallel-journeys.md, 921). The helpers that read the state find it
 * through E2E_PORT.
 */
export const serverTest = base.extend<object, { workerServer: string }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it has none
    async ({}, use) => {
      // A port found free can be taken before the server binds it: then another one.
      for (let attempt = 1; ; attempt++) {
        const server = await startServer(await freePort());
        if ("failure" in server) {
          if (attempt < 3 && server.failure.includes("Address already in use")) continue;
          throw new Error(`The journeys' server did not start:\n${server.failure}`);
        }
        process.env.E2E_PORT = String(server.port);
        await use(`http://127.0.0.1:${server.port}`);
        await server.stop();
        for (const leftover of [String(server.port), `server-${server.port}.log`]) rmSync(path.join(root, ".e2e-state", leftover), { recursive: true, force: true });
        return;
      }
    },
    { scope: "worker", auto: true, timeout: 600_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});

const addressByte = () => 1 + Math.floor(Math.random() * 254);

/**
 * A client address of its own, sent as Cloudflare's `cf-connecting-ip`. The Worker limits the
 * public forms per address (10 a minute, wrangler.toml): every journey comes from 127.0.0.1
 * unless told, so a worker running journeys quickly one after the other looked like one
 * visitor posting too often. Each journey's page, and each phone a journey opens for a client,
 * is another visitor, as in real life (docs/decisions/950-journeys-cost.md).
 */
export function visitorAddress(): string {
  return `10.${addressByte()}.${addressByte()}.${addressByte()}`;
}

const SANDBOXED_FRAME_REFUSAL = "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.";

/** Every journey fails on a console error or an uncaught page error. */
export const test = serverTest.extend<{ consoleErrors: Array<string> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it has none
  extraHTTPHeaders: async ({}, use) => use({ "cf-connecting-ip": visitorAddress() }),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: Array<string> = [];
      page.on("console", (message) => {
        // Chromium's report that the e-mail preview's frame (`sandbox=""`, no script allowed:
        // app/components/admin/outbox.tsx) refused to run something: the sandbox doing its work,
        // not an error of the page. It comes now and then as the frame loads; the journeys that
        // open an e-mail check the empty sandbox themselves.
        if (message.type() === "error" && !(message.location().url === "about:srcdoc" && message.text() === SANDBOXED_FRAME_REFUSAL)) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "aucune erreur dans la console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
