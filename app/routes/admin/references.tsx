import { useLocation } from "react-router";
import type { Route } from "./+types/references";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { ReferenceForm } from "~/components/admin/references";
import { getDb } from "~/db/get-db.server";
import { listDialog } from "~/lib/admin/dialogs.server";
import { dialogListAction } from "~/lib/admin/dialog-list-action.server";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { REFERENCE_MESSAGES, REFERENCES_LIST, referenceActionSchema } from "~/lib/firm/reference-schema";
import { cityChoicesQuery, createReference, deleteReference, getReference, listReferences, type ReferenceRow, updateReference } from "~/lib/firm/references.server";

export function meta() {
  return adminMeta("Références");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("projectReferences"));
  const url = new URL(request.url);
  const query = parseListQuery(url, REFERENCES_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listReferences(db, query), listDialog(url, (id) => getReference(db, id))]);
  // The cities are the form's choices: read only when a form is open.
  const cities = open.dialog === "new" || open.dialog === "edit" ? await cityChoicesQuery(db) : [];
  return { query, page, ...open, cities };
}

export function action(args: Route.ActionArgs) {
  return dialogListAction(args, {
    route: "projectReferences",
    schema: referenceActionSchema,
    messages: REFERENCE_MESSAGES,
    create: createReference,
    update: (db, actor, value) => updateReference(db, actor, value.id, value.version, value),
    remove: deleteReference,
  });
}

const columns: Array<Column<ReferenceRow>> = [
  { key: "title", header: "Titre", rowHeader: true, cell: (row) => row.title },
  { key: "city", header: "Ville", cell: (row) => row.cityName },
  { key: "year", header: "Année", className: "w-20", cell: (row) => row.year },
  { key: "missions", header: "Missions", cell: (row) => row.missions.join(", ") },
  {
    key: "status",
    header: "Statut",
    cell: (row) => (
      <>
        <Badge tone={row.isPublished ? "green" : "slate"}>{row.isPublished ? "Publiée" : "Non publiée"}</Badge>
        {row.isExample ? (
          <span className="ml-1">
            <Badge tone="amber">Exemple à remplacer</Badge>
          </span>
        ) : null}
      </>
    ),
  },
];

export default function References({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target, cities } = loaderData;
  const location = useLocation();
  const formError = actionData?.result?.error?.[""]?.[0];
  useErrorToast(actionData, formError ?? null);
  const closeHref = closeDialogHref(location.pathname, location.search);
  return (
    <ListScreen
      title="Références"
      description="Les projets du cabinet : publiés, ils figurent sur /references et sur les pages de leur ville, de leur département et de leur région. Les photos doivent avoir un texte alternatif dans la médiathèque."
      actions={<NewDialogLink>Nouvelle référence</NewDialogLink>}
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [{ label: "Modifier", target: row.title, href: dialogHref(location.search, "edit", row.id) }, deleteAction(location.search, row.id, row.title)]}
      search={{ placeholder: "Titre, texte ou ville", label: "Rechercher une référence" }}
      filters={[
        {
          name: "published",
          label: "Statut",
          options: [
            { value: "oui", label: "Publiées" },
            { value: "non", label: "Non publiées" },
          ],
        },
      ]}
      empty={{ message: "Aucune référence.", filteredMessage: "Aucune référence ne correspond à votre recherche." }}
    >
      {dialog === "new" ? (
        <AdminDialog title="Nouvelle référence" closeHref={closeHref}>
          <ReferenceForm cities={cities} lastResult={actionData?.result} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier la référence" closeHref={closeHref}>
          <ReferenceForm key={`${target.id}-${target.version}`} reference={target} cities={cities} lastResult={actionData?.result} conflict={actionData?.conflict} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer la référence" closeHref={closeHref} id={target.id} error={formError}>
          <p>
            Supprimer la référence <strong>{target.title}</strong> ? Cette action est irréversible. Pour la retirer du site sans la perdre, décochez plutôt « Publiée ».
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(REFERENCE_MESSAGES.loadFailed);
