// /devis/{token}, phone first: the devis, its PDF, and the two answers as plain HTML forms
// (accept with « Bon pour accord », refuse with an optional reason). Every state of the link
// has its own page; a replaced, expired or cancelled devis is never shown.
import { Link } from "react-router";
import { ArchivedDossier, ClientDossierPanel } from "~/components/devis/client-dossier";
import { ClientDocuments, ClientReport, ClientVisit, type VisitReportParts } from "~/components/devis/client-visit-report";
import { DevisDocument } from "~/components/devis/devis-document";
import type { ClientDossier } from "~/lib/devis/timeline";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { formatDateTime } from "~/lib/admin/format";
import { formatCents } from "~/lib/devis/lines";
import { CLIENT_MESSAGES, REFUSAL_REASONS, WITHDRAWAL_CHOICE_LABELS } from "~/lib/devis/schema";
import { SIGNATURE_NOTICE } from "~/lib/devis/texts";
import type { DevisView } from "~/lib/devis/view";
import { formatDate } from "~/lib/dates";

type Acceptance = { signerName: string; signerQuality: string; acceptedAt: Date | string; withdrawalChoice: "attendre" | "commencer" | null } | null;

export type ClientPageData =
  | { state: "unknown" }
  | { state: "replaced"; number: string; indice: string; newerLink: string | null }
  | { state: "expired"; number: string; indice: string }
  | { state: "cancelled"; number: string; indice: string }
  | { state: "refused"; number: string; indice: string; answeredAt: Date | string | null }
  | { state: "archived"; number: string; indice: string; email: string | null }
  | { state: "open" | "accepted"; view: DevisView; acceptance: Acceptance; dossier?: ClientDossier | null };

type Answer = { intent: string; error: string | null; errors: Record<string, Array<string>> } | undefined;

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main id="contenu" className="flex-1 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>
    </main>
  );
}

function StatePage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Shell>
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <div className="mt-4 space-y-4 text-slate-700">{children}</div>
        <p className="mt-6">
          <Link to="/contact" className={buttonClass("secondary")}>
            Nous contacter
          </Link>
        </p>
      </div>
    </Shell>
  );
}

const day = (value: string) => formatDate(`${value}T12:00:00Z`);

function fieldError(answer: Answer, name: string) {
  const errors = answer?.errors?.[name];
  return errors?.length ? errors.join(" ") : null;
}

export function ClientDevisPage({ page, token, answer, visitReport = null }: { page: ClientPageData; token: string; answer: Answer; visitReport?: VisitReportParts }) {
  if (page.state === "unknown") {
    return (
      <StatePage title={CLIENT_MESSAGES.unknownTitle}>
        <p>{CLIENT_MESSAGES.unknown}</p>
      </StatePage>
    );
  }
  if (page.state === "replaced") {
    return (
      <StatePage title={CLIENT_MESSAGES.replacedTitle}>
        <p>
          Le devis n° {page.number}, indice {page.indice}, a été remplacé. {CLIENT_MESSAGES.replaced}
        </p>
        {page.newerLink ? (
          <p>
            <a href={page.newerLink} className={buttonClass("primary")}>
              Voir la nouvelle version du devis
            </a>
          </p>
        ) : null}
      </StatePage>
    );
  }
  if (page.state === "expired" || page.state === "cancelled") {
    return (
      <StatePage title={page.state === "expired" ? CLIENT_MESSAGES.expiredTitle : CLIENT_MESSAGES.cancelledTitle}>
        <p>
          Devis n° {page.number}, indice {page.indice}. {page.state === "expired" ? CLIENT_MESSAGES.expired : CLIENT_MESSAGES.cancelled}
        </p>
        {answer?.error ? <Banner tone="error">{answer.error}</Banner> : null}
      </StatePage>
    );
  }
  if (page.state === "archived") {
    return (
      <StatePage title="Dossier archivé">
        <ArchivedDossier {...page} />
      </StatePage>
    );
  }
  if (page.state === "refused") {
    return (
      <StatePage title="Devis refusé">
        <p>
          Vous avez refusé le devis n° {page.number}, indice {page.indice}
          {page.answeredAt ? ` le ${formatDateTime(page.answeredAt)}` : ""}. {CLIENT_MESSAGES.refused}
        </p>
        {answer?.error ? <Banner tone="error">{answer.error}</Banner> : null}
      </StatePage>
    );
  }

  const d = page.view;
  const accepted = page.state === "accepted";
  return (
    <Shell>
      <article className="space-y-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold text-brand-900">Devis n° {d.number}</h1>
          <p className="text-sm text-slate-600">
            Indice {d.indice}
            {d.sentAt ? ` · émis le ${formatDate(d.sentAt)}` : ""}
            {d.validUntil ? ` · valable jusqu'au ${day(d.validUntil)}` : ""}
          </p>
        </header>
        {answer?.error ? <Banner tone="error">{answer.error}</Banner> : null}
        {accepted && page.dossier?.status !== "retracte" ? (
          <Banner tone="success" title="Devis accepté">
            <p>{CLIENT_MESSAGES.accepted}</p>
            {page.acceptance ? (
              <p>
                Accepté en ligne par {page.acceptance.signerName} ({page.acceptance.signerQuality}) le {formatDateTime(page.acceptance.acceptedAt)}.
                {page.acceptance.withdrawalChoice ? ` ${WITHDRAWAL_CHOICE_LABELS[page.acceptance.withdrawalChoice]}` : ""}
              </p>
            ) : null}
          </Banner>
        ) : null}
        <ClientReport report={visitReport?.report ?? null} token={token} />
        <ClientVisit visit={visitReport?.visit ?? null} />
        <div className="flex flex-wrap gap-3">
          {accepted ? (
            <a href={`/devis/${token}/pdf-signe`} className={buttonClass("primary")}>
              <Icon name="download" className="size-4" />
              Télécharger le devis signé (PDF)
            </a>
          ) : null}
          <a href={`/devis/${token}/pdf`} className={buttonClass(accepted ? "secondary" : "primary")}>
            <Icon name="download" className="size-4" />
            Télécharger le devis (PDF)
          </a>
        </div>
        <ClientDocuments documents={visitReport?.documents ?? []} token={token} />
        {accepted && page.dossier ? <ClientDossierPanel dossier={page.dossier} answer={answer} /> : null}
        <DevisDocument devis={d} />
        {accepted ? null : <AnswerForms devis={d} answer={answer} />}
      </article>
    </Shell>
  );
}

function AnswerForms({ devis: d, answer }: { devis: DevisView; answer: Answer }) {
  const particulier = d.clientType === "particulier";
  const nameError = fieldError(answer, "signerName");
  const qualityError = fieldError(answer, "signerQuality");
  const approvalError = fieldError(answer, "approval");
  const withdrawalError = fieldError(answer, "withdrawalChoice");
  const describe = (id: string, error: string | null, hint?: string) => [hint, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <section aria-labelledby="accepter" className="space-y-4 rounded-xl border-2 border-brand-200 bg-brand-50/40 p-4 sm:p-6">
        <h2 id="accepter" className="text-xl font-bold text-brand-900">
          Accepter le devis
        </h2>
        <p className="text-sm text-slate-700">{SIGNATURE_NOTICE}</p>
        <form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="accept" />
          <div>
            <label htmlFor="signer-name" className={labelClass}>
              Nom
            </label>
            <input
              id="signer-name"
              name="signerName"
              autoComplete="name"
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={describe("signer-name", nameError, "signer-name-hint")}
              className={`mt-1 ${inputClass}`}
            />
            <p id="signer-name-hint" className="mt-1 text-xs text-slate-600">
              Vos prénom et nom, tels qu'ils figureront sur le devis signé.
            </p>
            {nameError ? (
              <p id="signer-name-error" className="mt-1 text-sm text-red-700">
                {nameError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="signer-quality" className={labelClass}>
              Qualité
            </label>
            <input
              id="signer-quality"
              name="signerQuality"
              required
              aria-invalid={qualityError ? true : undefined}
              aria-describedby={describe("signer-quality", qualityError, "signer-quality-hint")}
              className={`mt-1 ${inputClass}`}
            />
            <p id="signer-quality-hint" className="mt-1 text-xs text-slate-600">
              {particulier ? "Par exemple\u202f: propriétaire du terrain, vendeur." : "Par exemple\u202f: gérant, directeur technique, pour la société."}
            </p>
            {qualityError ? (
              <p id="signer-quality-error" className="mt-1 text-sm text-red-700">
                {qualityError}
              </p>
            ) : null}
          </div>
          {particulier ? (
            <fieldset aria-describedby={withdrawalError ? "withdrawal-error" : undefined} className="space-y-2">
              <legend className={labelClass}>Début de la mission et délai de rétractation de 14 jours</legend>
              {(["attendre", "commencer"] as const).map((choice) => (
                <div key={choice} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
                  <input id={`withdrawal-${choice}`} type="radio" name="withdrawalChoice" value={choice} required className="mt-1 size-5 shrink-0 accent-brand-700" />
                  <label htmlFor={`withdrawal-${choice}`} className="text-sm text-slate-800">
                    {WITHDRAWAL_CHOICE_LABELS[choice]}
                  </label>
                </div>
              ))}
              {withdrawalError ? (
                <p id="withdrawal-error" className="text-sm text-red-700">
                  {withdrawalError}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className="flex items-start gap-3">
            <input
              id="approval"
              type="checkbox"
              name="approval"
              value="on"
              required
              aria-invalid={approvalError ? true : undefined}
              aria-describedby={approvalError ? "approval-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="approval" className="text-sm text-slate-800">
              <strong>Bon pour accord</strong>
              {"\u202f: "}j'accepte le devis n° {d.number}, indice {d.indice}, d'un montant de {formatCents(d.totalHtCents)} HT, soit {formatCents(d.totalTtcCents)} TTC, ainsi que
              les conditions générales de vente.
            </label>
          </div>
          {approvalError ? (
            <p id="approval-error" className="text-sm text-red-700">
              {approvalError}
            </p>
          ) : null}
          <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
            Accepter le devis
          </button>
        </form>
      </section>

      <details className="rounded-xl border border-slate-200 p-4 sm:p-6">
        <summary className="cursor-pointer font-semibold text-slate-800">{"Ce devis ne vous convient pas\u202f?"}</summary>
        <form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="refuse" />
          <div>
            <label htmlFor="refusal-reason" className={labelClass}>
              Raison (facultative)
            </label>
            <select id="refusal-reason" name="reason" defaultValue="" className={`mt-1 ${inputClass}`}>
              <option value="">Je préfère ne pas le dire</option>
              {REFUSAL_REASONS.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="refusal-comment" className={labelClass}>
              Commentaire (facultatif)
            </label>
            <textarea id="refusal-comment" name="comment" rows={3} className={`mt-1 ${inputClass}`} />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            Refuser le devis
          </button>
        </form>
      </details>
    </>
  );
}
