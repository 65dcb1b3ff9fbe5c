import { data } from "react-router";
import type { Route } from "./+types/simulator-admin";
import { SimulatorPage } from "~/components/forms/simulator/simulator-page";
import { getDb } from "~/db/get-db.server";
import { requireRole } from "~/lib/auth/guards.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { seo } from "~/lib/seo/meta";
import { catalogueQuery } from "~/lib/simulator/catalogue.server";
import { simulatorTerms } from "~/lib/simulator/terms";
import { handleWizardAction, initialWizard, presetFromRequest } from "~/lib/simulator/wizard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "contributor");
  const { env } = getCloudflare(context);
  const { db, load } = getDb(context);
  const [catalogue] = await load([catalogueQuery(db)]);
  const wizard = await initialWizard({ db, env }, await presetFromRequest(env.JWT_SECRET, new URL(request.url), catalogue));
  return { catalogue, wizard, origin: env.SITE_ORIGIN, terms: simulatorTerms };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, "contributor");
  const { env } = getCloudflare(context);
  const outcome = await handleWizardAction({ db: getDb(context).db, env, staff: true }, request);
  return data(outcome.view, { status: formAnswerStatus(request, outcome.status) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Simulateur de devis (administration)",
    description: "Simulateur de devis réservé à l'équipe : estimation pour le compte d'un client.",
    path: "/simulateur-admin",
    origin: loaderData?.origin ?? "",
    noindex: true,
  });
}

export default function SimulatorAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SimulatorPage
      view={actionData ?? loaderData.wizard}
      answered={Boolean(actionData)}
      catalogue={loaderData.catalogue}
      origin={loaderData.origin}
      terms={loaderData.terms}
      breadcrumb={[
        { label: "Admin", href: "/admin" },
        { label: "Simulateur de devis", href: "/simulateur-admin" },
      ]}
    />
  );
}
