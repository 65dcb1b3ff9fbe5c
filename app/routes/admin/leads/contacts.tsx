import { Link, useLocation } from "react-router";
import type { Route } from "./+types/contacts";
import { ExportLink, LeadsFilters, LeadStatusBadge, leadStatusOptions, StatusChangedBy } from "~/components/admin/leads";
import { EmptyState, PageHeader, Pagination, tableClass } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { formatDateTime } from "~/lib/admin/format";
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
  await requireRole(request, context, routeMinimum("leads"));
  const filters = parseListFilters(new URL(request.url));
  return { filters, ...(await listContactRequests(getDb(context).db, filters)) };
}

export const action = readOnlyAction("leads");

export default function ContactRequests({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, pageCount, total } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageHeader title="Demandes de contact" description="Les messages du formulaire de contact, du plus récent au plus ancien." actions={<ExportLink list="contacts" />} />
      <LeadsFilters q={filters.q} status={filters.status} statuses={leadStatusOptions} placeholder="Nom, email, téléphone, référence, message" />
      {rows.length === 0 ? (
        <EmptyState>{filters.q || filters.status ? "Aucune demande ne correspond à votre recherche." : "Aucune demande de contact pour le moment."}</EmptyState>
      ) : (
        <div className={tableClass.wrapper}>
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>Reçue le</th>
                <th scope="col" className={tableClass.th}>Demande</th>
                <th scope="col" className={tableClass.th}>Contact</th>
                <th scope="col" className={tableClass.th}>Objet</th>
                <th scope="col" className={tableClass.th}>Statut</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} className={tableClass.row}>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
                  <td className={tableClass.td}>
                    <Link to={`/admin/demandes/contacts/${row.id}`} className="font-semibold text-brand-700 hover:underline">
                      {row.reference ?? `Demande n° ${row.id}`}
                    </Link>
                    {row.attachmentCount > 0 ? (
                      <span className="block text-xs text-slate-500">
                        {row.attachmentCount} pièce{row.attachmentCount > 1 ? "s" : ""} jointe{row.attachmentCount > 1 ? "s" : ""}
                      </span>
                    ) : null}
                  </td>
                  <td className={tableClass.td}>
                    <span className="font-medium text-slate-900">{row.fullName}</span>
                    <span className="block text-xs text-slate-500">{row.email} · {row.phone}</span>
                  </td>
                  <td className={tableClass.td}>{subjectLabel(row.subject)}</td>
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
