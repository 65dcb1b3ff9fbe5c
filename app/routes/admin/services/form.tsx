import { data, Link } from "react-router";
import type { Route } from "./+types/form";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/admin/kit/page";
import { RevisionsPanel } from "~/components/admin/kit/revisions";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { ServiceForm } from "~/components/admin/services";
import { getDb } from "~/db/get-db.server";
import { editFormAction } from "~/lib/admin/edit-action.server";
import { publishToast } from "~/lib/content/publishing";
import { preparePlainContent } from "~/lib/content/plain-publication.server";
import { loadPlaceholderChips } from "~/lib/settings/placeholders.server";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { createServiceSchema, SERVICE_MESSAGES, type ServiceInput, serviceFormDefaults, updateServiceSchema } from "~/lib/content/service-schema";
import { createService, getService, restoreServiceRevision, updateService } from "~/lib/content/services.server";
import { answerRestore, listRevisions } from "~/lib/admin/revisions.server";
import { ViewPageLink } from "~/components/admin/kit/action-link";

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
  const { db } = getDb(context);
  if (existing && formData.get("intent") === "restore") {
    return answerRestore(request, formData, {
      formPath: `/admin/services/${existing.id}`,
      restore: (target) => restoreServiceRevision(db, actor, { id: existing.id, ...target }),
    });
  }
  return editFormAction(request, {
    formData,
    schema: existing ? updateServiceSchema : createServiceSchema,
    id: existing?.id ?? null,
    summary: () => SERVICE_MESSAGES.fixErrors,
    prepare: preparePlainContent<ServiceInput>(db, formData, existing?.featuredImage, SERVICE_MESSAGES.fixErrors),
    save: (input, version) => (existing && version !== null ? updateService(db, actor, existing.id, version, input) : createService(db, actor, input)),
    done: (_saved, input) => ({ to: "/admin/services", message: publishToast("service", input.intent, existing?.status === "published") }),
    messages: { notFound: SERVICE_MESSAGES.notFound, invalid: SERVICE_MESSAGES.fixErrors, saveFailed: SERVICE_MESSAGES.saveFailed },
    logFailure: (error) => console.warn("service save failed", error),
  });
}

export default function ServiceFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { service, origin, defaultValue, revisions, placeholders } = loaderData;
  const answer = actionData;
  useErrorToast(answer, answer?.result?.error?.[""]?.[0] ?? answer?.restoreError ?? null);
  return (
    <>
      <PageHeader
        title={service ? `Modifier le service « ${service.title} »` : "Nouveau service"}
        actions={
          service?.status === "published" ? (
            <ViewPageLink href={`/services/${service.slug}`} />
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
