// The médiathèque rules of a photo a firm screen shows (docs/decisions/753, 741): it must exist,
// and a photo shown to the public needs a text alternative in the médiathèque (or be marked
// decorative), since these places have no alt field of their own.
import type { Db } from "~/db/client.server";
import type { FieldErrors } from "~/lib/admin/save";
import { imagesMissingAlt, missingAltErrors } from "~/lib/media/alt.server";
import { unknownMediaImage } from "~/lib/media/references.server";
import { MEDIA_REFERENCE_MESSAGE } from "~/lib/media/url";

export type PhotoUse = { field: string; src: string };

/**
 * The field errors of `photos`: an image the médiathèque does not have (one kept from the
 * previous save is not checked again), and, when `shown`, one without alt text.
 */
export async function photoErrors(db: Db, photos: ReadonlyArray<PhotoUse>, previous: ReadonlyArray<string>, shown: boolean): Promise<FieldErrors> {
  const used = photos.filter((photo) => photo.src !== "");
  const errors: FieldErrors = {};
  for (const photo of used) {
    if (previous.includes(photo.src)) continue;
    if (await unknownMediaImage(db, photo.src)) errors[photo.field] = [MEDIA_REFERENCE_MESSAGE];
  }
  if (!shown) return errors;
  const missing = await imagesMissingAlt(
    db,
    used.filter((photo) => !errors[photo.field]).map((photo) => ({ field: photo.field, src: photo.src, alt: "" })),
  );
  return { ...errors, ...missingAltErrors(missing) };
}
