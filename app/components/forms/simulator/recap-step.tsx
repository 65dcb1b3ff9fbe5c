// Step 4 of the simulator: the recap, the estimate and the terms, then « Envoyer ».
import { getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormErrors } from "~/components/ui/field";
import { buildingTypes, fieldUse, floorOptions, SIMULATOR_HONEYPOT, type WizardView } from "~/lib/simulator/schema";
import { formatEuros, optionLabel } from "~/lib/simulator/format";
import { projectNatures } from "~/lib/simulator/rules";
import { ESTIMATE_NOTE, NEXT_STEP_NOTE, ORDER_NOTE } from "~/lib/simulator/pricing";
import { Turnstile } from "~/lib/forms/turnstile";
import { Honeypot } from "../honeypot";
import { type HeadingProps, StepActions, StepHeading, useBusy } from "./step-parts";

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

export function RecapStepForm({ view, turnstileSiteKey, nonce, headingRef, answered }: { view: WizardView; turnstileSiteKey?: string | null; nonce?: string } & HeadingProps) {
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
