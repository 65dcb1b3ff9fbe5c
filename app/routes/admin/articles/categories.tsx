import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/categories";
import { NewDialogLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { DialogForm } from "~/components/admin/kit/dialog-form";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { TextAreaField, TextField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { SlugField } from "~/components/admin/kit/slug-field";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import type { Conflict } from "~/lib/admin/concurrency";
import { actionError, conflictResponse, deriveEmptySlug, formReply } from "~/lib/admin/forms.server";
import { firstFieldError } from "~/lib/admin/save";
import { parseListQuery } from "~/lib/admin/list";
import { requestedUrl } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { CATEGORY_LIST, CATEGORY_MESSAGES, categoryActionSchema, categoryCreateSchema, categoryUpdateSchema, DEFAULT_CATEGORY_LABEL } from "~/lib/content/article-schema";
import { type CategoryRow, createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "~/lib/content/categories.server";
import { backToList, listDialog } from "~/lib/admin/dialogs.server";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export function meta() {
  return adminMeta("Catégories");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("articleCategories"));
  const url = requestedUrl(request);
  const query = parseListQuery(url, CATEGORY_LIST);
  const { db } = getDb(context);
  const [page, open] = await Promise.all([listCategories(db, query), listDialog(url, (id) => getCategory(db, id))]);
  return { query, page, ...open };
}

const failure = (intent: string, message: string, status: number) => actionError(CATEGORY_MESSAGES.failed(message), status, intent);

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("articleCategories"));
  const formData = deriveEmptySlug(await request.formData(), "slug", "name");
  const intent = String(formData.get("intent") ?? "");
  const submission = parseWithZod(formData, { schema: categoryActionSchema });
  if (submission.status !== "success") return formReply(request, submission, undefined, { intent });
  const { db } = getDb(context);
  const value = submission.value;
  try {
    if (value.intent === "delete") {
      const outcome = await deleteCategory(db, actor, value.id);
      if (!outcome.ok) return failure(intent, CATEGORY_MESSAGES.notFound, 404);
      throw backToList(request, CATEGORY_MESSAGES.deleted, { firstPage: true });
    }
    const outcome = value.intent === "create" ? await createCategory(db, actor, value) : await updateCategory(db, actor, value.id, value.version, value);
    if (outcome.ok) throw backToList(request, value.intent === "create" ? CATEGORY_MESSAGES.created : CATEGORY_MESSAGES.updated);
    if (outcome.reason === "conflict") return conflictResponse(submission, outcome.conflict, { intent });
    if (outcome.reason !== "invalid") return failure(intent, CATEGORY_MESSAGES.notFound, 404);
    const message = firstFieldError(outcome) ?? CATEGORY_MESSAGES.slugTaken;
    return formReply(request, submission, { fieldErrors: outcome.fieldErrors, formErrors: [CATEGORY_MESSAGES.failed(message)] }, { intent });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("category action failed", error);
    return failure(intent, error instanceof Error ? error.message : "erreur inconnue", 500);
  }
}

function CategoryForm({ category, lastResult, conflict }: { category: CategoryRow | null; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict }) {
  const schema = category ? categoryUpdateSchema : categoryCreateSchema;
  const [form, fields] = useAdminForm<typeof schema, { intent: string; id?: string; version?: string; name: string; slug: string; description: string }>(schema, {
    id: category ? `category-${category.id}-${category.version}` : "category-new",
    lastResult,
    defaultValue: category ? { name: category.name, slug: category.slug, description: category.description } : undefined,
  });
  return (
    <DialogForm form={form} record={category} conflict={conflict} submitLabel={category ? "Enregistrer" : "Créer la catégorie"}>
      <TextField variant="admin" field={fields.name} label="Nom" isRequired />
      <SlugField
        field={fields.slug}
        sourceId={fields.name.id}
        description="Rempli à partir du nom tant que vous ne le modifiez pas. Utilisé dans l'adresse /actualites?category=…"
      />
      <TextAreaField variant="admin" field={fields.description} label="Description" rows={3} />
    </DialogForm>
  );
}

const columns: Array<Column<CategoryRow>> = [
  { key: "name", header: "Nom", rowHeader: true, cell: (row) => row.name },
  { key: "slug", header: "Slug", cell: (row) => <span className="font-mono text-xs">{row.slug}</span> },
  { key: "description", header: "Description", className: "max-w-md text-slate-600", cell: (row) => row.description || "—" },
  { key: "articles", header: "Articles", className: "text-right tabular-nums", cell: (row) => row.articleCount },
];

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, dialog, target } = loaderData;
  const location = useLocation();
  const answer = actionData;
  useErrorToast(answer, answer?.error ?? answer?.result?.error?.[""]?.[0]);
  const closeHref = closeDialogHref(location.pathname, location.search);
  const lastResult = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <ListScreen
      title="Catégories"
      description="Les catégories des articles, proposées en filtre sur /actualites."
      actions={
        <>
          <Link to="/admin/blog/posts" className={buttonClass("secondary")}>
            Articles
          </Link>
          <NewDialogLink>Nouvelle catégorie</NewDialogLink>
        </>
      }
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => [
        { label: "Voir", target: row.name, href: `/actualites?category=${encodeURIComponent(row.slug)}`, newTab: true },
        { label: "Modifier", target: row.name, href: dialogHref(location.search, "edit", row.id) },
        deleteAction(location.search, row.id, row.name),
      ]}
      search={{ label: "Rechercher une catégorie", placeholder: "Nom, slug ou description" }}
      empty={{ message: "Aucune catégorie.", filteredMessage: "Aucune catégorie ne correspond à votre recherche." }}
      numberedPages
    >
      {dialog === "new" ? (
        <AdminDialog title="Nouvelle catégorie" closeHref={closeHref}>
          <CategoryForm category={null} lastResult={lastResult("create")} />
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier la catégorie" closeHref={closeHref}>
          <CategoryForm category={target} lastResult={lastResult("update")} conflict={answer?.intent === "update" ? answer.conflict : undefined} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer la catégorie" closeHref={closeHref} id={target.id} error={answer?.intent === "delete" ? answer.error : null}>
          <p>
            Supprimer la catégorie <strong>« {target.name} »</strong> ?
          </p>
          <p>
            {target.articleCount === 0
              ? "Aucun article ne l'utilise."
              : `${target.articleCount === 1 ? "L'article" : `Les ${target.articleCount} articles`} de cette catégorie ${target.articleCount === 1 ? "est conservé" : "sont conservés"} : ${target.articleCount === 1 ? "il sera affiché" : "ils seront affichés"} dans « ${DEFAULT_CATEGORY_LABEL} ».`}
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(CATEGORY_MESSAGES.loadFailed);
