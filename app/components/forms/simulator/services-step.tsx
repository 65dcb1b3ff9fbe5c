// Step 3 of the simulator: the missions, those the project's nature requires locked in (docs/decisions/600).
import { getFormProps, useForm } from "@conform-to/react";
import { parseForm } from "~/lib/forms/parse";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { FormErrors } from "~/components/ui/field";
import { type CatalogueItem, defaultSelection, lockedServiceIds, splitCatalogue } from "~/lib/simulator/selection";
import { formatEuros, optionLabel } from "~/lib/simulator/format";
import { projectNatures } from "~/lib/simulator/rules";
import { servicesStepSchema, SIMULATOR_HONEYPOT, type WizardView } from "~/lib/simulator/schema";
import { applyModifiers } from "~/lib/simulator/pricing";
import { missionDetails } from "~/lib/simulator/missions";
import { Honeypot } from "../honeypot";
import { type HeadingProps, NextButton, StepActions, StepHeading } from "./step-parts";

function ServiceOption({
  item,
  locked,
  reasonId,
  checked,
  onToggle,
}: {
  item: CatalogueItem;
  locked: boolean;
  reasonId?: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const id = `service-${item.id}`;
  return (
    <li className={`rounded-lg border p-4 ${checked || locked ? "border-brand-500 bg-brand-50/60" : "border-slate-200"}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={locked ? undefined : "services"}
          value={item.id}
          checked={locked || checked}
          disabled={locked}
          onChange={(e) => onToggle(e.currentTarget.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-describedby={[`${id}-description`, locked ? reasonId : null].filter(Boolean).join(" ")}
        />
        {locked ? <input type="hidden" name="services" value={item.id} /> : null}
        <div className="flex-1">
          <label htmlFor={id} className="flex flex-wrap items-baseline justify-between gap-2 font-medium text-slate-900">
            <span>
              {item.name}
              {locked ? <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Obligatoire</span> : null}
            </span>
            <span className="text-sm font-semibold text-brand-800">{formatEuros(item.basePrice)} HT</span>
          </label>
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
            {item.description}
          </p>
          <MissionContent item={item} />
        </div>
      </div>
    </li>
  );
}

/** The mission's programme, deliverables, exclusions, client inputs and delay, from the catalogue (docs/decisions/635). */
function MissionContent({ item }: { item: CatalogueItem }) {
  const details = missionDetails({
    kind: "mission",
    label: "",
    detail: "",
    programme: item.programme ?? "",
    mission: { deliverables: item.deliverables ?? "", exclusions: item.exclusions ?? "", clientInputs: item.clientInputs ?? "", deliveryWeeks: item.deliveryWeeks ?? null },
  });
  if (details.length === 0) return null;
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-800">Contenu de la mission</summary>
      <ul className="mt-2 space-y-1">
        {details.map((d) => (
          <li key={d.label}>
            <span className="font-medium">{`${d.label}\u202f: `}</span>
            {d.text}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ServiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-3 space-y-3">{children}</ul>
    </fieldset>
  );
}

export function ServicesStepForm({ view, catalogue, headingRef, answered }: { view: WizardView; catalogue: Array<CatalogueItem> } & HeadingProps) {
  const nature = view.project?.projectNature ?? "construction_neuve";
  const { mandatory, recommended, additional } = splitCatalogue(catalogue, nature);
  const locked = lockedServiceIds(catalogue, nature);
  const [selected, setSelected] = useState<Array<string>>(() => {
    const fromResult = view.result?.initialValue?.services;
    if (Array.isArray(fromResult)) return fromResult.map(String);
    if (typeof fromResult === "string") return [fromResult];
    return view.services ?? defaultSelection(catalogue, nature);
  });
  const [form, fields] = useForm({
    id: "simulateur-services",
    lastResult: view.result,
    onValidate: ({ formData }) => parseForm(formData, servicesStepSchema),
    shouldValidate: "onSubmit",
  });
  const toggle = (id: string) => (checked: boolean) => setSelected((current) => (checked ? [...current, id] : current.filter((s) => s !== id)));
  const missions = catalogue.filter((i) => locked.includes(i.id) || selected.includes(i.id));
  const surcharges = applyModifiers(missions, view.modifiers ?? []).reduce((sum, line) => sum + line.amountHt, 0);
  const estimate = missions.reduce((sum, i) => sum + i.basePrice, 0) + surcharges;
  const errors = fields.services.errors;
  const reason = view.mandatoryReason ?? "";
  const option = (item: CatalogueItem) => (
    <ServiceOption
      key={item.id}
      item={item}
      locked={locked.includes(item.id)}
      reasonId="services-obligatoires-raison"
      checked={selected.includes(item.id)}
      onToggle={toggle(item.id)}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <StepHeading headingRef={headingRef} answered={answered}>
        Services
      </StepHeading>
      <p className="mt-1 text-sm text-slate-600">
        Projet : {optionLabel(projectNatures, nature)}. Les prestations obligatoires sont incluses d'office ; les prestations recommandées sont cochées d'avance et peuvent être
        retirées. Quantité : 1 par prestation.
      </p>
      <div className="mt-6 space-y-6">
        <FormErrors errors={form.errors} />
        {mandatory.length > 0 ? (
          <div className="space-y-3">
            <ServiceGroup legend="Prestations obligatoires pour votre projet">{mandatory.map(option)}</ServiceGroup>
            <p id="services-obligatoires-raison" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <strong className="font-semibold">Pourquoi obligatoires ?</strong> {reason}
            </p>
          </div>
        ) : null}
        {recommended.length > 0 ? <ServiceGroup legend="Prestations recommandées pour votre projet">{recommended.map(option)}</ServiceGroup> : null}
        {additional.length > 0 ? <ServiceGroup legend="Prestations complémentaires">{additional.map(option)}</ServiceGroup> : null}
        {errors ? (
          <p id="services-error" className="text-sm text-red-700" role="alert">
            {errors.join(" ")}
          </p>
        ) : null}
        <p className="text-right text-sm text-slate-700" aria-live="polite">
          Estimation : <strong className="text-lg text-brand-900">{formatEuros(estimate)} HT</strong>
          {surcharges > 0 ? <span className="block text-xs text-slate-600">dont majorations {formatEuros(surcharges)} HT, détaillées au récapitulatif</span> : null}
        </p>
      </div>
      <StepActions step={3}>
        <NextButton intent="services" label="Voir le récapitulatif" />
      </StepActions>
    </Form>
  );
}
