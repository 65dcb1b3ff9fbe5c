// Detail panels of the departments and cities lists: the selected row's facts, its
// links, and the map around it (the other departments of its region selectable).
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { listHref } from "~/lib/admin/list";
import { truncate } from "~/lib/content/rules";
import type { ContentStatus } from "~/lib/territory/completeness";
import { formatArea, formatPopulation } from "~/lib/territory/schema";
import { FranceMap } from "./france-map";
import { departmentShapes, type MapDepartment } from "./map-shapes";
import { ContentStatusBadge, ViewEditLinks } from "./status";

const panelClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20";

function Facts({ items }: { items: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type DepartmentPanelData = {
  id: number;
  code: string;
  name: string;
  description: string;
  regionId: number;
  regionName: string;
  cityCount: number;
  status: ContentStatus;
};

/** The selected department, highlighted on the map of its region; without one, the whole map to pick from. */
export function DepartmentPanel({ selected, departments, viewBox }: { selected: DepartmentPanelData | null; departments: ReadonlyArray<MapDepartment>; viewBox: string }) {
  const location = useLocation();
  const select = (d: { id: number }) => listHref(location.search, { selected: d.id, page: new URLSearchParams(location.search).get("page") });
  const { shapes, insets, context } = departmentShapes(departments, { href: select, selectedId: selected?.id ?? null, regionId: selected?.regionId ?? null });
  return (
    <aside aria-labelledby="detail-departement" className={panelClass}>
      <h2 id="detail-departement" className="text-lg font-semibold text-slate-900">
        {selected ? `${selected.name} (${selected.code})` : "Détail du département"}
      </h2>
      {selected ? (
        <>
          <Facts
            items={[
              ["Région", selected.regionName],
              ["Villes", selected.cityCount],
              ["Contenu", <ContentStatusBadge key="status" status={selected.status} />],
            ]}
          />
          <p className="mt-3 text-sm text-slate-600">{truncate(selected.description, 160) || "Aucune description."}</p>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <ViewEditLinks name={selected.name} publicHref={`/departements/${selected.code}`} editHref={`/admin/departments/${selected.id}`} />
            <Link to={listHref(location.search, { selected: null, page: new URLSearchParams(location.search).get("page") })} preventScrollReset className={buttonClass("link")}>
              Fermer le détail
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Choisissez un département dans la liste (« Détails ») ou sur la carte.</p>
      )}
      <FranceMap
        className="mt-4"
        label={selected ? `Carte des départements de la région ${selected.regionName}` : "Carte des départements"}
        shapes={shapes}
        insets={insets}
        insetsLabel="Départements d'outre-mer"
        context={context}
        viewBox={viewBox}
        legend
      />
    </aside>
  );
}

export type CityPanelData = {
  id: number;
  slug: string;
  name: string;
  zipCode: string;
  population: number | null;
  areaKm2: number | null;
  description: string;
  departmentId: number;
  departmentCode: string;
  departmentName: string;
  regionName: string;
  references: number;
  activeReferences: number;
  testimonials: number;
  activeTestimonials: number;
};

export function CityPanel({ selected }: { selected: CityPanelData | null }) {
  const location = useLocation();
  return (
    <aside aria-labelledby="detail-ville" className={panelClass}>
      <h2 id="detail-ville" className="text-lg font-semibold text-slate-900">
        {selected ? selected.name : "Détail de la ville"}
      </h2>
      {selected ? (
        <>
          <Facts
            items={[
              ["Code postal", selected.zipCode || "—"],
              ["Département", `${selected.departmentName} (${selected.departmentCode})`],
              ["Région", selected.regionName],
              ["Population", formatPopulation(selected.population)],
              ["Superficie", formatArea(selected.areaKm2)],
              ["Références", `${selected.activeReferences} actives sur ${selected.references}`],
              ["Témoignages", `${selected.activeTestimonials} actifs sur ${selected.testimonials}`],
            ]}
          />
          <p className="mt-3 text-sm text-slate-600">{truncate(selected.description, 160) || "Aucune description."}</p>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <ViewEditLinks name={selected.name} publicHref={`/villes/${selected.slug}`} editHref={`/admin/cities/${selected.id}`} />
            <Link to={`/admin/departments?selected=${selected.departmentId}`} className={buttonClass("link")}>
              Son département
            </Link>
            <Link to={listHref(location.search, { selected: null, page: new URLSearchParams(location.search).get("page") })} preventScrollReset className={buttonClass("link")}>
              Fermer le détail
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Choisissez une ville dans la liste (« Détails ») pour afficher sa fiche.</p>
      )}
    </aside>
  );
}
