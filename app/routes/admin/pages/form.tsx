import { data, Link } from "react-router";
import type { Route } from "./+types/form";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/admin/kit/page";
import { RevisionsPanel } from "~/components/admin/kit/revisions";
import { PageForm } from "~/components/admin/pages";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { editFormAction } from "~/lib/admin/edit-action.server";
import { publishToast } from "~/lib/content/publishing";
import { preparePlainContent } from "~/lib/content/plain-publication.server";
import { loadPlaceholderChips } from "~/lib/settings/placeholders.server";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requirePermission, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, userCan } from "~/lib/auth/permissions";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { CGV_MESSAGES, CGV_SLUG, cgvPanel, publishCgvVersion } from "~/lib/cgv/versions.server";
import { CgvVersionsPanel } from "~/components/admin/cgv-versions";
import { getCloudflare } from "~/lib/context";
import { createPageSchema, isLockedPage, PAGE_MESSAGES, type PageInput, pageFormDefaults, pageTypeLabel, updatePageSchema } from "~/lib/content/page-schema";
import { createPage, getPage, listPageTypes, restorePageRevision, updatePage } from "~/lib/content/pages.server";
import { answerRestore, listRevisions } from "~/lib/admin/revisions.server";
import { ViewPageLink } from "~/components/admin/kit/action-link";

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
  const user = await requireRole(request, context, routeMinimum("id" in params ? "page" : "pageNew"));
  const [page, types] = await Promise.all([load(params, context), listPageTypes(getDb(context).db)]);
  return {
    cgv: page?.slug === CGV_SLUG ? await cgvPanel(getDb(context).db, page.content, userCan(user, "publish:cgv")) : null,
    page: page ? { id: page.id, version: page.version, title: page.title, slug: page.slug, status: page.status } : null,
    locked: page ? isLockedPage(page.slug) : false,
    types: types.map((type) => ({ value: String(type.id), label: pageTypeLabel(type.name) })),
    origin: getCloudflare(context).env.SITE_ORIGIN,
    defaultValue: pageFormDefaults(page),
    revisions: page ? await listRevisions(getDb(context).db, "page", page.id) : [],
    placeholders: await loadPlaceholderChips(getDb(context).db),
  };
}

/** The form-level message: 'required fields' when a required field is missing, a generic one otherwise. */
function errorSummary(error: Record<string, Array<string> | null> | null | undefined) {
  const required: Array<string> = [PAGE_MESSAGES.titleRequired, PAGE_MESSAGES.slugRequired, PAGE_MESSAGES.contentRequired];
  return Object.values(error ?? {}).some((list) => list?.some((message) => required.includes(message))) ? PAGE_MESSAGES.required : PAGE_MESSAGES.fixErrors;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const isNew = !("id" in params);
  const actor = await requireRole(request, context, routeMinimum(isNew ? "pageNew" : "page"));
  const existing = await load(params, context);
  const formData = await request.formData();
  const { db } = getDb(context);
  if (existing?.slug === CGV_SLUG && formData.get("intent") === "publish-cgv") {
    // A new CGV version binds every devis sent after it: super admins only (docs/decisions/630).
    const publisher = await requirePermission(request, context, "publish:cgv");
    const outcome = await publishCgvVersion(db, publisher);
    if (outcome.ok) throw redirectWithFlash(request, `/admin/pages/${existing.id}`, CGV_MESSAGES.published(outcome.version));
    return data({ cgvError: outcome.message }, { status: 409 });
  }
  if (existing && formData.get("intent") === "restore") {
    return answerRestore(request, formData, {
      formPath: `/admin/pages/${existing.id}`,
      restore: (target) => restorePageRevision(db, actor, { id: existing.id, ...target }),
    });
  }
  return editFormAction(request, {
    formData,
    schema: existing ? updatePageSchema : createPageSchema,
    id: existing?.id ?? null,
    summary: errorSummary,
    prepare: preparePlainContent<PageInput>(db, formData, existing?.featuredImage, PAGE_MESSAGES.fixErrors),
    save: (input, version) => (existing && version !== null ? updatePage(db, actor, existing.id, version, input) : createPage(db, actor, input)),
    // After a creation → the list; after an update → stay on the form.
    done: (_saved, input) => ({
      to: existing ? `/admin/pages/${existing.id}` : "/admin/pages",
      message: publishToast("page", input.intent, existing?.status === "published"),
    }),
    messages: { notFound: PAGE_MESSAGES.notFound, invalid: PAGE_MESSAGES.fixErrors, saveFailed: PAGE_MESSAGES.saveFailed },
    logFailure: (error) => console.warn("page save failed", error),
  });
}

export default function PageFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { page, locked, types, origin, defaultValue, revisions, placeholders, cgv } = loaderData;
  const answer = actionData;
  const cgvError = answer && "cgvError" in answer ? answer.cgvError : null;
  useErrorToast(answer, answer && "result" in answer ? (answer.result?.error?.[""]?.[0] ?? answer.restoreError ?? null) : cgvError);
  return (
    <>
      <PageHeader
        title={page ? `Modifier la page « ${page.title} »` : "Nouvelle page"}
        actions={
          page?.status === "published" ? (
            <ViewPageLink href={`/${page.slug}`} />
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
        lastResult={answer && "result" in answer ? answer.result : undefined}
        conflict={answer && "conflict" in answer ? answer.conflict : undefined}
        target={page ? { id: page.id, version: page.version } : undefined}
        types={types}
        locked={locked}
        origin={origin}
        published={page?.status === "published"}
        placeholders={placeholders}
      />
      {cgv ? <CgvVersionsPanel cgv={cgv} error={cgvError} /> : null}
      {page ? <RevisionsPanel version={page.version} revisions={revisions} error={answer && "restoreError" in answer ? answer.restoreError : undefined} /> : null}
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(PAGE_MESSAGES.formLoadFailed);
