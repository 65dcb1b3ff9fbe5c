import { data, redirect } from "react-router";
import type { Route } from "./+types/form";
import { ArticleForm } from "~/components/admin/articles/article-form";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { editFormAction, refuse, VERSION_MISSING } from "~/lib/admin/edit-action.server";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, userCan } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { articleOptions, canEditArticle, createArticle, getArticle, restoreArticleRevision, updateArticle } from "~/lib/content/articles-admin.server";
import { answerRestore, listRevisions } from "~/lib/admin/revisions.server";
import { ARTICLE_MESSAGES, articleFormSchema } from "~/lib/content/article-schema";
import { ALT_BLOCKS_PUBLISHING, articlePublication, PUBLISH_MESSAGES, publishToast, readPublishIntent } from "~/lib/content/publishing";
import { publishingBlockers } from "~/lib/content/publishing.server";
import { loadPlaceholderChips } from "~/lib/settings/placeholders.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.article ? `Modifier « ${loaderData.article.title} »` : "Nouvel article");
}

function guard(request: Request, context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  return requireRole(request, context, routeMinimum(params.id ? "article" : "articleNew"));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await guard(request, context, params);
  const id = params.id ? parseId(params.id) : null;
  const { db } = getDb(context);
  const [article, options, revisions, placeholders] = await Promise.all([
    id ? getArticle(db, id) : null,
    articleOptions(db),
    id ? listRevisions(db, "article", id) : [],
    loadPlaceholderChips(db),
  ]);
  if (id && !article) throw data(ARTICLE_MESSAGES.notFound, { status: 404 });
  if (article && !canEditArticle(user, article)) throw redirect("/admin/access-denied");
  return {
    user: { id: user.id, email: user.email, role: user.role, canChooseAuthor: userCan(user, "edit:any-article") },
    article,
    options,
    revisions,
    placeholders,
    origin: getCloudflare(context).env.SITE_ORIGIN,
    now: Date.now(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await guard(request, context, params);
  const id = params.id ? parseId(params.id) : null;
  const { db } = getDb(context);
  const formData = await request.formData();
  if (formData.get("intent") === "restore" && id) {
    return answerRestore(request, formData, {
      formPath: `/admin/blog/posts/${id}`,
      restore: (target) => restoreArticleRevision(db, user, id, target.version, target.revisionId),
      invalidStatus: 400,
      forbidden: ARTICLE_MESSAGES.forbidden,
    });
  }
  const now = new Date();
  return editFormAction(request, {
    formData,
    schema: articleFormSchema,
    slugFrom: "title",
    id,
    summary: (error) => (Object.values(error).some((errors) => errors?.includes(ARTICLE_MESSAGES.required)) ? ARTICLE_MESSAGES.required : undefined),
    async prepare({ version, ...fields }) {
      const intent = readPublishIntent(formData.get("intent"));
      if (!intent) return refuse({ formErrors: [PUBLISH_MESSAGES.unknownIntent] });
      if (id && version === undefined) return refuse({ formErrors: [VERSION_MISSING] });
      const publication = articlePublication(intent, fields.publishedAt, now);
      if (!publication.ok) return refuse({ fieldErrors: publication.field ? { [publication.field]: [publication.message] } : {}, formErrors: [publication.message] });
      const blockers = await publishingBlockers(db, intent, fields);
      if (blockers) return refuse({ fieldErrors: blockers, formErrors: [ALT_BLOCKS_PUBLISHING] });
      return { input: { ...fields, status: publication.status, intent, scheduledAt: publication.scheduledAt } };
    },
    save: ({ intent: _intent, scheduledAt: _scheduledAt, ...input }, version) =>
      id && version !== null ? updateArticle(db, user, id, version, input, now) : createArticle(db, user, input, now),
    done: (saved, input) => ({ to: `/admin/blog/posts/${saved.id}`, message: publishToast("article", input.intent, saved.wasPublished, input.scheduledAt) }),
    messages: { notFound: ARTICLE_MESSAGES.notFound, forbidden: ARTICLE_MESSAGES.forbidden, invalid: ARTICLE_MESSAGES.saveFailed, saveFailed: ARTICLE_MESSAGES.saveFailed },
    logFailure: (error) => console.error("article save failed", error),
  });
}

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  return <ArticleForm key={article ? `${article.id}-${article.version}` : "new"} {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = screenErrorBoundary(ARTICLE_MESSAGES.loadFailed);
