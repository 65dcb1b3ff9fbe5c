import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leads"));
  return null;
}

export const action = readOnlyAction("leads");

const tabs = [
  { to: "/admin/demandes", label: "Toutes les demandes", end: true },
  { to: "/admin/demandes/contacts", label: "Demandes de contact" },
  { to: "/admin/demandes/simulations", label: "Simulations" },
  { to: "/admin/demandes/newsletter", label: "Newsletter" },
  { to: "/admin/demandes/terrains", label: "Mon terrain" },
  { to: "/admin/demandes/emails", label: "E-mails envoyés" },
];

export default function LeadsLayout() {
  return (
    <>
      <nav aria-label="Demandes" className="mb-6 overflow-x-auto border-b border-slate-200">
        <ul className="flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                    isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
