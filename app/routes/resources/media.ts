import type { Route } from "./+types/media";
import { getCloudflare } from "~/lib/context";
import { serveMedia } from "~/lib/media/delivery.server";

/** Files of the médiathèque, public: /media/{key}. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return serveMedia(getCloudflare(context).env.MEDIA, params.key, request);
}
