import { Link } from "react-router";
import type { Route } from "./+types/site-health";
import { Badge, Card, PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { getDb } from "~/db/get-db.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { CHECK_GROUP_LABELS, CHECK_GROUPS, CHECK_STATE_LABELS, type CheckState, type HealthCheck, type HealthView, healthView, pointsLabel } from "~/lib/health/checks";
import { siteHealth } from "~/lib/health/health.server";

export function meta() {
  return adminMeta("État du site");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("siteHealth"));
  const { db } = getDb(context);
  // The network edge: tests intercept the resolver's fetch, never this module.
  const health = await siteHealth({ db, env: getCloudflare(context).env, fetcher: (input, init) => fetch(input, init) });
  return { ...health, view: healthView(new URL(request.url), health.checks) };
}

export const action = readOnlyAction("siteHealth");

const TONES: Record<CheckState, "green" | "red" | "amber" | "blue"> = { ok: "green", todo: "red", warning: "amber", verify: "blue" };

function CheckLine({ check }: { check: HealthCheck }) {
  return (
    <li id={`point-${check.id.replace(/[^a-z0-9]+/gi, "-")}`} className="py-3" data-check={check.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{check.label}</h3>
        <Badge tone={TONES[check.state]}>{CHECK_STATE_LABELS[check.state]}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{check.explanation}</p>
      {check.records?.map((record) => (
        <dl key={record.name} className="mt-2 grid gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-xs sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-600">Type</dt>
          <dd className="font-mono">{record.type}</dd>
          <dt className="font-semibold text-slate-600">Nom</dt>
          <dd className="font-mono break-all">{record.name}</dd>
          <dt className="font-semibold text-slate-600">Valeur à coller</dt>
          <dd className="font-mono break-all">{record.value}</dd>
          {record.found && record.found.length > 0 ? (
            <>
              <dt className="font-semibold text-slate-600">Trouvé</dt>
              <dd className="font-mono break-all">{record.found.join(" | ")}</dd>
            </>
          ) : null}
        </dl>
      ))}
      {check.command ? (
        <p className="mt-1 text-xs text-slate-600">
          À faire lors du déploiement : <code className="rounded bg-slate-100 px-1 py-0.5">{check.command}</code>
        </p>
      ) : null}
      {check.items && check.items.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {check.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="inline-flex min-h-6 items-center text-brand-700 underline hover:text-brand-900">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {check.fix ? (
        <p className="mt-1 text-sm">
          <Link to={check.fix.href} className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline hover:text-brand-900">
            {check.fix.label}
            <span className="sr-only"> : {check.label}</span>
          </Link>
        </p>
      ) : null}
    </li>
  );
}

const VIEWS: Array<{ view: HealthView; label: string }> = [
  { view: "a-faire", label: "À faire seulement" },
  { view: "tout", label: "Tout afficher" },
];

/** Two links, not a script: the view lives in the URL and works without JavaScript. */
function ViewSwitch({ current, hidden }: { current: HealthView; hidden: number }) {
  return (
    <nav aria-label="Lignes affichées" className="mb-6 flex flex-wrap items-center gap-3">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 text-sm font-medium">
        {VIEWS.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={`?vue=${view}`}
              aria-current={view === current ? "page" : undefined}
              className={`inline-flex min-h-9 items-center rounded-md px-3 ${view === current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {current === "a-faire" && hidden > 0 ? (
        <p className="text-sm text-slate-600">
          {hidden} ligne{hidden > 1 ? "s" : ""} « OK » masquée{hidden > 1 ? "s" : ""}.
        </p>
      ) : null}
    </nav>
  );
}

export default function SiteHealth({ loaderData }: Route.ComponentProps) {
  const { checks, blocking, view } = loaderData;
  const shown = view === "tout" ? checks : checks.filter((check) => check.state !== "ok");
  return (
    <>
      <PageHeader
        title="État du site"
        description="Ce qu'il reste à régler avant la mise en ligne : « À faire » bloque, « Attention » mérite un coup d'œil, « À vérifier » n'a pas pu être contrôlé depuis le site."
      />
      <p
        role="status"
        className={`mb-6 rounded-lg border px-4 py-3 text-sm font-semibold ${blocking > 0 ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"}`}
      >
        {blocking > 0 ? pointsLabel(blocking) : "Aucun point bloquant : le site est prêt pour la mise en ligne."}
      </p>
      <ViewSwitch current={view} hidden={checks.length - shown.length} />
      <div className="grid gap-6">
        {CHECK_GROUPS.map((group) => {
          const lines = shown.filter((check) => check.group === group);
          if (lines.length === 0) return null;
          const open = lines.filter((check) => check.state !== "ok").length;
          return (
            <Card key={group} title={`${CHECK_GROUP_LABELS[group]} (${open === 0 ? "tout est en ordre" : `${open} à revoir`})`}>
              <ul className="divide-y divide-slate-100">
                {lines.map((check) => (
                  <CheckLine key={check.id} check={check} />
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary("Une erreur est survenue lors du chargement de l'état du site. Veuillez réessayer.");
