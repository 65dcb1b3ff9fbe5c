// Who else uses the local database: `npm start` and `npm run dev` leave a lock file with
// their process id in the local state while they serve; a CLI task that needs the database
// to itself (the demo statistics) checks it first, then tries SQLite's write lock on the
// local D1 files as a second net (another program, or a server started before this file
// existed). Node only (tsx): not part of the Worker.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export type LocalServer = { pid: number; port: string | null; command: string; startedAt: string };

export function serverLockFile(persistTo: string) {
  return path.join(persistTo, "local-server.json");
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Records the serving process (removed when it stops; a stale file is ignored). */
export function holdServerLock(persistTo: string, server: Omit<LocalServer, "pid" | "startedAt">) {
  const file = serverLockFile(persistTo);
  const lock: LocalServer = { pid: process.pid, startedAt: new Date().toISOString(), ...server };
  writeFileSync(file, JSON.stringify(lock, null, 2));
  const release = () => {
    try {
      const current = JSON.parse(readFileSync(file, "utf8")) as LocalServer;
      if (current.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on("exit", release);
  return release;
}

/** The local server using this state, when its process is still alive. */
export function runningLocalServer(persistTo: string): LocalServer | null {
  const file = serverLockFile(persistTo);
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(readFileSync(file, "utf8")) as LocalServer;
    if (Number.isInteger(lock.pid) && lock.pid !== process.pid && alive(lock.pid)) return lock;
  } catch {
    // Unreadable: treated as stale.
  }
  rmSync(file, { force: true });
  return null;
}

/** The SQLite files of the local D1 databases (Miniflare's layout). */
export function localD1Files(persistTo: string): Array<string> {
  const dir = path.join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite"))
    .map((name) => path.join(dir, name));
}

/**
 * True when another process holds a lock on one of the local D1 files: a write
 * transaction cannot start within `timeoutMs`. False when it can (it is rolled back at
 * once) or when Node has no SQLite module.
 */
export async function localDatabaseLocked(persistTo: string, timeoutMs = 500): Promise<boolean> {
  const files = localD1Files(persistTo);
  if (files.length === 0) return false;
  let sqlite: typeof import("node:sqlite");
  // node:sqlite announces itself as experimental on stderr: not a message for the user.
  const emitWarning = process.emitWarning;
  process.emitWarning = (() => undefined) as typeof process.emitWarning;
  try {
    sqlite = await import("node:sqlite");
  } catch {
    return false;
  } finally {
    process.emitWarning = emitWarning;
  }
  for (const file of files) {
    let db: InstanceType<typeof sqlite.DatabaseSync> | null = null;
    try {
      db = new sqlite.DatabaseSync(file);
      db.exec(`PRAGMA busy_timeout = ${timeoutMs}`);
      db.exec("BEGIN IMMEDIATE");
      db.exec("ROLLBACK");
    } catch (error) {
      if (/locked|busy/i.test(String((error as Error).message))) return true;
    } finally {
      db?.close();
    }
  }
  return false;
}
