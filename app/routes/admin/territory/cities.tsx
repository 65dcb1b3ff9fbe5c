import { Link, useLocation } from "react-router";
import type { Route } from "./+types/cities";
import { buttonClass } from "~/components/ui/button";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { CityPanel } from "~/components/territory/panels";
import { TerritoryBackLink } from "~/components/territory/status";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { listHref, parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { cityPanel, listCities } from "~/lib/territory/admin.server";
import { CITIES_LIST, formatPopulation, TERRITORY_MESSAGES } from "~/lib/territory/schema";

export function meta() {
  return adminMeta("Villes");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("cities"));
  const url = new URL(request.url);
  const query = parseListQuery(url, CITIES_LIST);
  const selectedId = Number(url.searchParams.get("selected"));
  const { db } = getDb(context);
  const [page, selected] = await Promise.all([listCities(db, query), Number.isSafeInteger(selectedId) && selectedId > 0 ? cityPanel(db, selectedId) : null]);
  return { query, page, selected };
}

export const action = readOnlyAction("cities");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  { key: "name", header: "Nom", rowHeader: true, cell: (c) => c.name },
  { key: "zip", header: "Code postal", className: "font-mono", cell: (c) => c.zipCode || "—" },
  { key: "department", header: "Département", cell: (c) => `${c.departmentName} (${c.departmentCode})` },
  { key: "population", header: "Population", className: "whitespace-nowrap", cell: (c) => formatPopulation(c.population) },
];

export default function Cities({ loaderData }: Route.ComponentProps) {
  const { query, page, selected } = loaderData;
  const location = useLocation();
  const currentPage = new URLSearchParams(location.search).get("page");
  return (
    <>
      <TerritoryBackLink />
      <ListScreen
        title="Villes"
        description="Les pages des villes, triées par nom."
        actions={
          <Link to="/admin/cities/new" className={buttonClass("primary")}>
            <Icon name="plus" className="size-4" />
            Ajouter une ville
          </Link>
        }
        query={query}
        page={page}
        columns={columns}
        rowKey={(c) => c.id}
        rowActions={(c) => [
          { label: "Détails", target: c.name, href: listHref(location.search, { selected: c.id, page: currentPage }) },
          { label: "Voir", target: `la page ${c.name}`, href: `/villes/${c.slug}`, newTab: true },
          { label: "Modifier", target: c.name, href: `/admin/cities/${c.id}` },
        ]}
        search={{ label: "Rechercher une ville", placeholder: "Nom, code du département ou code postal" }}
        empty={{ message: "Aucune ville.", filteredMessage: "Aucune ville ne correspond à votre recherche." }}
        aside={<CityPanel selected={selected} />}
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.citiesLoadFailed);
