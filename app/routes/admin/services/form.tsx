import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/form";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/admin/kit/page";
import { RevisionsPanel } from "~/components/admin/kit/revisions";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { ServiceForm } from "~/components/admin/services";
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
import { createServiceSchema, SERVICE_MESSAGES, serviceFormDefaults, updateServiceSchema } from "~/lib/content/service-schema";
import { createService, getService, restoreServiceRevision, updateService } from "~/lib/content/services.server";
import { answerRestore, listRevisions } from "~/lib/admin/revisions.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.service ? `Modifier « ${loaderData.service.title} »` : "Nouveau service");
}

async function load(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  if (!("id" in params) || params.id === undefined) return null;
  const service = await getService(getDb(context).db, parseId(params.id));
  if (!service) throw data(SERVICE_MESSAGES.notFound, { status: 404 });
  return service;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("id" in params ? "service" : "serviceNew"));
  const service = await load(params, context);
  const origin = getCloudflare(context).env.SITE_ORIGIN;
  return {
    service: service ? { id: service.id, version: service.version, title: service.title, slug: service.slug, status: service.status } : null,
    origin,
    defaultValue: serviceFormDefaults(service),
    revisions: service ? await listRevisions(getDb(context).db, "service", service.id) : [],
    placeholders: await loadPlaceholderChips(getDb(context).db),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const isNew = !("id" in params);
  const actor = await requireRole(request, context, routeMinimum(isNew ? "serviceNew" : "service"));
  const existing = await load(params, context);
  const formData = await request.formData();
  if (existing && formData.get("intent") === "restore") {
    const { db } = getDb(context);
    return answerRestore(request, formData, {
      formPath: `/admin/services/${existing.id}`,
      slugTaken: SERVICE_MESSAGES.slugTaken,
      restore: (target) => restoreServiceRevision(db, actor, { id: existing.id, ...target }),
    });
  }
  const submission = parseWithZod(formData, { schema: existing ? updateServiceSchema : createServiceSchema });
  if (submission.status !== "success") {
    return formReply(request, submission, submission.status === "error" ? { formErrors: [SERVICE_MESSAGES.fixErrors] } : undefined);
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
    return formReply(request, submission, { fieldErrors: { featuredImage: [MEDIA_REFERENCE_MESSAGE] }, formErrors: [SERVICE_MESSAGES.fixErrors] });
  }
  let saved;
  try {
    saved = existing
      ? await updateService(db, actor, { ...(value as typeof value & { version: number }), id: existing.id })
      : await createService(db, actor, value);
  } catch (error) {
    console.warn("service save failed", error);
    return formFailure(submission, SERVICE_MESSAGES.saveFailed);
  }
  if (saved.ok) throw redirectWithFlash(request, "/admin/services", publishToast("service", intent, existing?.status === "published"));
  if (saved.reason === "slug-taken") {
    return formReply(request, submission, { fieldErrors: { slug: [SERVICE_MESSAGES.slugTaken] }, formErrors: [SERVICE_MESSAGES.fixErrors] });
  }
  if (saved.reason === "conflict") return conflictResponse(submission.reply, saved.conflict);
  throw data(SERVICE_MESSAGES.notFound, { status: 404 });
}

type ActionData = { result?: SubmissionResult<Array<string>>; conflict?: Conflict; restoreError?: string } | undefined;

export default function ServiceFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { service, origin, defaultValue, revisions, placeholders } = loaderData;
  const answer = actionData as ActionData;
  useErrorToast(answer, answer?.result?.error?.[""]?.[0] ?? answer?.restoreError ?? null);
  return (
    <>
      <PageHeader
        title={service ? `Modifier le service « ${service.title} »` : "Nouveau service"}
        actions={
          service?.status === "published" ? (
            <a href={`/services/${service.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
              <Icon name="external" className="size-4" />
              Voir la page<span className="sr-only"> (nouvel onglet)</span>
            </a>
          ) : (
            <Link to="/admin/services" className={buttonClass("secondary")}>
              Retour à la liste
            </Link>
          )
        }
      />
      <ServiceForm
        key={service ? `${service.id}-${service.version}` : "new"}
        defaultValue={defaultValue}
        lastResult={answer?.result}
        conflict={answer?.conflict}
        target={service ? { id: service.id, version: service.version } : undefined}
        origin={origin}
        published={service?.status === "published"}
        placeholders={placeholders}
      />
      {service ? <RevisionsPanel version={service.version} revisions={revisions} error={answer?.restoreError} /> : null}
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(SERVICE_MESSAGES.formLoadFailed);
