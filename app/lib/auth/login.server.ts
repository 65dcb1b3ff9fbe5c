import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffPendingSignIns, staffTwoFactor, users } from "~/db/schema";
import { auditInsert, recordAudit } from "~/lib/audit/audit.server";
import { clientAddressKey } from "~/lib/http/client-ip.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { getSettings } from "~/lib/settings/settings.server";
import { browserCheck, newSignInEmail } from "./browsers.server";
import { sessionAccountColumns } from "./session-account.server";
import { type SessionOrigin, sessionInsert, sessionRow } from "./sessions.server";
import { DUMMY_HASH, verifyPassword } from "./password.server";
import { livePendingSignIn, type PendingClaims, type PendingPurpose } from "./pending-sign-in.server";
import type { SessionUser } from "./permissions";
import { twoFactorPolicy, twoFactorRequired } from "./two-factor.server";

export type SignInResult =
  | { status: "ok"; user: SessionUser; sessionVersion: number; session: { id: string; expiresAt: Date }; browserId: string }
  | { status: "second-factor"; purpose: PendingPurpose; userId: number; sessionVersion: number }
  | { status: "invalid" }
  | { status: "rate-limited" };

/** The client address Cloudflare saw, as a rate-limit key (IPv6: the /64); tests and local runs may have none. */
export function clientIp(request: Request): string {
  return clientAddressKey(request, "local");
}

/**
 * Checks an e-mail and password. Attempts are limited per e-mail and per IP (the
 * LOGIN_LIMITER binding) before any password is verified; an unknown e-mail costs the
 * same PBKDF2 work as a wrong password and gives the same answer.
 */
export async function signIn(
  deps: { db: Db; limiter: RateLimit; mail?: { queue: Queue; origin: string } },
  input: { email: string; password: string; ip: string; origin?: SessionOrigin; browserId?: string | null },
  now = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const [byEmail, byIp] = await Promise.all([deps.limiter.limit({ key: `login:email:${email}` }), deps.limiter.limit({ key: `login:ip:${input.ip}` })]);
  if (!byEmail.success || !byIp.success) {
    await recordAudit(deps.db, {
      action: "auth.sign_in_rate_limited",
      actorEmail: email,
      details: { limit: byEmail.success ? "ip" : "email" },
    });
    return { status: "rate-limited" };
  }

  const [row] = await deps.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  // An invited account has no password yet: it costs the same work and gets the same answer.
  const active = row?.status === "active";
  const valid = await verifyPassword(input.password, active ? row.passwordHash : DUMMY_HASH);
  if (!row || !active || !valid) {
    await recordAudit(deps.db, {
      action: "auth.sign_in_failed",
      actorEmail: email,
      target: row ? { type: "user", id: row.id } : null,
    });
    return { status: "invalid" };
  }

  // Two-factor sign-in (docs/decisions/706): an enrolled account, or one the policy requires to
  // enrol, gets no session yet; the caller hands out the 5-minute pending token instead.
  const [factor] = await deps.db.select({ enabledAt: staffTwoFactor.enabledAt }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, row.id)).limit(1);
  if (factor?.enabledAt) return { status: "second-factor", purpose: "code", userId: row.id, sessionVersion: row.sessionVersion };
  if (twoFactorRequired(twoFactorPolicy(await getSettings(deps.db)), row.role)) {
    return { status: "second-factor", purpose: "enrol", userId: row.id, sessionVersion: row.sessionVersion };
  }
  return completeSignIn(deps, row, input, now);
}

type SignInAccount = Pick<typeof users.$inferSelect, "id" | "email" | "role" | "firstName" | "lastName" | "sessionVersion">;

/**
 * The session of a sign-in whose every step passed: last sign-in time, the staff_sessions
 * row, the Journal entry, the browser (and its « Nouvelle connexion » e-mail when new).
 */
export async function completeSignIn(
  deps: { db: Db; mail?: { queue: Queue; origin: string } },
  row: SignInAccount,
  input: { origin?: SessionOrigin; browserId?: string | null },
  now = new Date(),
  details?: Record<string, unknown>,
): Promise<Extract<SignInResult, { status: "ok" }>> {
  const session = sessionRow(row.id, now, input.origin);
  // A browser this account has not used before: « Nouvelle connexion à votre compte » (docs/decisions/705).
  const browser = await browserCheck(deps.db, row.id, input.browserId ?? null, now);
  const mail = browser.isNew && deps.mail ? { ...deps.mail, messageId: crypto.randomUUID() } : null;
  const alert = mail
    ? outboxInsert(deps.db, newSignInEmail(await getSettings(deps.db), mail.origin, row, input.origin ?? { userAgent: null, country: null, city: null }, now), mail.messageId)
    : null;
  await deps.db.batch([
    deps.db.update(users).set({ lastSignInAt: now }).where(eq(users.id, row.id)),
    sessionInsert(deps.db, session),
    auditInsert(deps.db, { action: "auth.sign_in", actor: { id: row.id, email: row.email }, target: { type: "user", id: row.id }, ...(details ? { details } : {}) }),
    browser.upsert,
    ...(alert ? [alert] : []),
  ]);
  if (mail) await dispatchEmail({ db: deps.db, queue: mail.queue }, mail.messageId);
  return {
    status: "ok",
    user: { id: row.id, email: row.email, role: row.role, firstName: row.firstName, lastName: row.lastName },
    sessionVersion: row.sessionVersion,
    session: { id: session.id, expiresAt: session.expiresAt },
    browserId: browser.browserId,
  };
}

/**
 * The active account a pending token names, if its session version still holds and the
 * token's record is live and unused (docs/decisions/714); with its second factor's lock.
 */
export async function pendingAccount(db: Db, claims: PendingClaims, now = new Date()): Promise<(SignInAccount & { twoFactorLocked: boolean }) | null> {
  const [row] = await db
    .select({ ...sessionAccountColumns, status: users.status, lockedAt: staffTwoFactor.lockedAt })
    .from(users)
    .innerJoin(staffPendingSignIns, livePendingSignIn(claims, now))
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, users.id))
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (row?.status !== "active" || row.sessionVersion !== claims.sessionVersion) return null;
  const { status: _status, lockedAt, ...account } = row;
  return { ...account, twoFactorLocked: lockedAt !== null };
}
