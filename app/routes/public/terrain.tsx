import { data } from "react-router";
import type { Route } from "./+types/terrain";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { TerrainPage } from "~/components/terrain/terrain-page";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { routePageSeo } from "~/lib/search/route-pages";
import { seo } from "~/lib/seo/meta";
import { trackFunnelStep } from "~/lib/stats/funnel.server";
import { statsSink } from "~/lib/stats/stats-queue.server";
import { TERRAIN_FUNNEL_STEP } from "~/lib/stats/labels";
import { defaultCache, handleTerrainAction } from "~/lib/terrain/lookup.server";
import { hydrateOnInteraction } from "~/lib/seo/page-handle";

export const handle = hydrateOnInteraction;

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: getCloudflare(context).env.SITE_ORIGIN, page: routePageSeo("terrain") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const outcome = await handleTerrainAction({ env, fetcher: fetch, cache: defaultCache(), db: getDb(context).db }, request);
  if (outcome.lookedUp) trackFunnelStep({ sink: statsSink(context), ctx }, request, TERRAIN_FUNNEL_STEP);
  return data(outcome.view, { status: formAnswerStatus(request, outcome.status) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The texts come with the loader data (they stay out of the page's script).
  return loaderData ? seo({ ...loaderData.page, origin: loaderData.origin }) : [];
}

export default function Terrain({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="flex-1">
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight">Mon terrain est-il concerné ?</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            Indiquez l'adresse de votre terrain : nous lisons pour vous les données publiques de Géorisques (argiles, sismicité, radon, cavités, mouvements de terrain) et vous
            disons si une étude de sol est obligatoire.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: "Mon terrain est-il concerné ?", href: "/mon-terrain" }]} origin={loaderData.origin} />
      </div>
      <TerrainPage view={actionData ?? {}} />
    </main>
  );
}
