import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/users";
import { AdminDialog, CancelLink } from "~/components/admin/dialog";
import { Banner, buttonClass, ReadOnlyField, SelectField, SubmitButton, TextField } from "~/components/admin/form";
import { Icon } from "~/components/ui/icon";
import { Badge, EmptyState, PageHeader, Pagination, SearchForm, tableClass, withParams } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { formatDateTime, formatDay, fullName } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { ROLE_LABELS, ROLE_ORDER, routeMinimum } from "~/lib/auth/permissions";
import { sessionCookie } from "~/lib/auth/session.server";
import { startSession } from "~/lib/auth/sessions.server";
import { getCloudflare } from "~/lib/context";
import { createUserSchema, deleteUserSchema, USER_MESSAGES, userActionSchema, updateUserSchema } from "~/lib/users/schema";
import { createUser, deleteUser, getUser, listUsers, updateUser, type UserListItem } from "~/lib/users/users.server";

export function meta() {
  return adminMeta("Utilisateurs");
}

const roleOptions = [...ROLE_ORDER].reverse().map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const OK_MESSAGES = { created: USER_MESSAGES.created, updated: USER_MESSAGES.updated, deleted: USER_MESSAGES.deleted } as const;
const passwordFields = ["password"];

function listSearch(url: URL, changes: Record<string, string | null>) {
  const params = new URLSearchParams(url.search);
  for (const key of ["dialog", "id", "ok"]) params.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return `/admin/users${query ? `?${query}` : ""}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireRole(request, context, routeMinimum("users"));
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const dialog = url.searchParams.get("dialog");
  const id = Number(url.searchParams.get("id"));
  const { db } = getDb(context);
  const [list, target] = await Promise.all([
    listUsers(db, { q, page }),
    (dialog === "edit" || dialog === "delete") && Number.isSafeInteger(id) && id > 0 ? getUser(db, id) : null,
  ]);
  const ok = url.searchParams.get("ok");
  return {
    actorId: actor.id,
    q,
    page,
    ...list,
    dialog: dialog === "new" ? ("new" as const) : target && (dialog === "edit" || dialog === "delete") ? dialog : null,
    target,
    ok: ok && ok in OK_MESSAGES ? OK_MESSAGES[ok as keyof typeof OK_MESSAGES] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("users"));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const submission = parseWithZod(formData, { schema: userActionSchema });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });
  }
  const url = new URL(request.url);
  const { db } = getDb(context);
  const value = submission.value;
  const failed = (outcome: { message: string; field?: string }, fallback: string) =>
    data(
      {
        intent,
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: outcome.field ? [fallback] : [outcome.message],
          hideFields: passwordFields,
        }),
      },
      { status: 400 },
    );

  if (value.intent === "create") {
    const outcome = await createUser(db, actor, value);
    if (!outcome.ok) return failed(outcome, USER_MESSAGES.createFailed);
    throw redirect(listSearch(url, { ok: "created" }));
  }
  if (value.intent === "update") {
    const outcome = await updateUser(db, actor, value);
    if (!outcome.ok) return failed(outcome, USER_MESSAGES.updateFailed);
    const headers = new Headers();
    if (outcome.user.id === actor.id && value.password) {
      // One's own password changed here: keep this session, drop the others.
      const token = await startSession(db, getCloudflare(context).env.JWT_SECRET, { id: actor.id, sessionVersion: outcome.sessionVersion });
      headers.append("Set-Cookie", sessionCookie(request, token));
    }
    throw redirect(listSearch(url, { ok: "updated" }), { headers });
  }
  const outcome = await deleteUser(db, actor, value.id);
  if (!outcome.ok) return failed(outcome, USER_MESSAGES.deleteFailed);
  throw redirect(listSearch(url, { ok: "deleted", page: null }));
}

type ActionResult = { intent: string; result: SubmissionResult<Array<string>> } | undefined;

function CreateUserForm({ lastResult }: { lastResult?: SubmissionResult<Array<string>> }) {
  const [form, fields] = useForm({
    id: "user-create",
    lastResult,
    defaultValue: { role: "author" },
    constraint: getZodConstraint(createUserSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserSchema }),
  });
  const location = useLocation();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      {form.errors ? <Banner tone="error">{form.errors[0]}</Banner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="Prénom" autoComplete="off" />
        <TextField meta={fields.lastName} label="Nom" autoComplete="off" />
      </div>
      <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
      <TextField meta={fields.password} label="Mot de passe" type="password" autoComplete="new-password" description="Au moins 8 caractères." />
      <SelectField meta={fields.role} label="Rôle" options={roleOptions} />
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={withParams(location.search, { dialog: null, id: null, ok: null }, location.pathname)} />
        <SubmitButton intent="create" pendingLabel="Création...">
          Créer l'utilisateur
        </SubmitButton>
      </div>
    </Form>
  );
}

function EditUserForm({ user, isSelf, lastResult }: { user: UserListItem; isSelf: boolean; lastResult?: SubmissionResult<Array<string>> }) {
  const [form, fields] = useForm({
    id: `user-edit-${user.id}`,
    lastResult,
    defaultValue: { id: String(user.id), firstName: user.firstName, lastName: user.lastName, role: user.role },
    constraint: getZodConstraint(updateUserSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateUserSchema }),
  });
  const location = useLocation();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={user.id} />
      {form.errors ? <Banner tone="error">{form.errors[0]}</Banner> : null}
      <ReadOnlyField id={`user-edit-${user.id}-email`} label="Email" value={user.email} description="L'email ne peut pas être modifié." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="Prénom" autoComplete="off" />
        <TextField meta={fields.lastName} label="Nom" autoComplete="off" />
      </div>
      <TextField
        meta={fields.password}
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required={false}
        description="Laisser vide pour conserver le mot de passe actuel. Un changement déconnecte l'utilisateur."
      />
      <SelectField
        meta={fields.role}
        label="Rôle"
        options={roleOptions}
        disabled={isSelf}
        description={isSelf ? "Vous ne pouvez pas modifier votre propre rôle." : "Un changement de rôle déconnecte l'utilisateur."}
      />
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={withParams(location.search, { dialog: null, id: null, ok: null }, location.pathname)} />
        <SubmitButton intent="update" pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </Form>
  );
}

function DeleteUserForm({ user, lastResult }: { user: UserListItem; lastResult?: SubmissionResult<Array<string>> }) {
  const [form] = useForm({
    id: `user-delete-${user.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteUserSchema }),
  });
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
        <CancelLink to={withParams(location.search, { dialog: null, id: null, ok: null }, location.pathname)} />
        <SubmitButton intent="delete" tone="danger" pendingLabel="Suppression...">
          Supprimer
        </SubmitButton>
      </div>
    </Form>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, q, page, pageCount, total, dialog, target, ok, actorId } = loaderData;
  const location = useLocation();
  const result = actionData as ActionResult;
  const lastResult = (intent: string) => (result?.intent === intent ? result.result : undefined);
  const dialogHref = (name: string, id?: number) => withParams(location.search, { dialog: name, id: id ?? null, ok: null }, location.pathname);
  const closeHref = withParams(location.search, { dialog: null, id: null, ok: null }, location.pathname);
  const listSearchString = withParams(location.search, { dialog: null, id: null, ok: null });

  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Les comptes de l'équipe et leurs rôles."
        actions={
          <>
            <Link to="/admin/create-admin" className={buttonClass.secondary}>
              Créer un super administrateur
            </Link>
            <Link to={dialogHref("new")} preventScrollReset className={buttonClass.primary}>
              <Icon name="plus" className="size-4" />
              Nouvel utilisateur
            </Link>
          </>
        }
      />
      {ok ? (
        <div className="mb-4">
          <Banner tone="success">{ok}</Banner>
        </div>
      ) : null}
      <SearchForm q={q} label="Rechercher un utilisateur" placeholder="Nom, prénom ou email" />
      {users.length === 0 ? (
        <EmptyState>{q ? "Aucun utilisateur ne correspond à votre recherche." : "Aucun utilisateur."}</EmptyState>
      ) : (
        <div className={tableClass.wrapper}>
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>Nom</th>
                <th scope="col" className={tableClass.th}>Email</th>
                <th scope="col" className={tableClass.th}>Rôle</th>
                <th scope="col" className={tableClass.th}>Dernière connexion</th>
                <th scope="col" className={tableClass.th}>Créé le</th>
                <th scope="col" className={tableClass.th}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((user) => (
                <tr key={user.id} className={tableClass.row}>
                  <td className={`${tableClass.td} font-medium text-slate-900`}>
                    {fullName(user) || <span className="text-slate-400">—</span>}
                    {user.id === actorId ? <span className="ml-2 text-xs text-slate-500">(vous)</span> : null}
                  </td>
                  <td className={tableClass.td}>{user.email}</td>
                  <td className={tableClass.td}>
                    <Badge tone={user.role === "super_admin" ? "red" : user.role === "editor" ? "blue" : user.role === "author" ? "green" : "slate"}>
                      {ROLE_LABELS[user.role]}
                    </Badge>
                  </td>
                  <td className={tableClass.td}>{formatDateTime(user.lastSignInAt, "Jamais")}</td>
                  <td className={tableClass.td}>{formatDay(user.createdAt)}</td>
                  <td className={`${tableClass.td} whitespace-nowrap text-right`}>
                    <Link to={dialogHref("edit", user.id)} preventScrollReset className={buttonClass.link}>
                      Modifier<span className="sr-only"> {user.email}</span>
                    </Link>
                    {user.id !== actorId ? (
                      <Link to={dialogHref("delete", user.id)} preventScrollReset className="ml-4 font-semibold text-red-700 hover:underline">
                        Supprimer<span className="sr-only"> {user.email}</span>
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} search={listSearchString} />

      {dialog === "new" ? (
        <AdminDialog title="Nouvel utilisateur" closeHref={closeHref}>
          <CreateUserForm lastResult={lastResult("create")} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier l'utilisateur" closeHref={closeHref}>
          <EditUserForm user={target} isSelf={target.id === actorId} lastResult={lastResult("update")} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <AdminDialog title="Supprimer l'utilisateur" closeHref={closeHref} role="alertdialog">
          <DeleteUserForm user={target} lastResult={lastResult("delete")} />
        </AdminDialog>
      ) : null}
    </>
  );
}
