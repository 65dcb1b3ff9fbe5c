import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { ArticleCard } from "~/components/public/article-card";
import { IMAGE_SIZES } from "~/lib/media/picture";
import { CallToAction } from "~/components/public/cta";
import { reveal } from "~/lib/reveal";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { latestArticlesQuery } from "~/lib/content/articles.server";
import { activeTestimonialsQuery } from "~/lib/content/testimonials.server";
import { loadLayout } from "~/lib/layout/layout.server";
import { jsonLd, seo } from "~/lib/seo/meta";
import { organizationWithDetails } from "~/lib/seo/structured-data";
import type { RootData } from "~/components/layout/root-data";
import { documentOnly } from "~/lib/seo/page-handle";

/** The home shows the first four published services in display order (set in /admin/services). */
const FEATURED_COUNT = 4;
/** « Nos derniers articles »: the latest published articles, scheduled ones once their time has come (docs/decisions/751). */
const TEASER_COUNT = 3;

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, load } = getDb(context);
  const [[testimonials, articles], layout] = await Promise.all([load([activeTestimonialsQuery(db, 3), latestArticlesQuery(db, TEASER_COUNT, new Date())]), loadLayout(context)]);
  const origin = getCloudflare(context).env.SITE_ORIGIN;
  return {
    testimonials,
    teasers: articles,
    organization: organizationWithDetails(layout.settings, origin, layout.credentials),
    origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const tags = seo({
    title: "Lutetia Géotechnique – Bureau d'études géotechniques à Paris et en Île-de-France",
    rawTitle: true,
    description:
      "Études de sol G1 à G5, études loi ELAN, sondages, diagnostics et suivi de chantier : un bureau d'études géotechniques à Paris, en Île-de-France et partout en France.",
    path: "/",
    origin: loaderData?.origin ?? "",
  });
  if (loaderData) tags.push(jsonLd(loaderData.organization));
  return tags;
}

const reasons = [
  {
    icon: "shield",
    title: "Une expertise reconnue",
    text: "Des ingénieurs géotechniciens qui appliquent la norme NF P 94-500 et l'Eurocode 7 au quotidien, des maisons individuelles aux ouvrages complexes.",
  },
  {
    icon: "target",
    title: "Une rigueur technique",
    text: "Des investigations dimensionnées à votre projet, des essais normalisés et des rapports clairs qui donnent des recommandations directement utilisables.",
  },
  {
    icon: "zap",
    title: "Une grande réactivité",
    text: "Devis sous 48 heures ouvrées, intervention rapide sur site et un interlocuteur unique du premier échange à la remise du rapport.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const featured = (root?.navServices ?? []).slice(0, FEATURED_COUNT);
  return (
    <main id="contenu" className="flex-1">
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">L'expertise géotechnique au service de vos projets de construction</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">{root?.settings.general.site_description}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {/* The primary action (docs/decisions/606): the simulator, then 'Nos services' and 'Nous contacter'. */}
            <Link to="/simulateur" className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              <Icon name="calculator" className="size-5" />
              Estimer mon étude
            </Link>
            <Link to="/services" className="rounded-lg border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10">
              Nos services
            </Link>
            <Link to="/contact" className="rounded-lg border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10">
              Nous contacter
            </Link>
          </div>
          <p className="mt-6 text-slate-200">
            Vendre ou construire en zone argileuse ?{" "}
            <Link to="/mon-terrain" className="font-semibold text-white underline hover:no-underline">
              Mon terrain est-il concerné ?
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="services-title" className="text-3xl font-bold text-brand-900">
          Nos services
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">Des études préalables aux diagnostics après sinistre, nous couvrons toutes les missions géotechniques de votre projet.</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((service, index) => (
            <li key={service.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm" {...reveal("fade-up", index * 100)}>
              <Icon name={service.icon} className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{service.shortDescription}</p>
              <Link to={`/services/${service.slug}`} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                En savoir plus <span className="sr-only">sur {service.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/services" className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          Voir tous nos services <Icon name="arrow-right" className="size-4" />
        </Link>
      </section>

      <section aria-labelledby="why-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="why-title" className="text-3xl font-bold text-brand-900">
            Pourquoi nous choisir ?
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {reasons.map((r, index) => (
              <li key={r.title} className="rounded-xl bg-white p-6 shadow-sm" {...reveal("fade-up", index * 100)}>
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={r.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{r.title}</h3>
                <p className="mt-2 text-slate-600">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {loaderData.teasers.length > 0 ? (
        <section aria-labelledby="blog-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="blog-title" className="text-3xl font-bold text-brand-900">
            Nos derniers articles
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.teasers.map((article, index) => (
              <li key={article.slug} {...reveal("fade-up", index * 100)}>
                <ArticleCard article={article} headingLevel={3} sizes={IMAGE_SIZES.teaserCard} />
              </li>
            ))}
          </ul>
          <Link to="/blog" className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            Tous nos articles <Icon name="arrow-right" className="size-4" />
          </Link>
        </section>
      ) : null}

      {loaderData.testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-title" className="bg-earth-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="testimonials-title" className="text-3xl font-bold text-brand-900">
              Ils nous font confiance
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {loaderData.testimonials.map((t, index) => (
                <li key={t.id} {...reveal("fade-left", index * 100)}>
                  <figure className="h-full rounded-xl bg-white p-6 shadow-sm">
                    <blockquote className="text-slate-700">« {t.quote} »</blockquote>
                    <figcaption className="mt-4 text-sm">
                      <span className="font-semibold text-slate-900">{t.author}</span>
                      <span className="block text-slate-600">
                        {t.position}
                        {t.company ? `, ${t.company}` : ""}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CallToAction
        title="Prêt à sécuriser votre projet ?"
        text="Chaque terrain est unique : une étude de sol adaptée évite les mauvaises surprises, les surcoûts et les sinistres. Parlons-en."
        secondary={{ to: "/services", label: "Découvrir nos services" }}
      />
    </main>
  );
}
