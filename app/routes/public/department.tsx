import { isRouteErrorResponse, Link } from "react-router";
import { PageHero } from "~/components/public/page-hero";
import type { Route } from "./+types/department";
import { BulletSection, GeologySections } from "~/components/public/geology";
import { Icon } from "~/components/ui/icon";
import { ofPlace } from "~/lib/content/typography";
import { getDb } from "~/db/get-db.server";
import { notFound } from "~/lib/seo/not-found.server";
import { getCloudflare } from "~/lib/context";
import { truncate } from "~/lib/content/rules";
import { neighbourDepartments, withPreposition } from "~/lib/territory/rules";
import { departmentPageQueries } from "~/lib/territory/territory.server";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";
import { RecentReferences } from "~/components/public/references";
import { publishedReferencesQuery, toPublicReference } from "~/lib/firm/references.server";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const code = params.code.toUpperCase();
  const { db, load } = getDb(context);
  const [[found], cities, sameRegion, references] = await load([...departmentPageQueries(db, code), publishedReferencesQuery(db, { department: code }, 4)]);
  if (!found) return notFound(request, context, "Département introuvable");
  return {
    department: found.department,
    regionName: found.regionName,
    regionSlug: found.regionSlug,
    cities,
    neighbours: neighbourDepartments(code, sameRegion, 3),
    references: references.map(toPublicReference),
    origin: getCloudflare(context).env.SITE_ORIGIN,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Département non trouvé | Lutetia Géotechnique" }, { name: "robots", content: "noindex, nofollow" }];
  const { department, origin, regionName } = loaderData;
  return [
    ...seo({
      title: `Études géotechniques ${withPreposition(department.name)}`,
      description: truncate(`Études de sol G1 à G5 ${withPreposition(department.name)} (${department.code}) : ${department.description}`, 155),
      path: `/departements/${department.code}`,
      origin,
    }),
    { name: "keywords", content: `géotechnique, étude de sol, ${department.name}, G1, G2, G3, G4, G5, loi ELAN` },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "AdministrativeArea",
      name: department.name,
      identifier: department.code,
      url: absoluteUrl(origin, `/departements/${department.code}`),
      containedInPlace: { "@type": "State", name: regionName },
    }),
  ];
}

export default function Department({ loaderData }: Route.ComponentProps) {
  const { department, regionName, regionSlug, cities, neighbours, origin } = loaderData;
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title={`Études géotechniques ${withPreposition(department.name)}`}
        subtitle={department.description}
        origin={origin}
        breadcrumb={[
          { label: "Régions", href: "/regions" },
          { label: regionName, href: `/regions/${regionSlug}` },
          { label: department.name, href: `/departements/${department.code}` },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <div>
          <GeologySections text={department.geologicalContext} />
          <BulletSection id="services" title="Nos services" items={department.keyServices} />
          <BulletSection id="risques" title="Risques spécifiques" items={department.specificRisks} />
          <BulletSection id="services-specifiques" title="Prestations spécifiques" items={department.specificServices} />
          <RecentReferences references={loaderData.references} place={withPreposition(department.name)} />
          {cities.length > 0 ? (
            <section aria-labelledby="villes" className="mt-12">
              <h2 id="villes" className="text-2xl font-bold text-brand-800">
                Villes principales
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {cities.map((city) => (
                  <li key={city.slug} className="rounded-xl border border-slate-200 p-5">
                    <h3 className="font-semibold text-slate-900">
                      <Link to={`/villes/${city.slug}`} className="hover:text-brand-700 hover:underline">
                        {city.name}
                      </Link>
                    </h3>
                    {city.population ? <p className="text-sm text-slate-500">{city.population.toLocaleString("fr-FR")} habitants</p> : null}
                    <p className="mt-2 text-sm text-slate-600">{truncate(city.description, 100)}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="mt-12 flex flex-wrap gap-3">
            <Link to="/contact" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              Demander un devis
            </Link>
            <Link to={`/regions/${regionSlug}`} className="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
              Voir la région {regionName}
            </Link>
          </div>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl bg-brand-50 p-6">
            <h2 className="font-semibold text-brand-900">Région</h2>
            <p className="mt-1 text-slate-700">
              <Link to={`/regions/${regionSlug}`} className="font-medium text-brand-700 hover:underline">
                {regionName}
              </Link>
            </p>
            <p className="mt-3 text-sm text-slate-600">Code du département : {department.code}</p>
          </div>
          {neighbours.length > 0 ? (
            <nav aria-labelledby="voisins" className="rounded-xl border border-slate-200 p-6">
              <h2 id="voisins" className="font-semibold text-slate-900">
                Départements voisins
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {neighbours.map((n) => (
                  <li key={n.code}>
                    <Link to={`/departements/${n.code}`} className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50">
                      {n.name} ({n.code})
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={`/regions/${regionSlug}#departements`} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                {`Tous les départements ${ofPlace(regionName)}`} <Icon name="arrow-right" className="size-4" />
              </Link>
            </nav>
          ) : null}
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="contenu" className="flex flex-1 items-center justify-center px-4 py-24">
      <meta name="robots" content="noindex, nofollow" />
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-bold text-brand-900">{notFound ? "Département non trouvé" : "Une erreur est survenue"}</h1>
        <p className="mt-3 text-slate-600">{notFound ? `Aucun département ne correspond au code « ${params.code} ».` : "Impossible de charger les informations du département."}</p>
        <Link to="/" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Retour à l'accueil
        </Link>
      </div>
    </main>
  );
}
