// What must hold before a save publishes (docs/decisions/740, 741), shared by the article,
// service and page actions.
import type { Db } from "~/db/client.server";
import { contentImages, imagesMissingAlt, missingAltErrors } from "~/lib/media/alt.server";
import { intentPublishes, type PublishIntent } from "./publishing";

/**
 * The field errors that stop a save from publishing: each médiathèque image it would
 * publish without a text alternative (featured or share image, images of the content).
 * Null when the save may go ahead; a draft is never stopped.
 */
export async function publishingBlockers(
  db: Db,
  intent: PublishIntent,
  value: { featuredImage?: string | null; featuredImageAlt?: string | null; content?: string | null },
): Promise<Record<string, Array<string>> | null> {
  if (!intentPublishes(intent)) return null;
  const missing = await imagesMissingAlt(db, contentImages(value));
  return missing.length ? missingAltErrors(missing) : null;
}
