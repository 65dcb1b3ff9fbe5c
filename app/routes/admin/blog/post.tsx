import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/post";
import { ArticleForm, type ArticleFormActionData } from "~/components/admin/blog/article-form";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/batch.server";
import { conflictResponse } from "~/lib/admin/concurrency.server";
import { conflictMessage } from "~/lib/admin/concurrency";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { deriveEmptySlug, formFailure, formReply } from "~/lib/admin/forms.server";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, userCan } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import {
  articleOptions,
  canEditArticle,
  createArticle,
  getArticle,
  restoreArticleRevision,
  type SaveResult,
  updateArticle,
} from "~/lib/content/blog-admin.server";
import { listRevisions } from "~/lib/admin/revisions.server";
import { ARTICLE_MESSAGES, articleFormSchema, articleRestoreSchema } from "~/lib/content/blog-schema";
import { ALT_BLOCKS_PUBLISHING, articlePublication, PUBLISH_MESSAGES, publishToast, readPublishIntent } from "~/lib/content/publishing";
import { publishingBlockers } from "~/lib/content/publishing.server";
import { loadPlaceholderChips } from "~/lib/settings/placeholders.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.article ? `Modifier « ${loaderData.article.title} »` : "Nouvel article");
}

function guard(request: Request, context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  return requireRole(request, context, routeMinimum(params.id ? "blogPost" : "blogPostNew"));
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
  const formData = deriveEmptySlug(await request.formData(), "slug", "title");

  if (formData.get("intent") === "restore" && id) {
    const parsed = articleRestoreSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data({ restoreError: ARTICLE_MESSAGES.restoreFailed }, { status: 400 });
    const outcome = await restoreArticleRevision(db, user, id, parsed.data.version, parsed.data.revisionId);
    if (outcome.ok) throw redirectWithFlash(request, `/admin/blog/posts/${id}`, ARTICLE_MESSAGES.restored);
    if (outcome.reason === "forbidden") throw data(ARTICLE_MESSAGES.forbidden, { status: 403 });
    if (outcome.reason === "conflict") return data({ restoreError: conflictMessage(outcome.conflict) }, { status: 409 });
    return data({ restoreError: outcome.reason === "invalid" ? outcome.message : ARTICLE_MESSAGES.restoreFailed }, { status: outcome.reason === "invalid" ? 400 : 404 });
  }

  const submission = parseWithZod(formData, { schema: articleFormSchema });
  if (submission.status !== "success") {
    const missing = Object.values(submission.error ?? {}).some((errors) => errors?.includes(ARTICLE_MESSAGES.required));
    return formReply(request, submission, missing ? { formErrors: [ARTICLE_MESSAGES.required] } : undefined);
  }
  const intent = readPublishIntent(formData.get("intent"));
  if (!intent) return formReply(request, submission, { formErrors: [PUBLISH_MESSAGES.unknownIntent] });
  const { version, ...fields } = submission.value;
  if (id && version === undefined) return formReply(request, submission, { formErrors: ["Version manquante : rechargez la page."] });
  const now = new Date();
  const publication = articlePublication(intent, fields.publishedAt, now);
  if (!publication.ok) return formReply(request, submission, { fieldErrors: publication.field ? { [publication.field]: [publication.message] } : {}, formErrors: [publication.message] });
  const blockers = await publishingBlockers(db, intent, fields);
  if (blockers) return formReply(request, submission, { fieldErrors: blockers, formErrors: [ALT_BLOCKS_PUBLISHING] });
  const input = { ...fields, status: publication.status };
  let outcome: SaveResult;
  try {
    outcome = id ? await updateArticle(db, user, id, version!, input, now) : await createArticle(db, user, input, now);
  } catch (error) {
    console.error("article save failed", error);
    return formFailure(submission, ARTICLE_MESSAGES.saveFailed);
  }
  if (outcome.ok) {
    throw redirectWithFlash(request, `/admin/blog/posts/${outcome.id}`, publishToast("article", intent, outcome.wasPublished, publication.scheduledAt));
  }
  switch (outcome.reason) {
    case "forbidden":
      throw data(ARTICLE_MESSAGES.forbidden, { status: 403 });
    case "not-found":
      throw data(ARTICLE_MESSAGES.notFound, { status: 404 });
    case "conflict":
      return conflictResponse(submission.reply, outcome.conflict);
    case "invalid":
      return formReply(request, submission, {
        fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
        formErrors: [ARTICLE_MESSAGES.saveFailed],
      });
  }
}

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <ArticleForm
      key={article ? `${article.id}-${article.version}` : "new"}
      {...loaderData}
      actionData={actionData as ArticleFormActionData | undefined}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary(ARTICLE_MESSAGES.loadFailed);
