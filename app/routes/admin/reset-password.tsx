import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard, NewPasswordForm } from "~/components/admin/auth-card";
import { Banner } from "~/components/ui/banner";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { resetPassword } from "~/lib/auth/reset.server";
import { ACCOUNT_LINK_MESSAGES, newPasswordSchema } from "~/lib/auth/schema";
import { findAccountToken } from "~/lib/auth/tokens.server";
import { getCloudflare } from "~/lib/context";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Nouveau mot de passe");
}

/** An unknown, used or expired link: 410 with the page that says what to do. */
const expired = () => data({ valid: false as const, email: "" }, { status: 410 });

export async function loader({ params, context }: Route.LoaderArgs) {
  const holder = await findAccountToken(getDb(context).db, "reset", params.token);
  if (!holder) return expired();
  return { valid: true as const, email: holder.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getDb(context);
  const holder = await findAccountToken(db, "reset", params.token);
  if (!holder) return expired();
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema });
  if (submission.status !== "success") {
    return data({ valid: true as const, email: holder.email, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const { env } = getCloudflare(context);
  const outcome = await resetPassword({ db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN }, { token: params.token, password: submission.value.password });
  if (!outcome.ok && outcome.reason === "invalid-link") return expired();
  if (!outcome.ok) {
    const result = submission.reply({ fieldErrors: { password: [outcome.message] }, hideFields: ["password", "confirmPassword"] });
    return data({ valid: true as const, email: holder.email, result }, { status: 400 });
  }
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
