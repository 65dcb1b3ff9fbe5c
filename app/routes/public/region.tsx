import { Link } from "react-router";
import type { Route } from "./+types/region";
import { BulletSection, GeologySections } from "~/components/public/geology";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { inPlace } from "~/lib/content/typography";
import { getDb } from "~/db/get-db.server";
import { notFound } from "~/lib/seo/not-found.server";
import { getCloudflare } from "~/lib/context";
import { truncate } from "~/lib/content/rules";
import { regionPageQueries } from "~/lib/territory/territory.server";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";
import { RecentReferences } from "~/components/public/references";
import { publishedReferencesQuery, toPublicReference } from "~/lib/firm/references.server";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [[region], departments, references] = await load([...regionPageQueries(db, params.slug), publishedReferencesQuery(db, { regionSlug: params.slug }, 6)]);
  if (!region) return notFound(request, context, "Région introuvable");
  return { region, departments, references: references.map(toPublicReference), origin: getCloudflare(context).env.SITE_ORIGIN };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { region, origin } = loaderData;
  return [
    ...seo({
      title: `Études géotechniques ${inPlace(region.name)}`,
      description: truncate(region.description, 155),
      path: `/regions/${region.slug}`,
      origin,
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "State",
      name: region.name,
      url: absoluteUrl(origin, `/regions/${region.slug}`),
      containedInPlace: { "@type": "Country", name: "France" },
    }),
  ];
}

export default function Region({ loaderData }: Route.ComponentProps) {
  const { region, departments, origin } = loaderData;
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title={`Études géotechniques ${inPlace(region.name)}`}
        subtitle={region.description}
        breadcrumb={[
          { label: "Régions", href: "/regions" },
          { label: region.name, href: `/regions/${region.slug}` },
        ]}
        origin={origin}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        {region.intro ? (
          <div className="space-y-4 text-lg text-slate-700">
            {region.intro.split(/\n{2,}/).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        ) : null}
        <GeologySections text={region.geologicalContext} />
        <BulletSection id="defis" title="Défis spécifiques" items={region.specificChallenges} />
        <BulletSection id="services" title="Nos services dans la région" items={region.keyServices} />
        <BulletSection id="risques" title="Risques géotechniques" items={region.specificRisks} />
        <BulletSection id="services-specifiques" title="Prestations spécifiques" items={region.specificServices} />
        <RecentReferences references={loaderData.references} place={inPlace(region.name)} />

        {region.caseStudies.length > 0 ? (
          <section aria-labelledby="etudes-de-cas" className="mt-12">
            <h2 id="etudes-de-cas" className="text-2xl font-bold text-brand-800">
              Études de cas
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {region.caseStudies.map((c) => (
                <li key={c.title} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-semibold text-slate-900">{c.title}</h3>
                  <p className="mt-2 text-slate-700">{c.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {region.keyProjects.length > 0 ? (
          <section aria-labelledby="projets" className="mt-12">
            <h2 id="projets" className="text-2xl font-bold text-brand-800">
              Projets clés
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {region.keyProjects.map((p) => (
                <li key={p.title} className="rounded-xl bg-earth-50 p-5">
                  <h3 className="font-semibold text-slate-900">{p.title}</h3>
                  <p className="mt-2 text-sm text-slate-700">{p.description}</p>
                  <p className="mt-3 flex items-center gap-1 text-sm font-medium text-earth-700">
                    <Icon name="map-pin" className="size-4" />
                    {p.location}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="departements" className="mt-12">
          <h2 id="departements" className="text-2xl font-bold text-brand-800">
            Départements
          </h2>
          {departments.length === 0 ? (
            <p className="mt-4 text-slate-600">Aucun département n'est encore disponible pour cette région.</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {departments.map((d) => (
                <li key={d.code} className="flex flex-col rounded-xl border border-slate-200 p-5">
                  <h3 className="font-semibold text-slate-900">
                    {d.name} <span className="text-slate-500">({d.code})</span>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{truncate(d.description, 100)}</p>
                  <Link to={`/departements/${d.code}`} className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                    En savoir plus <span className="sr-only">sur {d.name}</span>
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="mt-12 text-center">
          <Link to="/contact" className="inline-flex rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            Demander un devis
          </Link>
        </div>
      </div>
    </main>
  );
}
