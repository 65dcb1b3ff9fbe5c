// Import and export of the territory (docs/decisions/441): validation, dry run, commit, idempotence,
// round trip, size limit, and nothing half-written when a write fails.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { commitImport, exportTerritory, IMPORT_BATCH_SIZE } from "~/lib/territory/import.server";
import { readImport } from "~/lib/territory/transfer";
import { seedDatabase } from "../../seed";
import { cityPoints } from "../../seed/data/city-points";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";

let cookie = "";
let editor = { id: 0, email: "" };

beforeAll(async () => {
  await seedDatabase(db());
  const staff = await createStaff("editor");
  editor = { id: staff.id, email: staff.email };
  cookie = await sessionCookieHeader(staff);
});

function send(fields: Record<string, string | Blob>, init: { headers?: Record<string, string> } = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return request("/admin/territorial-import", { method: "POST", headers: { cookie, ...init.headers }, body });
}

const preview = (json: unknown, kind = "") => send({ intent: "preview", json: typeof json === "string" ? json : JSON.stringify(json), kind });
const commit = (json: unknown, kind = "", source = "test.json") => send({ intent: "commit", payload: typeof json === "string" ? json : JSON.stringify(json), kind, source });

async function text(res: Response) {
  return (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
}

const TABLES = ["regions", "departments", "cities"];

async function snapshot() {
  const out: Record<string, unknown> = {};
  for (const table of [...TABLES, "audit_log", "search_index"]) out[table] = (await env.DB.prepare(`select * from ${table} order by rowid`).all()).results;
  return out;
}

const chateauGontier = {
  name: "Château-Gontier-sur-Mayenne",
  slug: "chateau-gontier-sur-mayenne",
  departmentCode: "53",
  zipCode: "53200",
  description: "Sous-préfecture de la Mayenne, sur les schistes briovériens entaillés par la vallée de la Mayenne.",
};
const orphan = { name: "Lyon 9e", slug: "lyon-9e", departmentCode: "99" };

describe("validation", () => {
  test.each([
    ["no data at all", ""],
    ["an empty list", "[]"],
    ["an object without any list", JSON.stringify({ pays: [] })],
    ["JSON that does not parse", "{ cities: ["],
  ])("%s answers 'Format de données invalide' and writes nothing", async (_, json) => {
    const before = await snapshot();
    const res = await preview(json, "cities");
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("Format de données invalide");
    expect(await snapshot()).toEqual(before);
  });

  test("every row's problems are listed: missing fields, unknown parents, duplicates", async () => {
    const res = await preview({
      regions: [{ name: "Bretagne", code: "53" }],
      departments: [{ name: "Nouveau", code: "987", regionCode: "XX" }],
      cities: [chateauGontier, { ...chateauGontier, name: "Château-Gontier bis" }, orphan, { slug: "sans-nom" }],
    });
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain("Champ obligatoire manquant : slug");
    expect(html).toContain("Région inconnue : code « XX »");
    expect(html).toContain("Slug « chateau-gontier-sur-mayenne » en double dans le fichier (lignes 1, 2)");
    expect(html).toContain("Département inconnu : code « 99 »");
    expect(html).toContain("Champs obligatoires manquants : name, departmentCode");
    expect(html).toContain("0 à créer, 0 à mettre à jour, 0 inchangé, 6 en erreur");
    expect(html).toContain("Rien à importer");
  });

  test("a bare list needs its type", async () => {
    const res = await preview([chateauGontier]);
    expect(await text(res)).toContain("Pour une liste seule, indiquez s'il s'agit de régions, de départements ou de villes.");
    expect(await text(await preview([chateauGontier], "cities"))).toContain("1 à créer");
  });

  test("a body over the limit is refused from its Content-Length, before it is read", async () => {
    const res = await request("/admin/territorial-import", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "content-length": String(3 * 1024 * 1024) },
      body: "intent=preview",
    });
    expect(res.status).toBe(413);
    expect(await text(res)).toContain("Le fichier dépasse la taille maximale de 2 Mo.");
  });

  test("a file over 2 MiB is refused; a 1.5 MiB file is read", async () => {
    const big = new File(["x".repeat(2 * 1024 * 1024 + 1)], "territoire.json", { type: "application/json" });
    const res = await send({ intent: "preview", file: big });
    expect(await text(res)).toContain("Le fichier dépasse la taille maximale de 2 Mo.");
    const padded = JSON.stringify({ cities: [chateauGontier], note: "x".repeat(1.5 * 1024 * 1024) });
    const ok = await send({ intent: "preview", file: new File([padded], "territoire.json", { type: "application/json" }) });
    expect(ok.status).toBe(200);
    expect(await text(ok)).toContain("Simulation : territoire.json");
  });
});

describe("dry run and commit", () => {
  test("the dry run shows what each row would do and writes nothing", async () => {
    const before = await snapshot();
    const res = await preview({ cities: [chateauGontier, orphan, { name: "Rouen", slug: "rouen", departmentCode: "76", population: 110500 }] });
    const html = await text(res);
    expect(html).toContain("1 à créer, 1 à mettre à jour, 0 inchangé, 1 en erreur");
    expect(html).toContain("Champs modifiés : population");
    expect(html).toMatch(/créé/);
    expect(html).toContain('name="payload"');
    expect(await snapshot()).toEqual(before);
  });

  test("'Importer' writes the valid rows, skips the others, and reports 'Import terminé' with the counts", async () => {
    const res = await commit({ cities: [chateauGontier, orphan] });
    expect(res.status).toBe(302);
    const summary = "Import terminé : 1 élément importé (1 créé, 0 mis à jour), 0 inchangé, 1 erreur.";
    expect(flashOf(res)?.message).toBe(summary);
    const { html } = await followRedirect(res, cookie);
    expect(html.replaceAll("&#x27;", "'")).toContain(summary);
    expect(html).toContain("Ville n° 2 (lyon-9e) : Département inconnu : code « 99 »");

    expect(await env.DB.prepare("select name, zip_code, updated_by from cities where slug = 'chateau-gontier-sur-mayenne'").first()).toEqual({
      name: "Château-Gontier-sur-Mayenne",
      zip_code: "53200",
      updated_by: editor.id,
    });
    expect(await env.DB.prepare("select id from cities where slug = 'lyon-9e'").first()).toBeNull();
    const audit = await env.DB.prepare("select actor_id, details from audit_log where action = 'territory.import' order by id desc").first<{ actor_id: number; details: string }>();
    expect(audit?.actor_id).toBe(editor.id);
    expect(JSON.parse(audit!.details)).toMatchObject({ source: "test.json", created: 1, updated: 0, unchanged: 0, errors: 1, imported: 1 });

    // The imported city is public at once: its department page, the site maps, search.
    expect(await (await request("/departements/53")).text()).toContain('href="/villes/chateau-gontier-sur-mayenne"');
    expect(await (await request("/sitemap.xml")).text()).toContain("/villes/chateau-gontier-sur-mayenne</loc>");
    expect(await (await request("/search?q=gontier")).text()).toContain('href="/villes/chateau-gontier-sur-mayenne"');
  });

  test("importing the same file twice changes nothing the second time", async () => {
    const file = {
      regions: [{ name: "Saint-Pierre-et-Miquelon", code: "975", slug: "saint-pierre-et-miquelon", metropolitan: false }],
      departments: [{ name: "Saint-Pierre-et-Miquelon", code: "975", regionCode: "975", keyServices: ["Étude G2 en milieu insulaire"] }],
      cities: [{ name: "Saint-Pierre", slug: "saint-pierre", departmentCode: "975", zipCode: "97500", population: 5400 }],
    };
    const first = await commit(file);
    expect(flashOf(first)?.message).toBe("Import terminé : 3 éléments importés (3 créés, 0 mis à jour), 0 inchangé, 0 erreur.");
    const territory = async () => {
      const out: Record<string, unknown> = {};
      for (const table of TABLES) out[table] = (await env.DB.prepare(`select * from ${table} order by id`).all()).results;
      return out;
    };
    const after = await territory();
    const second = await commit(file);
    expect(flashOf(second)?.message).toBe("Import terminé : 0 élément importé (0 créé, 0 mis à jour), 3 inchangés, 0 erreur.");
    expect(await territory()).toEqual(after);
    expect(await (await request("/villes/saint-pierre")).text()).toContain("Saint-Pierre-et-Miquelon");
  });

  test("export then import is a round trip without change", async () => {
    const res = await request("/admin/territorial-export", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="territoire-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = await res.text();
    const file = JSON.parse(exported);
    expect(file.format).toBe("lutetia-territoire");
    expect(file.departments.find((d: { code: string }) => d.code === "2A")).toMatchObject({ name: "Corse-du-Sud", regionCode: "94" });
    const total = file.regions.length + file.departments.length + file.cities.length;

    const dryRun = await text(await preview(exported));
    expect(dryRun).toContain(`0 à créer, 0 à mettre à jour, ${total} inchangés, 0 en erreur`);
    const before = await snapshot();
    const done = await commit(exported);
    expect(flashOf(done)?.message).toBe(`Import terminé : 0 élément importé (0 créé, 0 mis à jour), ${total} inchangés, 0 erreur.`);
    const after = await snapshot();
    for (const table of [...TABLES, "search_index"]) expect(after[table], table).toEqual(before[table]);
  });

  test("an edited export updates only the rows and fields that changed", async () => {
    const file = await exportTerritory(db());
    const sarthe = file.departments.find((d) => d.code === "72")!;
    sarthe.specificRisks = [...sarthe.specificRisks, "Cavités dans la craie tuffeau de la vallée du Loir"];
    const before = await env.DB.prepare("select version from departments where code = '72'").first<{ version: number }>();
    const res = await commit(file);
    expect(flashOf(res)?.message).toContain("1 élément importé (0 créé, 1 mis à jour)");
    const after = await env.DB.prepare("select version, specific_risks from departments where code = '72'").first<{ version: number; specific_risks: string }>();
    expect(after!.version).toBe(before!.version + 1);
    expect(JSON.parse(after!.specific_risks)).toContain("Cavités dans la craie tuffeau de la vallée du Loir");
  });
});

test("a city's INSEE code, point and risk summary travel in the export; an import sets them, a bad code is refused", async () => {
  const file = await exportTerritory(db());
  const city = file.cities.find((c) => c.slug === "rouen")!;
  // Seeded from public data (docs/decisions/750); an import replaces it like any other field.
  expect(city).toMatchObject({ inseeCode: "76540", latitude: cityPoints.rouen.latitude, longitude: cityPoints.rouen.longitude, riskSummaryMode: "auto", riskSummaryText: "" });
  Object.assign(city, { inseeCode: "76540", latitude: 49.4432, longitude: 1.0999, riskSummaryMode: "custom", riskSummaryText: "Craie et alluvions de la Seine." });
  const res = await commit(file);
  expect(flashOf(res)?.message).toContain("1 élément importé (0 créé, 1 mis à jour)");
  const saved = await env.DB.prepare("select insee_code, latitude, longitude, risk_summary_mode, risk_summary_text from cities where slug = 'rouen'").first();
  expect(saved).toEqual({ insee_code: "76540", latitude: 49.4432, longitude: 1.0999, risk_summary_mode: "custom", risk_summary_text: "Craie et alluvions de la Seine." });
  const again = await exportTerritory(db());
  expect(again.cities.find((c) => c.slug === "rouen")).toMatchObject({ inseeCode: "76540", riskSummaryMode: "custom" });

  const bad = await exportTerritory(db());
  Object.assign(bad.cities.find((c) => c.slug === "rouen")!, { inseeCode: "7654", riskSummaryMode: "partout" });
  const dryRun = await text(await preview(JSON.stringify(bad)));
  expect(dryRun).toContain("code INSEE de 5 caractères (ex. « 75056 », « 2A004 ») ou null attendu");
  expect(await env.DB.prepare("select insee_code from cities where slug = 'rouen'").first()).toEqual({ insee_code: "76540" });
});

test("an import that changes a region's slug keeps its old address (301), as its form does", async () => {
  const file = await exportTerritory(db());
  const normandie = file.regions.find((r) => r.slug === "normandie")!;
  normandie.slug = "region-normandie";
  const res = await commit({ regions: [normandie] });
  expect(flashOf(res)?.message).toContain("1 mis à jour");
  const old = await request("/regions/normandie");
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe("/regions/region-normandie");
  expect((await request("/regions/region-normandie")).status).toBe(200);
});

describe("failures", () => {
  test("when the write fails, nothing of the import is written and the error says so", async () => {
    const read = readImport(
      JSON.stringify({
        regions: [{ name: "Région de secours", code: "98", slug: "region-de-secours" }],
        cities: [
          { name: "Cherbourg", slug: "cherbourg", departmentCode: "50" },
          { name: "Ville en conflit", slug: "ville-en-conflit", departmentCode: "50" },
        ],
      }),
      null,
    );
    if (!read.ok) throw new Error(read.detail);
    // Another save takes the slug between the plan and the write: the batch fails as a whole.
    const conflict = env.DB.prepare("create trigger import_conflict before insert on cities when new.slug = 'ville-en-conflit' begin select raise(abort, 'conflit simulé'); end");
    await conflict.run();
    const before = await snapshot();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await commitImport(db(), editor, read.rows, "secours.json");
    await env.DB.prepare("drop trigger import_conflict").run();
    expect(result).toMatchObject({ ok: false, batchesWritten: 0, batches: 1 });
    expect(errors).toHaveBeenCalled();
    const after = await snapshot();
    for (const table of [...TABLES, "search_index"]) expect(after[table], table).toEqual(before[table]);
    const failure = await env.DB.prepare("select details from audit_log where action = 'territory.import_failed' order by id desc").first<{ details: string }>();
    expect(JSON.parse(failure!.details)).toMatchObject({ source: "secours.json", batchesWritten: 0, created: 3 });
  });

  test("the whole territory is written in a single batch", async () => {
    const file = await exportTerritory(db());
    expect(file.regions.length + file.departments.length + file.cities.length + 8).toBeLessThan(IMPORT_BATCH_SIZE);
  });
});
