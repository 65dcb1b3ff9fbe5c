import { useLocation } from "react-router";
import type { Route } from "./+types/testimonials";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { TestimonialForm } from "~/components/admin/testimonials";
import { getDb } from "~/db/get-db.server";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { truncate } from "~/lib/content/rules";
import { TESTIMONIAL_MESSAGES, TESTIMONIALS_LIST, testimonialActionSchema } from "~/lib/content/testimonial-schema";
import { createTestimonial, deleteTestimonial, getTestimonial, listTestimonials, type TestimonialRow, updateTestimonial } from "~/lib/content/testimonials.server";
import { listDialog } from "~/lib/admin/dialogs.server";
import { dialogListAction } from "~/lib/admin/dialog-list-action.server";

export function meta() {
  return adminMeta("Témoignages");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("testimonials"));
  const url = new URL(request.url);
  const query = parseListQuery(url, TESTIMONIALS_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listTestimonials(db, query), listDialog(url, (id) => getTestimonial(db, id))]);
  return { query, page, ...open };
}

export function action(args: Route.ActionArgs) {
  return dialogListAction(args, {
    route: "testimonials",
    schema: testimonialActionSchema,
    messages: TESTIMONIAL_MESSAGES,
    create: createTestimonial,
    update: (db, actor, value) => updateTestimonial(db, actor, value.id, value.version, value),
    remove: deleteTestimonial,
  });
}

const columns: Array<Column<TestimonialRow>> = [
  { key: "order", header: "Ordre", className: "w-16", cell: (row) => row.displayOrder },
  {
    key: "author",
    header: "Auteur",
    rowHeader: true,
    cell: (row) => (
      <>
        {row.author}
        <span className="block text-xs font-normal text-slate-500">{[row.position, row.company].filter(Boolean).join(" · ")}</span>
      </>
    ),
  },
  { key: "quote", header: "Témoignage", cell: (row) => <span className="block max-w-xl">« {truncate(row.quote, 160)} »</span> },
  { key: "active", header: "Statut", cell: (row) => <Badge tone={row.isActive ? "green" : "slate"}>{row.isActive ? "Actif" : "Inactif"}</Badge> },
];

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target } = loaderData;
  const location = useLocation();
  const answer = actionData;
  useErrorToast(answer, answer?.result?.error?.[""]?.[0] ?? null);
  const closeHref = closeDialogHref(location.pathname, location.search);
  return (
    <ListScreen
      title="Témoignages"
      description="Les avis de clients affichés sur l'accueil (les trois premiers actifs) et sur les pages des villes."
      actions={<NewDialogLink>Nouveau témoignage</NewDialogLink>}
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [
        { label: "Modifier", target: `le témoignage de ${row.author}`, href: dialogHref(location.search, "edit", row.id) },
        deleteAction(location.search, row.id, `le témoignage de ${row.author}`),
      ]}
      search={{ placeholder: "Texte, auteur ou société", label: "Rechercher un témoignage" }}
      filters={[
        {
          name: "active",
          label: "Statut",
          options: [
            { value: "oui", label: "Actifs" },
            { value: "non", label: "Inactifs" },
          ],
        },
      ]}
      empty={{ message: "Aucun témoignage.", filteredMessage: "Aucun témoignage ne correspond à votre recherche." }}
    >
      {dialog === "new" ? (
        <AdminDialog title="Nouveau témoignage" closeHref={closeHref}>
          <TestimonialForm lastResult={answer?.result} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier le témoignage" closeHref={closeHref}>
          <TestimonialForm key={`${target.id}-${target.version}`} testimonial={target} lastResult={answer?.result} conflict={answer?.conflict} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer le témoignage" closeHref={closeHref} id={target.id} error={answer?.result?.error?.[""]?.[0]}>
          <p>
            Supprimer le témoignage de <strong>{target.author}</strong> ? Cette action est irréversible. Pour le retirer du site sans le perdre, décochez plutôt « Actif ».
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(TESTIMONIAL_MESSAGES.loadFailed);
