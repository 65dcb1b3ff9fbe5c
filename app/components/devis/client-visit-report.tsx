// The client's page of a dossier (/devis/{token}): the visit announced (date, half-day,
// engineer, access, DT-DICT), the report to download once delivered, and the plans or
// documents attached to the devis. Plain HTML: links and text, no script.
// docs/decisions/645-visit-planning-and-calendar.md, 646-report-delivery-proof.md, 649
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { InterventionWindow } from "~/db/schema";
import { formatBytes, formatDateTime } from "~/lib/admin/format";
import { formatLongDate } from "~/lib/dates";
import { DT_DICT_NOTICE, INTERVENTION_WINDOWS } from "~/lib/devis/visit-report-schema";

export type VisitReportParts = {
  visit: {
    day: string;
    window: InterventionWindow;
    engineerName: string | null;
    accessNotes: string;
    clientPresence: boolean;
    dtPending: boolean;
    changed: boolean;
  } | null;
  report: { filename: string; size: number; deliveredAt: Date | string } | null;
  documents: Array<{ id: number; filename: string; mimeType: string; size: number }>;
} | null;

const weekday = new Intl.DateTimeFormat("fr-FR", { weekday: "long", timeZone: "UTC" });

export function ClientVisit({ visit }: { visit: NonNullable<VisitReportParts>["visit"] }) {
  if (!visit) return null;
  return (
    <section aria-labelledby="intervention" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-6">
      <h2 id="intervention" className="text-xl font-bold text-brand-900">
        Intervention sur votre terrain
      </h2>
      <p className="text-lg font-semibold text-slate-900" data-testid="client-visit-date">
        Le {weekday.format(new Date(`${visit.day}T12:00:00Z`))} {formatLongDate(`${visit.day}T12:00:00Z`)}, {INTERVENTION_WINDOWS[visit.window].label}
      </p>
      {visit.changed ? (
        <p className="text-sm text-slate-700">Cette date remplace celle annoncée précédemment (vous avez reçu un e-mail avec le nouveau fichier calendrier).</p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {visit.engineerName ? (
          <>
            <dt className="font-medium text-slate-600">Ingénieur</dt>
            <dd>{visit.engineerName}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">Votre présence</dt>
        <dd>{visit.clientPresence ? "Souhaitée, pour nous montrer le terrain et ses accès" : "Pas nécessaire"}</dd>
        {visit.accessNotes ? (
          <>
            <dt className="font-medium text-slate-600">Accès au terrain</dt>
            <dd className="whitespace-pre-line">{visit.accessNotes}</dd>
          </>
        ) : null}
      </dl>
      {visit.dtPending ? <p className="text-sm text-slate-700">{DT_DICT_NOTICE}</p> : null}
    </section>
  );
}

export function ClientReport({ report, token }: { report: NonNullable<VisitReportParts>["report"]; token: string }) {
  if (!report) return null;
  return (
    <section aria-labelledby="rapport" className="space-y-3 rounded-xl border-2 border-green-300 bg-green-50 p-4 sm:p-6">
      <h2 id="rapport" className="text-xl font-bold text-green-900">
        Votre rapport est disponible
      </h2>
      <p className="text-sm text-slate-800">
        Remis le {formatDateTime(report.deliveredAt)}. Conservez-le avec les documents de votre terrain ou de votre projet : le notaire, le constructeur ou l'assureur vous le
        demanderont.
      </p>
      <a href={`/devis/${token}/rapport`} className={buttonClass("primary", "w-full sm:w-auto")}>
        <Icon name="download" className="size-4" />
        Télécharger le rapport (PDF, {formatBytes(report.size)})
      </a>
    </section>
  );
}

export function ClientDocuments({ documents, token }: { documents: NonNullable<VisitReportParts>["documents"]; token: string }) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-joints" className="space-y-2">
      <h2 id="documents-joints" className="text-lg font-semibold text-brand-900">
        Plans et documents joints
      </h2>
      <ul className="space-y-1 text-sm">
        {documents.map((doc) => (
          <li key={doc.id}>
            <a href={`/devis/${token}/documents/${doc.id}`} className="font-medium text-brand-700 underline">
              {doc.filename}
            </a>{" "}
            <span className="text-slate-600">({formatBytes(doc.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
