// Image references of the content forms (featured and share images) checked against the
// médiathèque when they are saved.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { mediaImageKey } from "./url";

/**
 * True when `value` names a médiathèque image that does not exist. A value kept as it was
 * (`previous`) is not checked again: a file deleted since then is the delete dialog's
 * "image manquante", shown until the content is edited, not a reason to refuse other edits.
 */
export async function unknownMediaImage(db: Db, value: string | null | undefined, previous?: string | null): Promise<boolean> {
  if (!value || value === previous) return false;
  const key = mediaImageKey(value);
  if (!key) return false;
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.r2Key, key)).limit(1);
  return !row;
}
