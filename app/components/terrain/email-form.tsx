import { Form, Link, useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { errorClass, inputClass, labelClass } from "~/components/ui/field";
import { Turnstile } from "~/lib/forms/turnstile";
import { TERRAIN_HONEYPOT } from "~/lib/terrain/place";
import type { TerrainView } from "~/lib/terrain/schema";

/**
 * 'Recevoir ce résultat par e-mail': the only step that stores the address (with consent).
 * It carries the result's signed place (`lieu`), never a label of its own. On /mon-terrain
 * the page answers; elsewhere (`action`, the simulator's confirmation) a fetcher posts to
 * /mon-terrain and the answer shows in place — without JavaScript the post opens /mon-terrain.
 */
export function TerrainEmailForm({
  lieu,
  view = {},
  action,
  defaultEmail = "",
  idPrefix = "terrain",
  turnstileSiteKey,
  nonce,
}: {
  lieu: string;
  view?: Pick<TerrainView, "emailErrors" | "emailNotice" | "emailValue" | "error">;
  action?: string;
  defaultEmail?: string;
  idPrefix?: string;
  turnstileSiteKey?: string | null;
  nonce?: string;
}) {
  const fetcher = useFetcher<TerrainView>();
  const answer = action ? (fetcher.data ?? {}) : view;
  const errors = { ...answer.emailErrors, ...(action && fetcher.data?.error ? { form: fetcher.data.error } : {}) };
  if (answer.emailNotice) {
    return (
      <div className="mt-4">
        <Banner tone="success" title={answer.emailNotice} />
      </div>
    );
  }
  const FormElement = action ? fetcher.Form : Form;
  const emailId = `${idPrefix}-email`;
  const consentId = `${idPrefix}-consent`;
  return (
    <FormElement method="post" action={action} className="relative mt-4 space-y-3" noValidate>
      <input type="hidden" name="intent" value="email" />
      <input type="hidden" name="lieu" value={lieu} />
      <Honeypot name={TERRAIN_HONEYPOT} />
      {errors.form ? <Banner tone="error" title={errors.form} /> : null}
      <div>
        <label htmlFor={emailId} className={labelClass}>
          Votre adresse e-mail
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={answer.emailValue ?? defaultEmail}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-erreur` : undefined}
          className={`mt-1 ${inputClass}`}
        />
        {errors.email ? (
          <p id={`${emailId}-erreur`} className={errorClass}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-erreur` : undefined}
            className="mt-1 size-4"
          />
          <label htmlFor={consentId} className="text-sm text-slate-800">
            J'accepte que mon adresse e-mail et l'adresse du terrain soient conservées pour m'envoyer ce résultat et, le cas échéant, me recontacter à son sujet (voir la{" "}
            <Link to="/politique-confidentialite" className="text-brand-700 underline">
              politique de confidentialité
            </Link>
            ).
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-erreur`} className={errorClass}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <Turnstile siteKey={turnstileSiteKey} nonce={nonce} />
      <Button type="submit" variant="secondary" isPending={fetcher.state !== "idle"}>
        Recevoir ce résultat par e-mail
      </Button>
    </FormElement>
  );
}
