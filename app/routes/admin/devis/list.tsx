import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/list";
import { DevisFiguresGrid } from "~/components/devis/figures";
import { OrderBookGrid } from "~/components/devis/order-book";
import { DevisStatusBadge } from "~/components/devis/status";
import { useErrorToast } from "~/components/admin/kit/feedback";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { actionError } from "~/lib/admin/forms.server";
import { formatDay } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { createDevis } from "~/lib/devis/devis.server";
import { formatCents, indiceOf } from "~/lib/devis/lines";
import { type DevisListRow, listDevis } from "~/lib/devis/list.server";
import { isOrderBookFilter, ORDER_BOOK_FILTERS } from "~/lib/devis/order-book";
import { openDossiers, orderBookFigures, orderBookIds } from "~/lib/devis/order-book.server";
import { createDevisSchema, DEVIS_LIST, DEVIS_MESSAGES, DEVIS_STATUS_LABELS } from "~/lib/devis/schema";
import { natureLabel } from "~/lib/leads/labels";

export function meta() {
  return adminMeta("Devis");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("devisList"));
  const query = parseListQuery(new URL(request.url), DEVIS_LIST);
  const { db } = getDb(context);
  const now = new Date();
  // The order book (docs/decisions/647): its figures, and the dossiers of its filter.
  const book = await openDossiers(db, now);
  const filter = query.filters.dossier;
  const only = isOrderBookFilter(filter) ? orderBookIds(book, filter) : undefined;
  return { query, months: monthOptions(), orderBook: orderBookFigures(book), ...(await listDevis(db, query, user.id, now, only)) };
}

/** « Nouveau devis » and « Préparer le devis » (from a request) post here; the new draft opens. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("devisList"));
  const submission = parseWithZod(await request.formData(), { schema: createDevisSchema });
  if (submission.status !== "success") return actionError(submission.error?.[""]?.[0] ?? "Origine du devis inconnue", 400, "create");
  const { source, sourceId } = submission.value;
  if (source !== "blank" && sourceId === null) return actionError(DEVIS_MESSAGES.sourceNotFound, 400, "create");
  const created = await createDevis(getDb(context).db, actor, source === "blank" || sourceId === null ? { kind: "blank" } : { kind: source, id: sourceId });
  if (!created.ok) return actionError(DEVIS_MESSAGES.sourceNotFound, 404, "create");
  throw redirectWithFlash(request, `/admin/devis/${created.id}`, `${DEVIS_MESSAGES.created} (${created.number})`);
}

const columns: Array<Column<DevisListRow>> = [
  {
    key: "number",
    header: "Devis",
    rowHeader: true,
    cell: (row) => (
      <>
        <Link to={`/admin/devis/${row.id}`} className="font-semibold text-brand-700 hover:underline">
          {row.number}
        </Link>
        <span className="block text-xs text-slate-500">Indice {indiceOf(row.revision)}</span>
      </>
    ),
  },
  {
    key: "client",
    header: "Client",
    cell: (row) => (
      <>
        {row.clientName || "—"}
        {row.clientCompany ? <span className="block text-xs text-slate-500">{row.clientCompany}</span> : null}
      </>
    ),
  },
  {
    key: "site",
    header: "Chantier",
    cell: (row) => (
      <>
        {[row.sitePostcode, row.siteCity].filter(Boolean).join(" ") || "—"}
        {row.projectNature ? <span className="block text-xs text-slate-500">{natureLabel(row.projectNature)}</span> : null}
      </>
    ),
  },
  { key: "status", header: "Statut", cell: (row) => <DevisStatusBadge status={row.status} /> },
  { key: "total", header: "Total HT", className: "whitespace-nowrap text-right", cell: (row) => formatCents(row.totalHtCents) },
  { key: "sent", header: "Envoyé le", cell: (row) => formatDay(row.sentAt, "—") },
  { key: "valid", header: "Valable jusqu'au", cell: (row) => (row.validUntil ? formatDay(`${row.validUntil}T12:00:00Z`) : "—") },
  { key: "owner", header: "Responsable", cell: (row) => row.ownerName ?? "Non attribué" },
];

const monthLabel = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** The last 12 months, newest first, as the month filter's options. */
function monthOptions(now = new Date()) {
  return Array.from({ length: 12 }, (_, back) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const value = date.toISOString().slice(0, 7);
    return { value, label: monthLabel.format(date) };
  });
}

export default function DevisList({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, owners, figures, months, orderBook } = loaderData;
  const location = useLocation();
  useErrorToast(actionData, actionData?.error ?? null);
  return (
    <ListScreen
      title="Devis"
      description="Les devis préparés depuis une simulation, une demande de contact ou un appel, du plus récent au plus ancien."
      actions={
        <>
          <a href={`/admin/devis/export${location.search}`} className={buttonClass("secondary")}>
            <Icon name="download" className="size-4" />
            Exporter (CSV)
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="source" value="blank" />
            <button type="submit" className={buttonClass("primary")}>
              <Icon name="plus" className="size-4" />
              Nouveau devis
            </button>
          </Form>
        </>
      }
      notice={
        <>
          {actionData?.error ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <DevisFiguresGrid figures={figures} />
          <OrderBookGrid figures={orderBook} />
        </>
      }
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      search={{ placeholder: "N° de devis, client, e-mail, commune, estimation SOL-" }}
      filters={[
        { name: "status", label: "Statut", options: Object.entries(DEVIS_STATUS_LABELS).map(([value, label]) => ({ value, label })) },
        { name: "owner", label: "Responsable", options: [{ value: "moi", label: "Moi" }, ...owners.map((o) => ({ value: String(o.id), label: o.name ?? `#${o.id}` }))] },
        { name: "month", label: "Mois", allLabel: "Tous les mois", options: months },
        { name: "dossier", label: "Dossier", allLabel: "Tous", options: Object.entries(ORDER_BOOK_FILTERS).map(([value, label]) => ({ value, label })) },
      ]}
      empty={{
        message: "Aucun devis pour le moment : préparez-en un depuis une demande ou avec « Nouveau devis ».",
        filteredMessage: "Aucun devis ne correspond à votre recherche.",
      }}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary(DEVIS_MESSAGES.loadFailed);
