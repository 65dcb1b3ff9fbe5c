import { parseWithZod } from "@conform-to/zod/v4";
import { useLocation } from "react-router";
import type { Route } from "./+types/list";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { listWithoutPrefill, readable, RedirectForm, RedirectsNav } from "~/components/admin/redirects";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { answerFailure } from "~/lib/admin/edit-action.server";
import { formatDateTime } from "~/lib/admin/format";
import { formFailure, formReply } from "~/lib/admin/forms.server";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { REDIRECT_MESSAGES, REDIRECTS_LIST, redirectActionSchema } from "~/lib/content/redirect-schema";
import { createRedirect, deleteRedirect, getRedirect, listRedirects, type RedirectRow, updateRedirect } from "~/lib/content/redirects.server";
import { backToList, listDialog } from "~/lib/admin/dialogs.server";

export function meta() {
  return adminMeta("Redirections");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("redirects"));
  const url = new URL(request.url);
  const query = parseListQuery(url, REDIRECTS_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listRedirects(db, query), listDialog(url, (id) => getRedirect(db, id))]);
  return {
    query,
    page,
    ...open,
    prefill: (url.searchParams.get("from") ?? "").slice(0, 500),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("redirects"));
  const submission = parseWithZod(await request.formData(), { schema: redirectActionSchema });
  if (submission.status !== "success") return formReply(request, submission);
  const { db } = getDb(context);
  const deps = { db, origin: getCloudflare(context).env.SITE_ORIGIN };
  const value = submission.value;
  // The "from" prefill (a 404 turned into a rule) only served the dialog.
  const back = (message: string) => backToList(request, message, { drop: ["from"] });
  if (value.intent === "delete") {
    if (!(await deleteRedirect(db, actor, value.id))) return formFailure(submission, REDIRECT_MESSAGES.deleteFailed, 404);
    throw back(REDIRECT_MESSAGES.deleted);
  }
  const saved = value.intent === "create" ? await createRedirect(deps, actor, value) : await updateRedirect(deps, actor, value.id, value.version, value);
  if (saved.ok) throw back(value.intent === "create" ? REDIRECT_MESSAGES.created : REDIRECT_MESSAGES.updated);
  return answerFailure(request, submission, saved, { notFound: REDIRECT_MESSAGES.notFound });
}

const columns: Array<Column<RedirectRow>> = [
  { key: "from", header: "Adresse d'origine", rowHeader: true, cell: (row) => <code className="break-all text-xs">{readable(row.fromPath)}</code> },
  {
    key: "to",
    header: "Destination",
    cell: (row) => (
      <span className="inline-flex items-center gap-1 break-all">
        <Icon name="arrow-right" className="size-4 shrink-0 text-slate-400" />
        <code className="text-xs">{readable(row.toPath)}</code>
      </span>
    ),
  },
  { key: "status", header: "Type", cell: (row) => <Badge tone={row.statusCode === 301 ? "blue" : "amber"}>{row.statusCode === 301 ? "301 définitive" : "302 temporaire"}</Badge> },
  { key: "updated", header: "Dernière modification", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.updatedAt ?? row.createdAt) },
];

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target, prefill } = loaderData;
  const location = useLocation();
  const answer = actionData;
  useErrorToast(answer, answer?.result?.error?.[""]?.[0] ?? null);
  const closeHref = closeDialogHref(location.pathname, listWithoutPrefill(location.search));
  return (
    <>
      <RedirectsNav />
      <ListScreen
        title="Redirections"
        description="Les anciennes adresses du site et la page vers laquelle elles mènent. Une règle ne s'applique qu'à une adresse qui n'existe plus (sinon la page est servie)."
        actions={<NewDialogLink>Nouvelle redirection</NewDialogLink>}
        query={query}
        page={page}
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) => [
          { label: "Tester", target: readable(row.fromPath), href: row.fromPath, newTab: true },
          { label: "Modifier", target: readable(row.fromPath), href: dialogHref(location.search, "edit", row.id) },
          deleteAction(location.search, row.id, readable(row.fromPath)),
        ]}
        search={{ placeholder: "Adresse d'origine ou destination", label: "Rechercher une redirection" }}
        empty={{ message: "Aucune redirection.", filteredMessage: "Aucune redirection ne correspond à votre recherche." }}
      >
        {dialog === "new" ? (
          <AdminDialog title="Nouvelle redirection" closeHref={closeHref}>
            <RedirectForm prefill={prefill} lastResult={answer?.result} />
          </AdminDialog>
        ) : null}
        {dialog === "edit" && target ? (
          <AdminDialog title="Modifier la redirection" closeHref={closeHref}>
            <RedirectForm key={`${target.id}-${target.version}`} rule={target} lastResult={answer?.result} conflict={answer?.conflict} />
          </AdminDialog>
        ) : null}
        {dialog === "delete" && target ? (
          <ConfirmDeleteDialog title="Supprimer la redirection" closeHref={closeHref} id={target.id} error={answer?.result?.error?.[""]?.[0]}>
            <p>
              Supprimer la redirection de <code>{readable(target.fromPath)}</code> vers <code>{readable(target.toPath)}</code> ? Cette action est irréversible : l'ancienne adresse
              répondra de nouveau « Page non trouvée ».
            </p>
          </ConfirmDeleteDialog>
        ) : null}
      </ListScreen>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(REDIRECT_MESSAGES.loadFailed);
