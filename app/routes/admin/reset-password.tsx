import { Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard, NewPasswordForm } from "~/components/admin/auth-card";
import { Banner } from "~/components/ui/banner";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { resetPassword } from "~/lib/auth/reset.server";
import { ACCOUNT_LINK_MESSAGES } from "~/lib/auth/schema";
import { accountLinkPage, newPasswordFromLink } from "~/lib/auth/tokens.server";
import { getCloudflare } from "~/lib/context";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Nouveau mot de passe");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return accountLinkPage(getDb(context).db, "reset", params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getDb(context);
  const { env } = getCloudflare(context);
  const deps = { db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN };
  const step = await newPasswordFromLink(request, db, "reset", params.token, (password) => resetPassword(deps, { token: params.token, password }));
  if ("answer" in step) return step.answer;
  throw redirect("/admin/login?motDePasse=modifie");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <AuthCard title="Nouveau mot de passe">
      {state.valid ? (
        <>
          <p className="text-sm text-slate-700">
            Choisissez le nouveau mot de passe de <strong>{state.email}</strong>. Toutes les sessions ouvertes sur ce compte seront fermées.
          </p>
          <NewPasswordForm
            id="reset-password"
            email={state.email}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
            submitLabel="Enregistrer le mot de passe"
          />
        </>
      ) : (
        <>
          <Banner tone="warning">{ACCOUNT_LINK_MESSAGES.resetExpired}</Banner>
          <p className="text-sm">
            <Link to="/admin/mot-de-passe-oublie" className="font-medium text-brand-700 hover:underline">
              Recevoir un nouveau lien
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
