import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import type { Route } from "./+types/create-admin";
import { TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { Card, PageHeader } from "~/components/admin/kit/page";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { inviteUser } from "~/lib/users/invitations.server";
import { CREATE_ADMIN_MESSAGES, createAdminSchema } from "~/lib/users/schema";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export function meta() {
  return adminMeta("Création d'administrateur");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("createAdmin"));
  return null;
}

/** docs/decisions/713: a super admin is invited like anyone else and chooses their own password. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("createAdmin"));
  const submission = parseWithZod(await request.formData(), { schema: createAdminSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), invited: null }, { status: 400 });
  }
  const { env } = getCloudflare(context);
  const outcome = await inviteUser({ db: getDb(context).db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN }, actor, {
    ...submission.value,
    role: "super_admin",
  });
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: [outcome.field ? CREATE_ADMIN_MESSAGES.failed : outcome.message],
        }),
        invited: null,
      },
      { status: 400 },
    );
  }
  return { result: submission.reply({ resetForm: true }), invited: submission.value.email };
}

export default function CreateAdmin({ actionData }: Route.ComponentProps) {
  const [form, fields] = useAdminForm(createAdminSchema, { id: "create-admin", lastResult: actionData?.result });
  const invited = actionData?.invited;
  return (
    <div className="max-w-2xl">
      <PageHeader title="Création d'administrateur" />
      <div className="space-y-4">
        <Banner tone="warning">
          <strong>Attention :</strong> un super administrateur a un accès complet au site : contenus, paramètres, demandes et comptes de l'équipe. Ne créez ce compte que pour une
          personne de confiance.
        </Banner>
        {invited ? (
          <Banner tone="success">
            <strong>Invitation envoyée</strong> — {invited}. {CREATE_ADMIN_MESSAGES.success}
          </Banner>
        ) : null}
        {form.errors ? (
          <Banner tone="error">
            <strong>Erreur</strong> — {form.errors[0]}
          </Banner>
        ) : null}
        <Card>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <p className="text-sm text-slate-700">{CREATE_ADMIN_MESSAGES.howItWorks}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField variant="admin" field={fields.firstName} label="Prénom" autoComplete="off" />
              <TextField variant="admin" field={fields.lastName} label="Nom" autoComplete="off" />
            </div>
            <TextField variant="admin" field={fields.email} label="Email" type="email" autoComplete="off" />
            <SubmitButton pendingLabel="Création en cours...">Inviter le super administrateur</SubmitButton>
          </Form>
        </Card>
      </div>
    </div>
  );
}
