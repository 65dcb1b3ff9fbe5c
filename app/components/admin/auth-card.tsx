import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { PASSWORD_RULE } from "~/lib/auth/password";
import { newPasswordSchema } from "~/lib/auth/schema";
import { useAdminForm } from "~/lib/admin/use-admin-form";

/** The centred card of the signed-out admin pages (login, forgotten password, links). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <img src="/favicon.svg" alt="" width={48} height={48} className="mx-auto size-12" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">Lutetia Géotechnique — espace réservé à l'équipe</p>
        </div>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className="font-medium text-brand-700 hover:underline">
            ← Retour à la connexion
          </Link>
        </p>
      </div>
    </main>
  );
}

/** New password + confirmation, with the rule shown before any error. */
export function NewPasswordForm({ id, email, lastResult, submitLabel }: { id: string; email: string; lastResult?: SubmissionResult<Array<string>>; submitLabel: string }) {
  const [form, fields] = useAdminForm(newPasswordSchema, { id, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {form.errors ? (
        <Banner tone="error" id={form.errorId}>
          {form.errors[0]}
        </Banner>
      ) : null}
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField variant="admin" field={fields.password} label="Nouveau mot de passe" type="password" autoComplete="new-password" description={PASSWORD_RULE} />
      <TextField variant="admin" field={fields.confirmPassword} label="Confirmer le mot de passe" type="password" autoComplete="new-password" />
      <div className="pt-2">
        <SubmitButton pendingLabel="Enregistrement...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
