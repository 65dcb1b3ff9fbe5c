import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseForm } from "~/lib/forms/parse";
import { useFetcher } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { NEWSLETTER_HONEYPOT, type NewsletterActionData, newsletterSchema } from "~/lib/newsletter/schema";
import { Honeypot } from "./honeypot";

export const NEWSLETTER_ACTION = "/newsletter";

/**
 * The 'Restez informé' subscription form. It posts to /newsletter: with JavaScript
 * the answer shows in place; without it the browser lands on the /newsletter page,
 * which shows the same answer.
 *
 *   <NewsletterForm />                      // on /actualites
 *   <NewsletterForm lastResult={actionData} /> // on /newsletter (no-JS answer)
 */
export function NewsletterForm({ lastResult, source = "actualites", variant = "light" }: { lastResult?: NewsletterActionData; source?: string; variant?: "light" | "dark" }) {
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${source}` });
  const data = fetcher.data ?? lastResult;
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: `newsletter-${source}`,
    lastResult: busy ? null : data?.result,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, newsletterSchema),
  });
  const formError = form.errors?.[0];
  return (
    <div className="space-y-3">
      <fetcher.Form method="post" action={NEWSLETTER_ACTION} {...getFormProps(form)} className="relative flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="source" value={source} />
        <Honeypot name={NEWSLETTER_HONEYPOT} />
        <TextField
          label={<span className={variant === "dark" ? "text-white" : undefined}>Votre adresse e-mail</span>}
          type="email"
          field={fields.email}
          autoComplete="email"
          placeholder="vous@exemple.fr"
          className="flex-1"
        />
        <Button type="submit" isPending={busy} className="sm:mt-6">
          S'abonner
        </Button>
      </fetcher.Form>
      {!busy && data?.message ? (
        <Banner tone="success" title="Presque terminé">
          <p>{data.message}</p>
        </Banner>
      ) : null}
      {!busy && formError ? (
        <Banner tone="error" title="Erreur">
          <p>{formError}</p>
        </Banner>
      ) : null}
      <p className={`text-xs ${variant === "dark" ? "text-slate-300" : "text-slate-600"}`}>
        Un e-mail de confirmation vous sera envoyé. Désinscription possible à tout moment grâce au lien présent dans chaque e-mail.
      </p>
    </div>
  );
}
