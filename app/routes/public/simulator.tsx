import { data } from "react-router";
import type { Route } from "./+types/simulator";
import { SimulatorPage } from "~/components/forms/simulator/simulator-page";
import { getDb } from "~/db/batch.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { jsonLd, seo } from "~/lib/seo/meta";
import { catalogueQuery } from "~/lib/simulator/catalogue.server";
import { faqJsonLd } from "~/lib/simulator/faq";
import { handleWizardAction, initialWizard } from "~/lib/simulator/wizard.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const { db, load } = getDb(context);
  const [[catalogue], wizard] = await Promise.all([load([catalogueQuery(db)]), initialWizard({ db, env })]);
  return {
    catalogue,
    wizard,
    origin: env.SITE_ORIGIN,
    turnstileSiteKey: env.TURNSTILE_SECRET_KEY ? (env.TURNSTILE_SITE_KEY ?? null) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const outcome = await handleWizardAction({ db: getDb(context).db, env }, request);
  return data(outcome.view, { status: formAnswerStatus(request, outcome.status) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Simulateur de devis d'étude géotechnique",
      description:
        "Estimez gratuitement le prix de votre étude de sol (G1, G2, G5, étude hydraulique, pollution…) en 4 étapes et recevez votre devis estimatif en PDF.",
      path: "/simulateur",
      origin: loaderData?.origin ?? "",
    }),
    jsonLd(faqJsonLd()),
  ];
}

export default function Simulator({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SimulatorPage
      view={actionData ?? loaderData.wizard}
      catalogue={loaderData.catalogue}
      origin={loaderData.origin}
      turnstileSiteKey={loaderData.turnstileSiteKey}
      breadcrumb={[{ label: "Simulateur de devis", href: "/simulateur" }]}
    />
  );
}
