// Erasing a person (RGPD art. 17) in an order that never leaves them half-erased
// (docs/decisions/341): the job and its plan are written first (ids and R2 prefixes, no
// personal data), then the R2 objects go, then ONE D1 batch deletes and anonymises every
// row, fills the suppression list, answers the register and marks the job done. A job left
// pending by a failure is finished by the daily cron; both steps can run again safely.
import { batchByName } from "~/db/batch.server";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { auditLog, type ErasurePlan, newsletterSuppressions, privacyErasures } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import type { PrivacyDeps } from "./export.server";
import { columnKey, findPerson, mentionPattern, type PersonFound, type PersonQuery } from "./find.server";
import { type EraseAction, INVENTORY, type InventoryEntry, inventoryEntry } from "./inventory.server";
import { actedStatement, requestToAnswer } from "./register.server";
import { sha256Hex } from "../sha256.server";

/** What replaces an erased address cited in a note of someone else's file. */
export const ERASED_ADDRESS = "[adresse effacée]";
/** D1 binds at most 100 parameters per statement. */
const IDS_PER_STATEMENT = 90;

/** One line of the preview: how many records of a kind are deleted, anonymised or kept, and what that means. */
export type ErasureLine = { kind: string; label: string; action: EraseAction; count: number; note: string };

const MENTION_NOTE = `L'adresse citée dans le texte est remplacée par « ${ERASED_ADDRESS} » ; le reste est gardé.`;

/** What erasing the person would do, kind by kind: deleted, anonymised, kept (and why). */
export function erasureSummary(found: PersonFound, entries: ReadonlyArray<InventoryEntry> = INVENTORY): Array<ErasureLine> {
  const lines = new Map<string, ErasureLine>();
  for (const group of found.groups) {
    const entry = inventoryEntry(group.kind, entries);
    for (const record of group.records) {
      const note = record.action === "keep" ? (record.reason ?? entry.eraseNote) : record.action === "anonymise" && record.mentionOnly ? MENTION_NOTE : entry.eraseNote;
      const key = `${group.kind}|${record.action}|${note}`;
      const line = lines.get(key) ?? { kind: group.kind, label: group.label, action: record.action, count: 0, note };
      line.count++;
      lines.set(key, line);
    }
  }
  return [...lines.values()];
}

/**
 * A record's R2 prefix: `{id}` is its key, `{column}` the value of one of its columns (an
 * object's exact key, e.g. a devis' `{pdfKey}`); null when that value is empty.
 */
function r2Prefix(template: string, r: { id: number | string; row: Record<string, unknown> }): string | null {
  let empty = false;
  const prefix = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === "id" ? r.id : r.row[name];
    if (value === null || value === undefined || value === "") empty = true;
    return String(value ?? "");
  });
  return empty ? null : prefix;
}

/** An audit row written by the personal-data tools themselves (privacy.find, privacy.erase…). */
function privacyJournal(entry: InventoryEntry, record: { row: Record<string, unknown> }) {
  return entry.table === auditLog && typeof record.row.action === "string" && record.row.action.startsWith("privacy.");
}

/** The plan of an erasure: only ids, R2 prefixes, hashes and the anonymised values. */
export function planErasure(found: PersonFound, entries: ReadonlyArray<InventoryEntry> = INVENTORY): ErasurePlan {
  const plan: ErasurePlan = { r2: [], deletes: [], updates: [], suppress: [], kept: [] };
  const pattern = mentionPattern(found.email);
  for (const group of found.groups) {
    const entry = inventoryEntry(group.kind, entries);
    const table = getTableConfig(entry.table).name;
    const deleted = group.records.filter((r) => r.action === "delete");
    if (deleted.length > 0) {
      plan.deletes.push({ kind: entry.kind, table, key: entry.key.name, ids: deleted.map((r) => r.id) });
      for (const store of entry.r2 ?? []) {
        for (const r of deleted) {
          const prefix = r2Prefix(store.prefix, r);
          if (prefix) plan.r2.push({ bucket: store.bucket, prefix });
        }
      }
      if (entry.suppress) plan.suppress.push(found.hash);
    }
    for (const r of group.records.filter((record) => record.action === "anonymise")) {
      if (r.mentionOnly && entry.match !== "anonymous" && entry.match.mentions) {
        const column = entry.match.mentions;
        const text = r.row[columnKey(entry, column)];
        plan.updates.push({ kind: entry.kind, table, id: Number(r.id), set: { [column.name]: typeof text === "string" ? text.replace(pattern, ERASED_ADDRESS) : null } });
      } else {
        plan.updates.push({ kind: entry.kind, table, id: Number(r.id), set: { ...(entry.anonymise ?? {}) } });
      }
    }
    // The privacy tools' own journal (the search or preview just made) is the register's trace,
    // kept anyway: not part of what is confirmed, or a super admin could never erase their own
    // address (each preview journals it). docs/decisions/729-privacy-search-boundaries.md
    const kept = group.records.filter((r) => r.action === "keep" && !privacyJournal(entry, r));
    for (const reason of new Set(kept.map((r) => r.reason ?? entry.eraseNote))) {
      plan.kept.push({ kind: entry.kind, count: kept.filter((r) => (r.reason ?? entry.eraseNote) === reason).length, reason });
    }
  }
  plan.suppress = [...new Set(plan.suppress)];
  return plan;
}

/** A short fingerprint of a plan: what the super admin confirmed is what is erased. */
export async function planFingerprint(plan: ErasurePlan): Promise<string> {
  const stable = JSON.stringify({ d: plan.deletes, u: plan.updates.map((u) => [u.table, u.id]), k: plan.kept, s: plan.suppress });
  return (await sha256Hex(stable)).slice(0, 24);
}

/** The French summary the register keeps: counts, never data. */
export function outcomeOf(plan: ErasurePlan): string {
  const deleted = plan.deletes.reduce((n, d) => n + d.ids.length, 0);
  const kept = plan.kept.reduce((n, k) => n + k.count, 0);
  const parts = [`${deleted} enregistrement${deleted > 1 ? "s" : ""} supprimé${deleted > 1 ? "s" : ""}`];
  if (plan.r2.length > 0) parts.push(`fichiers de ${plan.r2.length} dossier${plan.r2.length > 1 ? "s" : ""} supprimés`);
  if (plan.updates.length > 0) parts.push(`${plan.updates.length} anonymisé${plan.updates.length > 1 ? "s" : ""}`);
  if (kept > 0) parts.push(`${kept} conservé${kept > 1 ? "s" : ""} (obligation ou intérêt légitime, motif affiché)`);
  if (plan.suppress.length > 0) parts.push("adresse ajoutée à la liste d'opposition de la newsletter");
  return `Effacement : ${parts.join(", ")}.`;
}

/** The inventory entry of a table named in a stored plan (never SQL from the plan itself). */
function entryOfTable(table: string): InventoryEntry {
  const entry = INVENTORY.find((e) => getTableConfig(e.table).name === table);
  if (!entry) throw new Error(`Table inconnue de l'inventaire dans un plan d'effacement : ${table}`);
  return entry;
}

function columnOf(entry: InventoryEntry, name: string) {
  const column = Object.values(getTableColumns(entry.table)).find((c) => c.name === name);
  if (!column) throw new Error(`Colonne inconnue dans un plan d'effacement : ${name}`);
  return column;
}

function chunks<T>(list: Array<T>, size: number): Array<Array<T>> {
  const out: Array<Array<T>> = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The rows written since the plan that point at a record it deletes (a devis event of the
 * link being opened, of the expiry cron…): deleted by their parent's id when the job runs,
 * before the parent, so its foreign key never blocks it. Only kinds that erasing deletes.
 * docs/decisions/729-privacy-search-boundaries.md
 */
function childStatements(db: Db, plan: ErasurePlan): Array<BatchItem<"sqlite">> {
  const statements: Array<BatchItem<"sqlite">> = [];
  for (const d of plan.deletes) {
    for (const child of INVENTORY) {
      if (child.match === "anonymous" || child.erase !== "delete" || !child.match.parents) continue;
      for (const link of child.match.parents.filter((l) => l.kind === d.kind)) {
        for (const ids of chunks(d.ids, IDS_PER_STATEMENT)) {
          const inParent = inArray(link.column, ids);
          statements.push(db.delete(child.table).where(link.typeColumn && link.typeValue ? and(eq(link.typeColumn, link.typeValue), inParent) : inParent));
        }
      }
    }
  }
  return statements;
}

/** The D1 statements of a plan: children by parent, deletes (children first, as listed), then anonymisations. */
function planStatements(db: Db, plan: ErasurePlan): Array<BatchItem<"sqlite">> {
  const statements: Array<BatchItem<"sqlite">> = [...childStatements(db, plan)];
  // Children before parents: a file row before its request (the foreign key), in reverse inventory order.
  const order = (table: string) => -INVENTORY.findIndex((e) => getTableConfig(e.table).name === table);
  for (const d of [...plan.deletes].sort((a, b) => order(a.table) - order(b.table))) {
    const entry = entryOfTable(d.table);
    const key = columnOf(entry, d.key);
    for (const ids of chunks(d.ids, IDS_PER_STATEMENT)) statements.push(db.delete(entry.table).where(inArray(key, ids)));
  }
  for (const u of plan.updates) {
    const entry = entryOfTable(u.table);
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(u.set)) values[columnKey(entry, columnOf(entry, name))] = value;
    statements.push(db.update(entry.table).set(values).where(eq(entry.key, u.id)));
  }
  for (const hash of plan.suppress) statements.push(db.insert(newsletterSuppressions).values({ emailHash: hash }).onConflictDoNothing());
  return statements;
}

export type StartErasureResult = { ok: true; id: number; done: boolean } | { ok: false; reason: "changed" | "truncated" };

/**
 * Erases the person as previewed: the plan is computed again and must have the fingerprint
 * the super admin confirmed. The job is recorded (with its journal line), then run.
 */
export async function erasePerson(deps: PrivacyDeps, actor: Actor, query: PersonQuery, fingerprint: string, now = new Date()): Promise<StartErasureResult> {
  const { db } = deps;
  const found = await findPerson(db, query);
  if (found.truncated) return { ok: false, reason: "truncated" };
  const plan = planErasure(found);
  if ((await planFingerprint(plan)) !== fingerprint) return { ok: false, reason: "changed" };
  const requestId = await requestToAnswer(db, actor, found.email, "effacement", now);
  const {
    job: [job],
  } = await batchByName(db, {
    job: db.insert(privacyErasures).values({ requestId, emailHash: found.hash, plan, createdBy: actor.id, createdAt: now }).returning({ id: privacyErasures.id }),
    audit: auditInsert(db, {
      action: "privacy.erase",
      actor,
      target: { type: "privacy_erasure", id: sql`(select max(${privacyErasures.id}) from ${privacyErasures})` },
      details: {
        deleted: plan.deletes.reduce((n, d) => n + d.ids.length, 0),
        anonymised: plan.updates.length,
        kept: plan.kept.reduce((n, k) => n + k.count, 0),
        folders: plan.r2.length,
      },
    }),
  });
  const done = await runErasure(deps, job.id, now).catch((error) => {
    console.warn("effacement interrompu, repris par la tâche planifiée", error);
    return false;
  });
  return { ok: true, id: job.id, done };
}

async function deletePrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, cursor, limit: 1000 });
    const keys = listed.objects.map((o) => o.key);
    if (keys.length > 0) await bucket.delete(keys);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/**
 * Runs (or resumes) a job: R2 first, then one D1 batch that erases the rows, answers the
 * register and marks the job done. True when it is done; a failure is recorded on the job
 * (when D1 allows) and thrown.
 */
export async function runErasure(deps: PrivacyDeps, id: number, now = new Date(), recovered = false): Promise<boolean> {
  const { db } = deps;
  const [job] = await db.select().from(privacyErasures).where(eq(privacyErasures.id, id));
  if (!job) return false;
  if (job.status === "done") return true;
  try {
    for (const store of job.plan.r2) await deletePrefix(deps.bucket, store.prefix);
    const outcome = outcomeOf(job.plan);
    const statements: Array<BatchItem<"sqlite">> = [
      ...planStatements(db, job.plan),
      db
        .update(privacyErasures)
        .set({ status: "done", attempts: sql`${privacyErasures.attempts} + 1`, lastError: null, r2DoneAt: now, finishedAt: now })
        .where(and(eq(privacyErasures.id, id), eq(privacyErasures.status, "pending"))),
      ...(job.requestId ? [actedStatement(db, job.requestId, { handledBy: job.createdBy, outcome, now })] : []),
      ...(recovered ? [auditInsert(db, { action: "privacy.erase_finished", target: { type: "privacy_erasure", id }, details: { attempts: job.attempts + 1 } })] : []),
    ];
    await db.batch(statements as [BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>]);
    return true;
  } catch (error) {
    await db
      .update(privacyErasures)
      .set({ attempts: sql`${privacyErasures.attempts} + 1`, lastError: String(error).slice(0, 500) })
      .where(eq(privacyErasures.id, id))
      .catch(() => undefined);
    throw error;
  }
}

/** The daily cron: every job still pending is run again. */
export async function finishPendingErasures(deps: PrivacyDeps, now = new Date()) {
  const pending = await deps.db.select({ id: privacyErasures.id }).from(privacyErasures).where(eq(privacyErasures.status, "pending")).orderBy(asc(privacyErasures.id)).limit(50);
  let finished = 0;
  const errors: Array<unknown> = [];
  for (const job of pending) {
    try {
      if (await runErasure(deps, job.id, now, true)) finished++;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0 && finished === 0) throw errors[0];
  return finished;
}
