// Local and remote database chores, run with tsx:
//   prepare [--build]         .dev.vars, local migrations, seed, dev super admin (npm start / npm run dev)
//   migrate [--remote]        apply migrations
//   seed [--remote]           idempotent seed
//   seed --demo-stats [--views N]   + 13 months of demo statistics (local only)
//   seed --photos             + a real 12 MP photo with its variants for every article and service (local only)
//   admin --email E --password P [--first-name F] [--last-name L] [--remote]
//   reset-2fa <email> [--remote]   clears an account's two-factor sign-in (lost phone and codes)
//   start                     serve the production build with wrangler dev
//   dev                       the React Router dev server (npm run dev)
// Local state lives in .wrangler/state (shared by `npm start`, `npm run dev` and the CLI);
// PERSIST_TO overrides it (the e2e run uses its own). While `start` or `dev` serves, a lock
// file in that state names its process (scripts/local-server.ts).
import type { AuditAction } from "../app/lib/audit/actions.ts";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import * as schema from "../app/db/schema";
import { dictionary } from "@zxcvbn-ts/language-common";
import { topCommonPasswords } from "../app/lib/auth/common-passwords";
import { hashPassword } from "../app/lib/auth/password.server";
import { firstAdminError } from "../app/lib/users/first-admin";
import { seedDatabase } from "../seed/index";
import { demoStatsOptions, runDemoStats } from "../seed/demo-stats";
import { holdServerLock, localDatabaseLocked, runningLocalServer } from "./local-server";
import { encodePhoto, mediaInsert, sqlText, storeObjects } from "./demo-photos";

const root = path.resolve(import.meta.dirname, "..");
const persistTo = process.env.PERSIST_TO ?? path.join(root, ".wrangler/state");
const port = process.env.PORT ?? "8787";
const wranglerBin = path.join(root, "node_modules/.bin/wrangler");

function run(cmd: string, args: Array<string>, options: { quiet?: boolean } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${path.basename(cmd)} ${args.join(" ")} a échoué (code ${result.status})`);
  }
  return result.stdout ?? "";
}

function target(remote: boolean) {
  return remote ? ["--remote"] : ["--local", "--persist-to", persistTo];
}

/** Renders a parameterised statement as literal SQL for `wrangler d1 execute --file`. */
function inline(query: string, params: Array<unknown>) {
  let out = "";
  let index = 0;
  let quote: string | null = null;
  for (const char of query) {
    if (quote) {
      out += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === "`") {
      quote = char;
      out += char;
      continue;
    }
    if (char === "?") {
      const value = params[index++];
      if (value === null || value === undefined) out += "NULL";
      else if (typeof value === "number" || typeof value === "bigint") out += String(value);
      else if (typeof value === "boolean") out += value ? "1" : "0";
      else out += `'${String(value).replace(/'/g, "''")}'`;
      continue;
    }
    out += char;
  }
  return out;
}

/** A Drizzle client that records statements instead of running them. */
function recorder() {
  const statements: Array<string> = [];
  const db = drizzle(
    async (query, params) => {
      statements.push(inline(query, params));
      return { rows: [] };
    },
    async (queries) => {
      for (const q of queries) statements.push(inline(q.sql, q.params));
      return queries.map(() => ({ rows: [] }));
    },
  );
  return { db, statements };
}

function execute(statements: Array<string>, remote: boolean, label: string) {
  const dir = path.join(tmpdir(), "lutetia-sql");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${label}-${Date.now()}.sql`);
  writeFileSync(file, `${statements.join(";\n")};\n`);
  run(wranglerBin, ["d1", "execute", "DB", ...target(remote), "--file", file, "--yes"], { quiet: !remote });
}

function migrate(remote: boolean) {
  run(wranglerBin, ["d1", "migrations", "apply", "DB", ...target(remote)], { quiet: !remote });
}

async function seed(remote: boolean) {
  const { db, statements } = recorder();
  await seedDatabase(db);
  execute(statements, remote, "seed");
}

async function createAdmin(input: { email: string; password: string; firstName: string; lastName: string }, remote: boolean) {
  const email = input.email.trim().toLowerCase();
  // The same policy as the admin screens (app/lib/auth/password.ts), before anything is written.
  const refused = firstAdminError(input, new Set(topCommonPasswords(dictionary["passwords-common"])));
  if (refused) throw new Error(refused);
  const { db, statements } = recorder();
  const passwordHash = await hashPassword(input.password);
  await db.insert(schema.users).values({ email, passwordHash, role: "super_admin", firstName: input.firstName, lastName: input.lastName }).onConflictDoNothing();
  await db.insert(schema.auditLog).values({ action: "user.create_cli" satisfies AuditAction, actorEmail: "cli", targetType: "user", targetId: email });
  execute(statements, remote, "admin");
}

/**
 * Local databases (npm start / npm run dev, the e2e run) ask no second factor of anyone
 * unless a staff member chose otherwise in Paramètres → Sécurité (docs/decisions/708): the printed
 * development super admin and the browser tests sign in with their password. The seed's row
 * (updated_by null) is the only one changed.
 */
const LOCAL_TWO_FACTOR_POLICY = "update settings set value = 'none' where section = 'security' and key = 'two_factor_required' and updated_by is null";
function localTwoFactorPolicy() {
  run(wranglerBin, ["d1", "execute", "DB", ...target(false), "--command", LOCAL_TWO_FACTOR_POLICY, "--yes"], { quiet: true });
}

/** `npm run admin:reset-2fa -- <email> [--remote]`: a super admin who lost their second factor. */
async function resetTwoFactor(rawEmail: string, remote: boolean) {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error("Adresse e-mail invalide.");
  const quoted = `'${email.replace(/'/g, "''")}'`;
  const found = run(wranglerBin, ["d1", "execute", "DB", ...target(remote), "--json", "--command", `select id from users where lower(email) = ${quoted}`], { quiet: true });
  const rows = (JSON.parse(found) as Array<{ results?: Array<{ id: number }> }>)[0]?.results ?? [];
  if (rows.length === 0) throw new Error(`Aucun compte pour ${email} (${remote ? "production" : "local"}).`);
  const { db, statements } = recorder();
  const owner = `(select id from users where lower(email) = ${quoted})`;
  statements.push(`delete from staff_recovery_codes where user_id = ${owner}`, `delete from staff_two_factor where user_id = ${owner}`);
  await db
    .insert(schema.auditLog)
    .values({ action: "user.two_factor_reset_cli" satisfies AuditAction, actorEmail: "cli", targetType: "user", targetId: String(rows[0].id), details: { email } });
  return { statements, email };
}

/** Paris calendar day (YYYY-MM-DD) and the share of it already gone. */
function parisNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return { today: `${parts.year}-${parts.month}-${parts.day}`, dayElapsed: (Number(parts.hour) * 60 + Number(parts.minute)) / 1440 };
}

type LocalD1 = {
  prepare(sql: string): { bind(...values: Array<unknown>): { run(): Promise<unknown> } };
};

/**
 * 13 months of demo statistics in the LOCAL database (seed/demo-stats.ts), rolled up
 * by the Worker's own roll-up code, run here in Node against the same local D1 as
 * `npm start` (wrangler's platform proxy).
 */
async function demoStats(views: number) {
  const { getPlatformProxy } = await import("wrangler");
  const { tsImport } = await import("tsx/esm/api");
  // The Worker's modules use the "~/" alias of the app's tsconfig.
  const load = (file: string) => tsImport(file, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.node.json") });
  const { createDb } = await load("../app/db/client.server.ts");
  const { rollUpDay } = await load("../app/lib/stats/rollup.server.ts");
  const proxy = await getPlatformProxy<{ DB: LocalD1 }>({
    configPath: path.join(root, "wrangler.toml"),
    persist: { path: path.join(persistTo, "v3") },
    remoteBindings: false,
    envFiles: [],
  });
  let step = "préparation";
  try {
    const db = createDb(proxy.env.DB);
    const started = Date.now();
    const result = await runDemoStats(
      {
        execute: (statement) =>
          proxy.env.DB.prepare(statement.sql)
            .bind(...statement.params)
            .run(),
        rollUp: (day) => rollUpDay(db, day),
        log: (message) => {
          step = message.replace(/^• /, "").replace(/ : \d+\/\d+ jours$/, "");
          console.log(message);
        },
      },
      { ...parisNow(), views },
    );
    console.log(`• ${views.toLocaleString("fr-FR")} pages vues sur ${result.days + 1} jours en ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    throw new Error(demoFailure(error, step));
  } finally {
    await proxy.dispose();
  }
}

const DEMO_RETRY = "puis relancez npm run db:seed -- --demo-stats";

/** The demo statistics and photos need the local database to themselves: refuses to start otherwise. */
async function ensureLocalDatabaseFree(retry = DEMO_RETRY) {
  const server = runningLocalServer(persistTo);
  if (server) {
    throw new Error(
      `Le serveur local (${[server.command, server.port ? `http://localhost:${server.port}` : null, `processus ${server.pid}`].filter(Boolean).join(", ")}) utilise la base locale : arrêtez-le (Ctrl+C dans son terminal) ${retry}.`,
    );
  }
  if (await localDatabaseLocked(persistTo)) {
    throw new Error(`La base locale est verrouillée par un autre programme (un serveur local lancé par npm start ou npm run dev ?) : arrêtez-le (Ctrl+C) ${retry}.`);
  }
}

const PHOTOS_RETRY = "puis relancez npm run db:seed -- --photos";

/**
 * Every article and service without a photo of the médiathèque gets one (4000 × 3000, with
 * its AVIF/WebP/JPEG variants and share crop), so Lighthouse measures real image weights.
 * Covers already taken from the médiathèque are kept; a new run adds nothing to them.
 * Likewise every reference without a photo, and, while the team is empty, three demo team
 * members with a portrait (« À propos » and /references measured with photos, docs/decisions/753).
 */
async function demoPhotos() {
  const out = run(
    wranglerBin,
    [
      "d1",
      "execute",
      "DB",
      ...target(false),
      "--json",
      "--command",
      `select 'blog_posts' as tbl, id, title from blog_posts where coalesce(featured_image, '') not like '/media/%'
        union all select 'services', id, title from services where coalesce(featured_image, '') not like '/media/%'
        union all select 'project_references', id, title from project_references where photos = '[]'
        union all select 'team_members', n.value, 'Membre de démonstration ' || n.value from json_each('[1,2,3]') n where not exists (select 1 from team_members)`,
    ],
    { quiet: true },
  );
  type Row = { tbl: "blog_posts" | "services" | "project_references" | "team_members"; id: number; title: string };
  const rows = (JSON.parse(out) as Array<{ results: Array<Row> }>)[0]?.results ?? [];
  if (rows.length === 0) {
    console.log("Photos de démonstration : chaque article et chaque service a déjà une photo de la médiathèque.");
    return;
  }
  console.log(`Photos de démonstration : ${rows.length} photos de 12 Mpx à encoder (AVIF, WebP, JPEG), patientez…`);
  const statements: Array<string> = [];
  const photos = [];
  for (const [index, row] of rows.entries()) {
    const photo = await encodePhoto({ width: 4000, height: 3000, variant: index });
    photos.push(photo);
    const alt = row.tbl === "team_members" ? `Portrait du ${row.title.toLowerCase()}` : "Strates de sol argileux, sableux et calcaire (photo de démonstration)";
    const url = sqlText(`/media/${photo.key}`);
    const kind = { blog_posts: "article", services: "service", project_references: "reference", team_members: "equipe" }[row.tbl];
    statements.push(
      mediaInsert(photo, { name: `demo-${kind}-${row.id}.jpg`, alt }),
      row.tbl === "project_references"
        ? `update project_references set photos = json_array(${url}) where id = ${row.id}`
        : row.tbl === "team_members"
          ? `insert into team_members (name, job_title, photo, bio, display_order) values (${sqlText(row.title)}, 'Ingénieur géotechnicien (démonstration)', ${url}, 'Profil de démonstration pour les mesures locales.', ${row.id})`
          : `update ${row.tbl} set featured_image = ${url}, featured_image_alt = ${sqlText(alt)} where id = ${row.id}`,
    );
    process.stdout.write(`  ${index + 1}/${rows.length} ${row.title}\n`);
  }
  storeObjects(persistTo, photos);
  statements.push("insert into app_state (key, value) values ('content_generation', 1) on conflict (key) do update set value = value + 1");
  execute(statements, false, "photos");
  console.log("Photos de démonstration enregistrées dans la médiathèque locale.");
}

/** What went wrong, in French and in one paragraph: never the SQL text or its parameters. */
function demoFailure(error: unknown, step: string) {
  const causes: Array<string> = [];
  for (let current: unknown = error; current instanceof Error && causes.length < 5; current = current.cause) causes.push(current.message);
  const detail = causes.find((message) => !message.startsWith("Failed query")) ?? "";
  const locked = causes.some((message) => /locked|busy/i.test(message));
  const reason = locked
    ? "la base locale était verrouillée par un autre programme (un serveur local lancé par npm start ou npm run dev ?)"
    : `erreur de la base locale (${
        detail
          .replace(/^D1_ERROR:\s*/, "")
          .split("\n")[0]
          .slice(0, 160) || "sans détail"
      })`;
  return [
    `Les statistiques de démonstration n'ont pas pu être écrites jusqu'au bout (étape « ${step} ») : ${reason}.`,
    `Arrêtez le serveur local s'il tourne (Ctrl+C) ${DEMO_RETRY} : une nouvelle exécution remplace les lignes de démonstration déjà écrites.`,
  ].join("\n");
}

function ensureDevVars() {
  const file = path.join(root, ".dev.vars");
  if (existsSync(file)) return;
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(
    file,
    [
      "# Generated for local development by `npm start` / `npm run dev`. Never commit this file.",
      `JWT_SECRET=${secret}`,
      `SITE_ORIGIN=http://localhost:${port}`,
      "# MAILCHANNELS_API_KEY=   (empty: nothing is sent; e-mails are captured, read them in the admin: Utilisateurs > E-mails des comptes, Demandes > E-mails envoyés)",
      "# TURNSTILE_SECRET_KEY=   (empty: no Turnstile check)",
      "",
    ].join("\n"),
  );
  console.log("• .dev.vars créé (secret JWT local généré)");
}

/** A development super admin, created once; its credentials are printed at every start. */
async function ensureDevAdmin() {
  const file = path.join(persistTo, "dev-admin.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as { email: string; password: string };
  const credentials = { email: "admin@example.fr", password: randomBytes(9).toString("base64url") };
  await createAdmin({ ...credentials, firstName: "Admin", lastName: "Local" }, false);
  mkdirSync(persistTo, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2));
  return credentials;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "dev") {
    // Its options are the dev server's (npm run dev -- --port 3000).
    holdServerLock(persistTo, { port: null, command: "npm run dev" });
    run(path.join(root, "node_modules/.bin/react-router"), ["dev", ...rest]);
    return;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      remote: { type: "boolean", default: false },
      build: { type: "boolean", default: false },
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string", default: "" },
      "last-name": { type: "string", default: "" },
      "demo-stats": { type: "boolean", default: false },
      views: { type: "string" },
      photos: { type: "boolean", default: false },
    },
  });
  const remote = Boolean(values.remote);
  switch (command) {
    case "prepare": {
      ensureDevVars();
      migrate(false);
      console.log("• migrations locales appliquées");
      await seed(false);
      console.log("• données de démonstration chargées");
      const admin = await ensureDevAdmin();
      localTwoFactorPolicy();
      if (values.build) run(path.join(root, "node_modules/.bin/react-router"), ["build"], { quiet: true });
      console.log(`• super administrateur local : ${admin.email} / ${admin.password}`);
      break;
    }
    case "e2e-fixtures": {
      // Known accounts for the browser tests, one per role. They share one password, hence
      // one hash (PBKDF2 at the production cost once, not once per account).
      const { db, statements } = recorder();
      const passwordHash = await hashPassword("e2e-mot-de-passe");
      for (const role of schema.roles) {
        await db
          .insert(schema.users)
          .values({
            email: `${role.replace("_", "-")}@e2e.test`,
            passwordHash,
            role,
            firstName: "Test",
            lastName: role,
          })
          .onConflictDoNothing();
      }
      // Accounts the two-factor journeys enrol (tests/e2e/two-factor.spec.ts, and the reused
      // pending token of built-worker-guards.spec.ts): never shared.
      for (const email of ["two-factor@e2e.test", "recovery@e2e.test", "pending-reuse@e2e.test"]) {
        await db.insert(schema.users).values({ email, passwordHash, role: "author", firstName: "Test", lastName: "2FA" }).onConflictDoNothing();
      }
      // The local two-factor policy in the same file: one wrangler start fewer in the
      // journeys' prepared state (docs/decisions/937-journeys-prepared-state-cost.md).
      statements.push(LOCAL_TWO_FACTOR_POLICY);
      execute(statements, false, "e2e");
      break;
    }
    case "reset-2fa": {
      const email = positionals[0] ?? values.email;
      if (!email) throw new Error("Usage : npm run admin:reset-2fa -- <email> [--remote]");
      const reset = await resetTwoFactor(email, remote);
      execute(reset.statements, remote, "reset-2fa");
      console.log(
        `Double authentification de ${reset.email} réinitialisée (${remote ? "production" : "local"}) : connexion avec le seul mot de passe, puis nouvelle activation si elle est obligatoire.`,
      );
      break;
    }
    case "migrate":
      migrate(remote);
      break;
    case "seed": {
      // Checked first: nothing is written when --demo-stats comes with --remote.
      const demo = values["demo-stats"] ? demoStatsOptions({ remote, views: values.views }) : null;
      if (values.photos && remote) throw new Error("Les photos de démonstration ne s'écrivent que dans la base locale : retirez --remote.");
      if (demo) await ensureLocalDatabaseFree();
      if (values.photos) await ensureLocalDatabaseFree(PHOTOS_RETRY);
      await seed(remote);
      console.log(`Seed appliqué (${remote ? "production" : "local"}).`);
      if (demo) {
        console.log("Statistiques de démonstration (base locale) :");
        await demoStats(demo.views);
      }
      if (values.photos) await demoPhotos();
      break;
    }
    case "admin":
      if (!values.email || !values.password) throw new Error("Usage : npm run admin:create -- --email … --password …");
      await createAdmin({ email: values.email, password: values.password, firstName: values["first-name"] ?? "", lastName: values["last-name"] ?? "" }, remote);
      console.log(`Super administrateur ${values.email} créé (${remote ? "production" : "local"}).`);
      break;
    case "start": {
      console.log(`\n  Lutetia Géotechnique : http://localhost:${port}\n`);
      holdServerLock(persistTo, { port, command: "npm start" });
      run(wranglerBin, ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persistTo, "--show-interactive-dev-session=false"]);
      break;
    }
    default:
      throw new Error(`Commande inconnue : ${command}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
