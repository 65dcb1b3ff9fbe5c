// The dossier's timeline (the client's page and the devis screen): an ordered list of steps,
// each done, current or to come, with its day, its detail and its documents, and the next
// thing to do. Data only: app/lib/devis/timeline.ts builds it. docs/decisions/644.
import { formatLongDate } from "~/lib/dates";
import type { Timeline } from "~/lib/devis/timeline";

const STATE_LABELS = { done: "fait", current: "en cours", upcoming: "à venir" } as const;
const MARKS = { done: "bg-green-700 text-white", current: "bg-amber-500 text-slate-900", upcoming: "bg-slate-200 text-slate-700" } as const;

export function DossierTimeline({ timeline, title = "Suivi de votre dossier", headingLevel = 2 }: { timeline: Timeline; title?: string; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="dossier-suivi" className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-6">
      <H id="dossier-suivi" className="text-xl font-bold text-brand-900">
        {title}
      </H>
      {timeline.next ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900" data-testid="dossier-next">
          {timeline.next}
        </p>
      ) : null}
      <ol className="space-y-3">
        {timeline.steps.map((step, index) => (
          <li key={step.key} className="flex gap-3" aria-current={step.state === "current" ? "step" : undefined}>
            <span aria-hidden="true" className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${MARKS[step.state]}`}>
              {step.state === "done" ? "✓" : index + 1}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">
                {step.label}
                <span className="sr-only"> ({STATE_LABELS[step.state]})</span>
                {step.day && step.key !== "visit" ? <span className="font-normal text-slate-600"> – {formatLongDate(`${step.day}T12:00:00Z`)}</span> : null}
              </p>
              {step.detail ? <p className="text-slate-700">{step.detail}</p> : null}
              {step.documents.length > 0 ? (
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {step.documents.map((doc) => (
                    <li key={doc.href}>
                      <a href={doc.href} className="font-semibold text-brand-700 underline">
                        {doc.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
