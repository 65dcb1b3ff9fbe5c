// The checks before saving a service or a page (content published or not, without
// scheduling): a known publish button, the image alternatives a publication needs, and an
// image that is in the médiathèque.
import type { Db } from "~/db/client.server";
import { type Refusal, refuse } from "~/lib/admin/edit-action.server";
import { unknownMediaImage } from "~/lib/media/references.server";
import { MEDIA_REFERENCE_MESSAGE } from "~/lib/media/url";
import { ALT_BLOCKS_PUBLISHING, plainPublication, PUBLISH_MESSAGES, type PublishIntent, readPublishIntent } from "./publishing";
import { publishingBlockers } from "./publishing.server";

type PlainContent = { featuredImage: string; featuredImageAlt?: string | null; content?: string | null };

/** The `prepare` step of `editFormAction` for services and pages. */
export function preparePlainContent<V extends PlainContent>(db: Db, formData: FormData, previousImage: string | null | undefined, fixErrors: string) {
  return async (value: V): Promise<Refusal | { input: V & { status: "draft" | "published"; intent: PublishIntent } }> => {
    const intent = readPublishIntent(formData.get("intent"));
    if (!intent) return refuse({ formErrors: [PUBLISH_MESSAGES.unknownIntent] });
    const publication = plainPublication(intent);
    if (!publication.ok) return refuse({ formErrors: [publication.message] });
    const blockers = await publishingBlockers(db, intent, value);
    if (blockers) return refuse({ fieldErrors: blockers, formErrors: [ALT_BLOCKS_PUBLISHING] });
    if (await unknownMediaImage(db, value.featuredImage, previousImage)) {
      return refuse({ fieldErrors: { featuredImage: [MEDIA_REFERENCE_MESSAGE] }, formErrors: [fixErrors] });
    }
    return { input: { ...value, status: publication.status, intent } };
  };
}
