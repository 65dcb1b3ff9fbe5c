import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { LayoutData } from "~/lib/layout/layout.server";
import { telHref } from "~/lib/contact/links";
import { FOOTER_COLUMN_DELAYS_MS, reveal } from "~/lib/reveal";

type Props = LayoutData & { year: number };

const siteMap = [
  { to: "/", label: "Accueil" },
  { to: "/services", label: "Services" },
  { to: "/regions", label: "Zones d'intervention" },
  { to: "/references", label: "Nos références" },
  { to: "/actualites", label: "Actualités" },
  { to: "/simulateur", label: "Simulateur de devis" },
  { to: "/contact", label: "Contact" },
  { to: "/sitemap", label: "Plan du site" },
];

const heading = "text-sm font-semibold uppercase tracking-wider text-white";
const linkClass = "text-sm text-slate-300 hover:text-white";

export function Footer({ settings, navServices, footerPages, credentialsLine, year }: Props) {
  const socials = [
    { name: "linkedin", label: "LinkedIn", href: settings.social.linkedin },
    { name: "twitter", label: "X (anciennement Twitter)", href: settings.social.twitter },
    { name: "facebook", label: "Facebook", href: settings.social.facebook },
    { name: "instagram", label: "Instagram", href: settings.social.instagram },
  ].filter((s) => s.href);
  const extraPages = footerPages.filter((p) => !siteMap.some((s) => s.to === `/${p.slug}`));
  return (
    <footer id="pied-de-page" className="mt-auto bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div {...reveal("fade-up", FOOTER_COLUMN_DELAYS_MS[0])}>
          <p className="text-lg font-bold text-white">{settings.general.site_name}</p>
          <p className="mt-3 text-sm leading-relaxed">{settings.general.site_description}</p>
          {socials.length > 0 ? (
            <ul className="mt-4 flex gap-3" aria-label="Réseaux sociaux">
              {socials.map((s) => (
                <li key={s.name}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank" className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
                    <Icon name={s.name} className="size-4" title={s.label} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-services" {...reveal("fade-up", FOOTER_COLUMN_DELAYS_MS[1])}>
          <p id="footer-services" className={heading}>
            Nos services
          </p>
          <ul className="mt-4 space-y-2">
            {navServices.map((s) => (
              <li key={s.slug}>
                <Link to={`/services/${s.slug}`} className={linkClass}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-sitemap" {...reveal("fade-up", FOOTER_COLUMN_DELAYS_MS[2])}>
          <p id="footer-sitemap" className={heading}>
            Plan du site
          </p>
          <ul className="mt-4 space-y-2">
            {siteMap.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            {extraPages.map((p) => (
              <li key={p.slug}>
                <Link to={`/${p.slug}`} className={linkClass}>
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div {...reveal("fade-up", FOOTER_COLUMN_DELAYS_MS[3])}>
          <p className={heading}>Contact</p>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <Icon name="map-pin" className="size-4 shrink-0 translate-y-0.5" />
              <span>{settings.contact.address}</span>
            </li>
            <li className="flex gap-2">
              <Icon name="phone" className="size-4 shrink-0 translate-y-0.5" />
              <a href={telHref(settings.contact.phone)} className="hover:text-white">
                {settings.contact.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" className="size-4 shrink-0 translate-y-0.5" />
              <a href={`mailto:${settings.contact.email}`} className="hover:text-white">
                {settings.contact.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div
          className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8"
          {...reveal("fade-up", FOOTER_COLUMN_DELAYS_MS[4])}
        >
          <div className="space-y-1">
            {credentialsLine ? (
              // The valid qualifications and insurance policies, in one line (docs/decisions/753).
              <p data-credentials="">Qualifications et assurances : {credentialsLine}</p>
            ) : null}
            <p>
              © {year} {settings.general.legal_name}. Tous droits réservés.
            </p>
          </div>
          <ul className="flex gap-4">
            <li>
              <Link to="/mentions-legales" className="hover:text-white">
                Mentions légales
              </Link>
            </li>
            <li>
              <Link to="/politique-confidentialite" className="hover:text-white">
                Politique de confidentialité
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
