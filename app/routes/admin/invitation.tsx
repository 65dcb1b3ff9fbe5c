import { redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { AuthCard, NewPasswordForm } from "~/components/admin/auth-card";
import { Banner } from "~/components/ui/banner";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { issuePendingToken, pendingCookie } from "~/lib/auth/pending-sign-in.server";
import { ACCOUNT_LINK_MESSAGES } from "~/lib/auth/schema";
import { twoFactorPolicy, twoFactorRequired } from "~/lib/auth/two-factor.server";
import { getSettings } from "~/lib/settings/settings.server";
import { sessionCookie } from "~/lib/auth/session.server";
import { sessionOrigin, startSession } from "~/lib/auth/sessions.server";
import { accountLinkPage, newPasswordFromLink } from "~/lib/auth/tokens.server";
import { getCloudflare } from "~/lib/context";
import { acceptInvitation } from "~/lib/users/invitations.server";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Activer votre compte");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return accountLinkPage(getDb(context).db, "invitation", params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getDb(context);
  const step = await newPasswordFromLink(request, db, "invitation", params.token, (password) => acceptInvitation(db, { token: params.token, password }));
  if ("answer" in step) return step.answer;
  const outcome = step.done;
  const secret = getCloudflare(context).env.JWT_SECRET;
  // A role the policy requires a second factor of enrols before any session (docs/decisions/706).
  if (twoFactorRequired(twoFactorPolicy(await getSettings(db)), outcome.user.role)) {
    const pending = await issuePendingToken(db, secret, { userId: outcome.user.id, sessionVersion: outcome.user.sessionVersion, purpose: "enrol", redirectTo: "/admin" });
    throw redirect("/admin/connexion/activation", { headers: { "Set-Cookie": pendingCookie(request, pending) } });
  }
  const token = await startSession(db, secret, outcome.user, new Date(), sessionOrigin(request));
  throw redirect("/admin", { headers: { "Set-Cookie": sessionCookie(request, token) } });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <AuthCard title="Activer votre compte">
      {state.valid ? (
        <>
          <p className="text-sm text-slate-700">
            Bienvenue ! Choisissez le mot de passe de votre compte <strong>{state.email}</strong> : vous serez ensuite connecté(e).
          </p>
          <NewPasswordForm
            id="accept-invitation"
            email={state.email}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
            submitLabel="Activer mon compte"
          />
        </>
      ) : (
        <Banner tone="warning">{ACCOUNT_LINK_MESSAGES.invitationExpired}</Banner>
      )}
    </AuthCard>
  );
}
