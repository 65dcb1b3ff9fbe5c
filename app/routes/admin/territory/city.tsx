import { data } from "react-router";
import type { Route } from "./+types/city";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { CityForm, type CityFormValues } from "~/components/territory/city-form";
import { TerritoryBackLink } from "~/components/territory/status";
import { getDb } from "~/db/get-db.server";
import { parseId } from "~/lib/admin/http.server";
import { editFormAction } from "~/lib/admin/edit-action.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { createCity, departmentOptions, getCity, updateCity } from "~/lib/territory/admin.server";
import { cityFormSchema, TERRITORY_MESSAGES, CITY_DEFAULTS } from "~/lib/territory/schema";
import { ViewPageLink } from "~/components/admin/kit/action-link";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.city.id ? `Ville ${loaderData.city.name}` : "Nouvelle ville");
}

const EMPTY: CityFormValues = {
  name: "",
  slug: "",
  departmentId: null,
  ...CITY_DEFAULTS,
};

function routeId(params: { id?: string }) {
  return params.id === undefined ? null : parseId(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum(params.id ? "city" : "cityNew"));
  const id = routeId(params);
  const { db } = getDb(context);
  const [city, departments] = await Promise.all([id === null ? EMPTY : getCity(db, id), departmentOptions(db)]);
  if (!city) throw data(TERRITORY_MESSAGES.cityNotFound, { status: 404 });
  return { city: city satisfies CityFormValues, departments };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum(params.id ? "city" : "cityNew"));
  const id = routeId(params);
  const { db } = getDb(context);
  return editFormAction(request, {
    formData: await request.formData(),
    schema: cityFormSchema,
    slugFrom: "name",
    id,
    save: (input, version) => (id === null || version === null ? createCity(db, actor, input) : updateCity(db, actor, id, version, input)),
    done: () => ({ to: "/admin/cities", message: id === null ? TERRITORY_MESSAGES.cityCreated : TERRITORY_MESSAGES.cityUpdated }),
    messages: { notFound: TERRITORY_MESSAGES.cityNotFound, invalid: TERRITORY_MESSAGES.saveFailed },
  });
}

export default function City({ loaderData, actionData }: Route.ComponentProps) {
  const { city, departments } = loaderData;
  const answer = actionData;
  return (
    <>
      <TerritoryBackLink to="/admin/cities" label="Toutes les villes" />
      <PageHeader
        title={city.id ? `Modifier la ville ${city.name}` : "Ajouter une ville"}
        description={city.id ? `Page publique : /villes/${city.slug}` : "Une nouvelle page de ville, publiée dès l'enregistrement et listée sur la page de son département."}
        actions={city.id ? <ViewPageLink href={`/villes/${city.slug}`} /> : null}
      />
      <CityForm key={`${city.id ?? "new"}-${city.version ?? 0}`} city={city} departments={departments} lastResult={answer?.result} conflict={answer?.conflict} />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.cityLoadFailed);
