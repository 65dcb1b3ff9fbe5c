// The enrolment a policy requires right after the password (Paramètres → Sécurité, decision
// 706): opened only with the 5-minute pending token; the session starts once a first code
// confirms the secret, and the recovery codes are shown once.
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/sign-in-enrol";
import { AuthCard } from "~/components/admin/auth-card";
import { Banner } from "~/components/ui/banner";
import { EnrolmentPanel, RecoveryCodesPanel } from "~/components/admin/two-factor";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { readBrowserId } from "~/lib/auth/browsers.server";
import { clientIp } from "~/lib/auth/login.server";
import { backToPasswordStep, pendingClaimsOf, signedInHeaders } from "~/lib/auth/pending-sign-in.server";
import { enrolmentForPending, enrolStep } from "~/lib/auth/second-factor.server";
import { sessionOrigin } from "~/lib/auth/sessions.server";
import { confirmTwoFactorSchema, TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { getCloudflare } from "~/lib/context";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Activer la double authentification");
}

function pendingClaims(request: Request, context: Route.LoaderArgs["context"]) {
  return pendingClaimsOf(request, getCloudflare(context).env.JWT_SECRET, "enrol");
}

/** The secret to scan; null once enrolled (the page rendered after the confirming POST, another tab). */
async function enrolment(request: Request, context: Route.LoaderArgs["context"]) {
  const claims = await pendingClaims(request, context);
  if (!claims) throw backToPasswordStep(request);
  const pending = await enrolmentForPending({ db: getDb(context).db, jwtSecret: getCloudflare(context).env.JWT_SECRET }, claims);
  if (!pending) throw backToPasswordStep(request);
  return { claims, enrolment: pending.enrolment };
}

/**
 * Requests whose action has just enrolled (and spent the single-use token, docs/decisions/714): the
 * loader that renders the recovery codes runs in the same request and must not refuse it.
 */
const enrolledInThisRequest = new WeakSet<object>();

export async function loader({ request, context }: Route.LoaderArgs) {
  if (enrolledInThisRequest.has(context)) return { enrolment: null, recoveryCodes: null, email: null, continueTo: null, error: null };
  const { enrolment: view } = await enrolment(request, context);
  return { enrolment: view, recoveryCodes: null, email: null, continueTo: null, error: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { claims, enrolment: view } = await enrolment(request, context);
  // Enrolled meanwhile (another tab): the code step takes over after a new password step.
  if (!view) throw backToPasswordStep(request);
  const parsed = confirmTwoFactorSchema.safeParse(Object.fromEntries(await request.formData()));
  const failed = (error: string, status: number) => data({ enrolment: view, recoveryCodes: null, email: null, continueTo: null, error }, { status });
  if (!parsed.success) return failed(TWO_FACTOR_MESSAGES.codeFormat, 400);
  const { env } = getCloudflare(context);
  const outcome = await enrolStep(
    { db: getDb(context).db, limiter: env.TOTP_LIMITER, jwtSecret: env.JWT_SECRET, mail: { queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN } },
    claims,
    { code: parsed.data.code, ip: clientIp(request), origin: sessionOrigin(request), browserId: readBrowserId(request) },
  );
  if (outcome.status === "expired") throw backToPasswordStep(request);
  if (outcome.status === "rate-limited") return failed(TWO_FACTOR_MESSAGES.rateLimited, 429);
  if (outcome.status === "invalid") return failed(outcome.message, 400);
  const { signedIn } = outcome;
  enrolledInThisRequest.add(context);
  const headers = await signedInHeaders(request, env.JWT_SECRET, signedIn);
  // The codes are in this answer only: never stored in clear, never shown again.
  return data({ enrolment: null, recoveryCodes: outcome.recoveryCodes, email: outcome.email, continueTo: claims.redirectTo, error: null }, { headers });
}

/** Once enrolled the pending token is gone: the loader must not run again under the codes. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "recoveryCodes" in actionResult && actionResult.recoveryCodes) return false;
  return defaultShouldRevalidate;
}

export default function SignInEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <AuthCard title="Double authentification">
      {state.recoveryCodes && state.email ? (
        <RecoveryCodesPanel email={state.email} codes={state.recoveryCodes} continueTo={state.continueTo ?? "/admin"} />
      ) : state.enrolment ? (
        <>
          <Banner tone="info">La double authentification est obligatoire pour votre compte : activez-la pour accéder à l'administration.</Banner>
          <EnrolmentPanel enrolment={state.enrolment} error={state.error} />
        </>
      ) : (
        <Banner tone="info">La double authentification est déjà activée pour ce compte : reconnectez-vous avec votre mot de passe puis un code.</Banner>
      )}
    </AuthCard>
  );
}
