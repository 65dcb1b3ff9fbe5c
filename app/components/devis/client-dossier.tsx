// The client's page once the devis is accepted: the timeline, what to pay and how (IBAN and
// reference with « Copier » buttons that a small script adds; without it the values stay
// selectable text), and « Me rétracter » while the 14 days run: the model form's content
// prefilled and one confirmation, as a plain HTML form. docs/decisions/642, 643, 644.
import { useRouteLoaderData } from "react-router";
import { DossierTimeline } from "~/components/devis/dossier-timeline";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import type { ClientDossier } from "~/lib/devis/timeline";
import { formatCents } from "~/lib/devis/lines";
import type { RootData } from "~/components/layout/root-data";

type Answer = { intent: string; error: string | null; errors: Record<string, Array<string>> } | undefined;

const longDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);

// Reveals the « Copier » buttons and copies the value they name; a page without scripts keeps the text selectable.
const COPY_SCRIPT = `document.querySelectorAll("[data-copy]").forEach(function(b){b.hidden=false;b.addEventListener("click",function(){var t=document.getElementById(b.getAttribute("data-copy"));if(!t||!navigator.clipboard)return;navigator.clipboard.writeText(t.textContent.replace(/\\s+/g,b.hasAttribute("data-compact")?"":" ").trim()).then(function(){b.textContent="Copié";});});});`;

function CopyValue({ id, label, value, compact }: { id: string; label: string; value: string; compact?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <dt className="w-full text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <code id={id} className="select-all break-all rounded bg-white px-2 py-1 font-mono text-base text-slate-900">
          {value}
        </code>
        <button type="button" hidden data-copy={id} data-compact={compact ? "" : undefined} aria-label={`Copier : ${label}`} className={buttonClass("secondary", "min-h-11")}>
          Copier
        </button>
      </dd>
    </div>
  );
}

function PaymentBox({ payment }: { payment: NonNullable<ClientDossier["payment"]> }) {
  return (
    <section aria-labelledby="dossier-acompte" className="space-y-3 rounded-xl border-2 border-brand-200 bg-brand-50/40 p-4 sm:p-6">
      <h2 id="dossier-acompte" className="text-xl font-bold text-brand-900">
        Verser l'acompte
      </h2>
      <p className="text-sm text-slate-800">
        Acompte (et non arrhes) de <strong>{formatCents(payment.amountCents)}</strong> ({payment.percent}
        {"\u00a0% du total TTC"}), par virement. Indiquez la référence ci-dessous pour que nous le reconnaissions.
      </p>
      {payment.bank ? (
        <dl className="space-y-3">
          <CopyValue id="copie-montant" label="Montant" value={formatCents(payment.amountCents)} />
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Titulaire du compte</dt>
            <dd className="text-base text-slate-900">{payment.bank.holder}</dd>
          </div>
          <CopyValue id="copie-iban" label="IBAN" value={payment.bank.iban} compact />
          <CopyValue id="copie-bic" label="BIC" value={payment.bank.bic} compact />
          <CopyValue id="copie-reference" label="Référence du virement" value={payment.reference} />
        </dl>
      ) : (
        <p className="text-sm text-slate-800">Nos coordonnées bancaires vous sont communiquées par e-mail ; indiquez la référence {payment.reference}.</p>
      )}
    </section>
  );
}

function WithdrawalSection({ withdrawal, answer }: { withdrawal: NonNullable<ClientDossier["withdrawal"]>; answer: Answer }) {
  const error = answer?.intent === "withdraw" ? answer.errors?.confirm?.join(" ") : null;
  const left = withdrawal.daysLeft === 0 ? "C'est le dernier jour" : `Il vous reste ${withdrawal.daysLeft} jour${withdrawal.daysLeft > 1 ? "s" : ""} après aujourd'hui`;
  return (
    <details className="rounded-xl border border-slate-200 p-4 sm:p-6" open={Boolean(error) || undefined}>
      <summary className="cursor-pointer font-semibold text-slate-800">
        Me rétracter ({withdrawal.dayOfPeriod === 0 ? "jour de l'acceptation" : `jour ${withdrawal.dayOfPeriod} sur 14`}, jusqu'au {longDay(withdrawal.lastDay)} inclus)
      </summary>
      <div className="mt-4 space-y-4 text-sm text-slate-800">
        <p>
          {left} pour vous rétracter sans avoir à vous justifier (article L221-18 du Code de la consommation). Votre rétractation est enregistrée dès que vous la confirmez et un
          accusé de réception vous est envoyé aussitôt par e-mail.
        </p>
        <div className="space-y-1 rounded-lg bg-slate-50 p-3" data-testid="withdrawal-form">
          {withdrawal.formLines.map((line) => (
            <p key={line} className={line === withdrawal.formLines[0] ? "font-semibold" : undefined}>
              {line.startsWith("Nom du (des) consommateur(s)") ? `${line} ${withdrawal.signerName}` : line.startsWith("Date :") ? `Date : ${longDay(withdrawal.today)}` : line}
            </p>
          ))}
        </div>
        <form method="post" className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="withdraw" />
          <div className="flex items-start gap-3">
            <input
              id="withdraw-confirm"
              type="checkbox"
              name="confirm"
              value="on"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "withdraw-confirm-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="withdraw-confirm">
              Je me rétracte du contrat conclu par l'acceptation du devis n° {withdrawal.number} le {longDay(withdrawal.acceptedOn)}.
            </label>
          </div>
          {error ? (
            <p id="withdraw-confirm-error" className="text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" className={buttonClass("danger", "w-full sm:w-auto")}>
            Me rétracter
          </button>
        </form>
      </div>
    </details>
  );
}

export function ClientDossierPanel({ dossier, answer }: { dossier: ClientDossier; answer: Answer }) {
  const nonce = useRouteLoaderData<RootData>("root")?.nonce;
  return (
    <div className="space-y-6">
      {dossier.status === "retracte" ? (
        <Banner tone="info" title="Rétractation enregistrée">
          <p>Vous vous êtes rétracté : la mission n'aura pas lieu. L'accusé de réception vous a été envoyé par e-mail.</p>
        </Banner>
      ) : null}
      <DossierTimeline timeline={dossier.timeline} />
      {dossier.payment ? <PaymentBox payment={dossier.payment} /> : null}
      {dossier.withdrawal ? <WithdrawalSection withdrawal={dossier.withdrawal} answer={answer} /> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the page's CSP nonce */}
      {dossier.payment && nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} suppressHydrationWarning /> : null}
    </div>
  );
}

export function ArchivedDossier({ number, indice, email }: { number: string; indice: string; email: string | null }) {
  return (
    <>
      <p>
        Le dossier du devis n° {number}, indice {indice}, est clos depuis plus de 12 mois : ce lien n'affiche plus ses documents.
      </p>
      <p>
        Pour recevoir une copie du devis signé ou du rapport, écrivez-nous{email ? ` à ${email}` : ""} en indiquant le numéro du devis : nous les conservons avec le contrat pendant
        la durée légale et vous les renvoyons après avoir vérifié votre identité.
      </p>
    </>
  );
}
