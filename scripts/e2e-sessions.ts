// The journeys' stored sessions (docs/decisions/922): for each staff account of the prepared
// state, a staff_sessions row and its signed cookie, written as a Playwright storage state in
// <PERSIST_TO>/e2e-sessions/<email>.json. Run by scripts/e2e-state.ts after the fixtures (the
// JWT secret is the one the journeys' server gets, E2E_JWT_SECRET): the journeys start signed
// in (tests/e2e/auth.ts) instead of filling the login form, which one journey still does.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const persistTo = process.env.PERSIST_TO;
const secret = process.env.E2E_JWT_SECRET;
if (!persistTo || !secret) throw new Error("PERSIST_TO et E2E_JWT_SECRET sont nécessaires (scripts/e2e-state.ts).");

/** The accounts that get a stored session: one per role (scripts/local.ts e2e-fixtures). */
const ACCOUNTS = ["contributor@e2e.test", "author@e2e.test", "editor@e2e.test", "super-admin@e2e.test"];

// The Worker's own session code (the "~/" alias of the app's tsconfig).
const load = (file: string) => tsImport(file, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.node.json") });
const { sessionRow } = await load("../app/lib/auth/sessions.server.ts");
const { createSessionToken, SESSION_TTL_SECONDS } = await load("../app/lib/auth/session.server.ts");
const { SESSION_COOKIE_BASE } = await load("../app/lib/http/cookies.ts");

function d1(args: Array<string>): string {
  const result = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo as string, ...args, "--yes"], {
    cwd: root,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute a échoué :\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const list = ACCOUNTS.map((email) => `'${email}'`).join(", ");
type Account = { id: number; email: string; version: number };
const out = d1(["--json", "--command", `select id, email, session_version as version from users where email in (${list})`]);
const accounts = (JSON.parse(out) as Array<{ results: Array<Account> }>)[0]?.results ?? [];
if (accounts.length !== ACCOUNTS.length) throw new Error(`Comptes des parcours introuvables : ${ACCOUNTS.filter((e) => !accounts.some((a) => a.email === e)).join(", ")}`);

const now = new Date();
const dir = path.join(persistTo, "e2e-sessions");
mkdirSync(dir, { recursive: true });
const inserts: Array<string> = [];
for (const account of accounts) {
  const row = sessionRow(account.id, now, { userAgent: "Playwright (session préparée des parcours)", country: null, city: null });
  const quoted = (text: string | null) => (text === null ? "null" : `'${text.replace(/'/g, "''")}'`);
  inserts.push(
    `insert into staff_sessions (id, user_id, created_at, expires_at, last_seen_at, user_agent, country, city) values (${quoted(row.id)}, ${account.id}, ${row.createdAt.getTime()}, ${row.expiresAt.getTime()}, ${row.lastSeenAt.getTime()}, ${quoted(row.userAgent)}, null, null)`,
  );
  const token = await createSessionToken(secret, { userId: account.id, sessionVersion: account.version, sessionId: row.id }, now);
  // What the login's Set-Cookie gives a browser on 127.0.0.1 (no __Host- prefix, not Secure: app/lib/auth/session.server.ts).
  const cookie = {
    name: SESSION_COOKIE_BASE,
    value: token,
    domain: "127.0.0.1",
    path: "/",
    expires: Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS,
    httpOnly: true,
    secure: false,
    sameSite: "Lax",
  };
  writeFileSync(path.join(dir, `${account.email}.json`), `${JSON.stringify({ cookies: [cookie], origins: [] }, null, 2)}\n`);
}
const file = path.join(tmpdir(), `lutetia-e2e-sessions-${process.pid}.sql`);
writeFileSync(file, `${inserts.join(";\n")};\n`);
d1(["--file", file]);
console.log(`Sessions des parcours : ${accounts.map((a) => a.email).join(", ")}`);
