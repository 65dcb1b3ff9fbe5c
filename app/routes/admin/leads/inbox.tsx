import type { Route } from "./+types/inbox";
import { FollowUpBadge, formatFollowUpDay } from "~/components/admin/lead-follow-up";
import { LeadLink, leadReceivedColumn, leadStatusColumn, leadStatusOptions } from "~/components/admin/leads";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { leadKinds } from "~/db/schema";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { parisDay } from "~/lib/dates";
import { DUE_FILTERS, LEAD_KIND_LABELS, OWNER_ME, OWNER_NONE, parseInboxQuery } from "~/lib/leads/follow-up";
import { assignableStaffQuery } from "~/lib/leads/follow-up.server";
import { listInbox } from "~/lib/leads/inbox.server";

export function meta() {
  return adminMeta("Demandes");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("leads"));
  const db = getDb(context).db;
  const query = parseInboxQuery(new URL(request.url));
  const today = parisDay(new Date());
  const [page, staff] = await Promise.all([listInbox(db, query, user.id, today), assignableStaffQuery(db)]);
  return { query, page, today, staff: staff.filter((member) => member.id !== user.id) };
}

export const action = readOnlyAction("leads");

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: Array<Column<Row>> = [
  leadReceivedColumn(),
  {
    key: "reference",
    header: "Demande",
    cell: (row) => (
      <>
        <LeadLink kind={row.kind} id={row.id}>
          {row.reference}
        </LeadLink>
        <span className="block">
          <Badge tone={row.kind === "contact" ? "blue" : "slate"}>{LEAD_KIND_LABELS[row.kind]}</Badge>
        </span>
      </>
    ),
  },
  {
    key: "contact",
    header: "Contact",
    cell: (row) => (
      <>
        <span className="font-medium text-slate-900">{row.name}</span>
        <span className="block text-xs text-slate-500">{row.email}</span>
      </>
    ),
  },
  leadStatusColumn(),
  { key: "owner", header: "Responsable", cell: (row) => row.ownerName ?? <span className="text-slate-500">Non attribuée</span> },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const followUpColumn: Column<Row> = {
    key: "follow-up",
    header: "Relance",
    className: "whitespace-nowrap",
    cell: (row) =>
      row.followUpOn ? (
        <span className="flex flex-col items-start gap-1">
          {formatFollowUpDay(row.followUpOn)}
          <FollowUpBadge day={row.followUpOn} today={today} status={row.status} />
        </span>
      ) : (
        "—"
      ),
  };
  return (
    <ListScreen
      title="Demandes"
      description="Les demandes de contact et les simulations, du plus récent au plus ancien."
      query={loaderData.query}
      page={loaderData.page}
      columns={[...columns, followUpColumn]}
      rowKey={(row) => `${row.kind}-${row.id}`}
      search={{ placeholder: "Nom, email, téléphone, référence" }}
      filters={[
        { name: "type", label: "Type", options: leadKinds.map((value) => ({ value, label: LEAD_KIND_LABELS[value] })) },
        { name: "status", label: "Statut", options: leadStatusOptions },
        {
          name: "owner",
          label: "Responsable",
          options: [
            { value: OWNER_ME, label: "Moi" },
            { value: OWNER_NONE, label: "Non attribuée" },
            ...loaderData.staff.map((member) => ({ value: String(member.id), label: member.name })),
          ],
        },
        { name: "due", label: "Relance", allLabel: "Toutes", options: Object.entries(DUE_FILTERS).map(([value, label]) => ({ value, label })) },
      ]}
      empty={{ message: "Aucune demande pour le moment.", filteredMessage: "Aucune demande ne correspond à votre recherche." }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les demandes. Veuillez réessayer.");
