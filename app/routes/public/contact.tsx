import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/forms/contact-form";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { OfficeMap } from "~/components/public/office-map";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { submitContactForm } from "~/lib/contact/submit.server";
import { telHref } from "~/lib/contact/links";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { seo } from "~/lib/seo/meta";
import { routePageSeo } from "~/lib/search/route-pages";
import type { RootData } from "~/components/layout/root-data";
import { hydrateOnInteraction } from "~/lib/seo/page-handle";

export const handle = hydrateOnInteraction;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  return { origin: env.SITE_ORIGIN, page: routePageSeo("contact"), turnstileSiteKey: env.TURNSTILE_SECRET_KEY ? (env.TURNSTILE_SITE_KEY ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const outcome = await submitContactForm({ db: getDb(context).db, env }, request);
  return data(outcome.body, { status: formAnswerStatus(request, outcome.status) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The texts come with the loader data (they stay out of the page's script).
  return loaderData ? seo({ ...loaderData.page, origin: loaderData.origin }) : [];
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const settings = root?.settings;
  if (!settings) return null;
  const lat = Number.parseFloat(settings.contact.latitude) || 48.859;
  const lng = Number.parseFloat(settings.contact.longitude) || 2.379;
  return (
    <main id="contenu" className="flex-1">
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight">Contactez-nous</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            Un projet de construction, une question sur une étude de sol ? Décrivez-nous votre besoin : un ingénieur vous répond rapidement.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: "Contact", href: "/contact" }]} origin={loaderData.origin} />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <aside className="space-y-6">
          <section aria-labelledby="coordonnees" className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <h2 id="coordonnees" className="text-lg font-semibold text-brand-900">
              Nos coordonnées
            </h2>
            <ul className="mt-4 space-y-4 text-sm">
              <li className="flex gap-3">
                <Icon name="map-pin" className="size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-medium text-slate-900">Adresse</span>
                  {settings.contact.address}
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="phone" className="size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-medium text-slate-900">Téléphone</span>
                  <a href={telHref(settings.contact.phone)} className="hover:underline">
                    {settings.contact.phone}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="mail" className="size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-medium text-slate-900">Email</span>
                  <a href={`mailto:${settings.contact.email}`} className="hover:underline">
                    {settings.contact.email}
                  </a>
                </span>
              </li>
            </ul>
          </section>
          <section aria-labelledby="horaires" className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <h2 id="horaires" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <Icon name="clock" className="size-5 text-brand-600" /> Horaires d'ouverture
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt>Lundi – Vendredi</dt>
                <dd className="font-medium text-slate-900">{settings.hours.weekdays}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Samedi</dt>
                <dd className="font-medium text-slate-900">{settings.hours.saturday}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Dimanche</dt>
                <dd className="font-medium text-slate-900">{settings.hours.sunday}</dd>
              </div>
            </dl>
          </section>
        </aside>
        <section aria-labelledby="formulaire" className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-span-2">
          <h2 id="formulaire" className="mb-6 text-2xl font-bold text-brand-900">
            Envoyez-nous un message
          </h2>
          <ContactForm actionData={actionData} turnstileSiteKey={loaderData.turnstileSiteKey} nonce={root?.nonce} />
        </section>
      </div>
      <OfficeMap siteName={settings.general.site_name} address={settings.contact.address} lat={lat} lng={lng} />
    </main>
  );
}
