// Step 1 of the simulator: who asks (contact details), with the plot checked on /mon-terrain if any.
import { getFormProps, useForm } from "@conform-to/react";
import { parseForm } from "~/lib/forms/parse";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, FormErrors, TextField } from "~/components/ui/field";
import { contactStepSchema, SIMULATOR_HONEYPOT, type WizardView } from "~/lib/simulator/schema";
import { Honeypot } from "../honeypot";
import { SimulatorTerms } from "./terms";
import type { TermsSection } from "~/lib/simulator/terms";
import { type HeadingProps, NextButton, StepActions, StepHeading } from "./step-parts";

export function ContactStepForm({
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
