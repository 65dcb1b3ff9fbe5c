import { data, type ShouldRevalidateFunctionArgs } from "react-router";
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
import { defaultCache, handleTerrainAction, lookupTerrain } from "~/lib/terrain/lookup.server";
import type { TerrainView } from "~/lib/terrain/schema";
import { hydrateOnInteraction } from "~/lib/seo/page-handle";

export const handle = hydrateOnInteraction;

// The answer lives at `?lieu=<signed place>`: Back from the simulator, a reload or the
// staff's "Voir la vérification" re-render it (docs/decisions/805-the-check-keeps-its-answer.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = getCloudflare(context);
  const base = { origin: env.SITE_ORIGIN, page: routePageSeo("terrain"), turnstileSiteKey: env.TURNSTILE_SECRET_KEY ? (env.TURNSTILE_SITE_KEY ?? null) : null };
  const lieu = new URL(request.url).searchParams.get("lieu");
  if (lieu === null) return data({ ...base, view: null as TerrainView | null, private: false });
  const outcome = await lookupTerrain({ env, fetcher: fetch, cache: defaultCache() }, request, lieu);
  if (outcome.lookedUp) trackFunnelStep({ sink: statsSink(context), ctx }, request, TERRAIN_FUNNEL_STEP);
  // A plot's address: never kept by a shared cache, never indexed.
  return data({ ...base, view: outcome.view, private: true }, { status: outcome.status, headers: { "cache-control": "private, no-store", "x-robots-tag": "noindex" } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("cache-control") ? actionHeaders : loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const outcome = await handleTerrainAction({ env, fetcher: fetch, cache: defaultCache(), db: getDb(context).db }, request);
  return data(outcome.view, { status: formAnswerStatus(request, outcome.status), headers: { "cache-control": "private, no-store" } });
}

export function shouldRevalidate({ formMethod, formAction, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // The e-mail request answers with the result itself: no second lookup after it.
  if (formMethod === "POST" && formAction?.split("?")[0] === currentUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The texts come with the loader data (they stay out of the page's script).
  return loaderData ? seo({ ...loaderData.page, origin: loaderData.origin, ...(loaderData.private ? { noindex: true } : {}) }) : [];
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
      <TerrainPage view={actionData ?? loaderData.view ?? {}} turnstileSiteKey={loaderData.turnstileSiteKey} />
    </main>
  );
}
