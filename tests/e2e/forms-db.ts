// Reads the e2e server's local D1 (same persisted state as `wrangler dev`).
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function queryD1<T = Record<string, unknown>>(sql: string): Array<T> {
  const persistTo = path.join(root, ".e2e-state", process.env.E2E_PORT ?? "8788");
  const out = execFileSync(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], {
    cwd: root,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  const parsed = JSON.parse(out) as Array<{ results: Array<T> }>;
  return parsed[0]?.results ?? [];
}
