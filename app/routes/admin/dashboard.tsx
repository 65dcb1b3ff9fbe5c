import { Link } from "react-router";
import { ARTICLE_STATE_LABELS, type ArticleState } from "~/lib/content/article-schema";
import type { Route } from "./+types/dashboard";
import { LaunchCard } from "~/components/admin/launch-card";
import { Badge, Card, PageHeader } from "~/components/admin/kit/page";
import { getDb } from "~/db/get-db.server";
import { getDashboard } from "~/lib/admin/dashboard.server";
import { formatDay, formatNumber, fullName } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { canOpen, hasRole, routeMinimum, userCan } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { isContentCheck } from "~/lib/health/checks";
import { siteHealth } from "~/lib/health/health.server";
import { countNewLeads } from "~/lib/leads/leads.server";
import { pendingRequests } from "~/lib/privacy/register.server";
import { PendingRequestsPanel } from "~/components/admin/privacy-answer";
import { getDevisFigures } from "~/lib/devis/list.server";
import { DevisFiguresGrid } from "~/components/devis/figures";
import { WeekOfDossiers } from "~/components/devis/order-book";
import { weekOfDossiers } from "~/lib/devis/order-book.server";

export function meta() {
  return adminMeta("Tableau de bord");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("dashboard"));
  const { db } = getDb(context);
  // 'État du site' for editors and super admins; cached DNS answers only: the dashboard never waits on the resolver.
  const health = hasRole(user.role, "editor") ? siteHealth({ db, env: getCloudflare(context).env, fetcher: (input, init) => fetch(input, init), dnsCacheOnly: true }) : null;
  const [dashboard, leads, launch, privacy, devis] = await Promise.all([
    getDashboard(db),
    userCan(user, "manage:leads") ? countNewLeads(db) : null,
    health,
    // Every open personal data request and its deadline (RGPD art. 12.3: one month), for who answers them (docs/decisions/346).
    userCan(user, "manage:personal-data") ? pendingRequests(db) : null,
    // The same query as the figures of « Devis » (app/lib/devis/list.server.ts).
    userCan(user, "manage:devis") ? getDevisFigures(db) : null,
  ]);
  // The week's visits and reports due (docs/decisions/647), for who runs the dossiers.
  const week = userCan(user, "manage:devis") ? await weekOfDossiers(db) : null;
  return {
    user,
    ...dashboard,
    leads,
    privacy: privacy && privacy.total > 0 ? privacy : null,
    devis,
    week,
    launch: launch
      ? {
          blocking: launch.blocking,
          // Editors see what they can fix themselves: the content lines.
          lines: canOpen(user, "siteHealth") ? [] : launch.checks.filter((check) => isContentCheck(check) && check.state !== "ok"),
        }
      : null,
  };
}

export const action = readOnlyAction("dashboard");

const stateTone = { draft: "slate", scheduled: "amber", published: "green" } as const;

function StatCard({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value === null ? "N/A" : formatNumber(value)}</p>
      <p className="mt-1 text-xs text-slate-500">30 derniers jours</p>
    </div>
  );
}

function LatestList({
  title,
  items,
  itemHref,
  allHref,
}: {
  title: string;
  items: Array<{ id: number; title: string; state: ArticleState; createdAt: Date }>;
  itemHref: ((id: number) => string) | null;
  allHref: string | null;
}) {
  return (
    <Card
      title={title}
      actions={
        allHref ? (
          <Link to={allHref} className="text-sm font-semibold text-brand-700 hover:underline">
            Voir tout<span className="sr-only"> ({title.toLowerCase()})</span>
          </Link>
        ) : null
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">Aucun élément pour le moment.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              {itemHref ? (
                <Link to={itemHref(item.id)} className="min-w-0 truncate font-medium text-slate-800 hover:text-brand-700 hover:underline">
                  {item.title}
                </Link>
              ) : (
                <span className="min-w-0 truncate font-medium text-slate-800">{item.title}</span>
              )}
              <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
                <Badge tone={stateTone[item.state]}>{ARTICLE_STATE_LABELS[item.state]}</Badge>
                {formatDay(item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, stats, latestPages, latestPosts, leads, launch, privacy, devis, week } = loaderData;
  const name = fullName(user);
  return (
    <>
      <PageHeader title="Tableau de bord" description={`Bienvenue${name ? `, ${name}` : ""}.`} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Visiteurs uniques" value={stats?.uniqueVisitors ?? null} />
        <StatCard label="Nouveaux visiteurs" value={stats?.newVisitors ?? null} />
        <StatCard label="Pages vues" value={stats?.pageViews ?? null} />
      </div>
      {launch ? <LaunchCard blocking={launch.blocking} lines={launch.lines} screen={canOpen(user, "siteHealth")} /> : null}
      {privacy ? <PendingRequestsPanel pending={privacy} /> : null}
      {leads ? (
        <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {leads.contacts} demande{leads.contacts > 1 ? "s" : ""} de contact et {leads.simulations} simulation
          {leads.simulations > 1 ? "s" : ""} au statut « Nouveau ».{" "}
          <Link to="/admin/demandes" className="font-semibold underline">
            Ouvrir les demandes
          </Link>
        </p>
      ) : null}
      {devis ? (
        <section aria-labelledby="dashboard-devis" className="mt-6 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="dashboard-devis" className="text-lg font-semibold text-slate-900">
              Devis
            </h2>
            <Link to="/admin/devis" className="text-sm font-semibold text-brand-700 hover:underline">
              Voir tous les devis
            </Link>
          </div>
          <DevisFiguresGrid figures={devis} />
          {week ? <WeekOfDossiers week={week} /> : null}
        </section>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <LatestList
          title="Dernières pages"
          items={latestPages}
          itemHref={canOpen(user, "page") ? (id) => `/admin/pages/${id}` : null}
          allHref={canOpen(user, "pages") ? "/admin/pages" : null}
        />
        <LatestList
          title="Derniers articles"
          items={latestPosts}
          itemHref={canOpen(user, "article") ? (id) => `/admin/blog/posts/${id}` : null}
          allHref={canOpen(user, "articles") ? "/admin/blog/posts" : null}
        />
      </div>
    </>
  );
}
