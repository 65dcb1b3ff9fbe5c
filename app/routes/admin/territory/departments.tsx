import { Link, useLocation } from "react-router";
import type { Route } from "./+types/departments";
import { buttonClass } from "~/components/ui/button";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { DepartmentPanel } from "~/components/territory/panels";
import { ContentStatusBadge, TerritoryBackLink } from "~/components/territory/status";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { listHref, parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { departmentPanel, listDepartments, territoryMapData } from "~/lib/territory/admin.server";
import { MAP_VIEWBOX } from "~/lib/territory/map";
import { viewBoxFor } from "~/lib/territory/map-geometry.server";
import { DEPARTMENTS_LIST, TERRITORY_MESSAGES } from "~/lib/territory/schema";

export function meta() {
  return adminMeta("Départements");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("departments"));
  const url = new URL(request.url);
  const query = parseListQuery(url, DEPARTMENTS_LIST);
  const selectedId = Number(url.searchParams.get("selected"));
  const { db } = getDb(context);
  const [page, map, selected] = await Promise.all([
    listDepartments(db, query),
    territoryMapData(db),
    Number.isSafeInteger(selectedId) && selectedId > 0 ? departmentPanel(db, selectedId) : null,
  ]);
  const viewBox = selected ? viewBoxFor(map.departments.filter((d) => d.regionId === selected.regionId).map((d) => d.code)) : MAP_VIEWBOX;
  return { query, page, departments: map.departments, selected, viewBox };
}

export const action = readOnlyAction("departments");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  { key: "code", header: "Code", className: "whitespace-nowrap font-mono", cell: (d) => d.code },
  { key: "name", header: "Nom", rowHeader: true, cell: (d) => d.name },
  { key: "region", header: "Région", cell: (d) => d.regionName },
  { key: "cities", header: "Villes", cell: (d) => d.cityCount },
  { key: "status", header: "Contenu", cell: (d) => <ContentStatusBadge status={d.status} /> },
];

export default function Departments({ loaderData }: Route.ComponentProps) {
  const { query, page, departments, selected, viewBox } = loaderData;
  const location = useLocation();
  const currentPage = new URLSearchParams(location.search).get("page");
  return (
    <>
      <TerritoryBackLink />
      <ListScreen
        title="Départements"
        description="Les pages départementales du site, triées par nom."
        actions={
          <Link to="/admin/departments/new" className={buttonClass("primary")}>
            <Icon name="plus" className="size-4" />
            Ajouter un département
          </Link>
        }
        query={query}
        page={page}
        columns={columns}
        rowKey={(d) => d.id}
        rowActions={(d) => [
          { label: "Détails", target: d.name, href: listHref(location.search, { selected: d.id, page: currentPage }) },
          { label: "Voir", target: `la page ${d.name}`, href: `/departements/${d.code}`, newTab: true },
          { label: "Modifier", target: d.name, href: `/admin/departments/${d.id}` },
        ]}
        search={{ label: "Rechercher un département", placeholder: "Nom, code (ex. 2A) ou région" }}
        empty={{ message: "Aucun département.", filteredMessage: "Aucun département ne correspond à votre recherche." }}
        aside={<DepartmentPanel selected={selected} departments={departments} viewBox={viewBox} />}
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.departmentsLoadFailed);
