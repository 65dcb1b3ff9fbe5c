import { useLocation } from "react-router";
import type { Route } from "./+types/team";
import { TeamMemberForm } from "~/components/admin/team";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { listDialog } from "~/lib/admin/dialogs.server";
import { dialogListAction } from "~/lib/admin/dialog-list-action.server";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { truncate } from "~/lib/content/rules";
import { TEAM_LIST, TEAM_MESSAGES, teamMemberActionSchema } from "~/lib/firm/team-schema";
import { createTeamMember, deleteTeamMember, getTeamMember, listTeamMembers, type TeamMemberRow, updateTeamMember } from "~/lib/firm/team.server";

export function meta() {
  return adminMeta("Équipe");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("team"));
  const url = new URL(request.url);
  const query = parseListQuery(url, TEAM_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listTeamMembers(db, query), listDialog(url, (id) => getTeamMember(db, id))]);
  return { query, page, ...open };
}

export function action(args: Route.ActionArgs) {
  return dialogListAction(args, {
    route: "team",
    schema: teamMemberActionSchema,
    messages: TEAM_MESSAGES,
    create: createTeamMember,
    update: (db, actor, value) => updateTeamMember(db, actor, value.id, value.version, value),
    remove: deleteTeamMember,
  });
}

const columns: Array<Column<TeamMemberRow>> = [
  { key: "order", header: "Ordre", className: "w-16", cell: (row) => row.displayOrder },
  { key: "name", header: "Nom", rowHeader: true, cell: (row) => row.name },
  { key: "role", header: "Rôle", cell: (row) => row.jobTitle },
  { key: "photo", header: "Photo", cell: (row) => (row.photo ? "Oui" : "—") },
  { key: "bio", header: "Présentation", cell: (row) => <span className="block max-w-md">{truncate(row.bio, 120)}</span> },
];

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target } = loaderData;
  const location = useLocation();
  const formError = actionData?.result?.error?.[""]?.[0];
  useErrorToast(actionData, formError ?? null);
  const closeHref = closeDialogHref(location.pathname, location.search);
  return (
    <ListScreen
      title="Équipe"
      description="Les personnes présentées sur la page « À propos », dans l'ordre d'affichage. Une photo doit avoir un texte alternatif dans la médiathèque."
      actions={<NewDialogLink>Nouveau membre</NewDialogLink>}
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [{ label: "Modifier", target: row.name, href: dialogHref(location.search, "edit", row.id) }, deleteAction(location.search, row.id, row.name)]}
      search={{ placeholder: "Nom, rôle ou présentation", label: "Rechercher un membre de l'équipe" }}
      empty={{ message: "Aucun membre de l'équipe : la page « À propos » ne présente encore personne.", filteredMessage: "Aucun membre ne correspond à votre recherche." }}
    >
      {dialog === "new" ? (
        <AdminDialog title="Nouveau membre de l'équipe" closeHref={closeHref}>
          <TeamMemberForm lastResult={actionData?.result} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier le membre de l'équipe" closeHref={closeHref}>
          <TeamMemberForm key={`${target.id}-${target.version}`} member={target} lastResult={actionData?.result} conflict={actionData?.conflict} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer le membre de l'équipe" closeHref={closeHref} id={target.id} error={formError}>
          <p>
            Retirer <strong>{target.name}</strong> de l'équipe ? Cette action est irréversible ; la photo reste dans la médiathèque.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(TEAM_MESSAGES.loadFailed);
