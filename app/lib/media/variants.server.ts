// The médiathèque rows behind image references: read once per save (Markdown bodies) or
// inside the page's own query (covers, cards), so a public page stays one D1 round trip.
import { type AnyColumn, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { type MediaImage, parseMediaImage, referencedMediaKeys } from "./picture";
import { mediaUrl } from "./url";
import { parseVariants } from "./variants";

// D1 binds at most 100 parameters per statement.
const CHUNK = 90;

/**
 * The stored size, decorative flag and variants of the médiathèque images named by `refs`
 * (references `/media/{key}`, bare keys or Markdown bodies), keyed by their `/media/{key}`
 * address. One round trip; references that are not médiathèque images are left out.
 */
export async function variantsForReferences(db: Db, refs: Iterable<string | null | undefined>): Promise<Map<string, MediaImage>> {
  const keys = new Set<string>();
  for (const ref of refs) {
    if (!ref) continue;
    for (const key of referencedMediaKeys(ref.includes("/media/") ? ref : mediaUrl(ref))) keys.add(key);
  }
  const found = new Map<string, MediaImage>();
  if (keys.size === 0) return found;
  const all = [...keys];
  const select = (chunk: Array<string>) =>
    db
      .select({ key: media.r2Key, width: media.width, height: media.height, alt: media.alt, decorative: media.decorative, variants: media.variants })
      .from(media)
      .where(inArray(media.r2Key, chunk));
  const chunks = Array.from({ length: Math.ceil(all.length / CHUNK) }, (_, i) => select(all.slice(i * CHUNK, (i + 1) * CHUNK)));
  const results = await db.batch(chunks as unknown as [ReturnType<typeof select>]);
  for (const rows of results)
    for (const row of rows) {
      found.set(mediaUrl(row.key), { width: row.width, height: row.height, alt: row.alt, decorative: row.decorative, variants: parseVariants(row.variants) });
    }
  return found;
}

/**
 * A select column holding, as JSON, the médiathèque row an image reference column names
 * (null for none, or for a site illustration). Read it with `parseMediaImage`.
 */
export function mediaImageColumn(reference: AnyColumn, alias: string): SQL.Aliased<string | null> {
  return sql<
    string | null
  >`(select json_object('width', m.width, 'height', m.height, 'alt', m.alt, 'decorative', m.decorative, 'variants', m.variants) from media m where ${reference} like '/media/%' and m.r2_key = substr(${reference}, 8))`.as(
    alias,
  );
}

export { parseMediaImage };
