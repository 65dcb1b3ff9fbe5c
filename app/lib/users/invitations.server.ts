// Invitations (docs/decisions/700): a super admin never chooses a colleague's password. The account is
// created 'invited' with an unusable password and a single-use link valid 7 days; the
// invitee sets their own password and is signed in.
import { batchByName } from "~/db/batch.server";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accountTokens, type Role, users } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { newPasswordError } from "~/lib/auth/password-policy.server";
import { hashPassword } from "~/lib/auth/password.server";
import { consumeAccountToken, findAccountToken, hashAccountToken, newAccountToken, TOKEN_TTL_MS, unusedTokensDelete } from "~/lib/auth/tokens.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { isUniqueViolation } from "~/lib/admin/uniqueness.server";
import { ROLE_LABELS } from "~/lib/auth/permissions";
import { USER_MESSAGES } from "./schema";
import type { Actor } from "~/lib/auth/actor";

export type InvitationDeps = { db: Db; queue: Queue; origin: string };

export const INVITATION_EMAIL_TYPE = "staff-invitation" as const;
/** Never a PBKDF2 hash: nothing verifies against it (and sign-in refuses invited accounts). */
const NO_PASSWORD = "invited$";

export const invitationPath = (token: string) => `/admin/invitation/${token}`;

function invitationEmail(settings: Settings, origin: string, invitee: { email: string; firstName: string; role: Role }, inviter: Actor, token: string) {
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: invitee.firstName ? `Bonjour ${invitee.firstName},` : "Bonjour,",
    title: `Invitation à l'administration ${settings.general.site_name}`,
    blocks: [
      {
        kind: "paragraph",
        text: `${inviter.email} vous invite à rejoindre l'administration du site ${settings.general.site_name} avec le rôle « ${ROLE_LABELS[invitee.role]} ». Pour activer votre compte, choisissez votre mot de passe en cliquant sur le bouton ci-dessous.`,
      },
      { kind: "button", label: "Activer mon compte", href: `${origin}${invitationPath(token)}` },
      { kind: "note", text: "Ce lien est valable 7 jours et ne sert qu'une fois. Si vous n'attendiez pas cette invitation, ignorez cet e-mail." },
    ],
  });
  return { type: INVITATION_EMAIL_TYPE, to: [{ email: invitee.email }], subject: `Invitation à l'administration – ${settings.general.site_name}`, text, html };
}

/** The statements that replace the invitee's links by a new one and queue its e-mail. */
async function newInvitationLink(deps: InvitationDeps, actor: Actor, invitee: { id: number; email: string; firstName: string; role: Role }, now: Date) {
  const token = newAccountToken();
  const settings = await getSettings(deps.db);
  const messageId = crypto.randomUUID();
  const email = { ...invitationEmail(settings, deps.origin, invitee, actor, token), related: { type: "user", id: invitee.id } };
  return {
    messageId,
    statements: [
      unusedTokensDelete(deps.db, invitee.id, "invitation"),
      deps.db.insert(accountTokens).values({
        userId: invitee.id,
        purpose: "invitation",
        tokenHash: await hashAccountToken(token),
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.invitation),
        createdAt: now,
      }),
      outboxInsert(deps.db, email, messageId),
    ] as const,
  };
}

export type InvitationFailure = { ok: false; reason: "refused"; message: string; field?: "email" };

export async function inviteUser(
  deps: InvitationDeps,
  actor: Actor,
  input: { email: string; firstName: string; lastName: string; role: Role },
  now = new Date(),
): Promise<{ ok: true; userId: number } | InvitationFailure> {
  const email = input.email.trim().toLowerCase();
  let row: { id: number };
  try {
    [row] = await deps.db
      .insert(users)
      .values({ email, passwordHash: NO_PASSWORD, status: "invited", role: input.role, firstName: input.firstName, lastName: input.lastName })
      .returning({ id: users.id });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "refused", field: "email", message: USER_MESSAGES.emailTaken };
    throw error;
  }
  const link = await newInvitationLink(deps, actor, { id: row.id, email, firstName: input.firstName, role: input.role }, now);
  await deps.db.batch([...link.statements, auditInsert(deps.db, { action: "user.invite", actor, target: { type: "user", id: row.id }, details: { email, role: input.role } })]);
  await dispatchEmail(deps, link.messageId);
  return { ok: true, userId: row.id };
}

async function pendingInvitee(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, "invited")))
    .limit(1);
  return row ?? null;
}

/** 'Renvoyer': a new link; the old one dies. */
export async function resendInvitation(deps: InvitationDeps, actor: Actor, id: number, now = new Date()): Promise<{ ok: true } | InvitationFailure> {
  const invitee = await pendingInvitee(deps.db, id);
  if (!invitee) return { ok: false, reason: "refused", message: USER_MESSAGES.invitationNotFound };
  const link = await newInvitationLink(deps, actor, invitee, now);
  await deps.db.batch([...link.statements, auditInsert(deps.db, { action: "user.invitation_resend", actor, target: { type: "user", id }, details: { email: invitee.email } })]);
  await dispatchEmail(deps, link.messageId);
  return { ok: true };
}

/** 'Annuler': the pending account goes, and its links with it (cascade). */
export async function cancelInvitation(db: Db, actor: Actor, id: number): Promise<{ ok: true } | InvitationFailure> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.status, "invited")))
    .returning({ id: users.id, email: users.email });
  if (!deleted[0]) return { ok: false, reason: "refused", message: USER_MESSAGES.invitationNotFound };
  await auditInsert(db, { action: "user.invitation_cancel", actor, target: { type: "user", id }, details: { email: deleted[0].email } });
  return { ok: true };
}

export type AcceptOutcome =
  | { ok: true; user: { id: number; sessionVersion: number; role: Role } }
  | { ok: false; reason: "invalid-link" }
  | { ok: false; reason: "policy"; message: string };

/** The invitee's own password: the account becomes active (the caller then signs them in). */
export async function acceptInvitation(db: Db, input: { token: string; password: string }, now = new Date()): Promise<AcceptOutcome> {
  const holder = await findAccountToken(db, "invitation", input.token, now);
  if (!holder) return { ok: false, reason: "invalid-link" };
  const refused = await newPasswordError(input.password, holder.email);
  if (refused) return { ok: false, reason: "policy", message: refused };
  const passwordHash = await hashPassword(input.password);
  if (!(await consumeAccountToken(db, holder.tokenId, now))) return { ok: false, reason: "invalid-link" };
  const { updated } = await batchByName(db, {
    updated: db
      .update(users)
      .set({ passwordHash, status: "active", sessionVersion: sql`${users.sessionVersion} + 1`, lastSignInAt: now, updatedAt: now })
      .where(and(eq(users.id, holder.userId), eq(users.status, "invited")))
      .returning({ id: users.id, sessionVersion: users.sessionVersion, role: users.role }),
    invitationLinksDropped: unusedTokensDelete(db, holder.userId, "invitation"),
    audit: auditInsert(db, { action: "user.invitation_accept", actor: { id: holder.userId, email: holder.email }, target: { type: "user", id: holder.userId } }),
  });
  if (!updated[0]) return { ok: false, reason: "invalid-link" };
  return { ok: true, user: updated[0] };
}
