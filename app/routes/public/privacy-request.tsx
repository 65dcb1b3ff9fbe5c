import { data, Form } from "react-router";
import type { Route } from "./+types/privacy-request";
import { Honeypot } from "~/components/forms/honeypot";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { linkAddress, submitPublicRequest } from "~/lib/privacy/public-request.server";
import { PUBLIC_REQUEST_HONEYPOT, PUBLIC_REQUEST_MESSAGES, PUBLIC_REQUEST_TYPES } from "~/lib/privacy/schema";
import { seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** A form that works as a plain document: no client script (docs/decisions/501). */
export const handle = documentOnly;

/** A personal page: never indexed, never cached. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export function headers() {
  return PRIVATE;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const email = await linkAddress(env.JWT_SECRET, params.token);
  return data({ origin: env.SITE_ORIGIN, email }, { status: email ? 200 : 404, headers: PRIVATE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const outcome = await submitPublicRequest({ db: getDb(context).db, env }, request, params.token);
  return data(outcome.view, { status: formAnswerStatus(request, outcome.status), headers: PRIVATE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Vos données personnelles",
    description: "Demander une copie de vos données personnelles ou leur effacement.",
    path: "/donnees-personnelles",
    origin: loaderData?.origin ?? "",
    noindex: true,
  });
}

export default function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const email = actionData?.email ?? loaderData.email;
  const error = actionData?.error ?? (email ? null : PUBLIC_REQUEST_MESSAGES.invalidLink);
  return (
    <main id="contenu" className="flex-1">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-brand-900">Vos données personnelles</h1>
        <div className="mt-6 space-y-6">
          {actionData?.done ? (
            <Banner tone="success" title="Demande enregistrée">
              <p>{PUBLIC_REQUEST_MESSAGES.received}</p>
            </Banner>
          ) : error ? (
            <Banner tone="error" title={email ? "Demande non enregistrée" : "Lien invalide"}>
              <p>{error}</p>
            </Banner>
          ) : null}
          {email && !actionData?.done ? (
            <>
              <p className="text-slate-700">
                Ce lien personnel vous permet d'exercer vos droits sur les données que nous conservons au sujet de l'adresse <strong>{email}</strong> (RGPD, art. 15 à 21). Nous
                vous répondrons à cette adresse dans un délai d'un mois au plus.
              </p>
              <Form method="post" className="space-y-4">
                <Honeypot name={PUBLIC_REQUEST_HONEYPOT} />
                <fieldset className="space-y-3" aria-describedby={actionData?.fieldError ? "type-erreur" : undefined}>
                  <legend className="text-sm font-semibold text-slate-900">Que souhaitez-vous demander ?</legend>
                  {PUBLIC_REQUEST_TYPES.map((option) => (
                    <label key={option.value} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
                      <input type="radio" name="type" value={option.value} required className="mt-1" aria-invalid={actionData?.fieldError ? true : undefined} />
                      <span>{option.label}</span>
                    </label>
                  ))}
                  {actionData?.fieldError ? (
                    <p id="type-erreur" className="text-sm text-red-700">
                      {actionData.fieldError}
                    </p>
                  ) : null}
                </fieldset>
                <p className="text-sm text-slate-600">Votre demande ne déclenche rien automatiquement : nous vérifions qu'elle vient bien de vous avant d'y répondre.</p>
                <button type="submit" className={buttonClass("primary")}>
                  Envoyer ma demande
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </div>
    </main>
  );
}
