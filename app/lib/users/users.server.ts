import { batchByName } from "~/db/batch.server";
import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type AccountStatus, staffSessions, users, type Role } from "~/db/schema";
import { auditInsert, recordAudit } from "~/lib/audit/audit.server";
import { newPasswordError } from "~/lib/auth/password-policy.server";
import { hashPassword, verifyPassword } from "~/lib/auth/password.server";
import { type SessionOrigin, sessionInsert, sessionRow } from "~/lib/auth/sessions.server";
import { unusedTokensDelete } from "~/lib/auth/tokens.server";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import { USER_MESSAGES, type UpdateUserInput, PROFILE_MESSAGES } from "./schema";
import type { Actor } from "~/lib/auth/actor";

export type UserFailure = { ok: false; reason: "refused"; message: string; field?: "email" | "password" | "role" | "currentPassword" | "newPassword"; rateLimited?: true };

const listColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  lastSignInAt: users.lastSignInAt,
  status: users.status,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  version: users.version,
  /** 1 when the account signs in with a second factor (staff_two_factor enabled). */
  twoFactor: sql<number>`exists(select 1 from staff_two_factor where staff_two_factor.user_id = ${users.id} and staff_two_factor.enabled_at is not null)`,
  /** 1 when too many refused codes locked its second factor (docs/decisions/715). */
  twoFactorLocked: sql<number>`exists(select 1 from staff_two_factor where staff_two_factor.user_id = ${users.id} and staff_two_factor.locked_at is not null)`,
};

export type UserListItem = {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  lastSignInAt: Date | null;
  /** `invited`: 'Invitation envoyée', no password yet. */
  status: AccountStatus;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  twoFactor: number;
  twoFactorLocked: number;
};

/** Search on first name, last name and e-mail (case-insensitive), newest first, 10 per page. */
export async function listUsers(db: Db, query: ListQuery): Promise<ListPage<UserListItem>> {
  const where = textSearch([users.firstName, users.lastName, users.email], query.q);
  const { rows, totals } = await batchByName(db, {
    rows: db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.pageSize).offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(users).where(where),
  });
  return listPage(rows as Array<UserListItem>, totals[0]?.total ?? 0, query);
}

export async function getUser(db: Db, id: number): Promise<UserListItem | null> {
  const [row] = await db.select(listColumns).from(users).where(eq(users.id, id)).limit(1);
  return (row as UserListItem | undefined) ?? null;
}

/** Condition that keeps at least one super admin when a row stops being one. */
const anotherSuperAdminExists = sql`(select count(*) from ${users} where ${users.role} = 'super_admin') > 1`;

/**
 * Updates names and role (never the password: the account holder's own business) at the
 * version the dialog was loaded at: a save over a colleague's newer one answers a conflict.
 * A role change bumps the session version: the user's existing tokens stop working on their
 * next request. The audit row is written in the same batch.
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: Omit<UpdateUserInput, "intent" | "id" | "version">,
  now = new Date(),
): Promise<SaveResult<{ id: number; version: number }>> {
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) return { ok: false, reason: "not-found" };
  const roleChanged = input.role !== target.role;
  if (roleChanged && target.id === actor.id) return invalidField("role", USER_MESSAGES.selfDemote, USER_MESSAGES.updateFailed);
  const leavesSuperAdmins = roleChanged && target.role === "super_admin";
  if (leavesSuperAdmins && !(await anotherSuperAdmin(db))) return invalidField("role", USER_MESSAGES.lastSuperAdmin, USER_MESSAGES.updateFailed);

  const changes: Array<string> = [];
  if (input.firstName !== target.firstName || input.lastName !== target.lastName) changes.push("names");
  if (roleChanged) changes.push("role");
  const outcome = await saveVersioned(
    db,
    users,
    { id, version },
    actor.id,
    { firstName: input.firstName, lastName: input.lastName, role: input.role, ...(roleChanged ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}) },
    {
      now,
      // Checked again when written: two demotions at once never leave the site without a super admin.
      guard: leavesSuperAdmins ? anotherSuperAdminExists : undefined,
      after: [
        auditInsert(db, {
          action: "user.update",
          actor,
          target: { type: "user", id },
          details: { email: target.email, changes, ...(roleChanged ? { fromRole: target.role, toRole: input.role } : {}) },
        }),
      ],
    },
  );
  return outcome.ok ? { ...outcome, id } : outcome;
}

async function anotherSuperAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "super_admin"));
  return (row?.total ?? 0) > 1;
}

/** Deletes a staff account; never one's own, never the last super administrator. */
export async function deleteUser(db: Db, actor: Actor, id: number): Promise<{ ok: true } | UserFailure> {
  if (id === actor.id) return { ok: false, reason: "refused", message: USER_MESSAGES.selfDelete };
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) return { ok: false, reason: "refused", message: USER_MESSAGES.notFound };
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id), or(ne(users.role, "super_admin"), anotherSuperAdminExists)))
    .returning({ id: users.id });
  if (deleted.length === 0) return { ok: false, reason: "refused", message: USER_MESSAGES.lastSuperAdmin };
  await auditInsert(db, {
    action: "user.delete",
    actor,
    target: { type: "user", id },
    details: { email: target.email, role: target.role },
  });
  return { ok: true };
}

// --- Mon Profil ---

/** Mon Profil: one's own names. The version moves too, so a super admin's older edit dialog is refused (409) rather than undoing it. */
export async function updateOwnNames(db: Db, actor: Actor, input: { firstName: string; lastName: string }) {
  await db.batch([
    db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date(), version: sql`${users.version} + 1`, updatedBy: actor.id })
      .where(eq(users.id, actor.id)),
    auditInsert(db, { action: "profile.update", actor, target: { type: "user", id: actor.id } }),
  ]);
}

/**
 * Changes one's own password after checking the current one. Like a reset link
 * (reset.server.ts), the new password ends every session of the account — the version is
 * bumped and every staff_sessions row deleted, so « Sessions actives » lists none of the
 * old ones — and deletes the account's unused reset links; the browser that made the change
 * gets a new session row, written in the same batch (docs/decisions/716). Like sign-in
 * (login.server.ts), attempts are limited per account (the LOGIN_LIMITER binding) before any
 * password is verified, and every refusal is written to the Journal: a stolen session must
 * not become an unlimited, silent guess of the account's password.
 */
export async function changeOwnPassword(
  deps: { db: Db; limiter: RateLimit },
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  options: { now?: Date; origin?: SessionOrigin } = {},
): Promise<{ ok: true; sessionVersion: number; sessionId: string } | UserFailure> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const { success } = await deps.limiter.limit({ key: `profile:password:user:${actor.id}` });
  if (!success) {
    await recordAudit(db, { action: "profile.password_change_rate_limited", actor, target: { type: "user", id: actor.id } });
    return { ok: false, reason: "refused", message: PROFILE_MESSAGES.rateLimited, rateLimited: true };
  }
  const [row] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) return { ok: false, reason: "refused", message: USER_MESSAGES.notFound };
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    await recordAudit(db, { action: "profile.password_change_failed", actor, target: { type: "user", id: actor.id } });
    return { ok: false, reason: "refused", field: "currentPassword", message: PROFILE_MESSAGES.wrongPassword };
  }
  const refused = await newPasswordError(input.newPassword, row.email);
  if (refused) return { ok: false, reason: "refused", field: "newPassword", message: refused };
  const passwordHash = await hashPassword(input.newPassword);
  const session = sessionRow(actor.id, now, options.origin);
  const { updated } = await batchByName(db, {
    updated: db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, actor.id))
      .returning({ sessionVersion: users.sessionVersion }),
    sessionsEnded: db.delete(staffSessions).where(eq(staffSessions.userId, actor.id)),
    resetLinksDropped: unusedTokensDelete(db, actor.id, "reset"),
    session: sessionInsert(db, session),
    audit: auditInsert(db, { action: "profile.password_change", actor, target: { type: "user", id: actor.id } }),
  });
  return { ok: true, sessionVersion: updated[0].sessionVersion, sessionId: session.id };
}
