// The draft of a devis: client, site, project, lines (catalogue missions with their programme,
// modifiers, free lines), discount, conditions. « Enregistrer » saves it at its version;
// « Enregistrer et envoyer au client… » saves, then asks to confirm the sending
// (docs/decisions/628). Lines are added and removed with
// conform's intent buttons, which also work without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormStatus, VersionInput } from "~/components/admin/kit/form-screen";
import { ListField } from "~/components/admin/kit/list-field";
import { CheckboxField, FieldErrors, inputClass, labelClass, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { buttonClass, Spinner } from "~/components/ui/button";
import { clayLevels, devisClientTypes } from "~/db/schema";
import type { Conflict } from "~/lib/admin/concurrency";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import { devisTotals, formatCents } from "~/lib/devis/lines";
import { CLAY_LEVEL_LABELS, CLIENT_TYPE_LABELS, type DevisFormValues, draftFormSchema, saveDevisSchema } from "~/lib/devis/schema";
import { projectNatures } from "~/lib/simulator/rules";

const KIND_LABELS: Record<string, string> = { mission: "Mission du catalogue", modifier: "Majoration", free: "Ligne libre" };

const number = (value: unknown) => {
  const n = Number.parseFloat(String(value ?? "").replace(",", "."));
  return Number.isFinite(n) ? n : 0;
};

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function DevisForm({
  id,
  version,
  defaultValue,
  staff,
  catalogue,
  lastResult,
  conflict,
}: {
  id: number;
  version: number;
  defaultValue: DevisFormValues;
  staff: Array<{ id: number; name: string | null }>;
  catalogue: Array<{ id: string; name: string; basePrice: number }>;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const [form, fields] = useAdminForm<typeof draftFormSchema, DevisFormValues>(draftFormSchema, {
    id: `devis-${id}-${version}`,
    lastResult,
    defaultValue,
    constraintSchema: saveDevisSchema,
    live: false,
  });
  const missionErrors = form.allErrors.missionId;
  const lines = fields.lines.getFieldList();
  const preview = devisTotals(
    lines.map((line) => {
      const item = line.getFieldset();
      return { quantity: number(item.quantity.value), unitPriceCents: Math.round(number(item.unitPrice.value) * 100) };
    }),
    Math.round(number(fields.discountAmount.value) * 100),
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {/* Enter in a field saves the draft, never sends it. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only" />
      <VersionInput value={version} />
      <FormStatus errors={form.errors} conflict={conflict} />

      <Fieldset legend="Client">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            variant="admin"
            field={fields.clientType}
            label="Type de client"
            options={devisClientTypes.map((value) => ({ value, label: CLIENT_TYPE_LABELS[value] }))}
            description="Un particulier a le droit de rétractation de 14 jours et le médiateur de la consommation ; un professionnel non."
          />
          <SelectField
            variant="admin"
            field={fields.ownerId}
            label="Responsable"
            options={[{ value: "", label: "Non attribué" }, ...staff.map((s) => ({ value: String(s.id), label: s.name ?? `#${s.id}` }))]}
          />
          <TextField variant="admin" field={fields.clientName} label="Nom du client" autoComplete="off" />
          <TextField variant="admin" field={fields.clientCompany} label="Société" description="Raison sociale d'un client professionnel." />
          <TextField variant="admin" field={fields.clientEmail} label="E-mail du client" type="email" description="Le devis, son PDF et le lien personnel y sont envoyés." />
          <TextField variant="admin" field={fields.clientPhone} label="Téléphone du client" type="tel" />
        </div>
        <TextAreaField variant="admin" field={fields.clientAddress} label="Adresse du client" rows={2} />
      </Fieldset>

      <Fieldset legend="Chantier">
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField variant="admin" className="sm:col-span-2" field={fields.siteStreet} label="Adresse du chantier" placeholder="12 chemin des Vignes" />
          <TextField variant="admin" field={fields.sitePostcode} label="Code postal" inputMode="numeric" />
          <TextField variant="admin" field={fields.siteCity} label="Commune" />
          <TextField variant="admin" field={fields.siteInseeCode} label="Code INSEE" description="Facultatif." />
          <SelectField
            variant="admin"
            className="sm:col-span-3"
            field={fields.clayLevel}
            label="Exposition aux argiles (retrait-gonflement)"
            options={[{ value: "", label: "Non renseignée" }, ...clayLevels.map((value) => ({ value, label: CLAY_LEVEL_LABELS[value] }))]}
            description="À indiquer pour une vente de terrain : en exposition moyenne ou forte, la loi ELAN impose l'étude préalable G1 complète (ES + PGC)."
          />
          <TextField
            variant="admin"
            className="sm:col-span-3"
            field={fields.claySource}
            label="Source de l'exposition"
            placeholder="Géorisques, carte d'exposition au retrait-gonflement des argiles"
          />
          <TextField variant="admin" field={fields.clayReadOn} label="Lue le" type="date" />
        </div>
      </Fieldset>

      <Fieldset legend="Projet">
        <SelectField
          variant="admin"
          field={fields.projectNature}
          label="Nature du projet"
          options={[{ value: "", label: "Non renseignée" }, ...projectNatures.map((n) => ({ value: n.value, label: n.label }))]}
        />
        <TextAreaField
          variant="admin"
          field={fields.projectDescription}
          label="Description du projet"
          rows={2}
          description="Imprimée sur le devis (ex. « Maison individuelle R+1 de 120 m² avec sous-sol »)."
        />
      </Fieldset>

      <Fieldset legend="Prestations">
        <ListField
          form={form}
          field={fields.lines}
          legend="Lignes du devis"
          description="Chaque mission précise son programme d'investigations (nombre, nature et profondeur des sondages et essais). Les totaux sont recalculés par le serveur à l'enregistrement."
          addLabel="Ajouter une ligne"
          itemLabel={(index) => `Ligne ${index + 1}`}
          defaultItem={{ kind: "free", label: "", detail: "", programme: "", quantity: 1, unitPrice: undefined } as never}
          emptyLabel="Aucune ligne : ajoutez une mission du catalogue ou une ligne libre."
        >
          {(item) => {
            const line = item.getFieldset();
            const kind = String(line.kind.initialValue ?? "free");
            const amount = Math.round(number(line.quantity.value) * Math.round(number(line.unitPrice.value) * 100));
            return (
              <>
                <input type="hidden" name={line.kind.name} value={kind} />
                <input type="hidden" name={line.catalogueId.name} value={String(line.catalogueId.initialValue ?? "")} />
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{KIND_LABELS[kind] ?? KIND_LABELS.free}</p>
                <TextField variant="admin" field={line.label} label="Désignation" />
                <TextAreaField variant="admin" field={line.detail} label={kind === "mission" ? "Comprend" : "Détail"} rows={2} />
                <TextAreaField
                  variant="admin"
                  field={line.programme}
                  label="Programme d'investigations"
                  rows={2}
                  description={kind === "mission" ? "Requis pour envoyer : ex. « 2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m »." : "Facultatif."}
                />
                <div className="grid items-end gap-4 sm:grid-cols-3">
                  <TextField variant="admin" field={line.quantity} label="Quantité" type="number" inputMode="decimal" step="0.01" />
                  <TextField variant="admin" field={line.unitPrice} label="Prix unitaire HT (€)" type="number" inputMode="decimal" step="0.01" />
                  <p className="pb-2 text-sm text-slate-700">
                    Montant HT : <strong>{formatCents(amount)}</strong>
                  </p>
                </div>
              </>
            );
          }}
        </ListField>
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
          <div className="min-w-64 flex-1">
            <label htmlFor={`devis-${id}-mission`} className={labelClass}>
              Mission du catalogue
            </label>
            <select
              id={`devis-${id}-mission`}
              name="missionId"
              defaultValue=""
              aria-invalid={missionErrors?.length ? true : undefined}
              aria-describedby={missionErrors?.length ? `devis-${id}-mission-error` : undefined}
              className={`mt-1 ${inputClass} text-sm`}
            >
              <option value="">Choisir une mission…</option>
              {catalogue.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
            <FieldErrors id={`devis-${id}-mission`} errors={missionErrors} />
          </div>
          <button type="submit" name="intent" value="add-mission" className={buttonClass("secondary")}>
            Ajouter la mission
          </button>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField variant="admin" className="sm:col-span-2" field={fields.discountLabel} label="Remise (libellé)" placeholder="Remise commerciale" />
          <TextField variant="admin" field={fields.discountAmount} label="Remise HT (€)" type="number" inputMode="decimal" step="0.01" />
        </div>
        <dl className="ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm" aria-label="Totaux (recalculés à l'enregistrement)">
          <dt className="text-slate-600">Total HT</dt>
          <dd className="text-right font-semibold">{formatCents(preview.totalHtCents)}</dd>
          <dt className="text-slate-600">TVA 20 %</dt>
          <dd className="text-right">{formatCents(preview.tvaCents)}</dd>
          <dt className="font-semibold text-slate-900">Total TTC</dt>
          <dd className="text-right font-semibold">{formatCents(preview.totalTtcCents)}</dd>
        </dl>
      </Fieldset>

      <Fieldset legend="Délai et conditions">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            variant="admin"
            field={fields.deliveryWeeks}
            label="Délai de remise du rapport (semaines)"
            type="number"
            inputMode="numeric"
            step="1"
            description="Imprimé « rapport remis sous N semaines après la commande » ; requis pour envoyer."
          />
          <TextField variant="admin" field={fields.validityMonths} label="Validité (mois après l'envoi)" type="number" inputMode="numeric" step="1" />
          <TextField
            variant="admin"
            field={fields.validUntilDay}
            label="Ou valable jusqu'au (date)"
            type="date"
            description="Facultatif : remplace la durée en mois (6 mois au plus)."
          />
        </div>
        <TextAreaField variant="admin" field={fields.paymentTerms} label="Conditions de paiement" rows={3} description="Reprises des paramètres ; gardez-les conformes aux CGV." />
        <TextAreaField variant="admin" field={fields.note} label="Note au client" rows={3} description="Facultative, imprimée sur le devis." />
        <CheckboxField variant="admin" field={fields.clientReminder} label="Relancer le client par e-mail 7 jours après l'envoi s'il n'a pas répondu (une fois)" />
      </Fieldset>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
        <IntentButton intent="save" pendingLabel="Enregistrement..." tone="secondary">
          Enregistrer
        </IntentButton>
        <IntentButton intent="send" pendingLabel="Enregistrement...">
          Enregistrer et envoyer au client…
        </IntentButton>
      </div>
    </Form>
  );
}

/** A submit button of one intent, disabled while its form is in flight (no double send). */
function IntentButton({ intent, pendingLabel, tone = "primary", children }: { intent: string; pendingLabel: string; tone?: "primary" | "secondary"; children: React.ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mine = busy && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-disabled={busy || undefined} className={buttonClass(tone)}>
      {mine ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
