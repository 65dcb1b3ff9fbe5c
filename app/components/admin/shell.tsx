// The admin shell: header (e-mail, Déconnexion) and a sidebar that is always open from
// 1024 px, collapsible to an icon rail between 768 and 1024 px, and hidden behind the
// menu button below 768 px. The toggle is a checkbox + label, so it works without
// JavaScript; with JavaScript the menu also closes after each navigation.
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { ADMIN_ROUTES, canOpen, ROLE_LABELS, type AdminRouteKey, type SessionUser } from "~/lib/auth/permissions";
import { Icon, type IconName } from "~/components/ui/icon";
import { newRequestsWord } from "~/lib/leads/follow-up";

type NavEntry = { label: string; route: AdminRouteKey; icon: IconName; end?: boolean };

/** The sidebar: the first back-office's five entries (Dashboard, Articles, Médias, Utilisateurs, Paramètres) plus the other screens. */
export const ADMIN_NAV: ReadonlyArray<NavEntry> = [
  { label: "Tableau de bord", route: "dashboard", icon: "dashboard", end: true },
  { label: "Articles", route: "articles", icon: "articles" },
  { label: "Catégories", route: "articleCategories", icon: "categories" },
  { label: "Médias", route: "media", icon: "media" },
  { label: "Services", route: "services", icon: "services" },
  { label: "Pages", route: "pages", icon: "pages" },
  { label: "Témoignages", route: "testimonials", icon: "quote" },
  { label: "Équipe", route: "team", icon: "users" },
  { label: "Qualifications", route: "credentials", icon: "shield" },
  { label: "Références", route: "projectReferences", icon: "territory" },
  { label: "Simulateur (prix)", route: "simulator", icon: "calculator" },
  { label: "Redirections", route: "redirects", icon: "redirect" },
  { label: "Demandes", route: "leads", icon: "leads" },
  { label: "Devis", route: "devisList", icon: "file" },
  { label: "Statistiques", route: "stats", icon: "stats" },
  { label: "Territoire", route: "territorialDashboard", icon: "territory" },
  { label: "Utilisateurs", route: "users", icon: "users" },
  { label: "Journal", route: "journal", icon: "journal" },
  { label: "Paramètres", route: "settings", icon: "settings" },
  { label: "État du site", route: "siteHealth", icon: "health" },
  { label: "Données personnelles", route: "privacy", icon: "shield" },
  { label: "Mon profil", route: "profile", icon: "profile" },
];

const TOGGLE_ID = "admin-menu-toggle";
// Classes are written out in full for Tailwind's scanner. "[.peer:checked~*_&]" means
// "when the menu toggle (an earlier sibling of an ancestor) is checked".
const sidebarClass = [
  "hidden shrink-0 border-r border-slate-200 bg-white",
  "[.peer:checked~*_&]:block",
  "max-md:[.peer:checked~*_&]:fixed max-md:[.peer:checked~*_&]:inset-x-0 max-md:[.peer:checked~*_&]:top-14",
  "max-md:[.peer:checked~*_&]:bottom-0 max-md:[.peer:checked~*_&]:z-20 max-md:[.peer:checked~*_&]:overflow-y-auto",
  "md:block md:w-60 md:[.peer:checked~*_&]:w-16 lg:w-64 lg:[.peer:checked~*_&]:w-64",
].join(" ");
const labelClass = "md:[.peer:checked~*_&]:sr-only lg:[.peer:checked~*_&]:not-sr-only";

/** Counts shown beside a sidebar link, e.g. the new requests of 'Demandes' ("Demandes, 3 nouvelles"). */
export type NavCounts = Partial<Record<AdminRouteKey, number>>;

export function AdminShell({ user, counts = {}, children }: { user: SessionUser; counts?: NavCounts; children: React.ReactNode }) {
  const location = useLocation();
  const toggle = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input: a navigation closes the phone menu.
  useEffect(() => {
    if (toggle.current && window.matchMedia("(max-width: 767px)").matches) toggle.current.checked = false;
  }, [location.pathname]);

  const entries = ADMIN_NAV.filter((entry) => canOpen(user, entry.route));

  return (
    // Every anchor target lands below the sticky header and above a sticky form footer (docs/decisions/752).
    <div className="flex min-h-screen flex-col bg-slate-50 [&_[id]]:scroll-mt-20 [&_[id]]:scroll-mb-24">
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Aller au contenu
      </a>
      <input ref={toggle} type="checkbox" id={TOGGLE_ID} className="peer sr-only lg:hidden" aria-controls="admin-sidebar" />
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4">
        <label
          htmlFor={TOGGLE_ID}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden [.peer:focus-visible~header_&]:outline-2 [.peer:focus-visible~header_&]:outline-brand-500"
        >
          <Icon name="menu" />
          <span className="sr-only">Afficher ou masquer le menu d'administration</span>
        </label>
        <Link to="/admin" className="flex items-center gap-2 font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          <span className="hidden sm:inline">Lutetia Géotechnique</span>
          <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">Admin</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
          <span className="hidden truncate text-sm text-slate-600 md:inline" title={ROLE_LABELS[user.role]}>
            {user.email}
          </span>
          <Form method="post" action="/admin/logout">
            <button type="submit" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50">
              <Icon name="logout" className="size-4" />
              Déconnexion
            </button>
          </Form>
        </div>
      </header>

      <div className="flex flex-1">
        <aside id="admin-sidebar" aria-label="Menu d'administration" className={sidebarClass}>
          <p className="px-4 pt-4 pb-2 text-xs text-slate-500 md:hidden">
            Connecté en tant que <span className="font-medium text-slate-700">{user.email}</span>
          </p>
          <nav aria-label="Administration" className="sticky top-14 p-2">
            <ul className="space-y-1">
              {entries.map((entry) => (
                <li key={entry.route}>
                  <NavLink
                    to={ADMIN_ROUTES[entry.route].pattern}
                    end={entry.end}
                    title={entry.label}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                    }
                  >
                    <Icon name={entry.icon} className="size-5 shrink-0" />
                    <span className={labelClass}>{entry.label}</span>
                    <NavCount count={counts[entry.route] ?? 0} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main id="contenu" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * The number beside a link, read with the link ("Demandes 3 nouvelles"): the visible text
 * stays the start of the accessible name (WCAG 2.5.3).
 */
function NavCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {newRequestsWord(count)}</span>
    </span>
  );
}
