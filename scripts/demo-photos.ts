// Real photos for local measurements (`npm run db:seed -- --photos`) and the browser
// journeys: soil-strata pictures drawn in node, encoded with sharp into the variants the
// upload pipeline writes (AVIF, WebP, JPEG at 480/960/1600/2400 px, never upscaled, and the
// 1200 × 630 share crop), stored in the local R2 with `wrangler r2 bulk put`.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type MediaVariant, OG_SIZE, VARIANT_WIDTHS } from "../app/lib/media/variants";

const LARGEST_VARIANT = Math.max(...VARIANT_WIDTHS);

const root = path.resolve(import.meta.dirname, "..");
const EXT = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
const MIME = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;
type Format = keyof typeof MIME;

const PALETTES = [
  [
    [122, 88, 62],
    [168, 128, 78],
    [196, 160, 104],
    [112, 104, 92],
    [150, 112, 70],
  ],
  [
    [96, 110, 88],
    [140, 132, 104],
    [184, 170, 132],
    [120, 96, 72],
    [90, 84, 80],
  ],
  [
    [150, 96, 70],
    [200, 150, 100],
    [120, 110, 100],
    [176, 140, 96],
    [104, 80, 64],
  ],
];

/** Strata of clay, sand and limestone with a little grain: compresses like a photo, not like a flat fill. */
function strata(width: number, height: number, variant: number): Buffer {
  const colours = PALETTES[variant % PALETTES.length];
  const pixels = Buffer.alloc(width * height * 3);
  const period = width / (5 + (variant % 4));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const wave = Math.sin(x / period + variant) * height * 0.04 + Math.sin(x / 37) * 4;
      const band = Math.min(colours.length - 1, Math.max(0, Math.floor(((y + wave) / height) * colours.length)));
      const grain = ((x * 73856093) ^ (y * 19349663)) % 17;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, colours[band][c] + grain - 8));
    }
  }
  return pixels;
}

const newKey = (width: number, height: number, ext: string) => `${randomBytes(16).toString("hex")}-${width}x${height}.${ext}`;

export type EncodedPhoto = {
  key: string;
  width: number;
  height: number;
  variants: Array<MediaVariant>;
  /** Every object to store: the full-size file and the variants. */
  objects: Array<{ key: string; format: Format; bytes: Buffer }>;
};

/** A width × height photo (e.g. 4000 × 3000, 12 MP) and its variants, metadata-free (sharp keeps none). */
export async function encodePhoto({ width, height, variant = 0 }: { width: number; height: number; variant?: number }): Promise<EncodedPhoto> {
  // Drawn at the largest variant's width, then enlarged for the full-size file: drawing 12 MP in JS is slow.
  const drawnWidth = Math.min(width, LARGEST_VARIANT);
  const drawnHeight = Math.round((drawnWidth * height) / width);
  const pixels = strata(drawnWidth, drawnHeight, variant);
  const master = () => sharp(pixels, { raw: { width: drawnWidth, height: drawnHeight, channels: 3 } });
  const variants: Array<MediaVariant> = [];
  const objects: EncodedPhoto["objects"] = [];
  const add = (format: Format, w: number, h: number, bytes: Buffer, purpose: MediaVariant["purpose"]) => {
    const key = newKey(w, h, EXT[format]);
    objects.push({ key, format, bytes });
    variants.push({ key, width: w, height: h, format, bytes: bytes.byteLength, purpose });
  };
  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), ...(width <= LARGEST_VARIANT ? [width] : [])];
  for (const w of widths) {
    const h = Math.round((w * height) / width);
    const resized = () => master().resize(w, h);
    add("avif", w, h, await resized().avif({ quality: 50, effort: 2 }).toBuffer(), "responsive");
    add("webp", w, h, await resized().webp({ quality: 72 }).toBuffer(), "responsive");
    add("jpeg", w, h, await resized().jpeg({ quality: 78, mozjpeg: true }).toBuffer(), "responsive");
  }
  add("jpeg", OG_SIZE.width, OG_SIZE.height, await master().resize(OG_SIZE.width, OG_SIZE.height, { fit: "cover" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(), "og");
  const key = newKey(width, height, "jpg");
  objects.push({ key, format: "jpeg", bytes: await master().resize(width, height).jpeg({ quality: 82 }).toBuffer() });
  return { key, width, height, variants, objects };
}

/** Stores the photos' objects in the local MEDIA bucket (one `wrangler r2 bulk put` per type). */
export function storeObjects(persistTo: string, photos: Array<EncodedPhoto>) {
  const dir = mkdtempSync(path.join(tmpdir(), "lutetia-photos-"));
  try {
    for (const format of Object.keys(MIME) as Array<Format>) {
      const list = photos.flatMap((photo) => photo.objects.filter((o) => o.format === format));
      if (list.length === 0) continue;
      const entries = list.map((object) => {
        const file = path.join(dir, object.key);
        writeFileSync(file, object.bytes);
        return { key: object.key, file };
      });
      const listFile = path.join(dir, `${format}.json`);
      writeFileSync(listFile, JSON.stringify(entries));
      const result = spawnSync(
        path.join(root, "node_modules/.bin/wrangler"),
        ["r2", "bulk", "put", "lutetia-media", "--local", "--persist-to", persistTo, "--filename", listFile, "--content-type", MIME[format], "--force"],
        { cwd: root, env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" }, encoding: "utf8" },
      );
      if (result.status !== 0) throw new Error(`Les photos n'ont pas pu être écrites dans le R2 local : ${(result.stderr || result.stdout).split("\n")[0]}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The médiathèque row of a stored photo, as SQL. */
export function mediaInsert(photo: EncodedPhoto, { name, alt }: { name: string; alt: string }): string {
  const main = photo.objects.find((o) => o.key === photo.key);
  if (!main) throw new Error(`${photo.key} : fichier principal absent de la photo encodée`);
  return `insert into media (r2_key, name, mime_type, size, alt, width, height, variants) values (${quote(photo.key)}, ${quote(name)}, 'image/jpeg', ${main.bytes.byteLength}, ${quote(alt)}, ${photo.width}, ${photo.height}, ${quote(JSON.stringify(photo.variants))})`;
}

export { quote as sqlText };
