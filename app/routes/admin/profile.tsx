import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { PASSWORD_RULE } from "~/lib/auth/password";
import { TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { Card, PageHeader } from "~/components/admin/kit/page";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { getSessionId, requireRole } from "~/lib/auth/guards.server";
import { ROLE_LABELS, routeMinimum } from "~/lib/auth/permissions";
import { createSessionToken, sessionCookie } from "~/lib/auth/session.server";
import { endOtherSessions, endOwnSession, listOwnSessions, sessionOrigin } from "~/lib/auth/sessions.server";
import { browserLabel, placeLabel } from "~/lib/auth/user-agent";
import { SessionsCard } from "~/components/admin/sessions-card";
import { twoFactorState } from "~/lib/auth/two-factor.server";
import { getCloudflare } from "~/lib/context";
import { changePasswordSchema, endSessionSchema, PROFILE_MESSAGES, profileActionSchema, profileNamesSchema } from "~/lib/users/schema";
import { changeOwnPassword, getUser, updateOwnNames } from "~/lib/users/users.server";
import { formatDateTime } from "~/lib/admin/format";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export function meta() {
  return adminMeta("Mon Profil");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("profile"));
  const { db } = getDb(context);
  const [account, rows, currentSessionId, twoFactor] = await Promise.all([
    getUser(db, user.id),
    listOwnSessions(db, user.id),
    getSessionId(request, context),
    twoFactorState(db, user.id),
  ]);
  const ok = new URL(request.url).searchParams.get("ok");
  const sessions = rows.map((row) => ({
    id: row.id,
    browser: browserLabel(row.userAgent),
    place: placeLabel(row.city, row.country),
    startedAt: formatDateTime(row.createdAt),
    lastSeenAt: formatDateTime(row.lastSeenAt ?? row.createdAt),
    current: row.id === currentSessionId,
  }));
  // « Cette session » first, then the others, most recently used first.
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return { user, lastSignInAt: account?.lastSignInAt ?? null, sessions, twoFactor, ok: OK_KEYS.find((key) => key === ok) ?? null };
}

const OK_KEYS = ["names", "password", "session", "sessions"] as const;

/** « Déconnecter » one other session, or « Déconnecter toutes les autres sessions ». */
async function sessionAction(request: Request, context: Route.ActionArgs["context"], user: { id: number; email: string }, formData: FormData) {
  const { db } = getDb(context);
  const currentSessionId = await getSessionId(request, context);
  if (!currentSessionId) throw redirect("/admin/login");
  if (formData.get("intent") === "end-other-sessions") {
    await endOtherSessions(db, user, currentSessionId);
    throw redirect("/admin/profile?ok=sessions");
  }
  const parsed = endSessionSchema.safeParse(Object.fromEntries(formData));
  const ended = parsed.success && (await endOwnSession(db, user, parsed.data.sessionId, currentSessionId));
  if (!ended) return data({ intent: "sessions" as const, error: PROFILE_MESSAGES.sessionNotFound }, { status: 400 });
  throw redirect("/admin/profile?ok=session");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("profile"));
  const formData = await request.formData();
  const sessionIntent = formData.get("intent");
  if (sessionIntent === "end-session" || sessionIntent === "end-other-sessions") return sessionAction(request, context, user, formData);
  const submission = parseWithZod(formData, { schema: profileActionSchema });
  const intent = formData.get("intent") === "password" ? "password" : "names";
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: ["currentPassword", "newPassword", "confirmPassword"] }) }, { status: 400 });
  }
  const { db } = getDb(context);
  if (submission.value.intent === "names") {
    await updateOwnNames(db, user, submission.value);
    throw redirect("/admin/profile?ok=names");
  }
  const { env } = getCloudflare(context);
  const outcome = await changeOwnPassword({ db, limiter: env.LOGIN_LIMITER }, user, submission.value, { origin: sessionOrigin(request) });
  if (!outcome.ok) {
    const reply = submission.reply({
      fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
      formErrors: outcome.field ? [] : [outcome.message],
      hideFields: ["currentPassword", "newPassword", "confirmPassword"],
    });
    return data({ intent, result: reply }, { status: outcome.rateLimited ? 429 : 400 });
  }
  // Every session of this account ended with the change (docs/decisions/716); this browser goes on with the new one.
  const token = await createSessionToken(env.JWT_SECRET, { userId: user.id, sessionVersion: outcome.sessionVersion, sessionId: outcome.sessionId });
  throw redirect("/admin/profile?ok=password", { headers: { "Set-Cookie": sessionCookie(request, token) } });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, ok, lastSignInAt, sessions, twoFactor } = loaderData;
  const [namesForm, names] = useAdminForm(profileNamesSchema, {
    id: "profile-names",
    lastResult: actionData?.intent === "names" && "result" in actionData ? actionData.result : undefined,
    defaultValue: { firstName: user.firstName, lastName: user.lastName },
  });
  const [passwordForm, password] = useAdminForm(changePasswordSchema, {
    id: "profile-password",
    lastResult: actionData?.intent === "password" && "result" in actionData ? actionData.result : undefined,
  });

  return (
    <>
      <PageHeader title="Mon Profil" description={`${user.email} · ${ROLE_LABELS[user.role]} · Dernière connexion : ${formatDateTime(lastSignInAt, "Jamais")}`} />
      {ok === "names" ? <Banner tone="success">{PROFILE_MESSAGES.namesUpdated}</Banner> : null}
      {ok === "password" ? <Banner tone="success">{PROFILE_MESSAGES.passwordChanged}</Banner> : null}
      {ok === "session" ? <Banner tone="success">{PROFILE_MESSAGES.sessionEnded}</Banner> : null}
      {ok === "sessions" ? <Banner tone="success">{PROFILE_MESSAGES.otherSessionsEnded}</Banner> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Card title="Informations personnelles">
          <Form method="post" {...getFormProps(namesForm)} className="space-y-4">
            <input type="hidden" name="intent" value="names" />
            <TextField variant="admin" field={names.firstName} label="Prénom" autoComplete="given-name" />
            <TextField variant="admin" field={names.lastName} label="Nom" autoComplete="family-name" />
            <SubmitButton intent="names" pendingLabel="Enregistrement...">
              Enregistrer
            </SubmitButton>
          </Form>
        </Card>
        <Card title="Changer le mot de passe">
          <Form method="post" {...getFormProps(passwordForm)} className="space-y-4">
            <input type="hidden" name="intent" value="password" />
            {passwordForm.errors ? <Banner tone="error">{passwordForm.errors[0]}</Banner> : null}
            <TextField variant="admin" field={password.currentPassword} label="Mot de passe actuel" type="password" autoComplete="current-password" />
            <TextField
              variant="admin"
              field={password.newPassword}
              label="Nouveau mot de passe"
              type="password"
              autoComplete="new-password"
              description={`${PASSWORD_RULE} Vos autres sessions seront déconnectées.`}
            />
            <TextField variant="admin" field={password.confirmPassword} label="Confirmer le nouveau mot de passe" type="password" autoComplete="new-password" />
            <SubmitButton intent="password" pendingLabel="Enregistrement...">
              Changer le mot de passe
            </SubmitButton>
          </Form>
        </Card>
      </div>
      <div className="mt-6">
        <Card title="Double authentification">
          <p className="text-sm text-slate-700">
            {twoFactor.enabled
              ? `Activée : un code de votre application est demandé après le mot de passe. Codes de secours restants : ${twoFactor.recoveryCodesLeft} sur 10.`
              : "Désactivée : ajoutez un code à 6 chiffres de votre application d'authentification à votre mot de passe."}
          </p>
          <Link to="/admin/profile/double-authentification" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {twoFactor.enabled ? "Gérer la double authentification" : "Activer la double authentification"}
          </Link>
        </Card>
      </div>
      <div className="mt-6">
        <SessionsCard sessions={sessions} error={actionData?.intent === "sessions" && "error" in actionData ? actionData.error : null} />
      </div>
    </>
  );
}
