// Single-use links of staff accounts (invitation, password reset): 256 random bits sent
// once by e-mail, only their SHA-256 stored (docs/decisions/700-account-tokens.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { accountTokens, type AccountStatus, type AccountTokenPurpose, users } from "~/db/schema";
import { newPasswordSchema } from "./schema";
import { sha256Hex } from "../sha256.server";

/** 32 random bytes, base64url without padding. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/** The account state a token of each purpose is meant for. */
const ACCOUNT_STATUS: Record<AccountTokenPurpose, AccountStatus> = { invitation: "invited", reset: "active" };

export function newAccountToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function hashAccountToken(token: string): Promise<string> {
  return sha256Hex(token);
}

/** Equal-length strings compared without an early exit. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type AccountTokenHolder = { tokenId: number; userId: number; email: string; firstName: string; lastName: string };

/**
 * The account a token opens, or null when the token is malformed, unknown, used, expired,
 * of another purpose, or its account is not in the state the purpose expects (a deleted
 * account's tokens went with it). The row is found by the hash (an attacker cannot steer
 * the hash of a guess byte by byte); the hashes are then compared in constant time.
 */
export async function findAccountToken(db: Db, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<AccountTokenHolder | null> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const hash = await hashAccountToken(token);
  const [row] = await db
    .select({
      tokenId: accountTokens.id,
      tokenHash: accountTokens.tokenHash,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        eq(users.status, ACCOUNT_STATUS[purpose]),
      ),
    )
    .limit(1);
  if (!row || !constantTimeEqual(row.tokenHash, hash)) return null;
  const { tokenHash: _hash, ...holder } = row;
  return holder;
}

/** Marks the token used; false when another request used it first (or it expired meanwhile). */
export async function consumeAccountToken(db: Db, tokenId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Deletes the account's unused links of this purpose: a newer link kills the older ones. */
export function unusedTokensDelete(db: Db, userId: number, purpose: AccountTokenPurpose) {
  return db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Links past their expiry (used or not): refused anyway, deleted by the daily cron. */
export function expiredAccountTokensDelete(db: Db, now = new Date()) {
  return db.delete(accountTokens).where(lt(accountTokens.expiresAt, now)).returning({ id: accountTokens.id });
}

/** What a link's page shows: the form for the account's address, or (410) what to do now that the link is gone. */
export function expiredAccountLink() {
  return data({ valid: false as const, email: "" }, { status: 410 });
}

/** The loader of a page opened from an account e-mail (invitation, reset): the address, or 410. */
export async function accountLinkPage(db: Db, purpose: AccountTokenPurpose, token: string) {
  const holder = await findAccountToken(db, purpose, token);
  if (!holder) return expiredAccountLink();
  return { valid: true as const, email: holder.email };
}

type NewPasswordOutcome<Done> = Done | { ok: false; reason: "invalid-link" } | { ok: false; reason: "policy"; message: string };

/**
 * The action of a page that sets a password from a link: the link checked again, the two
 * passwords read (never sent back), then `apply`. Answers the page's refusal (400, or 410
 * when the link went meanwhile) or `{ done }` for the caller to sign in or redirect.
 */
export async function newPasswordFromLink<Done extends { ok: true }>(
  request: Request,
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  apply: (password: string) => Promise<NewPasswordOutcome<Done>>,
) {
  const holder = await findAccountToken(db, purpose, token);
  if (!holder) return { answer: expiredAccountLink() };
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return { answer: data({ valid: true as const, email: holder.email, result: submission.reply({ hideFields }) }, { status: 400 }) };
  }
  const outcome = await apply(submission.value.password);
  if (outcome.ok) return { done: outcome };
  if (outcome.reason === "invalid-link") return { answer: expiredAccountLink() };
  const result = submission.reply({ fieldErrors: { password: [outcome.message] }, hideFields });
  return { answer: data({ valid: true as const, email: holder.email, result }, { status: 400 }) };
}
