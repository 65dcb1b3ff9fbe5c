import { data } from "react-router";
import type { Route } from "./+types/outbox";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { Banner } from "~/components/ui/banner";
import { ExportLink } from "~/components/admin/leads";
import { type Column, ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { outboxStatuses } from "~/db/schema";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { requestedUrl } from "~/lib/admin/http.server";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { mailTypeLabel } from "~/lib/leads/labels";
import { listOutbox, resendEmail } from "~/lib/leads/leads.server";
import { isStuckSending } from "~/lib/mail/claim";
import { LEAD_MESSAGES, OUTBOX_STATUS_LABELS, parseListFilters, resendSchema } from "~/lib/leads/schema";

export function meta() {
  return adminMeta("E-mails envoyés");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadOutbox"));
  const query = parseListFilters(new URL(request.url));
  // The server's clock decides which claims are stuck (same answer on hydration).
  return { query, now: Date.now(), page: await listOutbox(getDb(context).db, query) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("leadOutbox"));
  const parsed = resendSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 400 });
  const { env } = getCloudflare(context);
  const resent = await resendEmail({ db: getDb(context).db, queue: env.MAIL_QUEUE }, user, parsed.data.id);
  if (!resent) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 409 });
  const url = requestedUrl(request);
  throw redirectWithFlash(request, `${url.pathname}${url.search}`, LEAD_MESSAGES.resent);
}

const statusOptions = outboxStatuses.map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] }));
const tone = { queued: "blue", sending: "blue", sent: "green", failed: "amber", dead: "red" } as const;

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

function columnsAt(now: number): Array<Column<Row>> {
  return [
    { key: "date", header: "Date", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.createdAt) },
    { key: "to", header: "Destinataires", cell: (row) => row.to.map((address) => address.email).join(", ") },
    {
      key: "subject",
      header: "Objet",
      cell: (row) => (
        <>
          <span className="font-medium text-slate-900">{row.subject}</span>
          <span className="block text-xs text-slate-500">{mailTypeLabel(row.type)}</span>
        </>
      ),
    },
    {
      key: "state",
      header: "État",
      cell: (row) => (
        <>
          <Badge tone={tone[row.status]}>{OUTBOX_STATUS_LABELS[row.status]}</Badge>
          <span className="block text-xs text-slate-500">
            {row.attempts} tentative{row.attempts > 1 ? "s" : ""}
            {row.sentAt ? ` · envoyé le ${formatDateTime(row.sentAt)}` : ""}
          </span>
          {row.lastError ? <span className="block max-w-xs break-words text-xs text-red-700">{row.lastError}</span> : null}
          {isStuckSending(row, now) ? <span className="block text-xs text-red-700">Envoi interrompu : aucune réponse depuis plus de 10 minutes.</span> : null}
        </>
      ),
    },
  ];
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  useErrorToast(actionData, actionData?.error);
  return (
    <ListScreen
      title="E-mails envoyés"
      description="Chaque e-mail du site (notifications, récapitulatifs, confirmations) avec son état d'envoi."
      actions={<ExportLink list="emails" />}
      notice={actionData?.error ? <Banner tone="error">{actionData.error}</Banner> : null}
      query={loaderData.query}
      page={loaderData.page}
      columns={columnsAt(loaderData.now)}
      rowKey={(row) => row.id}
      rowActions={(row) => [
        (row.status === "failed" || row.status === "dead" || isStuckSending(row, loaderData.now)) && {
          label: "Renvoyer",
          target: `l'e-mail « ${row.subject} »`,
          post: { intent: "resend", id: row.id },
          pendingLabel: "Envoi...",
        },
      ]}
      search={{ placeholder: "Objet, destinataire, type" }}
      filters={[{ name: "status", label: "Statut", options: statusOptions }]}
      empty={{ message: "Aucun e-mail envoyé pour le moment.", filteredMessage: "Aucun e-mail ne correspond à votre recherche." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les e-mails. Veuillez réessayer.");
