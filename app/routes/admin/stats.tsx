import { useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/stats";
import { ChartFigure, FigureDataTable, StatCard } from "~/components/admin/kit/chart";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/admin/kit/data-table";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { ScreenTabs } from "~/components/admin/kit/tabs";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { canOpen, routeMinimum } from "~/lib/auth/permissions";
import { parsePeriod, PERIOD_LABELS, STATS_PERIODS } from "~/lib/stats/period";
import { getStatsReport } from "~/lib/stats/queries.server";
import { canOpenRedirectManager, newRedirectHref } from "~/lib/stats/redirects";
import { buildStatsScreen } from "~/lib/stats/screen.server";

export function meta() {
  return adminMeta("Statistiques du site");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("stats"));
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const report = await getStatsReport(getDb(context).db, period);
  return { screen: buildStatsScreen(report), redirects: canOpenRedirectManager(user), notFoundLog: canOpen(user, "notFoundLog") };
}

export const action = readOnlyAction("stats");

export const ErrorBoundary = screenErrorBoundary(
  "Une erreur est survenue lors du chargement des statistiques. Veuillez réessayer.",
  "Impossible de charger les statistiques du site",
);

const TABS = ["visiteurs", "pages-vues", "contenu", "geographie"] as const;

type Screen = Route.ComponentProps["loaderData"]["screen"];

const topPageColumns: Array<Column<Screen["topPages"][number]>> = [
  {
    key: "path",
    header: "Page",
    rowHeader: true,
    cell: (row) => (
      <a href={row.path} target="_blank" rel="noreferrer" className="font-mono text-brand-700 hover:underline">
        {row.path}
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    ),
  },
  { key: "title", header: "Titre", cell: (row) => row.title },
  { key: "views", header: "Vues", className: "text-right tabular-nums", cell: (row) => row.views },
];

const notFoundColumns: Array<Column<Screen["notFound"][number]>> = [
  { key: "path", header: "Adresse demandée", rowHeader: true, cell: (row) => <span className="font-mono break-all">{row.path}</span> },
  { key: "count", header: "Occurrences", className: "text-right tabular-nums", cell: (row) => row.count },
];

export default function Stats({ loaderData }: Route.ComponentProps) {
  const { screen, redirects, notFoundLog } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const initial = new URLSearchParams(location.search).get("tab");
  const [tab, setTab] = useState<string>(TABS.find((name) => name === initial) ?? TABS[0]);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const periodHref = (period: string) => `?period=${period}&tab=${tab}`;
  const { visitors, pageViews, content, geography } = screen.tabs;

  return (
    <div aria-busy={loading || undefined}>
      <PageHeader
        title="Statistiques du site"
        description={`${screen.periodLabel} : mesure d'audience interne au site, sans outil tiers (aujourd'hui en direct).`}
        actions={
          <>
            <Link to={`${location.pathname}${location.search}`} replace preventScrollReset className={buttonClass("secondary")}>
              <Icon name="refresh" className="size-4" />
              {loading ? "Actualisation..." : "Actualiser"}
            </Link>
            <a href={`/admin/stats/export?period=${screen.period}`} download className={buttonClass("secondary")}>
              <Icon name="download" className="size-4" />
              Exporter (CSV)
            </a>
          </>
        }
      />
      <nav aria-label="Période" className="mb-6 inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
        {STATS_PERIODS.map((period) => (
          <Link
            key={period}
            to={periodHref(period)}
            aria-current={period === screen.period ? "page" : undefined}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {PERIOD_LABELS[period]}
          </Link>
        ))}
      </nav>
      {screen.hasData ? null : (
        <div className="mb-6">
          <Banner tone="info">Aucune page vue n'a été enregistrée sur cette période.</Banner>
        </div>
      )}
      <div className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {screen.cards.map((card) => (
          <StatCard key={card.id} label={card.label} value={card.value} detail={card.detail} />
        ))}
      </div>
      <ScreenTabs
        label="Graphiques"
        selectedKey={tab}
        onSelectionChange={setTab}
        tabs={[
          { id: "visiteurs", label: "Visiteurs", content: <ChartFigure {...visitors} /> },
          { id: "pages-vues", label: "Pages vues", content: <ChartFigure {...pageViews} /> },
          { id: "contenu", label: "Contenu", content: <ChartFigure {...content} /> },
          { id: "geographie", label: "Distribution géographique", content: <ChartFigure {...geography} /> },
        ]}
      />
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <ChartFigure {...screen.sources} headingLevel={2} />
      </div>
      <section aria-labelledby="top-pages" className="mt-8 space-y-3">
        <h2 id="top-pages" className="text-lg font-semibold text-slate-900">
          Pages les plus consultées
        </h2>
        {screen.topPages.length ? (
          <DataTable caption="Pages les plus consultées" columns={topPageColumns} rows={screen.topPages} rowKey={(row) => row.path} />
        ) : (
          <p className="text-sm text-slate-600">Aucune page vue sur la période.</p>
        )}
      </section>
      <div className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <ChartFigure {...screen.funnel} headingLevel={2} />
        {screen.funnelBySource.rows.length ? <FigureDataTable table={screen.funnelBySource} visibleCaption /> : null}
        <p className="text-sm text-slate-700">{screen.terrainSummary}</p>
        <FigureDataTable table={screen.salesFunnel} visibleCaption />
        <p className="text-xs text-slate-600">
          Devis envoyés : numéros de devis envoyés au moins une fois sur la période, quelle que soit leur origine (simulation, demande de contact, appel) ; devis acceptés :
          acceptés sur la période.
        </p>
      </div>
      <section aria-labelledby="not-found" className="mt-8 space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="not-found" className="text-lg font-semibold text-slate-900">
            Pages introuvables (404)
          </h2>
          {notFoundLog ? (
            <Link to="/admin/redirects/not-found" className={buttonClass("link")}>
              Journal complet des pages introuvables
            </Link>
          ) : null}
        </div>
        {screen.notFound.length ? (
          <DataTable
            caption="Adresses introuvables les plus demandées"
            columns={notFoundColumns}
            rows={screen.notFound}
            rowKey={(row) => row.path}
            rowActions={redirects ? (row) => [{ label: "Créer une redirection", target: row.path, href: newRedirectHref(row.path) }] : undefined}
          />
        ) : (
          <p className="text-sm text-slate-600">Aucune page introuvable demandée sur la période.</p>
        )}
      </section>
    </div>
  );
}
