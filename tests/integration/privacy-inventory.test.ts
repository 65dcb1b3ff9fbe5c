// The personal data inventory is complete (docs/decisions/340): every column of the Drizzle
// schema whose name says it holds an e-mail, a phone, a name, an address or a browser's
// identity is listed in app/lib/privacy/inventory.server.ts, or in the allow-list below
// with the reason it is not personal data. A new table (a devis with its client's e-mail)
// fails here until the inventory says how it is found, kept and erased.
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, test } from "vitest";
import * as schema from "~/db/schema";
import { INVENTORY, LEGAL_BASES } from "~/lib/privacy/inventory.server";
import { PURGES } from "~/lib/privacy/retention";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => value instanceof SQLiteTable);

/** Names that say a column holds personal data. */
const PERSONAL_NAME =
  /email|(^|_)(e?mail|phone|telephone|tel|mobile|to|reply_to|recipient|first_name|last_name|full_name|address|user_agent|ip|city|country|latitude|longitude)(_|$)|(client|customer|contact|signer|signatory|user)_name/;

/** Columns whose name looks personal but whose content is not, and why. */
const NOT_PERSONAL: Record<string, string> = {
  "redirects.to_path": "a path of the site a redirection leads to, not a recipient",
  "cities.latitude": "the reference point of a commune (territorial content)",
  "cities.longitude": "the reference point of a commune (territorial content)",
  "devis_events.to_status": "the status a devis moved to (« accepte »), not a recipient",
  "project_references.city_id": "the commune of a published project reference (territorial content, no client named)",
};

const key = (table: SQLiteTable, column: string) => `${getTableConfig(table).name}.${column}`;

const inventoried = new Set(
  INVENTORY.flatMap((entry) => [
    ...entry.columns.map((c) => key(entry.table, c.column.name)),
    ...(entry.linkedTables ?? []).flatMap((linked) => linked.columns.map((c) => key(linked.table, c.column.name))),
  ]),
);

test("every column whose name holds an e-mail, a phone, a name or an address is in the inventory or in the allow-list with its reason", () => {
  const candidates = tables.flatMap((table) =>
    getTableConfig(table)
      .columns.filter((c) => PERSONAL_NAME.test(c.name))
      .map((c) => key(table, c.name)),
  );
  expect(candidates.length).toBeGreaterThan(20);
  const missing = candidates.filter((name) => !inventoried.has(name) && !(name in NOT_PERSONAL));
  expect(missing, "colonnes de données personnelles absentes de l'inventaire").toEqual([]);
  // The allow-list names only columns the heuristic catches, and nothing the inventory also claims.
  expect(Object.keys(NOT_PERSONAL).filter((name) => !candidates.includes(name) || inventoried.has(name))).toEqual([]);
});

test("the heuristic catches a devis table that holds a client's e-mail and phone", () => {
  // What the inventory test will say when the devis domain adds its table.
  const devis = ["client_name", "client_email", "client_phone", "client_address"];
  expect(devis.filter((name) => PERSONAL_NAME.test(name))).toEqual(devis);
  expect(["reference", "total_ht", "accepted_at", "version"].filter((name) => PERSONAL_NAME.test(name))).toEqual([]);
});

test("every entry states its retention, a legal basis of RGPD art. 6, what erasing does, and a purge that exists", () => {
  const purges = new Set<string>(PURGES.map((p) => p.key));
  for (const entry of INVENTORY) {
    expect(entry.retention.length, entry.kind).toBeGreaterThan(5);
    expect(Object.keys(LEGAL_BASES), entry.kind).toContain(entry.legalBasis);
    expect(LEGAL_BASES[entry.legalBasis]).toMatch(/RGPD, art\. 6\.1\.[abcf]/);
    expect(entry.eraseNote.length, entry.kind).toBeGreaterThan(5);
    if (entry.purge) expect(purges.has(entry.purge), entry.kind).toBe(true);
    if (entry.erase === "anonymise") expect(entry.anonymise ?? (entry.match !== "anonymous" && entry.match.mentions), entry.kind).toBeTruthy();
    // Every column of an entry belongs to its table (or a linked table).
    for (const column of entry.columns) expect(getTableConfig(entry.table).columns, `${entry.kind}.${column.column.name}`).toContain(column.column);
  }
  // One entry per table that holds a person's data: the finder, the export and the eraser agree on the kind.
  const names = INVENTORY.map((e) => getTableConfig(e.table).name);
  expect(new Set(names).size).toBe(names.length);
});

test("the kinds that hold an address are found by it: each has a match on its e-mail columns or a parent", () => {
  for (const entry of INVENTORY) {
    const holdsEmail = entry.columns.some((c) => c.holds === "email" || c.holds === "hash");
    if (!holdsEmail) continue;
    expect(entry.match, entry.kind).not.toBe("anonymous");
    if (entry.match === "anonymous") continue;
    expect((entry.match.email?.length ?? 0) + (entry.match.hash?.length ?? 0) + (entry.match.parents?.length ?? 0), entry.kind).toBeGreaterThan(0);
  }
});
