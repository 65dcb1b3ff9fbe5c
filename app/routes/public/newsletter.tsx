import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { submitNewsletterForm } from "~/lib/newsletter/submit.server";
import { seo } from "~/lib/seo/meta";

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: getCloudflare(context).env.SITE_ORIGIN };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitNewsletterForm({ db: getDb(context).db, env: getCloudflare(context).env }, request);
  return data(outcome.body, { status: formAnswerStatus(request, outcome.status) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Newsletter – Restez informé",
    description: "Recevez les actualités géotechniques : réglementation, études de sol, conseils pour vos projets de construction.",
    path: "/newsletter",
    origin: loaderData?.origin ?? "",
    noindex: true,
  });
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="flex-1">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: "Actualités", href: "/actualites" },
            { label: "Newsletter", href: "/newsletter" },
          ]}
          origin={loaderData.origin}
        />
        <h1 className="mt-8 text-3xl font-bold text-brand-900">Restez informé</h1>
        <p className="mt-3 text-slate-700">Abonnez-vous à notre newsletter pour recevoir nos articles, les évolutions de la réglementation et nos conseils pour vos projets.</p>
        <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
          <NewsletterForm lastResult={actionData} source="newsletter" />
        </div>
      </div>
    </main>
  );
}
