import { useLocation } from "react-router";
import type { Route } from "./+types/credentials";
import { CredentialForm } from "~/components/admin/credentials";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { credentialKinds } from "~/db/types";
import { listDialog } from "~/lib/admin/dialogs.server";
import { dialogListAction } from "~/lib/admin/dialog-list-action.server";
import { formatDay } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { parisDay } from "~/lib/dates";
import { CREDENTIAL_KIND_LABELS, CREDENTIAL_MESSAGES, CREDENTIALS_LIST, credentialActionSchema } from "~/lib/firm/credential-schema";
import { type CredentialRow, createCredential, deleteCredential, getCredential, listCredentials, updateCredential } from "~/lib/firm/credentials.server";

export function meta() {
  return adminMeta("Qualifications et assurances");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("credentials"));
  const url = new URL(request.url);
  const query = parseListQuery(url, CREDENTIALS_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listCredentials(db, query), listDialog(url, (id) => getCredential(db, id))]);
  return { query, page, ...open, today: parisDay(new Date()) };
}

export function action(args: Route.ActionArgs) {
  return dialogListAction(args, {
    route: "credentials",
    schema: credentialActionSchema,
    messages: CREDENTIAL_MESSAGES,
    create: createCredential,
    update: (db, actor, value) => updateCredential(db, actor, value.id, value.version, value),
    remove: deleteCredential,
  });
}

function columns(today: string): Array<Column<CredentialRow>> {
  return [
    { key: "label", header: "Libellé", rowHeader: true, cell: (row) => row.label },
    { key: "kind", header: "Type", cell: (row) => CREDENTIAL_KIND_LABELS[row.kind] },
    { key: "number", header: "Numéro", cell: (row) => row.number || "—" },
    { key: "issuer", header: "Organisme", cell: (row) => row.issuer || "—" },
    {
      key: "valid",
      header: "Validité",
      cell: (row) =>
        row.validUntil && row.validUntil < today ? (
          <Badge tone="red">Expirée le {formatDay(row.validUntil, "")}</Badge>
        ) : (
          <Badge tone="green">{row.validUntil ? `Jusqu'au ${formatDay(row.validUntil, "")}` : "Sans échéance"}</Badge>
        ),
    },
  ];
}

export default function Credentials({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target, today } = loaderData;
  const location = useLocation();
  const formError = actionData?.result?.error?.[""]?.[0];
  useErrorToast(actionData, formError ?? null);
  const closeHref = closeDialogHref(location.pathname, location.search);
  return (
    <ListScreen
      title="Qualifications et assurances"
      description="Certificats de qualification (OPQIBI…) et assurances (responsabilité civile professionnelle, décennale) : ceux en cours de validité sont affichés sur « À propos », dans le pied de page et dans les données structurées ; une ligne expirée est masquée et signalée dans « État du site »."
      actions={<NewDialogLink>Nouvelle qualification ou assurance</NewDialogLink>}
      query={query}
      page={page}
      columns={columns(today)}
      rowKey={(row) => row.id}
      rowActions={(row) => [{ label: "Modifier", target: row.label, href: dialogHref(location.search, "edit", row.id) }, deleteAction(location.search, row.id, row.label)]}
      search={{ placeholder: "Libellé, numéro ou organisme", label: "Rechercher une qualification ou une assurance" }}
      filters={[{ name: "kind", label: "Type", options: credentialKinds.map((value) => ({ value, label: CREDENTIAL_KIND_LABELS[value] })) }]}
      empty={{ message: "Aucune qualification ni assurance.", filteredMessage: "Aucune ligne ne correspond à votre recherche." }}
    >
      {dialog === "new" ? (
        <AdminDialog title="Nouvelle qualification ou assurance" closeHref={closeHref}>
          <CredentialForm lastResult={actionData?.result} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier la qualification ou l'assurance" closeHref={closeHref}>
          <CredentialForm key={`${target.id}-${target.version}`} credential={target} lastResult={actionData?.result} conflict={actionData?.conflict} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer la qualification ou l'assurance" closeHref={closeHref} id={target.id} error={formError}>
          <p>
            Supprimer <strong>{target.label}</strong> ? Cette action est irréversible.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(CREDENTIAL_MESSAGES.loadFailed);
