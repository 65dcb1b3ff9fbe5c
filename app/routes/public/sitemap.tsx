import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { latestArticlesQuery } from "~/lib/content/articles.server";
import { publishedServicesQuery } from "~/lib/content/services.server";
import { buildTerritoryTree, territoryTreeQueries } from "~/lib/territory/territory.server";
import { seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [services, articles, regionRows, departmentRows, cityRows] = await load([publishedServicesQuery(db), latestArticlesQuery(db, 3, new Date()), ...territoryTreeQueries(db)]);
  return {
    services,
    articles,
    territory: buildTerritoryTree([regionRows, departmentRows, cityRows]),
    origin: getCloudflare(context).env.SITE_ORIGIN,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Plan du site",
    description: "Toutes les pages du site : services, zones d'intervention par région, département et ville, actualités et informations légales.",
    path: "/sitemap",
    origin: loaderData?.origin ?? "",
  });
}

const mainPages = [
  { href: "/", label: "Accueil" },
  { href: "/services", label: "Services" },
  { href: "/actualites", label: "Actualités" },
  { href: "/blog", label: "Blog" },
  { href: "/a-propos", label: "À propos" },
  { href: "/contact", label: "Contact" },
];
const legalPages = [
  { href: "/mentions-legales", label: "Mentions légales" },
  { href: "/politique-confidentialite", label: "Politique de confidentialité" },
  { href: "/cgv", label: "Conditions générales de vente" },
  { href: "/sitemap", label: "Plan du site" },
];

function Card({ title, links }: { title: string; links: Array<{ href: string; label: string }> }) {
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="text-brand-700 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { services, articles, territory, origin } = loaderData;
  return (
    <main id="contenu" className="flex-1">
      <PageHero title="Plan du site" breadcrumb={[{ label: "Plan du site", href: "/sitemap" }]} origin={origin} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <Card title="Pages principales" links={mainPages} />
          <Card title="Nos services" links={services.map((s) => ({ href: `/services/${s.slug}`, label: s.title }))} />
          <Card title="Articles du blog" links={articles.map((a) => ({ href: `/blog/${a.slug}`, label: a.title }))} />
          <Card title="Informations légales" links={legalPages} />
        </div>
        <section aria-labelledby="zones" className="mt-12">
          <h2 id="zones" className="text-2xl font-bold text-brand-900">
            Zones d'intervention
          </h2>
          <ul className="mt-6 space-y-3">
            {territory.map((region) => (
              <li key={region.slug} className="rounded-xl border border-slate-200">
                {/* The region link stays outside <summary>: no link inside the toggle (nested-interactive). */}
                <p className="px-4 pt-4">
                  <Link to={`/regions/${region.slug}`} className="font-semibold text-brand-800 hover:underline">
                    {region.name}
                  </Link>
                </p>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 pt-1 pb-4 text-sm text-slate-600 hover:text-brand-800">
                    <span>
                      {region.departments.length} département{region.departments.length > 1 ? "s" : ""}
                      <span className="sr-only"> de la région {region.name}</span>
                    </span>
                    <Icon name="chevron-down" className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="grid gap-3 border-t border-slate-100 p-4 sm:grid-cols-2 lg:grid-cols-3">
                    {region.departments.map((d) => (
                      <li key={d.code}>
                        <Link to={`/departements/${d.code}`} className="font-medium text-slate-800 hover:text-brand-700 hover:underline">
                          {d.name} ({d.code})
                        </Link>
                        {d.cities.length > 0 ? (
                          <ul className="ml-3 mt-1 border-l border-slate-200 pl-3 text-sm">
                            {d.cities.map((c) => (
                              <li key={c.slug}>
                                {/* 24 px high: the WCAG 2.2 minimum target size. */}
                                <Link to={`/villes/${c.slug}`} className="inline-flex min-h-6 items-center text-slate-600 hover:text-brand-700 hover:underline">
                                  {c.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-12 text-center text-slate-700">
          Vous ne trouvez pas ce que vous cherchez ?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contactez-nous
          </Link>
          , nous vous répondons rapidement.
        </p>
      </div>
    </main>
  );
}
