import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/lib/contact/links";
import type { LayoutData } from "~/lib/layout/layout.server";

type Props = { navServices: LayoutData["navServices"]; phone: string; siteName: string };

const mainLinks = [
  // The address check (loi ELAN, clay): a tool, beside the services (docs/decisions/805).
  { to: "/mon-terrain", label: "Mon terrain" },
  { to: "/regions", label: "Zones d'intervention" },
  { to: "/a-propos", label: "À propos" },
  { to: "/actualites", label: "Actualités" },
  { to: "/contact", label: "Contact" },
];

/**
 * The land-sale entry of the services menus: a loi ELAN seller needs the G1 study and its
 * price, so it opens the simulator with the nature already chosen (docs/decisions/607).
 */
export const LAND_SALE_LINK = {
  to: "/simulateur?nature=vente_terrain",
  title: "Vente de terrain (loi ELAN)",
  shortDescription: "L'étude préalable exigée pour vendre un terrain à bâtir en zone argileuse : estimez-la en ligne.",
  icon: "map-pin",
} as const;

// Seven entries, the simulator button, the search and the phone on one line from 1280 px:
// labels never wrap, and the padding widens only where there is room.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 2xl:px-3 ${isActive ? "text-brand-700" : "text-slate-700"}`;

export function Header({ navServices, phone, siteName }: Props) {
  useCloseMenusOnNavigation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-800" aria-label={`${siteName} – Accueil`}>
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          {/* Below 380 px the logo alone leaves room for the simulator button (the link keeps its name). */}
          <span className="text-sm leading-tight max-[379px]:sr-only sm:text-lg">{siteName}</span>
        </Link>

        <nav aria-label="Navigation principale" className="hidden items-center gap-1 xl:flex">
          <NavLink to="/" end className={navLinkClass}>
            Accueil
          </NavLink>
          <ServicesMenu navServices={navServices} />
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* The primary action, on every screen size: one tap to the simulator. */}
          <Link to="/simulateur" className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            <Icon name="calculator" className="hidden size-4 sm:block" />
            Estimer mon étude
          </Link>
          <HeaderSearch />
          <a
            href={telHref(phone)}
            className="hidden items-center gap-2 rounded-lg border-2 border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 xl:inline-flex"
          >
            <Icon name="phone" className="size-4" />
            {phone}
          </a>
          <MobileMenu navServices={navServices} phone={phone} />
        </div>
      </div>
    </header>
  );
}

const SERVICES_MENU_ID = "menu-services";
const MOBILE_MENU_ID = "menu-mobile";
const SEARCH_PANEL_ID = "recherche-site";

/**
 * The site search as a plain GET form to /search: it works without JavaScript, so content
 * pages stay free of scripts. The field's white fill and slate-500 border keep a 3:1
 * boundary on white and on the navy hero alike (WCAG 1.4.11).
 */
function SearchForm() {
  return (
    <form method="get" action="/search" role="search" aria-label="Rechercher sur le site" className="flex gap-2">
      <input
        name="q"
        type="search"
        maxLength={500}
        aria-label="Termes recherchés"
        placeholder="Ex. : étude G2, argiles, Rouen"
        className="search-field min-w-0 flex-1 rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600"
      />
      <button type="submit" className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        <Icon name="search" className="size-4" />
        Rechercher
      </button>
    </form>
  );
}

/** From 1280 px: a magnifier button opening the search form in a popover (no JavaScript needed). */
function HeaderSearch() {
  return (
    <div className="hidden xl:block [anchor-name:--site-search]">
      <button type="button" popoverTarget={SEARCH_PANEL_ID} aria-label="Rechercher sur le site" className="rounded-md p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700">
        <Icon name="search" className="size-5" />
      </button>
      <div id={SEARCH_PANEL_ID} popover="auto" className="search-popover w-[26rem] rounded-xl border border-slate-200 bg-white p-3 shadow-xl">
        <SearchForm />
      </div>
    </div>
  );
}

/**
 * The services dropdown: a popover opened by its button (the Popover API: works without
 * JavaScript, closes with Escape or a click outside, the button exposes its expanded
 * state), holding the list of service links (the disclosure navigation pattern).
 */
function ServicesMenu({ navServices }: { navServices: Props["navServices"] }) {
  return (
    <div className="flex items-center [anchor-name:--services-menu]">
      <NavLink to="/services" className={navLinkClass}>
        Services
      </NavLink>
      <button
        type="button"
        popoverTarget={SERVICES_MENU_ID}
        aria-label="Afficher la liste des services"
        className="-ml-2 rounded-md p-1 text-slate-600 hover:bg-brand-50 hover:text-brand-700"
      >
        <Icon name="chevron-down" className="size-4" />
      </button>
      <div
        id={SERVICES_MENU_ID}
        popover="auto"
        aria-label="Services"
        role="region"
        className="services-popover w-[26rem] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul aria-label="Services">
          {navServices.map((service) => (
            <li key={service.slug}>
              <Link to={`/services/${service.slug}`} className="flex gap-3 rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                <Icon name={service.icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{service.title}</span>
                  <span className="mt-0.5 block text-xs text-slate-600">{service.shortDescription}</span>
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={LAND_SALE_LINK.to} className="flex gap-3 rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50">
              <Icon name={LAND_SALE_LINK.icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{LAND_SALE_LINK.title}</span>
                <span className="mt-0.5 block text-xs text-slate-600">{LAND_SALE_LINK.shortDescription}</span>
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The menu below 1280 px (where the full navigation fits): a popover panel (no JavaScript needed), services in a disclosure. */
function MobileMenu({ navServices, phone }: Omit<Props, "siteName">) {
  const item = "block rounded-lg px-3 py-2 text-base font-medium text-slate-800 hover:bg-brand-50";
  return (
    <div className="xl:hidden">
      <button type="button" popoverTarget={MOBILE_MENU_ID} aria-label="Ouvrir le menu" className="rounded-md p-2 text-slate-700 hover:bg-slate-100">
        <Icon name="menu" className="size-6" />
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-label="Menu"
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-white p-4 shadow-xl backdrop:bg-slate-900/40"
      >
        <div className="flex items-center justify-between">
          <p className="text-lg font-bold text-brand-800">Menu</p>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <Icon name="x" className="size-5" />
            Fermer le menu
          </button>
        </div>
        <div className="mt-4">
          <SearchForm />
        </div>
        <nav aria-label="Navigation mobile" className="mt-4 space-y-1">
          <Link to="/" className={item}>
            Accueil
          </Link>
          <details className="group">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2 text-left text-base font-medium text-slate-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              Services
              <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <ul className="mb-2 ml-3 space-y-1 border-l border-slate-200 pl-3">
              <li>
                <Link to="/services" className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50">
                  Tous les services
                </Link>
              </li>
              {navServices.map((service) => (
                <li key={service.slug}>
                  <Link to={`/services/${service.slug}`} className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50">
                    {service.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={LAND_SALE_LINK.to} className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50">
                  {LAND_SALE_LINK.title}
                </Link>
              </li>
            </ul>
          </details>
          {mainLinks.map((link) => (
            <Link key={link.to} to={link.to} className={item}>
              {link.label}
            </Link>
          ))}
          <a href={telHref(phone)} className={`${item} flex items-center gap-2`}>
            <Icon name="phone" className="size-5" />
            {phone}
          </a>
        </nav>
      </div>
    </div>
  );
}

/** On pages that run JavaScript, a client navigation closes the open menus. */
function useCloseMenusOnNavigation() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads no state; it must run again after each client navigation (pathname)
  useEffect(() => {
    for (const id of [SERVICES_MENU_ID, MOBILE_MENU_ID, SEARCH_PANEL_ID]) {
      const element = document.getElementById(id);
      if (element?.matches(":popover-open")) element.hidePopover();
    }
  }, [pathname]);
}
