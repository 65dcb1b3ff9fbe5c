import type { Route } from "./+types/simulations";
import { ExportLink, LeadLink, leadReceivedColumn, LeadSender, leadStatusColumn, leadStatusOptions } from "~/components/admin/leads";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { buildingTypeLabel, formatEuros, natureLabel } from "~/lib/leads/labels";
import { listSimulations } from "~/lib/leads/leads.server";
import { parseListFilters } from "~/lib/leads/schema";
import { siteAddress } from "~/lib/terrain/place";

export function meta() {
  return adminMeta("Simulations");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadSimulations"));
  const query = parseListFilters(new URL(request.url));
  return { query, page: await listSimulations(getDb(context).db, query) };
}

export const action = readOnlyAction("leadSimulations");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  leadReceivedColumn("Date"),
  {
    key: "devis",
    header: "Estimation",
    cell: (row) => (
      <>
        <LeadLink kind="simulation" id={row.id}>
          {row.devisNumber}
        </LeadLink>
        {row.contactRequested ? <span className="block text-xs text-amber-700">Rappel souhaité</span> : null}
      </>
    ),
  },
  {
    key: "client",
    header: "Client",
    cell: (row) => <LeadSender name={`${row.userFirstName} ${row.userLastName}`} email={row.userEmail} phone={row.userPhone} />,
  },
  {
    key: "project",
    header: "Projet",
    cell: (row) => (
      <>
        {natureLabel(row.projectNature)}
        {row.constructionType ? <span className="block text-xs text-slate-500">{buildingTypeLabel(row.constructionType)}</span> : null}
      </>
    ),
  },
  {
    key: "location",
    header: "Chantier",
    cell: (row) =>
      row.site ? (
        <>
          {siteAddress(row.site)}
          <span className="block text-xs text-slate-500">Terrain vérifié sur « Mon terrain »</span>
        </>
      ) : (
        row.location
      ),
  },
  { key: "total", header: "Total TTC", className: "whitespace-nowrap text-right", cell: (row) => formatEuros(row.totalTtc, "TTC") },
  leadStatusColumn(),
];

export default function Simulations({ loaderData }: Route.ComponentProps) {
  return (
    <ListScreen
      title="Simulations"
      description="Les estimations du simulateur, de la plus récente à la plus ancienne."
      actions={<ExportLink list="simulations" />}
      query={loaderData.query}
      page={loaderData.page}
      columns={columns}
      rowKey={(row) => row.id}
      search={{ placeholder: "N° d'estimation, nom, email, localisation" }}
      filters={[{ name: "status", label: "Statut", options: leadStatusOptions }]}
      empty={{ message: "Aucune simulation pour le moment.", filteredMessage: "Aucune simulation ne correspond à votre recherche." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les simulations. Veuillez réessayer.");
