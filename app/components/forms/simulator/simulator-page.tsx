import { useRouteLoaderData } from "react-router";
import { Breadcrumb, type BreadcrumbEntry } from "~/components/layout/breadcrumb";
import type { CatalogueItem } from "~/lib/simulator/selection";
import type { WizardView } from "~/lib/simulator/schema";
import type { RootData } from "~/components/layout/root-data";
import type { TermsSection } from "~/lib/simulator/terms";
import { SimulatorTerms } from "./terms";
import { SimulatorWizard } from "./wizard";

/** Page body shared by /simulateur and /simulateur-admin. */
export function SimulatorPage({
  view,
  catalogue,
  origin,
  breadcrumb,
  faq = [],
  terms,
  turnstileSiteKey = null,
  answered = false,
}: {
  view: WizardView;
  catalogue: Array<CatalogueItem>;
  origin: string;
  breadcrumb: Array<BreadcrumbEntry>;
  /** The terms of use (loader data: see ~/lib/simulator/terms). */
  terms: ReadonlyArray<TermsSection>;
  /** The questions shown under the simulator (loader data: see ~/lib/simulator/faq). */
  faq?: ReadonlyArray<{ question: string; answer: string }>;
  turnstileSiteKey?: string | null;
  /** The view is an action's answer (see SimulatorWizard). */
  answered?: boolean;
}) {
  const root = useRouteLoaderData<RootData>("root");
  const siteName = root?.settings.general.site_name ?? "Lutetia Géotechnique";
  const privacyEmail = root?.settings.contact.privacy_email ?? "";
  return (
    <main id="contenu" className="flex-1">
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight">Simulateur de devis</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">Estimez en quelques minutes le coût de votre étude géotechnique et recevez votre estimation au format PDF.</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Breadcrumb items={breadcrumb} origin={origin} />
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <SimulatorWizard
            view={view}
            catalogue={catalogue}
            siteName={siteName}
            privacyEmail={privacyEmail}
            terms={terms}
            turnstileSiteKey={turnstileSiteKey}
            nonce={root?.nonce}
            answered={answered}
          />
        </div>
        <details id="conditions-simulateur" className="mt-8 rounded-xl border border-slate-200 p-6 text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-brand-900">Conditions générales d'utilisation du simulateur</summary>
          <div className="mt-4 space-y-3">
            <SimulatorTerms terms={terms} siteName={siteName} privacyEmail={privacyEmail} />
          </div>
        </details>
        {faq.length > 0 ? (
          <section aria-labelledby="faq" className="mt-12">
            <h2 id="faq" className="text-2xl font-bold text-brand-900">
              Questions fréquentes
            </h2>
            <div className="mt-6 space-y-4">
              {faq.map((item) => (
                <details key={item.question} className="rounded-lg border border-slate-200 p-4">
                  <summary className="cursor-pointer font-medium text-slate-900">{item.question}</summary>
                  <p className="mt-2 text-sm text-slate-700">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </main>
  );
}
