// The simulator's frame: the current step (each in its own file: contact-step, project-step,
// services-step, recap-step) or the confirmation (done-panel), and the focus moving between them.
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { Banner } from "~/components/ui/banner";
import { Spinner } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { CatalogueItem } from "~/lib/simulator/selection";
import type { WizardView } from "~/lib/simulator/schema";
import { WizardProgress } from "./progress";
import type { TermsSection } from "~/lib/simulator/terms";
import { ContactStepForm } from "./contact-step";
import { DonePanel } from "./done-panel";
import { ProjectStepForm } from "./project-step";
import { RecapStepForm } from "./recap-step";
import { ServicesStepForm } from "./services-step";
import { useBusy } from "./step-parts";

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
