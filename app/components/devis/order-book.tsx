// The order book's figures at the top of « Devis » (each one a link to its filter) and the
// dashboard's week of dossiers: visits from today to Sunday, reports due this week or late.
// docs/decisions/647-order-book.md
import { Link } from "react-router";
import { Card } from "~/components/admin/kit/page";
import { formatDay } from "~/lib/admin/format";
import { formatCents } from "~/lib/devis/lines";
import type { OrderBookFigures } from "~/lib/devis/order-book.server";

function Figure({ label, value, href, tone = "slate" }: { label: string; value: string; href: string; tone?: "slate" | "red" }) {
  return (
    <div className={`rounded-xl border bg-white p-4 shadow-sm ${tone === "red" ? "border-red-300" : "border-slate-200"}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${tone === "red" ? "text-red-800" : "text-slate-900"}`}>{value}</dd>
      <dd className="mt-1 text-xs">
        <Link to={href} className="font-semibold text-brand-700 hover:underline">
          Voir les dossiers<span className="sr-only"> : {label.toLowerCase()}</span>
        </Link>
      </dd>
    </div>
  );
}

export function OrderBookGrid({ figures }: { figures: OrderBookFigures }) {
  return (
    <section aria-label="Carnet de commandes" className="mt-3">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Figure label="Acomptes en attente" value={`${figures.depositsPending.count} · ${formatCents(figures.depositsPending.cents)}`} href="/admin/devis?dossier=acompte" />
        <Figure label="Interventions sous 7 jours" value={String(figures.visitsNext7Days)} href="/admin/devis?dossier=intervention" />
        <Figure label="Rapports dus cette semaine" value={String(figures.reportsDueThisWeek)} href="/admin/devis?dossier=semaine" />
        <Figure label="Rapports en retard" value={String(figures.reportsLate)} href="/admin/devis?dossier=retard" tone={figures.reportsLate > 0 ? "red" : "slate"} />
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">Encaissé ce mois-ci</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCents(figures.collectedThisMonthCents)}</dd>
          <dd className="mt-1 text-xs text-slate-600">Acomptes et soldes reçus, remboursements déduits</dd>
        </div>
      </dl>
    </section>
  );
}

type WeekDossier = {
  id: number;
  number: string;
  clientName: string;
  siteCity: string;
  visitDay: string | null;
  visitWindow: "matin" | "apres_midi" | null;
  promised: string | null;
};

const day = (value: string) => formatDay(`${value}T12:00:00Z`);

export function WeekOfDossiers({ week }: { week: { today: string; visits: Array<WeekDossier>; reports: Array<WeekDossier> } }) {
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="dashboard-week">
      <Card title="Interventions de la semaine">
        {week.visits.length === 0 ? (
          <p className="text-sm text-slate-600">Aucune intervention prévue d'ici dimanche.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {week.visits.map((d) => (
              <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/devis/${d.id}`} className="font-medium text-brand-700 hover:underline">
                  {d.number} – {d.clientName}
                </Link>
                <span className="text-slate-600">
                  {d.visitDay ? day(d.visitDay) : ""} {d.visitWindow === "apres_midi" ? "après-midi" : "matin"}, {d.siteCity}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Rapports dus cette semaine ou en retard">
        {week.reports.length === 0 ? (
          <p className="text-sm text-slate-600">Aucun rapport dû d'ici dimanche.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {week.reports.map((d) => {
              const late = d.promised !== null && d.promised < week.today;
              return (
                <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link to={`/admin/devis/${d.id}`} className="font-medium text-brand-700 hover:underline">
                    {d.number} – {d.clientName}
                  </Link>
                  <span className={late ? "font-semibold text-red-800" : "text-slate-600"}>
                    {late ? "En retard : promis le " : "Promis le "}
                    {d.promised ? day(d.promised) : ""}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
