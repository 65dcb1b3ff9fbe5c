import { Link } from "react-router";
import type { Route } from "./+types/regions";
import { CallToAction } from "~/components/public/cta";
import { FranceMap } from "~/components/territory/france-map";
import { regionShapes } from "~/components/territory/map-shapes";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { truncate } from "~/lib/content/rules";
import { mapDepartmentCodes } from "~/lib/territory/map-geometry.server";
import { regionMapQuery, regionsIndexQuery } from "~/lib/territory/territory.server";
import { seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [regions, departments] = await load([regionsIndexQuery(db), regionMapQuery(db)]);
  const drawn = new Set(mapDepartmentCodes());
  const collator = new Intl.Collator("fr", { sensitivity: "base" });
  return {
    // Metropolitan regions first, in French order (SQLite would put "Île-de-France" after "Provence").
    regions: regions.sort((a, b) => Number(b.metropolitan) - Number(a.metropolitan) || collator.compare(a.name, b.name)),
    departments: departments.map((d) => ({ ...d, drawn: drawn.has(d.code) })),
    origin: getCloudflare(context).env.SITE_ORIGIN,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Études géotechniques par région",
    description: "Nos interventions géotechniques en Île-de-France et dans toutes les régions de France : contexte géologique, risques et missions adaptées.",
    path: "/regions",
    origin: loaderData?.origin ?? "",
  });
}

export default function Regions({ loaderData }: Route.ComponentProps) {
  const map = regionShapes(loaderData.regions, loaderData.departments, { href: (region) => `/regions/${region.slug}`, tone: "brand" });
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title="Nos interventions géotechniques par région"
        subtitle="Basés à Paris, nous intervenons en Île-de-France et partout en France, en tenant compte du contexte géologique propre à chaque territoire."
        breadcrumb={[{ label: "Régions", href: "/regions" }]}
        origin={loaderData.origin}
      />
      <section aria-labelledby="carte-regions" className="mx-auto grid max-w-7xl items-center gap-8 px-4 pt-14 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
        <FranceMap
          label="Carte des régions de France : choisissez une région"
          shapes={map.shapes}
          insets={map.insets}
          insetsLabel="Régions d'outre-mer"
          className="mx-auto w-full max-w-2xl"
        />
        <div>
          <h2 id="carte-regions" className="text-2xl font-bold text-brand-800">
            Choisissez votre région
          </h2>
          <p className="mt-3 text-slate-600">
            Cliquez sur une région de la carte, ou sur une région d'outre-mer sous la carte, pour découvrir son contexte géologique, les risques à anticiper et nos missions sur
            place. Depuis notre bureau parisien, nous intervenons en Île-de-France et dans toute la France.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.regions.map((region) => (
            <li key={region.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <h2 className="text-xl font-semibold text-slate-900">{region.name}</h2>
              <p className="mt-1 text-sm text-slate-500">
                {region.departmentCount} département{region.departmentCount > 1 ? "s" : ""}
              </p>
              <p className="mt-3 flex-1 text-slate-600">{truncate(region.description, 120)}</p>
              <Link to={`/regions/${region.slug}`} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                Voir les détails <span className="sr-only">de la région {region.name}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction />
    </main>
  );
}
