// The figures of the devis pipeline, at the top of « Devis » and on the dashboard (one query:
// app/lib/devis/list.server.ts).
import { Link } from "react-router";
import type { DevisFigures } from "~/lib/devis/list.server";
import { formatCents } from "~/lib/devis/lines";

const monthName = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

function hours(value: number) {
  if (value < 48) return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(value)} h`;
  return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(value / 24)} jours`;
}

function Figure({ label, value, detail }: { label: string; value: string; detail: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">{detail}</dd>
    </div>
  );
}

export function DevisFiguresGrid({ figures, title = "Devis" }: { figures: DevisFigures; title?: string }) {
  const month = monthName.format(new Date(`${figures.month}-01T00:00:00Z`));
  const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;
  return (
    <section aria-label={`${title} : chiffres de ${month}`}>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Figure label={`Envoyés en ${month}`} value={`${formatCents(figures.sent.htCents)} HT`} detail={plural(figures.sent.count, "devis envoyé")} />
        <Figure label={`Acceptés en ${month}`} value={`${formatCents(figures.accepted.htCents)} HT`} detail={plural(figures.accepted.count, "devis accepté")} />
        <Figure
          label="Taux de conversion"
          value={figures.conversion.rate === null ? "—" : `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(figures.conversion.rate)} %`}
          detail={`${figures.conversion.accepted} accepté${figures.conversion.accepted > 1 ? "s" : ""} sur ${plural(figures.conversion.sent, "devis envoyé")} (12 mois)`}
        />
        <Figure
          label="Délai demande → devis"
          value={figures.response.averageHours === null ? "—" : hours(figures.response.averageHours)}
          detail={
            figures.response.measured === 0
              ? "Aucun devis envoyé depuis une demande (90 jours)"
              : `${figures.response.within48h} sur ${figures.response.measured} envoyé${figures.response.measured > 1 ? "s" : ""} sous 48 h (90 jours)`
          }
        />
        <Figure
          label="Expirent sous 7 jours"
          value={String(figures.expiring)}
          detail={
            <Link to="/admin/devis?status=envoye" className="font-semibold text-brand-700 hover:underline">
              Voir les devis envoyés
            </Link>
          }
        />
      </dl>
    </section>
  );
}
