// Finds everything the site holds about a person, kind by kind as the inventory lists it, in
// ONE D1 batch (docs/decisions/340). An address matches exactly, whatever its case: never
// « ajean.dupont@x.fr » nor « jean.dupont@x.fr.evil » for « jean.dupont@x.fr ».
import { and, eq, getTableColumns, or, type SQL, sql, type WithSubquery } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { emailHash, normaliseEmail, phoneVariants } from "./hash.server";
import { type EraseAction, type InventoryEntry, PERSON_ENTRIES } from "./inventory.server";

/** Records of one kind shown and erased at most; beyond, the screen says so and erasing waits. */
export const FIND_LIMIT = 1000;

export type PersonQuery = { email: string; phone?: string | null };

export type FoundRecord = {
  kind: string;
  id: number | string;
  title: string;
  date: Date | null;
  href: string | null;
  /** What erasing would do with it, and why when it is kept. */
  action: EraseAction;
  reason: string | null;
  /** Found only because a note of someone else's file cites the address. */
  mentionOnly: boolean;
  row: Record<string, unknown>;
};

export type FoundGroup = { kind: string; label: string; description: string; records: Array<FoundRecord>; truncated: boolean };

export type PersonFound = {
  email: string;
  phone: string | null;
  hash: string;
  groups: Array<FoundGroup>;
  total: number;
  truncated: boolean;
};

type Person = { email: string; phones: Array<string>; hash: string };

const byKind = (entries: ReadonlyArray<InventoryEntry>, kind: string) => entries.find((e) => e.kind === kind);

/*
 * D1 binds at most 100 variables per statement. The person's terms are bound ONCE per statement,
 * in the `__person` CTE, and the person's records of each parent kind are found ONCE per
 * statement, in a `__keys_<kind>` CTE that every reference reads: however many kinds the
 * inventory lists, or parents an entry names, a statement binds the address, the hash and the
 * phones once, and each parent's hold twice at most (its CTE, and the records it keeps whoever
 * they belong to): D1_ERROR « too many SQL variables » otherwise.
 */
const PERSON_CTE = "__person";
const keysName = (kind: string) => `__keys_${kind.replace(/[^A-Za-z0-9_]/g, "_")}`;

/** The CTEs of one statement, in the order they depend on each other. */
type Scope = { db: Db; entries: ReadonlyArray<InventoryEntry>; person: Person; ctes: Map<string, WithSubquery> };

const personEmail = sql`(select email from ${sql.identifier(PERSON_CTE)})`;
const personHash = sql`(select hash from ${sql.identifier(PERSON_CTE)})`;
const personPhones = sql`(select value from json_each((select phones from ${sql.identifier(PERSON_CTE)})))`;

function personCte(db: Db, person: Person): WithSubquery {
  return db.$with(PERSON_CTE).as(
    db
      .select({
        email: sql<string>`${person.email}`.as("email"),
        hash: sql<string>`${person.hash}`.as("hash"),
        phones: sql<string>`${JSON.stringify(person.phones)}`.as("phones"),
      })
      .from(sql`(select 1)`),
  );
}

/** The rows of an entry that hold the person's address, phone or hash themselves. */
function directMatch(entry: InventoryEntry, person: Person): SQL | undefined {
  if (entry.match === "anonymous") return undefined;
  const { email = [], emailWhen = [], phone = [], hash = [] } = entry.match;
  return or(
    ...email.map((expression) => sql`${expression} = ${personEmail}`),
    ...emailWhen.map(({ expression, when }) => and(sql`${expression} = ${personEmail}`, when)),
    ...(person.phones.length > 0 ? phone.map((column) => sql`${column} in ${personPhones}`) : []),
    ...hash.map((column) => sql`${column} = ${personHash}`),
  );
}

/**
 * The CTE of the person's records of a kind: its key, and whether its hold keeps it (1, 0, or
 * null when the hold cannot say: then neither free nor held, as before). Added to the
 * statement's CTEs once; undefined when the person can have none.
 */
function keysCte(scope: Scope, kind: string): string | undefined {
  const name = keysName(kind);
  if (scope.ctes.has(name)) return name;
  const parent = byKind(scope.entries, kind);
  if (!parent) return undefined;
  const belongs = belongsTo(scope, parent);
  if (!belongs) return undefined;
  // A condition is 1, 0 or null in SQLite: `held` is the hold's own value, bound once.
  const held = parent.hold ? sql`(${parent.hold.where})` : sql`0`;
  scope.ctes.set(
    name,
    scope.db.$with(name).as(
      scope.db
        .select({ key: sql`${parent.key}`.as("key"), held: sql<number>`${held}`.as("held") })
        .from(parent.table)
        .where(belongs),
    ),
  );
  return name;
}

/** Rows linked to the person's records of another kind (a file of their request, a note on it); `held`: only those kept by its hold, or only the others. */
function parentMatch(scope: Scope, entry: InventoryEntry, held: boolean): SQL | undefined {
  if (entry.match === "anonymous" || !entry.match.parents) return undefined;
  return or(
    ...entry.match.parents.map((link) => {
      if (held && !byKind(scope.entries, link.kind)?.hold) return undefined;
      const name = keysCte(scope, link.kind);
      if (!name) return undefined;
      const inParent = sql`${link.column} in (select key from ${sql.identifier(name)} where held = ${sql.raw(held ? "1" : "0")})`;
      return link.typeColumn && link.typeValue ? and(eq(link.typeColumn, link.typeValue), inParent) : inParent;
    }),
  );
}

/**
 * Rows linked to a record kept by its hold, whoever that record belongs to: the e-mails of an
 * accepted devis are part of the contract even when found through the engineer's address
 * (docs/decisions/729).
 */
function linkedToHeld(entries: ReadonlyArray<InventoryEntry>, entry: InventoryEntry): SQL | undefined {
  if (entry.match === "anonymous" || !entry.match.parents) return undefined;
  return or(
    ...entry.match.parents.map((link) => {
      const parent = byKind(entries, link.kind);
      if (!parent?.hold) return undefined;
      const inParent = sql`${link.column} in (select ${parent.key} from ${parent.table} where ${parent.hold.where})`;
      return link.typeColumn && link.typeValue ? and(eq(link.typeColumn, link.typeValue), inParent) : inParent;
    }),
  );
}

function belongsTo(scope: Scope, entry: InventoryEntry): SQL | undefined {
  return or(directMatch(entry, scope.person), parentMatch(scope, entry, false), parentMatch(scope, entry, true));
}

const flag = (condition: SQL | undefined, name: string) => sql<number>`case when ${condition ?? sql`0`} then 1 else 0 end`.as(name);

/** The free-text column's candidates (instr) are re-checked here: the address, not a longer one that contains it. */
export function mentionPattern(email: string): RegExp {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9._%+-])${escaped}(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])`, "gi");
}

function statementFor(db: Db, entries: ReadonlyArray<InventoryEntry>, entry: InventoryEntry, person: Person) {
  if (entry.match === "anonymous") throw new Error(`${entry.kind} est anonyme par conception`);
  const scope: Scope = { db, entries, person, ctes: new Map([[PERSON_CTE, personCte(db, person)]]) };
  const direct = directMatch(entry, person);
  const free = parentMatch(scope, entry, false);
  const heldParent = parentMatch(scope, entry, true);
  const mention = entry.match.mentions ? sql`instr(lower(${entry.match.mentions}), ${personEmail}) > 0` : undefined;
  return db
    .with(...scope.ctes.values())
    .select({
      ...getTableColumns(entry.table),
      linked: flag(or(direct, free), "__linked"),
      heldParent: flag(heldParent, "__held_parent"),
      heldLink: flag(linkedToHeld(entries, entry), "__held_link"),
      held: flag(entry.hold?.where, "__held"),
    })
    .from(entry.table)
    .where(or(direct, free, heldParent, mention))
    .limit(FIND_LIMIT + 1);
}

/** The reason a record linked to a kept record of another kind is kept with it. */
function parentReason(entries: ReadonlyArray<InventoryEntry>, entry: InventoryEntry): string {
  if (entry.match === "anonymous") return "";
  const reasons = (entry.match.parents ?? []).map((link) => byKind(entries, link.kind)?.hold?.reason).filter(Boolean);
  return `Lié à un enregistrement conservé. ${reasons[0] ?? ""}`.trim();
}

function recordOf(entries: ReadonlyArray<InventoryEntry>, entry: InventoryEntry, raw: Record<string, unknown>): FoundRecord {
  const { linked, heldParent, heldLink, held, ...row } = raw as Record<string, unknown> & { linked: number; heldParent: number; heldLink: number; held: number };
  const keyName = Object.entries(getTableColumns(entry.table)).find(([, column]) => column === entry.key)?.[0] ?? "id";
  const mentionOnly = linked !== 1 && heldParent !== 1;
  let action: EraseAction = entry.erase;
  let reason: string | null = null;
  if (held === 1) {
    action = "keep";
    reason = entry.hold?.reason ?? null;
  } else if (heldParent === 1 || heldLink === 1) {
    action = "keep";
    reason = parentReason(entries, entry);
  } else if (entry.erase === "keep") {
    reason = entry.eraseNote;
  } else if (mentionOnly) {
    action = "anonymise";
  }
  return {
    kind: entry.kind,
    id: row[keyName] as number | string,
    title: entry.title(row),
    date: entry.date(row),
    href: entry.href ? entry.href(row) : null,
    action,
    reason,
    mentionOnly,
    row,
  };
}

async function personStatements(db: Db, query: PersonQuery, entries: ReadonlyArray<InventoryEntry>) {
  const email = normaliseEmail(query.email);
  const phone = query.phone?.trim() ? query.phone.trim() : null;
  const person: Person = { email, phones: phone ? phoneVariants(phone) : [], hash: await emailHash(email) };
  const searched = entries.filter((entry) => entry.match !== "anonymous");
  const statements = Object.fromEntries(searched.map((entry) => [entry.kind, statementFor(db, entries, entry, person)]));
  return { email, phone, person, searched, statements };
}

/** The SQL of each statement of a search (the scale test reads their query plans). */
export async function findStatementsSql(db: Db, query: PersonQuery, entries: ReadonlyArray<InventoryEntry> = PERSON_ENTRIES) {
  const { statements } = await personStatements(db, query, entries);
  return Object.fromEntries(Object.entries(statements).map(([kind, statement]) => [kind, statement.toSQL()]));
}

/**
 * Every record of the person, grouped by kind (in the inventory's order), with what erasing
 * would do with each. `entries` is the inventory (a test may extend it).
 */
export async function findPerson(db: Db, query: PersonQuery, entries: ReadonlyArray<InventoryEntry> = PERSON_ENTRIES): Promise<PersonFound> {
  const { email, phone, person, searched, statements } = await personStatements(db, query, entries);
  const results = (await batchByName(db, statements)) as Record<string, Array<Record<string, unknown>>>;
  const pattern = mentionPattern(email);
  const groups: Array<FoundGroup> = [];
  for (const entry of searched) {
    const rows = results[entry.kind] ?? [];
    const truncated = rows.length > FIND_LIMIT;
    const records = rows
      .slice(0, FIND_LIMIT)
      .map((raw) => recordOf(entries, entry, raw))
      .filter((record) => {
        if (!record.mentionOnly) return true;
        const mentions = entry.match !== "anonymous" ? entry.match.mentions : undefined;
        const text = mentions ? record.row[columnKey(entry, mentions)] : null;
        pattern.lastIndex = 0;
        return typeof text === "string" && pattern.test(text);
      });
    if (records.length > 0) groups.push({ kind: entry.kind, label: entry.label, description: entry.description, records, truncated });
  }
  return {
    email,
    phone,
    hash: person.hash,
    groups,
    total: groups.reduce((sum, group) => sum + group.records.length, 0),
    truncated: groups.some((group) => group.truncated),
  };
}

/** The property name of a column in a row of its table (camelCase key). */
export function columnKey(entry: InventoryEntry, column: unknown): string {
  const found = Object.entries(getTableColumns(entry.table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`Colonne inconnue de ${getTableConfig(entry.table).name}`);
  return found[0];
}
