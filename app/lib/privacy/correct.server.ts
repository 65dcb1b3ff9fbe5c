// Rectification (RGPD art. 16): a person's e-mail address or phone number changed on every
// record that holds it, in ONE D1 batch with the register and the journal. The columns come
// from the inventory (`correct`). Sent e-mails are left as they were sent (a record of what
// went where), and a staff account changes in « Utilisateurs ».
import { count, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { newsletterSubscribers, newsletterSuppressions } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { emailHash, normaliseEmail, phoneVariants } from "./hash.server";
import { PERSON_ENTRIES } from "./inventory.server";
import { actedStatement, requestToAnswer } from "./register.server";

export type Correction = { email: string; phone?: string | null; newEmail?: string | null; newPhone?: string | null };

export type CorrectionResult =
  | { ok: true; updated: number; byKind: Record<string, number> }
  | { ok: false; reason: "nothing" | "not-found" | "newsletter-taken" | "newsletter-suppressed" };

type Change = { kind: string; table: SQLiteTable; property: string; value: string; where: SQL };

/** Every column to rewrite, from the inventory's `correct`: `set column = new where column is the old value`. */
function changesOf(input: { email: string; phones: Array<string>; newEmail: string | null; newPhone: string | null }): Array<Change> {
  const changes: Array<Change> = [];
  for (const entry of PERSON_ENTRIES) {
    if (!entry.correct) continue;
    const property = (column: unknown) => {
      const found = Object.entries(getTableColumns(entry.table)).find(([, candidate]) => candidate === column);
      if (!found) throw new Error(`Colonne inconnue dans une rectification (${entry.kind})`);
      return found[0];
    };
    if (input.newEmail) {
      for (const column of entry.correct.email ?? [])
        changes.push({ kind: entry.kind, table: entry.table, property: property(column), value: input.newEmail, where: sql`lower(${column}) = ${input.email}` });
    }
    if (input.newPhone && input.phones.length > 0) {
      for (const { column, digits } of entry.correct.phone ?? [])
        changes.push({ kind: entry.kind, table: entry.table, property: property(column), value: input.newPhone, where: inArray(digits, input.phones) });
    }
  }
  return changes;
}

/**
 * Changes the address and/or phone everywhere the inventory allows, in one batch with the
 * register's answer and the journal. A newsletter subscription cannot move to an address
 * that is already subscribed, or that was erased (suppression list).
 */
export async function correctPerson(db: Db, actor: Actor, input: Correction, now = new Date()): Promise<CorrectionResult> {
  const email = normaliseEmail(input.email);
  const candidate = input.newEmail?.trim() ? normaliseEmail(input.newEmail) : null;
  const newEmail = candidate && candidate !== email ? candidate : null;
  const newPhone = input.newPhone?.trim() ? input.newPhone.trim() : null;
  const phones = input.phone?.trim() ? phoneVariants(input.phone) : [];
  const changes = changesOf({ email, phones, newEmail, newPhone });
  if (changes.length === 0) return { ok: false, reason: "nothing" };

  // Rows per kind (a row whose address and phone both change counts once).
  const kinds = [...new Set(changes.map((change) => change.kind))];
  const counts = await batchByName(db, {
    ...Object.fromEntries(
      kinds.map((kind) => {
        const own = changes.filter((change) => change.kind === kind);
        return [
          `kind:${kind}`,
          db
            .select({ n: count() })
            .from(own[0].table)
            .where(or(...own.map((change) => change.where))),
        ];
      }),
    ),
    subscribed: db.select({ n: count() }).from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
    taken: db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${newEmail ?? ""}`),
    suppressed: db
      .select({ n: count() })
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.emailHash, await emailHash(newEmail ?? email))),
  });
  const n = (name: string) => (counts as Record<string, Array<{ n: number }>>)[name]?.[0]?.n ?? 0;
  if (newEmail && n("subscribed") > 0 && n("taken") > 0) return { ok: false, reason: "newsletter-taken" };
  if (newEmail && n("subscribed") > 0 && n("suppressed") > 0) return { ok: false, reason: "newsletter-suppressed" };
  const byKind: Record<string, number> = {};
  for (const kind of kinds) if (n(`kind:${kind}`) > 0) byKind[kind] = n(`kind:${kind}`);
  const updated = Object.values(byKind).reduce((a, b) => a + b, 0);
  if (updated === 0) return { ok: false, reason: "not-found" };

  const requestId = await requestToAnswer(db, actor, email, "rectification", now);
  const what = [newEmail ? "adresse e-mail" : null, newPhone ? "téléphone" : null].filter(Boolean).join(" et ");
  const outcome = `Rectification (${what}) : ${updated} enregistrement${updated > 1 ? "s" : ""} modifié${updated > 1 ? "s" : ""}.`;
  await db.batch([
    ...changes.map((change) =>
      db
        .update(change.table)
        .set({ [change.property]: change.value })
        .where(change.where),
    ),
    actedStatement(db, requestId, { handledBy: actor.id, outcome, now }),
    auditInsert(db, { action: "privacy.correct", actor, target: { type: "privacy_request", id: requestId }, details: { updated, byKind } }),
  ] as unknown as [BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>]);
  return { ok: true, updated, byKind };
}
