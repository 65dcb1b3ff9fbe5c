import type { Route } from "./+types/terrains";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { parseListFilters } from "~/lib/leads/schema";
import { listTerrainRequests } from "~/lib/terrain/admin.server";
import { clayAnswer, reportLines } from "~/lib/terrain/schema";

export function meta() {
  return adminMeta("Résultats « Mon terrain »");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadTerrains"));
  const query = parseListFilters(new URL(request.url));
  return { query, page: await listTerrainRequests(getDb(context).db, query) };
}

export const action = readOnlyAction("leadTerrains");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  { key: "address", header: "Adresse du terrain", rowHeader: true, cell: (row) => row.address },
  { key: "email", header: "Email", cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  { key: "date", header: "Date", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.createdAt) },
  {
    key: "risks",
    header: "Risques trouvés",
    cell: (row) => (
      <details>
        <summary className="cursor-pointer text-brand-700">{clayAnswer(row.risks.clay).headline}</summary>
        <ul className="mt-2 space-y-2 text-sm">
          {reportLines(row.risks).map((line) => (
            <li key={line.key}>
              <span className="font-semibold">{line.title} : </span>
              {line.text}
              <span className="block text-xs text-slate-600">Source : {line.source}.</span>
            </li>
          ))}
        </ul>
      </details>
    ),
  },
];

export default function TerrainRequests({ loaderData }: Route.ComponentProps) {
  return (
    <ListScreen
      title="Résultats « Mon terrain »"
      description="Résultats de « Mon terrain est-il concerné ? » que les visiteurs ont demandé à recevoir par e-mail, avec les risques trouvés, leur source et leur date."
      query={loaderData.query}
      page={loaderData.page}
      columns={columns}
      rowKey={(row) => row.id}
      search={{ placeholder: "Email ou adresse" }}
      empty={{ message: "Aucun résultat envoyé pour le moment.", filteredMessage: "Aucun résultat ne correspond à votre recherche." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les résultats « Mon terrain ». Veuillez réessayer.");
