// Reads and writes the e2e server's local D1 (the same persisted state as `wrangler dev`).
// The statement runs on the D1 object's SQLite file itself, with Node's own SQLite: the server
// keeps that file in WAL mode with its shared-memory index, so both sides see each other's
// commits (the busy timeout waits for a write of the server). Milliseconds, where
// `wrangler d1 execute` took seconds (it starts its own workerd): that remains the way where
// Node has no SQLite (before 22.13) (docs/decisions/924).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The persisted state of this worker's server (tests/e2e/fixtures.ts sets E2E_PORT). */
function persistTo() {
  return path.join(root, ".e2e-state", process.env.E2E_PORT ?? "8788");
}

function throughWrangler<T>(sql: string): Array<T> {
  const out = execFileSync(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo(), "--json", "--command", sql], {
    cwd: root,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  const parsed = JSON.parse(out) as Array<{ results: Array<T> }>;
  return parsed[0]?.results ?? [];
}

const sqlite = process.getBuiltinModule("node:sqlite") as typeof import("node:sqlite") | undefined;

/** The D1 database's SQLite file (the D1 object's, beside Miniflare's metadata). */
function d1File(): string {
  const dir = path.join(persistTo(), "v3/d1/miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`Une seule base D1 attendue dans ${dir} : ${files.join(", ") || "aucune"}`);
  return path.join(dir, files[0]);
}

/** One SQL statement; its rows (none for a write). */
export function queryD1<T = Record<string, unknown>>(sql: string): Array<T> {
  if (!sqlite) return throughWrangler<T>(sql);
  const db = new sqlite.DatabaseSync(d1File(), { timeout: 10_000 });
  try {
    return db.prepare(sql).all() as Array<T>;
  } finally {
    db.close();
  }
}
