import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import type { Route } from "./+types/create-admin";
import { PASSWORD_RULE } from "~/lib/auth/password";
import { Banner, SubmitButton, TextField } from "~/components/admin/form";
import { Card, PageHeader } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { CREATE_ADMIN_MESSAGES, createAdminSchema } from "~/lib/users/schema";
import { createSuperAdmin } from "~/lib/users/users.server";

export function meta() {
  return adminMeta("Création d'administrateur");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("createAdmin"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("createAdmin"));
  const submission = parseWithZod(await request.formData(), { schema: createAdminSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), created: null }, { status: 400 });
  }
  const outcome = await createSuperAdmin(getDb(context).db, actor, submission.value);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: [outcome.field ? CREATE_ADMIN_MESSAGES.failed : outcome.message],
          hideFields: ["password"],
        }),
        created: null,
      },
      { status: 400 },
    );
  }
  return { result: submission.reply({ resetForm: true }), created: outcome.user.email };
}

export default function CreateAdmin({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "create-admin",
    lastResult: actionData?.result,
    constraint: getZodConstraint(createAdminSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createAdminSchema }),
  });
  const created = actionData?.created;
  return (
    <div className="max-w-2xl">
      <PageHeader title="Création d'administrateur" />
      <div className="space-y-4">
        <Banner tone="warning">
          <strong>Attention :</strong> un super administrateur a un accès complet au site : contenus, paramètres, demandes et comptes de
          l'équipe. Ne créez ce compte que pour une personne de confiance.
        </Banner>
        {created ? (
          <Banner tone="success">
            <strong>Super Admin créé</strong> — {created}. {CREATE_ADMIN_MESSAGES.success}
          </Banner>
        ) : null}
        {form.errors ? (
          <Banner tone="error">
            <strong>Erreur</strong> — {form.errors[0]}
          </Banner>
        ) : null}
        <Card>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField meta={fields.firstName} label="Prénom" autoComplete="off" />
              <TextField meta={fields.lastName} label="Nom" autoComplete="off" />
            </div>
            <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
            <TextField meta={fields.password} label="Mot de passe" type="password" autoComplete="new-password" description={PASSWORD_RULE} />
            <SubmitButton pendingLabel="Création en cours...">Créer le super administrateur</SubmitButton>
          </Form>
        </Card>
      </div>
    </div>
  );
}
