// The acceptance part of /devis/{token}, as plain HTML forms: 1. the 6-digit code e-mailed to
// the devis' address (docs/decisions/626); 2. the signer (name, quality and, when they are not
// the client, their quality towards the client: 627), the start of the mission for a
// particulier, the code, « Bon pour accord » with the price just above the order button,
// whose words depend on the client type (625).
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { HintedField } from "./hinted-field";
import { formatDateTime } from "~/lib/admin/format";
import { formatCents } from "~/lib/devis/lines";
import { orderButtonLabel } from "~/lib/devis/order-button";
import { WITHDRAWAL_CHOICE_LABELS } from "~/lib/devis/schema";
import { SIGNATURE_NOTICE } from "~/lib/devis/texts";
import type { DevisView } from "~/lib/devis/view";

export type PendingCodeData = { sentAt: Date | string; expiresAt: Date | string; attemptsLeft: number; sentTo: string } | null | undefined;

export type AcceptAnswer =
  | {
      intent: string;
      error: string | null;
      errors: Record<string, Array<string>>;
      typed?: { signerName: string; signerQuality: string; signerRelation: string; withdrawalChoice: string } | null;
    }
  | undefined;

const clock = (value: Date | string) => formatDateTime(value).split(" à ").pop() ?? formatDateTime(value);

function Field({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  required = true,
  ...rest
}: { id: string; name: string; label: string; hint?: string; error: string | null; defaultValue?: string; required?: boolean } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <HintedField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          id={id}
          name={name}
          required={required}
          defaultValue={defaultValue}
          aria-invalid={control["aria-invalid"]}
          aria-describedby={control["aria-describedby"]}
          className={`mt-1 ${inputClass}`}
          {...rest}
        />
      )}
    </HintedField>
  );
}

export function AcceptanceForm({ devis: d, answer, pendingCode }: { devis: DevisView; answer: AcceptAnswer; pendingCode: PendingCodeData }) {
  const particulier = d.clientType === "particulier";
  const error = (name: string) => {
    const errors = answer?.intent === "accept" ? answer.errors?.[name] : undefined;
    return errors?.length ? errors.join(" ") : null;
  };
  const typed = answer?.intent === "accept" ? answer.typed : null;
  const withdrawalError = error("withdrawalChoice");
  const approvalError = error("approval");
  const client = [d.clientName, d.clientCompany].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="accepter" className="space-y-4 rounded-xl border-2 border-brand-200 bg-brand-50/40 p-4 sm:p-6">
      <h2 id="accepter" className="text-xl font-bold text-brand-900">
        Accepter le devis
      </h2>
      <p className="text-sm text-slate-700">
        Client{"\u202f"}: <strong>{client}</strong> – {d.clientEmail}
      </p>
      <p className="text-sm text-slate-700">{SIGNATURE_NOTICE}</p>

      <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
        <h3 className="font-semibold text-slate-900">1. Recevez votre code de confirmation</h3>
        {pendingCode ? (
          <p className="text-sm text-slate-700" role="status">
            Code envoyé à {pendingCode.sentTo} à {clock(pendingCode.sentAt)}, valable jusqu'à {clock(pendingCode.expiresAt)} (heure de Paris) ; {pendingCode.attemptsLeft} essai
            {pendingCode.attemptsLeft > 1 ? "s" : ""} possible{pendingCode.attemptsLeft > 1 ? "s" : ""}.
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            Un code à 6 chiffres, valable 10 minutes, est envoyé à l'adresse à laquelle ce devis a été adressé. Il confirme que c'est bien vous qui l'acceptez.
          </p>
        )}
        {answer?.intent === "send-code" && answer.error ? <Banner tone="error">{answer.error}</Banner> : null}
        <form method="post">
          <input type="hidden" name="intent" value="send-code" />
          <button type="submit" className={buttonClass("secondary")}>
            {pendingCode ? "Recevoir un nouveau code" : "Recevoir mon code par e-mail"}
          </button>
        </form>
      </div>

      <form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="accept" />
        <h3 className="font-semibold text-slate-900">2. Confirmez votre commande</h3>
        <Field
          id="signer-name"
          name="signerName"
          label="Nom"
          autoComplete="name"
          defaultValue={typed?.signerName}
          hint="Vos prénom et nom, tels qu'ils figureront sur le devis signé."
          error={error("signerName")}
        />
        <Field
          id="signer-quality"
          name="signerQuality"
          label="Qualité"
          defaultValue={typed?.signerQuality}
          hint={particulier ? "Par exemple\u202f: propriétaire du terrain, vendeur." : "Par exemple\u202f: gérant, directeur technique, pour la société."}
          error={error("signerQuality")}
        />
        <Field
          id="signer-relation"
          name="signerRelation"
          label={`Si vous n'êtes pas ${d.clientName}\u202f: à quel titre acceptez-vous pour le client\u202f?`}
          required={false}
          defaultValue={typed?.signerRelation}
          hint={`Par exemple\u202f: mandataire, gérant de la société, conjoint. Laissez vide si vous êtes ${d.clientName}, à qui ce devis est adressé.`}
          error={error("signerRelation")}
        />
        {particulier ? (
          <fieldset aria-describedby={withdrawalError ? "withdrawal-error" : undefined} className="space-y-2">
            <legend className={labelClass}>Début de la mission et délai de rétractation de 14 jours</legend>
            {(["attendre", "commencer"] as const).map((choice) => (
              <div key={choice} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
                <input
                  id={`withdrawal-${choice}`}
                  type="radio"
                  name="withdrawalChoice"
                  value={choice}
                  required
                  defaultChecked={typed?.withdrawalChoice === choice}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
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
        <Field
          id="signer-code"
          name="code"
          label="Code de confirmation reçu par e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={7}
          className={`mt-1 w-40 font-mono tracking-widest ${inputClass}`}
          hint="Les 6 chiffres de l'e-mail « votre code pour accepter le devis »."
          error={error("code")}
        />
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
        <p className="text-base font-semibold text-slate-900">
          Total à payer{"\u202f"}: {formatCents(d.totalTtcCents)} TTC
        </p>
        <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
          {orderButtonLabel(d.clientType)}
        </button>
      </form>
    </section>
  );
}
