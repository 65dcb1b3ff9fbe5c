// What the engineer checks before a draft leaves (docs/decisions/628, 629): « Aperçu du PDF »
// (the document that will be frozen, marked « Aperçu – non envoyé »), the checklist whose
// « Modifier le paramètre » links bring them back here, and the confirmation dialog that names
// the recipient, the total TTC and the attachments before « Confirmer l'envoi ».
import { Form } from "react-router";
import { AdminDialog, CancelLink } from "~/components/admin/kit/dialog";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { Icon } from "~/components/ui/icon";
import { formatDay } from "~/lib/admin/format";
import { formatCents } from "~/lib/devis/lines";
import type { SendConfirmation } from "~/lib/devis/preview.server";
import { SendChecklist } from "./devis-admin";

const previewHref = (id: number) => `/admin/devis/${id}/apercu.pdf`;

export function PreviewLink({ id, label = "Aperçu du PDF" }: { id: number; label?: string }) {
  return (
    <a href={previewHref(id)} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
      <Icon name="download" className="size-4" />
      {label}
      <span className="sr-only"> (s'ouvre dans un nouvel onglet)</span>
    </a>
  );
}

export function DraftChecks({ id, problems }: { id: number; number: string; problems: Array<{ message: string; href?: string }> }) {
  return (
    <div className="space-y-3">
      <SendChecklist problems={problems} returnTo={`/admin/devis/${id}`} />
      <p className="text-sm text-slate-700">
        <PreviewLink id={id} /> : le document tel qu'il serait figé et envoyé aujourd'hui, d'après la dernière version enregistrée du brouillon, marqué « Aperçu – non envoyé ».
      </p>
    </div>
  );
}

export function SendConfirmDialog({ id, confirmation: c }: { id: number; confirmation: SendConfirmation }) {
  const closeHref = `/admin/devis/${id}`;
  return (
    <AdminDialog title="Envoyer le devis au client ?" closeHref={closeHref} role="alertdialog">
      <Form method="post" action={closeHref} className="space-y-4">
        <input type="hidden" name="intent" value="send-confirmed" />
        <input type="hidden" name="version" value={c.version} />
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-slate-600">Destinataire</dt>
          <dd className="break-words text-slate-900">
            {c.toName} &lt;{c.to}&gt;
          </dd>
          <dt className="font-medium text-slate-600">Total TTC</dt>
          <dd className="text-slate-900">
            <strong>{formatCents(c.totalTtcCents)}</strong> ({formatCents(c.totalHtCents)} HT)
          </dd>
          <dt className="font-medium text-slate-600">Valable jusqu'au</dt>
          <dd className="text-slate-900">{formatDay(`${c.validUntil}T12:00:00Z`)}</dd>
          <dt className="font-medium text-slate-600">Pièces jointes</dt>
          <dd className="text-slate-900">
            <ul className="list-disc pl-5">
              {c.attachments.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <p className="text-sm text-slate-700">
          Une fois envoyé, le PDF est figé : toute correction demandera un nouvel indice. <PreviewLink id={id} label="Revoir l'aperçu du PDF" />
        </p>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <CancelLink to={closeHref} />
          <SubmitButton intent="send-confirmed" pendingLabel="Envoi en cours...">
            Confirmer l'envoi
          </SubmitButton>
        </div>
      </Form>
    </AdminDialog>
  );
}
