import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/components/admin/auth-card";
import { TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { getOptionalUser } from "~/lib/auth/guards.server";
import { clientIp } from "~/lib/auth/login.server";
import { requestPasswordReset } from "~/lib/auth/reset.server";
import { ACCOUNT_LINK_MESSAGES, forgotPasswordSchema } from "~/lib/auth/schema";
import { getCloudflare } from "~/lib/context";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Mot de passe oublié");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getOptionalUser(request, context)) throw redirect("/admin");
  return null;
}

/**
 * Same status, same page for a known, an unknown or a capped address: the e-mail is only
 * queued (reset.server.ts). The per-IP limit answers 429, which tells nothing about the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (await getOptionalUser(request, context)) throw redirect("/admin");
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { env } = getCloudflare(context);
  const { success } = await env.LOGIN_LIMITER.limit({ key: `reset:ip:${clientIp(request)}` });
  if (!success) {
    return data({ result: submission.reply({ formErrors: [ACCOUNT_LINK_MESSAGES.resetRateLimited] }), sent: false }, { status: 429 });
  }
  const { db } = getDb(context);
  await requestPasswordReset({ db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN }, submission.value);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useAdminForm(forgotPasswordSchema, { id: "forgot-password", lastResult: actionData?.result });
  return (
    <AuthCard title="Mot de passe oublié">
      {actionData?.sent ? (
        <Banner tone="success">{ACCOUNT_LINK_MESSAGES.resetSent}</Banner>
      ) : (
        <p className="text-sm text-slate-700">Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe, valable 30 minutes.</p>
      )}
      {form.errors ? (
        <Banner tone="error" id={form.errorId}>
          {form.errors[0]}
        </Banner>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <TextField variant="admin" field={fields.email} label="Email" type="email" autoComplete="username" />
        <div className="pt-2">
          <SubmitButton pendingLabel="Envoi...">Recevoir un lien</SubmitButton>
        </div>
      </Form>
    </AuthCard>
  );
}
