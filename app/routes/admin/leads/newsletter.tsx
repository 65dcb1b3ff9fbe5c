import type { Route } from "./+types/newsletter";
import { ExportLink } from "~/components/admin/leads";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { newsletterStatuses } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { newsletterSourceLabel } from "~/lib/leads/labels";
import { listNewsletterSubscribers } from "~/lib/leads/leads.server";
import { NEWSLETTER_STATUS_LABELS, parseListFilters } from "~/lib/leads/schema";

export function meta() {
  return adminMeta("Abonnés à la newsletter");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadNewsletter"));
  const query = parseListFilters(new URL(request.url));
  return { query, page: await listNewsletterSubscribers(getDb(context).db, query) };
}

export const action = readOnlyAction("leadNewsletter");

const statusOptions = newsletterStatuses.map((value) => ({ value, label: NEWSLETTER_STATUS_LABELS[value] }));
const tone = { pending: "amber", confirmed: "green", unsubscribed: "slate" } as const;

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  { key: "email", header: "Email", rowHeader: true, cell: (row) => row.email },
  { key: "status", header: "Statut", cell: (row) => <Badge tone={tone[row.status]}>{NEWSLETTER_STATUS_LABELS[row.status]}</Badge> },
  { key: "consent", header: "Consentement", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.consentAt) },
  { key: "confirmed", header: "Confirmation", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.confirmedAt, "—") },
  { key: "source", header: "Source", cell: (row) => newsletterSourceLabel(row.source) },
];

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return (
    <ListScreen
      title="Abonnés à la newsletter"
      description="Inscriptions « Restez informé » avec leur consentement."
      actions={<ExportLink list="newsletter" />}
      query={loaderData.query}
      page={loaderData.page}
      columns={columns}
      rowKey={(row) => row.id}
      search={{ placeholder: "Email" }}
      filters={[{ name: "status", label: "Statut", options: statusOptions }]}
      empty={{ message: "Aucun abonné pour le moment.", filteredMessage: "Aucun abonné ne correspond à votre recherche." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les abonnés. Veuillez réessayer.");
