import { data } from "react-router";
import type { Route } from "./+types/account-emails";
import { OutboxScreen } from "~/components/admin/outbox";
import { UsersSectionNav } from "~/components/admin/users-section";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { requestedUrl } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { canOpen, routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { LEAD_MESSAGES, parseListFilters, resendSchema } from "~/lib/leads/schema";
import { listOutbox, resendEmail } from "~/lib/mail/outbox-list.server";

export function meta() {
  return adminMeta("E-mails des comptes");
}

/** Invitations, reset links, sign-in alerts, 2FA resets…: super admins only (docs/decisions/323). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("accountEmails"));
  const query = parseListFilters(new URL(request.url));
  const { env } = getCloudflare(context);
  return {
    query,
    now: Date.now(),
    page: await listOutbox(getDb(context).db, "account", query),
    canOpenMessages: canOpen(user, "outboxMessage"),
    capturing: !env.MAILCHANNELS_API_KEY,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("accountEmails"));
  const parsed = resendSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 400 });
  const { env } = getCloudflare(context);
  const resent = await resendEmail({ db: getDb(context).db, queue: env.MAIL_QUEUE }, user, "account", parsed.data.id);
  if (!resent) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 409 });
  const url = requestedUrl(request);
  throw redirectWithFlash(request, `${url.pathname}${url.search}`, LEAD_MESSAGES.resent);
}

export default function AccountEmails({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UsersSectionNav />
      <OutboxScreen
        title="E-mails des comptes"
        description="Les e-mails envoyés aux comptes de l'équipe : invitations, liens de réinitialisation, alertes de connexion, double authentification. Un lien de compte est retiré de la copie conservée dès que l'e-mail est envoyé, et un e-mail jamais envoyé est supprimé quand son lien expire."
        query={loaderData.query}
        page={loaderData.page}
        now={loaderData.now}
        canOpenMessages={loaderData.canOpenMessages}
        capturing={loaderData.capturing}
        actionData={actionData}
        emptyMessage="Aucun e-mail de compte pour le moment."
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les e-mails des comptes. Veuillez réessayer.");
