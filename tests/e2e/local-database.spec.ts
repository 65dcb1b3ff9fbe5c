// The developer's side of the local database (docs/decisions/321): `npm run db:seed --
// --demo-stats` while `npm start` or `npm run dev` serves the same state is refused at once,
// in French, before anything is written. Node only: no page is opened.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { localDatabaseLocked, runningLocalServer, serverLockFile } from "../../scripts/local-server";

const root = path.resolve(import.meta.dirname, "../..");

/** A process that stays alive until killed; resolves once it printed `ready`. */
async function holder(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--no-warnings", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`le processus s'est arrêté (code ${code})`)));
  });
  return child;
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

test("the demo statistics refuse to start while a local server holds the state, and say what to do", async () => {
  const state = mkdtempSync(path.join(tmpdir(), "lutetia-lock-"));
  const server = await holder("setInterval(() => {}, 1000); console.log('ready')");
  try {
    writeFileSync(serverLockFile(state), JSON.stringify({ pid: server.pid, port: "8787", command: "npm start", startedAt: new Date().toISOString() }));
    const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/local.ts", "seed", "--demo-stats", "--views", "10"], {
      cwd: root,
      env: { ...process.env, PERSIST_TO: state },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Le serveur local (npm start, http://localhost:8787, processus ${server.pid}) utilise la base locale : arrêtez-le (Ctrl+C dans son terminal) puis relancez npm run db:seed -- --demo-stats.`,
    );
    expect(run.stdout).not.toContain("Seed appliqué");
    // Nothing was written: not even the seed's local database.
    expect(existsSync(path.join(state, "v3"))).toBe(false);
  } finally {
    await stop(server);
  }
  // Once the server is gone, its lock file is stale: ignored and removed.
  expect(runningLocalServer(state)).toBeNull();
  expect(existsSync(serverLockFile(state))).toBe(false);
  rmSync(state, { recursive: true, force: true });
});

test("a write lock held on the local D1 file by another program is detected", async () => {
  const state = mkdtempSync(path.join(tmpdir(), "lutetia-lock-"));
  const dir = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "base.sqlite");
  expect(await localDatabaseLocked(state)).toBe(false);
  const locker = await holder(
    `const { DatabaseSync } = require("node:sqlite"); const db = new DatabaseSync(${JSON.stringify(file)}); db.exec("create table if not exists t (x)"); db.exec("BEGIN IMMEDIATE"); db.exec("insert into t values (1)"); setInterval(() => {}, 1000); console.log("ready");`,
  );
  try {
    expect(await localDatabaseLocked(state, 100)).toBe(true);
  } finally {
    await stop(locker);
  }
  expect(await localDatabaseLocked(state)).toBe(false);
  rmSync(state, { recursive: true, force: true });
});
