// The insurer's attestation in « Paramètres » → Société: the file attached to every devis e-mail,
// replaced by uploading a new one (docs/decisions/636). Works without JavaScript (a multipart form).
import { Form } from "react-router";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { inputClass, labelClass } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import type { InsuranceAttestation } from "~/lib/settings/insurance-attestation";

export function InsuranceAttestationForm({ attestation, error }: { attestation: InsuranceAttestation | null; error?: string | null }) {
  return (
    <Form
      method="post"
      action="/admin/settings?tab=company"
      encType="multipart/form-data"
      id="attestation-assurance"
      className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-base font-semibold text-slate-900">Attestation d'assurance jointe aux devis</h2>
      <p className="text-sm text-slate-600" data-testid="attestation-status">
        {attestation
          ? `Attestation actuelle : ${attestation.filename} (${Math.max(1, Math.round(attestation.size / 1024))} Ko), déposée le ${formatDate(attestation.uploadedAt)}. Elle est jointe à l'e-mail de chaque devis envoyé.`
          : "Aucune attestation : les devis partent sans l'attestation de votre assureur. Déposez-la pour qu'elle soit jointe à l'e-mail de chaque devis."}
      </p>
      <div>
        <label htmlFor="attestation-file" className={labelClass}>
          Fichier PDF de l'attestation (RC professionnelle et décennale)
        </label>
        <input
          id="attestation-file"
          name="file"
          type="file"
          accept=".pdf,application/pdf"
          aria-describedby={error ? "attestation-file-aide attestation-file-erreur" : "attestation-file-aide"}
          aria-invalid={error ? true : undefined}
          className={`mt-1 ${inputClass} text-sm`}
        />
        <p id="attestation-file-aide" className="mt-1 text-xs text-slate-500">
          PDF de 10 Mo au maximum. Le nouveau fichier s'applique aux devis envoyés ensuite ; les e-mails déjà partis gardent le leur.
        </p>
        {error ? (
          <p id="attestation-file-erreur" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton intent="insurance-attestation" pendingLabel="Envoi…">
        {attestation ? "Remplacer l'attestation" : "Déposer l'attestation"}
      </SubmitButton>
    </Form>
  );
}
