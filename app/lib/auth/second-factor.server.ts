// The steps after the password for an account with two-factor sign-in (or one the policy
// requires to enrol): each ends with the session of completeSignIn, or with nothing. The
// pending token is single use: the first success consumes its record (docs/decisions/714).
import type { Db } from "~/db/client.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { completeSignIn, pendingAccount, type SignInResult } from "./login.server";
import { consumePendingSignIn, type PendingClaims } from "./pending-sign-in.server";
import type { SessionOrigin } from "./sessions.server";
import { confirmEnrolment, type Enrolment, startEnrolment, verifySecondFactor } from "./two-factor.server";

type Deps = { db: Db; limiter: RateLimit; jwtSecret: string; mail: { queue: Queue; origin: string } };
type Client = { ip: string; origin?: SessionOrigin; browserId?: string | null };
type SignedIn = Extract<SignInResult, { status: "ok" }>;

/** The code step has its own limit (TOTP_LIMITER): per account and per client address. */
async function withinLimit(deps: Deps, account: { id: number; email: string }, ip: string) {
  const [byUser, byIp] = await Promise.all([deps.limiter.limit({ key: `2fa:user:${account.id}` }), deps.limiter.limit({ key: `2fa:ip:${ip}` })]);
  if (byUser.success && byIp.success) return true;
  await recordAudit(deps.db, {
    action: "auth.two_factor_rate_limited",
    actorEmail: account.email,
    target: { type: "user", id: account.id },
    details: { limit: byUser.success ? "ip" : "user" },
  });
  return false;
}

/** What the code step shows before any code: null when the pending token opens nothing (expired, used, forged). */
export async function codeStepView(db: Db, claims: PendingClaims, now = new Date()): Promise<{ locked: boolean } | null> {
  const account = await pendingAccount(db, claims, now);
  return account ? { locked: account.twoFactorLocked } : null;
}

export type CodeStepResult =
  | { status: "ok"; signedIn: SignedIn; recoveryCodesLeft: number | null }
  | { status: "expired" }
  | { status: "invalid"; attemptsLeft: number | null }
  | { status: "locked" }
  | { status: "rate-limited" };

export async function codeStep(deps: Deps, claims: PendingClaims, input: Client & { code?: string; recoveryCode?: string }, now = new Date()): Promise<CodeStepResult> {
  const account = await pendingAccount(deps.db, claims, now);
  if (!account) return { status: "expired" };
  if (account.twoFactorLocked) return { status: "locked" };
  if (!(await withinLimit(deps, account, input.ip))) return { status: "rate-limited" };
  const checked = await verifySecondFactor({ db: deps.db, jwtSecret: deps.jwtSecret, ...deps.mail }, account, { code: input.code, recoveryCode: input.recoveryCode }, now);
  if (!checked.ok) return checked.locked ? { status: "locked" } : { status: "invalid", attemptsLeft: checked.attemptsLeft };
  // Another request with this token got there first: it has the session, this one nothing.
  if (!(await consumePendingSignIn(deps.db, claims, now))) return { status: "expired" };
  const signedIn = await completeSignIn(deps, account, input, now, { secondFactor: checked.method });
  return { status: "ok", signedIn, recoveryCodesLeft: checked.recoveryCodesLeft };
}

/** The enrolment a policy requires right after the password: the secret to scan. */
export async function enrolmentForPending(
  deps: Pick<Deps, "db" | "jwtSecret">,
  claims: PendingClaims,
  now = new Date(),
): Promise<{ email: string; enrolment: Enrolment | null } | null> {
  const account = await pendingAccount(deps.db, claims, now);
  if (!account) return null;
  return { email: account.email, enrolment: await startEnrolment(deps.db, deps.jwtSecret, account) };
}

export type EnrolStepResult =
  | { status: "ok"; signedIn: SignedIn; recoveryCodes: Array<string>; email: string }
  | { status: "expired" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited" };

export async function enrolStep(deps: Deps, claims: PendingClaims, input: Client & { code: string }, now = new Date()): Promise<EnrolStepResult> {
  const account = await pendingAccount(deps.db, claims, now);
  if (!account) return { status: "expired" };
  if (!(await withinLimit(deps, account, input.ip))) return { status: "rate-limited" };
  // Only one confirmation per account can pass (conditional update); then the token is spent.
  const confirmed = await confirmEnrolment(deps.db, deps.jwtSecret, account, { code: input.code }, now);
  if (!confirmed.ok) return { status: "invalid", message: confirmed.message };
  if (!(await consumePendingSignIn(deps.db, claims, now))) return { status: "expired" };
  const signedIn = await completeSignIn(deps, account, input, now, { secondFactor: "enrolment" });
  return { status: "ok", signedIn, recoveryCodes: confirmed.recoveryCodes, email: account.email };
}
