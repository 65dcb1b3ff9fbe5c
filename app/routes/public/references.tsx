import { Link } from "react-router";
import type { Route } from "./+types/references";
import { CallToAction } from "~/components/public/cta";
import { PageHero } from "~/components/public/page-hero";
import { ReferenceCard } from "~/components/public/references";
import { geotechnicalMissions } from "~/db/types";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { MISSION_LABELS, parseReferenceFilters, referenceAnchor } from "~/lib/firm/reference-schema";
import { publishedReferencesQuery, referenceDepartmentsQuery, toPublicReference } from "~/lib/firm/references.server";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script, the filters are a GET form (docs/decisions/501, 753). */
export const handle = documentOnly;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseReferenceFilters(new URL(request.url));
  const { db, load } = getDb(context);
  const [rows, departments] = await load([publishedReferencesQuery(db, filters), referenceDepartmentsQuery(db)]);
  return { references: rows.map(toPublicReference), departments, filters, origin: getCloudflare(context).env.SITE_ORIGIN };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const filtered = Boolean(loaderData?.filters.mission || loaderData?.filters.department);
  const origin = loaderData?.origin ?? "";
  const tags = seo({
    title: "Nos références – études de sol G1 à G5",
    description:
      "Maisons individuelles, immeubles, diagnostics après sinistre : des projets suivis par nos ingénieurs, classés par mission géotechnique (G1 à G5) et par département.",
    path: "/references",
    origin,
    // A filtered view is the same list, narrowed: the unfiltered page is the one to index.
    noindex: filtered,
  });
  if (loaderData && loaderData.references.length > 0) {
    tags.push(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Références de Lutetia Géotechnique",
        itemListElement: loaderData.references.map((reference, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: absoluteUrl(origin, `/references#${referenceAnchor(reference.id)}`),
          name: reference.title,
        })),
      }),
    );
  }
  return tags;
}

const selectClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200";

export default function References({ loaderData }: Route.ComponentProps) {
  const { references, departments, filters, origin } = loaderData;
  const filtered = Boolean(filters.mission || filters.department);
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title="Nos références"
        subtitle="Des projets suivis par nos ingénieurs géotechniciens, de l'étude préalable G1 au diagnostic G5, partout où nous intervenons."
        breadcrumb={[{ label: "Références", href: "/references" }]}
        origin={origin}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <form method="get" action="/references" aria-label="Filtrer les références" className="grid gap-4 rounded-xl bg-earth-50 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="filtre-mission" className="text-sm font-medium text-slate-800">
              Mission
            </label>
            <select id="filtre-mission" name="mission" defaultValue={filters.mission ?? ""} className={selectClass}>
              <option value="">Toutes les missions</option>
              {geotechnicalMissions.map((mission) => (
                <option key={mission} value={mission}>
                  {MISSION_LABELS[mission]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filtre-departement" className="text-sm font-medium text-slate-800">
              Département
            </label>
            <select id="filtre-departement" name="departement" defaultValue={filters.department ?? ""} className={selectClass}>
              <option value="">Tous les départements</option>
              {departments.map((department) => (
                <option key={department.code} value={department.code}>
                  {department.name} ({department.code})
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Filtrer
            </button>
            {filtered ? (
              <Link to="/references" className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
                Tout afficher
              </Link>
            ) : null}
          </div>
        </form>
        <p role="status" className="mt-6 text-sm text-slate-600">
          {references.length === 0
            ? "Aucune référence ne correspond à ces critères."
            : `${references.length} référence${references.length > 1 ? "s" : ""}${filtered ? ` correspond${references.length > 1 ? "ent" : ""} à ces critères` : ""}.`}
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {references.map((reference) => (
            <li key={reference.id}>
              <ReferenceCard reference={reference} headingLevel={2} gallery />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction />
    </main>
  );
}
