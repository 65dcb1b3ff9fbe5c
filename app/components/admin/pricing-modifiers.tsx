// « Majorations » of « Simulateur (prix) »: the price modifiers of the simulator
// (urgency, access, basement, surface bands, travel by department), one versioned form.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { Conflict } from "~/lib/admin/concurrency";
import { MODIFIERS_INTENT, MODIFIERS_MESSAGES, modifiersSchema } from "~/lib/simulator/modifiers-schema";
import type { PricingModifiers } from "~/db/types";
import { CheckboxGroupField } from "./kit/checkbox-group";
import { SelectField, TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "./kit/submit-button";
import { FormStatus, VersionInput } from "./kit/form-screen";
import { ListField } from "./kit/list-field";
import { useAdminForm } from "~/lib/admin/use-admin-form";

type Mission = { id: string; name: string };

const BASES = [
  { value: "built", label: "Surface bâtie" },
  { value: "plot", label: "Superficie du terrain" },
];
const UNITS = [
  { value: "eur", label: "€ HT" },
  { value: "percent", label: "% du prix des missions concernées" },
];

export function PricingModifiersForm({
  modifiers,
  version,
  missions,
  lastResult,
  conflict,
}: {
  modifiers: PricingModifiers;
  version: number;
  missions: Array<Mission>;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const [form, fields] = useAdminForm(modifiersSchema, {
    id: `pricing-modifiers-${version}`,
    lastResult,
    defaultValue: {
      ...modifiers,
      travelZones: modifiers.travelZones.map((zone) => ({ ...zone, departments: zone.departments.join(", ") })),
    },
  });
  const missionOptions = missions.map((m) => ({ value: m.id, label: m.name }));
  return (
    <section aria-labelledby="modifiers-title" className="mt-10">
      <h2 id="modifiers-title" className="text-lg font-semibold text-slate-900">
        Majorations
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ajoutées au prix des missions selon les réponses du visiteur (urgence, accès, sous-sol, surfaces, département du chantier). 0 : pas de majoration.
      </p>
      <div className="mt-3">
        <Banner tone="info">{MODIFIERS_MESSAGES.notice}</Banner>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value={MODIFIERS_INTENT} />
        <VersionInput value={version} />
        <FormStatus errors={form.errors} conflict={conflict} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField variant="admin" field={fields.urgencyPercent} label="Urgence (+ % des missions)" type="number" inputMode="numeric" step="1" />
          <TextField variant="admin" field={fields.accessMoyenne} label="Accès moyen (+ € HT)" type="number" inputMode="numeric" step="1" />
          <TextField variant="admin" field={fields.accessDifficile} label="Accès difficile (+ € HT)" type="number" inputMode="numeric" step="1" />
          <TextField variant="admin" field={fields.basement} label="Sous-sol (+ € HT)" type="number" inputMode="numeric" step="1" />
        </div>
        <ListField
          form={form}
          field={fields.surfaceBands}
          legend="Paliers de surface"
          description="À partir de la surface indiquée, le palier le plus élevé atteint s'ajoute une fois (un par type de surface), si le devis comprend au moins une des missions cochées (aucune cochée : toutes les missions)."
          addLabel="Ajouter un palier"
          itemLabel={(index) => `Palier ${index + 1}`}
          defaultItem={{ basis: "built", from: undefined, unit: "eur", amount: undefined, missions: [] } as never}
          emptyLabel="Aucun palier : la surface ne change pas le prix."
        >
          {(item) => {
            const band = item.getFieldset();
            return (
              <>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  <SelectField variant="admin" field={band.basis} label="Surface" options={BASES} />
                  <TextField variant="admin" field={band.from} label="À partir de (m²)" type="number" inputMode="numeric" step="1" />
                  <TextField variant="admin" field={band.amount} label="Majoration" type="number" inputMode="numeric" step="1" />
                  <SelectField variant="admin" field={band.unit} label="Unité" options={UNITS} />
                </div>
                <CheckboxGroupField field={band.missions} legend="Missions concernées" options={missionOptions} />
              </>
            );
          }}
        </ListField>
        <ListField
          form={form}
          field={fields.travelZones}
          legend="Déplacement par département"
          description="Le département est lu dans la localisation du chantier (code postal ou numéro de département). Une zone à 0 € n'ajoute aucune ligne."
          addLabel="Ajouter une zone"
          itemLabel={(index) => `Zone ${index + 1}`}
          defaultItem={{ label: "", departments: "", amount: undefined } as never}
          emptyLabel="Aucune zone."
        >
          {(item) => {
            const zone = item.getFieldset();
            return (
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField variant="admin" field={zone.label} label="Nom de la zone" />
                <TextField variant="admin" field={zone.departments} label="Départements" description="Séparés par des virgules : 77, 78, 91, 95" />
                <TextField variant="admin" field={zone.amount} label="Déplacement (+ € HT)" type="number" inputMode="numeric" step="1" />
              </div>
            );
          }}
        </ListField>
        <div className="max-w-xs">
          <TextField
            variant="admin"
            field={fields.travelOther}
            label="Autres départements (+ € HT)"
            type="number"
            inputMode="numeric"
            step="1"
            description="Département reconnu mais hors de toutes les zones."
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton intent={MODIFIERS_INTENT} pendingLabel="Enregistrement...">
            Enregistrer les majorations
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
