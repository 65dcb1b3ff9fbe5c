import { getFormProps, useForm } from "@conform-to/react";
import { parseForm } from "~/lib/forms/parse";
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass, Spinner } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, FormErrors, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/components/ui/toast";
import {
  accessOptions,
  buildingTypes,
  type CatalogueItem,
  contactStepSchema,
  defaultSelection,
  fieldUse,
  floorOptions,
  formatEuros,
  groundOptions,
  lockedServiceIds,
  type NatureField,
  optionLabel,
  projectNatures,
  projectStepSchema,
  servicesStepSchema,
  SIMULATOR_HONEYPOT,
  simulatorMessages,
  splitCatalogue,
  startOptions,
  type WizardView,
} from "~/lib/simulator/schema";
import { applyModifiers, ESTIMATE_NOTE, NEXT_STEP_NOTE, ORDER_NOTE } from "~/lib/simulator/pricing";
import { Turnstile } from "~/lib/forms/turnstile";
import { Honeypot } from "../honeypot";
import { WizardProgress } from "./progress";
import { SimulatorTerms } from "./terms";
import type { TermsSection } from "~/lib/simulator/terms";

type Props = {
  view: WizardView;
  catalogue: Array<CatalogueItem>;
  siteName: string;
  privacyEmail: string;
  /** The terms of use (loader data: ~/lib/simulator/terms). */
  terms: ReadonlyArray<TermsSection>;
  /** Shown on the last step when Turnstile is configured. */
  turnstileSiteKey?: string | null;
  nonce?: string;
  /** The view answers a post (not the page's first load): the step's heading takes the focus. */
  answered?: boolean;
};

/** Where each step (and the confirmation) begins: the no-JS answer also lands here. */
export const STEP_ANCHOR = "etape";

// Server rendering has no layout effects; React warns when one is declared there.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * When the step changes (or the quote is sent), the new step's heading takes the focus
 * (screen readers announce it) and the step's top is shown under the sticky header,
 * instead of wherever the previous step's button was. Not on the page's first load.
 */
function useStepFocus(key: string, anchor: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  const previous = useRef(key);
  useClientLayoutEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    heading.current?.focus({ preventScroll: true });
    anchor.current?.scrollIntoView({ block: "start" });
  }, [key]);
}

/** The heading of a step: focusable by script, not in the tab order. */
function StepHeading({ headingRef, answered, children }: { headingRef: RefObject<HTMLHeadingElement | null>; answered?: boolean; children: ReactNode }) {
  return (
    // autoFocus: without JavaScript, the page answering a post opens on the step.
    // biome-ignore lint/a11y/noAutofocus: moves focus to the step just answered (above), not to a field
    <h2 ref={headingRef} tabIndex={-1} autoFocus={answered} className="text-xl font-bold text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-300">
      {children}
    </h2>
  );
}

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting" || (navigation.state === "loading" && navigation.formMethod === "POST");
}

/** The 4-step quote simulator. Every step is a real form post (works without JavaScript). */
export function SimulatorWizard({ view, catalogue, siteName, privacyEmail, terms, turnstileSiteKey, nonce, answered }: Props) {
  const busy = useBusy();
  const anchor = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(view.done ? `done-${view.done.devisNumber}` : `step-${view.step}`, anchor, heading);
  useEffect(() => {
    // The sent quote is not a toast: its confirmation takes the focus and the screen (DonePanel).
    if (view.done) return;
    if (view.warning) toast({ title: "Problème technique", description: view.warning, variant: "destructive" });
    else if (view.result?.error?.[""]?.length) toast({ title: "Erreur", description: view.result.error[""][0], variant: "destructive" });
    else if (view.error) toast({ title: "Erreur", description: view.error, variant: "destructive" });
  }, [view]);

  if (view.done) {
    return (
      <div id={STEP_ANCHOR} ref={anchor} className="scroll-mt-20">
        <DonePanel done={view.done} token={view.token} headingRef={heading} answered={answered} />
      </div>
    );
  }

  const headingProps = { headingRef: heading, answered };
  return (
    <div id={STEP_ANCHOR} ref={anchor} className="relative scroll-mt-20">
      <WizardProgress step={view.step} />
      {view.error ? (
        <div className="mb-6">
          <Banner tone="error" title="Erreur">
            <p>{view.error}</p>
          </Banner>
        </div>
      ) : null}
      {view.warning ? (
        <div className="mb-6">
          <Banner tone="info" title="Problème technique">
            <p>{view.warning}</p>
          </Banner>
        </div>
      ) : null}
      {view.step === 1 ? <ContactStepForm view={view} siteName={siteName} privacyEmail={privacyEmail} terms={terms} {...headingProps} /> : null}
      {view.step === 2 ? <ProjectStepForm view={view} {...headingProps} /> : null}
      {view.step === 3 ? <ServicesStepForm view={view} catalogue={catalogue} {...headingProps} /> : null}
      {view.step === 4 ? <RecapStepForm view={view} turnstileSiteKey={turnstileSiteKey} nonce={nonce} {...headingProps} /> : null}
      {busy ? (
        <div className="absolute inset-0 z-10 flex items-center justify-center rounded-xl bg-white/70" role="status">
          <span className="flex items-center gap-3 rounded-lg bg-white px-4 py-3 font-medium text-brand-800 shadow">
            <Spinner className="size-5" /> Traitement en cours...
          </span>
        </div>
      ) : null}
    </div>
  );
}

function StepActions({ step, children }: { step: number; children: ReactNode }) {
  const busy = useBusy();
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <div className="flex gap-3">
        {step > 1 ? (
          <Button type="submit" name="intent" value="back" formNoValidate variant="secondary" isDisabled={busy}>
            <Icon name="chevron-right" className="size-4 rotate-180" /> Retour
          </Button>
        ) : null}
        {step === 4 ? (
          <Button type="submit" name="intent" value="reset" formNoValidate variant="ghost" isDisabled={busy}>
            <Icon name="refresh" className="size-4" /> Recommencer
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
}

function NextButton({ intent, label }: { intent: string; label: string }) {
  const busy = useBusy();
  return (
    <Button type="submit" name="intent" value={intent} isPending={busy}>
      {busy ? "Traitement..." : label}
      {busy ? null : <Icon name="arrow-right" className="size-4" />}
    </Button>
  );
}

const asCheckbox = (value: boolean | undefined) => (value ? "on" : undefined);

type HeadingProps = { headingRef: RefObject<HTMLHeadingElement | null>; answered?: boolean };

function ContactStepForm({
  view,
  siteName,
  privacyEmail,
  terms,
  headingRef,
  answered,
}: { view: WizardView; siteName: string; privacyEmail: string; terms: ReadonlyArray<TermsSection> } & HeadingProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const [form, fields] = useForm({
    id: "simulateur-contact",
    lastResult: view.result,
    defaultValue: { ...view.contact, acceptCGU: view.contact?.acceptCGU ? "on" : undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, contactStepSchema),
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <StepHeading headingRef={headingRef} answered={answered}>
        Vos coordonnées
      </StepHeading>
      <p className="mt-1 text-sm text-slate-600">Pour vous envoyer votre estimation et, si vous le souhaitez, vous recontacter.</p>
      {view.checkedPlace ? (
        <CheckedPlace place={view.checkedPlace} />
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Vous ne savez pas si votre terrain est en zone argileuse ?{" "}
          <Link to="/mon-terrain" className="font-medium text-brand-700 underline">
            Vérifiez-le à partir de son adresse
          </Link>
          .
        </p>
      )}
      <div className="mt-6 space-y-5">
        <FormErrors errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          {/* Required marks are explicit: the zod constraint reader would weigh on the page's script. */}
          <TextField label="Prénom" field={fields.firstName} isRequired autoComplete="given-name" />
          <TextField label="Nom" field={fields.lastName} isRequired autoComplete="family-name" />
          <TextField label="Email" type="email" field={fields.email} isRequired autoComplete="email" />
          <TextField label="Téléphone" type="tel" field={fields.phone} isRequired autoComplete="tel" />
        </div>
        <CheckboxField
          field={fields.acceptCGU}
          isRequired
          label="J'accepte les conditions générales d'utilisation"
          description={
            // biome-ignore lint/a11y/useValidAnchor: a real link to the terms further down the page; with JavaScript it opens them in a dialog instead
            <a
              href="#conditions-simulateur"
              className="font-medium text-brand-700 underline"
              onClick={(event) => {
                event.preventDefault();
                setTermsOpen(true);
              }}
            >
              Lire les conditions générales d'utilisation du simulateur
            </a>
          }
        />
      </div>
      <Dialog title="Conditions générales d'utilisation du simulateur" isOpen={termsOpen} onOpenChange={setTermsOpen} closeLabel="J'ai compris">
        <SimulatorTerms terms={terms} siteName={siteName} privacyEmail={privacyEmail} />
      </Dialog>
      <StepActions step={1}>
        <NextButton intent="contact" label="Suivant" />
      </StepActions>
    </Form>
  );
}

/** The plot the visitor checked on /mon-terrain before coming (docs/decisions/805): what it showed, and the way back to it. */
function CheckedPlace({ place }: { place: NonNullable<WizardView["checkedPlace"]> }) {
  return (
    <div className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
      <p>
        <span className="font-semibold text-brand-900">Terrain vérifié :</span> {place.label}
        {place.clay ? ` — ${place.clay}.` : "."}
      </p>
      <Link to={place.lookup} className="mt-1 inline-block font-medium text-brand-700 underline">
        Revoir la vérification du terrain
      </Link>
    </div>
  );
}

function ProjectStepForm({ view, headingRef, answered }: { view: WizardView } & HeadingProps) {
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
        </div>
      </div>
    </li>
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

function ServicesStepForm({ view, catalogue, headingRef, answered }: { view: WizardView; catalogue: Array<CatalogueItem> } & HeadingProps) {
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

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function RecapStepForm({ view, turnstileSiteKey, nonce, headingRef, answered }: { view: WizardView; turnstileSiteKey?: string | null; nonce?: string } & HeadingProps) {
  const busy = useBusy();
  const { contact, project, quote } = view;
  const [form] = useForm({ id: "simulateur-recap", lastResult: view.result });
  const yes = (v?: boolean) => (v ? "Oui" : "Non");
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <StepHeading headingRef={headingRef} answered={answered}>
        Récapitulatif
      </StepHeading>
      <div className="mt-6 space-y-6">
        <FormErrors errors={form.errors} />
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="recap-contact" className="rounded-lg border border-slate-200 p-4">
            <h3 id="recap-contact" className="font-semibold text-brand-900">
              Contact
            </h3>
            <dl className="mt-2 divide-y divide-slate-100">
              <Row label="Nom" value={`${contact?.firstName ?? ""} ${contact?.lastName ?? ""}`} />
              <Row label="Email" value={contact?.email} />
              <Row label="Téléphone" value={contact?.phone} />
            </dl>
          </section>
          <section aria-labelledby="recap-projet" className="rounded-lg border border-slate-200 p-4">
            <h3 id="recap-projet" className="font-semibold text-brand-900">
              Projet
            </h3>
            <dl className="mt-2 divide-y divide-slate-100">
              <Row label="Type de projet" value={optionLabel(projectNatures, project?.projectNature)} />
              {project?.constructionType ? <Row label="Type de bâtiment" value={optionLabel(buildingTypes, project.constructionType)} /> : null}
              {view.checkedPlace ? <Row label="Adresse du chantier" value={view.checkedPlace.label} /> : null}
              <Row label="Localisation" value={project?.location} />
              {project?.surfaceBatie ? <Row label="Surface bâtie" value={`${project.surfaceBatie} m²`} /> : null}
              {project?.terrain ? <Row label="Terrain" value={`${project.terrain} m²`} /> : null}
              {project?.nombreEtages ? <Row label="Étages" value={optionLabel(floorOptions, project.nombreEtages)} /> : null}
              {fieldUse(project?.projectNature, "presenceSousSol") !== "hidden" ? <Row label="Sous-sol" value={yes(project?.presenceSousSol)} /> : null}
              <Row label="Présence d'eau" value={yes(project?.presenceEau)} />
              <Row label="Mission urgente" value={yes(project?.urgenceMission)} />
            </dl>
          </section>
        </div>
        <section aria-labelledby="recap-services" className="rounded-lg border border-slate-200 p-4">
          <h3 id="recap-services" className="font-semibold text-brand-900">
            Prestations
          </h3>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Prestations retenues et prix hors taxes</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 font-medium">
                  Prestation
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Prix HT
                </th>
              </tr>
            </thead>
            <tbody>
              {quote?.lines.map((line) => (
                <tr key={`${line.kind}-${line.id}`} className="border-b border-slate-100" data-line={line.kind}>
                  <td className="py-2 pr-2">
                    {line.kind === "modifier" ? <span className="text-slate-600">Majoration : </span> : null}
                    {line.label}
                    {line.kind === "modifier" && line.detail ? <span className="block text-xs text-slate-500">{line.detail}</span> : null}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">{formatEuros(line.amountHt)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-right font-medium">
                  Total HT
                </th>
                <td className="pt-3 text-right whitespace-nowrap" data-testid="total-ht">
                  {formatEuros(quote?.totalHt ?? 0)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="pt-1 text-right font-medium">
                  TVA 20 %
                </th>
                <td className="pt-1 text-right whitespace-nowrap">{formatEuros(quote?.tva ?? 0)}</td>
              </tr>
              <tr>
                <th scope="row" className="pt-1 text-right text-base font-bold text-brand-900">
                  Total TTC
                </th>
                <td className="pt-1 text-right text-base font-bold whitespace-nowrap text-brand-900" data-testid="total-ttc">
                  {formatEuros(quote?.totalTtc ?? 0)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-4 text-sm font-semibold text-brand-900">{ESTIMATE_NOTE}</p>
          <p className="mt-1 text-xs text-slate-600">
            {NEXT_STEP_NOTE} {ORDER_NOTE} L'estimation (PDF) vous est envoyée par e-mail dès l'envoi de votre demande.
          </p>
        </section>
        <CheckboxField name="contactRequested" label="Je souhaite être recontacté(e) par un ingénieur pour affiner mon estimation" />
        <Turnstile siteKey={turnstileSiteKey} nonce={nonce} />
      </div>
      <StepActions step={4}>
        <Button type="submit" name="intent" value="submit" isPending={busy}>
          {busy ? "Traitement..." : "Envoyer ma demande de devis"}
        </Button>
      </StepActions>
    </Form>
  );
}

function DonePanel({ done, token, headingRef, answered }: { done: NonNullable<WizardView["done"]>; token: string } & HeadingProps) {
  return (
    <section aria-labelledby="devis-envoye" className="space-y-6">
      <h2
        id="devis-envoye"
        ref={headingRef}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, the page answering the last step opens on its result
        autoFocus={answered}
        className="text-xl font-bold text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        Votre estimation n° {done.devisNumber}
      </h2>
      <Banner tone="success" title="Succès">
        <p>{done.notice ?? simulatorMessages.success}</p>
        <p>
          Estimation n° <strong>{done.devisNumber}</strong> – total estimé {formatEuros(done.totalTtc)} TTC
          {done.emailSent ? `, envoyée à ${done.email}.` : "."}
        </p>
        <p>{ORDER_NOTE}</p>
      </Banner>
      <div className="flex flex-wrap gap-3">
        <a href={done.pdfUrl} className={buttonClass("primary")} download>
          <Icon name="download" className="size-4" /> Télécharger l'estimation (PDF)
        </a>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="state" value={token} />
          <Button type="submit" name="intent" value="reset" variant="secondary">
            Faire une nouvelle simulation
          </Button>
        </Form>
      </div>
      {done.terrain ? (
        // A link to the check's answer, whose page holds the e-mail form: its code stays out of the simulator's script budget.
        <a href={`/mon-terrain?lieu=${encodeURIComponent(done.terrain.lieu)}#recevoir-par-email`} className={buttonClass("secondary")}>
          Recevoir aussi la vérification de mon terrain par e-mail
        </a>
      ) : null}
    </section>
  );
}
