import { useLocation } from "react-router";
import type { Route } from "./+types/newsletter";
import { ExportLink, LeadsFilters } from "~/components/admin/leads";
import { Badge, EmptyState, PageHeader, Pagination, tableClass } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { newsletterStatuses } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { listNewsletterSubscribers } from "~/lib/leads/leads.server";
import { NEWSLETTER_STATUS_LABELS, parseListFilters } from "~/lib/leads/schema";

export function meta() {
  return adminMeta("Abonnés à la newsletter");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadNewsletter"));
  const filters = parseListFilters(new URL(request.url));
  return { filters, ...(await listNewsletterSubscribers(getDb(context).db, filters)) };
}

export const action = readOnlyAction("leadNewsletter");

const statusOptions = newsletterStatuses.map((value) => ({ value, label: NEWSLETTER_STATUS_LABELS[value] }));
const tone = { pending: "amber", confirmed: "green", unsubscribed: "slate" } as const;

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, pageCount, total } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageHeader title="Abonnés à la newsletter" description="Inscriptions « Restez informé » avec leur consentement." actions={<ExportLink list="newsletter" />} />
      <LeadsFilters q={filters.q} status={filters.status} statuses={statusOptions} placeholder="Email" />
      {rows.length === 0 ? (
        <EmptyState>{filters.q || filters.status ? "Aucun abonné ne correspond à votre recherche." : "Aucun abonné pour le moment."}</EmptyState>
      ) : (
        <div className={tableClass.wrapper} tabIndex={0} role="region" aria-label="Inscrits à la newsletter">
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>Email</th>
                <th scope="col" className={tableClass.th}>Statut</th>
                <th scope="col" className={tableClass.th}>Consentement</th>
                <th scope="col" className={tableClass.th}>Confirmation</th>
                <th scope="col" className={tableClass.th}>Source</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} className={tableClass.row}>
                  <td className={`${tableClass.td} font-medium text-slate-900`}>{row.email}</td>
                  <td className={tableClass.td}>
                    <Badge tone={tone[row.status]}>{NEWSLETTER_STATUS_LABELS[row.status]}</Badge>
                  </td>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.consentAt)}</td>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.confirmedAt, "—")}</td>
                  <td className={tableClass.td}>{row.source}</td>
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
