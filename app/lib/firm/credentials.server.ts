import { batchByName } from "~/db/batch.server";
import { and, asc, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credentials } from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import type { SaveResult } from "~/lib/admin/save";
import { textSearch } from "~/lib/admin/search.server";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import type { CredentialInput } from "./credential-schema";

export type CredentialRow = typeof credentials.$inferSelect;

/** Still valid on `today` (Europe/Paris): no end, or an end today or later. */
const validOn = (today: string) => or(isNull(credentials.validUntil), sql`${credentials.validUntil} >= ${today}`);

/** The credentials the public sees (« À propos », footer, Organization data): the valid ones, qualifications first. */
export function validCredentialsQuery(db: Db, now: Date) {
  return db
    .select({ kind: credentials.kind, label: credentials.label, number: credentials.number, issuer: credentials.issuer, validUntil: credentials.validUntil })
    .from(credentials)
    .where(validOn(parisDay(now)))
    .orderBy(asc(credentials.kind), asc(credentials.displayOrder), asc(credentials.id));
}

/** Qualifications, then insurance, in display order; searchable on label, number and issuer; `?kind=`. */
export async function listCredentials(db: Db, query: ListQuery<"kind">): Promise<ListPage<CredentialRow>> {
  const kind = query.filters.kind === "qualification" || query.filters.kind === "insurance" ? query.filters.kind : undefined;
  const where = and(textSearch([credentials.label, credentials.number, credentials.issuer], query.q), kind ? eq(credentials.kind, kind) : undefined);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select()
      .from(credentials)
      .where(where)
      .orderBy(asc(credentials.kind), asc(credentials.displayOrder), asc(credentials.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(credentials).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, query);
}

export async function getCredential(db: Db, id: number) {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id)).limit(1);
  return row ?? null;
}

/** An emptied day becomes null (undefined would keep the old one). */
function values(input: CredentialInput) {
  return { kind: input.kind, label: input.label, number: input.number, issuer: input.issuer, validUntil: input.validUntil ?? null, displayOrder: input.displayOrder };
}

export async function createCredential(db: Db, actor: Actor, input: CredentialInput): Promise<SaveResult> {
  await db.batch([
    db.insert(credentials).values({ ...values(input), updatedBy: actor.id }),
    auditInsert(db, { action: "credential.create", actor, target: { type: "credential", id: sql`last_insert_rowid()` }, details: { label: input.label, kind: input.kind } }),
  ]);
  return { ok: true };
}

export async function updateCredential(db: Db, actor: Actor, id: number, version: number, input: CredentialInput, now = new Date()): Promise<SaveResult<{ version: number }>> {
  const before = await getCredential(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const next = values(input);
  return saveVersioned(db, credentials, { id, version }, actor.id, next, {
    now,
    after: [
      auditInsert(db, {
        action: "credential.update",
        actor,
        target: { type: "credential", id },
        details: { label: input.label, changes: changedFields(before, next, ["kind", "label", "number", "issuer", "validUntil", "displayOrder"]) },
      }),
    ],
  });
}

export async function deleteCredential(db: Db, actor: Actor, id: number): Promise<boolean> {
  const before = await getCredential(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(credentials).where(eq(credentials.id, id)),
    auditInsert(db, { action: "credential.delete", actor, target: { type: "credential", id }, details: { label: before.label } }),
  ]);
  return true;
}
