import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { getOptionalUser } from "~/lib/auth/guards.server";
import { readBrowserId } from "~/lib/auth/browsers.server";
import { clientIp, signIn } from "~/lib/auth/login.server";
import { safeRedirect } from "~/lib/auth/redirect";
import { ACCOUNT_LINK_MESSAGES, LOGIN_ERROR_TIMEOUT_MS, LOGIN_MESSAGES, loginSchema } from "~/lib/auth/schema";
import { issuePendingToken, pendingCookie, signedInHeaders } from "~/lib/auth/pending-sign-in.server";
import { sessionOrigin } from "~/lib/auth/sessions.server";
import { TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { getCloudflare } from "~/lib/context";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Connexion");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  if (await getOptionalUser(request, context)) throw redirect(safeRedirect(redirectTo));
  return {
    redirectTo: redirectTo ? safeRedirect(redirectTo) : null,
    passwordReset: url.searchParams.get("motDePasse") === "modifie",
    pendingExpired: url.searchParams.get("connexion") === "expiree",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { env } = getCloudflare(context);
  const { db } = getDb(context);
  const outcome = await signIn(
    { db, limiter: env.LOGIN_LIMITER, mail: { queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN } },
    { ...submission.value, ip: clientIp(request), origin: sessionOrigin(request), browserId: readBrowserId(request) },
  );
  if (outcome.status === "rate-limited") {
    return data({ result: submission.reply({ formErrors: [LOGIN_MESSAGES.rateLimited], hideFields: ["password"] }) }, { status: 429 });
  }
  if (outcome.status === "invalid") {
    return data({ result: submission.reply({ formErrors: [LOGIN_MESSAGES.invalidCredentials], hideFields: ["password"] }) }, { status: 401 });
  }
  if (outcome.status === "second-factor") {
    // Only a 5-minute pending token until the code step (or the required enrolment) is done.
    const pending = await issuePendingToken(db, env.JWT_SECRET, {
      userId: outcome.userId,
      sessionVersion: outcome.sessionVersion,
      purpose: outcome.purpose,
      redirectTo: safeRedirect(submission.value.redirectTo),
    });
    throw redirect(outcome.purpose === "code" ? "/admin/connexion/code" : "/admin/connexion/activation", {
      headers: { "Set-Cookie": pendingCookie(request, pending) },
    });
  }
  throw redirect(safeRedirect(submission.value.redirectTo), { headers: await signedInHeaders(request, env.JWT_SECRET, outcome) });
}

function notice(redirectTo: string | null) {
  if (!redirectTo) return null;
  if (redirectTo.startsWith("/admin/profile")) {
    return { title: "Accès non autorisé", text: "Connectez-vous pour accéder à votre profil." };
  }
  return { title: "Connexion requise", text: "Connectez-vous pour accéder à cette page." };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAdminForm(loginSchema, { id: "login", lastResult: actionData?.result });
  // The error disappears after 8 s; a new attempt shows it again.
  const [expiredAnswer, setExpiredAnswer] = useState<typeof actionData | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpiredAnswer(actionData), LOGIN_ERROR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [actionData]);
  const errorVisible = expiredAnswer !== actionData;
  const info = notice(loaderData.redirectTo);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <img src="/favicon.svg" alt="" width={48} height={48} className="mx-auto size-12" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">Administration</h1>
          <p className="text-sm text-slate-600">Lutetia Géotechnique — espace réservé à l'équipe</p>
        </div>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {loaderData.passwordReset ? <Banner tone="success">{ACCOUNT_LINK_MESSAGES.passwordReset}</Banner> : null}
          {loaderData.pendingExpired ? <Banner tone="warning">{TWO_FACTOR_MESSAGES.pendingExpired}</Banner> : null}
          {info ? (
            <Banner tone="info">
              <strong>{info.title}</strong> — {info.text}
            </Banner>
          ) : null}
          {form.errors && errorVisible ? (
            <Banner tone="error" id={form.errorId}>
              {form.errors[0]}
            </Banner>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
            <TextField variant="admin" field={fields.email} label="Email" type="email" autoComplete="username" />
            <TextField variant="admin" field={fields.password} label="Mot de passe" type="password" autoComplete="current-password" />
            <div className="pt-2">
              <SubmitButton pendingLabel="Connexion...">Se connecter</SubmitButton>
            </div>
          </Form>
          <p className="text-center text-sm">
            <Link to="/admin/mot-de-passe-oublie" className="font-medium text-brand-700 hover:underline">
              Mot de passe oublié ?
            </Link>
          </p>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            ← Retour au site
          </Link>
        </p>
      </div>
    </main>
  );
}
