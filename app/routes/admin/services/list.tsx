import { Link, useLocation } from "react-router";
import type { Route } from "./+types/list";
import { ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { buttonClass } from "~/components/ui/button";
import { closeDialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { backToList } from "~/lib/admin/dialogs.server";
import { actionError } from "~/lib/admin/forms.server";
import { formatDateTime } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { deleteServiceSchema, SERVICE_MESSAGES, SERVICES_LIST } from "~/lib/content/service-schema";
import { STATUS_LABELS } from "~/lib/content/status";
import { deleteService, getService, listServices, type ServiceListItem } from "~/lib/content/services.server";

export function meta() {
  return adminMeta("Services");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("services"));
  const url = new URL(request.url);
  const query = parseListQuery(url, SERVICES_LIST);
  const { db } = getDb(context);
  const id = Number(url.searchParams.get("id"));
  const wantsDelete = url.searchParams.get("dialog") === "delete" && Number.isSafeInteger(id) && id > 0;
  const [page, target] = await Promise.all([listServices(db, query), wantsDelete ? getService(db, id) : null]);
  return { query, page, target: target ? { id: target.id, title: target.title, slug: target.slug } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("services"));
  const parsed = deleteServiceSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return actionError(SERVICE_MESSAGES.deleteFailed, 400);
  const deleted = await deleteService(getDb(context).db, actor, parsed.data.id);
  if (!deleted) return actionError(SERVICE_MESSAGES.deleteFailed, 404);
  throw backToList(request, SERVICE_MESSAGES.deleted, { firstPage: true });
}

const columns: Array<Column<ServiceListItem>> = [
  { key: "title", header: "Nom", rowHeader: true, cell: (row) => row.title },
  { key: "slug", header: "Slug", cell: (row) => <code className="text-xs">{row.slug}</code> },
  {
    key: "status",
    header: "Statut",
    cell: (row) => <Badge tone={row.status === "published" ? "green" : "slate"}>{STATUS_LABELS[row.status]}</Badge>,
  },
  { key: "updated", header: "Dernière modification", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.updatedAt) },
];

export default function Services({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, target } = loaderData;
  const location = useLocation();
  useErrorToast(actionData, actionData?.error);
  const newService = (
    <Link to="/admin/services/new" className={buttonClass("primary")}>
      <Icon name="plus" className="size-4" />
      Nouveau service
    </Link>
  );
  return (
    <ListScreen
      title="Services"
      description="Les pages de services du site : menu « Services », pied de page, page /services et cartes de l'accueil."
      actions={newService}
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [
        { label: "Voir", target: row.title, href: `/services/${row.slug}`, newTab: true },
        { label: "Modifier", target: row.title, href: `/admin/services/${row.id}` },
        deleteAction(location.search, row.id, row.title),
      ]}
      search={{ placeholder: "Rechercher des services...", label: "Rechercher un service" }}
      empty={{
        message: "Aucun service trouvé",
        action: (
          <Link to="/admin/services/new" className={buttonClass("primary")}>
            Créer un service
          </Link>
        ),
      }}
    >
      {target ? (
        <ConfirmDeleteDialog title="Supprimer le service" closeHref={closeDialogHref(location.pathname, location.search)} id={target.id} error={actionData?.error}>
          <p>
            Supprimer le service <strong>{target.title}</strong> ? Cette action est irréversible : la page /services/{target.slug} ne sera plus accessible et le service disparaîtra
            du menu, du pied de page et de la recherche.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(SERVICE_MESSAGES.loadFailed);
