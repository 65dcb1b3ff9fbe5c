import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CallToAction } from "~/components/public/cta";
import { reveal } from "~/lib/reveal";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { publishedServicesQuery } from "~/lib/content/services.server";
import { seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [services] = await load([publishedServicesQuery(db)]);
  return { services, origin: getCloudflare(context).env.SITE_ORIGIN };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Nos services géotechniques",
    description: "Études de sol G1 à G5, sondages, diagnostics, analyses en laboratoire, études hydrauliques, pollution et suivi de chantier : toutes nos missions géotechniques.",
    path: "/services",
    origin: loaderData?.origin ?? "",
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title="Nos services géotechniques"
        subtitle="De l'étude de sol préalable au suivi de chantier, nous accompagnons particuliers, constructeurs, architectes et collectivités à chaque étape de leur projet, selon la norme NF P 94-500."
        breadcrumb={[{ label: "Services", href: "/services" }]}
        origin={loaderData.origin}
      />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service, index) => (
            <li key={service.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm" {...reveal("fade-up", (index % 3) * 100)}>
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={service.icon} className="size-6" />
              </span>
              <h2 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h2>
              <p className="mt-2 flex-1 text-slate-600">{service.shortDescription}</p>
              <Link to={`/services/${service.slug}`} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                En savoir plus <span className="sr-only">sur {service.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction
        title="Besoin d'un devis pour votre étude de sol ?"
        text="Estimez le prix de votre mission en quelques clics avec notre simulateur, ou décrivez-nous votre projet."
      />
    </main>
  );
}
