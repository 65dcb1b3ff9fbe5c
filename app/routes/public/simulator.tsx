import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/simulator";
import { SimulatorPage } from "~/components/forms/simulator/simulator-page";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { jsonLd, seo } from "~/lib/seo/meta";
import { catalogueQuery } from "~/lib/simulator/catalogue.server";
import { simulatorTerms } from "~/lib/simulator/terms";
import { simulatorFaq } from "~/lib/simulator/faq";
import { faqPage } from "~/lib/seo/structured-data";
import { handleWizardAction, initialWizard, presetFromRequest } from "~/lib/simulator/wizard.server";
import { funnelStepOf, trackFunnelStep } from "~/lib/stats/funnel.server";
import { statsSink } from "~/lib/stats/stats-queue.server";
import { routePageSeo } from "~/lib/search/route-pages";
import { hydrateOnInteraction } from "~/lib/seo/page-handle";

// Funnel step 1: the simulator page is opened (a GET that loads this route; not the
// wizard's posts, nor the root's revalidation after them, which skips this route).
export const handle = hydrateOnInteraction;

export const middleware: Array<Route.MiddlewareFunction> = [
  async ({ request, context }, next) => {
    if (opensSimulator(request)) trackFunnelStep({ sink: statsSink(context), ctx: getCloudflare(context).ctx }, request, 1);
    return next();
  },
];

function opensSimulator(request: Request) {
  if (request.method !== "GET") return false;
  const routes = new URL(request.url).searchParams.get("_routes");
  return routes === null || routes.split(",").includes("routes/public/simulator");
}

export function shouldRevalidate({ formMethod, formAction, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // The wizard's answers come back as action data; the catalogue does not change meanwhile
  // (nor when the confirmation posts the /mon-terrain e-mail request).
  if (formMethod === "POST" && (formAction === currentUrl.pathname || formAction?.startsWith("/mon-terrain"))) return false;
  return defaultShouldRevalidate;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const { db, load } = getDb(context);
  const [catalogue] = await load([catalogueQuery(db)]);
  const wizard = await initialWizard({ db, env }, await presetFromRequest(env.JWT_SECRET, new URL(request.url), catalogue));
  return {
    catalogue,
    wizard,
    origin: env.SITE_ORIGIN,
    page: routePageSeo("simulator"),
    faq: simulatorFaq,
    terms: simulatorTerms,
    turnstileSiteKey: env.TURNSTILE_SECRET_KEY ? (env.TURNSTILE_SITE_KEY ?? null) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const { db } = getDb(context);
  const outcome = await handleWizardAction({ db, env }, request);
  trackFunnelStep({ sink: statsSink(context), ctx: getCloudflare(context).ctx }, request, funnelStepOf(outcome));
  return data(outcome.view, { status: formAnswerStatus(request, outcome.status) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The texts come with the loader data (they stay out of the page's script); an error
  // page has none and takes the root's.
  if (!loaderData) return [];
  return [...seo({ ...loaderData.page, origin: loaderData.origin }), jsonLd(faqPage(loaderData.faq))];
}

export default function Simulator({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SimulatorPage
      view={actionData ?? loaderData.wizard}
      answered={Boolean(actionData)}
      catalogue={loaderData.catalogue}
      origin={loaderData.origin}
      faq={loaderData.faq}
      terms={loaderData.terms}
      turnstileSiteKey={loaderData.turnstileSiteKey}
      breadcrumb={[{ label: "Simulateur de devis", href: "/simulateur" }]}
    />
  );
}
