import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { ContentStatus } from "~/lib/territory/completeness";
import { ContentStatusBadge, ViewEditLinks } from "./status";
import { ofPlace } from "~/lib/content/typography";

type Region = { id: number; code: string; slug: string; name: string; status: ContentStatus };
type Department = { id: number; code: string; name: string; status: ContentStatus };

/** The detail card of the territorial map: the selected department, else region. */
export function MapDetailCard({
  region,
  department,
  departmentCount,
  regionDepartmentsHref,
}: {
  region: Region | null;
  department: Department | null;
  departmentCount: number;
  regionDepartmentsHref: string | null;
}) {
  return (
    <section aria-labelledby="carte-detail" aria-live="polite" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="carte-detail" className="text-lg font-semibold text-slate-900">
        {department ? `${department.name} (${department.code})` : region ? region.name : "Aucune sélection"}
      </h2>
      {department ? (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Région</dt>
            <dd className="font-medium text-slate-800">{region?.name}</dd>
            <dt className="text-slate-500">Contenu</dt>
            <dd>
              <ContentStatusBadge status={department.status} />
            </dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <ViewEditLinks name={department.name} publicHref={`/departements/${department.code}`} editHref={`/admin/departments/${department.id}`} />
          </div>
        </>
      ) : region ? (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Code</dt>
            <dd className="font-medium text-slate-800">{region.code}</dd>
            <dt className="text-slate-500">Départements</dt>
            <dd className="font-medium text-slate-800">{departmentCount}</dd>
            <dt className="text-slate-500">Contenu</dt>
            <dd>
              <ContentStatusBadge status={region.status} />
            </dd>
          </dl>
          <div className="mt-4 flex flex-col gap-2 text-sm">
            {regionDepartmentsHref ? (
              <Link to={regionDepartmentsHref} className={buttonClass("link")}>
                Choisir un département {ofPlace(region.name)} sur la carte
              </Link>
            ) : null}
            <ViewEditLinks name={region.name} publicHref={`/regions/${region.slug}`} editHref={`/admin/regions/${region.id}`} />
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Choisissez une région ou un département sur la carte ou dans les listes pour afficher sa fiche.</p>
      )}
    </section>
  );
}
