import type { Route } from "./+types/newsletter-confirm";
import { NewsletterLinkPage } from "~/components/forms/newsletter-link-page";
import { getDb } from "~/db/get-db.server";
import { confirmSubscription, findSubscriberByToken } from "~/lib/newsletter/newsletter.server";
import { newsletterMessages } from "~/lib/newsletter/schema";
import { seo } from "~/lib/seo/meta";
import { getCloudflare } from "~/lib/context";
import { documentOnly } from "~/lib/seo/page-handle";

// Confirmation needs a click on the page (a POST): mail scanners that open links
// must not confirm an address on their own.

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ params, context }: Route.LoaderArgs) {
  const subscriber = await findSubscriberByToken(getDb(context).db, params.token);
  return {
    origin: getCloudflare(context).env.SITE_ORIGIN,
    valid: Boolean(subscriber && subscriber.status !== "unsubscribed"),
    confirmed: subscriber?.status === "confirmed",
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  return { confirmed: await confirmSubscription(getDb(context).db, params.token) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Confirmation de l'inscription",
    description: "Confirmation de l'inscription à la newsletter.",
    path: "/newsletter",
    origin: loaderData?.origin ?? "",
    noindex: true,
  });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const done = loaderData.confirmed || actionData?.confirmed === true;
  return (
    <NewsletterLinkPage
      title="Confirmer votre inscription"
      intro="Cliquez sur le bouton pour confirmer votre inscription à notre newsletter."
      buttonLabel="Confirmer mon inscription"
      valid={loaderData.valid || done}
      done={done}
      doneMessage={newsletterMessages.confirmed}
      invalidMessage={newsletterMessages.invalidLink}
    />
  );
}
