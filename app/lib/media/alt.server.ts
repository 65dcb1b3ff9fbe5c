// No image of the médiathèque is published without a text alternative
// (docs/decisions/741): the article, service and page forms check the images they would
// publish (featured or share image, images of the Markdown content) before saving.
import { inArray } from "drizzle-orm";
import type { Image, ImageReference, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { mediaImageKey } from "./url";

/** An image a form would publish: the field it comes from, its address and the alt text it is given there. */
export type ImageReferenceInput = { field: string; src: string | null | undefined; alt?: string | null };

/** An image refused: the field to mark, the médiathèque key and the file's name. */
export type MissingAlt = { field: string; key: string; name: string };

export const missingAltMessage = (name: string) => `Ajoutez un texte alternatif à l'image « ${name} » dans la médiathèque, ou marquez-la comme décorative.`;

/** The images of Markdown content (`![alt](src)` and `![alt][ref]`), with their own alt text. */
export function markdownImages(field: string, markdown: string): Array<ImageReferenceInput> {
  if (!markdown.includes("![")) return [];
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node) => {
    definitions.set(node.identifier.toLowerCase(), node.url);
  });
  const images: Array<ImageReferenceInput> = [];
  visit(tree, ["image", "imageReference"], (node) => {
    const image = node as Image | ImageReference;
    const src = image.type === "image" ? image.url : definitions.get(image.identifier.toLowerCase());
    images.push({ field, src, alt: image.alt ?? "" });
  });
  return images;
}

/**
 * The médiathèque images among `references` that would be published without a text
 * alternative: no alt text where they are used, none in the médiathèque, and not marked
 * decorative. Other addresses (the site's illustrations) are not the médiathèque's to check;
 * an unknown key is the reference check's business (references.server.ts).
 */
export async function imagesMissingAlt(db: Db, references: ReadonlyArray<ImageReferenceInput>): Promise<Array<MissingAlt>> {
  const candidates = references
    .filter((reference) => !reference.alt?.trim())
    .map((reference) => ({ field: reference.field, key: reference.src ? mediaImageKey(reference.src.trim()) : null }))
    .filter((reference): reference is { field: string; key: string } => reference.key !== null);
  if (candidates.length === 0) return [];
  const keys = [...new Set(candidates.map((candidate) => candidate.key))];
  // D1 binds at most 100 parameters a statement: a long article's images go in slices.
  const slices: Array<Array<string>> = [];
  for (let start = 0; start < keys.length; start += 90) slices.push(keys.slice(start, start + 90));
  const found = await Promise.all(
    slices.map((slice) => db.select({ key: media.r2Key, name: media.name, alt: media.alt, decorative: media.decorative }).from(media).where(inArray(media.r2Key, slice))),
  );
  const byKey = new Map(found.flat().map((row) => [row.key, row]));
  const missing: Array<MissingAlt> = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const row = byKey.get(candidate.key);
    if (!row || row.decorative || row.alt.trim()) continue;
    const id = `${candidate.field} ${candidate.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    missing.push({ field: candidate.field, key: candidate.key, name: row.name });
  }
  return missing;
}

/** The field errors of the images refused (one message per image, on the field that uses it). */
export function missingAltErrors(missing: ReadonlyArray<MissingAlt>): Record<string, Array<string>> {
  const errors: Record<string, Array<string>> = {};
  for (const image of missing) errors[image.field] = [...(errors[image.field] ?? []), missingAltMessage(image.name)];
  return errors;
}

/** The images an article, service or page publishes: its featured (share) image and those of its content. */
export function contentImages(value: { featuredImage?: string | null; featuredImageAlt?: string | null; content?: string | null }): Array<ImageReferenceInput> {
  return [{ field: "featuredImage", src: value.featuredImage, alt: value.featuredImageAlt }, ...markdownImages("content", value.content ?? "")];
}
