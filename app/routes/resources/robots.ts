import type { Route } from "./+types/robots";
import { getCloudflare } from "~/lib/context";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /simulateur-admin", "Disallow: /mon-terrain/suggestions", "", `Sitemap: ${env.SITE_ORIGIN}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
