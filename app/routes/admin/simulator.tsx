import { parseWithZod } from "@conform-to/zod/v4";
import { useLocation } from "react-router";
import type { Route } from "./+types/simulator";
import { CatalogueForm, RecommendationMatrix } from "~/components/admin/catalogue";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { PricingModifiersForm } from "~/components/admin/pricing-modifiers";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { Banner } from "~/components/ui/banner";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { formatEuro } from "~/lib/admin/format";
import { answerFailure } from "~/lib/admin/edit-action.server";
import { type FormAnswer, formFailure, formReply } from "~/lib/admin/forms.server";
import { parseListQuery } from "~/lib/admin/list";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { CATALOGUE_LIST, CATALOGUE_MESSAGES, catalogueActionSchema } from "~/lib/simulator/catalogue-schema";
import {
  type CatalogueRow,
  createCatalogueItem,
  deleteCatalogueItem,
  getCatalogueItem,
  listCatalogue,
  recommendationMatrix,
  updateCatalogueItem,
} from "~/lib/simulator/catalogue.server";
import { MODIFIERS_INTENT } from "~/lib/simulator/modifiers-schema";
import { getModifiersForEdit, modifiersAction } from "~/lib/simulator/modifiers.server";
import { projectNatures } from "~/lib/simulator/rules";
import { rulesOf } from "~/lib/simulator/rules";
import { backToList, listDialogOf } from "~/lib/admin/dialogs.server";

export function meta() {
  return adminMeta("Simulateur : prestations et prix");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("simulator"));
  const url = new URL(request.url);
  const query = parseListQuery(url, CATALOGUE_LIST);
  const { db } = getDb(context);
  const [page, matrix, open, pricing] = await Promise.all([
    listCatalogue(db, query),
    recommendationMatrix(db),
    listDialogOf(url, (id) => getCatalogueItem(db, id)),
    getModifiersForEdit(db),
  ]);
  return { query, page, matrix, ...open, pricing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("simulator"));
  const { db } = getDb(context);
  const formData = await request.formData();
  if (formData.get("intent") === MODIFIERS_INTENT) return modifiersAction(request, db, actor, formData);
  const submission = parseWithZod(formData, { schema: catalogueActionSchema });
  if (submission.status !== "success") return formReply(request, submission);
  const value = submission.value;
  const back = (message: string) => backToList(request, message);
  if (value.intent === "delete") {
    if (!(await deleteCatalogueItem(db, actor, value.id))) return formFailure(submission, CATALOGUE_MESSAGES.deleteFailed, 404);
    throw back(CATALOGUE_MESSAGES.deleted);
  }
  if (value.intent === "create") {
    const created = await createCatalogueItem(db, actor, value);
    if (created.ok) throw back(CATALOGUE_MESSAGES.created);
    return answerFailure(request, submission, created, { notFound: CATALOGUE_MESSAGES.notFound });
  }
  const saved = await updateCatalogueItem(db, actor, value.id, value.version, value);
  if (saved.ok) throw back(CATALOGUE_MESSAGES.updated);
  return answerFailure(request, submission, saved, { notFound: CATALOGUE_MESSAGES.notFound });
}

const columns: Array<Column<CatalogueRow>> = [
  { key: "order", header: "Ordre", className: "w-16", cell: (row) => row.displayOrder },
  {
    key: "name",
    header: "Prestation",
    rowHeader: true,
    cell: (row) => (
      <>
        {row.name}
        <code className="block text-xs font-normal text-slate-500">{row.id}</code>
      </>
    ),
  },
  { key: "price", header: "Prix HT", className: "whitespace-nowrap text-right", cell: (row) => formatEuro(row.basePrice) },
  {
    key: "rules",
    header: "Règles par nature",
    cell: (row) => {
      const rules = rulesOf(row);
      const entries = projectNatures.filter((nature) => rules[nature.value]);
      if (entries.length === 0) return <span className="text-slate-500">Prestation complémentaire</span>;
      return (
        <ul className="space-y-0.5">
          {entries.map((nature) => (
            <li key={nature.value}>
              {nature.label} : {rules[nature.value] === "obligatoire" ? <Badge tone="amber">Obligatoire</Badge> : "recommandée"}
            </li>
          ))}
        </ul>
      );
    },
  },
  { key: "active", header: "Statut", cell: (row) => <Badge tone={row.isActive ? "green" : "slate"}>{row.isActive ? "Active" : "Inactive"}</Badge> },
];

export default function SimulatorCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, matrix, dialog, target, pricing } = loaderData;
  const location = useLocation();
  const posted: (FormAnswer & { form?: string }) | undefined = actionData;
  // The « Majorations » form and the catalogue's dialogs answer through the same action.
  const modifiersAnswer = posted?.form === "modifiers" ? posted : undefined;
  const answer = posted?.form === "modifiers" ? undefined : posted;
  useErrorToast(posted, posted?.result?.error?.[""]?.[0] ?? null);
  const closeHref = closeDialogHref(location.pathname, location.search);
  return (
    <ListScreen
      title="Simulateur : prestations et prix"
      description="Le catalogue du simulateur de devis (/simulateur) : prix hors taxes, prestations obligatoires, recommandations par nature de projet et majorations."
      actions={<NewDialogLink>Nouvelle prestation</NewDialogLink>}
      notice={<Banner tone="info">{CATALOGUE_MESSAGES.pricesNotice}</Banner>}
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [{ label: "Modifier", target: row.name, href: dialogHref(location.search, "edit", row.id) }, deleteAction(location.search, row.id, row.name)]}
      filters={[{ name: "nature", label: "Obligatoire ou recommandée pour", options: projectNatures, allLabel: "Toutes les natures" }]}
      empty={{ message: "Aucune prestation dans le catalogue.", filteredMessage: "Aucune prestation obligatoire ou recommandée pour cette nature de projet." }}
    >
      <RecommendationMatrix rows={matrix} />
      <PricingModifiersForm
        key={pricing.version}
        modifiers={pricing.modifiers}
        version={pricing.version}
        missions={pricing.missions}
        lastResult={modifiersAnswer?.result}
        conflict={modifiersAnswer?.conflict}
      />
      {dialog === "new" ? (
        <AdminDialog title="Nouvelle prestation" closeHref={closeHref}>
          <CatalogueForm lastResult={answer?.result} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier la prestation" closeHref={closeHref}>
          <CatalogueForm key={`${target.id}-${target.version}`} item={target} lastResult={answer?.result} conflict={answer?.conflict} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer la prestation" closeHref={closeHref} id={target.id} error={answer?.result?.error?.[""]?.[0]}>
          <p>
            Retirer <strong>{target.name}</strong> du catalogue ? Cette action est irréversible. Les simulations déjà enregistrées gardent leurs lignes. Pour la retirer seulement
            du simulateur, décochez plutôt « Active ».
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(CATALOGUE_MESSAGES.loadFailed);
