import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/not-found";
import { getCloudflare } from "~/lib/context";
import { seo } from "~/lib/seo/meta";
import { notFoundSuggestions } from "~/lib/seo/not-found";
import { followRedirectOrRecord } from "~/lib/seo/not-found.server";
import { documentOnly } from "~/lib/seo/page-handle";

/** Content only: no client script (docs/decisions/501). */
export const handle = documentOnly;

export async function loader({ request, context }: Route.LoaderArgs) {
  await followRedirectOrRecord(request, context);
  const { env } = getCloudflare(context);
  const url = new URL(request.url);
  return data({ suggestions: notFoundSuggestions(url.pathname), origin: env.SITE_ORIGIN, path: url.pathname }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Page non trouvée",
    description: "La page demandée n'existe pas ou a été déplacée.",
    path: loaderData?.path ?? "/404",
    origin: loaderData?.origin ?? "",
    noindex: true,
  });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen suggestions={loaderData.suggestions} />;
}
