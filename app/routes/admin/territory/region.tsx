import { data } from "react-router";
import type { Route } from "./+types/region";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { RegionForm, type RegionFormValues } from "~/components/territory/region-form";
import { ContentStatusBadge, TerritoryBackLink } from "~/components/territory/status";
import { getDb } from "~/db/get-db.server";
import { parseId } from "~/lib/admin/http.server";
import { editFormAction } from "~/lib/admin/edit-action.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { createRegion, getRegion, updateRegion } from "~/lib/territory/admin.server";
import { measure, regionCompleteness } from "~/lib/territory/completeness";
import { regionFormSchema, TERRITORY_MESSAGES, REGION_DEFAULTS } from "~/lib/territory/schema";
import { ViewPageLink } from "~/components/admin/kit/action-link";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.region.id ? `Région ${loaderData.region.name}` : "Nouvelle région");
}

const EMPTY: RegionFormValues = {
  name: "",
  code: "",
  slug: "",
  ...REGION_DEFAULTS,
};

function routeId(params: { id?: string }) {
  return params.id === undefined ? null : parseId(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum(params.id ? "region" : "regionNew"));
  const id = routeId(params);
  if (id === null) return { region: EMPTY };
  const region = await getRegion(getDb(context).db, id);
  if (!region) throw data(TERRITORY_MESSAGES.regionNotFound, { status: 404 });
  return { region: region satisfies RegionFormValues };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum(params.id ? "region" : "regionNew"));
  const id = routeId(params);
  const { db } = getDb(context);
  return editFormAction(request, {
    formData: await request.formData(),
    schema: regionFormSchema,
    slugFrom: "name",
    id,
    save: (input, version) => (id === null || version === null ? createRegion(db, actor, input) : updateRegion(db, actor, id, version, input)),
    done: () => ({ to: "/admin/regions", message: id === null ? TERRITORY_MESSAGES.regionCreated : TERRITORY_MESSAGES.regionUpdated }),
    messages: { notFound: TERRITORY_MESSAGES.regionNotFound, invalid: TERRITORY_MESSAGES.saveFailed },
  });
}

export default function Region({ loaderData, actionData }: Route.ComponentProps) {
  const { region } = loaderData;
  const answer = actionData;
  const status = region.id
    ? regionCompleteness(
        measure({
          description: region.description,
          intro: region.intro,
          geologicalContext: region.geologicalContext,
          keyServices: region.keyServices,
          specificRisks: region.specificRisks,
          keyProjects: region.keyProjects,
        }),
      )
    : null;
  return (
    <>
      <TerritoryBackLink to="/admin/regions" label="Toutes les régions" />
      <PageHeader
        title={region.id ? `Modifier la région ${region.name}` : "Nouvelle région"}
        description={region.id ? `Page publique : /regions/${region.slug}` : "Une nouvelle page régionale, publiée dès l'enregistrement."}
        actions={
          region.id ? (
            <>
              {status ? <ContentStatusBadge status={status} /> : null}
              <ViewPageLink href={`/regions/${region.slug}`} />
            </>
          ) : null
        }
      />
      <RegionForm key={`${region.id ?? "new"}-${region.version ?? 0}`} region={region} lastResult={answer?.result} conflict={answer?.conflict} />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.regionLoadFailed);
