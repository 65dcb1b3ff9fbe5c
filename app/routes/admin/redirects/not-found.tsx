import type { Route } from "./+types/not-found";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { readable, RedirectsNav } from "~/components/admin/redirects";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { formatDateTime, formatNumber } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { NOT_FOUND_LIST, REDIRECT_MESSAGES } from "~/lib/content/redirect-schema";
import { listNotFound, type NotFoundEntry } from "~/lib/stats/not-found.server";

export function meta() {
  return adminMeta("Pages introuvables");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("notFoundLog"));
  const query = parseListQuery(new URL(request.url), NOT_FOUND_LIST);
  return { query, page: await listNotFound(getDb(context).db, query) };
}

export const action = readOnlyAction("notFoundLog");

/** The referring page, shortened to what identifies it. */
function referrerLabel(referrer: string) {
  try {
    const url = new URL(referrer);
    return `${url.host}${readable(url.pathname)}`;
  } catch {
    return referrer;
  }
}

const columns: Array<Column<NotFoundEntry>> = [
  { key: "path", header: "Adresse demandée", rowHeader: true, cell: (row) => <code className="break-all text-xs">{readable(row.path)}</code> },
  { key: "hits", header: "Nombre", sortKey: "hits", className: "text-right", cell: (row) => formatNumber(row.hits) },
  { key: "last", header: "Dernière fois", sortKey: "last_seen", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.lastSeen) },
  {
    key: "referrers",
    header: "Principaux référents",
    cell: (row) =>
      row.referrers.length === 0 ? (
        <span className="text-slate-500">Accès direct</span>
      ) : (
        <ul className="space-y-0.5 text-xs">
          {row.referrers.map((r) => (
            <li key={r.referrer} className="break-all">
              {referrerLabel(r.referrer)} <span className="text-slate-500">({formatNumber(r.hits)})</span>
            </li>
          ))}
        </ul>
      ),
  },
];

export default function NotFoundLog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RedirectsNav />
      <ListScreen
        title="Pages introuvables (404)"
        description="Les adresses demandées qui n'existent pas, regroupées. Une adresse disparaît de cette liste dès qu'une redirection la prend en charge."
        query={loaderData.query}
        page={loaderData.page}
        columns={columns}
        rowKey={(row) => row.path}
        rowActions={(row) => [
          {
            label: "Créer une redirection",
            target: `pour ${readable(row.path)}`,
            href: `/admin/redirects?${new URLSearchParams({ dialog: "new", from: row.path })}`,
          },
        ]}
        search={{ placeholder: "Adresse demandée", label: "Rechercher une adresse" }}
        empty={{ message: "Aucune page introuvable à traiter.", filteredMessage: "Aucune adresse ne correspond à votre recherche." }}
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(REDIRECT_MESSAGES.logLoadFailed);
