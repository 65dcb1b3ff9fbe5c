// Real, decodable images for the médiathèque's tests (uploads are decoded and re-encoded by
// the Images binding): the fixtures of scripts/media-fixtures.ts, and images of any size
// drawn from a 1 × 1 pixel by the same binding.
import { env } from "cloudflare:test";
import alphaPng from "../fixtures/media/alpha.png?inline";
import orientation6 from "../fixtures/media/orientation-6.jpg?inline";
import photoGps from "../fixtures/media/photo-gps.jpg?inline";
import pixelPng from "../fixtures/media/pixel.png?inline";
import strataGif from "../fixtures/media/strata.gif?inline";

const decode = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

export const fixtures = {
  /** 1600 × 1200 JPEG with GPS (Paris 5e) and camera make/model in its EXIF. */
  photoGps: () => decode(photoGps),
  /** Stored 600 × 400 with EXIF orientation 6: shown upright as 400 × 600. */
  orientation6: () => decode(orientation6),
  /** 640 × 480 PNG: a disc on a transparent background. */
  alphaPng: () => decode(alphaPng),
  /** 320 × 240 animated GIF, two frames. */
  gif: () => decode(strataGif),
  /** 1 × 1 PNG. */
  pixel: () => decode(pixelPng),
};

/** A real image of exactly width × height pixels (a flat colour) in the given format. */
export async function imageBytes(width: number, height: number, format: "png" | "jpeg" | "webp" = "png"): Promise<Uint8Array<ArrayBuffer>> {
  const result = await env.IMAGES.input(new Blob([fixtures.pixel()]).stream())
    .transform({ width, height, fit: "squeeze" })
    .output({ format: `image/${format}` });
  return new Uint8Array(await result.response().arrayBuffer());
}

/** Width, height and type of an image, read by fully decoding it (a PNG re-encode through the binding). */
export async function decoded(bytes: Uint8Array) {
  const info = await env.IMAGES.info(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream());
  const again = await env.IMAGES.input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()).output({ format: "image/png" });
  const png = new Uint8Array(await again.response().arrayBuffer());
  if (!("width" in info)) throw new Error(`not a bitmap: ${info.format}`);
  // PNG IHDR colour type 4 or 6 carries an alpha channel.
  return { format: info.format, width: info.width, height: info.height, alpha: png[25] === 4 || png[25] === 6 };
}
