import type { Route } from "./+types/terrain-suggestions";
import { getCloudflare } from "~/lib/context";
import { defaultCache, suggestAddresses } from "~/lib/terrain/lookup.server";

// Address suggestions of /mon-terrain, as the visitor types (JSON). Nothing is stored.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const q = new URL(request.url).searchParams.get("q");
  const outcome = await suggestAddresses({ env, fetcher: fetch, cache: defaultCache() }, request, q);
  return Response.json({ candidates: outcome.view.candidates ?? [], error: outcome.view.error ?? null }, { status: outcome.status, headers: { "cache-control": "no-store" } });
}
