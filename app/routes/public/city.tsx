import { data, Link } from "react-router";
import { PageHero } from "~/components/public/page-hero";
import type { Route } from "./+types/city";
import { BulletSection, GeologySections } from "~/components/public/geology";
import { getDb } from "~/db/get-db.server";
import { notFound } from "~/lib/seo/not-found.server";
import { getCloudflare } from "~/lib/context";
import { truncate } from "~/lib/content/rules";
import { activeTestimonialsQuery } from "~/lib/content/testimonials.server";
import { cityPageQuery } from "~/lib/territory/territory.server";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";
import { RecentReferences } from "~/components/public/references";
import { publishedReferencesQuery, toPublicReference } from "~/lib/firm/references.server";
import { type CityRiskSummary, cityRiskSummary } from "~/lib/terrain/city-summary.server";
import { defaultCache } from "~/lib/terrain/lookup.server";
import { cityRiskTexts } from "~/lib/terrain/schema";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [[found], general, references] = await load([cityPageQuery(db, params.slug), activeTestimonialsQuery(db, 2), publishedReferencesQuery(db, { citySlug: params.slug }, 6)]);
  if (!found) return notFound(request, context, "Ville introuvable");
  const { city, ...place } = found;
  const own = city.testimonials.filter((t) => t.isActive);
  const { env, ctx } = getCloudflare(context);
  const { inseeCode: _insee, latitude: _lat, longitude: _lon, riskSummaryMode: _mode, riskSummaryText: _text, ...shown } = city;
  const risks = await cityRiskSummary({ env, fetcher: fetch, cache: defaultCache(), waitUntil: (promise) => ctx.waitUntil(promise) }, city);
  const payload = {
    risks,
    references: references.map(toPublicReference),
    city: {
      ...shown,
      ...city,
      // Inactive references and testimonials are kept for the admin, never shown.
      references: city.references.filter((r) => r.isActive),
      // A city without testimonials of its own shows the site's active ones (/admin/testimonials).
      testimonials: own.length > 0 ? own : general.map((t) => ({ text: t.quote, author: t.author, role: [t.position, t.company].filter(Boolean).join(", "), isActive: true })),
    },
    ...place,
    origin: env.SITE_ORIGIN,
  };
  // A summary with an unavailable line is not kept by the edge cache: the next visitor retries
  // (the lines that were read are in the lookup's own cache).
  return risks?.mode === "auto" && !risks.complete ? data(payload, { headers: { "cache-control": "no-store" } }) : payload;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { city, origin, departmentName } = loaderData;
  return [
    ...seo({
      title: `Étude géotechnique à ${city.name} (${city.zipCode.slice(0, 2)})`,
      description: truncate(`Étude de sol à ${city.name} : ${city.description}`, 155),
      path: `/villes/${city.slug}`,
      origin,
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "City",
      name: city.name,
      url: absoluteUrl(origin, `/villes/${city.slug}`),
      containedInPlace: { "@type": "AdministrativeArea", name: departmentName },
    }),
  ];
}

export default function City({ loaderData }: Route.ComponentProps) {
  const { city, departmentCode, departmentName, regionName, regionSlug, origin } = loaderData;
  const facts = [
    { label: "Population", value: city.population ? `${city.population.toLocaleString("fr-FR")} habitants` : "—" },
    { label: "Superficie", value: city.areaKm2 ? `${city.areaKm2.toLocaleString("fr-FR")} km²` : "—" },
    { label: "Département", value: `${departmentName} (${departmentCode})` },
    { label: "Région", value: regionName },
  ];
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title={`Études géotechniques à ${city.name}`}
        subtitle={city.description}
        origin={origin}
        breadcrumb={[
          { label: "Régions", href: "/regions" },
          { label: regionName, href: `/regions/${regionSlug}` },
          { label: departmentName, href: `/departements/${departmentCode}` },
          { label: city.name, href: `/villes/${city.slug}` },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <dl className="grid gap-4 rounded-xl bg-brand-50 p-6 sm:grid-cols-4">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-slate-600">{f.label}</dt>
              <dd className="mt-1 font-semibold text-brand-900">{f.value}</dd>
            </div>
          ))}
        </dl>
        <GeologySections text={city.geologicalContext} />
        <BulletSection id="services" title={`Nos services à ${city.name}`} items={city.keyServices} />
        <RecentReferences references={loaderData.references} place={`à ${city.name}`} />
        {city.references.length > 0 ? (
          <section aria-labelledby="references" className="mt-12">
            <h2 id="references" className="text-2xl font-bold text-brand-800">
              Nos références
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {city.references.map((r) => (
                <li key={r.name} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-semibold text-slate-900">{r.name}</h3>
                  <p className="mt-2 text-slate-700">{r.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {city.testimonials.length > 0 ? (
          <section aria-labelledby="temoignages" className="mt-12">
            <h2 id="temoignages" className="text-2xl font-bold text-brand-800">
              Témoignages
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {city.testimonials.map((t) => (
                <li key={t.author}>
                  <figure className="h-full rounded-xl bg-earth-50 p-5">
                    <blockquote className="text-slate-700">« {t.text} »</blockquote>
                    <figcaption className="mt-3 text-sm">
                      <span className="font-semibold text-slate-900">{t.author}</span>, <span className="text-slate-600">{t.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <RiskSummary cityName={city.name} summary={loaderData.risks} />
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to="/contact" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            Demander un devis
          </Link>
          <Link to={`/departements/${departmentCode}`} className="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
            Voir le département {departmentName}
          </Link>
        </div>
      </div>
    </main>
  );
}

/** « Sols et risques naturels à {ville} »: the commune's exposure (or the staff's text), then /mon-terrain. */
function RiskSummary({ cityName, summary }: { cityName: string; summary: CityRiskSummary }) {
  if (!summary) return null;
  return (
    <section aria-labelledby="risques" className="mt-12">
      <h2 id="risques" className="text-2xl font-bold text-brand-800">
        {cityRiskTexts.title(cityName)}
      </h2>
      {summary.mode === "custom" ? (
        <p className="mt-4 whitespace-pre-line text-slate-700">{summary.text}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{cityRiskTexts.intro}</p>
          <dl className="mt-4 space-y-4">
            {summary.lines.map((line) => (
              <div key={line.key} className="rounded-xl border border-slate-200 p-4">
                <dt className="font-semibold text-slate-900">{line.title}</dt>
                <dd className={`mt-1 ${line.available ? "text-slate-700" : "text-amber-900"}`}>{line.text}</dd>
                <dd className="mt-1 text-xs text-slate-600">Source : {line.source}.</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-slate-700">{cityRiskTexts.variability}</p>
        </>
      )}
      <p className="mt-4">
        <Link to="/mon-terrain" className="font-semibold text-brand-700 underline">
          {cityRiskTexts.link}
        </Link>
      </p>
    </section>
  );
}
