// « Mot de passe oublié » (docs/decisions/700): a single-use link, valid 30 minutes, queued through the
// mail outbox; setting the new password ends every session of the account.
import { d1BatchByName } from "~/db/batch.server";
import { eq, sql, and } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffSessions, users } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { dispatchEmail, outboxInsert, RECENT_EMAILS_TO_SQL } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { newPasswordError } from "./password-policy.server";
import { hashPassword } from "./password.server";
import { twoFactorUnlockUpdate } from "./two-factor.server";
import { consumeAccountToken, findAccountToken, hashAccountToken, newAccountToken, TOKEN_TTL_MS, unusedTokensDelete } from "./tokens.server";

export type ResetDeps = { db: Db; queue: Queue; origin: string };

/** Reset links one address may receive per hour (docs/decisions/700). */
export const RESET_LINKS_PER_HOUR = 3;
export const RESET_EMAIL_TYPE = "password-reset" as const;
export const PASSWORD_CHANGED_EMAIL_TYPE = "password-changed" as const;

export const resetPath = (token: string) => `/admin/nouveau-mot-de-passe/${token}`;

export function resetEmail(settings: Settings, origin: string, token: string) {
  return renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: "Bonjour,",
    title: "Réinitialisation de votre mot de passe",
    blocks: [
      {
        kind: "paragraph",
        text: `Une réinitialisation du mot de passe de votre compte d'administration ${settings.general.site_name} a été demandée. Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous. Ce lien est valable 30 minutes et ne sert qu'une fois.`,
      },
      { kind: "button", label: "Choisir un nouveau mot de passe", href: `${origin}${resetPath(token)}` },
      { kind: "note", text: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé." },
    ],
  });
}

export function passwordChangedEmail(settings: Settings, origin: string, email: string, userId: number, now: Date) {
  const when = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(now);
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: "Bonjour,",
    title: "Votre mot de passe a été modifié",
    blocks: [
      {
        kind: "paragraph",
        text: `Le mot de passe de votre compte d'administration ${settings.general.site_name} a été modifié le ${when}. Toutes les sessions ouvertes sur votre compte ont été fermées.`,
      },
      { kind: "button", label: "Se connecter", href: `${origin}/admin/login` },
      {
        kind: "note",
        text: "Si vous n'êtes pas à l'origine de ce changement, demandez tout de suite un nouveau lien depuis « Mot de passe oublié » et prévenez votre administrateur.",
      },
    ],
  });
  return {
    type: PASSWORD_CHANGED_EMAIL_TYPE,
    to: [{ email }],
    subject: `Votre mot de passe a été modifié – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "user", id: userId },
  };
}

// The reset e-mail, written only for an active account under its hourly cap: the SQL decides,
// so a known and an unknown address cost the same work (one batch, one queue message).
const INSERT_RESET_EMAIL = `
  insert into email_outbox (message_id, type, "to", subject, text, html, attachments, related_type, related_id)
  select ?, ?, json_array(json_object('email', u.email)), ?, ?, ?, '[]', 'user', u.id
  from users u
  where lower(u.email) = ? and u.status = 'active'
    and ${RECENT_EMAILS_TO_SQL} < ?`;
// A new link kills the account's older ones…
const DELETE_OLDER_LINKS = `
  delete from account_tokens
  where purpose = 'reset' and used_at is null
    and user_id = (select related_id from email_outbox where message_id = ?)`;
// …and is stored (its hash) only when its e-mail was written.
const INSERT_LINK = `
  insert into account_tokens (user_id, purpose, token_hash, expires_at, created_at)
  select related_id, 'reset', ?, ?, ? from email_outbox where message_id = ?`;

/**
 * Queues a reset link for the address when it belongs to an active account and the address
 * got fewer than RESET_LINKS_PER_HOUR links in the last hour. The caller always answers the
 * same; `queued` is for the tests only.
 */
export async function requestPasswordReset(deps: ResetDeps, input: { email: string }, now = new Date()): Promise<{ queued: boolean }> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const settings = await getSettings(db);
  const token = newAccountToken();
  const tokenHash = await hashAccountToken(token);
  const { text, html } = resetEmail(settings, deps.origin, token);
  const subject = `Réinitialisation de votre mot de passe – ${settings.general.site_name}`;
  const messageId = crypto.randomUUID();
  const at = now.getTime();
  // Plain D1 statements: Drizzle's batch cannot bind the parameters of a raw `sql` statement.
  const { outbox } = await d1BatchByName(db.$client, {
    outbox: db.$client.prepare(INSERT_RESET_EMAIL).bind(messageId, RESET_EMAIL_TYPE, subject, text, html, email, RESET_EMAIL_TYPE, at - 3600_000, email, RESET_LINKS_PER_HOUR),
    olderLinksDropped: db.$client.prepare(DELETE_OLDER_LINKS).bind(messageId),
    link: db.$client.prepare(INSERT_LINK).bind(tokenHash, at + TOKEN_TTL_MS.reset, at, messageId),
  });
  await dispatchEmail(deps, messageId);
  return { queued: outbox.meta.changes === 1 };
}

export type ResetOutcome = { ok: true; userId: number } | { ok: false; reason: "invalid-link" } | { ok: false; reason: "policy"; message: string };

/**
 * Sets the new password through a reset link: the link is consumed, the session version
 * bumped and every staff_sessions row of the account deleted (all devices), a locked second
 * factor unlocked, a Journal entry written and 'Votre mot de passe a été modifié' queued. A password refused by the
 * policy leaves the link usable.
 */
export async function resetPassword(deps: ResetDeps, input: { token: string; password: string }, now = new Date()): Promise<ResetOutcome> {
  const { db } = deps;
  const holder = await findAccountToken(db, "reset", input.token, now);
  if (!holder) return { ok: false, reason: "invalid-link" };
  const refused = await newPasswordError(input.password, holder.email);
  if (refused) return { ok: false, reason: "policy", message: refused };
  const passwordHash = await hashPassword(input.password);
  if (!(await consumeAccountToken(db, holder.tokenId, now))) return { ok: false, reason: "invalid-link" };
  const settings = await getSettings(db);
  const messageId = crypto.randomUUID();
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, holder.userId), eq(users.status, "active"))),
    db.delete(staffSessions).where(eq(staffSessions.userId, holder.userId)),
    unusedTokensDelete(db, holder.userId, "reset"),
    // Whoever guessed codes with the old password no longer has it: the lock lifts (docs/decisions/715).
    twoFactorUnlockUpdate(db, holder.userId),
    auditInsert(db, {
      action: "auth.password_reset",
      actor: { id: holder.userId, email: holder.email },
      target: { type: "user", id: holder.userId },
    }),
    outboxInsert(db, passwordChangedEmail(settings, deps.origin, holder.email, holder.userId, now), messageId),
  ]);
  await dispatchEmail(deps, messageId);
  return { ok: true, userId: holder.userId };
}
