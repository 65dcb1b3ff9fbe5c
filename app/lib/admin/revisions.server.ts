// Earlier versions of staff-edited content (articles, services, pages): each save keeps the
// version it replaces as a JSON snapshot; restoring one saves it again as a new version, so
// nothing a colleague wrote is ever lost (docs/decisions/401).
import { and, desc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { contentRevisions, users } from "~/db/schema";
import { conflictMessage } from "./concurrency";
import { staffNameSql } from "./concurrency.server";
import { redirectWithFlash } from "./flash.server";
import { restoreFailure } from "./forms.server";
import { firstFieldError, type SaveResult } from "./save";
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

/** Earlier versions of a record, newest first (who saved each one, and when). */
export async function listRevisions(db: Db, entityType: RevisionEntity, entityId: number, limit = 30): Promise<Array<RevisionItem>> {
  return db
    .select({ id: contentRevisions.id, version: contentRevisions.version, savedAt: contentRevisions.savedAt, savedBy: staffNameSql.as("saved_by_name") })
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

/**
 * Makes an earlier version current again: its snapshot is checked by today's form schema
 * (refused with `REVISION_MESSAGES.restoreInvalid` when it no longer passes) and saved like
 * an edit by `save`, which keeps the version it replaces too.
 */
export async function restoreRevision<Input, Saved extends object>(
  db: Db,
  entityType: RevisionEntity,
  target: { id: number; revisionId: number },
  schema: { safeParse(value: unknown): { success: true; data: Input } | { success: false } },
  save: (input: Input) => Promise<SaveResult<Saved>>,
): Promise<SaveResult<Saved>> {
  const revision = await getRevision(db, entityType, target.id, target.revisionId);
  if (!revision) return { ok: false, reason: "not-found" };
  const parsed = schema.safeParse(revision.snapshot);
  if (!parsed.success) return { ok: false, reason: "invalid", fieldErrors: {}, formError: REVISION_MESSAGES.restoreInvalid };
  return save(parsed.data);
}

/**
 * The `restore` intent of an edit form's action: back to the form with 'Version restaurée
 * avec succès.', or the form again with why it could not be done: another save meanwhile
 * (409), a field refused such as the old slug now taken (`invalidStatus`), the old version
 * no longer valid (400), or no such version (404).
 */
export async function answerRestore(
  request: Request,
  formData: FormData,
  options: {
    formPath: string;
    restore: (target: { version: number; revisionId: number }) => Promise<SaveResult>;
    /** The status of a refused field (a slug taken since): 409 unless told. */
    invalidStatus?: number;
    /** The 403 message when the actor may not change this record. */
    forbidden?: string;
  },
) {
  const parsed = restoreSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return restoreFailure(REVISION_MESSAGES.restoreFailed, 400);
  const outcome = await options.restore(parsed.data);
  if (outcome.ok) throw redirectWithFlash(request, options.formPath, REVISION_MESSAGES.restored);
  if (outcome.reason === "conflict") return restoreFailure(conflictMessage(outcome.conflict), 409);
  if (outcome.reason === "forbidden") throw data(options.forbidden ?? "Accès refusé", { status: 403 });
  if (outcome.reason === "invalid") {
    const field = firstFieldError(outcome);
    if (field !== undefined) return restoreFailure(field, options.invalidStatus ?? 409);
    return restoreFailure(outcome.formError ?? REVISION_MESSAGES.restoreInvalid, 400);
  }
  return restoreFailure(REVISION_MESSAGES.restoreFailed, 404);
}
