// The dossier on the devis screen, once the devis is an order: the visit (plan it, move it,
// what changed), the report (upload, « Remettre le rapport », the proof of delivery) and the
// documents attached to the devis. Plain forms: each works without JavaScript.
// docs/decisions/645-visit-planning-and-calendar.md, 646-report-delivery-proof.md
import { Form } from "react-router";
import { Card } from "~/components/admin/kit/page";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { FieldError, HintedField } from "./hinted-field";
import type { DevisStatus, InterventionWindow } from "~/db/schema";
import { formatBytes, formatDateTime, formatDay } from "~/lib/admin/format";
import { DT_DICT_NOTICE, INTERVENTION_WINDOWS } from "~/lib/devis/visit-report-schema";

type Visit = {
  sequence: number;
  day: string;
  window: InterventionWindow;
  engineerId: number | null;
  engineerName: string | null;
  accessNotes: string;
  clientPresence: boolean;
  dtDeclaredOn: string | null;
  dtAnsweredOn: string | null;
  createdAt: Date | string;
};

type Report = {
  filename: string;
  size: number;
  sha256: string;
  uploadedAt: Date | string;
  deliveredAt: Date | string | null;
  firstDownloadAt?: Date | string | null;
  firstDownloadIp?: string | null;
  firstDownloadUserAgent?: string | null;
  downloads?: number;
};

export type DossierAnswer = { intent?: string; error?: string; result?: { error?: Record<string, Array<string> | null> | null } | null } | undefined;

const day = (value: string) => formatDay(`${value}T12:00:00Z`);
const when = (v: Pick<Visit, "day" | "window">) => `${day(v.day)}, ${INTERVENTION_WINDOWS[v.window].label}`;

function errorOf(answer: DossierAnswer, intent: string, field: string): string | null {
  if (answer?.intent !== intent) return null;
  return answer.result?.error?.[field]?.join(" ") ?? null;
}

/** A required file input with its label above and its error below, each a child of the form (spaced by it). */
function FileInput({ id, name, label, accept, error }: { id: string; name: string; label: string; accept: string; error: string | null }) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block text-sm"
      />
      <FieldError id={id} message={error} />
    </>
  );
}

export function VisitCard({
  status,
  version,
  visits,
  engineers,
  canPlan,
  answer,
  today,
}: {
  status: DevisStatus;
  version: number;
  visits: Array<Visit>;
  engineers: Array<{ id: number; name: string | null }>;
  canPlan: boolean;
  answer: DossierAnswer;
  today: string;
}) {
  const current = visits[0] ?? null;
  const formError = answer?.intent === "plan-visit" && !answer.result ? (answer.error ?? null) : null;
  const dayError = errorOf(answer, "plan-visit", "day");
  const engineerError = errorOf(answer, "plan-visit", "engineerId");
  const windowError = errorOf(answer, "plan-visit", "window");
  const dtError = errorOf(answer, "plan-visit", "dtAnsweredOn") ?? errorOf(answer, "plan-visit", "dtDeclaredOn");
  return (
    <Card title="Intervention sur le terrain">
      {current ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="visit-current">
          <dt className="font-medium text-slate-600">Date</dt>
          <dd>{when(current)}</dd>
          <dt className="font-medium text-slate-600">Ingénieur</dt>
          <dd>{current.engineerName ?? "Non précisé"}</dd>
          <dt className="font-medium text-slate-600">Présence du client</dt>
          <dd>{current.clientPresence ? "Souhaitée" : "Pas nécessaire"}</dd>
          <dt className="font-medium text-slate-600">Accès au terrain</dt>
          <dd className="whitespace-pre-line">{current.accessNotes || "Aucune consigne"}</dd>
          <dt className="font-medium text-slate-600">DT-DICT</dt>
          <dd>
            {current.dtDeclaredOn ? `Déclarée le ${day(current.dtDeclaredOn)}` : "Non renseignée"}
            {current.dtAnsweredOn ? `, réponses reçues le ${day(current.dtAnsweredOn)}` : current.dtDeclaredOn ? ", réponses attendues : pas de sondage avant leur réception" : ""}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">Aucune intervention planifiée.</p>
      )}
      {visits.length > 1 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">Dates annoncées précédemment ({visits.length - 1})</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {visits.slice(1).map((v) => (
              <li key={v.sequence}>
                {when(v)} (annoncée le {formatDateTime(v.createdAt)})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canPlan ? (
        <details className="mt-4 rounded-lg border border-slate-200 p-3" open={answer?.intent === "plan-visit" || !current}>
          <summary className="cursor-pointer font-semibold text-brand-800">{current ? "Déplacer l'intervention…" : "Planifier l'intervention"}</summary>
          <Form method="post" className="mt-3 space-y-4" noValidate>
            <input type="hidden" name="intent" value="plan-visit" />
            <input type="hidden" name="version" value={version} />
            {formError ? <Banner tone="error">{formError}</Banner> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <HintedField id="visit-day" label="Date d'intervention" error={dayError}>
                {(control) => <input {...control} type="date" name="day" min={today} required defaultValue={current?.day ?? ""} className={`mt-1 ${inputClass}`} />}
              </HintedField>
              <HintedField id="visit-window" label="Créneau" error={windowError}>
                {(control) => (
                  <select {...control} name="window" defaultValue={current?.window ?? "matin"} className={`mt-1 ${inputClass}`}>
                    {(Object.keys(INTERVENTION_WINDOWS) as Array<InterventionWindow>).map((w) => (
                      <option key={w} value={w}>
                        {INTERVENTION_WINDOWS[w].label.replace(/^l[ea]? ?'?/, "").replace(/^./, (c) => c.toUpperCase())}
                      </option>
                    ))}
                  </select>
                )}
              </HintedField>
              <HintedField id="visit-engineer" label="Ingénieur sur place" error={engineerError}>
                {(control) => (
                  <select {...control} name="engineerId" defaultValue={current?.engineerId ?? ""} className={`mt-1 ${inputClass}`}>
                    <option value="">Choisir…</option>
                    {engineers.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.name ?? `#${e.id}`}
                      </option>
                    ))}
                  </select>
                )}
              </HintedField>
              <div className="flex items-start gap-3 self-end">
                <input id="visit-presence" type="checkbox" name="clientPresence" defaultChecked={current?.clientPresence ?? false} className="mt-1 size-5 accent-brand-700" />
                <label htmlFor="visit-presence" className="text-sm text-slate-800">
                  Présence du client souhaitée
                </label>
              </div>
            </div>
            <HintedField
              id="visit-access"
              label="Accès au terrain (dit au client)"
              hint="Par exemple : portail à ouvrir, accès pour la pelle mécanique ou la foreuse, clés chez le voisin."
              error={null}
            >
              {(control) => <textarea {...control} name="accessNotes" rows={2} defaultValue={current?.accessNotes ?? ""} className={`mt-1 ${inputClass}`} />}
            </HintedField>
            <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby="visit-dt-hint">
              <legend className={labelClass}>DT-DICT (facultatif)</legend>
              <p id="visit-dt-hint" className="text-xs text-slate-600 sm:col-span-2">
                {DT_DICT_NOTICE}
              </p>
              <div>
                <label htmlFor="visit-dt-declared" className={labelClass}>
                  Déclaration envoyée le
                </label>
                <input id="visit-dt-declared" type="date" name="dtDeclaredOn" defaultValue={current?.dtDeclaredOn ?? ""} className={`mt-1 ${inputClass}`} />
              </div>
              <div>
                <label htmlFor="visit-dt-answered" className={labelClass}>
                  Réponses reçues le
                </label>
                <input
                  id="visit-dt-answered"
                  type="date"
                  name="dtAnsweredOn"
                  defaultValue={current?.dtAnsweredOn ?? ""}
                  aria-invalid={dtError ? true : undefined}
                  aria-describedby={dtError ? "visit-dt-error" : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                <FieldError id="visit-dt" message={dtError} />
              </div>
            </fieldset>
            <button type="submit" className={buttonClass("primary")}>
              {current ? "Déplacer et prévenir le client" : "Planifier et prévenir le client"}
            </button>
          </Form>
        </details>
      ) : status === "accepte" ? (
        <p className="mt-3 text-sm text-slate-600">L'intervention se planifie une fois l'acompte reçu.</p>
      ) : null}
    </Card>
  );
}

export function ReportCard({ version, report, canUpload, answer }: { version: number; report: Report | null; canUpload: boolean; answer: DossierAnswer }) {
  const uploadError = answer?.intent === "upload-report" ? (answer.error ?? null) : null;
  const deliverError = answer?.intent === "deliver-report" ? (answer.error ?? null) : null;
  return (
    <Card title="Rapport">
      {report ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="report-facts">
          <dt className="font-medium text-slate-600">Fichier</dt>
          <dd>
            {report.filename} ({formatBytes(report.size)}), déposé le {formatDateTime(report.uploadedAt)}
          </dd>
          <dt className="font-medium text-slate-600">SHA-256</dt>
          <dd>
            <code className="break-all text-xs">{report.sha256}</code>
          </dd>
          <dt className="font-medium text-slate-600">Remis au client</dt>
          <dd>{report.deliveredAt ? `le ${formatDateTime(report.deliveredAt)}` : "Pas encore"}</dd>
          {report.deliveredAt ? (
            <>
              <dt className="font-medium text-slate-600">Preuve de remise</dt>
              <dd>
                {report.firstDownloadAt
                  ? `Premier téléchargement par le client le ${formatDateTime(report.firstDownloadAt)} (IP ${report.firstDownloadIp ?? "non transmise"}) ; ${report.downloads} téléchargement${(report.downloads ?? 0) > 1 ? "s" : ""} en tout.`
                  : "Le client n'a pas encore téléchargé le rapport."}
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">Aucun rapport déposé.</p>
      )}
      {canUpload && !report?.deliveredAt ? (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <Form method="post" encType="multipart/form-data" className="space-y-2">
            <input type="hidden" name="intent" value="upload-report" />
            <FileInput
              id="report-file"
              name="report"
              label={report ? "Remplacer le rapport (PDF, 10 Mo au maximum)" : "Rapport (PDF, 10 Mo au maximum)"}
              accept="application/pdf,.pdf"
              error={uploadError}
            />
            <button type="submit" className={buttonClass("secondary")}>
              Déposer le rapport
            </button>
          </Form>
          {report ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="deliver-report" />
              <input type="hidden" name="version" value={version} />
              <p className="max-w-sm text-sm text-slate-700">Le client reçoit un e-mail et télécharge le rapport depuis son lien ; son premier téléchargement est enregistré.</p>
              {deliverError ? (
                <p role="alert" className="text-sm text-red-700">
                  {deliverError}
                </p>
              ) : null}
              <button type="submit" className={buttonClass("primary")}>
                Remettre le rapport
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

export function DocumentsCard({
  devisId,
  documents,
  draft,
  answer,
}: {
  devisId: number;
  documents: Array<{ id: number; filename: string; size: number }>;
  draft: boolean;
  answer: DossierAnswer;
}) {
  const error = answer?.intent === "attach-document" || answer?.intent === "remove-document" ? (answer.error ?? null) : null;
  if (!draft && documents.length === 0) return null;
  return (
    <Card title="Plans et documents joints">
      {documents.length === 0 ? (
        <p className="text-sm text-slate-700">Aucun document joint. Un plan de situation ou de masse aide le client à vérifier l'implantation des sondages.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2">
              <a href={`/admin/devis/${devisId}/documents/${doc.id}`} className="font-medium text-brand-700 underline">
                {doc.filename}
              </a>
              <span className="text-xs text-slate-600">{formatBytes(doc.size)}</span>
              {draft ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-document" />
                  <input type="hidden" name="documentId" value={doc.id} />
                  <button type="submit" className={buttonClass("secondary")}>
                    Retirer<span className="sr-only"> {doc.filename}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {draft ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-2">
          <input type="hidden" name="intent" value="attach-document" />
          <FileInput
            id="devis-document"
            name="document"
            label="Joindre un plan ou un document (PDF, JPG, PNG ou WebP, 10 Mo au maximum)"
            accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp"
            error={error}
          />
          <button type="submit" className={buttonClass("secondary")}>
            Joindre au devis
          </button>
        </Form>
      ) : null}
    </Card>
  );
}
