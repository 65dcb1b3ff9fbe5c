import { Form, Link } from "react-router";
import type { Route } from "./+types/map";
import { inputClass, labelClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { FranceMap } from "~/components/territory/france-map";
import { departmentShapes, regionShapes } from "~/components/territory/map-shapes";
import { MapDetailCard } from "~/components/territory/map-detail";
import { TerritoryBackLink } from "~/components/territory/status";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { territoryMapData } from "~/lib/territory/admin.server";
import { CONTENT_STATUS_RULES } from "~/lib/territory/completeness";
import { MAP_VIEWBOX } from "~/lib/territory/map";
import { viewBoxFor } from "~/lib/territory/map-geometry.server";
import { TERRITORY_MESSAGES } from "~/lib/territory/schema";

export function meta() {
  return adminMeta("Carte territoriale");
}

type View = "regions" | "departements";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("territorialMap"));
  const params = new URL(request.url).searchParams;
  const view: View = params.get("vue") === "departements" ? "departements" : "regions";
  const map = await territoryMapData(getDb(context).db);
  let department = map.departments.find((d) => d.code === params.get("departement")) ?? null;
  const departmentRegionId = department?.regionId;
  const region = map.regions.find((r) => r.code === params.get("region")) ?? map.regions.find((r) => r.id === departmentRegionId) ?? null;
  if (department && department.regionId !== region?.id) department = null;
  const viewBox = view === "departements" && region ? viewBoxFor(map.departments.filter((d) => d.regionId === region.id).map((d) => d.code)) : MAP_VIEWBOX;
  return { view, ...map, region, department, viewBox };
}

export const action = readOnlyAction("territorialMap");

function href(view: View, region?: string | null, department?: string | null) {
  const params = new URLSearchParams({ vue: view });
  if (region) params.set("region", region);
  if (department) params.set("departement", department);
  return `?${params}`;
}

export default function TerritorialMap({ loaderData }: Route.ComponentProps) {
  const { view, regions, departments, region, department, viewBox } = loaderData;
  const regionCode = (id: number) => regions.find((r) => r.id === id)?.code ?? null;
  const drawing =
    view === "regions"
      ? regionShapes(regions, departments, { href: (r) => href("regions", r.code), selectedId: region?.id ?? null })
      : departmentShapes(departments, { href: (d) => href("departements", regionCode(d.regionId), d.code), selectedId: department?.id ?? null, regionId: region?.id ?? null });
  const inRegion = region ? departments.filter((d) => d.regionId === region.id).sort((a, b) => a.code.localeCompare(b.code)) : [];
  const tabClass = (active: boolean) =>
    `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`;
  return (
    <>
      <TerritoryBackLink />
      <PageHeader
        title="Carte territoriale"
        description="Les pages régionales et départementales, colorées selon leur état. Choisissez une zone sur la carte (Tab puis Entrée au clavier) ou avec les listes."
      />
      <nav aria-label="Vue de la carte" className="mb-4 flex gap-1 border-b border-slate-200">
        <Link to={href("regions", region?.code)} aria-current={view === "regions" ? "page" : undefined} className={tabClass(view === "regions")}>
          Régions
        </Link>
        <Link to={href("departements", region?.code, department?.code)} aria-current={view === "departements" ? "page" : undefined} className={tabClass(view === "departements")}>
          Départements
        </Link>
      </nav>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="vue" value={view} />
        <div>
          <label htmlFor="carte-region" className={labelClass}>
            Région
          </label>
          <select id="carte-region" name="region" defaultValue={region?.code ?? ""} key={region?.code ?? "none"} className={`mt-1 ${inputClass} text-sm`}>
            <option value="">Toutes les régions</option>
            {regions.map((r) => (
              <option key={r.id} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="carte-departement" className={labelClass}>
            Département
          </label>
          <select
            id="carte-departement"
            name="departement"
            defaultValue={department?.code ?? ""}
            key={`${region?.code ?? "none"}-${department?.code ?? "none"}`}
            disabled={!region}
            aria-describedby="carte-departement-aide"
            className={`mt-1 ${inputClass} text-sm`}
          >
            <option value="">{region ? "Tous les départements de la région" : "Choisissez d'abord une région"}</option>
            {inRegion.map((d) => (
              <option key={d.id} value={d.code}>
                {d.code} – {d.name}
              </option>
            ))}
          </select>
          <p id="carte-departement-aide" className="mt-1 text-xs text-slate-500">
            {region ? `Départements de ${region.name}.` : "Disponible après le choix d'une région."}
          </p>
        </div>
        <button type="submit" className={`${buttonClass("secondary")} mb-5`}>
          Afficher
        </button>
      </Form>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <FranceMap
            label={view === "regions" ? "Carte des régions de France" : region ? `Carte des départements de la région ${region.name}` : "Carte des départements de France"}
            shapes={drawing.shapes}
            insets={drawing.insets}
            insetsLabel={view === "regions" ? "Régions d'outre-mer" : "Départements d'outre-mer"}
            context={drawing.context}
            viewBox={viewBox}
            legend
          />
          <p className="mt-2 text-xs text-slate-500">{view === "regions" ? CONTENT_STATUS_RULES.region : CONTENT_STATUS_RULES.department}</p>
        </div>
        <MapDetailCard region={region} department={department} departmentCount={inRegion.length} regionDepartmentsHref={region ? href("departements", region.code) : null} />
      </div>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.mapLoadFailed);
