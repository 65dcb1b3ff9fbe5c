import { Form, Link, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass } from "~/components/ui/button";

/** Body of the confirm / unsubscribe pages: a button that posts, then the outcome. */
export function NewsletterLinkPage({
  title,
  intro,
  buttonLabel,
  valid,
  done,
  doneMessage,
  invalidMessage,
}: {
  title: string;
  intro: string;
  buttonLabel: string;
  valid: boolean;
  done: boolean;
  doneMessage: string;
  invalidMessage: string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <main id="contenu" className="flex-1">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        <div className="mt-6 space-y-6">
          {!valid ? (
            <Banner tone="error" title="Lien invalide">
              <p>{invalidMessage}</p>
            </Banner>
          ) : done ? (
            <Banner tone="success" title="C'est fait">
              <p>{doneMessage}</p>
            </Banner>
          ) : (
            <>
              <p className="text-slate-700">{intro}</p>
              <Form method="post">
                <Button type="submit" isPending={busy}>
                  {buttonLabel}
                </Button>
              </Form>
            </>
          )}
          <Link to="/actualites" className={buttonClass("secondary")}>
            Voir nos actualités
          </Link>
        </div>
      </div>
    </main>
  );
}
