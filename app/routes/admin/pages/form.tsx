import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/form";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/admin/kit/page";
import { RevisionsPanel } from "~/components/admin/kit/revisions";
import { PageForm } from "~/components/admin/pages";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/batch.server";
import { type Conflict, conflictResponse } from "~/lib/admin/concurrency.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { unknownMediaImage } from "~/lib/media/references.server";
import { MEDIA_REFERENCE_MESSAGE } from "~/lib/media/url";
import { formFailure, formReply } from "~/lib/admin/forms.server";
import { ALT_BLOCKS_PUBLISHING, plainPublication, PUBLISH_MESSAGES, publishToast, readPublishIntent } from "~/lib/content/publishing";
import { publishingBlockers } from "~/lib/content/publishing.server";
import { loadPlaceholderChips } from "~/lib/settings/placeholders.server";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { createPageSchema, isLockedPage, PAGE_MESSAGES, pageFormDefaults, pageTypeLabel, updatePageSchema } from "~/lib/content/page-schema";
import { createPage, getPage, listPageTypes, restorePageRevision, updatePage } from "~/lib/content/pages.server";
import { answerRestore, listRevisions } from "~/lib/admin/revisions.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.page ? `Modifier « ${loaderData.page.title} »` : "Nouvelle page");
}

async function load(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  if (!("id" in params) || params.id === undefined) return null;
  const page = await getPage(getDb(context).db, parseId(params.id));
  if (!page) throw data(PAGE_MESSAGES.notFound, { status: 404 });
  return page;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("id" in params ? "page" : "pageNew"));
  const [page, types] = await Promise.all([load(params, context), listPageTypes(getDb(context).db)]);
  return {
    page: page ? { id: page.id, version: page.version, title: page.title, slug: page.slug, status: page.status } : null,
    locked: page ? isLockedPage(page.slug) : false,
    types: types.map((type) => ({ value: String(type.id), label: pageTypeLabel(type.name) })),
    origin: getCloudflare(context).env.SITE_ORIGIN,
    defaultValue: pageFormDefaults(page),
    revisions: page ? await listRevisions(getDb(context).db, "page", page.id) : [],
    placeholders: await loadPlaceholderChips(getDb(context).db),
  };
}

/** The form-level message: the spec's when a required field is missing, a generic one otherwise. */
function errorSummary(error: Record<string, Array<string> | null> | null | undefined) {
  const required = [PAGE_MESSAGES.titleRequired, PAGE_MESSAGES.slugRequired, PAGE_MESSAGES.contentRequired] as Array<string>;
  return Object.values(error ?? {}).some((list) => list?.some((message) => required.includes(message))) ? PAGE_MESSAGES.required : PAGE_MESSAGES.fixErrors;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const isNew = !("id" in params);
  const actor = await requireRole(request, context, routeMinimum(isNew ? "pageNew" : "page"));
  const existing = await load(params, context);
  const formData = await request.formData();
  if (existing && formData.get("intent") === "restore") {
    const { db } = getDb(context);
    return answerRestore(request, formData, {
      formPath: `/admin/pages/${existing.id}`,
      slugTaken: PAGE_MESSAGES.slugTaken,
      restore: (target) => restorePageRevision(db, actor, { id: existing.id, ...target }),
    });
  }
  const submission = parseWithZod(formData, { schema: existing ? updatePageSchema : createPageSchema });
  if (submission.status !== "success") {
    return formReply(request, submission, submission.status === "error" ? { formErrors: [errorSummary(submission.error)] } : undefined);
  }
  const intent = readPublishIntent(formData.get("intent"));
  if (!intent) return formReply(request, submission, { formErrors: [PUBLISH_MESSAGES.unknownIntent] });
  const publication = plainPublication(intent);
  if (!publication.ok) return formReply(request, submission, { formErrors: [publication.message] });
  const { db } = getDb(context);
  const blockers = await publishingBlockers(db, intent, submission.value);
  if (blockers) return formReply(request, submission, { fieldErrors: blockers, formErrors: [ALT_BLOCKS_PUBLISHING] });
  const value = { ...submission.value, status: publication.status };
  if (await unknownMediaImage(db, submission.value.featuredImage, existing?.featuredImage)) {
    return formReply(request, submission, { fieldErrors: { featuredImage: [MEDIA_REFERENCE_MESSAGE] }, formErrors: [PAGE_MESSAGES.fixErrors] });
  }
  let saved;
  try {
    saved = existing
      ? await updatePage(db, actor, { ...(value as typeof value & { version: number }), id: existing.id })
      : await createPage(db, actor, value);
  } catch (error) {
    console.warn("page save failed", error);
    return formFailure(submission, PAGE_MESSAGES.saveFailed);
  }
  // Spec §2: after a creation → the list; after an update → stay on the form.
  if (saved.ok) throw redirectWithFlash(request, existing ? `/admin/pages/${existing.id}` : "/admin/pages", publishToast("page", intent, existing?.status === "published"));
  if (saved.reason === "slug-taken") return formReply(request, submission, { fieldErrors: { slug: [PAGE_MESSAGES.slugTaken] }, formErrors: [PAGE_MESSAGES.fixErrors] });
  if (saved.reason === "conflict") return conflictResponse(submission.reply, saved.conflict);
  throw data(PAGE_MESSAGES.notFound, { status: 404 });
}

type ActionData = { result?: SubmissionResult<Array<string>>; conflict?: Conflict; restoreError?: string } | undefined;

export default function PageFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { page, locked, types, origin, defaultValue, revisions, placeholders } = loaderData;
  const answer = actionData as ActionData;
  useErrorToast(answer, answer?.result?.error?.[""]?.[0] ?? answer?.restoreError ?? null);
  return (
    <>
      <PageHeader
        title={page ? `Modifier la page « ${page.title} »` : "Nouvelle page"}
        actions={
          page?.status === "published" ? (
            <a href={`/${page.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
              <Icon name="external" className="size-4" />
              Voir la page<span className="sr-only"> (nouvel onglet)</span>
            </a>
          ) : (
            <Link to="/admin/pages" className={buttonClass("secondary")}>
              Retour à la liste
            </Link>
          )
        }
      />
      <PageForm
        key={page ? `${page.id}-${page.version}` : "new"}
        defaultValue={defaultValue}
        lastResult={answer?.result}
        conflict={answer?.conflict}
        target={page ? { id: page.id, version: page.version } : undefined}
        types={types}
        locked={locked}
        origin={origin}
        published={page?.status === "published"}
        placeholders={placeholders}
      />
      {page ? <RevisionsPanel version={page.version} revisions={revisions} error={answer?.restoreError} /> : null}
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(PAGE_MESSAGES.formLoadFailed);
