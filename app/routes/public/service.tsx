import { Link } from "react-router";
import type { Route } from "./+types/service";
import { CallToAction } from "~/components/public/cta";
import { MarkdownBody } from "~/components/public/markdown";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { notFound } from "~/lib/seo/not-found.server";
import { getCloudflare } from "~/lib/context";
import { servedBody, servedBodyDeps } from "~/lib/content/served-body.server";
import { services } from "~/db/schema";
import { publishedServiceQuery } from "~/lib/content/services.server";
import { serviceMissionsQuery } from "~/lib/simulator/catalogue.server";
import { ServiceMissions } from "~/components/public/service-missions";
import { loadLayout } from "~/lib/layout/layout.server";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo/meta";
import { faqPage, organization, serviceOffer } from "~/lib/seo/structured-data";
import { parisDay } from "~/lib/dates";
import { documentOnly } from "~/lib/seo/page-handle";
import { imageReferenceUrl } from "~/lib/media/url";
import { IMAGE_SIZES, parseMediaImage, shareImage } from "~/lib/media/picture";
import { FeaturedImage } from "~/components/ui/picture";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [[[service], missions], layout] = await Promise.all([load([publishedServiceQuery(db, params.slug), serviceMissionsQuery(db, params.slug)]), loadLayout(context)]);
  if (!service) return notFound(request, context, "Service introuvable");
  const origin = getCloudflare(context).env.SITE_ORIGIN;
  const body = servedBody(servedBodyDeps(context), services, service, layout.settings);
  const featuredImage = imageReferenceUrl(service.featuredImage);
  const featuredMedia = featuredImage ? parseMediaImage(service.featuredMedia) : null;
  const offer = serviceOffer(service, parisDay(new Date()));
  const structured = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.metaDescription || service.shortDescription,
    url: absoluteUrl(origin, `/services/${service.slug}`),
    image: featuredImage ? absoluteUrl(origin, featuredImage) : undefined,
    serviceType: service.serviceType,
    serviceOutput: service.serviceOutput ?? undefined,
    provider: organization(layout.settings, origin),
    areaServed: (service.areaServed.length > 0 ? service.areaServed : ["France"]).map((name) => ({ "@type": "Place", name })),
    ...(service.estimatedDuration ? { estimatedDuration: service.estimatedDuration } : {}),
    ...(offer ? { offers: offer } : {}),
  };
  return {
    service: {
      slug: service.slug,
      title: service.title,
      shortDescription: service.shortDescription,
      metaTitle: service.metaTitle,
      metaDescription: service.metaDescription,
      featuredImage,
      featuredMedia,
      featuredImageAlt: service.featuredImageAlt,
      shareImage: shareImage(featuredImage, featuredMedia),
      faq: service.faq,
      relatedLinks: service.relatedLinks,
    },
    body,
    missions,
    structured,
    origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service } = loaderData;
  const tags = seo({
    title: service.metaTitle || service.title,
    description: service.metaDescription || service.shortDescription,
    path: `/services/${service.slug}`,
    origin: loaderData.origin,
    image: service.shareImage?.url,
    imageSize: service.shareImage,
  });
  tags.push(jsonLd(loaderData.structured));
  if (service.faq.length > 0) tags.push(jsonLd(faqPage(service.faq)));
  return tags;
}

/** The simulator with this service's catalogue entries ticked in step 3 (docs/decisions/606). */
const simulatorLink = (slug: string) => `/simulateur?service=${encodeURIComponent(slug)}`;

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service, body, missions, origin } = loaderData;
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title={service.title}
        subtitle={service.shortDescription}
        breadcrumb={[
          { label: "Services", href: "/services" },
          { label: service.title, href: `/services/${service.slug}` },
        ]}
        origin={origin}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <article>
          <FeaturedImage record={service} sizes={IMAGE_SIZES.serviceBody} className="mb-8 h-auto w-full rounded-xl object-cover" />
          <MarkdownBody html={body.html} />
          <ServiceMissions missions={missions} />
          {service.faq.length > 0 ? (
            <section aria-labelledby="faq" className="mt-12">
              <h2 id="faq" className="text-2xl font-bold text-brand-800">
                Questions fréquentes
              </h2>
              <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {service.faq.map((item) => (
                  <details key={item.question} className="group p-5">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                      {item.question}
                      <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                    </summary>
                    <p className="mt-3 text-slate-700">{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ) : null}
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl bg-brand-50 p-6">
            <h2 className="font-semibold text-brand-900">Un projet ?</h2>
            <p className="mt-2 text-sm text-slate-700">Obtenez une estimation immédiate ou un devis détaillé.</p>
            <Link to={simulatorLink(service.slug)} className="mt-4 block rounded-lg bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800">
              Simuler mon devis
            </Link>
            <Link to="/contact" className="mt-2 block rounded-lg border border-brand-700 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-white">
              Nous contacter
            </Link>
          </div>
          {service.relatedLinks.length > 0 ? (
            <nav aria-labelledby="related-links" className="rounded-xl border border-slate-200 p-6">
              <h2 id="related-links" className="font-semibold text-slate-900">
                Voir aussi
              </h2>
              <ul className="mt-3 space-y-2">
                {service.relatedLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
                      <Icon name="arrow-right" className="size-4" />
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
      </div>
      <CallToAction quoteTo={simulatorLink(service.slug)} />
    </main>
  );
}
