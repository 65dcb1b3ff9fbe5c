import type { Route } from "./+types/journal";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { listPage, parseListQuery } from "~/lib/admin/list";
import { getDb } from "~/db/get-db.server";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { auditActionLabel } from "~/lib/audit/actions";
import { AUDIT_PAGE_SIZE, listAuditEntries } from "~/lib/audit/audit.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { isCalendarDay } from "~/lib/dates";

export function meta() {
  return adminMeta("Journal");
}

const JOURNAL_LIST = { pageSize: AUDIT_PAGE_SIZE, filters: ["action", "actor", "from", "to"] } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("journal"));
  const query = parseListQuery(new URL(request.url), JOURNAL_LIST);
  // A day that does not exist (typed into the address) filters nothing rather than failing.
  const day = (value: string) => (isCalendarDay(value) ? value : "");
  const { action, actor, from, to } = query.filters;
  const { rows, total, actions } = await listAuditEntries(getDb(context).db, { action, actor, from: day(from), to: day(to), page: query.page });
  return { query, page: listPage(rows, total, query), actions };
}

export const action = readOnlyAction("journal");

function describe(details: Record<string, unknown> | null) {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${key} : ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join(" · ");
}

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  { key: "date", header: "Date", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.createdAt) },
  { key: "actor", header: "Auteur", cell: (row) => row.actorEmail ?? "—" },
  { key: "action", header: "Action", cell: (row) => <span data-action={row.action}>{auditActionLabel(row.action)}</span> },
  { key: "target", header: "Cible", cell: (row) => (row.targetType ? `${row.targetType} #${row.targetId}` : "—") },
  { key: "details", header: "Détails", className: "text-xs text-slate-500", cell: (row) => describe(row.details) },
];

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { query, page, actions } = loaderData;
  return (
    <ListScreen
      title="Journal"
      description="Connexions, changements de comptes, de contenus et de statuts des demandes : qui, quoi, quand."
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      filters={[
        { name: "action", label: "Action", allLabel: "Toutes", options: actions.map((value) => ({ value, label: auditActionLabel(value) })) },
        { name: "actor", label: "Auteur (email)", type: "search" },
        { name: "from", label: "Du", type: "date" },
        { name: "to", label: "Au", type: "date" },
      ]}
      empty={{ message: "Le journal est vide.", filteredMessage: "Aucune entrée ne correspond à ces filtres." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger le journal. Veuillez réessayer.");
