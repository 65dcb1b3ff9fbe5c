import { Link, useLocation } from "react-router";
import type { Route } from "./+types/list";
import { ActionLink } from "~/components/admin/kit/action-link";
import { ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { buttonClass } from "~/components/ui/button";
import { AdvancedField } from "~/components/admin/kit/list-toolbar";
import { closeDialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { backToList } from "~/lib/admin/dialogs.server";
import { actionError } from "~/lib/admin/forms.server";
import { formatDateTime, formatDay } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { requestedUrl } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, userCan, userCanTouch } from "~/lib/auth/permissions";
import { articleOptions, deleteArticle, getArticle, listArticles } from "~/lib/content/articles-admin.server";
import { ARTICLE_LIST, ARTICLE_MESSAGES, ARTICLE_STATE_LABELS, articleDeleteSchema, articleState, canEditArticle, DEFAULT_CATEGORY_LABEL } from "~/lib/content/article-schema";

export function meta() {
  return adminMeta("Actualités & Blog");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("articles"));
  const url = requestedUrl(request);
  const query = parseListQuery(url, ARTICLE_LIST);
  const { db } = getDb(context);
  const now = new Date();
  const deleteId = url.searchParams.get("dialog") === "delete" ? Number(url.searchParams.get("id")) : 0;
  const [page, options, target] = await Promise.all([
    listArticles(db, query, now),
    articleOptions(db),
    userCan(user, "delete:article") && Number.isSafeInteger(deleteId) && deleteId > 0 ? getArticle(db, deleteId) : null,
  ]);
  return {
    user: { id: user.id, role: user.role },
    query,
    page,
    options,
    now: now.getTime(),
    deleteTarget: target ? { id: target.id, title: target.title } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("articles"));
  const parsed = articleDeleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return actionError(ARTICLE_MESSAGES.deleteFailed, 400);
  if (!userCan(user, "delete:article")) return actionError(ARTICLE_MESSAGES.deleteForbidden, 403);
  const outcome = await deleteArticle(getDb(context).db, user, parsed.data.id);
  if (!outcome.ok) return actionError(ARTICLE_MESSAGES.deleteFailed, outcome.reason === "forbidden" ? 403 : 404);
  throw backToList(request, ARTICLE_MESSAGES.deleted, { firstPage: true });
}

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];
const stateTone = { draft: "slate", scheduled: "amber", published: "green" } as const;
const stateOptions = (["draft", "scheduled", "published"] as const).map((value) => ({ value, label: ARTICLE_STATE_LABELS[value] }));

export default function ArticlesList({ loaderData, actionData }: Route.ComponentProps) {
  const { user, query, page, options, deleteTarget } = loaderData;
  const location = useLocation();
  const now = new Date(loaderData.now);
  useErrorToast(actionData, actionData?.error);
  const canDelete = userCan(user, "delete:article");
  const f = query.filters;
  const columns: Array<Column<Row>> = [
    {
      key: "title",
      header: "Titre",
      sortKey: "title",
      rowHeader: true,
      cell: (row) => (
        <>
          {row.title}
          <span className="block font-mono text-xs font-normal text-slate-500">/actualites/{row.slug}</span>
        </>
      ),
    },
    { key: "category", header: "Catégorie", cell: (row) => row.categoryName ?? <span className="text-slate-500">{DEFAULT_CATEGORY_LABEL}</span> },
    {
      key: "status",
      header: "Statut",
      cell: (row) => {
        const state = articleState(row.status, row.publishedAt, now);
        return <Badge tone={stateTone[state]}>{ARTICLE_STATE_LABELS[state]}</Badge>;
      },
    },
    { key: "author", header: "Auteur", cell: (row) => row.authorName ?? row.authorEmail ?? <span className="text-slate-500">—</span> },
    { key: "updated", header: "Modifié le", sortKey: "updated_at", className: "whitespace-nowrap", cell: (row) => formatDay(row.updatedAt) },
    {
      key: "published",
      header: "Publié le",
      sortKey: "published_at",
      className: "whitespace-nowrap",
      cell: (row) => (row.status === "published" ? formatDateTime(row.publishedAt, "—") : <span className="text-slate-500">—</span>),
    },
  ];
  const advancedActive = [f.category, f.author, f.from, f.to, f.tag].filter(Boolean).length;

  return (
    <ListScreen
      title="Actualités & Blog"
      description="Les articles et actualités du site : brouillons, articles programmés et publiés."
      actions={
        <>
          {userCan(user, "manage:categories") ? (
            <Link to="/admin/blog/categories" className={buttonClass("secondary")}>
              Catégories
            </Link>
          ) : null}
          <ActionLink to="/admin/blog/posts/new" icon="plus">
            Nouvel article
          </ActionLink>
        </>
      }
      query={query}
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={(row) => {
        const visible = articleState(row.status, row.publishedAt, now) === "published";
        return [
          visible
            ? { label: "Voir", target: row.title, href: `/actualites/${row.slug}`, newTab: true }
            : userCanTouch(user, "article", "preview", { ownerId: row.authorId }) && {
                label: "Aperçu",
                target: row.title,
                href: `/admin/blog/posts/${row.id}/apercu`,
                newTab: true,
              },
          canEditArticle(user, row) && { label: "Modifier", target: row.title, href: `/admin/blog/posts/${row.id}` },
          canDelete && deleteAction(location.search, row.id, row.title),
        ];
      }}
      search={{ label: "Rechercher un article", placeholder: "Titre ou extrait" }}
      statusLinks={{ name: "status", label: "Statut des articles", options: stateOptions }}
      advancedFilters={{
        names: ["category", "author", "from", "to", "tag"],
        active: advancedActive,
        content: (
          <>
            <AdvancedField
              name="category"
              label="Catégorie"
              defaultValue={f.category}
              allLabel="Toutes"
              options={[...options.categories, { value: "none", label: `Sans catégorie (${DEFAULT_CATEGORY_LABEL})` }]}
            />
            <AdvancedField name="author" label="Auteur" defaultValue={f.author} options={options.authors} />
            <AdvancedField name="from" label="Publié ou créé à partir du" type="date" defaultValue={f.from} />
            <AdvancedField name="to" label="Jusqu'au" type="date" defaultValue={f.to} />
            <AdvancedField name="tag" label="Étiquette" defaultValue={f.tag} allLabel="Toutes" options={options.tags.map((tag) => ({ value: tag, label: tag }))} />
          </>
        ),
      }}
      empty={{
        message: "Aucun article pour le moment.",
        filteredMessage: "Aucun article ne correspond à votre recherche.",
        action: (
          <Link to="/admin/blog/posts/new" className={buttonClass("primary")}>
            Écrire un article
          </Link>
        ),
      }}
    >
      {deleteTarget ? (
        <ConfirmDeleteDialog title="Supprimer l'article" closeHref={closeDialogHref(location.pathname, location.search)} id={deleteTarget.id} error={actionData?.error}>
          <p>
            Supprimer l'article <strong>« {deleteTarget.title} »</strong> ? Cette action est irréversible : l'article et ses versions précédentes seront effacés et sa page ne sera
            plus accessible.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(ARTICLE_MESSAGES.loadFailed);
