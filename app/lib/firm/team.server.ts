import { batchByName } from "~/db/batch.server";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import type { SaveFailure, SaveResult } from "~/lib/admin/save";
import { textSearch } from "~/lib/admin/search.server";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { mediaImageColumn } from "~/lib/media/variants.server";
import { photoErrors } from "./photos.server";
import type { TeamMemberInput } from "./team-schema";

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** « À propos »: every member in display order, with the photo's médiathèque row (variants, alt) as JSON. */
export function publicTeamQuery(db: Db) {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      jobTitle: teamMembers.jobTitle,
      photo: teamMembers.photo,
      photoMedia: mediaImageColumn(teamMembers.photo, "photo_media"),
      bio: teamMembers.bio,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id));
}

/** In display order, searchable on name, role and text. */
export async function listTeamMembers(db: Db, query: ListQuery<never>): Promise<ListPage<TeamMemberRow>> {
  const where = textSearch([teamMembers.name, teamMembers.jobTitle, teamMembers.bio], query.q);
  const { rows, totals } = await batchByName(db, {
    rows: db.select().from(teamMembers).where(where).orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id)).limit(query.pageSize).offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(teamMembers).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, query);
}

export async function getTeamMember(db: Db, id: number) {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  return row ?? null;
}

function values(input: TeamMemberInput) {
  return { name: input.name, jobTitle: input.jobTitle, photo: input.photo || null, bio: input.bio, displayOrder: input.displayOrder };
}

/** A member is public as soon as saved: the photo needs alt text in the médiathèque (docs/decisions/753). */
async function refused(db: Db, input: TeamMemberInput, previous: string | null): Promise<SaveFailure | null> {
  const fieldErrors = await photoErrors(db, [{ field: "photo", src: input.photo }], previous ? [previous] : [], true);
  return Object.keys(fieldErrors).length > 0 ? { ok: false, reason: "invalid", fieldErrors } : null;
}

export async function createTeamMember(db: Db, actor: Actor, input: TeamMemberInput): Promise<SaveResult> {
  const refusal = await refused(db, input, null);
  if (refusal) return refusal;
  await db.batch([
    db.insert(teamMembers).values({ ...values(input), updatedBy: actor.id }),
    // The row just inserted: the batch is one transaction, nothing runs between the two statements.
    auditInsert(db, { action: "team.create", actor, target: { type: "team_member", id: sql`last_insert_rowid()` }, details: { name: input.name } }),
  ]);
  return { ok: true };
}

export async function updateTeamMember(db: Db, actor: Actor, id: number, version: number, input: TeamMemberInput, now = new Date()): Promise<SaveResult<{ version: number }>> {
  const before = await getTeamMember(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const refusal = await refused(db, input, before.photo);
  if (refusal) return refusal;
  const next = values(input);
  return saveVersioned(db, teamMembers, { id, version }, actor.id, next, {
    now,
    after: [
      auditInsert(db, {
        action: "team.update",
        actor,
        target: { type: "team_member", id },
        details: { name: input.name, changes: changedFields(before, next, ["name", "jobTitle", "photo", "bio", "displayOrder"]) },
      }),
    ],
  });
}

export async function deleteTeamMember(db: Db, actor: Actor, id: number): Promise<boolean> {
  const before = await getTeamMember(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(teamMembers).where(eq(teamMembers.id, id)),
    auditInsert(db, { action: "team.delete", actor, target: { type: "team_member", id }, details: { name: before.name } }),
  ]);
  return true;
}
