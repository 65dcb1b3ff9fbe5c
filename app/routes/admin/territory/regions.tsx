import { Link } from "react-router";
import type { Route } from "./+types/regions";
import { buttonClass } from "~/components/ui/button";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { ContentStatusBadge, TerritoryBackLink, ViewEditLinks } from "~/components/territory/status";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { listRegions } from "~/lib/territory/admin.server";
import { formatArea, formatPopulation, REGIONS_LIST, TERRITORY_MESSAGES } from "~/lib/territory/schema";

export function meta() {
  return adminMeta("Régions");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("regions"));
  const query = parseListQuery(new URL(request.url), REGIONS_LIST);
  return { query, page: await listRegions(getDb(context).db, query) };
}

export const action = readOnlyAction("regions");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

function RegionCard({ region }: { region: Row }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{region.name}</h2>
        <ContentStatusBadge status={region.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Code</dt>
        <dd className="font-medium text-slate-800">{region.code}</dd>
        <dt className="text-slate-500">Superficie</dt>
        <dd className="font-medium text-slate-800">{formatArea(region.areaKm2)}</dd>
        <dt className="text-slate-500">Population</dt>
        <dd className="font-medium text-slate-800">{formatPopulation(region.population)}</dd>
        <dt className="text-slate-500">Départements</dt>
        <dd className="font-medium text-slate-800">{region.departmentCount}</dd>
      </dl>
      {region.metropolitan ? null : <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Outre-mer</p>}
      <div className="mt-auto flex gap-4 pt-4 text-sm">
        <ViewEditLinks name={region.name} publicHref={`/regions/${region.slug}`} editHref={`/admin/regions/${region.id}`} />
      </div>
    </article>
  );
}

export default function Regions({ loaderData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  return (
    <>
      <TerritoryBackLink />
      <ListScreen
        title="Régions"
        description="Les pages régionales du site, triées par nom."
        actions={
          <Link to="/admin/regions/new" className={buttonClass("primary")}>
            <Icon name="plus" className="size-4" />
            Nouvelle région
          </Link>
        }
        query={query}
        page={page}
        columns={[]}
        rowKey={(region) => region.id}
        cards={(region) => <RegionCard region={region} />}
        search={{ label: "Rechercher une région", placeholder: "Nom ou code" }}
        empty={{ message: "Aucune région.", filteredMessage: "Aucune région ne correspond à votre recherche." }}
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.regionsLoadFailed);
