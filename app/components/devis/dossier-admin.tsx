// The dossier on the devis screen: the same timeline as the client's, the promised day (amber 3
// working days before, red after), the money received and due, and one form per action the
// life cycle allows now. Plain HTML forms: they post without JavaScript. docs/decisions/640, 642, 643.
import { DossierTimeline } from "~/components/devis/dossier-timeline";
import { HintedField } from "~/components/devis/hinted-field";
import { Card } from "~/components/admin/kit/page";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { paymentModes } from "~/db/schema";
import { formatLongDate } from "~/lib/dates";
import type { AdminDossier } from "~/lib/devis/dossier-view.server";
import { formatCents, spreadsheetEuros } from "~/lib/devis/lines";
import { PAYMENT_KIND_LABELS, PAYMENT_MODE_LABELS } from "~/lib/devis/schema";

type Answer = { intent?: string; result?: { error?: Record<string, Array<string> | null> | null } | null; error?: string } | undefined;

const longDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);

function errorOf(answer: Answer, intent: string, name: string): string | null {
  if (answer?.intent !== intent) return null;
  return answer.result?.error?.[name]?.join(" ") ?? null;
}

function Field({
  intent,
  name,
  label,
  answer,
  children,
  hint,
}: {
  intent: string;
  name: string;
  label: string;
  answer: Answer;
  children: (props: object) => React.ReactNode;
  hint?: string;
}) {
  return (
    <HintedField id={`${intent}-${name}`} label={label} hint={hint} error={errorOf(answer, intent, name)}>
      {(control) => children({ id: control.id, name, "aria-invalid": control["aria-invalid"], "aria-describedby": control["aria-describedby"], className: `mt-1 ${inputClass}` })}
    </HintedField>
  );
}

function ModeSelect({ intent, answer }: { intent: string; answer: Answer }) {
  return (
    <Field intent={intent} name="mode" label="Mode de paiement" answer={answer}>
      {(props) => (
        <select {...props} defaultValue="virement">
          {paymentModes.map((mode) => (
            <option key={mode} value={mode}>
              {PAYMENT_MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function PaymentForm({
  intent,
  title,
  expectedCents,
  today,
  version,
  answer,
}: {
  intent: "deposit" | "balance";
  title: string;
  expectedCents: number;
  today: string;
  version: number;
  answer: Answer;
}) {
  return (
    <form method="post" className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby={`${intent}-title`}>
      <h3 id={`${intent}-title`} className="font-semibold text-brand-900">
        {title}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field intent={intent} name="paidOn" label="Reçu le" answer={answer}>
          {(props) => <input {...props} type="date" defaultValue={today} max={today} required />}
        </Field>
        <Field intent={intent} name="amount" label="Montant reçu (€)" answer={answer} hint={`Attendu : ${formatCents(expectedCents)}`}>
          {(props) => <input {...props} inputMode="decimal" defaultValue={spreadsheetEuros(expectedCents)} required />}
        </Field>
        <ModeSelect intent={intent} answer={answer} />
        <Field intent={intent} name="note" label="Remarque" answer={answer} hint="Obligatoire si le montant diffère du montant attendu.">
          {(props) => <input {...props} />}
        </Field>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {title}
      </button>
    </form>
  );
}

export function DossierAdmin({ dossier, version, answer }: { dossier: AdminDossier; version: number; answer: Answer }) {
  const due = dossier.due;
  return (
    <Card title="Dossier">
      <div className="space-y-4">
        {due ? (
          <p
            className={`rounded-lg p-3 text-sm font-medium ${due.tone === "late" ? "bg-red-50 text-red-800" : due.tone === "soon" ? "bg-amber-50 text-amber-900" : "bg-slate-50 text-slate-800"}`}
            data-testid="dossier-due"
          >
            {due.tone === "late"
              ? `En retard : le rapport était promis pour le ${longDay(due.day)} (${-due.workingDaysLeft} jour${-due.workingDaysLeft > 1 ? "s" : ""} ouvré${-due.workingDaysLeft > 1 ? "s" : ""} de retard).`
              : `Rapport promis pour le ${longDay(due.day)} : ${due.workingDaysLeft} jour${due.workingDaysLeft > 1 ? "s" : ""} ouvré${due.workingDaysLeft > 1 ? "s" : ""} restant${due.workingDaysLeft > 1 ? "s" : ""}${due.tone === "soon" ? " – bientôt." : "."}`}
          </p>
        ) : null}
        <DossierTimeline timeline={dossier.timeline} title="Étapes du dossier" headingLevel={3} />
        {dossier.payments.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {dossier.payments.map((p) => (
              <li key={p.kind}>
                {PAYMENT_KIND_LABELS[p.kind]} : {formatCents(p.amountCents)} le {longDay(p.paidOn)} ({PAYMENT_MODE_LABELS[p.mode].toLowerCase()}){p.note ? ` – ${p.note}` : ""}
              </li>
            ))}
          </ul>
        ) : null}
        {dossier.refund ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="dossier-refund">
            {dossier.refund.done ? (
              <p>
                Remboursement effectué : {formatCents(dossier.refund.done.amountCents)} le {longDay(dossier.refund.done.paidOn)}.
              </p>
            ) : dossier.refund.receivedCents > 0 ? (
              <p>
                Remboursement dû : <strong>{formatCents(dossier.refund.dueCents)}</strong>
                {dossier.refund.dueBy ? ` au plus tard le ${longDay(dossier.refund.dueBy)}` : ""} (article L221-24 du Code de la consommation) – sommes reçues{" "}
                {formatCents(dossier.refund.receivedCents)}
                {dossier.refund.keptCents > 0
                  ? `, retenue de ${formatCents(dossier.refund.keptCents)} pour la part réalisée (L221-25)${dossier.refund.reason ? ` : ${dossier.refund.reason}` : ""}`
                  : ""}
                .
              </p>
            ) : (
              <p>Aucune somme reçue : rien à rembourser.</p>
            )}
          </div>
        ) : null}
        {dossier.actions.deposit ? (
          <PaymentForm intent="deposit" title="Acompte reçu" expectedCents={dossier.expectedDepositCents} today={dossier.today} version={version} answer={answer} />
        ) : null}
        {dossier.actions.balance ? (
          <PaymentForm intent="balance" title="Solde reçu" expectedCents={dossier.expectedBalanceCents} today={dossier.today} version={version} answer={answer} />
        ) : null}
        {dossier.actions.refundSet && dossier.refund?.earlyStart ? (
          <form method="post" className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby="refund-set-title">
            <h3 id="refund-set-title" className="font-semibold text-brand-900">
              Part réalisée à retenir (article L221-25)
            </h3>
            <p className="text-sm text-slate-700">
              Le client avait demandé que la mission commence avant la fin du délai : indiquez le montant proportionnel à ce qui a été réalisé jusqu'à sa rétractation, et pourquoi.
            </p>
            <input type="hidden" name="intent" value="refund-set" />
            <input type="hidden" name="version" value={version} />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field intent="refund-set" name="kept" label="Montant retenu (€)" answer={answer}>
                {(props) => <input {...props} inputMode="decimal" defaultValue={spreadsheetEuros(dossier.refund?.keptCents ?? 0)} required />}
              </Field>
              <Field intent="refund-set" name="reason" label="Ce qui a été réalisé" answer={answer}>
                {(props) => <input {...props} defaultValue={dossier.refund?.reason ?? ""} />}
              </Field>
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              Enregistrer la retenue
            </button>
          </form>
        ) : null}
        {dossier.actions.refund && dossier.refund ? (
          <form method="post" className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby="refund-title">
            <h3 id="refund-title" className="font-semibold text-brand-900">
              Remboursement effectué ({formatCents(dossier.refund.dueCents)})
            </h3>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="version" value={version} />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field intent="refund" name="paidOn" label="Remboursé le" answer={answer}>
                {(props) => <input {...props} type="date" defaultValue={dossier.today} max={dossier.today} required />}
              </Field>
              <ModeSelect intent="refund" answer={answer} />
              <Field intent="refund" name="note" label="Remarque" answer={answer}>
                {(props) => <input {...props} />}
              </Field>
            </div>
            <button type="submit" className={buttonClass("primary")}>
              Remboursement effectué
            </button>
          </form>
        ) : null}
        {dossier.actions.withdrawalReceived ? (
          <details className="rounded-lg border border-slate-200 p-4">
            <summary className="cursor-pointer font-semibold text-slate-800">Enregistrer une rétractation reçue (courrier, e-mail)</summary>
            <form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="withdrawal-received" />
              <input type="hidden" name="version" value={version} />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  intent="withdrawal-received"
                  name="sentOn"
                  label="Envoyée le"
                  answer={answer}
                  hint="Date d'envoi de la lettre ou de l'e-mail : elle doit tomber dans les 14 jours."
                >
                  {(props) => <input {...props} type="date" defaultValue={dossier.today} max={dossier.today} required />}
                </Field>
                <Field intent="withdrawal-received" name="channel" label="Reçue par" answer={answer}>
                  {(props) => (
                    <select {...props} defaultValue="email">
                      <option value="email">E-mail</option>
                      <option value="courrier">Courrier</option>
                    </select>
                  )}
                </Field>
              </div>
              <button type="submit" className={buttonClass("danger")}>
                Enregistrer la rétractation
              </button>
            </form>
          </details>
        ) : null}
      </div>
    </Card>
  );
}
