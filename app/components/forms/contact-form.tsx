import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/lib/forms/parse";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { dismissToast, toast } from "~/components/ui/toast";
import { type ContactActionData, contactMessages, contactSchema, DEFAULT_MAKE_WEBHOOK_URL, HONEYPOT_FIELD, professions, subjects } from "~/lib/contact/schema";
import { Turnstile } from "~/lib/forms/turnstile";
import { FileDropArea } from "./file-drop-area";
import { Honeypot } from "./honeypot";

/** The contact form: validates as you type, posts multipart, works without JavaScript. */
export function ContactForm({ actionData, turnstileSiteKey, nonce }: { actionData?: ContactActionData; turnstileSiteKey?: string | null; nonce?: string }) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    constraint: getZodConstraint(contactSchema),
    defaultValue: { makeWebhookUrl: DEFAULT_MAKE_WEBHOOK_URL },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, contactSchema),
  });

  // Loading toast while sending, then the outcome.
  const loadingToast = useRef<string | null>(null);
  useEffect(() => {
    if (isSubmitting && !loadingToast.current) {
      loadingToast.current = toast({ title: contactMessages.sending, variant: "loading" });
    }
  }, [isSubmitting]);
  useEffect(() => {
    if (!actionData || isSubmitting) return;
    dismissToast(loadingToast.current);
    loadingToast.current = null;
    if (actionData.reference) {
      toast({ title: `Message envoyé avec succès! Référence: ${actionData.reference}`, variant: "success" });
    } else if (actionData.result.error?.[""]?.length) {
      toast({ title: "Erreur", description: actionData.result.error[""][0], variant: "destructive" });
    }
  }, [actionData, isSubmitting]);

  const success = actionData?.reference && navigation.state === "idle";
  const formError = !success ? form.errors : undefined;

  return (
    <div className="space-y-6">
      {success ? (
        <Banner tone="success" title="Message envoyé" id="contact-result">
          <p>{contactMessages.success}</p>
          <p className="font-semibold">Référence: {actionData.reference}</p>
        </Banner>
      ) : formError?.length ? (
        <Banner tone="error" title="Erreur" id="contact-result">
          {formError.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </Banner>
      ) : null}

      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="relative space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nom complet" field={fields.fullName} autoComplete="name" />
          <TextField label="Email" type="email" field={fields.email} autoComplete="email" />
          <TextField label="Téléphone" type="tel" field={fields.phone} autoComplete="tel" />
          <SelectField label="Type de métier" field={fields.profession} options={professions} placeholder="Sélectionnez votre profession" />
        </div>
        <SelectField label="Objet" field={fields.subject} options={subjects} placeholder="Sélectionnez un objet" />
        <TextAreaField label="Message" field={fields.message} rows={5} />
        <FileDropArea key={fields.files.key} id={fields.files.id} name={fields.files.name} label="Pièces jointes (facultatif)" errors={fields.files.errors} />
        <input type="hidden" name={fields.makeWebhookUrl.name} defaultValue={(fields.makeWebhookUrl.initialValue as string | undefined) ?? DEFAULT_MAKE_WEBHOOK_URL} />
        {fields.makeWebhookUrl.errors ? <FormErrors errors={fields.makeWebhookUrl.errors} /> : null}
        <Honeypot name={HONEYPOT_FIELD} />
        <Turnstile siteKey={turnstileSiteKey} nonce={nonce} />
        <p className="text-xs text-slate-500">
          Les champs marqués d'un astérisque (*) sont obligatoires. Vos données servent uniquement à traiter votre demande (voir notre{" "}
          <a href="/politique-confidentialite" className="underline">
            politique de confidentialité
          </a>
          ).
        </p>
        <Button type="submit" isPending={isSubmitting}>
          {isSubmitting ? "Envoi en cours..." : "Envoyer le message"}
        </Button>
      </Form>
    </div>
  );
}
