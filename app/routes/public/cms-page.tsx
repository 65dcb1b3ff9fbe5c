import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/cms-page";
import { CallToAction } from "~/components/public/cta";
import { MarkdownBody } from "~/components/public/markdown";
import { PageHero } from "~/components/public/page-hero";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { notFound } from "~/lib/seo/not-found.server";
import { getCloudflare } from "~/lib/context";
import { telHref } from "~/lib/contact/links";
import { formatLongDate } from "~/lib/dates";
import { servedBody, servedBodyDeps } from "~/lib/content/served-body.server";
import { pages } from "~/db/schema";
import { publishedPageQuery } from "~/lib/content/pages.server";
import { CGV_SLUG, cgvInForceQuery } from "~/lib/cgv/versions.server";
import { renderMarkdown } from "~/lib/content/markdown.server";
import { fillHtmlPlaceholders } from "~/lib/settings/placeholders";
import { loadLayout } from "~/lib/layout/layout.server";
import { jsonLd, seo } from "~/lib/seo/meta";
import { organizationWithDetails } from "~/lib/seo/structured-data";
import { CredentialsSection, TeamSection } from "~/components/public/firm";
import { publicTeamQuery } from "~/lib/firm/team.server";
import type { RootData } from "~/components/layout/root-data";
import { documentOnly } from "~/lib/seo/page-handle";
import { imageReferenceUrl } from "~/lib/media/url";
import { IMAGE_SIZES, parseMediaImage, shareImage } from "~/lib/media/picture";
import { FeaturedImage } from "~/components/ui/picture";

const LEGAL_LINKS = [
  { slug: "mentions-legales", label: "Mentions légales" },
  { slug: "politique-confidentialite", label: "Politique de confidentialité" },
  { slug: "cgv", label: "Conditions générales de vente" },
  { slug: "sitemap", label: "Plan du site" },
];

// About, the legal pages and any other published CMS page (`/{slug}`).

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? new URL(request.url).pathname.slice(1);
  const { db, load } = getDb(context);
  const about = slug === "a-propos";
  // « À propos » also shows the team (docs/decisions/753): in the same batch as the page.
  const cgvPage = slug === CGV_SLUG;
  const [[[page], team, [cgv]], layout] = await Promise.all([
    load([publishedPageQuery(db, slug), publicTeamQuery(db).limit(about ? 100 : 0), cgvInForceQuery(db, cgvPage)]),
    loadLayout(context),
  ]);
  if (!page) return notFound(request, context);
  const origin = getCloudflare(context).env.SITE_ORIGIN;
  // /cgv shows the version in force, the one devis carry; the page's own text is the next version's draft (docs/decisions/630).
  const body =
    cgv && cgv.content !== page.content.trim()
      ? { html: fillHtmlPlaceholders(renderMarkdown(cgv.content).html, layout.settings), toc: [] }
      : servedBody(servedBodyDeps(context), pages, page, layout.settings);
  const featuredImage = imageReferenceUrl(page.featuredImage);
  const featuredMedia = featuredImage ? parseMediaImage(page.featuredMedia) : null;
  const legal = ["mentions-legales", "politique-confidentialite", "cgv"].includes(page.slug);
  return {
    page: {
      slug: page.slug,
      title: page.title,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      noindex: page.noindex,
      updatedAt: page.updatedAt,
      featuredImage,
      featuredMedia,
      featuredImageAlt: page.featuredImageAlt,
      shareImage: shareImage(featuredImage, featuredMedia),
    },
    legal,
    body,
    cgv: cgv ? { version: cgv.version, publishedAt: cgv.publishedAt } : null,
    team: team.map((member) => ({ ...member, photoMedia: parseMediaImage(member.photoMedia) })),
    credentials: about ? layout.credentials : [],
    organization: about ? organizationWithDetails(layout.settings, origin, layout.credentials) : null,
    origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  const tags = seo({
    title: page.metaTitle || page.title,
    description: page.metaDescription || page.title,
    path: `/${page.slug}`,
    origin: loaderData.origin,
    noindex: page.noindex,
    image: page.shareImage?.url,
    imageSize: page.shareImage,
  });
  if (loaderData.organization) tags.push(jsonLd(loaderData.organization));
  return tags;
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, body, legal, origin } = loaderData;
  const root = useSettings();
  const about = page.slug === "a-propos";
  return (
    <main id="contenu" className="flex-1">
      <PageHero
        title={about ? `À propos de ${root?.general.site_name ?? "Lutetia Géotechnique"}` : page.title}
        breadcrumb={[{ label: page.title, href: `/${page.slug}` }]}
        origin={origin}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {loaderData.cgv ? (
          <p className="text-sm text-slate-500">
            Version {loaderData.cgv.version}, en vigueur depuis le {formatLongDate(loaderData.cgv.publishedAt)}. Chaque devis reproduit la version en vigueur à sa date d'envoi.
          </p>
        ) : legal ? (
          <p className="text-sm text-slate-500">Dernière mise à jour : {formatLongDate(page.updatedAt)}</p>
        ) : null}
        <FeaturedImage record={page} sizes={IMAGE_SIZES.pageBody} className="mb-8 h-auto w-full rounded-xl object-cover" />
        <MarkdownBody html={body.html} />
        <TeamSection members={loaderData.team} />
        <CredentialsSection credentials={loaderData.credentials} />
        {legal ? (
          <>
            <section aria-labelledby="legal-contact" className="mt-12 rounded-xl bg-brand-50 p-6">
              <h2 id="legal-contact" className="font-semibold text-brand-900">
                Nous contacter
              </h2>
              <ul className="mt-3 space-y-2 text-slate-700">
                <li className="flex items-center gap-2">
                  <Icon name="phone" className="size-4 text-brand-700" />
                  <a href={telHref(root?.contact.phone ?? "")} className="hover:underline">
                    {root?.contact.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <Icon name="mail" className="size-4 text-brand-700" />
                  <a href={`mailto:${root?.contact.email}`} className="hover:underline">
                    {root?.contact.email}
                  </a>
                </li>
              </ul>
            </section>
            <nav aria-label="Informations légales" className="mt-8">
              <ul className="flex flex-wrap gap-3">
                {LEGAL_LINKS.filter((l) => l.slug !== page.slug).map((l) => (
                  <li key={l.slug}>
                    <Link to={`/${l.slug}`} className="inline-flex rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
      </div>
      {legal ? null : <CallToAction />}
    </main>
  );
}

function useSettings() {
  return useRouteLoaderData<RootData>("root")?.settings;
}
