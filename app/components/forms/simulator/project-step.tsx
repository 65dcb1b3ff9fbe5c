// Step 2 of the simulator: the project, its fields following its nature (docs/decisions/601).
import { getFormProps, useForm } from "@conform-to/react";
import { parseForm } from "~/lib/forms/parse";
import { useState } from "react";
import { Form } from "react-router";
import { CheckboxField, FormErrors, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import {
  accessOptions,
  buildingTypes,
  fieldUse,
  floorOptions,
  groundOptions,
  type NatureField,
  projectStepSchema,
  SIMULATOR_HONEYPOT,
  startOptions,
  type WizardView,
} from "~/lib/simulator/schema";
import { projectNatures } from "~/lib/simulator/rules";
import { Honeypot } from "../honeypot";
import { asCheckbox, type HeadingProps, NextButton, StepActions, StepHeading } from "./step-parts";

export function ProjectStepForm({ view, headingRef, answered }: { view: WizardView } & HeadingProps) {
  const p = view.project;
  const [form, fields] = useForm({
    id: "simulateur-projet",
    lastResult: view.result,
    defaultValue: {
      ...p,
      presenceSousSol: asCheckbox(p?.presenceSousSol),
      presenceEau: asCheckbox(p?.presenceEau),
      urgenceMission: asCheckbox(p?.urgenceMission),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, projectStepSchema),
  });
  // The fields follow the nature as it is chosen; without JavaScript every field shows
  // and the server keeps only those of the nature posted.
  const initialNature = view.result?.initialValue?.projectNature ?? p?.projectNature;
  const [nature, setNature] = useState<string>(typeof initialNature === "string" ? initialNature : "");
  const use = (field: NatureField) => fieldUse(nature, field);
  const shows = (field: NatureField) => use(field) !== "hidden";
  const required = (field: NatureField) => use(field) === "required";
  const diagnostic = nature === "diagnostic";
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <StepHeading headingRef={headingRef} answered={answered}>
        Votre projet
      </StepHeading>
      <p className="mt-1 text-sm text-slate-600">
        Les champs marqués d'un astérisque (<span aria-hidden="true">*</span>
        <span className="sr-only">astérisque</span>) sont obligatoires ; ils dépendent du type de projet.
      </p>
      <div className="mt-6 space-y-5">
        <FormErrors errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div onChange={(event) => setNature((event.target as unknown as HTMLSelectElement).value)}>
            <SelectField label="Type de projet" field={fields.projectNature} isRequired options={projectNatures} placeholder="Sélectionnez la nature du projet" />
          </div>
          <TextField label="Localisation (ville ou code postal)" field={fields.location} isRequired autoComplete="address-level2" />
          {shows("terrain") ? (
            <TextField
              label="Superficie du terrain (m²)"
              field={fields.terrain}
              isRequired={required("terrain")}
              inputMode="decimal"
              description={nature === "vente_terrain" ? "La surface de la parcelle vendue." : undefined}
            />
          ) : null}
          {shows("constructionType") ? (
            <SelectField
              label={nature === "acquisition" ? "Type de bâtiment (existant ou envisagé)" : diagnostic ? "Type de l'ouvrage concerné" : "Type de bâtiment"}
              field={fields.constructionType}
              isRequired={required("constructionType")}
              options={buildingTypes}
              placeholder="Sélectionnez le type de bâtiment"
            />
          ) : null}
          {shows("surfaceBatie") ? (
            <TextField
              label={nature === "extension" ? "Surface de l'extension (m²)" : "Surface bâtie (m²)"}
              field={fields.surfaceBatie}
              isRequired={required("surfaceBatie")}
              inputMode="decimal"
            />
          ) : null}
          {shows("nombreEtages") ? <SelectField label="Nombre d'étages" field={fields.nombreEtages} isRequired={false} options={floorOptions} placeholder="Non précisé" /> : null}
          <SelectField
            label={nature === "vente_terrain" ? "Échéance de la vente" : "Début du projet"}
            field={fields.dateDebutProjet}
            isRequired={false}
            options={startOptions}
            placeholder="Non précisé"
          />
          <SelectField label="Accessibilité du site" field={fields.accessibiliteSite} isRequired={false} options={accessOptions} placeholder="Non précisé" />
          <SelectField label="Type de terrain connu" field={fields.typeTerrainConnu} isRequired={false} options={groundOptions} placeholder="Non précisé" />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Caractéristiques (facultatif)</legend>
          {shows("presenceSousSol") ? <CheckboxField field={fields.presenceSousSol} isRequired={false} label="Le projet comprend un sous-sol" /> : null}
          <CheckboxField field={fields.presenceEau} isRequired={false} label="Présence d'eau connue (nappe, ruissellement, puits)" />
          <CheckboxField field={fields.urgenceMission} isRequired={false} label="Mission urgente" />
        </fieldset>
        <TextAreaField
          label={diagnostic ? "Désordres constatés" : "Description du projet (facultatif)"}
          description={diagnostic ? "Fissures, tassements, date d'apparition, évolution : ce que le diagnostic G5 devra expliquer." : undefined}
          field={fields.description}
          isRequired={required("description")}
          rows={4}
        />
      </div>
      <StepActions step={2}>
        <NextButton intent="project" label="Suivant" />
      </StepActions>
    </Form>
  );
}
