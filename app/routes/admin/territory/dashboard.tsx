import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { ActionLink } from "~/components/admin/kit/action-link";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { Icon, type IconName } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { territoryCounts } from "~/lib/territory/admin.server";
import { TERRITORY_MESSAGES } from "~/lib/territory/schema";

export function meta() {
  return adminMeta("Tableau de bord territorial");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("territorialDashboard"));
  return { counts: await territoryCounts(getDb(context).db) };
}

export const action = readOnlyAction("territorialDashboard");

export default function TerritorialDashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const cards: Array<{ label: string; count: number; href: string; icon: IconName; text: string }> = [
    { label: "Régions", count: counts.regions, href: "/admin/regions", icon: "territory", text: "Pages régionales : contexte géologique, risques, projets clés." },
    { label: "Départements", count: counts.departments, href: "/admin/departments", icon: "layers", text: "Pages départementales : codes, région, services et risques." },
    { label: "Villes", count: counts.cities, href: "/admin/cities", icon: "map-pin", text: "Pages des villes : références, témoignages, population." },
  ];
  return (
    <>
      <PageHeader
        title="Tableau de bord territorial"
        description="Les pages locales du site (régions, départements, villes), leur import et leur carte."
        actions={
          <>
            <ActionLink to="/admin/territorial-import" icon="upload" variant="secondary">
              Importer des données
            </ActionLink>
            <ActionLink to="/admin/territorial-map" icon="territory">
              Carte territoriale
            </ActionLink>
          </>
        }
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Link to={card.href} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow">
              <span className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Icon name={card.icon} className="size-5 text-brand-700" />
                {card.label}
              </span>
              <span className="mt-2 text-3xl font-bold text-slate-900" data-count={card.label}>
                {card.count.toLocaleString("fr-FR")}
              </span>
              <span className="mt-2 flex-1 text-sm text-slate-600">{card.text}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Gérer les {card.label.toLowerCase()} <Icon name="arrow-right" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.dashboardLoadFailed);
