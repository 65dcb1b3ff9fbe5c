// The code step of the two-factor sign-in (docs/decisions/706): opened only with the 5-minute
// pending token the password step handed out, once (docs/decisions/714); it ends with the session,
// or with nothing. A second factor locked by too many refused codes says so (docs/decisions/715).
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { AuthCard } from "~/components/admin/auth-card";
import { inputClass, labelClass } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { readBrowserId } from "~/lib/auth/browsers.server";
import { clientIp } from "~/lib/auth/login.server";
import { backToPasswordStep, pendingClaimsOf, signedInHeaders } from "~/lib/auth/pending-sign-in.server";
import { codeStep, codeStepView } from "~/lib/auth/second-factor.server";
import { sessionOrigin } from "~/lib/auth/sessions.server";
import { OneTimeCodeField } from "~/components/admin/two-factor";
import { secondFactorSchema, TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { getCloudflare } from "~/lib/context";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Double authentification");
}

function pendingClaims(request: Request, context: Route.LoaderArgs["context"]) {
  return pendingClaimsOf(request, getCloudflare(context).env.JWT_SECRET, "code");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const claims = await pendingClaims(request, context);
  const view = claims ? await codeStepView(getDb(context).db, claims) : null;
  if (!view) throw backToPasswordStep(request);
  return view;
}

type Answer = { error: string; warning?: string; locked?: true };

export async function action({ request, context }: Route.ActionArgs) {
  const claims = await pendingClaims(request, context);
  if (!claims) throw backToPasswordStep(request);
  const parsed = secondFactorSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<Answer>({ error: TWO_FACTOR_MESSAGES.missingSecondFactor }, { status: 400 });
  const { env } = getCloudflare(context);
  const outcome = await codeStep(
    { db: getDb(context).db, limiter: env.TOTP_LIMITER, jwtSecret: env.JWT_SECRET, mail: { queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN } },
    claims,
    { ...parsed.data, ip: clientIp(request), origin: sessionOrigin(request), browserId: readBrowserId(request) },
  );
  if (outcome.status === "expired") throw backToPasswordStep(request);
  if (outcome.status === "rate-limited") return data<Answer>({ error: TWO_FACTOR_MESSAGES.rateLimited }, { status: 429 });
  if (outcome.status === "locked") return data<Answer>({ error: TWO_FACTOR_MESSAGES.locked, locked: true }, { status: 423 });
  if (outcome.status === "invalid") {
    const warning = outcome.attemptsLeft === null ? undefined : TWO_FACTOR_MESSAGES.attemptsLeft(outcome.attemptsLeft);
    return data<Answer>({ error: TWO_FACTOR_MESSAGES.wrongSecondFactor, warning }, { status: 401 });
  }
  const { signedIn } = outcome;
  const headers = await signedInHeaders(request, env.JWT_SECRET, signedIn);
  throw redirect(claims.redirectTo, { headers });
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked || actionData?.locked) {
    return (
      <AuthCard title="Double authentification">
        <Banner tone="error">{TWO_FACTOR_MESSAGES.locked}</Banner>
        <p className="text-center text-sm">
          <Link to="/admin/mot-de-passe-oublie" className="font-medium text-brand-700 hover:underline">
            Mot de passe oublié ?
          </Link>
        </p>
      </AuthCard>
    );
  }
  const error = actionData?.error ?? null;
  const warning = actionData?.warning ?? null;
  return (
    <AuthCard title="Double authentification">
      {error ? (
        <Banner tone="error" id="second-factor-error">
          {error}
          {warning ? <span className="mt-1 block font-semibold">{warning}</span> : null}
        </Banner>
      ) : null}
      <Form method="post" className="space-y-4">
        <OneTimeCodeField id="second-factor-code" hint="Le code affiché par votre application d'authentification." describedBy={error ? "second-factor-error" : undefined} />
        <SubmitButton pendingLabel="Vérification...">Valider</SubmitButton>
      </Form>
      <details className="rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Utiliser un code de secours</summary>
        <Form method="post" className="mt-3 space-y-3">
          <div>
            <label htmlFor="second-factor-recovery" className={labelClass}>
              Code de secours
            </label>
            <input
              id="second-factor-recovery"
              name="recoveryCode"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              required
              className={`mt-1 font-mono ${inputClass} text-sm`}
            />
          </div>
          <SubmitButton pendingLabel="Vérification...">Valider le code de secours</SubmitButton>
        </Form>
      </details>
    </AuthCard>
  );
}
