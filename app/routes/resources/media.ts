import type { Route } from "./+types/media";
import { getCloudflare } from "~/lib/context";
import { getDb } from "~/db/get-db.server";
import { serveMediaOrVariant } from "~/lib/media/variants-on-demand.server";

/** Files of the médiathèque, public: /media/{key} (a declared variant is made on its first request). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  return serveMediaOrVariant({ db: getDb(context).db, bucket: env.MEDIA, images: env.IMAGES }, params.key, request);
}
