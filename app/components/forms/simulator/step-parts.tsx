// What the simulator's steps share: the focusable step heading, the Retour / Recommencer row,
// the « Suivant » button and the busy state of a post.
import type { ReactNode, RefObject } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** The heading of a step: focusable by script, not in the tab order. */
export function StepHeading({ headingRef, answered, children }: { headingRef: RefObject<HTMLHeadingElement | null>; answered?: boolean; children: ReactNode }) {
  return (
    // autoFocus: without JavaScript, the page answering a post opens on the step.
    // biome-ignore lint/a11y/noAutofocus: moves focus to the step just answered (above), not to a field
    <h2 ref={headingRef} tabIndex={-1} autoFocus={answered} className="text-xl font-bold text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-300">
      {children}
    </h2>
  );
}

export function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting" || (navigation.state === "loading" && navigation.formMethod === "POST");
}

export function StepActions({ step, children }: { step: number; children: ReactNode }) {
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

export function NextButton({ intent, label }: { intent: string; label: string }) {
  const busy = useBusy();
  return (
    <Button type="submit" name="intent" value={intent} isPending={busy}>
      {busy ? "Traitement..." : label}
      {busy ? null : <Icon name="arrow-right" className="size-4" />}
    </Button>
  );
}

export const asCheckbox = (value: boolean | undefined) => (value ? "on" : undefined);

export type HeadingProps = { headingRef: RefObject<HTMLHeadingElement | null>; answered?: boolean };
