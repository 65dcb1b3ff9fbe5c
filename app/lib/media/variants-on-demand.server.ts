// A variant declared at upload is made on its first request, from the kept original, by the
// same re-encode as at upload, then stored and served like any other file of the médiathèque
// (docs/decisions/505-photo-variants-on-first-request.md).
import { eq, like, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { serveMedia } from "./delivery.server";
import { renderVariant, VARIANT_KEY_PATTERN, variantPutOptions } from "./process.server";
import { parseVariants } from "./variants";

export type OnDemandDeps = { db: Db; bucket: R2Bucket; images: ImagesBinding };

export const ON_DEMAND_MESSAGES = {
  unavailable: "L'image est en cours de préparation : réessayez dans quelques instants.",
} as const;

type Made = { ok: true } | { ok: false; reason: "unknown" | "unavailable" };

/**
 * Makes and stores the variant `key` if a row of the médiathèque declares it: "unknown" when
 * none does (404), "unavailable" when the Images binding, R2 or D1 fails (nothing is left
 * stored; the next request tries again). Two first requests at once store one object.
 */
export async function makeVariant({ db, bucket, images }: OnDemandDeps, key: string): Promise<Made> {
  const hex = VARIANT_KEY_PATTERN.exec(key)?.[1];
  if (!hex) return { ok: false, reason: "unknown" };
  let row: { id: number; name: string; variants: string; originalKey: string | null } | undefined;
  try {
    [row] = await db
      .select({ id: media.id, name: media.name, variants: media.variants, originalKey: media.originalKey })
      .from(media)
      .where(like(media.r2Key, `${hex}%`))
      .limit(1);
  } catch (error) {
    console.warn(`media variant ${key}: its row could not be read`, error);
    return { ok: false, reason: "unavailable" };
  }
  const variant = row ? parseVariants(row.variants).find((v) => v.key === key) : undefined;
  if (!row || !variant || !row.originalKey) return { ok: false, reason: "unknown" };

  let stored: R2Object | null;
  let bytes: Uint8Array;
  try {
    const original = await bucket.get(row.originalKey);
    if (!original) {
      console.warn(`media ${row.id}: original ${row.originalKey} missing, variant ${key} cannot be made`);
      return { ok: false, reason: "unknown" };
    }
    bytes = await renderVariant(images, new Uint8Array(await original.arrayBuffer()), variant);
    stored = await bucket.put(key, bytes, { onlyIf: { etagDoesNotMatch: "*" }, ...variantPutOptions(variant, row.name) });
  } catch (error) {
    console.warn(`media variant ${key} could not be made`, error);
    return { ok: false, reason: "unavailable" };
  }
  // null: another first request stored it meanwhile (the same bytes); it recorded the size.
  if (!stored) return { ok: true };

  try {
    const [recorded] = await db
      .update(media)
      .set({
        variants: sql`(select json_group_array(case when json_extract(value, '$.key') = ${key} then json_set(value, '$.bytes', ${bytes.length}) else json(value) end) from json_each(${media.variants}))`,
      })
      .where(eq(media.id, row.id))
      .returning({ variants: media.variants });
    if (recorded && parseVariants(recorded.variants).some((v) => v.key === key)) return { ok: true };
    // The row was deleted (or reprocessed without this variant) meanwhile: nothing to keep.
    await bucket.delete(key);
    return { ok: false, reason: "unknown" };
  } catch (error) {
    console.warn(`media variant ${key}: size not recorded, object removed`, error);
    await bucket.delete(key).catch((cause: unknown) => console.warn(`media object left behind: ${key}`, cause));
    return { ok: false, reason: "unavailable" };
  }
}

function unavailable() {
  return new Response(ON_DEMAND_MESSAGES.unavailable, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5", "X-Content-Type-Options": "nosniff" },
  });
}

/** GET/HEAD /media/{key}: the stored file, or a declared variant made now and then served the same way. */
export async function serveMediaOrVariant(deps: OnDemandDeps, key: string, request: Request): Promise<Response> {
  const served = await serveMedia(deps.bucket, key, request);
  if (served.status !== 404 || !VARIANT_KEY_PATTERN.test(key)) return served;
  const made = await makeVariant(deps, key);
  if (made.ok) return serveMedia(deps.bucket, key, request);
  return made.reason === "unavailable" ? unavailable() : served;
}
