// The simulator's confirmation: the estimate's number and total, its PDF, what happens next
// (docs/decisions/602).
import { Form } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { formatEuros } from "~/lib/simulator/format";
import { simulatorMessages, type WizardView } from "~/lib/simulator/schema";
import { ORDER_NOTE } from "~/lib/simulator/pricing";
import type { HeadingProps } from "./step-parts";

export function DonePanel({ done, token, headingRef, answered }: { done: NonNullable<WizardView["done"]>; token: string } & HeadingProps) {
  return (
    <section aria-labelledby="devis-envoye" className="space-y-6">
      <h2
        id="devis-envoye"
        ref={headingRef}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, the page answering the last step opens on its result
        autoFocus={answered}
        className="text-xl font-bold text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        Votre estimation n° {done.devisNumber}
      </h2>
      <Banner tone="success" title="Succès">
        <p>{done.notice ?? simulatorMessages.success}</p>
        <p>
          Estimation n° <strong>{done.devisNumber}</strong> – total estimé {formatEuros(done.totalTtc)} TTC
          {done.emailSent ? `, envoyée à ${done.email}.` : "."}
        </p>
        <p>{ORDER_NOTE}</p>
      </Banner>
      <div className="flex flex-wrap gap-3">
        <a href={done.pdfUrl} className={buttonClass("primary")} download>
          <Icon name="download" className="size-4" /> Télécharger l'estimation (PDF)
        </a>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="state" value={token} />
          <Button type="submit" name="intent" value="reset" variant="secondary">
            Faire une nouvelle simulation
          </Button>
        </Form>
      </div>
      {done.terrain ? (
        // A link to the check's answer, whose page holds the e-mail form: its code stays out of the simulator's script budget.
        <a href={`/mon-terrain?lieu=${encodeURIComponent(done.terrain.lieu)}#recevoir-par-email`} className={buttonClass("secondary")}>
          Recevoir aussi la vérification de mon terrain par e-mail
        </a>
      ) : null}
    </section>
  );
}
