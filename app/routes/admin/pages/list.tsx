import { useLocation } from "react-router";
import type { Route } from "./+types/list";
import { ActionLink } from "~/components/admin/kit/action-link";
import { ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { closeDialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { backToList } from "~/lib/admin/dialogs.server";
import { actionError } from "~/lib/admin/forms.server";
import { formatDay } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requirePermission, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, userCan } from "~/lib/auth/permissions";
import { deletePageSchema, isLockedPage, PAGE_MESSAGES, PAGES_LIST, pageTypeLabel } from "~/lib/content/page-schema";
import { deletePage, getPage, listPages, listPageTypes, type PageListItem } from "~/lib/content/pages.server";
import { STATUS_LABELS, statusOptions } from "~/lib/content/status";

export function meta() {
  return adminMeta("Pages");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("pages"));
  const url = new URL(request.url);
  const query = parseListQuery(url, PAGES_LIST);
  const { db } = getDb(context);
  const id = Number(url.searchParams.get("id"));
  const wantsDelete = url.searchParams.get("dialog") === "delete" && Number.isSafeInteger(id) && id > 0 && userCan(user, "delete:page");
  const [page, types, target] = await Promise.all([listPages(db, query), listPageTypes(db), wantsDelete ? getPage(db, id) : null]);
  return {
    query,
    page,
    types: types.map((type) => ({ value: String(type.id), label: pageTypeLabel(type.name) })),
    canDelete: userCan(user, "delete:page"),
    target: target && !isLockedPage(target.slug) ? { id: target.id, title: target.title, slug: target.slug } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, routeMinimum("pages"));
  const actor = await requirePermission(request, context, "delete:page");
  const parsed = deletePageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return actionError(PAGE_MESSAGES.deleteFailed, 400);
  const outcome = await deletePage(getDb(context).db, actor, parsed.data.id);
  if (!outcome.ok) return actionError(outcome.reason === "locked" ? PAGE_MESSAGES.lockedDelete : PAGE_MESSAGES.deleteFailed, outcome.reason === "locked" ? 409 : 404);
  throw backToList(request, PAGE_MESSAGES.deleted, { firstPage: true });
}

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, types, canDelete, target } = loaderData;
  const location = useLocation();
  useErrorToast(actionData, actionData?.error);
  const columns: Array<Column<PageListItem>> = [
    {
      key: "title",
      header: "Titre",
      sortKey: "title",
      rowHeader: true,
      cell: (row) => (
        <>
          {row.title}
          {row.isInNavigation ? <span className="ml-2 text-xs font-normal text-slate-500">(pied de page)</span> : null}
        </>
      ),
    },
    { key: "slug", header: "Slug", sortKey: "slug", cell: (row) => <code className="text-xs">/{row.slug}</code> },
    { key: "type", header: "Type", cell: (row) => (row.pageType ? pageTypeLabel(row.pageType) : "—") },
    { key: "status", header: "Statut", sortKey: "status", cell: (row) => <Badge tone={row.status === "published" ? "green" : "slate"}>{STATUS_LABELS[row.status]}</Badge> },
    { key: "created", header: "Créée le", sortKey: "created_at", className: "whitespace-nowrap", cell: (row) => formatDay(row.createdAt) },
  ];
  return (
    <ListScreen
      title="Pages"
      description="La page À propos, les pages légales et les pages libres publiées à l'adresse /{slug}."
      actions={
        <ActionLink to="/admin/pages/new" icon="plus">
          Nouvelle page
        </ActionLink>
      }
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [
        { label: "Modifier", target: row.title, href: `/admin/pages/${row.id}` },
        canDelete && !isLockedPage(row.slug) && deleteAction(location.search, row.id, row.title),
      ]}
      search={{ placeholder: "Titre, slug ou contenu", label: "Rechercher une page" }}
      filters={[
        { name: "status", label: "Statut", options: statusOptions, allLabel: "Tous" },
        { name: "type", label: "Type de page", options: types, allLabel: "Tous les types" },
      ]}
      numberedPages
      empty={{ message: "Aucune page.", filteredMessage: "Aucune page ne correspond à ces critères." }}
    >
      {target ? (
        <ConfirmDeleteDialog title="Supprimer la page" closeHref={closeDialogHref(location.pathname, location.search)} id={target.id} error={actionData?.error}>
          <p>{PAGE_MESSAGES.deleteConfirm}</p>
          <p>
            La page <strong>{target.title}</strong> (/{target.slug}) sera définitivement supprimée. Cette action est irréversible.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(PAGE_MESSAGES.loadFailed);
