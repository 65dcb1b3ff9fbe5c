import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/users";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, CancelLink } from "~/components/admin/kit/dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { parseListQuery } from "~/lib/admin/list";
import { getDb } from "~/db/get-db.server";
import { formatDateTime, formatDay, fullName } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { ROLE_LABELS, ROLE_ORDER, routeMinimum } from "~/lib/auth/permissions";
import { TWO_FACTOR_MESSAGES } from "~/lib/auth/two-factor";
import { resetTwoFactor, unlockTwoFactor } from "~/lib/auth/two-factor.server";
import { getCloudflare } from "~/lib/context";
import { cancelInvitation, inviteUser, resendInvitation } from "~/lib/users/invitations.server";
import { deleteUserSchema, inviteUserSchema, USER_MESSAGES, USERS_LIST, userActionSchema, updateUserSchema } from "~/lib/users/schema";
import { deleteUser, getUser, listUsers, updateUser, type UserListItem } from "~/lib/users/users.server";
import { backToList, listDialog } from "~/lib/admin/dialogs.server";
import { conflictResponse, type FormAnswer } from "~/lib/admin/forms.server";
import type { Conflict } from "~/lib/admin/concurrency";
import { DialogForm } from "~/components/admin/kit/dialog-form";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import { UsersSectionNav } from "~/components/admin/users-section";

export function meta() {
  return adminMeta("Utilisateurs");
}

const roleOptions = [...ROLE_ORDER].reverse().map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireRole(request, context, routeMinimum("users"));
  const url = new URL(request.url);
  const query = parseListQuery(url, USERS_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listUsers(db, query), listDialog(url, (id) => getUser(db, id))]);
  return { actorId: actor.id, query, page, ...open };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("users"));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "reset-two-factor") {
    const { env } = getCloudflare(context);
    const outcome = await resetTwoFactor({ db: getDb(context).db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN }, actor, Number(formData.get("id")));
    if (!outcome.ok) throw backToList(request, outcome.message, { tone: "error" });
    throw backToList(request, TWO_FACTOR_MESSAGES.reset(outcome.email));
  }
  if (intent === "unlock-two-factor") {
    const outcome = await unlockTwoFactor(getDb(context).db, actor, Number(formData.get("id")));
    if (!outcome.ok) throw backToList(request, outcome.message, { tone: "error" });
    throw backToList(request, TWO_FACTOR_MESSAGES.unlocked(outcome.email));
  }
  const submission = parseWithZod(formData, { schema: userActionSchema });
  if (submission.status !== "success") {
    return data<FormAnswer>({ intent, result: submission.reply() }, { status: 400 });
  }
  const { db } = getDb(context);
  const value = submission.value;
  const failed = (outcome: { message: string; field?: string }, fallback: string) =>
    data<FormAnswer>(
      {
        intent,
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: outcome.field ? [fallback] : [outcome.message],
        }),
      },
      { status: 400 },
    );

  const { env } = getCloudflare(context);
  const mail = { db, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN };
  if (value.intent === "invite") {
    const outcome = await inviteUser(mail, actor, value);
    if (!outcome.ok) return failed(outcome, USER_MESSAGES.inviteFailed);
    throw backToList(request, USER_MESSAGES.invited);
  }
  if (value.intent === "resend") {
    const outcome = await resendInvitation(mail, actor, value.id);
    if (!outcome.ok) return failed(outcome, USER_MESSAGES.invitationNotFound);
    throw backToList(request, USER_MESSAGES.invitationResent);
  }
  if (value.intent === "cancel") {
    const outcome = await cancelInvitation(db, actor, value.id);
    if (!outcome.ok) return failed(outcome, USER_MESSAGES.invitationNotFound);
    throw backToList(request, USER_MESSAGES.invitationCancelled, { firstPage: true });
  }
  if (value.intent === "update") {
    const outcome = await updateUser(db, actor, value.id, value.version, value);
    if (outcome.ok) throw backToList(request, USER_MESSAGES.updated);
    if (outcome.reason === "conflict") return conflictResponse(submission, outcome.conflict, { intent });
    if (outcome.reason === "invalid") {
      return data<FormAnswer>(
        { intent, result: submission.reply({ fieldErrors: outcome.fieldErrors, formErrors: [outcome.formError ?? USER_MESSAGES.updateFailed] }) },
        { status: 400 },
      );
    }
    return failed({ message: USER_MESSAGES.notFound }, USER_MESSAGES.updateFailed);
  }
  const outcome = await deleteUser(db, actor, value.id);
  if (!outcome.ok) return failed(outcome, USER_MESSAGES.deleteFailed);
  throw backToList(request, USER_MESSAGES.deleted, { firstPage: true });
}

function InviteUserForm({ lastResult }: { lastResult?: SubmissionResult<Array<string>> }) {
  const [form, fields] = useAdminForm(inviteUserSchema, { id: "user-invite", lastResult, defaultValue: { role: "author" } });
  const location = useLocation();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <p className="text-sm text-slate-700">La personne reçoit un e-mail avec un lien valable 7 jours pour choisir elle-même son mot de passe.</p>
      {form.errors ? <Banner tone="error">{form.errors[0]}</Banner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.firstName} label="Prénom" autoComplete="off" />
        <TextField variant="admin" field={fields.lastName} label="Nom" autoComplete="off" />
      </div>
      <TextField variant="admin" field={fields.email} label="Email" type="email" autoComplete="off" />
      <SelectField variant="admin" field={fields.role} label="Rôle" options={roleOptions} />
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeDialogHref(location.pathname, location.search)} />
        <SubmitButton intent="invite" pendingLabel="Envoi...">
          Envoyer l'invitation
        </SubmitButton>
      </div>
    </Form>
  );
}

function EditUserForm({ user, isSelf, lastResult, conflict }: { user: UserListItem; isSelf: boolean; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict }) {
  const [form, fields] = useAdminForm(updateUserSchema, {
    id: `user-edit-${user.id}`,
    lastResult,
    defaultValue: { id: String(user.id), firstName: user.firstName, lastName: user.lastName, role: user.role },
  });
  return (
    <DialogForm form={form} record={user} conflict={conflict}>
      <TextField variant="admin" disabled id={`user-edit-${user.id}-email`} label="Email" defaultValue={user.email} description="L'email ne peut pas être modifié." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.firstName} label="Prénom" autoComplete="off" />
        <TextField variant="admin" field={fields.lastName} label="Nom" autoComplete="off" />
      </div>
      <SelectField
        variant="admin"
        field={fields.role}
        label="Rôle"
        options={roleOptions}
        disabled={isSelf}
        description={isSelf ? "Vous ne pouvez pas modifier votre propre rôle." : "Un changement de rôle déconnecte l'utilisateur."}
      />
    </DialogForm>
  );
}

/** A super admin clears another account's second factor (lost phone): Journal + e-mail. */
function ResetTwoFactorForm({ user }: { user: UserListItem }) {
  return (
    <Form method="post" className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="reset-two-factor" />
      <input type="hidden" name="id" value={user.id} />
      <h3 className="text-sm font-semibold text-slate-900">Double authentification</h3>
      <p className="text-sm text-slate-700">
        Activée. Si {user.email} a perdu son application et ses codes de secours, réinitialisez-la : la personne se connectera avec son seul mot de passe (puis devra la réactiver
        si elle est obligatoire) et en sera informée par e-mail.
      </p>
      <SubmitButton intent="reset-two-factor" tone="danger" pendingLabel="Réinitialisation...">
        Réinitialiser la double authentification
      </SubmitButton>
    </Form>
  );
}

function DeleteUserForm({ user, lastResult }: { user: UserListItem; lastResult?: SubmissionResult<Array<string>> }) {
  const [form] = useAdminForm(deleteUserSchema, { id: `user-delete-${user.id}`, lastResult, live: false });
  const location = useLocation();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={user.id} />
      {form.errors ? <Banner tone="error">{form.errors[0]}</Banner> : null}
      <p className="text-sm text-slate-700">
        Supprimer le compte de <strong>{user.email}</strong> ? Cette action est irréversible : la personne ne pourra plus se connecter.
      </p>
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeDialogHref(location.pathname, location.search)} />
        <SubmitButton intent="delete" tone="danger" pendingLabel="Suppression...">
          Supprimer
        </SubmitButton>
      </div>
    </Form>
  );
}

type Row = UserListItem;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target, actorId } = loaderData;
  const location = useLocation();
  const result = actionData;
  const lastResult = (intent: string) => (result?.intent === intent ? result.result : undefined);
  const closeHref = closeDialogHref(location.pathname, location.search);
  const columns: Array<Column<Row>> = [
    {
      key: "name",
      header: "Nom",
      rowHeader: true,
      cell: (user) => (
        <>
          {fullName(user) || <span className="text-slate-500">—</span>}
          {user.id === actorId ? <span className="ml-2 text-xs text-slate-500">(vous)</span> : null}
        </>
      ),
    },
    { key: "email", header: "Email", cell: (user) => user.email },
    {
      key: "role",
      header: "Rôle",
      cell: (user) => (
        <Badge tone={user.role === "super_admin" ? "red" : user.role === "editor" ? "blue" : user.role === "author" ? "green" : "slate"}>{ROLE_LABELS[user.role]}</Badge>
      ),
    },
    {
      key: "lastSignIn",
      header: "Dernière connexion",
      cell: (user) => (user.status === "invited" ? <Badge tone="amber">Invitation envoyée</Badge> : formatDateTime(user.lastSignInAt, "Jamais")),
    },
    {
      key: "twoFactor",
      header: "Double auth.",
      cell: (user) => (user.twoFactorLocked ? <Badge tone="red">Bloquée</Badge> : user.twoFactor ? <Badge tone="green">Activée</Badge> : <span className="text-slate-500">—</span>),
    },
    { key: "created", header: "Créé le", cell: (user) => formatDay(user.createdAt) },
  ];

  return (
    <>
      <UsersSectionNav />
      <ListScreen
        title="Utilisateurs"
        description="Les comptes de l'équipe et leurs rôles."
        actions={
          <>
            <Link to="/admin/create-admin" className={buttonClass("secondary")}>
              Inviter un super administrateur
            </Link>
            <NewDialogLink>Inviter un utilisateur</NewDialogLink>
          </>
        }
        query={query}
        page={page}
        columns={columns}
        rowKey={(user) => user.id}
        rowActions={(user) =>
          user.status === "invited"
            ? [
                { label: "Modifier", target: user.email, href: dialogHref(location.search, "edit", user.id) },
                { label: "Renvoyer", target: user.email, post: { intent: "resend", id: user.id }, pendingLabel: "Envoi..." },
                { label: "Annuler", target: user.email, post: { intent: "cancel", id: user.id }, tone: "danger", pendingLabel: "Annulation..." },
              ]
            : [
                { label: "Modifier", target: user.email, href: dialogHref(location.search, "edit", user.id) },
                Boolean(user.twoFactorLocked) &&
                  user.id !== actorId && { label: "Débloquer", target: user.email, post: { intent: "unlock-two-factor", id: user.id }, pendingLabel: "Déblocage..." },
                user.id !== actorId && deleteAction(location.search, user.id, user.email),
              ]
        }
        search={{ label: "Rechercher un utilisateur", placeholder: "Nom, prénom ou email" }}
        empty={{ message: "Aucun utilisateur.", filteredMessage: "Aucun utilisateur ne correspond à votre recherche." }}
      >
        {dialog === "new" ? (
          <AdminDialog title="Inviter un utilisateur" closeHref={closeHref}>
            <InviteUserForm lastResult={lastResult("invite")} />
          </AdminDialog>
        ) : null}
        {dialog === "edit" && target ? (
          <AdminDialog title="Modifier l'utilisateur" closeHref={closeHref}>
            <EditUserForm user={target} isSelf={target.id === actorId} lastResult={lastResult("update")} conflict={result?.intent === "update" ? result.conflict : undefined} />
            {target.twoFactor && target.id !== actorId ? <ResetTwoFactorForm user={target} /> : null}
          </AdminDialog>
        ) : null}
        {dialog === "delete" && target ? (
          <AdminDialog title="Supprimer l'utilisateur" closeHref={closeHref} role="alertdialog">
            <DeleteUserForm user={target} lastResult={lastResult("delete")} />
          </AdminDialog>
        ) : null}
      </ListScreen>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(USER_MESSAGES.loadFailed);
