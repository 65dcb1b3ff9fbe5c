import { data } from "react-router";
import type { Route } from "./+types/department";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { DepartmentForm, type DepartmentFormValues } from "~/components/territory/department-form";
import { ContentStatusBadge, TerritoryBackLink } from "~/components/territory/status";
import { getDb } from "~/db/get-db.server";
import { parseId } from "~/lib/admin/http.server";
import { editFormAction } from "~/lib/admin/edit-action.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { createDepartment, getDepartment, regionOptions, updateDepartment } from "~/lib/territory/admin.server";
import { departmentCompleteness, measure } from "~/lib/territory/completeness";
import { departmentFormSchema, TERRITORY_MESSAGES, DEPARTMENT_DEFAULTS } from "~/lib/territory/schema";
import { ViewPageLink } from "~/components/admin/kit/action-link";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.department.id ? `Département ${loaderData.department.name}` : "Nouveau département");
}

const EMPTY: DepartmentFormValues = {
  code: "",
  name: "",
  regionId: null,
  ...DEPARTMENT_DEFAULTS,
};

function routeId(params: { id?: string }) {
  return params.id === undefined ? null : parseId(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum(params.id ? "department" : "departmentNew"));
  const id = routeId(params);
  const { db } = getDb(context);
  const [department, regions] = await Promise.all([id === null ? EMPTY : getDepartment(db, id), regionOptions(db)]);
  if (!department) throw data(TERRITORY_MESSAGES.departmentNotFound, { status: 404 });
  return { department: department satisfies DepartmentFormValues, regions };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum(params.id ? "department" : "departmentNew"));
  const id = routeId(params);
  const { db } = getDb(context);
  return editFormAction(request, {
    formData: await request.formData(),
    schema: departmentFormSchema,
    id,
    save: (input, version) => (id === null || version === null ? createDepartment(db, actor, input) : updateDepartment(db, actor, id, version, input)),
    done: () => ({ to: "/admin/departments", message: id === null ? TERRITORY_MESSAGES.departmentCreated : TERRITORY_MESSAGES.departmentUpdated }),
    messages: { notFound: TERRITORY_MESSAGES.departmentNotFound, invalid: TERRITORY_MESSAGES.saveFailed },
  });
}

export default function Department({ loaderData, actionData }: Route.ComponentProps) {
  const { department, regions } = loaderData;
  const answer = actionData;
  const status = department.id
    ? departmentCompleteness(
        measure({
          description: department.description,
          geologicalContext: department.geologicalContext,
          keyServices: department.keyServices,
          specificRisks: department.specificRisks,
        }),
      )
    : null;
  return (
    <>
      <TerritoryBackLink to="/admin/departments" label="Tous les départements" />
      <PageHeader
        title={department.id ? `Modifier ${department.name} (${department.code})` : "Ajouter un département"}
        description={department.id ? `Page publique : /departements/${department.code}` : "Une nouvelle page départementale, publiée dès l'enregistrement."}
        actions={
          department.id ? (
            <>
              {status ? <ContentStatusBadge status={status} /> : null}
              <ViewPageLink href={`/departements/${department.code}`} />
            </>
          ) : null
        }
      />
      <DepartmentForm
        key={`${department.id ?? "new"}-${department.version ?? 0}`}
        department={department}
        regions={regions}
        lastResult={answer?.result}
        conflict={answer?.conflict}
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.departmentLoadFailed);
