// Earlier versions of staff-edited content (articles, services, pages): each save keeps the
// version it replaces as a JSON snapshot; restoring one saves it again as a new version, so
// nothing a colleague wrote is ever lost (decision 401).
import { and, desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { contentRevisions, users } from "~/db/schema";
import { conflictMessage } from "./concurrency";
import type { SaveOutcome } from "./concurrency.server";
import { redirectWithFlash } from "./flash.server";
import { REVISION_MESSAGES, restoreSchema } from "./schema";

export type RevisionEntity = "article" | "service" | "page";
export type RevisionItem = { id: number; version: number; savedAt: Date; savedBy: string | null };

/** The statement (for the save's batch) that keeps the version a save replaces. */
export function revisionInsert(
  db: Db,
  entityType: RevisionEntity,
  current: { id: number; version: number; updatedBy: number | null; updatedAt: Date | null },
  snapshot: Record<string, unknown>,
) {
  return db.insert(contentRevisions).values({
    entityType,
    entityId: current.id,
    version: current.version,
    snapshot,
    savedBy: current.updatedBy,
    savedAt: current.updatedAt ?? new Date(),
  });
}

const savedByName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** Earlier versions of a record, newest first (who saved each one, and when). */
export async function listRevisions(db: Db, entityType: RevisionEntity, entityId: number, limit = 30): Promise<Array<RevisionItem>> {
  return db
    .select({ id: contentRevisions.id, version: contentRevisions.version, savedAt: contentRevisions.savedAt, savedBy: savedByName.as("saved_by_name") })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.savedBy))
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)))
    .orderBy(desc(contentRevisions.version), desc(contentRevisions.id))
    .limit(limit);
}

/** One earlier version of this record (null when it is not one of its revisions). */
export async function getRevision(db: Db, entityType: RevisionEntity, entityId: number, revisionId: number) {
  const [row] = await db
    .select({ version: contentRevisions.version, snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)))
    .limit(1);
  return row ?? null;
}

/** The statement (for the delete's batch) that drops a record's revisions with it. */
export function revisionsDelete(db: Db, entityType: RevisionEntity, entityId: number) {
  return db.delete(contentRevisions).where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)));
}

export type RestoreOutcome = SaveOutcome | { ok: false; reason: "slug-taken" | "invalid" };

/**
 * Makes an earlier version current again: its snapshot is checked by today's form schema
 * (refused as "invalid" when it no longer passes) and saved like an edit by `save`, which
 * keeps the version it replaces too.
 */
export async function restoreRevision<Input, Outcome>(
  db: Db,
  entityType: RevisionEntity,
  target: { id: number; revisionId: number },
  schema: { safeParse(value: unknown): { success: true; data: Input } | { success: false } },
  save: (input: Input) => Promise<Outcome>,
): Promise<Outcome | { ok: false; reason: "not-found" | "invalid" }> {
  const revision = await getRevision(db, entityType, target.id, target.revisionId);
  if (!revision) return { ok: false, reason: "not-found" };
  const parsed = schema.safeParse(revision.snapshot);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  return save(parsed.data);
}

/**
 * The `restore` intent of an edit form's action: back to the form with 'Version restaurée
 * avec succès.', or the form again with why it could not be done (another save meanwhile,
 * the old slug now taken, the old version no longer valid).
 */
export async function answerRestore(
  request: Request,
  formData: FormData,
  options: { formPath: string; slugTaken: string; restore: (target: { version: number; revisionId: number }) => Promise<RestoreOutcome> },
) {
  const parsed = restoreSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ restoreError: REVISION_MESSAGES.restoreFailed }, { status: 400 });
  const outcome = await options.restore(parsed.data);
  if (outcome.ok) throw redirectWithFlash(request, options.formPath, REVISION_MESSAGES.restored);
  if (outcome.reason === "conflict") return data({ restoreError: conflictMessage(outcome.conflict) }, { status: 409 });
  if (outcome.reason === "slug-taken") return data({ restoreError: options.slugTaken }, { status: 409 });
  if (outcome.reason === "invalid") return data({ restoreError: REVISION_MESSAGES.restoreInvalid }, { status: 400 });
  return data({ restoreError: REVISION_MESSAGES.restoreFailed }, { status: 404 });
}
