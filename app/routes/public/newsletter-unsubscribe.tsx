import type { Route } from "./+types/newsletter-unsubscribe";
import { NewsletterLinkPage } from "~/components/forms/newsletter-link-page";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { findSubscriberByToken, unsubscribe } from "~/lib/newsletter/newsletter.server";
import { newsletterMessages } from "~/lib/newsletter/schema";
import { seo } from "~/lib/seo/meta";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ params, context }: Route.LoaderArgs) {
  const subscriber = await findSubscriberByToken(getDb(context).db, params.token);
  return { origin: getCloudflare(context).env.SITE_ORIGIN, valid: Boolean(subscriber), unsubscribed: subscriber?.status === "unsubscribed" };
}

export async function action({ params, context }: Route.ActionArgs) {
  return { unsubscribed: await unsubscribe(getDb(context).db, params.token) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({ title: "Désinscription de la newsletter", description: "Désinscription de la newsletter.", path: "/newsletter", origin: loaderData?.origin ?? "", noindex: true });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const done = loaderData.unsubscribed || actionData?.unsubscribed === true;
  return (
    <NewsletterLinkPage
      title="Se désinscrire de la newsletter"
      intro="Cliquez sur le bouton pour ne plus recevoir notre newsletter."
      buttonLabel="Me désinscrire"
      valid={loaderData.valid}
      done={done}
      doneMessage={newsletterMessages.unsubscribed}
      invalidMessage={newsletterMessages.invalidLink}
    />
  );
}
