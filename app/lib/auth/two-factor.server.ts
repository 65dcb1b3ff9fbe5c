// Over 400 lines: enrolment, codes, lock and reset of the second factor share its stored secret (docs/decisions/706, 707, 715).
// Two-factor sign-in of staff accounts: enrolment, the code step, recovery codes, the lock
// after too many refused codes, disabling and the super admin's reset and unlock
// (docs/decisions/706-two-factor-sign-in.md, 715-second-factor-lock.md).
import { batchByName } from "~/db/batch.server";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { encode } from "uqr";
import type { Db } from "~/db/client.server";
import { staffRecoveryCodes, staffTwoFactor, users } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { getSettings } from "~/lib/settings/settings.server";
import type { Settings } from "~/lib/settings/definitions";
import { verifyPassword } from "./password.server";
import { seal, unseal } from "./sealed.server";
import type { Role } from "./permissions";
import { TWO_FACTOR_MESSAGES, type TwoFactorPolicy, twoFactorPolicyOf } from "./two-factor";
import { base32Encode, groupedSecret, matchTotp, newTotpSecret, normaliseTotpCode, otpauthUri } from "./totp";
import type { Actor } from "./actor";
import { sha256Hex } from "../sha256.server";

export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_RESET_EMAIL_TYPE = "two-factor-reset" as const;

// ---------------------------------------------------------------------------
// The secret at rest: AES-GCM with a key derived (HKDF) from JWT_SECRET (docs/decisions/707)
// ---------------------------------------------------------------------------

export function encryptTotpSecret(jwtSecret: string, secret: Uint8Array): Promise<string> {
  return seal(jwtSecret, "totp-secret-v1", secret);
}

/** The secret, or null when the stored value cannot be opened (another JWT_SECRET, tampering). */
export function decryptTotpSecret(jwtSecret: string, stored: string): Promise<Uint8Array | null> {
  return unseal(jwtSecret, "totp-secret-v1", stored);
}

// ---------------------------------------------------------------------------
// Recovery codes: 10 × 120 random bits, shown once, stored as SHA-256 (ASVS 5.0 6.5.2:
// a plain hash is enough from 112 bits of entropy)
// ---------------------------------------------------------------------------

/** 32 symbols without 0/O and 1/I: 5 bits each, and a random byte masked to 5 bits stays uniform. */
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RECOVERY_LENGTH = 24;

function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RECOVERY_LENGTH));
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b & 31]).join("");
  return Array.from({ length: RECOVERY_LENGTH / 6 }, (_, group) => chars.slice(group * 6, group * 6 + 6)).join("-");
}

/** Case, spaces and dashes do not matter; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const clean = input.replace(/[\s-]/g, "").toUpperCase();
  return new RegExp(`^[A-Z0-9]{${RECOVERY_LENGTH}}$`).test(clean) ? clean : null;
}

function hashRecoveryCode(userId: number, normalised: string) {
  return sha256Hex(`${userId}:${normalised}`);
}

// ---------------------------------------------------------------------------
// State and policy
// ---------------------------------------------------------------------------

export type TwoFactorState = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorState> {
  const {
    factor: [row],
    codesLeft: [codes],
  } = await batchByName(db, {
    factor: db.select({ enabledAt: staffTwoFactor.enabledAt }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId)).limit(1),
    codesLeft: db
      .select({ left: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt))),
  });
  const enabledAt = row?.enabledAt ?? null;
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? (codes?.left ?? 0) : 0 };
}

export function twoFactorPolicy(settings: Settings): TwoFactorPolicy {
  return twoFactorPolicyOf(settings.security.two_factor_required);
}

/** Whether the policy requires a second factor of this role. */
export function twoFactorRequired(policy: TwoFactorPolicy, role: Role): boolean {
  return policy === "all" || (policy === "super_admin" && role === "super_admin");
}

// ---------------------------------------------------------------------------
// Enrolment
// ---------------------------------------------------------------------------

export type QrCode = { size: number; path: string };

/** The QR code's dark modules as one SVG path (uqr's matrix, with its quiet zone). */
export function qrCode(text: string): QrCode {
  const { size, data } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y][x]) path += `M${x} ${y}h1v1h-1z`;
  return { size, path };
}

export type Enrolment = { secret: string; groupedSecret: string; uri: string; qr: QrCode };

/**
 * The secret to scan: the pending one when enrolment was started already (a reload keeps
 * the code the app was given), a new one otherwise. Null when 2FA is already on.
 */
export async function startEnrolment(db: Db, jwtSecret: string, account: Actor): Promise<Enrolment | null> {
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, account.id)).limit(1);
  if (row?.enabledAt) return null;
  let secret = row ? await decryptTotpSecret(jwtSecret, row.secretCiphertext) : null;
  if (!secret) {
    secret = newTotpSecret();
    const ciphertext = await encryptTotpSecret(jwtSecret, secret);
    await db
      .insert(staffTwoFactor)
      .values({ userId: account.id, secretCiphertext: ciphertext })
      .onConflictDoUpdate({ target: staffTwoFactor.userId, set: { secretCiphertext: ciphertext, lastUsedStep: null, enabledAt: null } });
  }
  const base32 = base32Encode(secret);
  const uri = otpauthUri(account.email, base32);
  return { secret: base32, groupedSecret: groupedSecret(base32), uri, qr: qrCode(uri) };
}

export type ConfirmResult = { ok: true; recoveryCodes: Array<string> } | { ok: false; reason: "refused"; message: string };

/** Confirms the pending secret with a first code: 2FA is on, 10 new recovery codes are returned once. */
export async function confirmEnrolment(db: Db, jwtSecret: string, account: Actor, input: { code: string }, now = new Date()): Promise<ConfirmResult> {
  const code = normaliseTotpCode(input.code);
  if (!code) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.codeFormat };
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, account.id)).limit(1);
  if (!row || row.enabledAt) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.enrolmentExpired };
  const secret = await decryptTotpSecret(jwtSecret, row.secretCiphertext);
  const step = secret ? await matchTotp(secret, code, now, row.lastUsedStep) : null;
  if (step === null) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.wrongCode };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(account.id, normaliseRecoveryCode(c) ?? c)));
  const { enabled } = await batchByName(db, {
    enabled: db
      .update(staffTwoFactor)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(and(eq(staffTwoFactor.userId, account.id), isNull(staffTwoFactor.enabledAt)))
      .returning({ userId: staffTwoFactor.userId }),
    codesCleared: db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, account.id)),
    codesStored: db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId: account.id, codeHash, createdAt: now }))),
    audit: auditInsert(db, { action: "profile.two_factor_enable", actor: account, target: { type: "user", id: account.id } }),
  });
  if (enabled.length === 0) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.enrolmentExpired };
  return { ok: true, recoveryCodes: codes };
}

// ---------------------------------------------------------------------------
// The code step
// ---------------------------------------------------------------------------

/** Refused codes an account may get in an hour before its second factor locks (docs/decisions/715). */
export const TWO_FACTOR_FAILURES_PER_HOUR = 10;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** From this many attempts left, the code step warns before the lock. */
const WARN_FROM_ATTEMPTS_LEFT = 3;
export const TWO_FACTOR_LOCKED_EMAIL_TYPE = "two-factor-locked" as const;

export type SecondFactorDeps = { db: Db; jwtSecret: string; queue: Queue; origin: string };

export type SecondFactorResult =
  | { ok: true; method: "totp" | "recovery"; recoveryCodesLeft: number | null }
  | { ok: false; reason: "locked"; locked: true }
  | { ok: false; reason: "wrong-code"; locked: false; attemptsLeft: number | null };

/** An accepted code ends the count of refused ones. */
const failuresCleared = { failedCount: 0, failedWindowStart: null } as const;

/**
 * Checks a 6-digit code (replay guard: the step is recorded with a conditional update, so two
 * requests with the same code cannot both pass) or a recovery code (consumed). Recovery
 * code use and failures are written to the Journal. A locked second factor accepts nothing;
 * a refused code counts towards the hourly cap that locks it (docs/decisions/715).
 */
export async function verifySecondFactor(deps: SecondFactorDeps, account: Actor, input: { code?: string; recoveryCode?: string }, now = new Date()): Promise<SecondFactorResult> {
  const { db } = deps;
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, account.id)).limit(1);
  if (!row?.enabledAt) return { ok: false, reason: "wrong-code", locked: false, attemptsLeft: null };
  if (row.lockedAt) return { ok: false, reason: "locked", locked: true };
  const code = input.code ? normaliseTotpCode(input.code) : null;
  if (code) {
    const secret = await decryptTotpSecret(deps.jwtSecret, row.secretCiphertext);
    const step = secret ? await matchTotp(secret, code, now, row.lastUsedStep) : null;
    if (step !== null) {
      const claimed = await db
        .update(staffTwoFactor)
        .set({ lastUsedStep: step, ...failuresCleared })
        .where(and(eq(staffTwoFactor.userId, account.id), isNull(staffTwoFactor.lockedAt), or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step))))
        .returning({ userId: staffTwoFactor.userId });
      if (claimed.length === 1) return { ok: true, method: "totp", recoveryCodesLeft: null };
    }
  }
  const recovery = input.recoveryCode ? normaliseRecoveryCode(input.recoveryCode) : null;
  if (recovery) {
    const hash = await hashRecoveryCode(account.id, recovery);
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.userId, account.id), eq(staffRecoveryCodes.codeHash, hash), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    if (used.length === 1) {
      const { recoveryCodesLeft } = await twoFactorState(db, account.id);
      await db.batch([
        db.update(staffTwoFactor).set(failuresCleared).where(eq(staffTwoFactor.userId, account.id)),
        auditInsert(db, { action: "auth.recovery_code_used", actor: account, target: { type: "user", id: account.id }, details: { left: recoveryCodesLeft } }),
      ]);
      return { ok: true, method: "recovery", recoveryCodesLeft };
    }
  }
  return recordRefusedCode(deps, account, row, recovery ? "recovery" : "totp", now);
}

/**
 * A refused code: Journal entry and one more in the account's hourly count. The one that
 * reaches TWO_FACTOR_FAILURES_PER_HOUR locks the second factor and queues « Double
 * authentification bloquée » to the account, in the same batch.
 */
async function recordRefusedCode(
  deps: SecondFactorDeps,
  account: Actor,
  row: typeof staffTwoFactor.$inferSelect,
  method: "totp" | "recovery",
  now: Date,
): Promise<SecondFactorResult> {
  const { db } = deps;
  const windowOpen = row.failedWindowStart !== null && now.getTime() - row.failedWindowStart.getTime() < FAILURE_WINDOW_MS;
  const failures = windowOpen ? row.failedCount + 1 : 1;
  const refused = auditInsert(db, { action: "auth.two_factor_failed", actorEmail: account.email, target: { type: "user", id: account.id }, details: { method } });
  if (failures < TWO_FACTOR_FAILURES_PER_HOUR) {
    // Counted in SQL: concurrent refusals each add one; a window older than an hour starts again.
    const stale = sql`(${staffTwoFactor.failedWindowStart} is null or ${staffTwoFactor.failedWindowStart} <= ${now.getTime() - FAILURE_WINDOW_MS})`;
    await db.batch([
      db
        .update(staffTwoFactor)
        .set({
          failedCount: sql`case when ${stale} then 1 else ${staffTwoFactor.failedCount} + 1 end`,
          failedWindowStart: sql`case when ${stale} then ${now.getTime()} else ${staffTwoFactor.failedWindowStart} end`,
        })
        .where(eq(staffTwoFactor.userId, account.id)),
      refused,
    ]);
    const attemptsLeft = TWO_FACTOR_FAILURES_PER_HOUR - failures;
    return { ok: false, reason: "wrong-code", locked: false, attemptsLeft: attemptsLeft <= WARN_FROM_ATTEMPTS_LEFT ? attemptsLeft : null };
  }
  const messageId = crypto.randomUUID();
  await db.batch([
    db
      .update(staffTwoFactor)
      .set({ failedCount: failures, lockedAt: now })
      .where(and(eq(staffTwoFactor.userId, account.id), isNull(staffTwoFactor.lockedAt))),
    refused,
    auditInsert(db, { action: "auth.two_factor_locked", actorEmail: account.email, target: { type: "user", id: account.id }, details: { failures } }),
    outboxInsert(db, twoFactorLockedEmail(await getSettings(db), deps.origin, account, failures, now), messageId),
  ]);
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: false, reason: "locked", locked: true };
}

/** « Double authentification bloquée »: sent to the account when its second factor locks. */
export function twoFactorLockedEmail(settings: Settings, origin: string, account: { id: number; email: string }, failures: number, now: Date) {
  const when = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(now);
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: "Bonjour,",
    title: "Double authentification bloquée",
    blocks: [
      {
        kind: "paragraph",
        text: `Le ${when}, ${failures} codes de double authentification erronés ont été saisis en moins d'une heure pour votre compte d'administration ${settings.general.site_name}, après le bon mot de passe. Par sécurité, la double authentification de ce compte est bloquée : aucune connexion n'est possible tant qu'elle n'est pas débloquée.`,
      },
      {
        kind: "paragraph",
        text: "Si ce n'était pas vous, quelqu'un connaît votre mot de passe. Choisissez-en un nouveau dès maintenant : le lien « Mot de passe oublié » débloque aussi la double authentification.",
      },
      { kind: "button", label: "Choisir un nouveau mot de passe", href: `${origin}/admin/mot-de-passe-oublie` },
      { kind: "note", text: "Un super administrateur peut aussi débloquer votre compte depuis l'écran Utilisateurs." },
    ],
  });
  return {
    type: TWO_FACTOR_LOCKED_EMAIL_TYPE,
    to: [{ email: account.email }],
    subject: `Double authentification bloquée – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "user", id: account.id },
  };
}

/** Lifts a lock (and the count of refused codes): written with the reset link's new password. */
export function twoFactorUnlockUpdate(db: Db, userId: number) {
  return db
    .update(staffTwoFactor)
    .set({ lockedAt: null, ...failuresCleared })
    .where(eq(staffTwoFactor.userId, userId));
}

/** A super admin lifts the lock of another account's second factor (users screen): Journal entry. */
export async function unlockTwoFactor(db: Db, actor: Actor, userId: number): Promise<{ ok: true; email: string } | { ok: false; reason: "refused"; message: string }> {
  const [target] = await db
    .select({ id: users.id, email: users.email, lockedAt: staffTwoFactor.lockedAt })
    .from(users)
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.userNotFound };
  if (target.id === actor.id) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.unlockSelf };
  if (!target.lockedAt) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.unlockNothing };
  await db.batch([
    twoFactorUnlockUpdate(db, target.id),
    auditInsert(db, {
      action: "user.two_factor_unlock",
      actor,
      target: { type: "user", id: target.id },
      details: { email: target.email, lockedAt: target.lockedAt.toISOString() },
    }),
  ]);
  return { ok: true, email: target.email };
}

// ---------------------------------------------------------------------------
// Disable (own account) and reset (super admin, CLI)
// ---------------------------------------------------------------------------

function twoFactorDeletes(db: Db, userId: number) {
  return [db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId)), db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId))] as const;
}

export type OwnChangeResult =
  | { ok: true }
  | { ok: false; reason: "refused"; field: "password" | "code"; message: string }
  | { ok: false; reason: "refused"; field: null; message: string; rateLimited: true };

export type EnableResult = { ok: true; recoveryCodes: Array<string> } | Exclude<OwnChangeResult, { ok: true }>;

async function currentPasswordHolds(db: Db, account: Actor, password: string) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.id)).limit(1);
  return Boolean(row) && (await verifyPassword(password, row.passwordHash));
}

/**
 * Turning one's own 2FA on from the profile takes the current password (ASVS 5.0 7.5.1,
 * docs/decisions/716) and the first code of the new app; a wrong password enrols nothing.
 */
export async function enableOwnTwoFactor(
  deps: { db: Db; limiter: RateLimit; jwtSecret: string },
  account: Actor,
  input: { password: string; code: string },
  now = new Date(),
): Promise<EnableResult> {
  const { success } = await deps.limiter.limit({ key: `2fa:enrol:user:${account.id}` });
  if (!success) return { ok: false, reason: "refused", field: null, message: TWO_FACTOR_MESSAGES.rateLimited, rateLimited: true };
  if (!(await currentPasswordHolds(deps.db, account, input.password))) return { ok: false, reason: "refused", field: "password", message: TWO_FACTOR_MESSAGES.wrongPassword };
  const confirmed = await confirmEnrolment(deps.db, deps.jwtSecret, account, { code: input.code }, now);
  return confirmed.ok ? confirmed : { ok: false, reason: "refused", field: "code", message: confirmed.message };
}

/** Turning one's own 2FA off takes the password and a current code (not a recovery code). */
export async function disableOwnTwoFactor(
  deps: SecondFactorDeps & { limiter: RateLimit },
  account: Actor,
  input: { password: string; code: string },
  now = new Date(),
): Promise<OwnChangeResult> {
  const { db } = deps;
  const { success } = await deps.limiter.limit({ key: `2fa:disable:user:${account.id}` });
  if (!success) return { ok: false, reason: "refused", field: null, message: TWO_FACTOR_MESSAGES.rateLimited, rateLimited: true };
  if (!(await currentPasswordHolds(db, account, input.password))) return { ok: false, reason: "refused", field: "password", message: TWO_FACTOR_MESSAGES.wrongPassword };
  const checked = await verifySecondFactor(deps, account, { code: input.code }, now);
  if (!checked.ok) return { ok: false, reason: "refused", field: "code", message: checked.locked ? TWO_FACTOR_MESSAGES.locked : TWO_FACTOR_MESSAGES.wrongCode };
  await db.batch([...twoFactorDeletes(db, account.id), auditInsert(db, { action: "profile.two_factor_disable", actor: account, target: { type: "user", id: account.id } })]);
  return { ok: true };
}

function twoFactorResetEmail(settings: Settings, origin: string, account: { id: number; email: string }) {
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: "Bonjour,",
    title: "Double authentification réinitialisée",
    blocks: [
      {
        kind: "paragraph",
        text: `Un super administrateur de ${settings.general.site_name} a désactivé la double authentification de votre compte d'administration. Vos codes de secours ne fonctionnent plus.`,
      },
      { kind: "button", label: "Réactiver la double authentification", href: `${origin}/admin/profile/double-authentification` },
      { kind: "note", text: "Si vous n'avez rien demandé, prévenez votre administrateur et changez votre mot de passe." },
    ],
  });
  return {
    type: TWO_FACTOR_RESET_EMAIL_TYPE,
    to: [{ email: account.email }],
    subject: `Double authentification réinitialisée – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "user", id: account.id },
  };
}

/** A super admin clears another account's 2FA: Journal entry and an e-mail to that account. */
export async function resetTwoFactor(
  deps: { db: Db; queue: Queue; origin: string },
  actor: Actor,
  userId: number,
): Promise<{ ok: true; email: string } | { ok: false; reason: "refused"; message: string }> {
  const { db } = deps;
  const [target] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.userNotFound };
  if (target.id === actor.id) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.resetSelf };
  const state = await twoFactorState(db, target.id);
  if (!state.enabled) return { ok: false, reason: "refused", message: TWO_FACTOR_MESSAGES.resetNothing };
  const messageId = crypto.randomUUID();
  await db.batch([
    ...twoFactorDeletes(db, target.id),
    auditInsert(db, { action: "user.two_factor_reset", actor, target: { type: "user", id: target.id }, details: { email: target.email } }),
    outboxInsert(db, twoFactorResetEmail(await getSettings(db), deps.origin, target), messageId),
  ]);
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true, email: target.email };
}
