import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/lib/forms/parse";
import { type ReactNode, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
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
  floorOptions,
  formatEuros,
  groundOptions,
  lockedServiceIds,
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
import { applyModifiers, ESTIMATE_NOTE, NEXT_STEP_NOTE } from "~/lib/simulator/pricing";
import { Turnstile } from "~/lib/forms/turnstile";
import { Honeypot } from "../honeypot";
import { WizardProgress } from "./progress";
import { SimulatorTerms } from "./terms";

type Props = {
  view: WizardView;
  catalogue: Array<CatalogueItem>;
  siteName: string;
  privacyEmail: string;
  /** Shown on the last step when Turnstile is configured. */
  turnstileSiteKey?: string | null;
  nonce?: string;
};

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting" || (navigation.state === "loading" && navigation.formMethod === "POST");
}

/** The 4-step quote simulator. Every step is a real form post (works without JavaScript). */
export function SimulatorWizard({ view, catalogue, siteName, privacyEmail, turnstileSiteKey, nonce }: Props) {
  const busy = useBusy();
  useEffect(() => {
    if (view.done) toast({ title: "Succès", description: view.done.notice ?? simulatorMessages.success, variant: "success" });
    else if (view.warning) toast({ title: "Problème technique", description: view.warning, variant: "destructive" });
    else if (view.result?.error?.[""]?.length) toast({ title: "Erreur", description: view.result.error[""][0], variant: "destructive" });
    else if (view.error) toast({ title: "Erreur", description: view.error, variant: "destructive" });
  }, [view]);

  if (view.done) return <DonePanel done={view.done} token={view.token} />;

  return (
    <div className="relative">
      <WizardProgress step={view.step} />
      {view.error ? (
        <div className="mb-6">
          <Banner variant="error" title="Erreur">
            <p>{view.error}</p>
          </Banner>
        </div>
      ) : null}
      {view.warning ? (
        <div className="mb-6">
          <Banner variant="info" title="Problème technique">
            <p>{view.warning}</p>
          </Banner>
        </div>
      ) : null}
      {view.step === 1 ? <ContactStepForm view={view} siteName={siteName} privacyEmail={privacyEmail} /> : null}
      {view.step === 2 ? <ProjectStepForm view={view} /> : null}
      {view.step === 3 ? <ServicesStepForm view={view} catalogue={catalogue} /> : null}
      {view.step === 4 ? <RecapStepForm view={view} turnstileSiteKey={turnstileSiteKey} nonce={nonce} /> : null}
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

function ContactStepForm({ view, siteName, privacyEmail }: { view: WizardView; siteName: string; privacyEmail: string }) {
  const [termsOpen, setTermsOpen] = useState(false);
  const [form, fields] = useForm({
    id: "simulateur-contact",
    lastResult: view.result,
    constraint: getZodConstraint(contactStepSchema),
    defaultValue: { ...view.contact, acceptCGU: view.contact?.acceptCGU ? "on" : undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, contactStepSchema),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <h2 className="text-xl font-bold text-brand-900">Vos coordonnées</h2>
      <p className="mt-1 text-sm text-slate-600">Pour vous envoyer votre estimation et, si vous le souhaitez, vous recontacter.</p>
      <div className="mt-6 space-y-5">
        <FormErrors errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Prénom" field={fields.firstName} autoComplete="given-name" />
          <TextField label="Nom" field={fields.lastName} autoComplete="family-name" />
          <TextField label="Email" type="email" field={fields.email} autoComplete="email" />
          <TextField label="Téléphone" type="tel" field={fields.phone} autoComplete="tel" />
        </div>
        <CheckboxField
          field={fields.acceptCGU}
          label="J'accepte les conditions générales d'utilisation"
          description={
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
      <Dialog title="Conditions Générales d'Utilisation du Simulateur" isOpen={termsOpen} onOpenChange={setTermsOpen} closeLabel="J'ai compris">
        <SimulatorTerms siteName={siteName} privacyEmail={privacyEmail} />
      </Dialog>
      <StepActions step={1}>
        <NextButton intent="contact" label="Suivant" />
      </StepActions>
    </Form>
  );
}

function ProjectStepForm({ view }: { view: WizardView }) {
  const p = view.project;
  const [form, fields] = useForm({
    id: "simulateur-projet",
    lastResult: view.result,
    constraint: getZodConstraint(projectStepSchema),
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
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <h2 className="text-xl font-bold text-brand-900">Votre projet</h2>
      <div className="mt-6 space-y-5">
        <FormErrors errors={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Type de projet" field={fields.projectNature} options={projectNatures} placeholder="Sélectionnez la nature du projet" />
          <SelectField label="Type de bâtiment" field={fields.constructionType} options={buildingTypes} placeholder="Sélectionnez le type de bâtiment" />
          <TextField label="Localisation (ville ou code postal)" field={fields.location} autoComplete="address-level2" />
          <SelectField label="Nombre d'étages" field={fields.nombreEtages} options={floorOptions} placeholder="Non précisé" />
          <TextField label="Surface bâtie (m²)" field={fields.surfaceBatie} inputMode="decimal" />
          <TextField label="Superficie du terrain (m²)" field={fields.terrain} inputMode="decimal" />
          <SelectField label="Début du projet" field={fields.dateDebutProjet} options={startOptions} placeholder="Non précisé" />
          <SelectField label="Accessibilité du site" field={fields.accessibiliteSite} options={accessOptions} placeholder="Non précisé" />
          <SelectField label="Type de terrain connu" field={fields.typeTerrainConnu} options={groundOptions} placeholder="Non précisé" />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Caractéristiques</legend>
          <CheckboxField field={fields.presenceSousSol} label="Le projet comprend un sous-sol" />
          <CheckboxField field={fields.presenceEau} label="Présence d'eau connue (nappe, ruissellement, puits)" />
          <CheckboxField field={fields.urgenceMission} label="Mission urgente" />
        </fieldset>
        <TextAreaField label="Description du projet (facultatif)" field={fields.description} rows={4} />
      </div>
      <StepActions step={2}>
        <NextButton intent="project" label="Suivant" />
      </StepActions>
    </Form>
  );
}

function ServiceOption({ item, locked, checked, onToggle }: { item: CatalogueItem; locked: boolean; checked: boolean; onToggle: (checked: boolean) => void }) {
  const id = `service-${item.id}`;
  return (
    <li className={`rounded-lg border p-4 ${checked ? "border-brand-500 bg-brand-50/60" : "border-slate-200"}`}>
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
          aria-describedby={`${id}-description`}
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

function ServicesStepForm({ view, catalogue }: { view: WizardView; catalogue: Array<CatalogueItem> }) {
  const nature = view.project?.projectNature ?? "construction_neuve";
  const { recommended, additional } = splitCatalogue(catalogue, nature);
  const locked = lockedServiceIds(catalogue, nature);
  const [selected, setSelected] = useState<Array<string>>(() => {
    const fromResult = view.result?.initialValue?.services;
    if (Array.isArray(fromResult)) return fromResult.map(String);
    if (typeof fromResult === "string") return [fromResult];
    return view.services ?? locked;
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
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <h2 className="text-xl font-bold text-brand-900">Services</h2>
      <p className="mt-1 text-sm text-slate-600">
        Projet : {optionLabel(projectNatures, nature)}. Les prestations recommandées sont proposées ; les prestations obligatoires ne peuvent pas
        être retirées. Quantité : 1 par prestation.
      </p>
      <div className="mt-6 space-y-6">
        <FormErrors errors={form.errors} />
        <fieldset aria-describedby={errors ? "services-error" : undefined}>
          <legend className="text-base font-semibold text-slate-900">Services recommandés pour votre projet</legend>
          <ul className="mt-3 space-y-3">
            {recommended.map((item) => (
              <ServiceOption key={item.id} item={item} locked={locked.includes(item.id)} checked={selected.includes(item.id)} onToggle={toggle(item.id)} />
            ))}
          </ul>
        </fieldset>
        {additional.length > 0 ? (
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">Services complémentaires</legend>
            <ul className="mt-3 space-y-3">
              {additional.map((item) => (
                <ServiceOption key={item.id} item={item} locked={false} checked={selected.includes(item.id)} onToggle={toggle(item.id)} />
              ))}
            </ul>
          </fieldset>
        ) : null}
        {errors ? (
          <p id="services-error" className="text-sm text-red-700" role="alert">
            {errors.join(" ")}
          </p>
        ) : null}
        <p className="text-right text-sm text-slate-700" aria-live="polite">
          Estimation : <strong className="text-lg text-brand-900">{formatEuros(estimate)} HT</strong>
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

function RecapStepForm({ view, turnstileSiteKey, nonce }: { view: WizardView; turnstileSiteKey?: string | null; nonce?: string }) {
  const busy = useBusy();
  const { contact, project, quote } = view;
  const [form] = useForm({ id: "simulateur-recap", lastResult: view.result });
  const yes = (v?: boolean) => (v ? "Oui" : "Non");
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="state" value={view.token} />
      <Honeypot name={SIMULATOR_HONEYPOT} />
      <h2 className="text-xl font-bold text-brand-900">Récapitulatif</h2>
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
              <Row label="Type de bâtiment" value={optionLabel(buildingTypes, project?.constructionType)} />
              <Row label="Localisation" value={project?.location} />
              <Row label="Surface bâtie" value={`${project?.surfaceBatie ?? ""} m²`} />
              <Row label="Terrain" value={`${project?.terrain ?? ""} m²`} />
              {project?.nombreEtages ? <Row label="Étages" value={optionLabel(floorOptions, project.nombreEtages)} /> : null}
              <Row label="Sous-sol" value={yes(project?.presenceSousSol)} />
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
                    {line.kind === "modifier" ? <span className="text-slate-600">Majoration : </span> : null}
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
            {NEXT_STEP_NOTE} Le devis (PDF, valable 2 mois) vous est envoyé par e-mail dès l'envoi de votre demande.
          </p>
        </section>
        <CheckboxField name="contactRequested" label="Je souhaite être recontacté(e) par un ingénieur pour affiner mon devis" />
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

function DonePanel({ done, token }: { done: NonNullable<WizardView["done"]>; token: string }) {
  return (
    <div className="space-y-6">
      <Banner variant="success" title="Succès">
        <p>{done.notice ?? simulatorMessages.success}</p>
        <p>
          Devis n° <strong>{done.devisNumber}</strong> – total estimé {formatEuros(done.totalTtc)} TTC
          {done.emailSent ? `, envoyé à ${done.email}.` : "."}
        </p>
      </Banner>
      <div className="flex flex-wrap gap-3">
        <a href={done.pdfUrl} className={buttonClass("primary")} download>
          <Icon name="download" className="size-4" /> Télécharger le devis (PDF)
        </a>
        <Form method="post">
          <input type="hidden" name="state" value={token} />
          <Button type="submit" name="intent" value="reset" variant="secondary">
            Faire une nouvelle simulation
          </Button>
        </Form>
      </div>
    </div>
  );
}
