import { data, Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/journal";
import { buttonClass, inputClass } from "~/components/admin/form";
import { EmptyState, PageHeader, Pagination, tableClass } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { auditActionLabel } from "~/lib/audit/actions";
import { AUDIT_PAGE_SIZE, listAuditEntries } from "~/lib/audit/audit.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";

export function meta() {
  return adminMeta("Journal");
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("journal"));
  const params = new URL(request.url).searchParams;
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  const filters = {
    action: params.get("action") ?? "",
    actor: (params.get("actor") ?? "").trim().slice(0, 100),
    from: day("from"),
    to: day("to"),
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
  const { rows, total, actions } = await listAuditEntries(getDb(context).db, filters);
  return { filters, rows, total, actions, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

export const action = readOnlyAction("journal");

function describe(details: Record<string, unknown> | null) {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${key} : ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join(" · ");
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, actions, pageCount } = loaderData;
  const page = filters.page;
  const location = useLocation();
  return (
    <>
      <PageHeader title="Journal" description="Connexions, changements de comptes et de statuts des demandes : qui, quoi, quand." />
      <Form method="get" className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor="journal-action" className="block text-sm font-medium text-slate-700">Action</label>
          <select id="journal-action" name="action" defaultValue={filters.action} className={`mt-1 ${inputClass}`}>
            <option value="">Toutes</option>
            {actions.map((action) => (
              <option key={action} value={action}>{auditActionLabel(action)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="journal-actor" className="block text-sm font-medium text-slate-700">Auteur (email)</label>
          <input id="journal-actor" type="search" name="actor" defaultValue={filters.actor} className={`mt-1 ${inputClass}`} />
        </div>
        <div>
          <label htmlFor="journal-from" className="block text-sm font-medium text-slate-700">Du</label>
          <input id="journal-from" type="date" name="from" defaultValue={filters.from} className={`mt-1 ${inputClass}`} />
        </div>
        <div>
          <label htmlFor="journal-to" className="block text-sm font-medium text-slate-700">Au</label>
          <input id="journal-to" type="date" name="to" defaultValue={filters.to} className={`mt-1 ${inputClass}`} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass.primary}>Filtrer</button>
          <Link to="/admin/journal" className={buttonClass.secondary}>Réinitialiser</Link>
        </div>
      </Form>
      {rows.length === 0 ? (
        <EmptyState>Aucune entrée ne correspond à ces filtres.</EmptyState>
      ) : (
        // A table wider than a phone scrolls: the keyboard must reach it (no link inside).
        <div className={tableClass.wrapper} tabIndex={0} role="region" aria-label="Journal des actions">
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>Date</th>
                <th scope="col" className={tableClass.th}>Auteur</th>
                <th scope="col" className={tableClass.th}>Action</th>
                <th scope="col" className={tableClass.th}>Cible</th>
                <th scope="col" className={tableClass.th}>Détails</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} className={tableClass.row}>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
                  <td className={tableClass.td}>{row.actorEmail ?? "—"}</td>
                  <td className={tableClass.td} data-action={row.action}>{auditActionLabel(row.action)}</td>
                  <td className={tableClass.td}>{row.targetType ? `${row.targetType} #${row.targetId}` : "—"}</td>
                  <td className={`${tableClass.td} text-xs text-slate-500`}>{describe(row.details)}</td>
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
