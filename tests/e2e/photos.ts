// Real photos for the browser journeys: encoded with sharp into the variants the upload
// pipeline writes (scripts/demo-photos.ts), stored in the e2e server's local R2, with their
// médiathèque row in its D1.
import path from "node:path";
import { encodePhoto, mediaInsert, storeObjects } from "../../scripts/demo-photos";
import { queryD1 } from "./forms-db";

const root = path.resolve(import.meta.dirname, "../..");

/** A photo of `width` × `height` with its variants, in the e2e server's R2, and its media row. */
export async function storePhoto({ width, height, alt }: { width: number; height: number; alt: string }) {
  const photo = await encodePhoto({ width, height });
  storeObjects(path.join(root, ".e2e-state", process.env.E2E_PORT ?? "8788"), [photo]);
  queryD1(mediaInsert(photo, { name: "chantier.jpg", alt }));
  return { key: photo.key, url: `/media/${photo.key}`, variants: photo.variants };
}
