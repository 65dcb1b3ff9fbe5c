import type { Route } from "./+types/contacts";
import { ExportLink, LeadLink, leadReceivedColumn, LeadSender, leadStatusColumn, leadStatusOptions } from "~/components/admin/leads";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { subjectLabel } from "~/lib/contact/schema";
import { listContactRequests } from "~/lib/leads/leads.server";
import { parseListFilters } from "~/lib/leads/schema";

export function meta() {
  return adminMeta("Demandes de contact");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadContacts"));
  const query = parseListFilters(new URL(request.url));
  return { query, page: await listContactRequests(getDb(context).db, query) };
}

export const action = readOnlyAction("leadContacts");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  leadReceivedColumn(),
  {
    key: "reference",
    header: "Demande",
    cell: (row) => (
      <>
        <LeadLink kind="contact" id={row.id}>
          {row.reference ?? `Demande n° ${row.id}`}
        </LeadLink>
        {row.attachmentCount > 0 ? (
          <span className="block text-xs text-slate-500">
            {row.attachmentCount} pièce{row.attachmentCount > 1 ? "s" : ""} jointe{row.attachmentCount > 1 ? "s" : ""}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: "contact",
    header: "Contact",
    cell: (row) => <LeadSender name={row.fullName} email={row.email} phone={row.phone} />,
  },
  { key: "subject", header: "Objet", cell: (row) => subjectLabel(row.subject) },
  leadStatusColumn(),
];

export default function ContactRequests({ loaderData }: Route.ComponentProps) {
  return (
    <ListScreen
      title="Demandes de contact"
      description="Les messages du formulaire de contact, du plus récent au plus ancien."
      actions={<ExportLink list="contacts" />}
      query={loaderData.query}
      page={loaderData.page}
      columns={columns}
      rowKey={(row) => row.id}
      search={{ placeholder: "Nom, email, téléphone, référence, message" }}
      filters={[{ name: "status", label: "Statut", options: leadStatusOptions }]}
      empty={{ message: "Aucune demande de contact pour le moment.", filteredMessage: "Aucune demande ne correspond à votre recherche." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les demandes de contact. Veuillez réessayer.");
