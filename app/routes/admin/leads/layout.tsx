import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { type SectionLink, SectionNav } from "~/components/admin/kit/section-nav";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leads"));
  return null;
}

export const action = readOnlyAction("leads");

const links: Array<SectionLink> = [
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
      <SectionNav label="Demandes" links={links} />
      <Outlet />
    </>
  );
}
