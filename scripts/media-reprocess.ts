// npm run media:reprocess [-- --force] [-- --remote]
// Runs the Worker's own reprocessing code (app/lib/media/reprocess.server.ts) in Node,
// through wrangler's platform proxy: the local D1, R2 and Images binding (Sharp) by default;
// with --remote the production D1, R2 and Cloudflare Images (remote bindings, `wrangler
// login` first). Images that already have variants are skipped unless --force.
// docs/decisions/504-media-reprocess.md
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localDatabaseLocked, runningLocalServer } from "./local-server";

const root = path.join(import.meta.dirname, "..");
const persistTo = process.env.PERSIST_TO ?? path.join(root, ".wrangler/state");
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const force = args.includes("--force");

// The Worker's types (D1, R2, Images) are not part of the Node project: the modules are loaded untyped.
type Bindings = { DB: unknown; MEDIA: unknown; IMAGES: unknown };
type Report = { processed: Array<number>; failed: Array<{ id: number; name: string; message: string }>; nextAfterId: number | null };
type ReprocessModule = { reprocessMedia: (deps: { db: unknown; bucket: unknown; images: unknown }, options: { force: boolean; afterId?: number }) => Promise<Report> };
type ClientModule = { createDb: (d1: unknown) => unknown };

/** The production bindings, marked remote, in a temporary configuration read from wrangler.toml. */
async function remoteConfig() {
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: path.join(root, "wrangler.toml") });
  const db = config.d1_databases.find((d: { binding: string }) => d.binding === "DB");
  const bucket = config.r2_buckets.find((b: { binding: string }) => b.binding === "MEDIA");
  if (!db || !bucket || !config.images) throw new Error("wrangler.toml doit déclarer DB, MEDIA et [images] IMAGES.");
  const dir = mkdtempSync(path.join(tmpdir(), "media-reprocess-"));
  const file = path.join(dir, "wrangler.json");
  writeFileSync(
    file,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      compatibility_flags: config.compatibility_flags,
      d1_databases: [{ binding: "DB", database_name: db.database_name, database_id: db.database_id, remote: true }],
      r2_buckets: [{ binding: "MEDIA", bucket_name: bucket.bucket_name, remote: true }],
      images: { binding: "IMAGES", remote: true },
    }),
  );
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function main() {
  if (!remote) {
    const server = runningLocalServer(persistTo);
    if (server || (await localDatabaseLocked(persistTo))) {
      throw new Error("Le serveur local (npm start ou npm run dev) utilise la base locale : arrêtez-le (Ctrl+C) puis relancez npm run media:reprocess.");
    }
  }
  const { getPlatformProxy } = await import("wrangler");
  const { tsImport } = await import("tsx/esm/api");
  const load = (file: string) => tsImport(file, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.node.json") });
  const { createDb } = (await load("../app/db/client.server.ts")) as ClientModule;
  const { reprocessMedia } = (await load("../app/lib/media/reprocess.server.ts")) as ReprocessModule;
  const temporary = remote ? await remoteConfig() : null;
  const proxy = await getPlatformProxy<Bindings>(
    temporary
      ? { configPath: temporary.file, remoteBindings: true, envFiles: [] }
      : { configPath: path.join(root, "wrangler.toml"), persist: { path: path.join(persistTo, "v3") }, remoteBindings: false, envFiles: [] },
  );
  const started = Date.now();
  let processed = 0;
  let failed = 0;
  try {
    const deps = { db: createDb(proxy.env.DB), bucket: proxy.env.MEDIA, images: proxy.env.IMAGES };
    let afterId: number | undefined;
    do {
      const report = await reprocessMedia(deps, { force, afterId });
      for (const id of report.processed) console.log(`• média ${id} : variantes écrites`);
      for (const failure of report.failed) console.log(`✗ média ${failure.id} (« ${failure.name} ») : ${failure.message}`);
      processed += report.processed.length;
      failed += report.failed.length;
      afterId = report.nextAfterId ?? undefined;
    } while (afterId !== undefined);
  } finally {
    await proxy.dispose();
    temporary?.cleanup();
  }
  console.log(
    `${processed} image(s) retraitée(s), ${failed} en échec, en ${Math.round((Date.now() - started) / 1000)} s (${remote ? "production" : "base locale"}${force ? ", --force" : ""}).`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
