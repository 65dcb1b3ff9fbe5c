// Earlier versions of staff-edited content (articles, services, pages): each save keeps the
// version it replaces as a JSON snapshot; restoring one saves it again as a new version, so
// nothing a colleague wrote is ever lost (decision 401).
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentRevisions, users } from "~/db/schema";

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
