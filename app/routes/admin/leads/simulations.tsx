import { Link, useLocation } from "react-router";
import type { Route } from "./+types/simulations";
import { ExportLink, LeadsFilters, LeadStatusBadge, leadStatusOptions, StatusChangedBy } from "~/components/admin/leads";
import { EmptyState, PageHeader, Pagination, tableClass } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { formatDateTime, formatEuro } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { listSimulations } from "~/lib/leads/leads.server";
import { parseListFilters } from "~/lib/leads/schema";

export function meta() {
  return adminMeta("Simulations");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadSimulations"));
  const filters = parseListFilters(new URL(request.url));
  return { filters, ...(await listSimulations(getDb(context).db, filters)) };
}

export const action = readOnlyAction("leadSimulations");

export default function Simulations({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, pageCount, total } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageHeader title="Simulations" description="Les devis estimés par le simulateur, du plus récent au plus ancien." actions={<ExportLink list="simulations" />} />
      <LeadsFilters q={filters.q} status={filters.status} statuses={leadStatusOptions} placeholder="N° de devis, nom, email, localisation" />
      {rows.length === 0 ? (
        <EmptyState>{filters.q || filters.status ? "Aucune simulation ne correspond à votre recherche." : "Aucune simulation pour le moment."}</EmptyState>
      ) : (
        <div className={tableClass.wrapper}>
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>Date</th>
                <th scope="col" className={tableClass.th}>Devis</th>
                <th scope="col" className={tableClass.th}>Client</th>
                <th scope="col" className={tableClass.th}>Localisation</th>
                <th scope="col" className={`${tableClass.th} text-right`}>Total TTC</th>
                <th scope="col" className={tableClass.th}>Statut</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} className={tableClass.row}>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
                  <td className={tableClass.td}>
                    <Link to={`/admin/demandes/simulations/${row.id}`} className="font-semibold text-brand-700 hover:underline">
                      {row.devisNumber}
                    </Link>
                    {row.contactRequested ? <span className="block text-xs text-amber-700">Rappel souhaité</span> : null}
                  </td>
                  <td className={tableClass.td}>
                    <span className="font-medium text-slate-900">
                      {row.userFirstName} {row.userLastName}
                    </span>
                    <span className="block text-xs text-slate-500">{row.userEmail} · {row.userPhone}</span>
                  </td>
                  <td className={tableClass.td}>{row.location}</td>
                  <td className={`${tableClass.td} whitespace-nowrap text-right`}>{formatEuro(row.totalTtc)}</td>
                  <td className={tableClass.td}>
                    <LeadStatusBadge status={row.status} />
                    <StatusChangedBy name={row.statusChangedByName} email={row.statusChangedByEmail} at={row.statusChangedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} search={location.search} />
    </>
  );
}
