// Profile → 'Double authentification': enrol (QR code or key, current password and first
// code, recovery codes shown once) or turn it off (password + current code). docs/decisions/706, 716.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/two-factor";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { Card, PageHeader } from "~/components/admin/kit/page";
import { CurrentPasswordField, EnrolmentPanel, OneTimeCodeField, RecoveryCodesPanel } from "~/components/admin/two-factor";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { disableTwoFactorSchema, enableTwoFactorSchema, TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { disableOwnTwoFactor, enableOwnTwoFactor, startEnrolment, twoFactorPolicy, twoFactorRequired, twoFactorState } from "~/lib/auth/two-factor.server";
import { getCloudflare } from "~/lib/context";
import { getSettings } from "~/lib/settings/settings.server";

export function meta() {
  return adminMeta("Double authentification");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("twoFactor"));
  const { db } = getDb(context);
  const [state, settings] = await Promise.all([twoFactorState(db, user.id), getSettings(db)]);
  const enrolment = state.enabled ? null : await startEnrolment(db, getCloudflare(context).env.JWT_SECRET, user);
  return {
    email: user.email,
    enabledAt: state.enabledAt ? formatDateTime(state.enabledAt) : null,
    recoveryCodesLeft: state.recoveryCodesLeft,
    required: twoFactorRequired(twoFactorPolicy(settings), user.role),
    enrolment,
  };
}

type Answer = { intent: "enable" | "disable"; error: string | null; field?: "password" | "code" | null; recoveryCodes?: Array<string> };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("twoFactor"));
  const { db } = getDb(context);
  const { env } = getCloudflare(context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "disable") {
    const parsed = disableTwoFactorSchema.safeParse(form);
    if (!parsed.success) return data<Answer>({ intent: "disable", error: parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeFormat, field: null }, { status: 400 });
    const outcome = await disableOwnTwoFactor({ db, limiter: env.TOTP_LIMITER, jwtSecret: env.JWT_SECRET, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN }, user, parsed.data);
    if (!outcome.ok) return data<Answer>({ intent: "disable", error: outcome.message, field: outcome.field }, { status: outcome.field === null ? 429 : 400 });
    throw redirectWithFlash(request, "/admin/profile/double-authentification", TWO_FACTOR_MESSAGES.disabled);
  }
  const parsed = enableTwoFactorSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "password" ? "password" : "code";
    return data<Answer>({ intent: "enable", error: issue?.message ?? TWO_FACTOR_MESSAGES.codeFormat, field }, { status: 400 });
  }
  const outcome = await enableOwnTwoFactor({ db, limiter: env.TOTP_LIMITER, jwtSecret: env.JWT_SECRET }, user, parsed.data);
  if (!outcome.ok) return data<Answer>({ intent: "enable", error: outcome.message, field: outcome.field }, { status: outcome.field === null ? 429 : 400 });
  return data<Answer>({ intent: "enable", error: null, recoveryCodes: outcome.recoveryCodes });
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { email, enabledAt, recoveryCodesLeft, required, enrolment } = loaderData;
  const answer = actionData;
  return (
    <>
      <PageHeader title="Double authentification" description="Un code à 6 chiffres de votre application d'authentification, demandé après votre mot de passe." />
      <p className="mb-4 text-sm">
        <Link to="/admin/profile" className="font-medium text-brand-700 hover:underline">
          ← Mon Profil
        </Link>
      </p>
      <div className="max-w-2xl">
        {answer?.recoveryCodes ? (
          <Card title="Codes de secours">
            <RecoveryCodesPanel email={email} codes={answer.recoveryCodes} continueTo="/admin/profile" />
          </Card>
        ) : enabledAt ? (
          <Card title="Activée">
            <p className="text-sm text-slate-700">
              Activée le {enabledAt}. Codes de secours restants : <strong>{recoveryCodesLeft}</strong> sur 10.
            </p>
            {required ? (
              <Banner tone="info">
                La double authentification est obligatoire pour votre compte : si vous la désactivez, vous devrez la réactiver à votre prochaine connexion.
              </Banner>
            ) : null}
            <Form method="post" className="mt-4 space-y-3">
              <h2 className="text-base font-semibold text-slate-900">Désactiver</h2>
              <input type="hidden" name="intent" value="disable" />
              {answer?.intent === "disable" && answer.error ? (
                <Banner tone="error" id="totp-disable-error">
                  {answer.error}
                </Banner>
              ) : null}
              <CurrentPasswordField id="totp-disable-password" invalid={answer?.field === "password"} />
              <OneTimeCodeField id="totp-disable-code" invalid={answer?.field === "code"} narrow />
              <SubmitButton intent="disable" tone="danger" pendingLabel="Désactivation...">
                Désactiver la double authentification
              </SubmitButton>
            </Form>
          </Card>
        ) : enrolment ? (
          <Card title="Activer la double authentification">
            <EnrolmentPanel
              enrolment={enrolment}
              error={answer?.intent === "enable" ? answer.error : null}
              invalidField={answer?.intent === "enable" ? answer.field : null}
              askPassword
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
