// Two-factor sign-in of staff accounts (issue 21): enrolment, the code step, recovery codes,
// disabling and the super admin's reset (docs/decisions/706-two-factor-sign-in.md).
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { encode } from "uqr";
import type { Db } from "~/db/client.server";
import { staffRecoveryCodes, staffTwoFactor, users } from "~/db/schema";
import { auditInsert, recordAudit } from "~/lib/audit/audit.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import { getSettings } from "~/lib/settings/settings.server";
import type { Settings } from "~/lib/settings/definitions";
import { verifyPassword } from "./password.server";
import type { Role } from "./permissions";
import { TWO_FACTOR_MESSAGES, type TwoFactorPolicy, twoFactorPolicyOf } from "./two-factor";
import { base32Encode, groupedSecret, matchTotp, newTotpSecret, normaliseTotpCode, otpauthUri } from "./totp";
import type { Actor } from "./actor";

export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_RESET_EMAIL_TYPE = "two-factor-reset";

// ---------------------------------------------------------------------------
// The secret at rest: AES-GCM with a key derived (HKDF) from JWT_SECRET (decision 707)
// ---------------------------------------------------------------------------

const encoder = new TextEncoder();

async function secretKey(jwtSecret: string) {
  const material = await crypto.subtle.importKey("raw", encoder.encode(jwtSecret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("lutetia-geotechnique"), info: encoder.encode("totp-secret-v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0));

export async function encryptTotpSecret(jwtSecret: string, secret: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await secretKey(jwtSecret), secret as Uint8Array<ArrayBuffer>));
  return `v1:${toBase64(iv)}:${toBase64(sealed)}`;
}

/** The secret, or null when the stored value cannot be opened (another JWT_SECRET, tampering). */
export async function decryptTotpSecret(jwtSecret: string, stored: string): Promise<Uint8Array | null> {
  const [version, iv, sealed] = stored.split(":");
  if (version !== "v1" || !iv || !sealed) return null;
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await secretKey(jwtSecret), fromBase64(sealed)));
  } catch {
    return null;
  }
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

async function hashRecoveryCode(userId: number, normalised: string) {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`${userId}:${normalised}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------
// State and policy
// ---------------------------------------------------------------------------

export type TwoFactorState = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorState> {
  const [[row], [codes]] = await db.batch([
    db.select({ enabledAt: staffTwoFactor.enabledAt }).from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId)).limit(1),
    db
      .select({ left: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt))),
  ]);
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

export type ConfirmResult = { ok: true; recoveryCodes: Array<string> } | { ok: false; message: string };

/** Confirms the pending secret with a first code: 2FA is on, 10 new recovery codes are returned once. */
export async function confirmEnrolment(db: Db, jwtSecret: string, account: Actor, input: { code: string }, now = new Date()): Promise<ConfirmResult> {
  const code = normaliseTotpCode(input.code);
  if (!code) return { ok: false, message: TWO_FACTOR_MESSAGES.codeFormat };
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, account.id)).limit(1);
  if (!row || row.enabledAt) return { ok: false, message: TWO_FACTOR_MESSAGES.enrolmentExpired };
  const secret = await decryptTotpSecret(jwtSecret, row.secretCiphertext);
  const step = secret ? await matchTotp(secret, code, now, row.lastUsedStep) : null;
  if (step === null) return { ok: false, message: TWO_FACTOR_MESSAGES.wrongCode };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(account.id, normaliseRecoveryCode(c) ?? c)));
  const [enabled] = await db.batch([
    db
      .update(staffTwoFactor)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(and(eq(staffTwoFactor.userId, account.id), isNull(staffTwoFactor.enabledAt)))
      .returning({ userId: staffTwoFactor.userId }),
    db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, account.id)),
    db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId: account.id, codeHash, createdAt: now }))),
    auditInsert(db, { action: "profile.two_factor_enable", actor: account, target: { type: "user", id: account.id } }),
  ]);
  if (enabled.length === 0) return { ok: false, message: TWO_FACTOR_MESSAGES.enrolmentExpired };
  return { ok: true, recoveryCodes: codes };
}

// ---------------------------------------------------------------------------
// The code step
// ---------------------------------------------------------------------------

export type SecondFactorResult = { ok: true; method: "totp" | "recovery"; recoveryCodesLeft: number | null } | { ok: false };

/**
 * Checks a 6-digit code (replay guard: the step is recorded with a conditional update, so two
 * requests with the same code cannot both pass) or a recovery code (consumed). Recovery
 * code use and failures are written to the Journal.
 */
export async function verifySecondFactor(
  db: Db,
  jwtSecret: string,
  account: Actor,
  input: { code?: string; recoveryCode?: string },
  now = new Date(),
): Promise<SecondFactorResult> {
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, account.id)).limit(1);
  if (!row?.enabledAt) return { ok: false };
  const code = input.code ? normaliseTotpCode(input.code) : null;
  if (code) {
    const secret = await decryptTotpSecret(jwtSecret, row.secretCiphertext);
    const step = secret ? await matchTotp(secret, code, now, row.lastUsedStep) : null;
    if (step !== null) {
      const claimed = await db
        .update(staffTwoFactor)
        .set({ lastUsedStep: step })
        .where(and(eq(staffTwoFactor.userId, account.id), or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step))))
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
      await recordAudit(db, { action: "auth.recovery_code_used", actor: account, target: { type: "user", id: account.id }, details: { left: recoveryCodesLeft } });
      return { ok: true, method: "recovery", recoveryCodesLeft };
    }
  }
  await recordAudit(db, {
    action: "auth.two_factor_failed",
    actorEmail: account.email,
    target: { type: "user", id: account.id },
    details: { method: recovery ? "recovery" : "totp" },
  });
  return { ok: false };
}

// ---------------------------------------------------------------------------
// Disable (own account) and reset (super admin, CLI)
// ---------------------------------------------------------------------------

function twoFactorDeletes(db: Db, userId: number) {
  return [db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId)), db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId))] as const;
}

export type DisableResult = { ok: true } | { ok: false; field: "password" | "code"; message: string } | { ok: false; field: null; message: string; rateLimited: true };

/** Turning one's own 2FA off takes the password and a current code (not a recovery code). */
export async function disableOwnTwoFactor(
  deps: { db: Db; limiter: RateLimit; jwtSecret: string },
  account: Actor,
  input: { password: string; code: string },
  now = new Date(),
): Promise<DisableResult> {
  const { db } = deps;
  const { success } = await deps.limiter.limit({ key: `2fa:disable:user:${account.id}` });
  if (!success) return { ok: false, field: null, message: TWO_FACTOR_MESSAGES.rateLimited, rateLimited: true };
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, account.id)).limit(1);
  if (!row || !(await verifyPassword(input.password, row.passwordHash))) return { ok: false, field: "password", message: TWO_FACTOR_MESSAGES.wrongPassword };
  const checked = await verifySecondFactor(db, deps.jwtSecret, account, { code: input.code }, now);
  if (!checked.ok) return { ok: false, field: "code", message: TWO_FACTOR_MESSAGES.wrongCode };
  await db.batch([...twoFactorDeletes(db, account.id), auditInsert(db, { action: "profile.two_factor_disable", actor: account, target: { type: "user", id: account.id } })]);
  return { ok: true };
}

function twoFactorResetEmail(settings: Settings, origin: string, account: { id: number; email: string }) {
  const { text, html } = renderEmail(settings, {
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
): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const { db } = deps;
  const [target] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) return { ok: false, message: TWO_FACTOR_MESSAGES.userNotFound };
  if (target.id === actor.id) return { ok: false, message: TWO_FACTOR_MESSAGES.resetSelf };
  const state = await twoFactorState(db, target.id);
  if (!state.enabled) return { ok: false, message: TWO_FACTOR_MESSAGES.resetNothing };
  const messageId = crypto.randomUUID();
  await db.batch([
    ...twoFactorDeletes(db, target.id),
    auditInsert(db, { action: "user.two_factor_reset", actor, target: { type: "user", id: target.id }, details: { email: target.email } }),
    outboxInsert(db, twoFactorResetEmail(await getSettings(db), deps.origin, target), messageId),
  ]);
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true, email: target.email };
}
