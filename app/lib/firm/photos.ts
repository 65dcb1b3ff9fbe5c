// Photos of the firm's screens (team, references): médiathèque images only. Browser-safe.
import { z } from "zod";
import { MEDIA_REFERENCE_MESSAGE, mediaImageKey } from "~/lib/media/url";

/** A médiathèque image (`/media/{key}`), "" for none; the site's illustrations are not photos. */
export const photoField = z
  .string()
  .trim()
  .max(500, MEDIA_REFERENCE_MESSAGE)
  .refine((value) => value === "" || mediaImageKey(value) !== null, MEDIA_REFERENCE_MESSAGE)
  .default("");
