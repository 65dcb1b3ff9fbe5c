import { data } from "react-router";
import type { Route } from "./+types/outbox";
import { ExportLink } from "~/components/admin/leads";
import { OutboxScreen } from "~/components/admin/outbox";
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
  return adminMeta("E-mails envoyés");
}

/** The site's e-mails (leads, visitors, staff notifications); account e-mails are under Utilisateurs (docs/decisions/323). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("leadOutbox"));
  const query = parseListFilters(new URL(request.url));
  const { env } = getCloudflare(context);
  // The server's clock decides which claims are stuck (same answer on hydration).
  return {
    query,
    now: Date.now(),
    page: await listOutbox(getDb(context).db, "site", query),
    canOpenMessages: canOpen(user, "outboxMessage"),
    capturing: !env.MAILCHANNELS_API_KEY,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("leadOutbox"));
  const parsed = resendSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 400 });
  const { env } = getCloudflare(context);
  const resent = await resendEmail({ db: getDb(context).db, queue: env.MAIL_QUEUE }, user, "site", parsed.data.id);
  if (!resent) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 409 });
  const url = requestedUrl(request);
  throw redirectWithFlash(request, `${url.pathname}${url.search}`, LEAD_MESSAGES.resent);
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OutboxScreen
      title="E-mails envoyés"
      description="Chaque e-mail du site (notifications, récapitulatifs, confirmations, réponses) avec son état d'envoi. Les e-mails des comptes de l'équipe sont sous Utilisateurs."
      actions={<ExportLink list="emails" />}
      query={loaderData.query}
      page={loaderData.page}
      now={loaderData.now}
      canOpenMessages={loaderData.canOpenMessages}
      capturing={loaderData.capturing}
      actionData={actionData}
      emptyMessage="Aucun e-mail pour le moment."
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les e-mails. Veuillez réessayer.");
